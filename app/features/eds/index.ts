/**
 * EDS in the browser: NCALayer's WebSocket protocol (the national desktop signing client), typed
 * results and errors, and a hook for signing controls. The server checks every signature
 * (server/domain/eds); nothing here is trusted.
 *
 *   const { sign, pending } = useNcaLayerSign();
 *   const outcome = await sign({ data: signData.dataToSign, usage: 'sign', companyNumber: bin });
 *   const code = signerOutcomeCode(outcome); // null: send outcome.cms to sign-documents
 */
export {
  NCALAYER_CONNECT_TIMEOUT_MS,
  NCALAYER_PERMISSION_PROMPT_TIMEOUT_MS,
  NCALAYER_SIGN_TIMEOUT_MS,
  NCALAYER_URL,
  bytesToBase64,
  createNcaLayerClient,
  sharedNcaLayerClient,
  signFrame,
  textToBase64,
  type NcaLayerClient,
  type NcaLayerClientOptions,
  type NcaLayerSignRequest,
  type NcaSignResult,
  type WebSocketLike,
} from './ncaLayer.ts';
export {
  NcaLayerBlocked,
  NcaLayerConnectionLost,
  NcaLayerError,
  NcaLayerFailed,
  NcaLayerTimeout,
  NcaLayerUnavailable,
  isNcaLayerError,
  type NcaLayerErrorKind,
  type NcaLayerFailureCode,
} from './errors.ts';
export { isAbort, signerOutcomeCode } from './outcome.ts';
export { useNcaLayerSign, type NcaLayerSign } from './useNcaLayerSign.ts';
export { SignerOutcome, edsProblemOf, signedCms, type EdsProblem } from './problem.ts';
export { EdsProblemView } from './EdsProblemView.tsx';
export { SignerAccessNotice, useLoopbackAccess } from './SignerAccessNotice.tsx';
export {
  LOOPBACK_PERMISSION,
  readLoopbackAccess,
  type LoopbackAccess,
  type LoopbackAccessReading,
  type PermissionsLike,
} from './loopbackAccess.ts';
