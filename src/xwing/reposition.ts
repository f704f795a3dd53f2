/**
 * Repositions: barrel roll, boost, decloak and tractor moves (xwing.move.not-maneuver,
 * xwing.roll.small, xwing.roll.large, xwing.roll.choice, xwing.boost, xwing.decloak,
 * xwing.tractor). Moves never partially execute: each candidate position is legal or not, checked
 * on its own (ships, obstacles under the template or the base, the play area).
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Pose, Shape } from '../geometry/shapes.ts';
import { templateOf } from './catalog/templates.ts';
import { Prepared, fleesArea, obstacleContacts, shipsOverlapped } from './contacts.ts';
import { makeCourse, poseAt } from './course.ts';
import { isIonized } from './difficulty.ts';
import { poseText, roundPose } from './format.ts';
import type { Placement } from './maneuver.ts';
import { resolveObstacles } from './obstacle-effects.ts';
import type { ActionOutcome, ActionType, Building, CandidateOutcome, ObstacleHit } from './outcome.ts';
import { stripAlong, templateShape } from './template-shape.ts';
import type { ShipState, World } from './world.ts';
import { baseRect } from './world.ts';
import type { XwingRuleId } from './rules.ts';
import type { Bend } from './bankroll.ts';
import { BENDS, bankRollCandidate, mayRollStraight, usesBankRoll } from './bankroll.ts';
import { normaliseHeading } from '../geometry/index.ts';
import { mapped } from './packed.ts';

export type Direction = 'left' | 'right' | 'forward';

export const PLACEMENTS: readonly Placement[] = ['front', 'middle', 'back'];
const SHIFT: { readonly [P in Placement]: number } = { front: 1, middle: 0, back: -1 };

interface Candidate {
  readonly pose: Pose;
  readonly template: Shape;
}

/** Barrel roll positions (xwing.roll.small, xwing.roll.large; decloak: xwing.decloak). */
export function rollCandidate(ship: ShipState, side: 'left' | 'right', placement: Placement, decloak: boolean): Candidate {
  const { pose, base } = ship;
  const r = (pose.heading * Math.PI) / 180;
  const fx = Math.sin(r);
  const fy = Math.cos(r);
  const s = side === 'right' ? 1 : -1;
  const rx = s * Math.cos(r);
  const ry = s * -Math.sin(r);
  const sidePoint = { x: pose.x + (rx * base.width) / 2, y: pose.y + (ry * base.width) / 2 };
  const outward = normaliseHeading(pose.heading + s * 90);
  if (base.size === 'small') {
    // Narrow end against the side hashmark; the ship at the far end, +-10 mm (xwing.roll.small).
    const length = decloak ? 80 : 40;
    const sideways = base.width + length;
    const forward = 10 * SHIFT[placement];
    return {
      pose: { x: pose.x + rx * sideways + fx * forward, y: pose.y + ry * sideways + fy * forward, heading: normaliseHeading(pose.heading) },
      template: stripAlong(sidePoint, outward, length),
    };
  }
  // Long edge against the side: centre moves base + 20 sideways and +-20 forward (xwing.roll.large).
  const sideways = base.width + 20;
  const forward = 20 * SHIFT[placement];
  const mid = { x: sidePoint.x + rx * 10, y: sidePoint.y + ry * 10 };
  return {
    pose: { x: pose.x + rx * sideways + fx * forward, y: pose.y + ry * sideways + fy * forward, heading: normaliseHeading(pose.heading) },
    template: stripAlong({ x: mid.x - fx * 20, y: mid.y - fy * 20 }, pose.heading, 40),
  };
}

/** Boost positions (xwing.boost): 1-bank left, 1-straight, 1-bank right at the front guides; decloak: straight 2 for small ships. */
export function boostCandidate(ship: ShipState, direction: Direction, decloak: boolean, turn = false, faster = false): Candidate {
  const speed = faster || (decloak && ship.base.size === 'small') ? 2 : 1;
  // A card may let the boost use the 1-turn template instead (Daredevil, Kare Kun: xwing.move.follow-up.trigger),
  // or a template one speed higher (Overdrive Thruster: xwing.move.template-speed).
  const template = direction === 'forward' ? templateOf('straight', speed)! : templateOf(turn ? 'turn' : 'bank', faster ? 2 : 1)!;
  const course = makeCourse(ship.pose, ship.base.length, template, direction === 'left' ? -1 : direction === 'right' ? 1 : 0, false);
  return { pose: poseAt(course, 1), template: templateShape(course)! };
}

