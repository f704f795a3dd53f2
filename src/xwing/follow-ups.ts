/**
 * Follow-up repositions (xwing.move.follow-up): from where a maneuver ended, the boosts, barrel
 * rolls and cloaks the ship may still make this round, each checked as a move of its own
 * (reposition.ts) with the rules that decide whether it may make it at all:
 *
 * - the Perform Action step (xwing.move.follow-up.bar): the moving actions on the ship type's action
 *   bar (catalog/action-bars.ts, or the scenario's `actions`) and those cards add (`action-bar`);
 *   none after a bump or an obstacle that skips the step, none while ionized, none while stressed
 *   unless an effect allows it (xwing.move.follow-up.skip, xwing.ion, xwing.move.red-action,
 *   xwing.stress.actions-allowed);
 * - card triggers (xwing.move.follow-up.trigger, `reposition`): after the maneuver (its speed,
 *   bearing, "fully executed"), after an action (after a non-moving action, or chained after a
 *   moving one), or later in the round (Engagement Phase, after attacking or defending, End
 *   Phase). A card's action is still possible after a 2.0 bump ("it can still perform actions
 *   granted from other game effects", 2.0 Rules Reference, Overlap) but not after a 2.5 enemy bump
 *   ("no further actions this activation");
 * - the same action never twice in a round (xwing.move.once); a red action gains 1 stress after it
 *   (xwing.move.red-action), so a red action after a red one needs "even while stressed".
 *
 * Moves before the maneuver (System Phase, before activating, after revealing the dial) are not
 * follow-ups: `plan` lists them with the ship's actions (`via`), `resolve` takes them as an action
 * with `via`.
 */
import type { TraceStep } from '../core/trace.ts';
import type { ManeuverFilter } from '../schema/xwing-effects.ts';
import { step } from '../core/trace.ts';
import type { Pose } from '../geometry/shapes.ts';
import type { XwingRuleId } from './rules.ts';
import { ACTION_BARS } from './catalog/action-bars.ts';
import type { ActiveEffect } from './dial-effects.ts';
import { adjustDifficulty, dialOf, forbiddenBy, matches, redAllowedBy } from './dial-effects.ts';
import { obstacleRulesOf } from './effect-execute.ts';
import { parseDial } from './dial.ts';
import { isIonized } from './difficulty.ts';
import { atPose } from './dock.ts';
import { roundPose } from './format.ts';
import type { Placement } from './maneuver.ts';
import type { Difficulty, FollowUp, FollowUpMove, FollowUpStep, FollowUpTiming, ManeuverOutcome } from './outcome.ts';
import type { Bend } from './bankroll.ts';
import type { Direction } from './reposition.ts';
import { actionCandidates } from './reposition.ts';
import { executeManeuver } from './execute.ts';
import type { ShipState, World } from './world.ts';
import { normaliseHeading } from '../geometry/index.ts';
import { mapped } from './packed.ts';

/** Triggers before the maneuver: not follow-ups (plan lists them with the actions, `via`). */
export const BEFORE_MANEUVER: readonly string[] = ['system-phase', 'before-activation', 'after-reveal'];

interface Offer {
  readonly via: string;
  readonly timing: FollowUpTiming;
  readonly move: FollowUpMove;
  readonly difficulty: Difficulty;
  readonly action: boolean;
  readonly whileStressed: boolean;
  readonly directions: readonly Direction[] | undefined;
  /** A rotation: the angles the card allows (90: left or right). */
  readonly rotations?: readonly (90 | 180)[] | undefined;
  /** Stress the card makes the ship gain for it. */
  readonly gainStress?: number | undefined;
}

const MOVE_WORDS: Readonly<Record<string, FollowUpMove>> = { boost: 'boost', 'barrel-roll': 'barrel-roll', 'barrel roll': 'barrel-roll', barrelroll: 'barrel-roll', cloak: 'cloak', slam: 'slam' };

