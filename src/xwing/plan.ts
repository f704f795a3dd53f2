/** Every option of one ship (D1, D2, D4, D5): each dial maneuver (each Tallon placement) and each reposition candidate, with its full outcome. */
import type { Result } from '../core/issue.ts';
import type { ThreatSummary } from '../core/measure.ts';
import { rankThreats, shipsIn } from '../core/measure.ts';
import type { Threats } from './measure.ts';
import { releasableThreats } from './measure.ts';
import { fail, ok } from '../core/issue.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import type { EffectUse } from '../schema/xwing-effects.ts';
import type { Pose } from '../geometry/shapes.ts';
import { parseDial } from './dial.ts';
import { forbiddenBy } from './dial-effects.ts';
import { executeWithEffects, maneuverOptions, planContext, useLabel } from './effect-execute.ts';
import { executeManeuver } from './execute.ts';
import { executeHugeManeuver, hugeSupported } from './huge.ts';
import type { BackUpSearch } from './partial.ts';
import { sharedSearch } from './partial.ts';
import type { ManeuverOutcome, XwingPlan, PlanAction, PlanManeuver } from './outcome.ts';
import { slipOf } from './sideslip.ts';
import { carrierTitleFor } from './dock.ts';
import type { ActionRequest, NotesHolder } from './reposition.ts';
import { PLACEMENTS, TRACTOR_TOKENS, actionCandidates, performAction } from './reposition.ts';
import type { ShipState, World } from './world.ts';
import { BEFORE_MANEUVER, followUpLabel, followUpsOf, mayFollowUp, stressAllowedBy } from './follow-ups.ts';
import { prepareWorld } from './check.ts';
import { spendXwing, XWING_PLAN_WORK_UNITS, xwingPlanBudget } from './plan-budget.ts';

/** The ship a plan is for: the maneuver's, else the action's, else the first ship. */
export function planShipId(scenario: XwingScenario): string | undefined {
  return scenario.maneuver?.ship ?? scenario.action?.ship ?? scenario.ships[0]?.id;
}

/** Which parts of a plan to compute, and the follow-ups (xwing.move.follow-up). Planning against the opponent asks for the maneuvers alone, without exposure. */
export interface XwingPlanOptions {
  /** List under each maneuver the repositions its action bar and cards allow from where it ended (xwing.move.follow-up). */
  readonly followUps?: boolean;
  /** Exposure and targets of each option (default true). */
  readonly exposure?: boolean;
  /** The ship's own repositions (default true). */
  readonly actions?: boolean;
}

/** `search` replaces the exact partial-execution search (benchmarks compare a sampled baseline). */
export function planShip(world: World, ship: ShipState, search?: BackUpSearch, options: XwingPlanOptions = {}): XwingPlan {
  const exposed = options.exposure !== false;
  const scorer = exposed ? releasableThreats(world, ship) : null;
  try {
    return planWith(world, ship, search, options, scorer === null ? null : scorer.at);
  } finally {
    // The scorer's buffers serve the next plan; nothing here keeps the scorer.
    scorer?.release();
  }
}

