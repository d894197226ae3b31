/**
 * A client of NCALayer, the national desktop signing application, over its local WebSocket
 * (`wss://127.0.0.1:13579`), module `kz.gov.pki.knca.basics`, method `sign`: a detached CMS over
 * the bytes given. The protocol has no request ids, so requests go one at a time; a socket whose
 * request timed out or was aborted is closed, since its late answer could not be told from the
 * next request's. The protocol's facts come from public clients (pkigovkz/NCALayerJSExample,
 * sigex-kz/ncalayer-js-client and its mocker); each is said where this file relies on it.
 */
import { edsKeyFilter, type EdsKeyUsage, type Locale } from '../../../contract/index.ts';
import { isSoleProprietorNumber } from '../../../contract/rules/index.ts';
import {
  NcaLayerBlocked,
  NcaLayerConnectionLost,
  NcaLayerFailed,
  NcaLayerTimeout,
  NcaLayerUnavailable,
} from './errors.ts';
import { readLoopbackAccess, type LoopbackAccessReading } from './loopbackAccess.ts';

export const NCALAYER_URL = 'wss://127.0.0.1:13579/';
export const NCALAYER_CONNECT_TIMEOUT_MS = 4_000;
/**
 * While the browser asks whether the site may reach apps on this device, the socket waits for the
 * person's answer: give them time to read the question.
 */
export const NCALAYER_PERMISSION_PROMPT_TIMEOUT_MS = 2 * 60_000;
/** Choosing a key file and typing its password (or a token's PIN) takes a while. */
export const NCALAYER_SIGN_TIMEOUT_MS = 5 * 60_000;

export interface NcaLayerSignRequest {
  /** Base64 of the bytes to sign: NCALayer decodes it (`decode: true`) and signs the bytes. */
  data: string;
  /** AUTH key for a login, SIGN key for documents: what NCALayer's chooser offers. */
  usage: EdsKeyUsage;
  /**
   * The company's BIN (or a sole proprietor's IIN): only its keys are offered, and for its
   * documents only its First Head's (a sole proprietor's: the owner's individual key).
   */
  companyNumber?: string;
  /** NCALayer's own dialogs follow the page's language. */
  locale: Locale;
}

export type NcaSignResult = { kind: 'signed'; cms: string } | { kind: 'cancelled' };

export interface NcaLayerClient {
  sign(request: NcaLayerSignRequest, options?: { signal?: AbortSignal }): Promise<NcaSignResult>;
  /** NCALayer's version from its greeting, once one arrived. */
  readonly version: string | null;
  /** Closes the socket (a request waiting fails as connection lost). */
  close(): void;
}

/** What the client needs of a WebSocket (a browser's, or a test's stand-in). */
export interface WebSocketLike extends EventTarget {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface NcaLayerClientOptions {
  url?: string;
  createSocket?: (url: string) => WebSocketLike;
  connectTimeoutMs?: number;
  signTimeoutMs?: number;
  /** The browser's loopback permission (`navigator.permissions`), read before each connection. */
  readAccess?: () => Promise<LoopbackAccessReading>;
}

const OPEN = 1;

/** The request frame: detached CMS over decoded bytes, the chooser narrowed to the right keys. */
export function signFrame(request: NcaLayerSignRequest) {
  const number = request.companyNumber ?? '';
  const byIin = isSoleProprietorNumber(number);
  return {
    module: 'kz.gov.pki.knca.basics',
    method: 'sign',
    args: {
      format: 'cms',
      data: request.data,
      // decode: the base64 is of bytes (else NCALayer signs the base64 text); no digested mode.
      signingParams: { decode: true, encapsulate: false, digested: false, tsaProfile: null },
      signerParams: {
        // An IIN is a sole proprietor's: the owner's individual key.
        extKeyUsageOids: edsKeyFilter(request.usage, number || undefined),
        iin: byIin ? number : '',
        bin: byIin ? '' : number,
        serialNumber: '',
        // null: only keys of the current national CAs are selectable.
        chain: null,
      },
      locale: request.locale,
    },
  };
}

type Frame = Record<string, unknown>;

function parseFrame(data: unknown): Frame | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Frame) : null;
  } catch {
    return null; // `--heartbeat--` of old builds, or anything else that is not JSON
  }
}

/** `{"result":{"version":"1.4"}}`, sent on open — sometimes after the first request. */
function greetingVersion(frame: Frame): string | null {
  const result = frame.result;
  if ('status' in frame || typeof result !== 'object' || result === null) return null;
  const version = (result as { version?: unknown }).version;
  return typeof version === 'string' ? version : null;
}

