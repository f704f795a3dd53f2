/**
 * Effects on a squadron's move applied (`armada.effects.squadron-speed`,
 * `armada.effects.squadron-card-move`, catalog/squadron-effects.ts): the speed its own move uses,
 * or the distance a card's move allows, and whether it may move at all.
 *
 * Order, from the Armada Wiki clarifications: a move while engaged (Admiral Chiraneau) takes the
 * printed speed 2; Independence raises the speed to 4; then the +1s (Corrupter without a maximum,
 * then Vector and All Fighters, Follow Me! to a maximum of 5), so Independence with All Fighters
 * gives 5 and Chiraneau with Vector 3. The range ruler ends at distance 5. A card's move (Fighter
 * Coordination Team, Squall) is a distance, not a speed: only for an unengaged squadron, and no
 * speed change applies to it (RRG FAQ "Squadrons").
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { ArmadaRuleId } from './rules.ts';
import { DISTANCE_BANDS } from './catalog/distances.ts';
import type { SquadronEffectRecord } from './catalog/squadron-effects.ts';
import type { SquadronOnTable } from './world.ts';

export interface SquadronMoveRules {
  /** The speed of its own move (the catalog's, changed by effects); the catalog's for a cloak or card move. */
  readonly speed: number;
  /** How far its centre could move, in mm, were it free to move (0 in a plan when it cannot is the caller's). */
  readonly reach: number;
  readonly canMove: boolean;
  /** The rule that stops it moving, when it cannot. */
  readonly stoppedBy: ArmadaRuleId | null;
  /** It may not end engaged (Squall). */
  readonly unengagedAtEnd: ArmadaRuleId | null;
  /** Ids of the effects used. */
  readonly used: readonly string[];
  readonly trace: readonly TraceStep[];
}

const mm = (value: number) => value.toFixed(2);
const band = (distance: number) => (distance <= 0 ? 0 : DISTANCE_BANDS[Math.min(distance, DISTANCE_BANDS.length) - 1] ?? 0);

/**
 * The move `squadron` may make with `effects` in force, given whether engagement (read where it
 * starts) lets it move. Without effects: its catalog speed, or distance 1 for a cloak move.
 */
/** A speed reduction from an enemy piece at distance 1 (Ketsu Onyo), before other speed changes. */
export interface Slowed {
  readonly id: string;
  readonly name: string;
  readonly rule: ArmadaRuleId;
  readonly source: string;
  readonly by: number;
  readonly min: number;
}