/** The moving actions of the ship's action bar: the scenario's `actions` when given, else its type's (catalog/action-bars.ts). */
export function barOf(ship: ShipState): { readonly move: FollowUpMove; readonly difficulty: Difficulty }[] {
  if (ship.actions !== undefined) {
    return ship.actions.flatMap((raw) => {
      const text = raw.toLowerCase().trim();
      const difficulty: Difficulty = text.startsWith('red ') ? 'red' : text.startsWith('purple ') ? 'purple' : 'white';
      const move = MOVE_WORDS[text.replace(/^(red|purple|white) /, '')];
      return move === undefined ? [] : [{ move, difficulty }];
    });
  }
  const bar = ACTION_BARS[ship.type.xws] ?? '';
  return bar.split(' ').filter((a) => a !== '').flatMap((a) => {
    const [move, difficulty] = a.split(':') as [string, Difficulty];
    return move === 'boost' || move === 'barrel-roll' || move === 'cloak' || move === 'slam' ? [{ move, difficulty }] : [];
  });
}

const RANK: Readonly<Record<Difficulty, number>> = { white: 0, purple: 1, red: 2 };

/** The Perform Action step's moving actions: the bar and the cards' additions, the easiest printing of each move. */
export function barOffers(ship: ShipState, effects: readonly ActiveEffect[], revealed: string): Offer[] {
  const offers: Offer[] = barOf(ship).map((a) => ({ via: 'action bar', timing: 'perform-action', move: a.move, difficulty: a.difficulty, action: true, whileStressed: false, directions: undefined }));
  const entry = parseDial(revealed);
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'action-bar') continue;
    if (p.whileRevealed !== undefined && (entry === null || !matches(p.whileRevealed, entry))) continue;
    for (const a of p.actions) offers.push({ via: effect.name, timing: 'perform-action', move: a.move, difficulty: a.difficulty, action: true, whileStressed: false, directions: undefined });
  }
  const best = new Map<FollowUpMove, Offer>();
  for (const offer of offers) {
    const known = best.get(offer.move);
    if (known === undefined || RANK[offer.difficulty] < RANK[known.difficulty]) best.set(offer.move, offer);
  }
  return [...best.values()].filter((o) => forbiddenBy(effects, o.move) === null);
}

/** The effect that lets the stressed ship perform this action (xwing.stress.actions-allowed), or null. */
export function stressAllowedBy(effects: readonly ActiveEffect[], move: FollowUpMove | 'action', stress: number): string | null {
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'actions-while-stressed') continue;
    if (p.maxStress !== undefined && stress > p.maxStress) continue;
    if (p.moves !== undefined && (move === 'action' || !p.moves.includes(move))) continue;
    return effect.name;
  }
  return null;
}

/** Why the ship may not make this offer at all given its stress (xwing.move.red-action), or null. */
function stressReason(offer: { readonly action: boolean; readonly whileStressed: boolean; readonly move: FollowUpMove | 'action' }, effects: readonly ActiveEffect[], id: string, stress: number): TraceStep | null {
  if (!offer.action || stress === 0 || offer.whileStressed) return null;
  if (stressAllowedBy(effects, offer.move, stress) !== null) return null;
  return step('xwing.move.red-action', `${id} is stressed (${stress}) and cannot perform actions (no card lets it ${offer.move === 'action' ? 'act' : offer.move} while stressed)`);
}

const stressAfter = (stress: number, difficulty: Difficulty, action: boolean): number => stress + (action && difficulty === 'red' ? 1 : 0);