/** Tractor tokens that make a ship tractored, by base size (xwing.tractor). */
export const TRACTOR_TOKENS: { readonly [S in ShipState['base']['size']]: number } = { small: 1, medium: 2, large: 3, huge: 6 };

/** A tractor move may end on or pass over obstacles under the 2.0 rules, not under 2.5 (xwing.tractor.obstacles). */
function obstaclesAllowed(world: World, type: ActionType): boolean {
  return type === 'tractor' && world.rules === '2.0';
}

function evaluate(world: World, ship: ShipState, direction: Direction, placement: Placement, candidate: Candidate, blocked: readonly TraceStep[], ruleOfMove: XwingRuleId, type: ActionType, throughObstacles?: string): CandidateOutcome {
  const base = new Prepared(baseRect(candidate.pose, ship.base));
  const ships = shipsOverlapped(world, ship.index, base);
  const contacts = obstacleContacts(world, ship, base, () => candidate.template, 1);
  const fled = fleesArea(world, base);
  const reasons: TraceStep[] = [...blocked];
  if (ships.length > 0) reasons.push(step(ruleOfMove, `the base would lie on ${ships.map((s) => s.id).join(', ')}`));
  // xwing.obstacle.reposition: a card (Q7 Astromech, Collision Detector) lets the move pass over and end on obstacles.
  if (!obstaclesAllowed(world, type) && throughObstacles === undefined) {
    for (const c of contacts) {
      reasons.push(step(type === 'tractor' ? 'xwing.tractor.obstacles' : 'xwing.move.not-maneuver', `the ${c.finalContact ? 'base' : 'template'} would lie on ${c.obstacle.type} ${c.obstacle.id}`));
    }
  }
  if (fled) reasons.push(step('xwing.flee', 'part of the base would be outside the play area'));
  return {
    direction,
    placement,
    legal: reasons.length === 0,
    pose: roundPose(candidate.pose),
    overlappedShips: ships.map((s) => s.id),
    obstacles: contacts.map((c) => ({ id: c.obstacle.id, type: c.obstacle.type, how: c.finalContact ? 'overlapped' : 'moved-through' })),
    fled,
    reasons,
  };
}

export interface ActionRequest {
  readonly type: ActionType;
  readonly move: 'barrel-roll' | 'boost';
  readonly direction: Direction;
  /** Null: the player takes the middle if legal, else the first legal position. */
  readonly placement: Placement | null;
  /** Tractor (2.0 since the 2020 Rules Reference update, and 2.5): the owner's rotation after the move (xwing.tractor.rotate). */
  readonly rotate?: 'left' | 'right';
  /** Bank-template barrel roll (xwing.bankroll): which way the template curves; undefined lets the player take the first legal. */
  readonly bend?: Bend;
  /** The card that grants this move (xwing.move.follow-up.trigger), when it is not the ship's own action. */
  readonly via?: string;
  /** The effect that lets the stressed ship make it ("even while stressed", xwing.stress.actions-allowed). */
  readonly stressExempt?: string;
  /** The action's difficulty: red gains 1 stress after it (xwing.move.red-action). */
  readonly difficulty?: 'white' | 'red' | 'purple';
  /** A boost with the 1-turn template instead of the 1-bank (a card allows it). */
  readonly turn?: boolean;
  /** The card that lets it move through and end on obstacles (xwing.obstacle.reposition). */
  readonly throughObstacles?: string;
  /** A template one speed higher (xwing.move.template-speed); a barrel roll of a small ship only. */
  readonly faster?: boolean;
}

/** A barrel roll position: the straight template, or the bank template for a ship with Microthrusters (xwing.bankroll). */
export function barrelRollCandidate(ship: ShipState, side: 'left' | 'right', placement: Placement, decloak: boolean, bend: Bend | undefined): Candidate {
  return bend !== undefined && !decloak ? bankRollCandidate(ship, side, bend, placement) : rollCandidate(ship, side, placement, decloak);
}

