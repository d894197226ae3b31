/**
 * The kiosk fleet (issue 29, docs/kiosk.md «Heartbeat and remote settings»): the calls a kiosk
 * and the operator's staff make about the devices — each call's zod schema and the types inferred
 * from it, in this one file. The kiosk's pages import only its types (`import type`), so zod is
 * never in their bundle.
 *
 *   POST /api/v1/kiosk/heartbeat   a kiosk: its state now → the settings it should use
 *   GET  /api/v1/kiosk/fleet       staff (token): every kiosk's last state, flagged
 *   PUT  /api/v1/kiosk/settings    staff (token): settings for one kiosk or for all
 *   GET  /kiosk-status             staff (token): the same as a page; never linked, noindex
 */
import { z } from 'zod';
import {
  KIOSK_ID_PATTERN,
  KIOSK_IDLE_MAX_SECONDS,
  KIOSK_IDLE_MIN_SECONDS,
  KIOSK_NOTICE_MAX_CHARS,
} from './kiosk.ts';

// The fleet's paths, timings and limits are plain constants in `kiosk.ts` (the kiosk's pages read
// them without loading zod); re-exported here beside the calls they belong to.
export {
  KIOSK_FIRST_HEARTBEAT_SECONDS,
  KIOSK_FLEET_MAX,
  KIOSK_FLEET_PATHS,
  KIOSK_HEARTBEAT_SECONDS,
  KIOSK_HEARTBEATS_PER_ADDRESS_PER_HOUR,
  KIOSK_HEARTBEATS_PER_ID_PER_HOUR,
  KIOSK_IDLE_MAX_SECONDS,
  KIOSK_NOTICE_MAX_CHARS,
  KIOSK_SILENT_AFTER_SECONDS,
} from './kiosk.ts';

export const kioskIdSchema = z.string().regex(KIOSK_ID_PATTERN);
const instant = z.iso.datetime({ offset: true });
/** A build's version: the kiosk worker's hash (`scripts/kiosk-sw.ts`). */
const version = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

export const kioskHeartbeatSchema = z
  .object({
    kioskId: kioskIdSchema,
    /** The version the page runs: its service worker's, or null with no worker in control. */
    version: version.nullable(),
    /** A newer version installed and waiting for the next idle reset, or null. */
    waitingVersion: version.nullable(),
    online: z.boolean(),
    /** Since when the kiosk has been online (or offline) as it says now. */
    since: instant,
    /** The last idle reset on this device, or null since it started. */
    lastResetAt: instant.nullable(),
    /** The last error the page met (its kind and message, never a visitor's data), or null. */
    lastError: z.string().max(300).nullable(),
    /** Whether the accessibility mode is on now (a count for the operator, no one's identity). */
    accessMode: z.boolean(),
  })
  .strict();
export type KioskHeartbeat = z.infer<typeof kioskHeartbeatSchema>;

export const kioskNoticeSchema = z
  .object({
    ru: z.string().trim().min(1).max(KIOSK_NOTICE_MAX_CHARS),
    kk: z.string().trim().min(1).max(KIOSK_NOTICE_MAX_CHARS),
  })
  .strict();

/** The settings a kiosk applies at its next reset (and at its next start, from its cache). */
export const kioskSettingsSchema = z
  .object({
    /** Seconds without a touch before «Вы ещё здесь?»; null: the device's own (KIOSK_IDLE_SECONDS). */
    idleSeconds: z.int().min(KIOSK_IDLE_MIN_SECONDS).max(KIOSK_IDLE_MAX_SECONDS).nullable(),
    /** Whether an untouched kiosk shows its attract screen. */
    attract: z.boolean(),
    /** A line on the home in each language (a closed office, a holiday), or null. */
    notice: kioskNoticeSchema.nullable(),
  })
  .strict();
export type KioskSettings = z.infer<typeof kioskSettingsSchema>;

export const KIOSK_DEFAULT_SETTINGS: KioskSettings = {
  idleSeconds: null,
  attract: true,
  notice: null,
};

export const kioskHeartbeatResponseSchema = z.object({
  settings: kioskSettingsSchema,
  /** When the backend will want the next heartbeat, in seconds. */
  nextInSeconds: z.int().positive(),
});
export type KioskHeartbeatResponse = z.infer<typeof kioskHeartbeatResponseSchema>;

/**
 * PUT settings (staff): for one kiosk (`kioskId`) or for every kiosk (`kioskId: null`). Each field
 * given replaces that setting of the scope; null removes it (a kiosk's own falls back to the
 * fleet's, the fleet's to the default). A kiosk's own setting wins over the fleet's.
 */
export const kioskSettingsUpdateSchema = z
  .object({
    kioskId: kioskIdSchema.nullable(),
    idleSeconds: kioskSettingsSchema.shape.idleSeconds.optional(),
    attract: z.boolean().nullable().optional(),
    notice: kioskNoticeSchema.nullable().optional(),
  })
  .strict();
export type KioskSettingsUpdate = z.infer<typeof kioskSettingsUpdateSchema>;

/** One kiosk as the staff see it. */
export const kioskStatusSchema = kioskHeartbeatSchema.omit({ kioskId: true }).extend({
  kioskId: kioskIdSchema,
  /** When the backend last heard it. */
  lastSeenAt: instant,
  /** Unheard for `KIOSK_SILENT_AFTER_SECONDS`. */
  silent: z.boolean(),
  /** Runs another version than the site's current one. */
  outdated: z.boolean(),
  settings: kioskSettingsSchema,
});
export type KioskStatus = z.infer<typeof kioskStatusSchema>;

export const kioskFleetResponseSchema = z.object({
  /** The version the backend's site is built at (its kiosk worker's), or null if unknown. */
  currentVersion: version.nullable(),
  kiosks: z.array(kioskStatusSchema),
});
export type KioskFleetResponse = z.infer<typeof kioskFleetResponseSchema>;
