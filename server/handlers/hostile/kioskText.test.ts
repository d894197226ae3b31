import { describe, expect, it } from 'vitest';
import { API_PATHS, errorMessage } from '../../../contract/index.ts';
import { kioskSettings } from '../../../contract/calls/kiosk.ts';
import { kioskDeviceToken } from '../../domain/kioskFleet.ts';
import { call, callContract, errorOf, useTestServer } from '../../test/server.ts';
import { HOSTILE_TEXTS, withHostile } from './support.ts';

/*
 * Finding (issue 36): «Kiosk heartbeat fields and the staff notice accept bidi, NUL and zero-width
 * characters that every other text field refuses». A heartbeat's last error went onto the staff's
 * page, and the notice onto every kiosk's home screen, as sent. Now they pass the contract's text
 * rule like every other field: 422 with INVISIBLE_CHARACTERS at the field, in ru and kk, and
 * nothing kept. (The last error is a multi-line text — an error message may run over lines — so
 * only its tabs and line breaks pass; the kiosk's own client turns every such character into a
 * space before it sends, `reportableError`.)
 */

const TOKEN = 'staff-token-0123456789abcdef';
const FLEET_SECRET = 'fleet-secret-0123456789abcdefghijklmnop';
const server = useTestServer({ kioskStatusToken: TOKEN, kioskFleetSecret: FLEET_SECRET });

let devices = 0;
/** A heartbeat of a new device (so a refused one leaves nothing to find), `lastError` as given. */
function heartbeat(lastError: string | null) {
  devices += 1;
  const kioskId = `hostile-${devices}`;
  return {
    kioskId,
    body: {
      kioskId,
      deviceToken: kioskDeviceToken(FLEET_SECRET, kioskId),
      version: 'v1',
      waitingVersion: null,
      online: true,
      since: '2026-03-02T04:00:00.000Z',
      lastResetAt: null,
      lastError,
      accessMode: false,
    },
  };
}

const send = (path: string, body: string, lang = 'ru') =>
  call(server, path, {
    body,
    lang,
    headers: { 'Content-Type': 'application/json' },
    token: path === API_PATHS.kioskHeartbeat ? undefined : TOKEN,
  });

const fleet = async () =>
  (await callContract(server, 'kioskFleet', undefined, { token: TOKEN })).body.kiosks;

const refusal = (lang: 'ru' | 'kk') => ({
  code: 'INVISIBLE_CHARACTERS',
  message: errorMessage(lang, 'INVISIBLE_CHARACTERS'),
});

describe('the kiosk’s texts pass the text rule of every field', () => {
  for (const [name, text] of Object.entries(HOSTILE_TEXTS)) {
    const multiLineBreak = name === 'line feed in a one-line field';

    it(`a heartbeat’s last error with ${name}${multiLineBreak ? ' passes (multi-line)' : ''}`, async () => {
      const { kioskId, body } = heartbeat('@hostile');
      const res = await send(API_PATHS.kioskHeartbeat, withHostile(body, text));
      if (multiLineBreak) {
        expect(res.status).toBe(200);
        return;
      }
      expect(res.status).toBe(422);
      expect(errorOf(res).fields?.lastError).toEqual(refusal('ru'));
      expect((await fleet()).some((k) => k.kioskId === kioskId)).toBe(false);
    });

    it(`the staff’s notice with ${name}, in either language`, async () => {
      const ru = await send(
        kioskSettings.path,
        withHostile({ kioskId: null, notice: { ru: '@hostile', kk: 'Кеңсе жабық' } }, text),
      );
      expect(ru.status).toBe(422);
      expect(errorOf(ru).fields?.['notice.ru']).toEqual(refusal('ru'));
      const kk = await send(
        kioskSettings.path,
        withHostile({ kioskId: 'almaty-1', notice: { ru: 'Офис закрыт', kk: '@hostile' } }, text),
        'kk',
      );
      expect(kk.status).toBe(422);
      expect(errorOf(kk).fields?.['notice.kk']).toEqual(refusal('kk'));
      // Nothing kept: a kiosk's heartbeat answers no notice.
      const { body } = heartbeat(null);
      const answer = await callContract(server, 'kioskHeartbeat', {
        ...body,
        kioskId: 'almaty-1',
        deviceToken: kioskDeviceToken(FLEET_SECRET, 'almaty-1'),
      });
      expect(answer.body.settings.notice).toBeNull();
    });
  }

  it('Kazakh and Russian text, «», —, № and emoji pass', async () => {
    const notice = {
      ru: 'Офис закрыт 1 декабря — «Дала Телеком», зал № 2 🎄',
      kk: 'Кеңсе 1 желтоқсанда жабық: ә ғ қ ң ө ұ ү һ і',
    };
    const saved = await send(kioskSettings.path, JSON.stringify({ kioskId: null, notice }));
    expect(saved.status).toBe(200);
    const { kioskId, body } = heartbeat('TypeError: не удалось «прочитать» — № ?\n\tat x');
    expect((await send(API_PATHS.kioskHeartbeat, JSON.stringify(body))).status).toBe(200);
    const kiosk = (await fleet()).find((k) => k.kioskId === kioskId);
    expect(kiosk?.settings.notice).toEqual(notice);
  });
});