export function squadronMoveRules(squadron: SquadronOnTable, printed: number, engaged: { readonly any: boolean; readonly canMove: boolean }, cloak: boolean, effects: readonly SquadronEffectRecord[], slowed: Slowed | null = null): SquadronMoveRules {
  const trace: TraceStep[] = [];
  const used: string[] = [];
  const card = effects.find((e) => e.primitive.kind === 'card-move');
  if (cloak || card !== undefined) {
    for (const e of effects) {
      if (e === card || e.primitive.kind === 'gain-keywords') continue;
      trace.push(step(e.rule, `${e.name} changes the speed of the squadron's own move; a ${cloak ? 'cloak' : 'card\'s'} move is a distance, so it does not apply (RRG FAQ "Squadrons").`));
    }
  }
  if (cloak) return { speed: printed, reach: band(1), canMove: engaged.canMove, stoppedBy: engaged.canMove ? null : 'armada.squadron.engaged', unengagedAtEnd: null, used, trace };
  if (card !== undefined && card.primitive.kind === 'card-move') {
    const distance = card.primitive.distance;
    const whileEngaged = card.primitive.engaged ?? 'refused';
    if (engaged.any && whileEngaged === 'allowed') {
      trace.push(step(card.rule, `${card.name}: ${squadron.id} may move up to distance ${distance} (${mm(band(distance))} mm) even though it is engaged (armada.effects.squadron-engaged-move).`));
      return { speed: printed, reach: band(distance), canMove: true, stoppedBy: null, unengagedAtEnd: null, used: [card.id], trace };
    }
    if (engaged.any && whileEngaged === 'rules') {
      trace.push(step(card.rule, `${card.name}: a move of up to distance ${distance} (${mm(band(distance))} mm); engaged, ${squadron.id} ${engaged.canMove ? 'may still move (armada.squadron.engaged)' : 'cannot move (armada.squadron.engaged)'}.`));
      return { speed: printed, reach: band(distance), canMove: engaged.canMove, stoppedBy: engaged.canMove ? null : 'armada.squadron.engaged', unengagedAtEnd: null, used: [card.id], trace };
    }
    if (engaged.any) {
      trace.push(step(card.rule, `${card.name} moves only unengaged squadrons; ${squadron.id} is engaged.`));
      return { speed: printed, reach: band(distance), canMove: false, stoppedBy: card.rule, unengagedAtEnd: null, used: [card.id], trace };
    }
    trace.push(step(card.rule, `${card.name}: ${squadron.id} is unengaged and may move up to distance ${distance} (${mm(band(distance))} mm)${card.primitive.unengagedAtEnd ? ', and may not end engaged' : ''}.`));
    return { speed: printed, reach: band(distance), canMove: true, stoppedBy: null, unengagedAtEnd: card.primitive.unengagedAtEnd ? card.rule : null, used: [card.id], trace };
  }
  let speed = printed;
  let canMove = engaged.canMove;
  const ignoring = effects.find((e) => e.primitive.kind === 'ignore-engagement');
  if (ignoring !== undefined) {
    if (!canMove) {
      canMove = true;
      used.push(ignoring.id);
      trace.push(step(ignoring.rule, `${ignoring.name}: engaged, ${squadron.id} is not prevented from moving; it moves at its speed${ignoring.cost !== undefined ? `; it ${ignoring.cost}` : ''} (armada.effects.squadron-engaged-move).`));
    } else {
      trace.push(step(ignoring.rule, `${ignoring.name} matters only while engagement stops the squadron; ${squadron.id} may move without it.`));
    }
  }
  const chiraneau = effects.find((e) => e.primitive.kind === 'engaged-move');
  if (chiraneau !== undefined && chiraneau.primitive.kind === 'engaged-move') {
    if (!canMove) {
      canMove = true;
      speed = chiraneau.primitive.speed;
      used.push(chiraneau.id);
      trace.push(step(chiraneau.rule, `${chiraneau.name}: engaged, ${squadron.id} may move anyway, with a printed speed of ${speed}.`));
    } else {
      trace.push(step(chiraneau.rule, `${chiraneau.name} is for an engaged squadron; ${squadron.id} may move without it.`));
    }
  }
  if (slowed !== null) {
    const next = speed > slowed.min ? Math.max(slowed.min, speed - slowed.by) : speed;
    trace.push(step(slowed.rule, `${slowed.name} (${slowed.source}) is at distance 1: speed ${speed} - ${slowed.by} = ${next} (never below ${slowed.min}), before other speed changes.`));
    if (next !== speed) used.push(slowed.id);
    speed = next;
  }
  for (const e of effects) {
    if (e.primitive.kind !== 'speed-raise-to') continue;
    if (speed < e.primitive.to) {
      trace.push(step(e.rule, `${e.name}: speed ${speed} raised to ${e.primitive.to} for this activation; it cannot attack this activation.`));
      speed = e.primitive.to;
      used.push(e.id);
    } else {
      trace.push(step(e.rule, `${e.name} raises the speed to ${e.primitive.to}; it is already ${speed}.`));
    }
  }
  // Uncapped raises first, then those with a maximum (so a maximum holds whenever one is printed).
  const plus = effects.filter((e) => e.primitive.kind === 'speed-plus');
  const ordered = [...plus.filter((e) => e.primitive.kind === 'speed-plus' && e.primitive.max === undefined), ...plus.filter((e) => e.primitive.kind === 'speed-plus' && e.primitive.max !== undefined)];
  for (const e of ordered) {
    if (e.primitive.kind !== 'speed-plus') continue;
    const { by, max, withKeyword, withoutKeyword } = e.primitive;
    if (withKeyword !== undefined && !squadron.keywords.includes(withKeyword)) {
      trace.push(step('armada.effects.condition', `${e.name} raises the speed of squadrons with ${withKeyword}; ${squadron.id} has none.`));
      continue;
    }
    if (withoutKeyword !== undefined && squadron.keywords.includes(withoutKeyword)) {
      trace.push(step('armada.effects.condition', `${e.name} raises the speed of squadrons without ${withoutKeyword}; ${squadron.id} has ${withoutKeyword}.`));
      continue;
    }
    const next = max === undefined ? speed + by : Math.max(speed, Math.min(speed + by, max));
    trace.push(step(e.rule, next === speed ? `${e.name}: speed ${speed} is already at its maximum of ${max}.` : `${e.name}: speed ${speed} + ${by} = ${next} for this activation.`));
    if (next !== speed) used.push(e.id);
    speed = next;
  }
  if (speed > DISTANCE_BANDS.length) trace.push(step('armada.effects.squadron-speed', `Speed ${speed}: the range ruler ends at distance ${DISTANCE_BANDS.length}, so it moves up to distance ${DISTANCE_BANDS.length}.`));
  if (effects.length > 0 && used.length > 0) trace.push(step('armada.effects.squadron-speed', `Its move uses speed ${speed} (catalog speed ${printed}).`));
  return { speed, reach: band(speed), canMove, stoppedBy: canMove ? null : 'armada.squadron.engaged', unengagedAtEnd: null, used, trace };
}
