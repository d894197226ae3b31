/**
 * The kiosk fleet (issue 29): each kiosk's last heartbeat (`kiosk_devices`, one row per device,
 * replaced on every heartbeat: its state as JSON, as the contract's `KioskHeartbeat`), and the
 * operator's settings (`kiosk_settings`: `scope` is a kiosk id or '*' for every kiosk — '*' is no
 * kiosk id; a null column is «not set here»).
 */
export const kioskFleetSchema = `
CREATE TABLE kiosk_devices (
  kiosk_id TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE TABLE kiosk_settings (
  scope TEXT PRIMARY KEY,
  idle_seconds INTEGER,
  attract INTEGER,
  notice TEXT,
  updated_at INTEGER NOT NULL
);
`;
