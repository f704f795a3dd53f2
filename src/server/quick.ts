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
  /**
   * Longest body judged by its shape (default 4 Ki characters): the schema's limits and a short
   * body keep the work of one shape within a small range (a 100-vertex obstacle on an X-Wing path
   * costs about 2.5 times the same obstacle far from it), where a long body's work may vary more
   * with its numbers. Longer new bodies go to the workers.
   */
  readonly maxShapeChars?: number;
}

export const DEFAULT_QUICK_MICROS = 1000;

export const DEFAULT_HAND_OFF_MICROS = 50;
export const DEFAULT_MAX_SHAPE_CHARS = 4096;

export class QuickTexts {
  readonly maxMicros: number;
  readonly handOffMicros: number;
  /** The latest run time of each text. */
  private readonly known: PreparedCache<RunTime>;
  /**
   * The latest run time of each shape, kept apart: a stream of new bodies would otherwise push the
   * shapes out of `known` (each new text taking a place), and with them the reason to run those
   * bodies here.
   */
  private readonly shapes: PreparedCache<RunTime>;
  private readonly maxEntryChars: number;
  private readonly maxShapeChars: number;
  /** Requests answered on the event loop so far. */
  answered = 0;
  /** Of those, bodies not seen lately, answered there by their shape (`shapeKeyOf`). */
  answeredByShape = 0;

  constructor(options: QuickOptions = {}) {
    this.maxMicros = options.maxMicros ?? DEFAULT_QUICK_MICROS;
    this.handOffMicros = Math.min(this.maxMicros, options.handOffMicros ?? DEFAULT_HAND_OFF_MICROS);
    this.maxEntryChars = options.maxEntryChars ?? 16 * 1024;
    this.maxShapeChars = Math.min(this.maxEntryChars, options.maxShapeChars ?? DEFAULT_MAX_SHAPE_CHARS);
    // Run times are this object's own, changed in place: nothing to freeze.
    this.known = new PreparedCache({ maxEntries: options.maxEntries ?? 256, maxChars: options.maxChars ?? 1024 * 1024, maxEntryChars: this.maxEntryChars, frozenPart: null });
    this.shapes = new PreparedCache({ maxEntries: options.maxEntries ?? 256, maxChars: options.maxChars ?? 1024 * 1024, maxEntryChars: this.maxEntryChars, frozenPart: null });
  }

  /** The key of a request: its operation, its options and its body text; undefined when the body is too long to keep. */
  keyOf(op: string, options: object, text: string): string | undefined {
    if (this.maxMicros <= 0 || text.length > this.maxEntryChars) return undefined;
    return `${op}\u0000${JSON.stringify(options)}\u0000${text}`;
  }

  /**
   * The key of a new body's shape (`shapeOf`) for an operation whose work is bounded by the
   * shape: resolve, measure, and render without the plan's options. A body the server has not seen
   * whose shape ran lately within the bound runs by the same rules as a known text (`runsHere`): a
   * program that nudges a ship and asks again sends such bodies. Undefined for plans (their work
   * depends on more than the shape) and for bodies longer than `maxShapeChars`.
   */
  shapeKeyOf(op: string, options: object, text: string): string | undefined {
    if (this.maxMicros <= 0 || text.length > this.maxShapeChars) return undefined;
    if (op !== 'resolve' && op !== 'measure' && !(op === 'render' && (options as { plan?: boolean }).plan !== true)) return undefined;
    return `${SHAPE_MARK}${op}\u0000${JSON.stringify(options)}\u0000${shapeOf(text)}`;
  }

  /** Whether a run of this key is known (quick or not): then its own time decides, not its shape's. */
  knows(key: string): boolean {
    return this.cacheOf(key).peek(key) !== undefined;
  }

  /** Whether this request was answered lately within the bound. */
  isQuick(key: string): boolean {
    const seen = this.cacheOf(key).get(key);
    return seen !== undefined && seen.micros <= this.maxMicros;
  }

