import type { Issue } from '../core/issue.ts';
import { capIssues } from '../core/issue.ts';
import type { RuleId } from '../rules.ts';

/** The one error body of the API (docs/api.md): `{ "errors": [{ path, rule, message }] }`. */
export interface ErrorBody {
  readonly errors: readonly Pick<Issue, 'path' | 'rule' | 'message'>[];
}

/** The error body of a list of issues, capped at 50 (`limits.issues`, the last saying how many more) whoever made the list. */
export function errorBody(issues: readonly Issue[]): ErrorBody {
  return {
    errors: capIssues(issues).map((problem) => {
      const out: Issue = { path: problem.path, rule: problem.rule, message: problem.message };
      return problem.expected === undefined && problem.received === undefined
        ? out
        : { ...out, ...(problem.expected === undefined ? {} : { expected: problem.expected }), ...(problem.received === undefined ? {} : { received: problem.received }) };
    }),
  };
}

export function oneError(path: string, rule: RuleId, message: string): ErrorBody {
  return { errors: [{ path, rule, message }] };
}
