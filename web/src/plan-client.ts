import type { PlanOptions } from '../../src/index.ts';
import type { OptionsPlan } from './compute.ts';
import { planWithOptions } from './compute.ts';
import { loadEngine } from '../../src/engines-lazy.ts';
import { isGame } from '../../src/registry.ts';

/**
 * The page's heavy plans (against every enemy option, follow-ups) handed to a worker
 * (plan-worker.ts), one at a time: while one runs, only the latest request waits (an edit made
 * meanwhile replaces the one before it, whose answer would be stale anyway). Where a worker cannot
 * be started or fails, the plan is made on the page's own thread (`planWithOptions`), as before.
 * Each answer says where it was made (`where`).
 */
export interface PlacedPlan extends OptionsPlan {
  readonly where: 'worker' | 'page';
}

interface Request {
  readonly document: unknown;
  readonly options: PlanOptions;
  readonly resolve: (answer: PlacedPlan | null) => void;
}

let worker: Worker | null | undefined;
let running: (Request & { readonly id: number }) | null = null;
let queued: Request | null = null;
let ids = 0;

/** On the page's thread: the game's engine through the lazy registry (already loaded once its board is drawn), then the plan. */
const onPage = (request: Request): void => {
  const game = (request.document as { game?: unknown } | null)?.game;
  const ready: Promise<unknown> = isGame(game) ? loadEngine(game).catch(() => undefined) : Promise.resolve();
  void ready.then(() => request.resolve({ ...planWithOptions(request.document, request.options), where: 'page' }));
};

function start(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'function' ? new Worker(new URL('./plan-worker.ts', import.meta.url), { type: 'module' }) : null;
  } catch {
    worker = null;
  }
  if (worker !== null) {
    worker.onmessage = (event: MessageEvent<OptionsPlan & { id: number }>) => {
      const done = running;
      running = null;
      if (done !== null && done.id === event.data.id) {
        const { id: _id, ...answer } = event.data;
        done.resolve({ ...answer, where: 'worker' });
      }
      next();
    };
    worker.onerror = () => {
      // The worker could not load or broke: this and every later plan is made on the page.
      worker?.terminate();
      worker = null;
      const stuck = running;
      running = null;
      if (stuck !== null) onPage(stuck);
      next();
    };
  }
  return worker;
}

function next(): void {
  if (running !== null || queued === null) return;
  const request = queued;
  queued = null;
  const w = start();
  if (w === null) {
    onPage(request);
    return;
  }
  const id = ++ids;
  running = { ...request, id };
  w.postMessage({ id, document: request.document, options: request.options, full: request.options.followUps === true });
}

/** The plan with these options, made in the worker when there is one; null when a later request replaced it before it ran. */
export function planAway(document: unknown, options: PlanOptions): Promise<PlacedPlan | null> {
  return new Promise((resolve) => {
    queued?.resolve(null);
    queued = { document, options, resolve };
    next();
  });
}
