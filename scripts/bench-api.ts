/**
 * `npm run bench:api`: the API under a burst (issue 19). A bare `node:http` server and the
 * project's real server process (`server/main.ts`, temporary database, request log on and written
 * to a file) each get `--calls` parallel GETs at once per round, from one load client, for
 * `/api/health` and `price-plan-offer`; after a warm-up round, `--rounds` rounds. Prints the median
 * over rounds of p50/p95/p99, the p95 ratio to bare and each server's CPU time per call, and exits
 * non-zero when the project's ratio exceeds `--max-ratio` for any target. A benchmark, not a
 * test: not part of `npm test`. On a machine busy with other work the percentiles measure that
 * work too (compare runs by CPU time per call, and run the gate on a quiet machine).
 *
 *   node --import tsx scripts/bench-api.ts [--rounds 5] [--calls 500] [--max-ratio 2]
 *     [--also before=/path/to/checkout]   also measure another checkout (not gated), e.g. main
 *     [--cpu-prof /tmp/prof]              V8 CPU profiles of the project servers, for DevTools
 *     [--cpu-prof-interval 50]            their sampling interval in µs (default 1000)
 *     [--only health|price-plan-offer]    one target
 *     [--client fetch|http]               the load client (default fetch; see bench/load.ts)
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { API_PATHS } from '../contract/index.ts';
import {
  CLIENT_KINDS,
  loadClient,
  medianPercentiles,
  percentiles,
  type ClientKind,
  type LoadClient,
  type Percentiles,
} from './bench/load.ts';
import { startBareServer, startProjectServer, type BenchServer } from './bench/servers.ts';

const ROOT = resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    calls: { type: 'string', default: '500' },
    'max-ratio': { type: 'string', default: '2' },
    also: { type: 'string', multiple: true, default: [] },
    'cpu-prof': { type: 'string' },
    'cpu-prof-interval': { type: 'string' },
    only: { type: 'string' },
    client: { type: 'string', default: 'fetch' },
  },
});
const rounds = Number(args.rounds);
const calls = Number(args.calls);
const maxRatio = Number(args['max-ratio']);
if (![rounds, calls, maxRatio].every((n) => Number.isFinite(n) && n > 0)) {
  throw new Error('--rounds, --calls and --max-ratio must be positive numbers');
}
const client = args.client as ClientKind;
if (!CLIENT_KINDS.includes(client)) throw new Error(`--client: one of ${CLIENT_KINDS.join(', ')}`);
const others = args.also.map((spec) => {
  const [label, dir] = spec.split('=');
  if (!label || !dir) throw new Error(`--also wants label=/path/to/checkout, got "${spec}"`);
  return { label, root: resolve(dir) };
});

const TARGETS = [
  { name: 'health', path: API_PATHS.health },
  { name: 'price-plan-offer', path: `${API_PATHS.pricePlanOffer}?bin=180440000128` },
].filter((target) => !args.only || target.name === args.only);
if (TARGETS.length === 0) throw new Error(`--only: no target "${args.only}"`);

const siteDir = resolve(ROOT, 'dist/site');
const site = existsSync(resolve(siteDir, 'index.html')) ? siteDir : null;
if (!site) console.log('bench: no build in dist/site, the project servers run API only');

interface Subject {
  server: BenchServer;
  client: LoadClient;
  gated: boolean;
  /** Per target, the percentiles of each round. */
  rounds: Map<string, Percentiles[]>;
  encodings: Map<string, Set<string>>;
  /** Per target, the server's CPU time over the recorded bursts (ms), when the OS tells it. */
  cpu: Map<string, number | null>;
  /** What the server wrote to stdout, read when it stopped; null for the bare server. */
  log: string | null;
}

const subjects: Subject[] = [];
const subject = (server: BenchServer, gated: boolean): Subject => ({
  server,
  client: loadClient(client, calls),
  gated,
  rounds: new Map(TARGETS.map((t) => [t.name, []])),
  encodings: new Map(TARGETS.map((t) => [t.name, new Set<string>()])),
  cpu: new Map(TARGETS.map((t) => [t.name, 0])),
  log: null,
});

