/**
 * `against` of a plan (planning against the opponent's options): `"all"`, or the enemy ships to
 * play against and the player's read of their options as weights. Game-agnostic: each engine
 * checks the ship ids and option names against its world.
 */
import * as z from 'zod';
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import { id } from './common.ts';
import { zodIssues } from './issues.ts';
import { limitedArray } from './limits.ts';

/** At most this many enemy ships with weights, and weighted options per ship. */
export const MAX_WEIGHTED = 64;

const optionWeights = z
  .record(z.string().min(1).max(60), z.number().finite().min(0).max(1_000_000))
  .refine((r) => Object.keys(r).length <= MAX_WEIGHTED, { message: `at most ${MAX_WEIGHTED} weighted options per ship` })
  .describe('weight of each enemy option by its name (X-Wing: the dial code, e.g. "3BW"; Armada: the course, e.g. "2 [0,1]"); options not named weigh 0');

export const againstSpec = z.union([
  z.literal('all'),
  z.strictObject({
    ships: limitedArray(id, 'list').optional().describe('the enemy ships to play against (default: every enemy ship; Armada: each within distance 5)'),
    repositions: z.boolean().optional().describe('X-Wing: play the boosts and barrel rolls each enemy may make after its maneuver (default true)'),
    weights: z
      .record(id, optionWeights)
      .refine((r) => Object.keys(r).length <= MAX_WEIGHTED, { message: `weights for at most ${MAX_WEIGHTED} ships` })
      .optional(),
  }),
]);

export type AgainstInput = z.infer<typeof againstSpec>;

/** What the engines read: the enemies named (or null for the default), the weights (possibly empty). */
export interface Against {
  readonly ships: readonly string[] | null;
  readonly weights: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** X-Wing: play the enemy's repositions after its maneuver (default true). */
  readonly repositions?: boolean;
}

/** The weights given for one enemy ship (own keys only: a ship id such as "constructor" is just a name). */
export function weightsOf(against: Against, ship: string): Readonly<Record<string, number>> | undefined {
  return Object.hasOwn(against.weights, ship) ? against.weights[ship] : undefined;
}

/** The weight of one option (own keys only), 0 when not named. */
export function weightOf(weights: Readonly<Record<string, number>>, option: string): number {
  return Object.hasOwn(weights, option) ? weights[option]! : 0;
}

/** `__proto__` as a key of the weights: refused, since a parsed object cannot keep it as plain data. */
function protoKeys(value: unknown): Issue[] {
  const weights = typeof value === 'object' && value !== null && Object.hasOwn(value, 'weights') ? (value as { weights: unknown }).weights : undefined;
  if (typeof weights !== 'object' || weights === null) return [];
  const issues: Issue[] = [];
  for (const ship of Object.keys(weights)) {
    if (ship === '__proto__') issues.push({ path: 'against.weights.__proto__', rule: 'schema', message: '"__proto__" is not a ship id' });
    const options = (weights as Record<string, unknown>)[ship];
    if (typeof options === 'object' && options !== null && Object.keys(options).includes('__proto__')) {
      issues.push({ path: `against.weights.${ship.slice(0, 100)}.__proto__`, rule: 'schema', message: '"__proto__" is not an option name' });
    }
  }
  return issues;
}

/** Checks an `against` value (from the CLI, the API or a batch item); issues are under `against`. */
export function parseAgainst(value: unknown): Result<Against> {
  const hostile = protoKeys(value);
  if (hostile.length > 0) return fail(hostile);
  const parsed = againstSpec.safeParse(value);
  if (!parsed.success) return fail(zodIssues(parsed.error, ['against']));
  if (parsed.data === 'all') return ok({ ships: null, weights: {} });
  return ok({ ships: parsed.data.ships ?? null, weights: parsed.data.weights ?? {}, ...(parsed.data.repositions === undefined ? {} : { repositions: parsed.data.repositions }) });
}

/** The ships an `against` names that are not enemy ships of the planned one. */
export function unknownEnemies(against: Against, enemies: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  against.ships?.forEach((ship, i) => {
    if (!enemies.includes(ship)) issues.push({ path: `against.ships[${i}]`, rule: 'schema', message: `${JSON.stringify(ship)} is not an enemy ship of the planned one; enemies: ${enemies.slice(0, 20).join(', ') || 'none'}` });
  });
  for (const ship of Object.keys(against.weights)) {
    if (!enemies.includes(ship)) issues.push({ path: `against.weights.${ship}`, rule: 'schema', message: `${JSON.stringify(ship.slice(0, 100))} is not an enemy ship of the planned one` });
  }
  return issues;
}

/**
 * `against` as the CLI and the query string give it: `"all"` or enemy ids separated by commas,
 * and the weights as JSON text (`{ "ship": { "option": weight } }`); `repositions: false` (CLI
 * `--no-repositions`, API `&repositions=0`) plays the enemies' maneuvers alone. The value for
 * `parseAgainst`.
 */
export function againstFromText(ships: string, weights?: string, repositions = true): Result<unknown> {
  const trimmed = ships.trim();
  const named = trimmed === 'all' || trimmed === '' ? null : trimmed.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const moves = repositions ? {} : { repositions: false };
  if (weights === undefined) return ok(named === null && repositions ? 'all' : { ...(named === null ? {} : { ships: named }), ...moves });
  if (weights.length > 65_536) return fail([{ path: 'against.weights', rule: 'limits.size', message: 'the weights are at most 64 KiB of JSON' }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(weights);
  } catch {
    return fail([{ path: 'against.weights', rule: 'schema', message: 'the weights are JSON: { "ship id": { "option": weight } }' }]);
  }
  return ok({ ...(named === null ? {} : { ships: named }), ...moves, weights: parsed });
}
