import type { Issue, Result } from '../core/issue.ts';
import { describeMeasurement } from '../core/measure.ts';
import { planAnswer, prepare, withThreats } from '../engines.ts';
import { parseJson } from '../schema/index.ts';

/**
 * The work of the scenario commands, from the input text to what they print: pure (no Node), so
 * the CLI runs it in-process, or in a worker thread when given `--deadline-ms`.
 */
export type CommandName = 'resolve' | 'plan' | 'render' | 'validate' | 'measure';

export interface CommandTask {
  readonly kind: 'command';
  readonly command: CommandName;
  readonly text: string;
  /** `--json` (resolve, plan, validate). */
  readonly json?: boolean;
  /** `--plan` (render). */
  readonly plan?: boolean;
  /** `--limit` (plan): the most options listed. */
  readonly limit?: number;
  /** `--against`, `--weights` (plan): play each option against the opponent's (a value for `parseAgainst`). */
  readonly against?: unknown;
  /** `--detail full` (plan). */
  readonly detail?: 'full' | 'compact';
  /** `--threats` (plan, TI4): the threat map (ti4.move.threats). */
  readonly threats?: boolean;
  /** `--follow-ups` (plan): X-Wing follow-up repositions under each maneuver. */
  readonly followUps?: boolean;
  /** `--from`, `--to` (measure): the measuring and the measured piece. */
  readonly from?: string;
  readonly to?: string;
}

export interface CommandAnswer {
  /** What goes to standard output (or the `-o` file), with its final newline; null when rejected before any output. */
  readonly output: string | null;
  /** Problems to print on stderr, one line each; any means exit 1. */
  readonly issues: readonly Issue[];
}

function line(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

export function runCommand(task: CommandTask): CommandAnswer {
  try {
    return perform(task);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { output: null, issues: [{ path: '', rule: 'internal', message: `internal error: ${reason}` }] };
  }
}

function perform(task: CommandTask): CommandAnswer {
  const parsed = parseJson(task.text);
  if (!parsed.ok) return rejected(parsed);
  // Every command checks and prepares the scenario once, then runs its operation on it.
  const prepared = prepare(task.command === 'plan' && task.threats === true ? withThreats(parsed.value) : parsed.value);
  if (!prepared.ok) return rejected(prepared);
  const scenario = prepared.value;
  const json = task.json === true;
  switch (task.command) {
    case 'validate': {
      const game = scenario.game;
      return { output: line(json ? JSON.stringify({ valid: true, game }, null, 2) : `valid ${game} scenario`), issues: [] };
    }
    case 'resolve': {
      const outcome = scenario.resolve();
      if (!outcome.ok) return rejected(outcome);
      const output = line(json ? JSON.stringify(outcome.value, null, 2) : scenario.describeOutcome(outcome.value));
      // A declared move the rules forbid: the outcome is printed, and the exit code says so.
      return { output, issues: scenario.forbidden(outcome.value) };
    }
    case 'plan': {
      const planned = scenario.plan({
        ...(task.limit === undefined ? {} : { limit: task.limit }),
        ...(task.against === undefined ? {} : { against: task.against }),
        ...(task.detail === undefined ? {} : { detail: task.detail }),
        ...(task.followUps === true ? { followUps: true } : {}),
      });
      if (!planned.ok) return rejected(planned);
      // CONVENTIONS section 10: the compact plan unless `--detail full` (the text for people reads the plan as it is).
      return { output: line(json ? JSON.stringify(planAnswer(planned.value, task.detail), null, 2) : `${scenario.describePlan(planned.value)}${cutLine(planned.value)}`), issues: [] };
    }
    case 'render': {
      const svg = scenario.render({ plan: task.plan === true });
      if (!svg.ok) return rejected(svg);
      return { output: line(svg.value), issues: [] };
    }
    case 'measure': {
      const measured = scenario.measure(task.from ?? '', task.to ?? '');
      if (!measured.ok) return rejected(measured);
      return { output: line(json ? JSON.stringify(measured.value, null, 2) : describeMeasurement(measured.value)), issues: [] };
    }
  }
}

/** The plain-text plan says when options were left out (`cut`, limits.plan), as the JSON does. */
function cutLine(plan: unknown): string {
  const cut = typeof plan === 'object' && plan !== null ? (plan as { cut?: { limit: number; total: number; omitted: number } }).cut : undefined;
  return cut === undefined ? '' : `\nCut: ${cut.limit} of ${cut.total} options listed, ${cut.omitted} left out (--limit N lists more) [limits.plan]\n`;
}

function rejected(result: Result<unknown> & { ok: false }): CommandAnswer {
  return { output: null, issues: result.issues };
}