/** Every position of one offer from `ship`, each a follow-up (one illegal entry when the offer is refused as a whole). */
function offerPositions(world: World, ship: ShipState, offer: Offer, before: readonly FollowUpStep[], refused: readonly TraceStep[], effects: readonly ActiveEffect[], speed: number | null): FollowUp[] {
  const base = { via: offer.via, timing: offer.timing, difficulty: offer.difficulty, action: offer.action };
  const stress = refused.some((r) => r.rule === 'xwing.move.red-action') ? null : stressReason(offer, effects, ship.id, ship.stress);
  const reasons = stress === null ? refused : [...refused, stress];
  if (reasons.length > 0) {
    return [{ steps: [...before, { ...base, move: offer.move, direction: null, placement: null }], legal: false, pose: roundPose(ship.pose), stress: ship.stress, cloaked: ship.cloaked, reasons }];
  }
  const after = stressAfter(ship.stress, offer.difficulty, offer.action) + (offer.gainStress ?? 0);
  if (offer.move === 'rotate') return rotations(ship, offer, base, before, after);
  if (offer.move === 'slam') return slams(world, ship, offer, base, before, effects, speed);
  if (offer.move === 'cloak') {
    const cloakReasons = ship.cloaked ? [step('xwing.decloak.cloak', `${ship.id} already has a cloak token`)] : [];
    return [{ steps: [...before, { ...base, move: 'cloak', direction: null, placement: null }], legal: cloakReasons.length === 0, pose: roundPose(ship.pose), stress: cloakReasons.length === 0 ? after : ship.stress, cloaked: true, reasons: cloakReasons }];
  }
  const directions: readonly Direction[] = offer.directions ?? (offer.move === 'boost' ? ['left', 'forward', 'right'] : ['left', 'right']);
  const out: FollowUp[] = [];
  const turns: FollowUp[] = [];
  // A boost on the 1-turn template (a boost-template effect): left and right again, with the effect's difficulty.
  if (offer.move === 'boost' && offer.directions === undefined) {
    for (const effect of effects) {
      const p = effect.primitive;
      if (p.kind !== 'boost-template' || !offer.action) continue;
      if ((p.boosts === 'white' && offer.difficulty !== 'white') || (p.boosts === 'red' && offer.difficulty !== 'red')) continue;
      const difficulty = p.difficulty ?? offer.difficulty;
      const turned = stressAfter(ship.stress, difficulty, true);
      for (const direction of ['left', 'right'] as const) {
        const through = throughObstaclesBy(effects, 'boost');
        const c = actionCandidates(world, ship, { type: 'boost', move: 'boost', direction, placement: null, turn: true, ...(through !== null ? { throughObstacles: through } : {}) })[0]!;
        const why = c.reasons.filter((r) => r.rule !== 'xwing.stress.red' && r.rule !== 'xwing.ion');
        const legal = why.length === 0;
        turns.push({ steps: [...before, { ...base, difficulty, turnTemplate: effect.name, move: 'boost', direction, placement: null, ...obstaclesOf(c, through) }], legal, pose: legal ? c.pose : roundPose(ship.pose), stress: legal ? turned : ship.stress, cloaked: ship.cloaked, reasons: why });
      }
    }
  }
  // xwing.move.template-speed: a template one speed higher (Overdrive Thruster: a red one must; Fuel Injection Override: may).
  const fast = offer.action && (offer.move === 'boost' || offer.move === 'barrel-roll') ? fasterBy(effects, offer.move, offer.difficulty) : null;
  const faster: FollowUp[] = [];
  if (fast !== null && (offer.move === 'boost' || offer.move === 'barrel-roll')) {
    const difficulty = fast.treatAs ?? offer.difficulty;
    const stressed = stressAfter(ship.stress, difficulty, true);
    for (const direction of directions) {
      if (offer.move === 'barrel-roll' && direction === 'forward') continue;
      const step0 = { ...base, difficulty, fasterBy: fast.name, move: offer.move, direction };
      if (offer.move === 'barrel-roll' && ship.base.size !== 'small') {
        faster.push({ steps: [...before, { ...step0, placement: null }], legal: false, pose: roundPose(ship.pose), stress: ship.stress, cloaked: ship.cloaked, reasons: [step('xwing.move.template-speed', `a ${ship.base.size} ship's barrel roll with a speed-2 template is not modelled`)] });
        continue;
      }
      const through = throughObstaclesBy(effects, offer.move);
      for (const c of actionCandidates(world, ship, { type: offer.move, move: offer.move, direction, placement: null, faster: true, ...(through !== null ? { throughObstacles: through } : {}) })) {
        const why = c.reasons.filter((r) => r.rule !== 'xwing.stress.red' && r.rule !== 'xwing.ion');
        const legal = why.length === 0;
        faster.push({ steps: [...before, { ...step0, placement: offer.move === 'boost' ? null : c.placement, ...obstaclesOf(c, through) }], legal, pose: legal ? c.pose : roundPose(ship.pose), stress: legal ? stressed : ship.stress, cloaked: ship.cloaked, reasons: why });
      }
    }
    // "You must use a template of 1 speed higher, if able": the usual template only when no faster position is legal.
    if (fast.must && faster.some((f) => f.legal)) return [...faster, ...turns];
  }
  for (const direction of directions) {
    if (offer.move === 'barrel-roll' && direction === 'forward') continue;
    // Stress and ion are this module's to judge (the offer may be allowed while stressed): the geometry's own reasons only.
    const through = throughObstaclesBy(effects, offer.move);
    const candidates = actionCandidates(world, ship, { type: offer.move, move: offer.move, direction, placement: null, ...(through !== null ? { throughObstacles: through } : {}) });
    for (const c of candidates) {
      const why = c.reasons.filter((r) => r.rule !== 'xwing.stress.red' && r.rule !== 'xwing.ion');
      const legal = why.length === 0;
      out.push({
        steps: [...before, { ...base, move: offer.move, direction, placement: offer.move === 'boost' ? null : c.placement, ...(c.bend !== undefined ? { bend: c.bend } : {}), ...obstaclesOf(c, through) }],
        legal,
        pose: legal ? c.pose : roundPose(ship.pose),
        stress: legal ? after : ship.stress,
        cloaked: ship.cloaked,
        reasons: why,
      });
    }
  }
  return [...out, ...faster, ...turns];
}