  /**
   * Whether this request runs on the event loop now, with `idleWorkers` workers waiting for a
   * job: a quick text when none waits, and a text within `handOffMicros` in any case.
   */
  runsHere(key: string, idleWorkers: number): boolean {
    const seen = this.cacheOf(key).get(key);
    return seen !== undefined && seen.micros <= (idleWorkers === 0 ? this.maxMicros : this.handOffMicros);
  }

  private cacheOf(key: string): PreparedCache<RunTime> {
    return key.startsWith(SHAPE_MARK) ? this.shapes : this.known;
  }

  /**
   * What a run of this request took (in a worker or on the event loop). A text slower than the
   * bound twice in a row is forgotten: the engines are deterministic, so one slow run of a text
   * known to be short is the machine (the thread was preempted, a collection ran), and the next
   * run tells; a text that is slow again is slow. A shape (`shapeKeyOf`) is forgotten when slow
   * `SHAPE_STRIKES` times in a row: its runs are of different bodies, each run once, so a
   * collection or a preemption meets more of them; and forgetting a shape sends every body of it
   * to the workers until one answers there within the bound.
   */
  learn(key: string, micros: number | undefined, strikes = 2): void {
    const cache = this.cacheOf(key);
    const seen = cache.peek(key);
    if (micros === undefined || !(micros <= this.maxMicros)) {
      if (micros !== undefined && seen !== undefined && seen.slowRuns + 1 < strikes) seen.slowRuns += 1;
      else cache.delete(key);
      return;
    }
    if (seen === undefined) cache.set(key, new RunTime(micros));
    else {
      seen.micros = micros;
      seen.slowRuns = 0;
    }
  }
}

/** What starts a shape's key (`shapeKeyOf`); a text's key starts with its operation's name. */
const SHAPE_MARK = '\u0001';

/** Slow runs in a row that make a shape forgotten (`QuickTexts.learn`). */
export const SHAPE_STRIKES = 3;

/**
 * A text's latest run time within the bound, in microseconds, and how many runs since were over
 * it (a class instance: the cache freezes plain objects, not these).
 */
class RunTime {
  slowRuns = 0;
  constructor(public micros: number) {}
}

/**
 * The shape of a JSON text: its keys, nesting, array lengths and literals as they are, each string
 * value as its length and each number as `#`, whitespace left out. Two scenarios with the same shape
 * name the same kinds of pieces in the same numbers and differ in positions, headings, ids and
 * names, so an engine's resolve does about the same work on both; a shape that turns out slow is
 * forgotten like a slow text (`QuickTexts.learn`). Not a parser: any text has a shape, and what it
 * is only decides where the work runs, never the answer.
 */
export function shapeOf(text: string): string {
  let out = '';
  let from = 0;
  const n = text.length;
  let k = 0;
  while (k < n) {
    const c = text.charCodeAt(k);
    if (c === 34 /* " */) {
      let end = k + 1;
      while (end < n) {
        const d = text.charCodeAt(end);
        if (d === 92 /* a backslash escapes the next character */) end += 2;
        else if (d === 34) break;
        else end += 1;
      }
      let next = end + 1;
      while (next < n && isSpace(text.charCodeAt(next))) next += 1;
      // A key is kept as it is; a string value becomes its length.
      if (next < n && text.charCodeAt(next) === 58 /* : */) {
        k = end + 1;
        continue;
      }
      out += `${text.slice(from, k)}"${end - k - 1}`;
      k = end + 1;
      from = k;
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      let end = k + 1;
      while (end < n && isNumberPart(text.charCodeAt(end))) end += 1;
      out += `${text.slice(from, k)}#`;
      k = end;
      from = k;
    } else if (isSpace(c)) {
      out += text.slice(from, k);
      k += 1;
      while (k < n && isSpace(text.charCodeAt(k))) k += 1;
      from = k;
    } else {
      k += 1;
    }
  }
  return out + text.slice(from);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Digits, `.`, `e`, `E`, `+` and `-`. */
function isNumberPart(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45;
}
