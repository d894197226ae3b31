import type { Db } from '../database.ts';
import { schema } from './001_schema.ts';
import { seed } from './002_seed.ts';
import { cabinetSchema } from './003_cabinet.ts';
import { seedDirectories } from './004_directories.ts';
import { seedDemo } from './005_demo.ts';
import { fixContent } from './006_content_fixes.ts';
import { partnerOriginSchema } from './007_partner_origin.ts';
import { edsSessionsSchema } from './008_eds_sessions.ts';
import { addStatusHistory } from './009_status_history.ts';
import { kioskLeadsSchema } from './010_kiosk_leads.ts';
import { abuseLimitsSchema } from './011_abuse_limits.ts';
import { kioskFleetSchema } from './012_kiosk_fleet.ts';
import { stateRegisterSchema } from './013_state_register.ts';
import { egovSignSchema } from './014_egov_sign.ts';
import { signatureRecordsSchema } from './015_signature_records.ts';
import { seedSoleProprietors } from './016_sole_proprietor.ts';

export interface Migration {
  /** Consecutive from 1; stored in SQLite's `user_version`. Never edit a migration that has shipped. */
  version: number;
  name: string;
  up(db: Db): void;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'schema', up: (db) => db.exec(schema) },
  { version: 2, name: 'seed', up: seed },
  { version: 3, name: 'cabinet schema', up: (db) => db.exec(cabinetSchema) },
  { version: 4, name: 'directories', up: seedDirectories },
  { version: 5, name: 'demo applications and cases', up: seedDemo },
  { version: 6, name: 'content fixes', up: fixContent },
  { version: 7, name: 'partner origin of leads', up: (db) => db.exec(partnerOriginSchema) },
  { version: 8, name: 'EDS login identity of sessions', up: (db) => db.exec(edsSessionsSchema) },
  { version: 9, name: 'status history of applications', up: addStatusHistory },
  { version: 10, name: 'kiosk of leads', up: (db) => db.exec(kioskLeadsSchema) },
  { version: 11, name: 'abuse limits', up: (db) => db.exec(abuseLimitsSchema) },
  { version: 12, name: 'kiosk fleet', up: (db) => db.exec(kioskFleetSchema) },
  { version: 13, name: 'state business register', up: stateRegisterSchema },
  { version: 14, name: 'eGov QR sign sessions', up: (db) => db.exec(egovSignSchema) },
  {
    version: 15,
    name: 'signature records of contracts',
    up: (db) => db.exec(signatureRecordsSchema),
  },
  { version: 16, name: 'a sole proprietor registered by IIN', up: seedSoleProprietors },
];
