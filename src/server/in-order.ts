/**
 * Runs jobs concurrently and hands their answers back in input order (the batch route and
 * `shipmove batch`).
 *
 * Two bounds, not one: at most `running` jobs unfinished at once (enough to keep every worker fed,
 * and a cap on one batch's share of a shared pool), and at most `ahead` answers held back behind a
 * slow head of the line. Counting only unreported jobs, as a single window does, lets one slow item
 * at the head idle every other worker until it finishes; here the others go on with later items
 * while the head runs, and only `ahead` finished answers (and at most `held` of their weight, when
 * given) wait in memory for it.
 */
export interface InOrderBounds<T = unknown> {
  /** Jobs started and not finished, at most. */
  readonly running: number;
  /** Jobs started and not yet handed back (running or finished and waiting), at most; at least `running`. */
  readonly ahead: number;
  /** No new job starts while the finished answers waiting behind the head weigh this much or more. */
  readonly held?: { readonly limit: number; readonly weigh: (answer: T) => number };
}

/** Characters of answer lines one batch may hold back behind a slow head: 32 Mi (64 MiB as UTF-16). */
export const HELD_CHARS = 32 * 1024 * 1024;

/**
 * The bounds for answer lines on a runner of `concurrency` workers: two jobs per worker running,
 * up to 32 answers per worker (and 32 Mi characters in all) held back. Measured on the batch
 * benchmark (two workers, the example plans, whose answers run from 1 KB to 1.4 MB): 8 held per
 * worker left the workers idle about a quarter of the time behind the slow crowded Armada plans;
 * 32 per worker cut the batch time by about 7% more (255 -> 237 ms); more gained nothing.
 */
export function boundsFor(concurrency: number): InOrderBounds<string> {
  const running = Math.max(2, concurrency * 2);
  return { running, ahead: Math.max(running, concurrency * 32), held: { limit: HELD_CHARS, weigh: (line) => line.length } };
}

interface Slot<T> {
  done: boolean;
  value: T | undefined;
}

/**
 * Starts a job for each item of `source` (sync or async) within the bounds, and yields the jobs'
 * answers in the order of the items. `start` must not reject (a job's failure is an answer).
 */
export async function* inOrder<I, T>(source: Iterable<I> | AsyncIterable<I>, start: (item: I) => Promise<T>, bounds: InOrderBounds<T>): AsyncGenerator<T> {
  const running = Math.max(1, bounds.running);
  const ahead = Math.max(running, bounds.ahead);
  const held = bounds.held;
  let heldWeight = 0;
  const iterator = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  const slots: Slot<T>[] = [];
  let unfinished = 0;
  let exhausted = false;
  let wake: (() => void) | undefined;
  const finished = () => {
    const resume = wake;
    wake = undefined;
    resume?.();
  };
  try {
    while (true) {
      while (!exhausted && unfinished < running && slots.length < ahead && (held === undefined || heldWeight < held.limit)) {
        const next = await iterator.next();
        if (next.done === true) {
          exhausted = true;
          break;
        }
        const slot: Slot<T> = { done: false, value: undefined };
        slots.push(slot);
        unfinished += 1;
        void start(next.value).then((value) => {
          slot.done = true;
          slot.value = value;
          if (held !== undefined) heldWeight += held.weigh(value);
          unfinished -= 1;
          finished();
        });
      }
      const head = slots[0];
      if (head === undefined) return;
      if (head.done) {
        slots.shift();
        if (held !== undefined) heldWeight -= held.weigh(head.value as T);
        yield head.value as T;
        continue;
      }
      await new Promise<void>((resume) => {
        wake = resume;
      });
    }
  } finally {
    // A consumer that stops early (a client that left) closes the source too.
    if (!exhausted) await iterator.return?.();
  }
}
