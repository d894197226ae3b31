/**
 * For tests of code that talks to NCALayer: frames as NCALayer sends them, and a WebSocket the
 * test plays NCALayer through. Import from tests only.
 */
import type { WebSocketLike } from './ncaLayer.ts';

/**
 * Frames of NCALayer 1.4 (module kz.gov.pki.knca.basics) as recorded by the public clients
 * (pkigovkz/NCALayerJSExample, sigex-kz/ncalayer-js-client and its mocker); the CMS is shortened.
 */
export const NCALAYER_FRAMES = {
  greeting: '{"result":{"version":"1.4"}}',
  heartbeat: '--heartbeat--',
  signed:
    '{"status":true,"body":{"result":"MIIHTQYJKoZIhvcNAQcCoIIHPjCCBzoCAQExDzANBglghkgBZQMEAgEFADALBgkqhkiG9w0BBwGgggTs"}}',
  signedArray: '{"status":true,"body":{"result":["MIIHTQYJKoZIhvcNAQcCoIIHPjCCBzoCAQEx"]}}',
  cancelled: '{"status":true,"body":{}}',
  cancelledByCode: '{"status":false,"code":"USER_CANCELED"}',
  invalidParams:
    '{"status":false,"code":"INVALID_SIGNING_PARAMS","message":"Invalid signing params","details":"signerParams.extKeyUsageOids"}',
  signingFailure: '{"status":false,"code":"SIGNING_FAILURE","message":"Signing failure"}',
  moduleNotFound: '{"success":false,"errorCode":"MODULE_NOT_FOUND"}',
} as const;

/** A WebSocket whose far end the test drives: open, answer, refuse, drop. */
export class FakeNcaLayerSocket extends EventTarget implements WebSocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(data);
  }
  /** The page closes it: the close event follows asynchronously, as in a browser. */
  close() {
    if (this.readyState >= 2) return;
    this.readyState = 2;
    queueMicrotask(() => this.drop());
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  /** Not running, certificate not trusted, permission denied: error, then close, never open. */
  refuse() {
    this.dispatchEvent(new Event('error'));
    this.drop();
  }
  /** The far end goes away. */
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  /** The last request frame, parsed. */
  lastRequest(): { module: string; method: string; args: Record<string, unknown> } {
    const last = this.sent.at(-1);
    if (!last) throw new Error('nothing sent');
    return JSON.parse(last) as ReturnType<FakeNcaLayerSocket['lastRequest']>;
  }
}

/** A socket factory that keeps every socket it made, for `createNcaLayerClient({createSocket})`. */
export function fakeNcaLayer() {
  const sockets: FakeNcaLayerSocket[] = [];
  return {
    sockets,
    createSocket: (url: string) => {
      const socket = new FakeNcaLayerSocket(url);
      sockets.push(socket);
      return socket;
    },
    get last(): FakeNcaLayerSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket yet');
      return socket;
    },
  };
}