/** Why the ship may not make the move at all (xwing.stress.red, xwing.ion, xwing.decloak, xwing.tractor). */
function actionBlocked(ship: ShipState, type: ActionType, move: 'barrel-roll' | 'boost', direction: Direction, stressExempt?: string): TraceStep[] {
  if (type === 'decloak') {
    return ship.cloaked ? [] : [step('xwing.decloak', `${ship.id} has no cloak token`)];
  }
  if (type === 'tractor') {
    // Not the ship's own action: stress and ion do not matter; the tokens and the template do.
    const out: TraceStep[] = [];
    const needed = TRACTOR_TOKENS[ship.base.size];
    if (ship.base.size === 'huge') out.push(step('xwing.tractor', `${ship.id} is a huge ship: tractored at ${needed} tokens but never moved by them`));
    else if (ship.tractor < needed) out.push(step('xwing.tractor', `${ship.id} has ${ship.tractor} tractor token${ship.tractor === 1 ? '' : 's'}; a ${ship.base.size} ship is tractored at ${needed}`));
    if (move === 'boost' && direction !== 'forward') out.push(step('xwing.tractor', 'a tractor boost uses the straight 1 template only: direction "forward"'));
    return out;
  }
  const out: TraceStep[] = [];
  if (ship.stress > 0 && stressExempt === undefined) out.push(step('xwing.stress.red', `${ship.id} is stressed and cannot perform actions`));
  if (isIonized(ship)) out.push(step('xwing.ion', `${ship.id} is ionized and may only Focus`));
  return out;
}

/** Every candidate position of the declared move and direction, each checked on its own. */
export function actionCandidates(world: World, ship: ShipState, request: ActionRequest): CandidateOutcome[] {
  const decloak = request.type === 'decloak';
  const ruleOfMove = request.move === 'boost' ? 'xwing.boost' : 'xwing.roll.choice';
  const blocked = actionBlocked(ship, request.type, request.move, request.direction, request.stressExempt);
  const through = request.throughObstacles;
  if (request.move === 'boost') return [evaluate(world, ship, request.direction, 'middle', boostCandidate(ship, request.direction, decloak, request.turn === true, request.faster === true), blocked, ruleOfMove, request.type, through)];
  const side = request.direction === 'left' ? 'left' : 'right';
  if (!decloak && usesBankRoll(ship)) {
    // xwing.bankroll: Microthrusters, also when an opponent makes the ship barrel roll (tractor).
    const bends = request.bend === undefined ? BENDS : [request.bend];
    const banked = bends.flatMap((bend) => mapped(PLACEMENTS, (p) => ({ ...evaluate(world, ship, request.direction, p, bankRollCandidate(ship, side, bend, p), blocked, ruleOfMove, request.type, through), bend })));
    // A card that lets the player choose (Adaptative Microthrusters): the straight positions too, first.
    if (request.bend === undefined && mayRollStraight(ship)) return [...mapped(PLACEMENTS, (p) => evaluate(world, ship, request.direction, p, rollCandidate(ship, side, p, decloak), blocked, ruleOfMove, request.type, through)), ...banked];
    return banked;
  }
  return mapped(PLACEMENTS, (p) => evaluate(world, ship, request.direction, p, rollCandidate(ship, side, p, decloak || request.faster === true), blocked, ruleOfMove, request.type, through));
}

/** The obstacles a legal tractor move ends on or passes over (2.0), with their effects: the usual dice, no action skip (xwing.tractor.obstacles). */
function tractorObstacles(world: World, ship: ShipState, request: ActionRequest, chosen: CandidateOutcome, trace: TraceStep[]): ObstacleHit[] {
  if (!obstaclesAllowed(world, request.type) || chosen.obstacles.length === 0) return [];
  const candidate = request.move === 'boost' ? boostCandidate(ship, request.direction, false) : barrelRollCandidate(ship, request.direction === 'left' ? 'left' : 'right', chosen.placement, false, chosen.bend);
  const contacts = obstacleContacts(world, ship, new Prepared(baseRect(candidate.pose, ship.base)), () => candidate.template, 1);
  const resolved = resolveObstacles(world.rules, ship.id, contacts, false);
  trace.push(step('xwing.tractor.obstacles', 'Under the 2.0 rules a tractor move may end on or pass over obstacles: their dice are rolled as usual, and no action is skipped.'));
  trace.push(...resolved.trace);
  return resolved.hits.map((hit) => ({ ...hit, effects: hit.effects.filter((e) => e !== 'skip Perform Action') }));
}

