import type { Db } from '../db/database.ts';
import { MIGRATIONS } from '../db/migrations/index.ts';

/** The newest schema this release knows. */
const NEWEST = MIGRATIONS.at(-1)?.version ?? 0;

/**
 * Whether the database can serve (`/api/ready`): a real query of a table every call reads from,
 * and the schema at the newest migration (an older one means a failed or pending migration). A
 * closed connection, a missing table or a locked file throws, and is a failure too.
 */
export function databaseReady(db: Db): boolean {
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    db.prepare('SELECT COUNT(*) AS n FROM tariffs').get();
    return version === NEWEST;
  } catch {
    return false;
  }
}