/** The effect that makes this action use a template one speed higher (xwing.move.template-speed), or null. */
function fasterBy(effects: readonly ActiveEffect[], move: 'boost' | 'barrel-roll' | 'slam', difficulty: Difficulty): { readonly name: string; readonly must: boolean; readonly treatAs: 'red' | undefined } | null {
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'template-speed' || !p.moves.includes(move)) continue;
    if (p.difficulties !== undefined && !p.difficulties.includes(difficulty)) continue;
    return { name: effect.name, must: p.must, treatAs: p.treatAs };
  }
  return null;
}

/**
 * The card that lets this boost or barrel roll move through and end on obstacles (xwing.obstacle.reposition:
 * `through-obstacles`; `ignore-obstacles` with `overlapped`, "while you move, you ignore obstacles"), or null.
 */
export function throughObstaclesBy(effects: readonly ActiveEffect[], move: 'boost' | 'barrel-roll'): string | null {
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind === 'through-obstacles' && p.moves.includes(move)) return effect.name;
    if (p.kind === 'ignore-obstacles' && p.overlapped && p.movedThrough && p.types === undefined) return effect.name;
  }
  return null;
}

/** The obstacles a card let the move pass over or end on (listed on the step). */
function obstaclesOf(c: { readonly obstacles: readonly { readonly id: string }[] }, through: string | null): { obstacles?: readonly string[] } {
  return through !== null && c.obstacles.length > 0 ? { obstacles: c.obstacles.map((o) => o.id) } : {};
}

/**
 * Rotations in place (xwing.move.rotate): the ship turns about its centre, 90 degrees either way
 * and/or 180, as the card allows. A square base turned about its centre covers the same square, so
 * nothing new is overlapped and the rotation is always legal.
 */
function rotations(ship: ShipState, offer: Offer, base: Omit<FollowUpStep, 'move' | 'direction' | 'placement'>, before: readonly FollowUpStep[], stress: number): FollowUp[] {
  const angles = offer.rotations ?? [90, 180];
  const turns: (90 | 180 | 270)[] = [...(angles.includes(90) ? [270, 90] as const : []), ...(angles.includes(180) ? [180] as const : [])];
  return turns.map((rotation) => ({
    steps: [...before, { ...base, move: 'rotate', direction: rotation === 90 ? 'right' : rotation === 270 ? 'left' : null, placement: null, rotation }],
    legal: true,
    pose: roundPose({ ...ship.pose, heading: normaliseHeading(ship.pose.heading + rotation) }),
    stress,
    cloaked: ship.cloaked,
    reasons: [],
  }));
}

/**
 * SLAM (xwing.move.slam): the ship executes a maneuver from its dial of the same speed as the
 * maneuver it executed this round, from where it stands: a maneuver of its own, with bumps,
 * obstacles and the red maneuver's stress (a stressed ship executes no red one unless a card
 * allows it, xwing.stress.red-allowed); then it gains a disarm token (not tracked). A red SLAM
 * action gains 1 stress more. One entry per dial maneuver of that speed.
 */
