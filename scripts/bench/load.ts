import { Agent, request } from 'node:http';

/** Latency percentiles of one batch, in milliseconds. */
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile (the value at or below which `p` % of the samples fall). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no samples');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median, over rounds, of each percentile. */
export function medianPercentiles(rounds: readonly Percentiles[]): Percentiles {
  return {
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
  };
}

export interface Batch {
  /** Milliseconds from sending each call to the last byte of its answer. */
  latencies: number[];
  /** `Content-Encoding` values seen (`identity` for none), so a compressed answer shows. */
  encodings: Set<string>;
}

/** What a browser sends with an API call (it always accepts compressed answers). */
export const BROWSER_HEADERS: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'ru',
};

export const CLIENT_KINDS = ['fetch', 'http'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** One load client for one server: fires a burst of GETs and times each to its last byte. */
export interface LoadClient {
  /** Fires `calls` GETs of `url` at once and waits for every answer; a non-200 fails it. */
  burst(url: URL, calls: number): Promise<Batch>;
  close(): void;
}

/**
 * `fetch`: what a JavaScript client of the API uses, and what the figures of issue 19 were taken
 * with (its default pool opens a connection per parallel call and keeps them alive).
 * `http`: Node's own client on keep-alive sockets, as many as there are parallel calls; it costs
 * the client less per call, so a bare server looks faster beside the project (a stricter ratio).
 */
export function loadClient(kind: ClientKind, calls: number): LoadClient {
  return kind === 'fetch' ? fetchClient() : httpClient(calls);
}

function fetchClient(): LoadClient {
  return {
    async burst(url, calls) {
      const encodings = new Set<string>();
      const one = async () => {
        const started = performance.now();
        const res = await fetch(url, { headers: BROWSER_HEADERS });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url.pathname}: HTTP ${res.status}`);
        encodings.add(res.headers.get('content-encoding') ?? 'identity');
        return performance.now() - started;
      };
      const latencies = await Promise.all(Array.from({ length: calls }, one));
      return { latencies, encodings };
    },
    close() {},
  };
}

function httpClient(calls: number): LoadClient {
  const agent = new Agent({ keepAlive: true, maxSockets: calls, maxFreeSockets: calls });
  return {
    async burst(url, count) {
      const encodings = new Set<string>();
      const one = () =>
        new Promise<number>((resolve, reject) => {
          const started = performance.now();
          const req = request(url, { agent, headers: BROWSER_HEADERS }, (res) => {
            if (res.statusCode !== 200) {
              res.resume();
              reject(new Error(`${url.pathname}: HTTP ${res.statusCode}`));
              return;
            }
            encodings.add(String(res.headers['content-encoding'] ?? 'identity'));
            res.on('data', () => {});
            res.on('end', () => resolve(performance.now() - started));
            res.on('error', reject);
          });
          req.on('error', reject);
          req.end();
        });
      const latencies = await Promise.all(Array.from({ length: count }, one));
      return { latencies, encodings };
    },
    close: () => agent.destroy(),
  };
}
