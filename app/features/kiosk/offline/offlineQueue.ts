import type { ConnectionWaiter } from '../../../forms/index.ts';

/** What the queue listens to: the window's `online` event. */
export interface ConnectivitySource {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

export interface OfflineQueueOptions {
  /** @default window */
  source?: ConnectivitySource;
  /**
   * How often held calls are tried again while nothing says the connection is back: a server or
   * a network behind the local one can fail while the browser stays «online», and then no
   * `online` event comes. @default 15000
   */
  retryMs?: number;
}

/**
 * The kiosk's offline queue: the forms' calls that found no connection (`FormSettings.connection`
 * of `app/forms`), each run once when the browser says it is online again, or on the next retry
 * tick. It holds functions, not requests: a form sends what it shows at that moment, and nothing
 * a visitor typed is ever written to storage (the idle reset must be able to wipe it all).
 */
export class OfflineQueue implements ConnectionWaiter {
  private readonly held = new Set<() => void>();
  private readonly source: ConnectivitySource | null;
  private readonly retryMs: number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly onOnline = () => this.flush();

  constructor({ source, retryMs = 15_000 }: OfflineQueueOptions = {}) {
    this.source = source ?? (typeof window === 'undefined' ? null : window);
    this.retryMs = retryMs;
  }

  /** How many calls wait. */
  get size(): number {
    return this.held.size;
  }

  hold(retry: () => void): () => void {
    // A function wrapped once, so the same retry held twice is two entries and each drops its own.
    const entry = () => retry();
    this.held.add(entry);
    if (this.held.size === 1) this.start();
    this.changed();
    return () => {
      if (this.held.delete(entry)) {
        if (this.held.size === 0) this.stop();
        this.changed();
      }
    };
  }

  /** Runs every held call once, now (the connection is back, or a retry tick). */
  flush(): void {
    const due = [...this.held];
    this.held.clear();
    this.stop();
    this.changed();
    for (const retry of due) retry();
  }

  /** Drops everything held without running it (the idle reset). */
  clear(): void {
    this.held.clear();
    this.stop();
    this.changed();
  }

  /** Called whenever the number of held calls changes (the connectivity indicator). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private start() {
    this.source?.addEventListener('online', this.onOnline);
    this.timer = setInterval(() => this.flush(), this.retryMs);
  }

  private stop() {
    this.source?.removeEventListener('online', this.onOnline);
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private changed() {
    for (const listener of [...this.listeners]) listener();
  }
}