function planWith(world: World, ship: ShipState, search: BackUpSearch | undefined, options: XwingPlanOptions, threats: ((pose: Pose) => Threats) | null): XwingPlan {
  const maneuvers: PlanManeuver[] = [];
  const shared = sharedSearch(search);
  const summaries: ThreatSummary[] = [];
  // `fresh`: the outcome was made for this option alone, so the threats are added to it in place.
  const scored = <O extends { readonly pose: Pose }>(outcome: O, option: string, label: string, ranked = true, fresh = true): O & Threats => {
    // Without exposure (planning against the opponent reads only the poses), no threats are measured.
    if (threats === null) return fresh ? withThreats(outcome, [], []) : { ...outcome, exposure: [], targets: [] };
    const { exposure, targets } = threats(outcome.pose);
    if (ranked) summaries.push({ option, label, exposedTo: shipsIn(exposure), targets: shipsIn(targets) });
    return fresh ? withThreats(outcome, exposure, targets) : { ...outcome, exposure, targets };
  };
  // xwing.maneuver.deploy: a docked ship (the scenario's maneuver deploys it) has only its deploys, from each guides its carrier allows.
  const deploying = world.scenario.maneuver?.ship === ship.id ? world.scenario.maneuver.deploy : undefined;
  const carrier = world.ships.find((s) => s.id === ship.docksWith && s.index !== ship.index);
  const title = carrier === undefined ? undefined : carrierTitleFor(ship.type.xws, carrier.type.xws, ship.base.size);
  if (deploying !== undefined && title !== undefined) {
    for (const guides of title.deploy) {
      for (const code of ship.type.dial) {
        const entry = parseDial(code);
        if (entry === null || entry.bearing === 'stationary' || entry.bearing.startsWith('reverse')) continue;
        const outcome = executeManeuver(world, ship, entry, 'middle', undefined, { deploy: guides, ...(world.scenario.maneuver?.emergency === true ? { emergency: true } : {}) });
        maneuvers.push({ dial: code, placement: null, deploy: guides, outcome: scored(outcome, `maneuvers[${maneuvers.length}]`, `${code} deploy ${guides}`, outcome.deployed?.performed === true) });
      }
    }
    return { game: 'xwing', rules: world.rules, ship: ship.id, type: ship.type.name, maneuvers, actions: [], ranking: rankThreats(summaries) };
  }
  const huge = ship.base.size === 'huge';
  // limits.plan: each computed outcome spends from the plan's work budget (plan-budget.ts); what it cannot cover is counted.
  const budget = xwingPlanBudget(world);
  const maneuverWork = (): boolean => {
    if (spendXwing(budget)) return true;
    budget.omittedManeuvers += 1;
    return false;
  };
  // Dial effects (xwing.dial.effects) add maneuvers and options; without them the options are the dial's codes.
  const context = planContext(world, ship);
  // xwing.move.follow-up: each maneuver's follow-ups, scored like every option (only when asked for).
  const follow = options.followUps === true && !huge && mayFollowUp(ship, context.effects);
  const withFollowUps = (entry: PlanManeuver): PlanManeuver => {
    if (!follow) return entry;
    const at = `maneuvers[${maneuvers.length}]`;
    const found = followUpsOf(world, ship, entry.outcome, context.effects).map((f, i) => scored(f, `${at}.followUps[${i}]`, `${entry.dial}${entry.placement !== null ? ` ${entry.placement}` : ''}${entry.sideslip === true ? ' side-slip' : ''}, then ${followUpLabel(f.steps)}`, f.legal, false));
    return { ...entry, followUps: found };
  };
  // xwing.partial.dock: where a bump onto the carrier could end docked, the docked outcome is listed as an alternative.
  const pushDock = (outcome: ManeuverOutcome, code: string, sideslip: boolean): void => {
    if (!outcome.canDock || outcome.docked !== null) return; // docking not possible, or already docked
    if (!maneuverWork()) return;
    const docked = executeWithEffects(world, ship, parseDial(code)!, 'middle', [], shared, context, { dock: true, ...(sideslip ? { sideslip: true } : {}) });
    maneuvers.push({ dial: code, placement: null, ...(sideslip ? { sideslip: true } : {}), dock: true, outcome: scored(docked, `maneuvers[${maneuvers.length}]`, `${code}${sideslip ? ' side-slip' : ''} dock`, false) });
  };
  for (const { dial: code, use } of maneuverOptions(world, ship, context.effects)) {
    const entry = parseDial(code);
    if (entry === null || (huge && !hugeSupported(entry))) continue; // xwing.huge.geometry: reverse and Koiogran
    if (huge) {
      // Huge ships: their own execution; dial effects are not applied to them.
      if (use.length > 0) continue;
      if (!maneuverWork()) continue;
      const outcome = executeHugeManeuver(world, ship, entry); // default placements never fail
      if (outcome.ok) maneuvers.push({ dial: code, placement: null, outcome: scored(outcome.value, `maneuvers[${maneuvers.length}]`, code) });
      continue;
    }
    const via = use.length > 0 ? ` (${useLabel(use)})` : '';
    const executes = parseDial(use.find((u) => u.dial !== undefined)?.dial ?? code) ?? entry;
    if (executes.bearing.startsWith('tallon')) {
      for (const placement of PLACEMENTS) {
        if (!maneuverWork()) continue;
        maneuvers.push(withFollowUps(option(code, placement, use, scored(executeWithEffects(world, ship, entry, placement, use, shared, context), `maneuvers[${maneuvers.length}]`, `${code} ${placement}${via}`))));
      }
    } else {
      if (!maneuverWork()) continue;
      const outcome = executeWithEffects(world, ship, entry, 'middle', use, shared, context);
      maneuvers.push(withFollowUps(option(code, null, use, scored(outcome, `maneuvers[${maneuvers.length}]`, `${code}${via}`))));
      if (use.length > 0) continue; // docking and side-slips are listed for the dial's own maneuvers
      pushDock(outcome, code, false);
      // xwing.maneuver.sideslip: the same dial code as a side-slip, when a card lets the ship slip with its template.
      const slip = slipOf(entry);
      if (slip !== null && ship.sideslip.includes(slip.template) && maneuverWork()) {
        const slipped = executeWithEffects(world, ship, entry, 'middle', [], shared, context, { sideslip: true });
        maneuvers.push(withFollowUps({ dial: code, placement: null, sideslip: true, outcome: scored(slipped, `maneuvers[${maneuvers.length}]`, `${code} side-slip`) }));
        pushDock(slipped, code, true);
      }
    }
  }
  const actions: PlanAction[] = [];
  if (!huge && options.actions !== false) {
    const own: Omit<ActionRequest, 'placement'>[] = [
      { type: 'barrel-roll', move: 'barrel-roll', direction: 'left' },
      { type: 'barrel-roll', move: 'barrel-roll', direction: 'right' },
      { type: 'boost', move: 'boost', direction: 'left' },
      { type: 'boost', move: 'boost', direction: 'forward' },
      { type: 'boost', move: 'boost', direction: 'right' },
    ];
    // xwing.move.forbidden: actions an effect forbids are not listed (tractor moves and decloaks are not those actions).
    const requests: Omit<ActionRequest, 'placement'>[] = context.effects.length === 0 ? own : own.filter((r) => forbiddenBy(context.effects, r.type) === null).map((r) => {
      // xwing.stress.actions-allowed: Contraband Cybernetics and the like let the stressed ship act.
      const exempt = ship.stress > 0 ? stressAllowedBy(context.effects, r.move, ship.stress) : null;
      return exempt === null ? r : { ...r, stressExempt: exempt };
    });
    // xwing.move.follow-up.trigger: a card's boost or barrel roll before the maneuver (System Phase, before activating, after revealing).
    for (const effect of context.effects) {
      const p = effect.primitive;
      if (p.kind !== 'reposition' || !BEFORE_MANEUVER.includes(p.when)) continue;
      for (const move of p.moves) {
        // Before the maneuver only boosts and barrel rolls (a SLAM follows a maneuver; nothing rotates then).
        if (move !== 'boost' && move !== 'barrel-roll') continue;
        const exempt = !p.action || p.whileStressed ? effect.name : (stressAllowedBy(context.effects, move, ship.stress) ?? undefined);
        for (const direction of p.directions ?? (move === 'boost' ? (['left', 'forward', 'right'] as const) : (['left', 'right'] as const))) {
          if (move === 'barrel-roll' && direction === 'forward') continue;
          requests.push({ type: move, move, direction, via: effect.name, difficulty: p.action ? p.difficulty : 'white', ...(exempt !== undefined ? { stressExempt: exempt } : {}) });
        }
      }
    }
    // xwing.tractor: the opponent's options for a tractored ship (its owner's rotation comes after).
    if (ship.tractor >= TRACTOR_TOKENS[ship.base.size]) {
      requests.push(
        { type: 'tractor', move: 'barrel-roll', direction: 'left' },
        { type: 'tractor', move: 'barrel-roll', direction: 'right' },
        { type: 'tractor', move: 'boost', direction: 'forward' },
      );
    }
    if (ship.cloaked) {
      requests.push(
        { type: 'decloak', move: 'barrel-roll', direction: 'left' },
        { type: 'decloak', move: 'barrel-roll', direction: 'right' },
        { type: 'decloak', move: 'boost', direction: 'forward' },
      );
    }
    for (const request of requests) {
      // Finding the candidates costs one outcome; each candidate performed costs another.
      if (!spendXwing(budget)) {
        budget.omittedActions += 1;
        continue;
      }
      const candidates = actionCandidates(world, ship, requestAt(request, null, undefined));
      // Each placement is performed from these candidates; their trace notes are written once.
      const notes: NotesHolder = { notes: null };
      for (const candidate of candidates) {
        if (!spendXwing(budget)) {
          budget.omittedActions += 1;
          continue;
        }
        const bend = candidate.bend !== undefined ? { bend: candidate.bend } : {};
        const label = `${request.type} ${request.direction} ${candidate.bend !== undefined ? `${candidate.bend} ` : ''}${candidate.placement}`;
        const via = request.via !== undefined ? { via: request.via } : {};
        const outcome = scored(performAction(world, ship, requestAt(request, candidate.placement, candidate.bend), candidates, notes), `actions[${actions.length}]`, `${label}${request.via !== undefined ? ` (${request.via})` : ''}`, candidate.legal);
        actions.push(
          candidate.bend === undefined && request.via === undefined
            ? { action: request.type, move: request.move, direction: request.direction, placement: candidate.placement, legal: candidate.legal, outcome }
            : { action: request.type, move: request.move, direction: request.direction, placement: candidate.placement, ...bend, ...via, legal: candidate.legal, outcome },
        );
      }
    }
  }
  const cut = budget.omittedManeuvers + budget.omittedActions > 0
    ? { budget: { rule: 'limits.plan' as const, workUnits: XWING_PLAN_WORK_UNITS, unitsPerOutcome: Math.round(budget.cost * 100) / 100, omittedManeuvers: budget.omittedManeuvers, omittedActions: budget.omittedActions } }
    : {};
  return { game: 'xwing', rules: world.rules, ship: ship.id, type: ship.type.name, maneuvers, actions, ranking: rankThreats(summaries), ...cut };
}