try {
  const cpuProfDir = args['cpu-prof'] ? resolve(args['cpu-prof']) : undefined;
  const cpuProfIntervalUs = args['cpu-prof-interval']
    ? Number(args['cpu-prof-interval'])
    : undefined;
  const project = await startProjectServer({
    label: 'project',
    root: ROOT,
    siteDir: site,
    cpuProfDir,
    cpuProfIntervalUs,
  });
  subjects.push(subject(project, true));
  for (const other of others) {
    const server = await startProjectServer({
      ...other,
      siteDir: site,
      cpuProfDir,
      cpuProfIntervalUs,
    });
    subjects.push(subject(server, false));
  }
  // The bare server answers each path with exactly the bytes the project answers it with.
  const bodies: Record<string, string> = {};
  for (const target of TARGETS) {
    const response = await fetch(new URL(target.path, project.url), {
      headers: { 'Accept-Encoding': 'identity', 'Accept-Language': 'ru' },
    });
    if (!response.ok) throw new Error(`${target.path}: HTTP ${response.status}`);
    bodies[target.path] = await response.text();
  }
  subjects.unshift(subject(await startBareServer(bodies), false));

  const measure = async (round: number, record: boolean) => {
    for (const target of TARGETS) {
      // Each round starts with a different server, so none always meets a cold (or warm) machine.
      const order = subjects.map((_, i) => subjects[(i + round) % subjects.length]!);
      for (const s of order) {
        const cpuBefore = s.server.cpuMs();
        const batch = await s.client.burst(new URL(target.path, s.server.url), calls);
        const cpuAfter = s.server.cpuMs();
        if (!record) continue;
        const spent = s.cpu.get(target.name);
        s.cpu.set(
          target.name,
          spent === null || spent === undefined || cpuBefore === null || cpuAfter === null
            ? null
            : spent + cpuAfter - cpuBefore,
        );
        s.rounds.get(target.name)!.push(percentiles(batch.latencies));
        for (const encoding of batch.encodings) s.encodings.get(target.name)!.add(encoding);
      }
    }
  };
  await measure(0, false); // warm-up: JIT, sockets, SQLite page cache
  for (let round = 1; round <= rounds; round++) await measure(round, true);
} finally {
  for (const s of subjects) s.client.close();
  const logs = await Promise.all(subjects.map((s) => s.server.stop().catch(() => null)));
  subjects.forEach((s, i) => (s.log = logs[i] ?? null));
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

/** Prints the table; returns what is over the gate. */
function report(): string[] {
  console.log(
    `\nAPI burst: ${calls} parallel calls per round, median of ${rounds} rounds, ` +
      `one load client (${client}), request log on (to a file)\n`,
  );
  console.log(
    `${'target'.padEnd(17)} ${'server'.padEnd(15)}     p50     p95     p99  p95/bare  CPU/call  encoding`,
  );
  const failures: string[] = [];
  for (const target of TARGETS) {
    const bare = medianPercentiles(subjects[0]!.rounds.get(target.name)!);
    for (const s of subjects) {
      const result = medianPercentiles(s.rounds.get(target.name)!);
      const ratio = result.p95 / bare.p95;
      const encodings = [...s.encodings.get(target.name)!].join(',');
      // CPU time per call is what the server spends whatever else the machine is doing;
      // latency percentiles also measure the other processes on the machine.
      const cpu = s.cpu.get(target.name);
      const cpuPerCall =
        cpu == null ? '      –' : `${((cpu * 1000) / (rounds * calls)).toFixed(0)} µs`;
      console.log(
        `${target.name.padEnd(17)} ${s.server.label.padEnd(15)} ${fmt(result.p50)} ${fmt(result.p95)} ` +
          `${fmt(result.p99)}  ${ratio.toFixed(2).padStart(7)}×  ${cpuPerCall.padStart(8)}  ${encodings}`,
      );
      const perRound = s.rounds.get(target.name)!.map((r) => r.p95.toFixed(0));
      console.log(`${''.padEnd(33)}p95 by round: ${perRound.join(' ')}`);
      if (s.gated && ratio > maxRatio) {
        failures.push(`${target.name}: p95 ${ratio.toFixed(2)}× bare, over ${maxRatio}×`);
      }
    }
  }
  // The log was on, and it never carries a query string (the offer's BIN is in one).
  for (const s of subjects) {
    if (s.log === null) continue;
    const lines = s.log.split('\n');
    // JSON lines (`"msg":"request"`) since issue 36; ` request ` in the plain text of a checkout
    // before it (--also).
    const requests = lines.filter(
      (line) => line.includes('"msg":"request"') || line.includes(' request '),
    ).length;
    const leaks = lines.filter((line) => line.includes('?') || line.includes('180440000128'));
    console.log(`${s.server.label}: ${requests} request log lines`);
    if (s.gated && requests < (rounds + 1) * calls * TARGETS.length) {
      failures.push(`${s.server.label}: the request log has ${requests} lines, fewer than calls`);
    }
    if (s.gated && leaks.length > 0) failures.push(`${s.server.label}: a log line with a query`);
  }
  return failures;
}

const failures = report();
if (failures.length > 0) {
  console.error(`\nbench:api FAILED\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nbench:api ok: every p95 within ${maxRatio}× bare node:http`);
