import * as z from 'zod';
import type { Issue } from '../core/issue.ts';
import { formatPath } from '../core/path.ts';
import { quote } from '../core/quote.ts';
import { limitIssue } from './limits-check.ts';

/** Zod's issues as ours: one per problem, the path written as `ships[2].pose.heading`, unknown keys named one by one. */
export function zodIssues(error: z.ZodError, prefix: readonly PropertyKey[] = []): Issue[] {
  const out: Issue[] = [];
  for (const problem of error.issues) {
    const at = [...prefix, ...problem.path];
    if (problem.code === 'unrecognized_keys') {
      for (const key of problem.keys) {
        out.push({ path: formatPath([...at, key.length > 100 ? `${key.slice(0, 99)}…` : key]), rule: 'schema', message: `unknown key ${quote(key)}` });
      }
    } else if (problem.code === 'invalid_union') {
      // Report the branch that got furthest, so the message names the real problem.
      const branches = problem.errors.map((branch) => branch.map((inner) => ({ ...inner, path: [...at, ...inner.path] })));
      const best = branches.reduce((a, b) => (b.length > 0 && (a.length === 0 || b.length < a.length) ? b : a), [] as z.core.$ZodIssue[]);
      if (best.length > 0) out.push(...zodIssues(new z.ZodError(best)));
      else out.push({ path: formatPath(at), rule: 'schema', message: problem.message });
    } else {
      // A limit of the table (src/schema/limits.ts) carries its rule id in the message.
      out.push(limitIssue(formatPath(at), problem.message) ?? { path: formatPath(at), rule: 'schema', message: problem.message });
    }
  }
  return out;
}