/** The trace note of each candidate position: its rule id and text. */
export interface CandidateNotes {
  readonly ship: ShipState;
  readonly move: ActionRequest['move'];
  readonly rules: readonly TraceStep['rule'][];
  readonly texts: readonly string[];
}

/**
 * Where a caller that performs the same move from the same candidates several times (a plan: once
 * per placement) keeps their notes, so each candidate's text is written once; every trace still
 * gets its own steps, only strings are shared.
 */
export interface NotesHolder {
  notes: CandidateNotes | null;
}

/** The trace step listing one candidate position: legal, or illegal and why. */
function candidateStep(ship: ShipState, move: ActionRequest['move'], bankRoll: boolean, c: CandidateOutcome): TraceStep {
  const label = move === 'boost' ? 'The boost position' : `The ${c.bend !== undefined ? `${c.bend}-curving ${c.placement}` : c.placement} position`;
  return c.legal
    ? step(move === 'boost' ? 'xwing.boost' : bankRoll ? 'xwing.bankroll' : ship.base.size === 'small' ? 'xwing.roll.small' : 'xwing.roll.large', `${label} ${poseText(c.pose)} is legal.`)
    : step(c.reasons[0]!.rule, `${label} ${poseText(c.pose)} is illegal: ${c.reasons.map((r) => r.note).join('; ')}.`);
}

function candidateNotes(ship: ShipState, move: ActionRequest['move'], bankRoll: boolean, candidates: readonly CandidateOutcome[], holder: NotesHolder): CandidateNotes {
  const known = holder.notes;
  if (known !== null && known.ship === ship && known.move === move) return known;
  const rules: TraceStep['rule'][] = [];
  const texts: string[] = [];
  for (const c of candidates) {
    const s = candidateStep(ship, move, bankRoll, c);
    rules.push(s.rule);
    texts.push(s.note);
  }
  const notes = { ship, move, rules, texts };
  holder.notes = notes;
  return notes;
}

/**
 * `known`: the candidates already found for this move (`actionCandidates`); `holder`: where the
 * notes of those candidates are kept between calls with the same `known` (the caller's, one per list).
 */
