/**
 * Reading scenarios: JSON text to a value, and the game-dispatching schema functions (kept here
 * for callers that only parse; each game's schema lives beside it and in its engine definition).
 */
import type { Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import { checkJsonText } from './limits-check.ts';

export type { Game, Scenario } from '../engines.ts';
export { GAMES, isGame, jsonSchema, parseScenario } from '../engines.ts';

/**
 * Parses JSON text; malformed JSON is one issue at the document root. Text over the size limit
 * or nested deeper than the depth limit is refused before parsing (`limits.size`, `limits.depth`).
 */
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
