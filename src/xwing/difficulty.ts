/**
 * Which maneuver is executed and the Check Difficulty step (xwing.difficulty, xwing.stress.red,
 * xwing.ion).
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import { ION_THRESHOLD } from './catalog/bases.ts';
import type { DialEntry } from './dial.ts';
import { bearingSide, parseDial } from './dial.ts';
import type { RuleSet, ShipState } from './world.ts';

export interface ExecutedChoice {
  readonly executed: DialEntry;
  readonly ionized: boolean;
  readonly forceSpent: number;
  readonly trace: readonly TraceStep[];
}

const dial = (code: string): DialEntry => parseDial(code)!;

export function isIonized(ship: ShipState): boolean {
  return ship.ion > 0 && ship.ion >= ION_THRESHOLD[ship.base.size];
}

/**
 * The maneuver a ship executes when it reveals `requested`. `redAllowedBy` names an effect that
 * lets the stressed ship execute it although it is red (xwing.stress.red-allowed).
 */
export function chooseExecuted(rules: RuleSet, ship: ShipState, requested: DialEntry, redAllowedBy: string | null = null): ExecutedChoice {
  if (isIonized(ship)) {
    if (rules === '2.0') {
      return {
        executed: dial('1FB'),
        ionized: true,
        forceSpent: 0,
        trace: [step('xwing.ion', `${ship.id} is ionized (${ship.ion} ion tokens): under 2.0 it executes a blue straight 1 (1FB) whatever the dial, may only Focus, then removes all ion tokens.`)],
      };
    }
    const side = bearingSide(requested.bearing);
    const code = side < 0 ? '1BB' : side > 0 ? '1NB' : '1FB';
    return {
      executed: dial(code),
      ionized: true,
      forceSpent: 0,
      trace: [step('xwing.ion', `${ship.id} is ionized (${ship.ion} ion tokens): under 2.5 it executes a blue speed-1 maneuver in the direction its dial shows (${requested.code} -> ${code}), may only Focus, then removes all ion tokens; it cannot keep locks.`)],
    };
  }
  if (requested.difficulty === 'red' && ship.stress > 0 && redAllowedBy !== null) {
    return { executed: requested, ionized: false, forceSpent: 0, trace: [step('xwing.stress.red-allowed', `${ship.id} is stressed (${ship.stress}) but ${redAllowedBy} lets it execute the red ${requested.code}.`)] };
  }
  if (requested.difficulty === 'red' && ship.stress > 0) {
    return {
      executed: dial('2FW'),
      ionized: false,
      forceSpent: 0,
      trace: [step('xwing.stress.red', `${ship.id} is stressed (${ship.stress}) and cannot execute the red ${requested.code}: it executes a white straight 2 (2FW) instead.`)],
    };
  }
  if (requested.difficulty === 'purple') {
    if (ship.force !== undefined && ship.force < 1) {
      return {
        executed: dial('2FW'),
        ionized: false,
        forceSpent: 0,
        trace: [step('xwing.stress.red', `${ship.id} has no Force charge for the purple ${requested.code}: it executes a white straight 2 (2FW) instead.`)],
      };
    }
    const assumed = ship.force === undefined ? ' (no "force" given: one charge assumed)' : '';
    return {
      executed: requested,
      ionized: false,
      forceSpent: 1,
      trace: [step('xwing.difficulty', `${ship.id} spends 1 Force charge to execute the purple ${requested.code}${assumed}.`)],
    };
  }
  return { executed: requested, ionized: false, forceSpent: 0, trace: [] };
}

export interface DifficultyResult {
  readonly stress: number;
  readonly strain: number;
  readonly step: TraceStep;
}

/** Check Difficulty (xwing.difficulty): red gains 1 stress, blue removes 1 stress (2.5: and 1 strain). */
export function checkDifficulty(rules: RuleSet, ship: ShipState, executed: DialEntry, partial: boolean): DifficultyResult {
  const also = partial ? ' (a partially executed maneuver keeps its difficulty, xwing.partial.executed)' : '';
  if (executed.difficulty === 'red') {
    return { stress: ship.stress + 1, strain: ship.strain, step: step('xwing.difficulty', `Check Difficulty: ${executed.code} is red, so ${ship.id} gains 1 stress (${ship.stress} -> ${ship.stress + 1})${also}.`) };
  }
  if (executed.difficulty === 'blue') {
    const stress = Math.max(0, ship.stress - 1);
    const strain = rules === '2.5' ? Math.max(0, ship.strain - 1) : ship.strain;
    const strainNote = rules === '2.5' && ship.strain > 0 ? ` and 1 strain (${ship.strain} -> ${strain})` : '';
    return { stress, strain, step: step('xwing.difficulty', `Check Difficulty: ${executed.code} is blue, so ${ship.id} removes 1 stress (${ship.stress} -> ${stress})${strainNote}${also}.`) };
  }
  return { stress: ship.stress, strain: ship.strain, step: step('xwing.difficulty', `Check Difficulty: ${executed.code} is ${executed.difficulty}, so ${ship.id}'s stress stays at ${ship.stress}${also}.`) };
}
