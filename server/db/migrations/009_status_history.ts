import { STATUS_FLOW, type AppType, type DetailedStatus } from '../../../contract/domain.ts';
import type { Db } from '../database.ts';

/**
 * The status history of applications (the cabinet's application page shows it).
 *
 * Written by the database itself: a trigger records the status an application is created with
 * and every later change of it, at the `updated_at` the same statement sets. So no code path that
 * moves a status (a client step, the operator's processing, a cancellation, the dev route, code
 * written later) can forget it. Applications made before this migration (the demo ones, a
 * developer's database) get a plausible history: the steps of their product's flow up to where
 * they stand, spread between their creation and their last change.
 */
export const statusHistorySchema = /* sql */ `
CREATE TABLE application_status_history (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  opportunity_id TEXT NOT NULL REFERENCES applications (id),
  status         TEXT NOT NULL,
  at             INTEGER NOT NULL
);
CREATE INDEX application_status_history_by_application
  ON application_status_history (opportunity_id, at, id);

CREATE TRIGGER application_status_created AFTER INSERT ON applications
BEGIN
  INSERT INTO application_status_history (opportunity_id, status, at)
  VALUES (NEW.id, NEW.status, NEW.created_at);
END;

CREATE TRIGGER application_status_changed AFTER UPDATE OF status ON applications
WHEN NEW.status IS NOT OLD.status
BEGIN
  INSERT INTO application_status_history (opportunity_id, status, at)
  VALUES (NEW.id, NEW.status, NEW.updated_at);
END;
`;

/**
 * The statuses an application went through to reach `status`: its flow up to it; a cancelled one
 * was cancelled when it was new, the one step the stored row cannot contradict.
 */
export function assumedPath(appType: AppType, status: DetailedStatus): DetailedStatus[] {
  if (status === 'StatusCancelled') return ['Qualification', 'StatusCancelled'];
  const flow = STATUS_FLOW[appType];
  const index = flow.indexOf(status);
  return index < 0 ? ['Qualification', status] : flow.slice(0, index + 1);
}

/** Moments for `count` statuses: the first at creation, the last at the last change, evenly between. */
export function spread(createdAt: number, updatedAt: number, count: number): number[] {
  if (count === 1) return [createdAt];
  const end = Math.max(createdAt, updatedAt);
  return Array.from({ length: count }, (_, i) =>
    Math.round(createdAt + ((end - createdAt) * i) / (count - 1)),
  );
}

export function addStatusHistory(db: Db): void {
  db.exec(statusHistorySchema);
  const rows = db
    .prepare('SELECT id, app_type, status, created_at, updated_at FROM applications')
    .all() as Array<{
    id: string;
    app_type: AppType;
    status: DetailedStatus;
    created_at: number;
    updated_at: number;
  }>;
  const insert = db.prepare(
    'INSERT INTO application_status_history (opportunity_id, status, at) VALUES (?, ?, ?)',
  );
  for (const row of rows) {
    const path = assumedPath(row.app_type, row.status);
    const moments = spread(row.created_at, row.updated_at, path.length);
    path.forEach((status, i) => insert.run(row.id, status, moments[i]));
  }
}
