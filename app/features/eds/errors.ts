/**
 * How a request to NCALayer can fail. `NcaLayerUnavailable` covers every way the socket never
 * opens — NCALayer not running, its certificate not trusted by the browser, the browser's
 * local-network permission denied — because the page cannot tell them apart.
 */
export type NcaLayerErrorKind = 'unavailable' | 'connection-lost' | 'timeout' | 'failed';

export abstract class NcaLayerError extends Error {
  abstract readonly kind: NcaLayerErrorKind;
}

export class NcaLayerUnavailable extends NcaLayerError {
  readonly kind: NcaLayerErrorKind = 'unavailable';
  constructor(message = 'NCALayer is not reachable at wss://127.0.0.1:13579') {
    super(message);
    this.name = 'NcaLayerUnavailable';
  }
}

/** The socket closed while a request waited: NCALayer quit or crashed. Shown as unavailable. */
export class NcaLayerConnectionLost extends NcaLayerUnavailable {
  override readonly kind: NcaLayerErrorKind = 'connection-lost';
  constructor() {
    super('NCALayer closed the connection before answering');
    this.name = 'NcaLayerConnectionLost';
  }
}

/** No answer within the time allowed (the person may have walked away from the PIN prompt). */
export class NcaLayerTimeout extends NcaLayerError {
  readonly kind: NcaLayerErrorKind = 'timeout';
  constructor(readonly ms: number) {
    super(`NCALayer did not answer within ${ms} ms`);
    this.name = 'NcaLayerTimeout';
  }
}

/** Codes NCALayer answers with (`{status: false, code}`), plus MODULE_NOT_FOUND of old builds. */
export type NcaLayerFailureCode =
  | 'INVALID_SIGNING_PARAMS'
  | 'SIGNING_FAILURE'
  | 'GENERAL_ERROR'
  | 'MODULE_NOT_FOUND'
  | 'UNKNOWN_ANSWER'
  | (string & {});

/** NCALayer answered with an error. */
export class NcaLayerFailed extends NcaLayerError {
  readonly kind: NcaLayerErrorKind = 'failed';
  constructor(
    readonly code: NcaLayerFailureCode,
    readonly details: string | null = null,
    message = `NCALayer failed: ${code}`,
  ) {
    super(message);
    this.name = 'NcaLayerFailed';
  }
}

export const isNcaLayerError = (error: unknown): error is NcaLayerError =>
  error instanceof NcaLayerError;
