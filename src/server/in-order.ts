/**
 * Runs jobs concurrently and hands their answers back in input order (the batch route and
 * `shipmove batch`).
 *
 * Two bounds, not one: at most `running` jobs unfinished at once (enough to keep every worker fed,
 * and a cap on one batch's share of a shared pool), and at most `ahead` answers held back behind a
 * slow head of the line. Counting only unreported jobs, as a single window does, lets one slow item
 * at the head idle every other worker until it finishes; here the others go on with later items
 * while the head runs, and only `ahead` finished answers wait in memory for it.
 */
export interface InOrderBounds {
  /** Jobs started and not finished, at most. */
  readonly running: number;
  /** Jobs started and not yet handed back (running or finished and waiting), at most; at least `running`. */
  readonly ahead: number;
}

/** The bounds for a runner of `concurrency` workers: two jobs per worker, eight answers per worker held back. */
export function boundsFor(concurrency: number): InOrderBounds {
  const running = Math.max(2, concurrency * 2);
  return { running, ahead: Math.max(running, concurrency * 8) };
}

interface Slot<T> {
  done: boolean;
  value: T | undefined;
}

/**
 * Starts a job for each item of `source` (sync or async) within the bounds, and yields the jobs'
 * answers in the order of the items. `start` must not reject (a job's failure is an answer).
 */
export async function* inOrder<I, T>(source: Iterable<I> | AsyncIterable<I>, start: (item: I) => Promise<T>, bounds: InOrderBounds): AsyncGenerator<T> {
  const running = Math.max(1, bounds.running);
  const ahead = Math.max(running, bounds.ahead);
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
      while (!exhausted && unfinished < running && slots.length < ahead) {
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
          unfinished -= 1;
          finished();
        });
      }
      const head = slots[0];
      if (head === undefined) return;
      if (head.done) {
        slots.shift();
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
