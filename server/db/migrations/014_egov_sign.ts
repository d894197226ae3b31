/**
 * eGov QR signing (issue 28, `domain/egovSign.ts`): one row per code shown on the site. `id` is
 * the code's public id (in the QR's API №1 URL); `auth_token` is what API №1 hands the app for
 * API №2 — kept only while the code is open (cleared when it ends), never logged. `login` is the
 * EDS login identity of the session that showed the code (JSON, null after an SMS login), for the
 * same-person rule of the signature. `signed` codes say how the application was signed: by eGov QR
 * (the application's `signature_method` stays `eds`, as the signature is an EDS CMS).
 */
export const egovSignSchema = `
CREATE TABLE egov_sign_sessions (
  id             TEXT PRIMARY KEY,
  opportunity_id TEXT NOT NULL REFERENCES applications(id),
  company_bin    TEXT NOT NULL,
  session_id     TEXT NOT NULL,
  login          TEXT,
  auth_token     TEXT,
  status         TEXT NOT NULL CHECK (status IN ('waiting', 'scanned', 'signed', 'refused', 'expired', 'cancelled')),
  refusal_code   TEXT,
  refusal_reason TEXT,
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  finished_at    INTEGER
);
CREATE INDEX egov_sign_sessions_opportunity ON egov_sign_sessions (opportunity_id, status);
`;
