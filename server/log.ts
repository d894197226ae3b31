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
  /** Buffered info text that is written at once rather than at the end of the tick. */
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
 * Info lines (one per API request) are gathered and written once per turn of the event loop:
 * `console.log` per line was a write system call per request — synchronous when stdout is a file
 * or a terminal — and cost more than the request itself under load (issue 19). Errors are rare
 * and written at once, after whatever info is pending, so the two streams stay in order.
 */
export function createLogger(
  level: 'silent' | 'info',
  {
    stdout = process.stdout,
    stderr = process.stderr,
    maxBufferedBytes = 64 * 1024,
  }: LoggerOptions = {},
): ProcessLogger {
  if (level === 'silent') return SILENT;
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const text = pending;
    pending = '';
    stdout.write(text);
  };
  return {
    info(message, fields) {
      pending += format('info', message, fields);
      if (pending.length >= maxBufferedBytes) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    error(message, fields) {
      flush();
      stderr.write(format('error', message, fields));
    },
    flush,
  };
}
