/**
 * The heavy plans of the page (every option against every enemy option, follow-up moves) made in
 * a worker, so the page keeps answering while they run. It takes the two engines that plan them
 * straight from their folders (not through the registry), answers the plan's compact form (and the
 * plan as it is when asked), or the issues. The page falls back to its own thread when a worker
 * cannot be started (web/src/plan-client.ts).
 */
import type { Issue } from '../../src/core/issue.ts';
import { planWith } from '../../src/engine.ts';
import type { PlanOptions } from '../../src/engine.ts';
import { armadaEngine } from '../../src/armada/engine.ts';
import { xwingEngine } from '../../src/xwing/engine.ts';

interface Job {
  readonly id: number;
  readonly document: unknown;
  readonly options: PlanOptions;
  /** Answer the plan as it is too (the follow-ups are read from it). */
  readonly full: boolean;
}

const now = (): number => performance.now();

function run(job: Job): { planned: unknown; compact: unknown; issues: readonly Issue[]; milliseconds: number } {
  const started = now();
  const game = (job.document as { game?: unknown } | null)?.game;
  const engine = game === 'armada' ? armadaEngine : game === 'xwing' ? xwingEngine : null;
  if (engine === null) return { planned: null, compact: null, issues: [{ path: 'game', rule: 'unsupported', message: 'only X-Wing and Armada plans are made here' }], milliseconds: now() - started };
  try {
    const result = planWith(engine as typeof xwingEngine, job.document, job.options);
    if (!result.ok) return { planned: null, compact: null, issues: result.issues, milliseconds: now() - started };
    const compact = engine.compact === undefined ? result.value : (engine as typeof xwingEngine).compact!(result.value);
    return { planned: job.full ? result.value : null, compact, issues: [], milliseconds: now() - started };
  } catch (error) {
    return { planned: null, compact: null, issues: [{ path: '', rule: 'internal', message: `internal error: ${error instanceof Error ? error.message : String(error)}` }], milliseconds: now() - started };
  }
}

self.onmessage = (event: MessageEvent<Job>) => {
  const job = event.data;
  self.postMessage({ id: job.id, ...run(job) });
};