function slams(world: World, ship: ShipState, offer: Offer, base: Omit<FollowUpStep, 'move' | 'direction' | 'placement'>, before: readonly FollowUpStep[], effects: readonly ActiveEffect[], speed: number | null): FollowUp[] {
  if (speed === null) return [];
  const out: FollowUp[] = [];
  const dial = dialOf(world, ship);
  // xwing.move.template-speed: a red SLAM with Overdrive Thruster one speed higher, if the dial has that speed.
  const fast = offer.action ? fasterBy(effects, 'slam', offer.difficulty) : null;
  const higher = fast !== null && fast.must && dial.some((c) => parseDial(c)?.speed === speed + 1);
  const at = higher ? speed + 1 : speed;
  for (const code of dial) {
    const entry = parseDial(code);
    if (entry === null || entry.speed !== at) continue;
    const step0 = { ...base, move: 'slam' as const, direction: null, placement: null, dial: code, ...(higher ? { fasterBy: fast!.name } : {}) };
    // The ship's difficulty and obstacle effects apply to the SLAM's maneuver as to any other.
    const adjusted = effects.length === 0 ? entry : adjustDifficulty(entry, effects, ship.stress, null).entry;
    if (adjusted.difficulty === 'red' && ship.stress > 0 && redAllowedBy(effects, adjusted, ship.stress) === null) {
      out.push({ steps: [...before, step0], legal: false, pose: roundPose(ship.pose), stress: ship.stress, cloaked: ship.cloaked, reasons: [step('xwing.stress.red', `${ship.id} is stressed (${ship.stress}) and cannot execute the red ${code} as its SLAM`)] });
      continue;
    }
    const obstacleRules = obstacleRulesOf(effects);
    const o = executeManeuver(world, ship, adjusted, 'middle', undefined, obstacleRules !== undefined ? { obstacleRules } : {});
    const stress = o.stressAfterObstacles + (offer.action && offer.difficulty === 'red' ? 1 : 0);
    out.push({ steps: [...before, step0], legal: true, pose: o.pose, stress, cloaked: ship.cloaked, reasons: [] });
  }
  return out;
}

function withShip(world: World, ship: ShipState): World {
  return { ...world, ships: mapped(world.ships, (s) => (s.index === ship.index ? ship : s)) };
}

interface TriggerOffer extends Offer {
  readonly fully: boolean;
  readonly partial: boolean;
  readonly match: ManeuverFilter | undefined;
  readonly after: readonly string[] | undefined;
}

function triggerOffers(effects: readonly ActiveEffect[], when: FollowUpTiming): TriggerOffer[] {
  const out: TriggerOffer[] = [];
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'reposition' || p.when !== when) continue;
    for (const move of p.moves) {
      out.push({ via: effect.name, timing: when, move, difficulty: p.difficulty, action: p.action, whileStressed: p.whileStressed, directions: p.directions, fully: p.fully, partial: p.partial, match: p.match, after: p.after, rotations: p.rotations, gainStress: p.gainStress });
    }
  }
  return out;
}

/** Whether the ship has anything a follow-up could come from (its bar's moves or a card's). */
export function mayFollowUp(ship: ShipState, effects: readonly ActiveEffect[]): boolean {
  return barOf(ship).length > 0 || effects.some((e) => e.primitive.kind === 'action-bar' || (e.primitive.kind === 'reposition' && !BEFORE_MANEUVER.includes(e.primitive.when)));
}

/**
 * Every follow-up of the maneuver `out` of `ship` (its effects `effects`), in this order: the
 * Perform Action step's moves, the after-maneuver triggers, the after-action triggers (after a
 * non-moving action, then chained after each legal moving action), the later triggers.
 */
