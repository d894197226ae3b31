import { Agent, request, type OutgoingHttpHeaders } from 'node:http';

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

/**
 * A load client for one server: keep-alive sockets, as many as there are parallel calls, so a
 * round measures the server answering a burst rather than the client queueing for a socket.
 */
export function loadClient(calls: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: calls, maxFreeSockets: calls });
}

/** What a browser sends with an API call (it always accepts compressed answers). */
export const BROWSER_HEADERS: OutgoingHttpHeaders = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'ru',
};

/** Fires `calls` GETs of `url` at once and waits for every answer; any non-200 fails the batch. */
export async function burst(url: URL, calls: number, agent: Agent): Promise<Batch> {
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
  const latencies = await Promise.all(Array.from({ length: calls }, one));
  return { latencies, encodings };
}
