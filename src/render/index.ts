import type { Result } from '../core/issue.ts';
import { fail } from '../core/issue.ts';
import type { Scenario } from '../schema/index.ts';

/** Draws a checked scenario (and its outcome, where it has a move) as SVG text. Pure: no DOM. */
export function renderScenario(scenario: Scenario): Result<string> {
  return fail([{ path: '', rule: 'render', message: `rendering ${scenario.game} is not available yet` }]);
}
