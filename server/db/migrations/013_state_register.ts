/**
 * The stand-in state business register (issue 28, server/README.md «The state register check»),
 * loaded from its one source, `seed/stateRegister.ts`; and why an application's verification
 * failed (`applications.verification_reason`: NOT_REGISTERED, NOT_ACTIVE, HEAD_MISMATCH), for
 * the operator's specialist — the client is only told that someone will call; and whether an
 * EDS login's key was the First Head's (`sessions.eds_first_head`, for EDS_ROLE_REQUIRED).
 */
import type { Db } from '../database.ts';
import { STATE_REGISTER } from '../seed/stateRegister.ts';

export function stateRegisterSchema(db: Db): void {
  db.exec(`
CREATE TABLE state_register (
  bin         TEXT PRIMARY KEY CHECK (length(bin) = 12),
  name_ru     TEXT NOT NULL,
  name_kk     TEXT NOT NULL,
  legal_form  TEXT NOT NULL CHECK (legal_form IN ('LLP', 'JSC', 'IE', 'BRANCH')),
  status      TEXT NOT NULL CHECK (status IN ('active', 'liquidating', 'liquidated', 'inactive')),
  head_iin    TEXT NOT NULL CHECK (length(head_iin) = 12),
  head_name   TEXT NOT NULL
);
ALTER TABLE applications ADD COLUMN verification_reason TEXT;
ALTER TABLE sessions ADD COLUMN eds_first_head INTEGER CHECK (eds_first_head IN (0, 1));
`);
  const insert = db.prepare(
    'INSERT INTO state_register (bin, name_ru, name_kk, legal_form, status, head_iin, head_name) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const e of STATE_REGISTER) {
    insert.run(e.bin, e.nameRu, e.nameKk, e.legalForm, e.status, e.headIin, e.headName);
  }
}
