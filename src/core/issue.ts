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

/** Most issues one error answer carries (CONVENTIONS section 7, `limits.issues`). */
export const MAX_ISSUES = 50;
/** Longest `received` kept in an issue (`limits.received`). */
const MAX_RECEIVED = 100;
/** Longest message kept: a message quotes at most a few short values (ids are capped by the schema). */
const MAX_MESSAGE = 1000;

/** A result whose failure is bounded by `capIssues`; a success unchanged. */
export function capped<T>(result: Result<T>): Result<T> {
  return result.ok ? result : fail(capIssues(result.issues));
}

/**
 * Bounds an error answer: at most `max` issues, the last of them saying how many more there were
 * (rule `limits.issues`), and every `received` cut to about 100 characters. The library's
 * pipeline applies it, so the CLI, the API and library callers see the same list.
 */
export function capIssues(issues: readonly Issue[], max = MAX_ISSUES): Issue[] {
  return capList(issues, max, trimIssue, (more) => ({
    path: '',
    rule: 'limits.issues',
    message: `${more.toLocaleString('en-US')} more issue${more === 1 ? '' : 's'} not shown (an error answer lists at most ${max})`,
  }));
}

/**
 * The one cap behind every list of problems or notes an answer carries (`limits.issues`): at most
 * `max` entries, each passed through `trim`; when there were more, the last kept entry is
 * `more(n)`, saying how many were left out. Errors go through `capIssues`, import notes through
 * the import layer's `capNotes`; both use this.
 */
export function capList<T>(items: readonly T[], max: number, trim: (item: T) => T, more: (count: number) => T): T[] {
  if (items.length <= max) return items.map(trim);
  const kept = items.slice(0, max - 1).map(trim);
  kept.push(more(items.length - kept.length));
  return kept;
}

/** An issue with its message, path and `received` cut to their lengths (unchanged when short). */
function trimIssue(problem: Issue): Issue {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  const long = (problem.received?.length ?? 0) > MAX_RECEIVED || problem.message.length > MAX_MESSAGE || problem.path.length > MAX_MESSAGE;
  if (!long) return problem;
  const out: Issue = { ...problem, path: cut(problem.path, MAX_MESSAGE), message: cut(problem.message, MAX_MESSAGE) };
  return problem.received === undefined ? out : { ...out, received: cut(problem.received, MAX_RECEIVED) };
}
