import type { Result } from '../core/issue.ts';
import { ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import { linkBetween } from './adjacency.ts';
import type { UnitInfo } from './context.ts';
import type { Query } from './query.ts';
import { prepareQuery, worldQuery } from './prepare-query.ts';
import type { ActivePlan, PlannedShip, ReachPlan, Ti4Plan, Unreachable } from './outcome.ts';
import type { Route } from './search.ts';
import type { World } from './world.ts';
import { prepareWorld } from './world.ts';
import { routesToAll } from './search.ts';
import { activationRefusal } from './activation.ts';
import { bestRoute, isOwnShip, standing, whyNot } from './ship-moves.ts';
import { planTransport } from './transport-plan.ts';
import { planRetreat } from './retreat.ts';
import { afterDeclaredMoves } from './resolve.ts';
import { planAbilityMove } from './ability-move.ts';
import { threatMap } from './threats.ts';
import type { Ti4RuleId } from './rules.ts';







export function describeRoute(prepared: Query, ship: UnitInfo, route: Route, value: number): PlannedShip {
  const nodes = prepared.context.galaxy.nodes;
  const adjacency = prepared.adjacencyFor(ship);
  const steps = route.path.slice(1).map((to, i) => {
    const from = route.path[i]!;
    const link = linkBetween(adjacency, from, to);
    return {
      from: nodes[from]!.id,
      to: nodes[to]!.id,
      rule: link?.rule ?? 'ti4.adj.effects',
      note: link?.note ?? 'treated as adjacent to a system with Nomad mechs (Memoria)',
    };
  });
  return {
    unit: ship.id,
    from: ship.system,
    path: route.path.map((n) => nodes[n]!.id),
    cost: route.cost,
    riftRolls: route.rollsAt.length,
    moveValue: value,
    gravityDrive: route.weight > value,
    riftRollSystems: route.rollsAt.map((n) => nodes[n]!.id),
    steps,
  };
}

function planActive(scenario: Ti4Scenario, prepared: Query, active: number): ActivePlan {
  const { context } = prepared;
  const trace: TraceStep[] = [...prepared.trace];
  const activeId = context.galaxy.nodes[active]!.id;
  trace.push({ rule: 'ti4.move.step', note: `${context.activePlayer.id} activates ${activeId}; every ship of ${context.activePlayer.id} is considered.` });
  const ships: PlannedShip[] = [];
  const unreachable: Unreachable[] = [];
  const refusal = activationRefusal(prepared, active);
  for (const unit of context.units) {
    if (!isOwnShip(prepared, unit)) continue;
    if (unit.node === active && !(refusal && !context.effects.ceasefire)) {
      // Already in the active system: it ends the movement there without moving (cost 0).
      ships.push({
        unit: unit.id, from: unit.system, path: [unit.system], cost: 0, riftRolls: 0,
        moveValue: unit.move ?? 0, gravityDrive: false, riftRollSystems: [], steps: [],
      });
      trace.push({ rule: 'ti4.move.end-active', note: `${unit.id} is already in ${activeId}: it stays (cost 0).` });
      continue;
    }
    if (refusal) {
      unreachable.push({ unit: unit.id, rule: refusal.rule, reason: refusal.reason });
      continue;
    }
    const stand = standing(prepared, unit, active);
    if (!stand.canMove) {
      unreachable.push({ unit: unit.id, rule: stand.rule, reason: stand.reason });
      continue;
    }
    const route = bestRoute(stand.input, active);
    if (route === null) {
      unreachable.push({ unit: unit.id, ...whyNot(prepared, unit, stand.input, active) });
      continue;
    }
    const planned = describeRoute(prepared, unit, route, stand.value);
    ships.push(planned);
    const rolls = planned.riftRollSystems.length > 0 ? `, rolling for the gravity rift on leaving ${planned.riftRollSystems.join(', ')}` : '';
    trace.push({
      rule: 'ti4.search.order',
      note: `${unit.id}: ${planned.path.join(' -> ')}, ${planned.cost} systems entered with move ${stand.value}${planned.gravityDrive ? ' + 1 (Gravity Drive)' : ''}${rolls}.`,
    });
  }
  if (ships.filter((s) => s.gravityDrive).length > 1) {
    trace.push({ rule: 'ti4.move.path', note: 'Gravity Drive gives +1 to one ship only: of the ships marked gravityDrive, only one can come.' });
  }
  for (const u of unreachable) trace.push({ rule: u.rule, note: u.reason });
  const transport = scenario.bring === undefined ? undefined : planTransport(prepared, active, ships, scenario.bring);
  if (transport) trace.push(...transport.trace);
  return { game: 'ti4', activeSystem: activeId, ships, unreachable, ...(transport ? { transport } : {}), trace };
}

/** Effects that change with the activated system: these need one search per target. */
function activeDependent(prepared: Query): boolean {
  const e = prepared.context.effects;
  // Thunder's Edge: Call of the Void and Heaven's Eye look at the active system, and so does the Corsair's passage.
  const corsair = prepared.context.units.some((u) => u.player === prepared.context.activePlayer.id && u.stats.ability === 'through-when-active-has-enemy');
  return e.emissaryTaivra || e.spacialConduitCylinder || e.aetherstream || e.hilColishFirst || e.callOfTheVoid || e.plotHolders.length > 0 || corsair;
}

export function planReach(scenario: Ti4Scenario, prepared: Query): Result<ReachPlan> {
  const { context } = prepared;
  const nodes = context.galaxy.nodes;
  const trace: TraceStep[] = [...prepared.trace];
  const reach: string[][] = nodes.map(() => []);
  const withDrive: string[][] = nodes.map(() => []);
  const perTarget = activeDependent(prepared);
  const blockedActivation = nodes.map((_, n) => activationRefusal(prepared, n, false));
  trace.push({ rule: 'ti4.move.step', note: `every system considered as the active system for ${context.activePlayer.id}.` });
  if (context.effects.ceasefire) trace.push({ rule: 'ti4.move.step', note: 'Ceasefire depends on the system activated: ignored when no active system is given.' });
  const record = (unit: UnitInfo, node: number, needsDrive: boolean) => {
    reach[node]!.push(unit.id);
    if (needsDrive) withDrive[node]!.push(unit.id);
  };
  const ownShips = context.units.filter((unit) => isOwnShip(prepared, unit) && unit.node !== undefined);
  if (!perTarget) {
    for (const unit of ownShips) {
      // A ship is always in its own system when that system is activated.
      const stand = standing(prepared, unit, null);
      if (!stand.canMove) {
        if (!blockedActivation[unit.node!]) record(unit, unit.node!, false);
        continue;
      }
      const budgets = stand.gravityDrive > 0 ? [stand.value, stand.value + 1] : [stand.value];
      const routes = routesToAll(stand.input, budgets);
      for (let n = 0; n < nodes.length; n++) {
        if (blockedActivation[n]) continue;
        if (routes[0]![n]) record(unit, n, false);
        else if (budgets.length > 1 && routes[1]![n]) record(unit, n, true);
      }
    }
  } else {
    trace.push({ rule: 'ti4.adj.context', note: 'effects tied to the activated system are in play: one search per system and ship.' });
    for (let n = 0; n < nodes.length; n++) {
      if (blockedActivation[n]) continue;
      const local = prepareQuery(scenario, nodes[n]!.id, context.galaxy);
      if (!local.ok) return local;
      for (const unit of ownShips) {
        const stand = standing(local.value, local.value.context.unitById.get(unit.id)!, n);
        if (!stand.canMove) {
          if (n === unit.node) record(unit, n, false);
          continue;
        }
        const route = bestRoute(stand.input, n);
        if (route) record(unit, n, route.weight > stand.value);
      }
    }
    // Keep each system's ships in input order.
    const order = new Map(ownShips.map((u, i) => [u.id, i]));
    for (const list of [...reach, ...withDrive]) list.sort((a, b) => order.get(a)! - order.get(b)!);
  }
  const out: Record<string, string[]> = {};
  const drive: Record<string, string[]> = {};
  nodes.forEach((node, n) => {
    out[node.id] = reach[n]!;
    if (withDrive[n]!.length > 0) drive[node.id] = withDrive[n]!;
  });
  return { ok: true, value: { game: 'ti4', reach: out, gravityDrive: drive, trace } };
}

/** Prepares then plans a checked scenario (tests and callers holding a scenario, not a world). */
export function planScenario(scenario: Ti4Scenario): Result<Ti4Plan> {
  const world = prepareWorld(scenario);
  return world.ok ? planWorld(world.value) : world;
}

/** The engine's `plan`: with an active system, who can reach it and how; without one, every system's reach; and a hero's movement if declared. */
export function planWorld(world: World): Result<Ti4Plan> {
  const base = planTactical(world);
  if (!base.ok) return base;
  let plan: Ti4Plan = base.value;
  if (world.scenario.abilityMove !== undefined) {
    const trace = [...plan.trace];
    const hero = planAbilityMove(world.scenario, world.galaxy, trace);
    if (!hero.ok) return hero;
    plan = { ...plan, abilityMove: hero.value, trace };
  }
  if (world.scenario.threats === true) {
    // ti4.move.threats: every other player's next tactical action against the planning player's systems.
    const trace = [...plan.trace];
    const map = threatMap(world.scenario, world.galaxy, planReach, trace);
    if (!map.ok) return map;
    plan = { ...plan, threats: map.value.threats, safe: map.value.safe, trace };
  }
  return ok(plan);
}

function planTactical(world: World): Result<Ti4Plan> {
  const { scenario } = world;
  const prepared = worldQuery(world);
  if (!prepared.ok) return prepared;
  if (prepared.value.active === null) {
    if (scenario.retreat !== undefined) return { ok: false, issues: [{ path: 'retreat', rule: 'ti4.retreat', message: 'a retreat leaves the active system: give activeSystem' }] };
    return planReach(scenario, prepared.value);
  }
  const plan = planActive(scenario, prepared.value, prepared.value.active);
  if (scenario.retreat === undefined) return ok(plan);
  const trace = [...plan.trace];
  // ti4.retreat: the retreat comes after the Move Ships step, so declared moves are applied first.
  const moves = scenario.moves ?? [];
  if (moves.length > 0) trace.push({ rule: 'ti4.retreat', note: `the retreat is announced after the Move Ships step: the ${moves.length} declared move(s) are applied first.` });
  const retreat = planRetreat(moves.length > 0 ? afterDeclaredMoves(scenario, moves, []) : scenario, world.galaxy, trace);
  if (!retreat.ok) return retreat;
  return ok({ ...plan, retreat: retreat.value, trace });
}
