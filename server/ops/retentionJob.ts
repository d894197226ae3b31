import { RETENTION, retentionCutoff } from '../../contract/retention.ts';
import { loggable } from '../app.ts';
import type { Db } from '../db/database.ts';
import { forgetAddresses, type Guard } from '../domain/guard.ts';
import {
  deletedCount,
  runRetention,
  type RetentionPeriods,
  type RetentionReport,
} from '../domain/retention.ts';
import type { Logger } from '../log.ts';
import type { Metrics } from '../metrics.ts';

const HOUR = 60 * 60_000;

export interface RetentionJobOptions {
  db: Db;
  log: Pick<Logger, 'info' | 'error'>;
  periods: RetentionPeriods;
  /** The process's abuse limits, whose client addresses are forgotten too. */
  guard?: Guard;
  metrics?: Pick<Metrics, 'retention'>;
  now?: () => number;
  /** @default an hour */
  intervalMs?: number;
}

/**
 * One run of the retention job: the database's (`domain/retention.ts`) and the client addresses
 * the limits hold in memory, forgotten early enough that none is held longer than the notice's
 * `clientAddresses` period between two runs. Logs what it deleted — counts only.
 */
export function retentionRun({
  db,
  log,
  periods,
  guard,
  metrics,
  now = Date.now,
  intervalMs = HOUR,
}: RetentionJobOptions): RetentionReport | null {
  const at = now();
  try {
    const report = runRetention(db, at, periods);
    metrics?.retention(report);
    const forgetBefore =
      retentionCutoff(RETENTION.clientAddresses, new Date(at)).getTime() + intervalMs;
    const addresses = guard ? forgetAddresses(guard, forgetBefore) : 0;
    if (deletedCount(report) > 0 || addresses > 0) {
      log.info('retention', { ...report, clientAddresses: addresses });
    }
    return report;
  } catch (error) {
    // A busy or failing database: the next run tries again; the server goes on serving.
    log.error('retention failed', { error: loggable(error) });
    return null;
  }
}

/** Runs the job now and every `intervalMs`; `stop()` ends the schedule (at shutdown). */
export function scheduleRetention(options: RetentionJobOptions): { stop(): void } {
  retentionRun(options);
  const timer = setInterval(() => retentionRun(options), options.intervalMs ?? HOUR);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
