import { z } from 'zod';
import type { Issue, Result } from '../core/issue.ts';
import { capIssues, fail, ok } from '../core/issue.ts';
import { formatPath } from '../core/path.ts';
import { quote } from '../core/quote.ts';
import { checkParsedValue, checkJsonText, limitIssue, limitsAnnotation } from './limits-check.ts';
import { armadaScenario, type ArmadaScenario } from './armada.ts';
import { ti4Scenario, type Ti4Scenario } from './ti4.ts';
import { xwingScenario, type XwingScenario } from './xwing.ts';

export type Game = 'armada' | 'xwing' | 'ti4';
export const GAMES: readonly Game[] = ['armada', 'xwing', 'ti4'];

export type Scenario = ArmadaScenario | XwingScenario | Ti4Scenario;

export const scenarioSchemas = {
  armada: armadaScenario,
  xwing: xwingScenario,
  ti4: ti4Scenario,
} as const;

export function isGame(value: unknown): value is Game {
  return typeof value === 'string' && (GAMES as readonly string[]).includes(value);
}

/** Zod's issues as ours: one per problem, the path in CONVENTIONS form, unknown keys named one by one. */
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
      out.push(limitIssue(formatPath(at), problem.message) ?? { path: formatPath(at), rule: 'schema', message: problem.message });
    }
  }
  return out;
}

/** Checks a parsed JSON document against the scenario schema of its `game`. */
export function parseScenario(document: unknown): Result<Scenario> {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return fail([{ path: '', rule: 'schema', message: 'a scenario is a JSON object' }]);
  }
  const tooBig = checkParsedValue(document);
  if (tooBig !== null) return fail([tooBig]);
  const game = (document as { game?: unknown }).game;
  if (!isGame(game)) {
    return fail([
      {
        path: 'game',
        rule: 'schema',
        message: `expected "game" to be one of ${GAMES.map((g) => JSON.stringify(g)).join(', ')}`,
        received: quote(game),
      },
    ]);
  }
  const parsed = scenarioSchemas[game].safeParse(document);
  if (!parsed.success) return fail(capIssues(zodIssues(parsed.error)));
  return ok(parsed.data as Scenario);
}

/** Parses JSON text; malformed JSON is one issue at the document root. */
export function parseJson(text: string): Result<unknown> {
  const tooBig = checkJsonText(text);
  if (tooBig !== null) return fail([tooBig]);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail([{ path: '', rule: 'json', message: `malformed JSON: ${reason}` }]);
  }
}

/** The JSON Schema (draft 2020-12) of one game's scenarios, as users write them (defaults optional). */
export function jsonSchema(game: Game): Record<string, unknown> {
  return {
    $id: `urn:shipmove:scenario:${game}`,
    title: `shipmove ${game} scenario`,
    ...(z.toJSONSchema(scenarioSchemas[game], { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>),
    'x-limits': limitsAnnotation(),
  };
}