export function followUpsOf(world: World, ship: ShipState, out: ManeuverOutcome, effects: readonly ActiveEffect[]): FollowUp[] {
  if (out.fled || out.docked !== null || out.deployed !== undefined || ship.base.size === 'huge') return [];
  const moved: ShipState = { ...atPose(ship, out.pose), stress: out.stressAfterObstacles, strain: out.strain };
  const w = withShip(world, moved);
  const id = ship.id;
  const ionized = out.ionized || isIonized(moved);
  const enemyBump = out.bumpEffect === 'enemy';

  // The Perform Action step (xwing.move.follow-up.bar, .skip).
  const skipped: TraceStep[] = [];
  if (out.skipsPerformAction) {
    const why = !out.fully ? (world.rules === '2.0' ? 'it partially executed its maneuver (2.0)' : `a ${out.bumpEffect ?? 'friendly'} bump (2.5)`) : `an obstacle (${out.obstacles.filter((o) => o.effects.includes('skip Perform Action')).map((o) => o.id).join(', ') || 'see the trace'})`;
    skipped.push(step('xwing.move.follow-up.skip', `${id} skips its Perform Action step after ${why}`));
  } else if (enemyBump) {
    skipped.push(step('xwing.move.follow-up.skip', `after a 2.5 enemy bump ${id} may only perform a red Focus or Calculate; no further actions this activation`));
  }
  if (ionized) skipped.push(step('xwing.ion', `${id} is ionized and may only perform the Focus action`));
  const results: FollowUp[] = [];
  const executed = parseDial(out.executed);
  // A SLAM executes a maneuver of the speed of the one executed this round (xwing.move.slam).
  const speed = executed === null ? null : executed.speed;
  // xwing.move.follow-up.partial: a card keeps (some of) the Perform Action step after a partial execution.
  const afterPartial = !out.fully && out.skipsPerformAction ? effects.find((e) => e.primitive.kind === 'actions-after-partial') : undefined;
  const partialRule = afterPartial?.primitive.kind === 'actions-after-partial' ? afterPartial.primitive : undefined;
  const barSkip: TraceStep[] = partialRule === undefined ? skipped : skipped.filter((r) => r.rule !== 'xwing.move.follow-up.skip');
  let bar = barOffers(moved, effects, out.requested);
  if (afterPartial !== undefined && partialRule !== undefined) {
    bar = bar
      .filter((o) => !partialRule.whiteOnly || o.difficulty === 'white')
      .map((o) => ({ ...o, via: afterPartial.name, difficulty: partialRule.treatAs ?? o.difficulty }));
  }
  const chainable: FollowUp[] = [];
  for (const offer of bar) {
    const found = offerPositions(w, moved, offer, [], barSkip, effects, speed);
    results.push(...found);
    chainable.push(...found.filter((f) => f.legal));
  }

  // After the maneuver (xwing.move.follow-up.trigger).
  for (const offer of triggerOffers(effects, 'after-maneuver')) {
    // A trigger that does not follow this maneuver (its speed, bearing, difficulty) is no option: not listed.
    if (offer.match !== undefined && (executed === null || !matches(offer.match, executed))) continue;
    // "After you partially execute a maneuver" (Suralinda Javos, Coaxium Hyperfuel): only after a bump.
    if (offer.partial && out.fully) continue;
    const refused: TraceStep[] = [];
    if (offer.fully && !out.fully) refused.push(step('xwing.move.follow-up.trigger', `${offer.via} needs a fully executed maneuver; ${id} partially executed ${out.executed}`));
    if (offer.action && enemyBump && !offer.partial) refused.push(step('xwing.move.follow-up.skip', `after a 2.5 enemy bump ${id} performs no further actions this activation`));
    if (offer.action && ionized) refused.push(step('xwing.ion', `${id} is ionized and may only perform the Focus action`));
    const found = offerPositions(w, moved, offer, [], refused, effects, speed);
    results.push(...found);
    if (offer.action) chainable.push(...found.filter((f) => f.legal));
  }

  // After an action (xwing.move.follow-up.trigger, xwing.move.once).
  const afterAction = triggerOffers(effects, 'after-action');
  if (afterAction.length > 0) {
    // After a non-moving action (focus, lock, ...) in the Perform Action step.
    const first: FollowUpStep = { via: 'action bar', timing: 'perform-action', move: 'action', direction: null, placement: null, difficulty: 'white', action: true };
    const gate = [...skipped, ...[stressReason({ action: true, whileStressed: false, move: 'action' }, effects, id, moved.stress)].filter((r) => r !== null)];
    for (const offer of afterAction) {
      if (offer.after !== undefined && !offer.after.includes('action')) continue;
      const refused = [...gate, ...(offer.action && ionized ? [step('xwing.ion', `${id} is ionized and may only perform the Focus action`)] : [])];
      results.push(...offerPositions(w, moved, offer, [first], refused, effects, speed));
    }
    // Chained after each legal moving action.
    for (const done of chainable) {
      const last = done.steps.at(-1)!;
      if (!last.action || last.move === 'action') continue;
      const there: ShipState = { ...atPose(moved, done.pose), stress: done.stress, cloaked: done.cloaked };
      const tw = withShip(world, there);
      for (const offer of afterAction) {
        if (offer.action && offer.move === last.move) continue; // xwing.move.once: not the same action twice in a round
        if (offer.after !== undefined && !offer.after.includes(last.move)) continue;
        if (offer.action && ionized) continue;
        results.push(...offerPositions(tw, there, offer, done.steps, [], effects, speed).filter((f) => f.legal || f.reasons.every((r) => r.rule === 'xwing.move.red-action')));
      }
    }
  }

  // Later in the round, from where the maneuver ended (the attack or defence itself does not move the ship).
  for (const when of ['engagement', 'after-attack', 'after-defend', 'end-phase', 'other'] as const) {
    for (const offer of triggerOffers(effects, when)) results.push(...offerPositions(w, moved, offer, [], [], effects, speed));
  }
  return results;
}

