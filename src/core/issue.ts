import type { RuleId } from '../rules.ts';

/**
 * Rejections as data (STYLE "Rejections as data"): every refused input or illegal move is an
 * `Issue`, the same object for the CLI, the HTTP API and the planner. Tests assert on `rule`
 * and `path`, never on message text.
 */
export interface Issue {
  /** JSON path of the offending value, e.g. `ships[2].pose.heading`; `""` for the whole document. */
  readonly path: string;
  /** The rule that refused it (`armada.yaw.chart`; `schema` for shape errors); listed in docs/rules.md. */
  readonly rule: RuleId;
  readonly message: string;
  readonly expected?: string;
  readonly received?: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly Issue[] };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(issues: readonly Issue[]): Result<T> {
  return { ok: false, issues };
}

export function issue(path: string, rule: RuleId, message: string, extra?: { expected?: string; received?: string }): Issue {
  return extra ? { path, rule, message, ...extra } : { path, rule, message };
}

/** One line per problem, as the CLI prints them: `path: message [rule]`. */
export function formatIssue(problem: Issue): string {
  const where = problem.path === '' ? '(document)' : problem.path;
  return `${where}: ${problem.message} [${problem.rule}]`;
}
