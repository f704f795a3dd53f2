/**
 * Repositions: barrel roll, boost and decloak (xwing.move.not-maneuver, xwing.roll.small,
 * xwing.roll.large, xwing.roll.choice, xwing.boost, xwing.decloak). Moves never partially
 * execute: each candidate position is legal or not, checked on its own (ships, obstacles under
 * the template or the base, the play area).
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Pose, Shape } from '../geometry/shapes.ts';
import { normaliseHeading } from '../geometry/index.ts';
import { templateOf } from './catalog/templates.ts';
import { Prepared, fleesArea, obstacleContacts, shipsOverlapped } from './contacts.ts';
import { makeCourse, poseAt } from './course.ts';
import { isIonized } from './difficulty.ts';
import { poseText, roundPose } from './format.ts';
import type { Placement } from './maneuver.ts';
import type { ActionOutcome, ActionType, CandidateOutcome } from './outcome.ts';
import { stripAlong, templateShape } from './template-shape.ts';
import type { ShipState, World } from './world.ts';
import { baseRect } from './world.ts';
import type { XwingRuleId } from './rules.ts';

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
export function boostCandidate(ship: ShipState, direction: Direction, decloak: boolean): Candidate {
  const speed = decloak && ship.base.size === 'small' ? 2 : 1;
  const template = direction === 'forward' ? templateOf('straight', speed)! : templateOf('bank', 1)!;
  const course = makeCourse(ship.pose, ship.base.length, template, direction === 'left' ? -1 : direction === 'right' ? 1 : 0, false);
  return { pose: poseAt(course, 1), template: templateShape(course)! };
}

function evaluate(world: World, ship: ShipState, direction: Direction, placement: Placement, candidate: Candidate, blocked: readonly TraceStep[], ruleOfMove: XwingRuleId): CandidateOutcome {
  const base = new Prepared(baseRect(candidate.pose, ship.base));
  const ships = shipsOverlapped(world, ship.index, base);
  const contacts = obstacleContacts(world, ship, base, () => candidate.template, 1);
  const fled = fleesArea(world, base);
  const reasons: TraceStep[] = [...blocked];
  if (ships.length > 0) reasons.push(step(ruleOfMove, `the base would lie on ${ships.map((s) => s.id).join(', ')}`));
  for (const c of contacts) {
    reasons.push(step('xwing.move.not-maneuver', `the ${c.finalContact ? 'base' : 'template'} would lie on ${c.obstacle.type} ${c.obstacle.id}`));
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
}

/** Why the ship may not perform the action at all (xwing.stress.red, xwing.ion, xwing.decloak). */
function actionBlocked(ship: ShipState, type: ActionType): TraceStep[] {
  if (type === 'decloak') {
    return ship.cloaked ? [] : [step('xwing.decloak', `${ship.id} has no cloak token`)];
  }
  const out: TraceStep[] = [];
  if (ship.stress > 0) out.push(step('xwing.stress.red', `${ship.id} is stressed and cannot perform actions`));
  if (isIonized(ship)) out.push(step('xwing.ion', `${ship.id} is ionized and may only Focus`));
  return out;
}

/** Every candidate position of the declared move and direction, each checked on its own. */
export function actionCandidates(world: World, ship: ShipState, request: ActionRequest): CandidateOutcome[] {
  const decloak = request.type === 'decloak';
  const ruleOfMove = request.move === 'boost' ? 'xwing.boost' : 'xwing.roll.choice';
  const blocked = actionBlocked(ship, request.type);
  return request.move === 'boost'
    ? [evaluate(world, ship, request.direction, 'middle', boostCandidate(ship, request.direction, decloak), blocked, ruleOfMove)]
    : PLACEMENTS.map((p) => evaluate(world, ship, request.direction, p, rollCandidate(ship, request.direction === 'left' ? 'left' : 'right', p, decloak), blocked, ruleOfMove));
}

export function performAction(world: World, ship: ShipState, request: ActionRequest, known?: readonly CandidateOutcome[]): ActionOutcome {
  const decloak = request.type === 'decloak';
  const candidates = known ?? actionCandidates(world, ship, request);
  const trace: TraceStep[] = [];
  const what = decloak ? `decloak (${request.move})` : request.move;
  trace.push(step('xwing.move.not-maneuver', `${ship.id} declares a ${what} ${request.direction}: a move, not a maneuver; it succeeds or fails, never partially.`));
  if (decloak) trace.push(step('xwing.decloak', ship.base.size === 'small' ? 'A small ship decloaks with the straight-2 template.' : 'A medium or large ship decloaks with its normal straight-1 geometry.'));
  for (const c of candidates) {
    const label = request.move === 'boost' ? 'The boost position' : `The ${c.placement} position`;
    trace.push(
      c.legal
        ? step(request.move === 'boost' ? 'xwing.boost' : ship.base.size === 'small' ? 'xwing.roll.small' : 'xwing.roll.large', `${label} ${poseText(c.pose)} is legal.`)
        : step(c.reasons[0]!.rule, `${label} ${poseText(c.pose)} is illegal: ${c.reasons.map((r) => r.note).join('; ')}.`),
    );
  }
  let chosen: CandidateOutcome | undefined;
  const wanted = request.move === 'boost' ? 'middle' : (request.placement ?? 'middle');
  const exact = candidates.find((c) => c.placement === wanted);
  if (exact?.legal) chosen = exact;
  else if (request.placement === null && request.move === 'barrel-roll') {
    chosen = candidates.find((c) => c.legal);
    if (chosen !== undefined) trace.push(step('xwing.roll.choice', `The middle position is illegal and a legal one exists, so the ship must take one: ${chosen.placement}.`));
  }
  const performed = chosen !== undefined;
  if (!performed) {
    const legal = candidates.filter((c) => c.legal).map((c) => c.placement);
    const note =
      legal.length > 0
        ? `The declared ${wanted} position is illegal; the legal ones are ${legal.join(', ')}.`
        : `No position is legal: the ${what} fails and ${ship.id} stays where it is${decloak ? ' and keeps its cloak token' : ''}.`;
    trace.push(step(request.move === 'boost' ? 'xwing.boost' : decloak ? 'xwing.decloak' : 'xwing.roll.choice', note));
  } else if (decloak) {
    trace.push(step('xwing.decloak', `${ship.id} spends its cloak token.`));
  }
  const pose = chosen?.pose ?? ship.pose;
  return {
    game: 'xwing',
    ship: ship.id,
    executed: null,
    fully: performed,
    pose: roundPose(pose),
    overlappedShips: [],
    touching: null,
    bumpEffect: null,
    obstacles: [],
    fled: false,
    stress: ship.stress,
    rules: world.rules,
    kind: 'action',
    action: request.type,
    move: request.move,
    direction: request.direction,
    placement: chosen?.placement ?? wanted,
    performed,
    startPose: roundPose(ship.pose),
    candidates: [...candidates],
    cloaked: decloak ? !performed : ship.cloaked,
    trace,
  };
}
