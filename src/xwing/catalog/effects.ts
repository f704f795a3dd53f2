/**
 * Obstacle effects as data, one table per rule set (xwing.obstacle.effects.20,
 * xwing.obstacle.effects.25; xwing Q9: kept as data, not code). Sources: RR20 obstacles page;
 * RR25 via Baledin/FlyCasual#14 and the fandom Asteroid / Debris Cloud / Gas Cloud pages.
 */
import type { ObstacleType } from './obstacles.ts';

export interface ObstacleEffect {
  /** What happens, in plain words (the outcome's `effects`). */
  readonly effects: readonly string[];
  /** Whether the ship skips its Perform Action step after a maneuver through or onto it. */
  readonly skipsAction: boolean;
  /** Stress gained for certain (no die), after Check Difficulty. */
  readonly stress: number;
}

const e = (skipsAction: boolean, stress: number, ...effects: string[]): ObstacleEffect => ({ effects, skipsAction, stress });

/** 2.0 (xwing.obstacle.effects.20). */
export const EFFECTS_20: { readonly [T in ObstacleType]: ObstacleEffect } = {
  asteroid: e(true, 0, 'roll 1 attack die: hit = 1 damage, critical = 1 critical damage', 'skip Perform Action'),
  'debris-cloud': e(false, 1, 'gain 1 stress after Check Difficulty', 'roll 1 attack die: critical = 1 critical damage'),
  'gas-cloud': e(true, 0, 'roll 1 attack die: focus or hit = 1 strain (January 2020 revision)', 'skip Perform Action'),
  'electro-chaff-cloud': e(false, 0, 'break locks', 'gain 1 jam', 'roll 1 attack die: hit or critical = 1 stress'),
  'loose-cargo': e(false, 0, 'gain 1 strain', 'roll 1 attack die: hit or critical = 1 stress'),
  'spare-parts': e(false, 0, 'gain 1 strain', 'roll 1 attack die (full text not confirmed)'),
  blaze: e(true, 0, 'roll 1 attack die: hit or critical = 1 damage, focus = 1 stress', 'skip Perform Action'),
};

/** 2.5 (xwing.obstacle.effects.25): resolved after the move, once per obstacle. */
export const EFFECTS_25: { readonly [T in ObstacleType]: ObstacleEffect } = {
  asteroid: e(false, 0, 'suffer 1 hit damage', 'roll 1 attack die: hit or critical = 1 more hit damage'),
  'debris-cloud': e(false, 1, 'gain 1 stress', 'roll 1 attack die: hit = 1 damage, critical = 1 critical damage'),
  'gas-cloud': e(false, 0, 'break all locks it has and that are on it', 'gain 1 strain', 'roll 1 attack die: hit = 1 ion token, critical = 3 ion tokens'),
  'electro-chaff-cloud': e(false, 0, 'break locks', 'gain 1 jam', 'roll 1 attack die: hit or critical = 1 stress'),
  'loose-cargo': e(false, 0, 'gain 1 strain', 'roll 1 attack die: hit or critical = 1 stress'),
  'spare-parts': e(false, 0, 'gain 1 strain', 'roll 1 attack die (full text not confirmed)'),
  blaze: e(true, 0, 'roll 1 attack die: hit or critical = 1 damage, focus = 1 stress', 'skip Perform Action'),
};

/** 2.5: ending a maneuver overlapping one of these skips Perform Action (xwing.obstacle.effects.25). */
export const SKIP_ACTION_WHEN_OVERLAPPED_25: readonly ObstacleType[] = ['asteroid', 'debris-cloud', 'gas-cloud'];
