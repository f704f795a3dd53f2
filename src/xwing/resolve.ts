/** Resolves the scenario's maneuver or action (the engine's `resolve`). */
import type { Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import { prepareWorld } from './check.ts';
import { parseDial } from './dial.ts';
import { executeWithEffects } from './effect-execute.ts';
import { executeHugeManeuver } from './huge.ts';
import type { XwingOutcome } from './outcome.ts';
import { performAction } from './reposition.ts';
import type { ShipState, World } from './world.ts';
import type { FollowUp, ManeuverOutcome } from './outcome.ts';
import { step } from '../core/trace.ts';
import { effectNamed, hasEffects, shipEffects } from './dial-effects.ts';
import { followUpLabel, followUpRule, followUpsOf, pickFollowUp, stressAllowedBy } from './follow-ups.ts';
import type { TraceStep } from '../core/trace.ts';
import { grantOf } from './check.ts';
import { poseText } from './format.ts';

/** Prepares then resolves a checked scenario (tests and callers holding a scenario, not a world). */
export function resolveScenario(scenario: XwingScenario): Result<XwingOutcome> {
  const world = prepareWorld(scenario);
  return world.ok ? resolveWorld(world.value) : world;
}

export function resolveWorld(world: World): Result<XwingOutcome> {
  const { maneuver, action } = world.scenario;
  if (maneuver !== undefined) {
    const ship = world.ships.find((s) => s.id === maneuver.ship)!;
    if (ship.base.size === 'huge') return executeHugeManeuver(world, ship, parseDial(maneuver.dial)!, maneuver.placements ?? []);
    const extras = { ...(maneuver.sideslip === true ? { sideslip: true } : {}), ...(maneuver.dock === true ? { dock: true } : {}), ...(maneuver.deploy !== undefined ? { deploy: maneuver.deploy } : {}), ...(maneuver.emergency === true ? { emergency: true } : {}) };
    const outcome = executeWithEffects(world, ship, parseDial(maneuver.dial)!, maneuver.placement ?? 'middle', maneuver.use ?? [], undefined, undefined, extras);
    if (maneuver.followUp === undefined) return ok(outcome);
    return ok(withFollowUp(world, ship, outcome, maneuver.followUp));
  }
  if (action !== undefined) {
    const ship = world.ships.find((s) => s.id === action.ship)!;
    const move = action.type === 'decloak' || action.type === 'tractor' ? (action.move ?? 'barrel-roll') : action.type;
    const direction = action.direction ?? (move === 'boost' ? 'forward' : 'right');
    const effects = hasEffects(world) ? shipEffects(world, ship) : [];
    const granted = action.via === undefined ? null : grantOf(effects, action.via, move);
    const own = action.type === 'boost' || action.type === 'barrel-roll';
    // xwing.stress.actions-allowed: the card's "even while stressed", a plain move, or an effect such as Contraband Cybernetics.
    const exempt = !own || ship.stress === 0 ? null : granted !== null && (granted.whileStressed || !granted.action) ? granted.name : stressAllowedBy(effects, move, ship.stress);
    const cardFields = granted === null ? {} : { via: granted.name, difficulty: granted.action ? granted.difficulty : 'white' as const };
    const outcome = performAction(world, ship, { type: action.type, move, direction, placement: action.placement ?? null, ...(action.rotate ? { rotate: action.rotate } : {}), ...(action.bend ? { bend: action.bend } : {}), ...cardFields, ...(exempt !== null ? { stressExempt: exempt } : {}) });
    if (action.direction === undefined) {
      return ok({ ...outcome, trace: [{ rule: move === 'boost' ? 'xwing.boost' : 'xwing.roll.choice', note: `No direction given: ${direction} is assumed (plan lists every direction).` }, ...outcome.trace] });
    }
    return ok(outcome);
  }
  return fail([{ path: '', rule: 'schema', message: 'the scenario has no "maneuver" or "action" to resolve (use plan to list every option)' }]);
}

/** What a SLAM or a rotation does (xwing.move.slam, xwing.move.rotate), for the trace. */
function moveNote(s: FollowUp['steps'][number]): TraceStep[] {
  if (s.move === 'slam') return [step(followUpRule(s), `The SLAM executes ${s.dial ?? 'a maneuver'} from where the ship stands, at the speed of the maneuver it executed this round; then it gains a disarm token (not tracked).`)];
  if (s.move === 'rotate') return [step(followUpRule(s), `The ship turns ${s.rotation ?? 90} degrees clockwise about its centre; its square base covers the same square, so nothing new is overlapped.`)];
  return [];
}

type FollowUpAsked = NonNullable<NonNullable<World['scenario']['maneuver']>['followUp']>;

/** The maneuver's outcome with the follow-up it asked for (xwing.move.follow-up): where it ends and whether the rules allow it. */
function withFollowUp(world: World, ship: ShipState, outcome: ManeuverOutcome, asked: FollowUpAsked): ManeuverOutcome {
  const effects = hasEffects(world) ? shipEffects(world, ship) : [];
  const all = followUpsOf(world, ship, outcome, effects);
  const sameVia = (given: string, via: string): boolean => (given.toLowerCase() === 'action bar' ? via === 'action bar' : effectNamed(effects.filter((e) => e.name === via), given).length > 0);
  const picked = pickFollowUp(all, asked, sameVia);
  const wanted = asked.map((s) => `${s.move}${s.direction !== undefined ? ` ${s.direction}` : ''}${s.via !== undefined ? ` (${s.via})` : ''}`).join(', then ');
  const { trace, ...rest } = outcome;
  if (picked === null) {
    const why = outcome.fled ? `${ship.id} fled` : outcome.docked !== null ? `${ship.id} docked` : `neither its action bar nor its cards offer ${wanted} from there`;
    const refused = { steps: [], legal: false, pose: outcome.pose, stress: outcome.stressAfterObstacles, cloaked: ship.cloaked, reasons: [step('xwing.move.follow-up', `No follow-up ${wanted}: ${why}.`)] };
    return { ...rest, followUp: refused, trace: [...trace, ...refused.reasons] };
  }
  const notes = picked.legal
    ? [step('xwing.move.follow-up', `Then ${followUpLabel(picked.steps)}: ${ship.id} ends at ${poseText(picked.pose)} with ${picked.stress} stress${picked.cloaked && !ship.cloaked ? ' and a cloak token' : ''}.`), ...picked.steps.flatMap((s) => moveNote(s))]
    : [step('xwing.move.follow-up', `Then ${followUpLabel(picked.steps)} is not allowed:`), ...picked.reasons];
  return { ...rest, followUp: picked, trace: [...trace, ...notes] };
}
