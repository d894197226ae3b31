import type { LoopbackAccess } from './loopbackAccess.ts';

/**
 * How a request to NCALayer can fail. `NcaLayerUnavailable` covers every way the socket never
 * opens — NCALayer not running, its certificate not trusted by the browser — and carries the
 * browser's loopback permission as read after the failure; `NcaLayerBlocked` is the one case the
 * permission tells apart: the person (or three dismissals) blocked the site's access to apps on
 * this device, and starting NCALayer again cannot help.
 */
export type NcaLayerErrorKind =
  'unavailable' | 'blocked' | 'connection-lost' | 'timeout' | 'failed';

export abstract class NcaLayerError extends Error {
  abstract readonly kind: NcaLayerErrorKind;
}

export class NcaLayerUnavailable extends NcaLayerError {
  readonly kind: NcaLayerErrorKind = 'unavailable';
  constructor(
    message = 'NCALayer is not reachable at wss://127.0.0.1:13579',
    /** The loopback permission read after the failure (`granted`: the browser let it through). */
    readonly access: LoopbackAccess = 'unknown',
  ) {
    super(message);
    this.name = 'NcaLayerUnavailable';
  }
}

/** The browser's loopback permission is `denied`: the socket never left the browser. */
export class NcaLayerBlocked extends NcaLayerUnavailable {
  override readonly kind: NcaLayerErrorKind = 'blocked';
  constructor() {
    super(
      'The browser blocks this site from reaching apps on this device (loopback-network)',
      'denied',
    );
    this.name = 'NcaLayerBlocked';
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
