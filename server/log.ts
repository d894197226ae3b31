/**
 * The backend's one logger. Lines are plain `key=value` text on stdout. Callers pass paths, never
 * query strings or headers, so tokens cannot end up in a log.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function format(level: string, message: string, fields: Record<string, unknown> = {}): string {
  const extra = Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${new Date().toISOString()} ${level} ${message}${extra ? ` ${extra}` : ''}`;
}

export function createLogger(level: 'silent' | 'info'): Logger {
  if (level === 'silent') return { info() {}, error() {} };
  return {
    info: (message, fields) => console.log(format('info', message, fields)),
    error: (message, fields) => console.error(format('error', message, fields)),
  };
}
