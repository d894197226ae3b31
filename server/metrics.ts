import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { DomainMetrics } from './domain/context.ts';
import type { RetentionReport } from './domain/retention.ts';

/**
 * The service's figures for Prometheus (`GET /metrics`, docs/production.md «Metrics»), through
 * prom-client. Every label is bounded and says what happened, never who: a route pattern (never
 * a path a client typed), a method, a status, an SMS purpose, a limit's name, a signature channel
 * and a catalogue reason — no phone, BIN, IIN, address, token or id.
 */
export interface Metrics extends DomainMetrics {
  registry: Registry;
  /** One answered request: its route pattern, method, status and duration. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A 429: the limit that refused (`ApiError.limit`, or its catalogue code). */
  limitHit(limit: string): void;
  /** What a retention run deleted. */
  retention(report: RetentionReport): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** Seconds: an SQLite read is a millisecond, an EDS check with a CRL download a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /**
   * prom-client's process metrics (CPU, memory, event-loop lag, handles, GC): the server's
   * process turns them on (`main.ts`); an app made in a test leaves them off, as they belong to
   * the process rather than to one app of it.
   */
  processMetrics?: boolean;
}

export function createMetrics({ processMetrics = false }: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const smsSent = new Counter({
    name: 'sms_sent_total',
    help: 'SMS codes sent, by purpose (login, consultation, case, sign)',
    labelNames: ['purpose'] as const,
    registers: [registry],
  });
  const smsRefused = new Counter({
    name: 'sms_refused_total',
    help: 'SMS codes a capacity limit refused, by reason (phone-day, bin-day, address-hour, budget)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const limits = new Counter({
    name: 'limits_hit_total',
    help: 'Requests refused by an abuse limit (429), by limit',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const accepted = new Counter({
    name: 'signatures_accepted_total',
    help: 'Signatures accepted, by channel (ncalayer, egov, sms, eds-login)',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'signatures_refused_total',
    help: 'Signatures refused, by channel and reason (the EDS reason, or the catalogue code)',
    labelNames: ['channel', 'reason'] as const,
    registers: [registry],
  });
  const retained = new Counter({
    name: 'retention_deleted_total',
    help: 'Records the retention job deleted, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  return {
    registry,
    request(method, route, status, seconds) {
      const m = METHODS.has(method) ? method : 'OTHER';
      requests.inc({ route, method: m, status: String(status) });
      latency.observe({ route, method: m }, seconds);
    },
    limitHit: (limit) => limits.inc({ limit }),
    smsSent: (purpose) => smsSent.inc({ purpose }),
    smsRefused: (reason) => smsRefused.inc({ reason }),
    signatureAccepted: (channel) => accepted.inc({ channel }),
    signatureRefused: (channel, reason) => refused.inc({ channel, reason }),
    retention(report) {
      for (const [kind, count] of Object.entries(report)) {
        if (count > 0) retained.inc({ kind }, count);
      }
    },
  };
}
