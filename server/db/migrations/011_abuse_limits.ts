/**
 * Abuse limits (issue 24, server/README.md «Abuse limits»):
 * - `sms_outbox.bin`: the company whose cabinet a login code could open (set when the code went
 *   to one of its own phones), for its daily share; indexes to count codes per phone, per
 *   company and for the whole service over a window;
 * - `sms_guesses`: wrong codes per purpose and phone (and BIN for a login), across codes — a new
 *   code gives none back — with the lock and its growth; `sms_codes.bin`, the BIN a login code
 *   was sent for (its guesses are counted with it); `sms_codes.attempts` and `.locked_until` are
 *   no longer used;
 * - `session_tokens.successor`: the pair a refresh token was rotated into, sealed with that token
 *   (AES-GCM), handed back to a repeat inside the grace window;
 * - indexes for pruning spent EDS challenges and for finding a repeated lead.
 */
export const abuseLimitsSchema = `
ALTER TABLE sms_outbox ADD COLUMN bin TEXT;
CREATE INDEX sms_outbox_by_time ON sms_outbox (sent_at);
CREATE INDEX sms_outbox_by_phone_time ON sms_outbox (phone, sent_at);
CREATE INDEX sms_outbox_by_bin_time ON sms_outbox (bin, sent_at) WHERE bin IS NOT NULL;

ALTER TABLE sms_codes ADD COLUMN bin TEXT;
CREATE TABLE sms_guesses (
  key           TEXT PRIMARY KEY,
  wrong         INTEGER NOT NULL DEFAULT 0,
  last_wrong_at INTEGER,
  locks         INTEGER NOT NULL DEFAULT 0,
  last_lock_at  INTEGER,
  locked_until  INTEGER
);

ALTER TABLE session_tokens ADD COLUMN successor TEXT;
CREATE INDEX session_tokens_sealed ON session_tokens (used_at) WHERE successor IS NOT NULL;

CREATE INDEX eds_challenges_by_expiry ON eds_challenges (expires_at);
CREATE INDEX landing_requests_by_phone ON landing_requests (phone, kind, created_at);
`;
