/**
 * The kiosk fleet (issue 29, docs/kiosk.md «Heartbeat and remote settings»): the kiosks'
 * heartbeat, and for the operator's staff (KIOSK_STATUS_TOKEN) the fleet's state as JSON and as
 * the page `/kiosk-status`, and the settings. The calls are declared in contract/calls/kiosk.ts and
 * registered from there; the page is not an API call.
 */
import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { KioskStatus } from '../../contract/index.ts';
import { KIOSK_STATUS_PAGE_PATH } from '../../contract/kiosk.ts';
import type { Locale } from '../../contract/locale.ts';
import { assertStaff, fleetStatus, recordHeartbeat, updateSettings } from '../domain/kioskFleet.ts';
import { callRoutes } from '../http/calls.ts';
import { ctxOf } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';

export interface KioskFleetOptions {
  /** The version the site's kiosk pages are built at (`builtKioskVersion`), or null. */
  currentVersion: string | null;
  /** KIOSK_SILENT_SECONDS: a kiosk unheard this long is flagged silent. @default 180 */
  silentAfterSeconds?: number;
  /** KIOSK_FLEET_SECRET: what the kiosks' heartbeat keys are made from. */
  fleetSecret: string;
}

const STATUS_STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b2130;background:#fff}
main{padding:24px;max-width:1400px}
h1{font-size:28px;margin:0 0 8px}
table{border-collapse:collapse;width:100%;margin-top:16px}
th,td{border:1px solid #7c8595;padding:8px;text-align:left;vertical-align:top}
th{background:#e6eaf0}
tr[data-silent] td{background:#fdecea}
.flag{display:inline-block;margin:2px 4px 2px 0;padding:0 8px;border-radius:4px;font-weight:700}
.silent{background:#b3261e;color:#fff}.outdated{background:#8a5300;color:#fff}.ok{background:#1b6b35;color:#fff}
`;
// Built outside the page's template, so formatting the template cannot change the hashed text.
const STYLE_ELEMENT = raw(`<style>${STATUS_STYLE}</style>`);
const STYLE_HASH = `'sha256-${createHash('sha256').update(STATUS_STYLE).digest('base64')}'`;
const STATUS_CSP = `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The page's words (staff read it in either language, by their browser's). */
const WORDS = {
  ru: {
    title: 'Киоски',
    current: 'Текущая версия сайта',
    unknown: 'неизвестна',
    refresh: 'Страница обновляется каждую минуту.',
    none: 'Ни один киоск ещё не прислал сигнал.',
    columns: [
      'Киоск',
      'Состояние',
      'Последний сигнал',
      'Версия',
      'Ждёт версия',
      'Связь',
      'Последний сброс',
      'Последняя ошибка',
      'Настройки',
    ],
    silent: 'молчит',
    outdated: 'старая версия',
    ok: 'в порядке',
    online: 'есть с',
    offline: 'нет с',
    noWorker: 'без service worker',
    access: 'режим доступности',
    idle: 'простой',
    attractOn: 'заставка вкл.',
    attractOff: 'заставка выкл.',
    notice: 'объявление',
  },
  kk: {
    title: 'Киосктер',
    current: 'Сайттың ағымдағы нұсқасы',
    unknown: 'белгісіз',
    refresh: 'Бет әр минут сайын жаңарады.',
    none: 'Әзірге бірде-бір киоск белгі жібермеді.',
    columns: [
      'Киоск',
      'Күйі',
      'Соңғы белгі',
      'Нұсқа',
      'Күтіп тұрған нұсқа',
      'Байланыс',
      'Соңғы тазарту',
      'Соңғы қате',
      'Баптаулар',
    ],
    silent: 'үнсіз',
    outdated: 'ескі нұсқа',
    ok: 'дұрыс',
    online: 'бар, бастап',
    offline: 'жоқ, бастап',
    noWorker: 'service worker жоқ',
    access: 'қолжетімділік режимі',
    idle: 'күту',
    attractOn: 'заставка қосулы',
    attractOff: 'заставка өшірулі',
    notice: 'хабарландыру',
  },
} satisfies Record<Locale, unknown>;

function row(kiosk: KioskStatus, w: (typeof WORDS)['ru']) {
  const flags = [
    kiosk.silent ? html`<span class="flag silent">${w.silent}</span>` : '',
    kiosk.outdated ? html`<span class="flag outdated">${w.outdated}</span>` : '',
    !kiosk.silent && !kiosk.outdated ? html`<span class="flag ok">${w.ok}</span>` : '',
  ];
  const s = kiosk.settings;
  const settings = [
    s.idleSeconds === null ? '' : `${w.idle} ${s.idleSeconds} s`,
    s.attract ? w.attractOn : w.attractOff,
    s.notice ? `${w.notice}: «${s.notice.ru}»` : '',
  ].filter(Boolean);
  return html`<tr data-kiosk="${kiosk.kioskId}" ${kiosk.silent ? raw('data-silent') : ''}>
    <th scope="row">${kiosk.kioskId}</th>
    <td>${flags}</td>
    <td><time datetime="${kiosk.lastSeenAt}">${kiosk.lastSeenAt}</time></td>
    <td>${kiosk.version ?? w.noWorker}</td>
    <td>${kiosk.waitingVersion ?? '—'}</td>
    <td>
      ${kiosk.online ? w.online : w.offline}
      ${kiosk.since}${kiosk.accessMode ? `, ${w.access}` : ''}
    </td>
    <td>${kiosk.lastResetAt ?? '—'}</td>
    <td>${kiosk.lastError ?? '—'}</td>
    <td>${settings.join(', ')}</td>
  </tr>`;
}

/** The fleet's calls (the staff's checked by `requireStaff`, as declared) and the staff's page. */
export function kioskFleetHandlers({
  currentVersion,
  silentAfterSeconds,
  fleetSecret,
}: KioskFleetOptions) {
  const routes = callRoutes()
    .serve('kioskHeartbeat', (c, { body }) => recordHeartbeat(ctxOf(c), fleetSecret, body))
    .serve('kioskFleet', (c) => fleetStatus(ctxOf(c), currentVersion, silentAfterSeconds))
    .serve('kioskSettings', (c, { body }) => {
      const ctx = ctxOf(c);
      const settings = updateSettings(ctx, body);
      // Who changed what for which scope; never the token.
      ctx.log.info('kiosk settings', { scope: body.kioskId ?? '*' });
      return { settings };
    });
  routes
    // The staff's page: a browser's own login prompt (HTTP Basic, the token as the password).
    .get(KIOSK_STATUS_PAGE_PATH, (c) => {
      const ctx = ctxOf(c);
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Content-Security-Policy', STATUS_CSP);
      try {
        assertStaff(ctx, ctx.settings.kioskStatusToken, c.req.header('authorization'));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) throw error;
        c.header('WWW-Authenticate', 'Basic realm="kiosk-status", charset="UTF-8"');
        return c.text('401 Unauthorized', 401);
      }
      const w = WORDS[ctx.locale];
      const { kiosks } = fleetStatus(ctx, currentVersion, silentAfterSeconds);
      c.header('Refresh', '60');
      return c.html(
        html`<!doctype html>
          <html lang="${ctx.locale}">
            <head>
              <meta charset="utf-8" />
              <meta name="robots" content="noindex, nofollow" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <title>${w.title}</title>
              ${STYLE_ELEMENT}
            </head>
            <body>
              <main>
                <h1>${w.title}</h1>
                <p>${w.current}: <code>${currentVersion ?? w.unknown}</code>. ${w.refresh}</p>
                ${
                  kiosks.length === 0
                    ? html`<p>${w.none}</p>`
                    : html`<table>
                        <thead>
                          <tr>
                            ${w.columns.map((name) => html`<th scope="col">${name}</th>`)}
                          </tr>
                        </thead>
                        <tbody>
                          ${kiosks.map((kiosk) => row(kiosk, w))}
                        </tbody>
                      </table>`
                }
              </main>
            </body>
          </html>`,
      );
    });
  return routes;
}
