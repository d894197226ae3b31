/**
 * Real EDS (issue 17): a session opened by an EDS login remembers what the same-person rule of
 * signing needs — the company the login certificate speaks for, its issuing CA, its public key
 * and whether that key can sign (`domain/eds/policy.ts`). Revocation is read from the CA's CRL
 * now, so the stand-in revocation table goes.
 */
export const edsSessionsSchema = /* sql */ `
ALTER TABLE sessions ADD COLUMN eds_company TEXT;
ALTER TABLE sessions ADD COLUMN eds_issuer TEXT;
ALTER TABLE sessions ADD COLUMN eds_public_key TEXT;
ALTER TABLE sessions ADD COLUMN eds_can_sign INTEGER CHECK (eds_can_sign IN (0, 1));
DROP TABLE eds_revoked;
`;
