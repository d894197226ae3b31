/**
 * The signature card of a signed contract (issue 28, `domain/signatureRecords.ts`): one row per
 * signed application, written in the transaction that marks it signed. `document` is the contract
 * exactly as it was signed (the HTML's bytes), so the file the cabinet serves later is the one the
 * CMS covers even if the company's data or the template change. `cms` is the signer's CMS as they
 * sent it (DER), EDS only. Applications signed before this migration have no row: their card shows
 * what `applications` kept (method, time, name or phone) and says the rest was not kept.
 */
export const signatureRecordsSchema = `
CREATE TABLE signature_records (
  opportunity_id         TEXT PRIMARY KEY REFERENCES applications(id),
  channel                TEXT NOT NULL CHECK (channel IN ('ncalayer', 'egov', 'sms')),
  signer_iin             TEXT CHECK (signer_iin IS NULL OR length(signer_iin) = 12),
  signer_role            TEXT CHECK (signer_role IN ('firstHead', 'entrepreneur')),
  certificate_serial     TEXT,
  certificate_issuer     TEXT,
  certificate_not_before INTEGER,
  certificate_not_after  INTEGER,
  cms                    BLOB,
  document               BLOB NOT NULL,
  CHECK ((channel = 'sms') = (cms IS NULL)),
  CHECK ((channel = 'sms') = (certificate_serial IS NULL))
);
`;
