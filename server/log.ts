import pino, { type DestinationStream, type Logger as Pino } from 'pino';

/**
 * The backend's one logger: pino, one JSON object a line on stdout —
 * `{"level":"info","time":"2026-03-02T04:00:00.000Z","requestId":"…","msg":"request",…}`.
 * Callers pass a message and a few fields: route patterns, counts, masked phones, application
 * numbers — never a query string, a header, a body, a token, a code, a signature, an IIN or a
 * phone in full (server/README.md «Conventions», pinned by `handlers/hostile/logs.test.ts`).
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** A logger whose every line carries `bindings` too (a request's `requestId`). */
  child(bindings: Record<string, unknown>): Logger;
}

export interface ProcessLogger extends Logger {
  /** Writes out what is buffered; call before the process exits. */
  flush(): void;
}

/** LOG_LEVEL: pino's levels; `silent` writes nothing (the tests, the e2e harness). */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where lines go: a test's collector (written at once, a line a call). */
export interface LogStream {
  write(text: string): unknown;
}

export interface LoggerOptions {
  /** @default stdout, written asynchronously (below) */
  stream?: LogStream;
}

function wrap(logger: Pino): Logger {
  return {
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
    child: (bindings) => wrap(logger.child(bindings)),
  };
}

/**
 * `log.child(bindings)`, made on its first line: most requests write only their request line, and
 * a pino child per request is garbage for nothing.
 */
export function lazyChild(log: Logger, bindings: Record<string, unknown>): Logger {
  return new LazyChild(log, bindings);
}

/** A class, not an object of closures: one is made per request, its methods are shared. */
class LazyChild implements Logger {
  #made: Logger | undefined;
  constructor(
    private readonly log: Logger,
    private readonly bindings: Record<string, unknown>,
  ) {}
  private made(): Logger {
    return (this.#made ??= this.log.child(this.bindings));
  }
  info(message: string, fields?: Record<string, unknown>) {
    this.made().info(message, fields);
  }
  warn(message: string, fields?: Record<string, unknown>) {
    this.made().warn(message, fields);
  }
  error(message: string, fields?: Record<string, unknown>) {
    this.made().error(message, fields);
  }
  child(bindings: Record<string, unknown>): Logger {
    return this.made().child(bindings);
  }
}

const SILENT: ProcessLogger = {
  info() {},
  warn() {},
  error() {},
  child: () => SILENT,
  flush() {},
};

/**
 * A logger at `level`. On stdout the lines go through pino's asynchronous destination
 * (sonic-boom): a line joins a buffer, written on libuv's thread pool once it holds 8 KB or
 * 100 ms after the last write, whichever comes first — a write per request cost as much as the
 * request (issue 19), and a write per turn of the event loop still cost a fifth more CPU per call
 * under `npm run bench:api` than the batches (issue 36). The event loop never waits for a
 * terminal or a file. Errors go to the same stream, in order with the rest. `flush()` writes what
 * is left, at exit.
 */
export function createLogger(level: LogLevel, { stream }: LoggerOptions = {}): ProcessLogger {
  if (level === 'silent') return SILENT;
  const destination = stream
    ? (stream as DestinationStream)
    : pino.destination({ dest: 1, sync: false, minLength: 8192, periodicFlush: 100 });
  const logger = pino(
    {
      level,
      base: null,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    ...wrap(logger),
    flush() {
      if ('flushSync' in destination && typeof destination.flushSync === 'function') {
        try {
          destination.flushSync();
        } catch {
          // A write still under way: sonic-boom finishes it itself before the process ends.
        }
      }
    },
  };
}

/** LOG_LEVEL, checked: an unknown level is refused rather than read as another. */
export function logLevelOf(value: string | undefined): LogLevel {
  const level = (value ?? '').trim() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level as LogLevel;
}