/** `{ ...request, placement, bend }` (`bend` when given) written out: V8 copies a spread with keys after it on a slow path. */
function requestAt(r: Omit<ActionRequest, 'placement'>, placement: ActionRequest['placement'], bend: ActionRequest['bend']): ActionRequest {
  // Every key of ActionRequest is listed (a new one fails to compile here until it is copied too).
  const all: { readonly [K in keyof Required<ActionRequest>]: ActionRequest[K] | undefined } = { type: r.type, move: r.move, direction: r.direction, placement, rotate: r.rotate, bend: bend ?? r.bend, via: r.via, stressExempt: r.stressExempt, difficulty: r.difficulty, turn: r.turn, throughObstacles: r.throughObstacles, faster: r.faster };
  return all as ActionRequest;
}

/** A dial option: `use` only when the option needs effect choices (built without a spread, see `withThreats`). */
function option(dial: string, placement: PlanManeuver['placement'], use: readonly EffectUse[], outcome: PlanManeuver['outcome']): PlanManeuver {
  return use.length > 0 ? { dial, placement, use, outcome } : { dial, placement, outcome };
}

/**
 * `{ ...outcome, exposure, targets }` for an outcome no one else holds: the same keys in the same
 * order (an outcome has neither key before), added in place. V8 copies an object spread with keys
 * after it on a slow path (about 10 us for an outcome's 29 keys, more than measuring its threats).
 */
function withThreats<O extends object>(outcome: O, exposure: Threats['exposure'], targets: Threats['targets']): O & Threats {
  const out = outcome as O & { exposure: Threats['exposure']; targets: Threats['targets'] };
  out.exposure = exposure;
  out.targets = targets;
  return out;
}

/** Prepares then plans a checked scenario (tests and callers holding a scenario, not a world). */
export function planScenario(scenario: XwingScenario, options: XwingPlanOptions = {}): Result<XwingPlan> {
  const world = prepareWorld(scenario);
  return world.ok ? planWorld(world.value, options) : world;
}

/** The engine's `plan`: every option of the maneuver's or action's ship (else the first ship). */
export function planWorld(world: World, options: XwingPlanOptions = {}): Result<XwingPlan> {
  const id = planShipId(world.scenario);
  const ship = world.ships.find((s) => s.id === id);
  if (ship === undefined) return fail([{ path: 'ships', rule: 'schema', message: 'the scenario has no ship to plan for' }]);
  return ok(planShip(world, ship, undefined, options));
}