export function performAction(world: World, ship: ShipState, request: ActionRequest, known?: readonly CandidateOutcome[], holder?: NotesHolder): ActionOutcome {
  const decloak = request.type === 'decloak';
  const candidates = known ?? actionCandidates(world, ship, request);
  const trace: TraceStep[] = [];
  const what = decloak ? `decloak (${request.move})` : request.move;
  const tractor = request.type === 'tractor';
  if (tractor) {
    trace.push(step('xwing.tractor', `${ship.id} is tractored (${ship.tractor} token${ship.tractor === 1 ? '' : 's'}, ${TRACTOR_TOKENS[ship.base.size]} for a ${ship.base.size} ship): the player who tractored it makes it ${request.move === 'boost' ? 'boost straight 1' : `barrel roll ${request.direction}`}.`));
  }
  trace.push(step('xwing.move.not-maneuver', `${ship.id} ${tractor ? 'is made to' : 'declares a'} ${what} ${request.direction}: a move, not a maneuver; it succeeds or fails, never partially.`));
  if (decloak) trace.push(step('xwing.decloak', ship.base.size === 'small' ? 'A small ship decloaks with the straight-2 template.' : 'A medium or large ship decloaks with its normal straight-1 geometry.'));
  const bankRoll = candidates.some((c) => c.bend !== undefined);
  if (bankRoll) trace.push(step('xwing.bankroll', `${ship.bankRoll === undefined ? 'Microthrusters' : 'A card'}: ${ship.id} (${ship.type.name}) ${mayRollStraight(ship) ? 'may' : 'must'} barrel roll with the bank 1 template instead of the straight template${tractor ? ', also when tractored' : ''}; it curves forward or backward and the ship turns 45 degrees.`));
  if (known !== undefined && holder !== undefined) {
    const notes = candidateNotes(ship, request.move, bankRoll, candidates, holder);
    for (let i = 0; i < candidates.length; i++) trace.push(step(notes.rules[i]!, notes.texts[i]!));
  } else {
    // Performed once from these candidates (resolve, follow-ups): the notes are written straight into the trace.
    for (const c of candidates) trace.push(candidateStep(ship, request.move, bankRoll, c));
  }
  let chosen: CandidateOutcome | undefined;
  const wanted = request.move === 'boost' ? 'middle' : (request.placement ?? 'middle');
  // xwing.bankroll: the curve is declared with the direction, before the position is chosen (Sandrem/FlyCasual#1316).
  // A card that lets the player choose (Adaptative Microthrusters): no curve given is the straight template.
  const straightToo = mayRollStraight(ship);
  const bend = bankRoll ? (request.bend ?? (straightToo ? undefined : 'forward')) : undefined;
  if (bankRoll && request.bend === undefined && !straightToo) trace.push(step('xwing.bankroll', 'No curve given: forward is assumed (the curve is declared with the direction; plan lists both).'));
  const declared = (c: CandidateOutcome): boolean => (straightToo ? c.bend === bend : bend === undefined || c.bend === bend);
  const exact = candidates.find((c) => c.placement === wanted && declared(c));
  if (exact?.legal) chosen = exact;
  else if (request.placement === null && request.move === 'barrel-roll') {
    chosen = candidates.find((c) => c.legal && declared(c));
    if (chosen !== undefined) trace.push(step('xwing.roll.choice', `The middle position is illegal and a legal one exists, so the ship must take one: ${chosen.placement}.`));
  }
  const performed = chosen !== undefined;
  if (!performed) {
    const legal = candidates.filter((c) => c.legal && declared(c)).map((c) => c.placement);
    const note =
      legal.length > 0
        ? `The declared ${wanted} position is illegal; the legal ones are ${legal.join(', ')}.`
        : `No position is legal: the ${what} fails and ${ship.id} stays where it is${decloak ? ' and keeps its cloak token' : ''}.`;
    trace.push(step(request.move === 'boost' ? 'xwing.boost' : decloak ? 'xwing.decloak' : 'xwing.roll.choice', note));
  } else if (decloak) {
    trace.push(step('xwing.decloak', `${ship.id} spends its cloak token.`));
  }
  const obstacles = chosen !== undefined && tractor ? tractorObstacles(world, ship, request, chosen, trace) : [];
  let pose = chosen?.pose ?? ship.pose;
  let stress = ship.stress;
  if (request.via !== undefined) trace.unshift(step('xwing.move.follow-up.trigger', `${request.via} grants this ${request.difficulty ?? 'white'} ${request.move}.`));
  if (request.stressExempt !== undefined && ship.stress > 0) trace.push(step('xwing.stress.actions-allowed', `${request.stressExempt} lets ${ship.id} make it although it is stressed (${ship.stress}).`));
  if (performed && request.difficulty === 'red' && !tractor && !decloak) {
    stress += 1;
    trace.push(step('xwing.move.red-action', `A red action: ${ship.id} gains 1 stress (${stress}).`));
  }
  let rotated: 'left' | 'right' | null = null;
  if (tractor && request.rotate !== undefined) {
    // 2.0 too: the 2020 Rules Reference update added the rotation to the 2.0 Tractor rules (FlyCasual plays it under 2.0).
    if (!performed) {
      trace.push(step('xwing.tractor.rotate', 'The ship was not moved, so its owner cannot rotate it.'));
    } else {
      rotated = request.rotate;
      pose = { ...pose, heading: normaliseHeading(pose.heading + (rotated === 'right' ? 90 : -90)) };
      stress += 1;
      trace.push(step('xwing.tractor.rotate', `An opponent moved ${ship.id}: its owner rotates it 90 degrees to the ${rotated} and gains 1 stress (${stress}).`));
    }
  }
  const outcome: Building<ActionOutcome> = {
    game: 'xwing',
    ship: ship.id,
    executed: null,
    fully: performed,
    pose: roundPose(pose),
    overlappedShips: [],
    touching: null,
    bumpEffect: null,
    obstacles,
    fled: false,
    stress,
    rules: world.rules,
    kind: 'action',
    action: request.type,
    move: request.move,
    direction: request.direction,
    placement: chosen?.placement ?? wanted,
  };
  if (bend !== undefined) outcome.bend = bend;
  outcome.performed = performed;
  outcome.startPose = roundPose(ship.pose);
  outcome.candidates = [...candidates];
  outcome.cloaked = decloak ? !performed : ship.cloaked;
  if (tractor) outcome.rotated = rotated;
  if (request.via !== undefined) outcome.via = request.via;
  outcome.trace = trace;
  return outcome as ActionOutcome;
}
