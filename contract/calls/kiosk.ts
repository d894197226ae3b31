/**
 * The kiosk fleet (designed here, issue 29; docs/kiosk.md «Heartbeat and remote settings»): a
 * kiosk's heartbeat, and for the operator's staff — with the staff token (`KIOSK_STATUS_TOKEN`),
 * not a visitor's session — the fleet's state and the settings. The staff's HTML page
 * (`KIOSK_STATUS_PAGE_PATH`) is not an API call. Timings and limits are in `../kiosk.ts`, which
 * the kiosk's pages read without zod.
 */
import { z } from 'zod';
import {
  KIOSK_DEVICE_TOKEN_PATTERN,
  KIOSK_FLEET_MAX,
  KIOSK_HEARTBEATS_PER_ADDRESS_PER_HOUR,
  KIOSK_HEARTBEATS_PER_ID_PER_HOUR,
  KIOSK_ID_PATTERN,
  KIOSK_IDLE_MAX_SECONDS,
  KIOSK_IDLE_MIN_SECONDS,
  KIOSK_NOTICE_MAX_CHARS,
} from '../kiosk.ts';
import { requiredText, text } from '../schema/fields.ts';
import { defineCall } from './define.ts';

const kioskId = z.string().regex(KIOSK_ID_PATTERN);
const instant = z.iso.datetime({ offset: true });
/** A build's version: the kiosk worker's hash (`scripts/kiosk-sw.ts`). */
const version = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

const heartbeat = z
  .object({
    kioskId,
    /**
     * The device's key for `kioskId` (`KIOSK_TOKEN`; HMAC-SHA256 of the id under the fleet's
     * secret, base64url). A secret: checked, never kept, logged or shown to staff.
     */
    deviceToken: z.string().regex(KIOSK_DEVICE_TOKEN_PATTERN),
    /** The version the page runs: its service worker's, or null with no worker in control. */
    version: version.nullable(),
    /** A newer version installed and waiting for the next idle reset, or null. */
    waitingVersion: version.nullable(),
    online: z.boolean(),
    /** Since when the kiosk has been online (or offline) as it says now. */
    since: instant,
    /** The last idle reset on this device, or null since it started. */
    lastResetAt: instant.nullable(),
    /**
     * The last error the page met (its kind and message, never a visitor's data), or null. The
     * text rule of every field (INVISIBLE_CHARACTERS: no control, bidi or zero-width character);
     * an error message may run over lines, so tabs and line breaks pass.
     */
    lastError: text('FIELD_INVALID', { multiLine: true }).max(300, 'FIELD_TOO_LONG').nullable(),
    /** Whether the accessibility mode is on now (a count for the operator, no one's identity). */
    accessMode: z.boolean(),
  })
  .strict();

/** The text rule of every field (INVISIBLE_CHARACTERS): a notice line is shown to every visitor. */
const notice = z
  .object({
    ru: requiredText(KIOSK_NOTICE_MAX_CHARS),
    kk: requiredText(KIOSK_NOTICE_MAX_CHARS),
  })
  .strict();

/** The settings a kiosk applies at its next reset (and at its next start, from its cache). */
const settings = z
  .object({
    /** Seconds without a touch before «Вы ещё здесь?»; null: the device's own (KIOSK_IDLE_SECONDS). */
    idleSeconds: z.int().min(KIOSK_IDLE_MIN_SECONDS).max(KIOSK_IDLE_MAX_SECONDS).nullable(),
    /** Whether an untouched kiosk shows its attract screen. */
    attract: z.boolean(),
    /** A line on the home in each language (a closed office, a holiday), or null. */
    notice: notice.nullable(),
  })
  .strict();

const exampleBeat = {
  kioskId: 'almaty-dostyk-1',
  deviceToken: 'Xq3v0dW8cJ1oK7tLmN2pR5sT9uV4wY6zA8bC0dE1fG2',
  version: 'a1b2c3d4e5f6',
  waitingVersion: null,
  online: true,
  since: '2026-11-27T08:00:00.000Z',
  lastResetAt: '2026-11-27T09:12:00.000Z',
  lastError: null,
  accessMode: false,
};

export const kioskHeartbeat = defineCall({
  method: 'POST',
  path: '/api/v1/kiosk/heartbeat',
  auth: false,
  summary: "A kiosk's state now; answers the settings it should use",
  description:
    `Sent by a kiosk soon after a page starts and then every minute, with the device's key for ` +
    `its id (401 AUTH_REQUIRED for a wrong one). The backend keeps each ` +
    `kiosk's last state. Limited to ${KIOSK_HEARTBEATS_PER_ID_PER_HOUR} an hour per kiosk id, ` +
    `${KIOSK_HEARTBEATS_PER_ADDRESS_PER_HOUR} per client address and ${KIOSK_FLEET_MAX} kiosks ` +
    `(429 with \`Retry-After\`).`,
  designedHere: true,
  embed: false,
  body: heartbeat,
  status: 200,
  response: z
    .object({
      settings,
      /** When the backend will want the next heartbeat, in seconds. */
      nextInSeconds: z.int().positive(),
    })
    .strict(),
  errors: { 401: ['AUTH_REQUIRED'], 429: ['TOO_MANY_REQUESTS'] },
  example: { body: exampleBeat },
});

/** One kiosk as the staff see it (its key is never shown). */
const kioskStatus = heartbeat.omit({ deviceToken: true }).extend({
  /** When the backend last heard it. */
  lastSeenAt: instant,
  /** Unheard for `KIOSK_SILENT_AFTER_SECONDS`. */
  silent: z.boolean(),
  /** Runs another version than the site's current one. */
  outdated: z.boolean(),
  settings,
});

export const kioskFleet = defineCall({
  method: 'GET',
  path: '/api/v1/kiosk/fleet',
  auth: false,
  staff: true,
  summary: "Staff: every kiosk's last state, the silent and outdated ones flagged",
  description: 'Silent kiosks first. Wrong staff tokens are limited per address (429).',
  designedHere: true,
  embed: false,
  status: 200,
  response: z
    .object({
      /** The version the backend's site is built at (its kiosk worker's), or null if unknown. */
      currentVersion: version.nullable(),
      kiosks: z.array(kioskStatus),
    })
    .strict(),
  errors: { 401: ['AUTH_REQUIRED'], 429: ['TOO_MANY_REQUESTS'] },
});

export const kioskSettings = defineCall({
  method: 'POST',
  path: '/api/v1/kiosk/settings',
  auth: false,
  staff: true,
  summary: 'Staff: settings for one kiosk or for every kiosk',
  description:
    'For one kiosk (`kioskId`) or for all (`kioskId: null`). Each field given replaces that ' +
    "setting of the scope; null removes it (a kiosk's own falls back to the fleet's, the " +
    "fleet's to the default). A kiosk's own setting wins over the fleet's. Answers the " +
    "scope's settings now; a kiosk applies them at its next reset.",
  designedHere: true,
  embed: false,
  body: z
    .object({
      kioskId: kioskId.nullable(),
      idleSeconds: settings.shape.idleSeconds.optional(),
      attract: z.boolean().nullable().optional(),
      notice: notice.nullable().optional(),
    })
    .strict(),
  status: 200,
  response: z.object({ settings }).strict(),
  errors: { 401: ['AUTH_REQUIRED'], 429: ['TOO_MANY_REQUESTS'] },
  example: {
    body: {
      kioskId: null,
      notice: { ru: 'Офис закрыт 1 января', kk: 'Кеңсе 1 қаңтарда жабық' },
    },
  },
});
