/**
 * Stored demo data brought in line with the spec and the content, for databases made before:
 *
 * - roaming: the daily CIS package (490 ₸) goes — the spec says roaming starts «от 2200 ₸ в
 *   месяц», so no package may cost less (a fresh database no longer gets it from migration 4).
 */
import type { Db } from '../database.ts';

export function fixContent(db: Db): void {
  db.prepare("DELETE FROM roaming_tariffs WHERE id = 'roaming-cis-day'").run();
}