function readAnswer(frame: Frame): NcaSignResult | NcaLayerFailed {
  if (frame.success === false) {
    return new NcaLayerFailed(String(frame.errorCode ?? 'GENERAL_ERROR'));
  }
  if (frame.status === true) {
    const result = (frame.body as { result?: unknown } | undefined)?.result;
    const cms = Array.isArray(result) ? result[0] : result;
    // A success without a result is how NCALayer says the person closed its dialog.
    return typeof cms === 'string' && cms !== '' ? { kind: 'signed', cms } : { kind: 'cancelled' };
  }
  if (frame.status === false) {
    const code = String(frame.code ?? 'GENERAL_ERROR');
    if (code === 'USER_CANCELED') return { kind: 'cancelled' };
    const details = typeof frame.details === 'string' ? frame.details : null;
    const message = typeof frame.message === 'string' ? frame.message : undefined;
    return new NcaLayerFailed(code, details, message);
  }
  return new NcaLayerFailed('UNKNOWN_ANSWER');
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function createNcaLayerClient(options: NcaLayerClientOptions = {}): NcaLayerClient {
  const {
    url = NCALAYER_URL,
    createSocket = (target: string) => new WebSocket(target),
    connectTimeoutMs = NCALAYER_CONNECT_TIMEOUT_MS,
    signTimeoutMs = NCALAYER_SIGN_TIMEOUT_MS,
    readAccess = () => readLoopbackAccess(),
  } = options;
  let socket: WebSocketLike | null = null;
  let version: string | null = null;
  /** The waiting request's socket and handlers; null between requests. */
  let active: WebSocketLike | null = null;
  let onAnswer: ((frame: Frame) => void) | null = null;
  let onLost: (() => void) | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function adopt(ws: WebSocketLike) {
    socket = ws;
    ws.addEventListener('message', (event) => {
      const frame = parseFrame((event as MessageEvent).data);
      if (!frame) return;
      const greeting = greetingVersion(frame);
      if (greeting !== null) version = greeting;
      // A socket given up on may still answer late: only the waiting request's socket counts.
      else if (active === ws) onAnswer?.(frame);
    });
    ws.addEventListener('close', () => {
      if (socket === ws) socket = null;
      if (active === ws) onLost?.();
    });
  }

  function discard(ws: WebSocketLike) {
    if (socket === ws) socket = null;
    ws.close();
  }

  /**
   * Reads the loopback permission first (never prompts), opens the socket (which may make the
   * browser ask), and on failure reads the permission again: `denied` then means the browser
   * blocked it (NcaLayerBlocked), anything else that NCALayer did not answer.
   */
  async function connect(signal?: AbortSignal): Promise<WebSocketLike> {
    if (socket?.readyState === OPEN) return socket;
    const before = await readAccess();
    if (signal?.aborted) throw abortReason(signal);
    try {
      return await open(before, signal);
    } catch (error) {
      if (!(error instanceof NcaLayerUnavailable)) throw error;
      const after = await readAccess();
      if (after.state === 'denied') throw new NcaLayerBlocked();
      throw new NcaLayerUnavailable(undefined, after.state);
    }
  }

  function open(access: LoopbackAccessReading, signal?: AbortSignal): Promise<WebSocketLike> {
    return new Promise((resolve, reject) => {
      let ws: WebSocketLike;
      try {
        ws = createSocket(url);
      } catch {
        reject(new NcaLayerUnavailable());
        return;
      }
      let settled = false;
      const settle = (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        unwatch();
        ws.removeEventListener('open', onOpen);
        ws.removeEventListener('error', onFail);
        ws.removeEventListener('close', onFail);
        signal?.removeEventListener('abort', onAbort);
        if (error === null) {
          adopt(ws);
          resolve(ws);
        } else {
          ws.close();
          reject(error);
        }
      };
      // Not running, certificate not trusted, local-network permission denied: error, then
      // close, and no greeting — all the same here; connect() asks the permission which it was.
      const onOpen = () => settle(null);
      const onFail = () => settle(new NcaLayerUnavailable());
      const onAbort = () => settle(abortReason(signal));
      // The browser holds the socket while its question is open; a «Block» ends the wait.
      const asking = access.state === 'prompt';
      const timer = setTimeout(
        onFail,
        asking
          ? Math.max(connectTimeoutMs, NCALAYER_PERMISSION_PROMPT_TIMEOUT_MS)
          : connectTimeoutMs,
      );
      const unwatch = access.watch((state) => {
        if (state === 'denied') onFail();
      });
      ws.addEventListener('open', onOpen);
      ws.addEventListener('error', onFail);
      ws.addEventListener('close', onFail);
      signal?.addEventListener('abort', onAbort);
    });
  }

  function exchange(ws: WebSocketLike, frame: object, signal?: AbortSignal) {
    return new Promise<NcaSignResult>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        active = null;
        onAnswer = null;
        onLost = null;
        signal?.removeEventListener('abort', onAbort);
      };
      const timer = setTimeout(() => {
        finish();
        discard(ws);
        reject(new NcaLayerTimeout(signTimeoutMs));
      }, signTimeoutMs);
      const onAbort = () => {
        finish();
        discard(ws);
        reject(abortReason(signal));
      };
      onAnswer = (answer) => {
        finish();
        const outcome = readAnswer(answer);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      onLost = () => {
        finish();
        reject(new NcaLayerConnectionLost());
      };
      signal?.addEventListener('abort', onAbort);
      active = ws;
      try {
        ws.send(JSON.stringify(frame));
      } catch {
        finish();
        reject(new NcaLayerConnectionLost());
      }
    });
  }

  return {
    get version() {
      return version;
    },
    sign(request, { signal } = {}) {
      const run = async () => {
        if (signal?.aborted) throw abortReason(signal);
        const ws = await connect(signal);
        return exchange(ws, signFrame(request), signal);
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
    close() {
      if (socket) discard(socket);
    },
  };
}

let shared: NcaLayerClient | null = null;

/** The page's one client (one socket to NCALayer for every signing control). */
export function sharedNcaLayerClient(): NcaLayerClient {
  shared ??= createNcaLayerClient();
  return shared;
}

/** Base64 of bytes, for `data`. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Base64 of a text's UTF-8 bytes: the login challenge is signed this way. */
export const textToBase64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));
