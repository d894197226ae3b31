/**
 * The backend's one logger. Lines are plain `key=value` text: info on stdout, errors on stderr.
 * Callers pass paths, never query strings or headers, so tokens cannot end up in a log.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface ProcessLogger extends Logger {
  /** Writes out what is buffered; call before the process exits. */
  flush(): void;
}

/** Where lines go: `process.stdout` and `process.stderr`, or a test's collector. */
export interface LogStream {
  write(text: string): unknown;
}

export interface LoggerOptions {
  stdout?: LogStream;
  stderr?: LogStream;
  /** How long an info line may wait to be written with the ones after it. */
  flushIntervalMs?: number;
  /** Buffered info text that is written at once, without waiting. */
  maxBufferedBytes?: number;
}

function format(level: string, message: string, fields: Record<string, unknown> = {}): string {
  let line = `${new Date().toISOString()} ${level} ${message}`;
  for (const key in fields) {
    const value = fields[key];
    line += ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
  }
  return `${line}\n`;
}

const SILENT: ProcessLogger = { info() {}, error() {}, flush() {} };

/**
 * Info lines (one per API request) are gathered and written together, at most `flushIntervalMs`
 * after the first of them: `console.log` per line was a write system call per request —
 * synchronous when stdout is a file or a terminal — and cost about as much as the request itself
 * (issue 19). Flushing once per turn of the event loop was not enough: under a burst the server
 * still answers one or two requests per turn. Errors are rare and written at once, after whatever
 * info is pending, so the two streams stay in order. Call `flush()` before the process exits.
 */
export function createLogger(
  level: 'silent' | 'info',
  {
    stdout = process.stdout,
    stderr = process.stderr,
    flushIntervalMs = 100,
    maxBufferedBytes = 64 * 1024,
  }: LoggerOptions = {},
): ProcessLogger {
  if (level === 'silent') return SILENT;
  let pending = '';
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const text = pending;
    pending = '';
    stdout.write(text);
  };
  return {
    info(message, fields) {
      pending += format('info', message, fields);
      if (pending.length >= maxBufferedBytes) flush();
      // unref: a pending line never keeps the process alive; the exit handler writes it.
      else timer ??= setTimeout(flush, flushIntervalMs).unref();
    },
    error(message, fields) {
      flush();
      stderr.write(format('error', message, fields));
    },
    flush,
  };
}
