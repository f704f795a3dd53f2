import { PreparedCache } from './prepared-cache.ts';

/**
 * Which requests the event loop may answer itself instead of handing them to a worker. Engine
 * work cannot be interrupted, so only work known to be short may run on the event loop: a request
 * whose exact text (operation, options and body) a worker has answered lately within `maxMicros`,
 * measured there. The engines are deterministic, so the same text is the same work. Each run on
 * the event loop is timed as well, and a text that took longer than `maxMicros` goes back to the
 * workers (with their deadline) from then on. The server uses it only while no worker is idle: an
 * idle worker answers in parallel with the event loop, which also reads and writes every request,
 * so on a machine with cores to spare the workers keep the engine work. Bounded like the prepared-world cache: at most
 * `maxEntries` texts of at most `maxEntryChars` characters, `maxChars` in all.
 */
export interface QuickOptions {
  /** Longest run, in microseconds, that a text may have taken to be answered on the event loop (default 1,000). */
  readonly maxMicros?: number;
  readonly maxEntries?: number;
  readonly maxChars?: number;
  readonly maxEntryChars?: number;
}

export const DEFAULT_QUICK_MICROS = 1000;

export class QuickTexts {
  readonly maxMicros: number;
  private readonly known: PreparedCache<{ readonly micros: number }>;
  private readonly maxEntryChars: number;
  /** Requests answered on the event loop so far. */
  answered = 0;

  constructor(options: QuickOptions = {}) {
    this.maxMicros = options.maxMicros ?? DEFAULT_QUICK_MICROS;
    this.maxEntryChars = options.maxEntryChars ?? 16 * 1024;
    this.known = new PreparedCache({ maxEntries: options.maxEntries ?? 256, maxChars: options.maxChars ?? 1024 * 1024, maxEntryChars: this.maxEntryChars });
  }

  /** The key of a request: its operation, its options and its body text; undefined when the body is too long to keep. */
  keyOf(op: string, options: object, text: string): string | undefined {
    if (this.maxMicros <= 0 || text.length > this.maxEntryChars) return undefined;
    return `${op}\u0000${JSON.stringify(options)}\u0000${text}`;
  }

  /** Whether this request was answered lately within the bound. */
  isQuick(key: string): boolean {
    const seen = this.known.get(key);
    return seen !== undefined && seen.micros <= this.maxMicros;
  }

  /** What a run of this request took (in a worker or on the event loop); a slow one is forgotten. */
  learn(key: string, micros: number | undefined): void {
    if (micros === undefined || !(micros <= this.maxMicros)) {
      this.known.delete(key);
      return;
    }
    // Already known as quick: nothing to write (isQuick made it the most recently used).
    if (this.known.peek(key) === undefined) this.known.set(key, { micros });
  }
}
