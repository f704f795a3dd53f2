import { PreparedCache } from './prepared-cache.ts';

/**
 * Which requests the event loop may answer itself instead of handing them to a worker. Engine
 * work cannot be interrupted, so only work known to be short may run on the event loop: a request
 * whose exact text (operation, options and body) a worker has answered lately within `maxMicros`,
 * measured there. The engines are deterministic, so the same text is the same work. Each run on
 * the event loop is timed as well, and a text that took longer than `maxMicros` twice in a row goes
 * back to the workers (with their deadline) from then on. Work longer than `handOffMicros` runs there only
 * while no worker is idle: an idle worker answers in parallel with the event loop, which also reads
 * and writes every request, so on a machine with cores to spare the workers keep that work; work
 * within `handOffMicros` costs less than handing it over, and runs there always. Bounded like the
 * prepared-world cache: at most `maxEntries` texts of at most `maxEntryChars` characters,
 * `maxChars` in all.
 */
export interface QuickOptions {
  /** Longest run, in microseconds, that a text may have taken to be answered on the event loop (default 1,000). */
  readonly maxMicros?: number;
  /**
   * Runs this short or shorter (microseconds) are answered on the event loop even while a worker
   * is idle (default 50): handing work to a worker costs the event loop itself about 40 µs (the
   * job's promise, timer and abort listener, the message each way with its copy; measured on the
   * load check's resolves), so such work is cheaper done there, and the worker's time is saved
   * besides. 0 keeps the rule "only while no worker is idle" for every text.
   */
  readonly handOffMicros?: number;
  readonly maxEntries?: number;
  readonly maxChars?: number;
  readonly maxEntryChars?: number;
}

export const DEFAULT_QUICK_MICROS = 1000;
export const DEFAULT_HAND_OFF_MICROS = 50;

export class QuickTexts {
  readonly maxMicros: number;
  readonly handOffMicros: number;
  /** The latest run time of each text. */
  private readonly known: PreparedCache<RunTime>;
  private readonly maxEntryChars: number;
  /** Requests answered on the event loop so far. */
  answered = 0;

  constructor(options: QuickOptions = {}) {
    this.maxMicros = options.maxMicros ?? DEFAULT_QUICK_MICROS;
    this.handOffMicros = Math.min(this.maxMicros, options.handOffMicros ?? DEFAULT_HAND_OFF_MICROS);
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

  /**
   * Whether this request runs on the event loop now, with `idleWorkers` workers waiting for a
   * job: a quick text when none waits, and a text within `handOffMicros` in any case.
   */
  runsHere(key: string, idleWorkers: number): boolean {
    const seen = this.known.get(key);
    return seen !== undefined && seen.micros <= (idleWorkers === 0 ? this.maxMicros : this.handOffMicros);
  }

  /**
   * What a run of this request took (in a worker or on the event loop). A text slower than the
   * bound twice in a row is forgotten: the engines are deterministic, so one slow run of a text
   * known to be short is the machine (the thread was preempted, a collection ran), and the next
   * run tells; a text that is slow again is slow.
   */
  learn(key: string, micros: number | undefined): void {
    const seen = this.known.peek(key);
    if (micros === undefined || !(micros <= this.maxMicros)) {
      if (micros !== undefined && seen !== undefined && !seen.slow) seen.slow = true;
      else this.known.delete(key);
      return;
    }
    if (seen === undefined) this.known.set(key, new RunTime(micros));
    else {
      seen.micros = micros;
      seen.slow = false;
    }
  }
}

/**
 * A text's latest run time within the bound, in microseconds, and whether the last run was over
 * it (a class instance: the cache freezes plain objects, not these).
 */
class RunTime {
  slow = false;
  constructor(public micros: number) {}
}