/** A follow-up a maneuver asks for (`maneuver.followUp`): each step's move, and optionally its source, direction, placement, curve. */
export interface FollowUpRequest {
  readonly move: FollowUpMove | 'action';
  readonly via?: string | undefined;
  readonly direction?: Direction | undefined;
  readonly placement?: Placement | undefined;
  readonly bend?: Bend | undefined;
  readonly turn?: boolean | undefined;
  /** A template one speed higher (xwing.move.template-speed): true asks for it, false for the usual one (default either). */
  readonly faster?: boolean | undefined;
  /** A SLAM: the dial maneuver (default: the first legal of that speed). */
  readonly dial?: string | undefined;
  /** A rotation: degrees clockwise (default: the first the card allows). */
  readonly rotation?: 90 | 180 | 270 | undefined;
}

/**
 * The follow-up among `all` that the requested steps name: same moves, and the source, direction,
 * placement and curve where given (a boost defaults to forward, a barrel roll to the middle position
 * when legal, else the first legal one, as xwing.roll.choice says). Null when none has those steps.
 */
export function pickFollowUp(all: readonly FollowUp[], wanted: readonly FollowUpRequest[], sameVia: (given: string, via: string) => boolean): FollowUp | null {
  const fits = all.filter((f) => f.steps.length === wanted.length && f.steps.every((s, i) => {
    const w = wanted[i]!;
    if (s.move !== w.move) return false;
    if (w.via !== undefined && !sameVia(w.via, s.via)) return false;
    if (s.direction !== null && s.move !== 'rotate' && s.direction !== (w.direction ?? (s.move === 'boost' ? 'forward' : 'right'))) return false;
    if (w.placement !== undefined && s.placement !== null && s.placement !== w.placement) return false;
    if (w.bend !== undefined && s.bend !== undefined && s.bend !== w.bend) return false;
    if ((s.turnTemplate !== undefined) !== (w.turn === true)) return false;
    if (w.faster !== undefined && (s.fasterBy !== undefined) !== w.faster) return false;
    if (w.dial !== undefined && s.dial !== undefined && s.dial.slice(0, 2) !== w.dial.slice(0, 2)) return false;
    if (w.rotation !== undefined && s.rotation !== undefined && s.rotation !== w.rotation) return false;
    return true;
  }));
  if (fits.length === 0) return null;
  const middle = fits.find((f) => f.legal && f.steps.every((s) => s.placement === null || s.placement === 'middle'));
  return middle ?? fits.find((f) => f.legal) ?? fits[0]!;
}

/** Plain words for a follow-up's steps (plan labels, traces). */
export function followUpLabel(steps: readonly FollowUpStep[]): string {
  return steps
    .map((s) => {
      if (s.move === 'action') return 'an action';
      const card = s.via === 'action bar' ? '' : ` (${s.via})`;
      if (s.move === 'slam') return `${s.difficulty === 'white' ? '' : `${s.difficulty} `}SLAM ${s.dial ?? ''}${card}`;
      if (s.move === 'rotate') return `rotate ${s.rotation === 180 ? '180' : `90 ${s.rotation === 270 ? 'left' : 'right'}`}${card}`;
      const where = [s.direction, s.bend, s.placement].filter((x) => x !== null && x !== undefined).join(' ');
      return `${s.difficulty === 'white' ? '' : `${s.difficulty} `}${s.move}${where === '' ? '' : ` ${where}`}${s.turnTemplate !== undefined ? ` on the 1-turn template (${s.turnTemplate})` : ''}${s.fasterBy !== undefined ? ` one speed higher (${s.fasterBy})` : ''}${s.obstacles !== undefined ? ` over ${s.obstacles.join(', ')}` : ''}${card}`;
    })
    .join(', then ');
}

/** The rule a follow-up step cites (traces). */
export function followUpRule(s: FollowUpStep): XwingRuleId {
  if (s.move === 'slam') return 'xwing.move.slam';
  if (s.move === 'rotate') return 'xwing.move.rotate';
  return s.timing === 'perform-action' ? 'xwing.move.follow-up.bar' : 'xwing.move.follow-up.trigger';
}
