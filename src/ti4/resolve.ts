import type { Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Ti4Move, Ti4Scenario } from '../schema/ti4.ts';
import { activationRefusal } from './activation.ts';
import { linkBetween } from './adjacency.ts';
import type { UnitInfo } from './context.ts';
import type { Query } from './query.ts';
import { worldQuery } from './prepare-query.ts';
import { standing, tokenRefusal } from './ship-moves.ts';
import { enterRefusal, passRefusal } from './terrain.ts';
import type { DeclaredMove } from './transport.ts';
import type { RetreatOutcome, RiftRoll, Ti4Outcome, Violation } from './outcome.ts';
import { resolveRetreat } from './retreat.ts';
import { resolveAbilityMove } from './ability-move.ts';
import type { World } from './world.ts';
import { prepareWorld } from './world.ts';
import { capacityUsed, checkTransport } from './transport.ts';
import { fighterAllowance, fleetLimit, fleetLimitNote } from './cards.ts';
import type { Ti4RuleId } from './rules.ts';

/** `resolve`: checks a declared movement and lists every violation with its rule id. */



interface Checked {
  readonly move: DeclaredMove | null;
  readonly needsDrive: boolean;
  readonly cost: number;
  readonly value: number | null;
}

function checkMove(
  prepared: Query,
  active: number,
  ship: UnitInfo,
  path: readonly string[],
  index: number,
  transport: readonly string[],
  violations: Violation[],
  trace: TraceStep[],
  riftRolls: RiftRoll[],
  movers: ReadonlySet<string>,
): Checked {
  const { context, terrain } = prepared;
  const nodes = context.galaxy.nodes;
  const activeId = nodes[active]!.id;
  const here = (system: string | null, rule: Ti4RuleId, note: string) => violations.push({ unit: ship.id, rule, system, note });
  const cost = path.length - 1;
  const blank: Checked = { move: null, needsDrive: false, cost, value: null };
  if (ship.player !== context.activePlayer.id) {
    here(ship.system, 'ti4.move.step', `${ship.id} belongs to ${ship.player}; only the active player ${context.activePlayer.id} moves ships`);
    return blank;
  }
  const stand = standing(prepared, ship, active, prepared.activeNearAnomaly, true, movers);
  if (!stand.canMove) {
    here(ship.system, stand.rule, stand.reason);
    return blank;
  }
  // ti4.move.token is reported, and the rest of the path is still checked (every violation).
  const token = tokenRefusal(prepared, ship, active);
  if (token) here(ship.system, token.rule, token.reason);
  trace.push(...stand.steps);
  const pathNodes = path.map((id) => context.galaxy.nodeOf.get(id)!);
  if (path[0] !== ship.system) {
    here(path[0]!, 'ti4.move.path', `${ship.id} is in ${ship.system}, but its path starts at ${path[0]}`);
  }
  if (path[path.length - 1] !== activeId) {
    here(path[path.length - 1]!, 'ti4.move.end-active', `${ship.id} must end its movement in the active system ${activeId}, not ${path[path.length - 1]}`);
  }
  const adjacency = prepared.adjacencyFor(ship);
  const everywhere = stand.input.everywhere ?? [];
  for (let i = 1; i < pathNodes.length; i++) {
    const from = pathNodes[i - 1]!;
    const to = pathNodes[i]!;
    const link = linkBetween(adjacency, from, to);
    if (link) trace.push({ rule: link.rule, note: `${ship.id}: ${nodes[from]!.id} -> ${nodes[to]!.id}: ${link.note}.` });
    else if (everywhere.includes(to) && from !== to) {
      trace.push({ rule: 'ti4.adj.effects', note: `${ship.id}: ${nodes[from]!.id} -> ${nodes[to]!.id}: Memoria is treated as adjacent to systems with Nomad mechs.` });
    } else {
      here(nodes[to]!.id, 'ti4.move.path', `${nodes[from]!.id} is not adjacent to ${nodes[to]!.id} for ${context.activePlayer.id} (no shared side, hyperlane lane, wormhole or effect joins them)`);
    }
  }
  for (let i = 1; i < pathNodes.length - 1; i++) {
    const refusal = passRefusal(context, terrain, ship, pathNodes[i]!, { carrying: transport.length > 0, active });
    if (refusal) here(nodes[pathNodes[i]!]!.id, refusal.rule, `${ship.id}: ${refusal.note}`);
  }
  if (cost > 0) {
    const last = pathNodes[pathNodes.length - 1]!;
    const refusal = enterRefusal(context, terrain, last);
    if (refusal) here(nodes[last]!.id, refusal.rule, `${ship.id}: ${refusal.note}`);
  }
  // ti4.move.rift: +1 per departure from a rift; ti4.move.rift-roll: one roll per departure.
  let departures = 0;
  const shipTerrain = stand.input.terrain;
  for (let i = 0; i < pathNodes.length - 1; i++) {
    const node = pathNodes[i]!;
    if (!shipTerrain.rift[node]) continue;
    departures++;
    if (shipTerrain.rolls[node]) {
      const removesOn = shipTerrain.riftRemovesOn;
      riftRolls.push({ unit: ship.id, system: nodes[node]!.id, ...(transport.length > 0 ? { carrying: [...transport] } : {}), ...(removesOn !== 3 ? { removesOn } : {}) });
      trace.push({ rule: removesOn !== 3 ? 'ti4.move.events' : 'ti4.move.rift-roll', note: `${ship.id} rolls on leaving the gravity rift ${nodes[node]!.id}: 1-${removesOn} removes it${removesOn !== 3 ? ' (Cosmic Phenomenae: a further +1 out of the rift)' : ''}${transport.length > 0 ? ` with ${transport.join(', ')} (ti4.transport.lost)` : ''}.` });
    } else {
      trace.push({ rule: 'ti4.move.rift-roll', note: `${ship.id} leaves the gravity rift ${nodes[node]!.id} without a roll.` });
    }
  }
  // D.W.S. Luminous: +1 for each system holding its owner's units that it moves through.
  let frees = 0;
  const pass = shipTerrain.passBonus;
  if (pass !== undefined) for (let i = 1; i < pathNodes.length - 1; i++) frees += pass[pathNodes[i]!]!;
  if (frees > 0) trace.push({ rule: 'ti4.move.path', note: `${ship.id} (D.W.S. Luminous) moves through ${frees} system(s) holding its owner's units: +${frees} to its move value.` });
  const weight = cost - departures * shipTerrain.riftBonus - frees;
  if (departures > 0) trace.push({ rule: 'ti4.move.rift', note: `${ship.id} leaves gravity rifts ${departures} time(s): +${departures * shipTerrain.riftBonus} to its move value.` });
  let needsDrive = false;
  if (weight > stand.value) {
    if (weight <= stand.value + stand.gravityDrive) needsDrive = true;
    else here(ship.system, 'ti4.move.path', `${ship.id} enters ${cost} systems, needing move ${weight}, but its move value is ${stand.value}${stand.gravityDrive ? ' (+1 with Gravity Drive)' : ''}`);
  }
  return { move: { ship, path: pathNodes, transport, index }, needsDrive, cost, value: stand.value };
}

/** Prepares then resolves a checked scenario (tests and callers holding a scenario, not a world). */
export function resolveScenario(scenario: Ti4Scenario): Result<Ti4Outcome> {
  const world = prepareWorld(scenario);
  return world.ok ? resolveWorld(world.value) : world;
}

/** The engine's `resolve`: the declared movement checked against the world, then a hero's movement if declared. */
export function resolveWorld(world: World): Result<Ti4Outcome> {
  const base = resolveTactical(world);
  if (!base.ok || world.scenario.abilityMove === undefined) return base;
  const violations = [...base.value.violations];
  const trace = [...base.value.trace];
  const hero = resolveAbilityMove(world.scenario, world.galaxy, violations, trace);
  if (!hero.ok) return hero;
  const legal = violations.length === 0;
  const whose = hero.value.ability === 'survival-instinct' ? 'Survival Instinct\'s' : hero.value.ability === 'wing-transfer' ? 'Wing Transfer\'s' : 'the hero\'s';
  trace.push({ rule: 'ti4.move.ability', note: hero.value.legal ? `${whose} movement is legal.` : `${whose} movement breaks the rules above.` });
  return ok({ ...base.value, legal, violations, riftRolls: [...base.value.riftRolls, ...hero.value.riftRolls], abilityMove: hero.value, trace });
}

function resolveTactical(world: World): Result<Ti4Outcome> {
  const { scenario } = world;
  const moves = scenario.moves ?? [];
  if (scenario.activeSystem === undefined) {
    if (scenario.retreat !== undefined) return fail([{ path: 'retreat', rule: 'ti4.retreat', message: 'a retreat leaves the active system: give activeSystem' }]);
    if (moves.length === 0) {
      return ok({ game: 'ti4', legal: true, violations: [], riftRolls: [], moves: [], trace: [{ rule: 'ti4.move.step', note: 'no active system and no movement declared: nothing to resolve.' }] });
    }
    return fail([{ path: 'activeSystem', rule: 'ti4.move.end-active', message: 'a declared movement needs the active system it ends in' }]);
  }
  const built = worldQuery(world);
  if (!built.ok) return built;
  const prepared = built.value;
  const { context } = prepared;
  const active = prepared.active!;
  const activeId = context.galaxy.nodes[active]!.id;
  const violations: Violation[] = [];
  const riftRolls: RiftRoll[] = [];
  const trace: TraceStep[] = [...prepared.trace];
  trace.push({ rule: 'ti4.move.step', note: `${context.activePlayer.id} activates ${activeId} and declares ${moves.length} moving ship(s); they arrive together.` });
  for (const ability of context.effects.abilityMoves) {
    trace.push({ rule: 'ti4.move.ability', note: `${ability} moves units by its own text, outside the Move Ships step: recorded, not checked.` });
  }
  const refusal = activationRefusal(prepared, active);
  if (refusal && moves.some((m) => m.path.length > 1)) violations.push({ unit: null, rule: refusal.rule, system: activeId, note: refusal.reason });

  const seen = new Set<string>();
  const movers = new Set(moves.map((m) => m.unit));
  const checked: Checked[] = [];
  const summaries: Ti4Outcome['moves'][number][] = [];
  moves.forEach((declared, index) => {
    const ship = context.unitById.get(declared.unit);
    if (ship === undefined) return; // check() reports unknown ids
    if (seen.has(ship.id)) {
      violations.push({ unit: ship.id, rule: 'ti4.move.step', system: ship.system, note: `${ship.id} is declared twice; each ship moves once` });
      return;
    }
    seen.add(ship.id);
    const result = checkMove(prepared, active, ship, declared.path, index, declared.transport, violations, trace, riftRolls, movers);
    checked.push(result);
    summaries.push({ unit: ship.id, cost: result.cost, moveValue: result.value, gravityDrive: false });
  });

  // Gravity Drive: +1 to one ship (decision D5).
  const needing = checked.filter((c) => c.needsDrive && c.move);
  const flagged = moves.filter((m) => m.gravityDrive === true).map((m) => m.unit);
  let driveTo: string | null = null;
  if (flagged.length > 1) {
    for (const id of flagged.slice(1)) violations.push({ unit: id, rule: 'ti4.move.path', system: null, note: `Gravity Drive gives +1 to one ship only; it is already claimed by ${flagged[0]}` });
  }
  if (flagged.length > 0) driveTo = flagged[0]!;
  for (const c of needing) {
    const id = c.move!.ship.id;
    if (driveTo === null) driveTo = id;
    if (driveTo === id) {
      trace.push({ rule: 'ti4.move.path', note: `Gravity Drive: +1 to ${id}, which needs it.` });
      continue;
    }
    violations.push({ unit: id, rule: 'ti4.move.path', system: c.move!.ship.system, note: `${id} needs Gravity Drive's +1, but it goes to ${driveTo} (one ship only)` });
  }
  const finalSummaries = summaries.map((s) => (s.unit === driveTo ? { ...s, gravityDrive: true } : s));

  const declared = checked.flatMap((c) => (c.move ? [c.move] : []));
  const transport = checkTransport(prepared, declared, active);
  violations.push(...transport.violations);
  trace.push(...transport.trace);
  afterMovement(prepared, active, declared, violations, trace);
  const dice = [...(scenario.riftDice ?? [])];
  const rolled = applyDice(dice, riftRolls, trace);
  let retreat: RetreatOutcome | undefined;
  if (scenario.retreat !== undefined) {
    // ti4.retreat: a retreat is announced in space combat, after the Move Ships step, so the declared
    // moves are applied first (ships and their cargo in the active system, ships a rift removed gone).
    const after = moves.length > 0 ? afterDeclaredMoves(scenario, moves, rolled) : scenario;
    if (after !== scenario) trace.push({ rule: 'ti4.retreat', note: `the retreat is announced after the Move Ships step: the ${moves.length} declared move(s) are applied first.` });
    const checkedRetreat = resolveRetreat(after, world.galaxy, violations, trace);
    if (!checkedRetreat.ok) return checkedRetreat;
    retreat = checkedRetreat.value;
    rolled.push(...applyDice(dice, retreat.destination?.riftRolls ?? [], trace));
  }
  const ionStorm = ionStormFlips(prepared, declared, trace);
  const legal = violations.length === 0;
  trace.push({ rule: 'ti4.move.step', note: legal ? 'the declared movement is legal.' : `the declared movement breaks ${violations.length} rule(s).` });
  return ok({ game: 'ti4', legal, violations, riftRolls: rolled, moves: finalSummaries, ...(retreat ? { retreat } : {}), ...(ionStorm.length > 0 ? { ionStorm } : {}), trace });
}

/**
 * The Ion Storm (frontier exploration, Prophecy of Kings): "After a ship moves through or into this
 * system using this token's wormhole, flip it" (AsyncTI4 explores.json @23805f11; ti4.adj.wormhole-tokens).
 * A declared step into or out of the token's system over a wormhole link of the token's type uses
 * it; the token flips after the Move Ships step (all moves see the face at its start), once.
 */
function ionStormFlips(prepared: Query, moves: readonly DeclaredMove[], trace: TraceStep[]): { system: string; from: 'alpha' | 'beta'; to: 'alpha' | 'beta'; unit: string }[] {
  const { context } = prepared;
  const tokens = context.scenario.wormholeTokens.filter((t) => t.source === 'ion-storm' && (t.wormhole === 'alpha' || t.wormhole === 'beta'));
  const flips: { system: string; from: 'alpha' | 'beta'; to: 'alpha' | 'beta'; unit: string }[] = [];
  for (const token of tokens) {
    const at = context.galaxy.nodeOf.get(token.system);
    if (at === undefined) continue;
    const user = moves.find((m) => {
      const adjacency = prepared.adjacencyFor(m.ship);
      return m.path.some((node, i) => {
        const next = m.path[i + 1];
        if (next === undefined || (node !== at && next !== at)) return false;
        const other = node === at ? next : node;
        const link = linkBetween(adjacency, node, next);
        return link !== undefined && link.rule !== 'ti4.adj.physical' && link.rule !== 'ti4.adj.hyperlane' && (adjacency.wormholes[other] ?? []).includes(token.wormhole);
      });
    });
    if (user === undefined) continue;
    const to = token.wormhole === 'alpha' ? 'beta' : 'alpha';
    flips.push({ system: token.system, from: token.wormhole as 'alpha' | 'beta', to, unit: user.ship.id });
    trace.push({ rule: 'ti4.adj.wormhole-tokens', note: `${user.ship.id} uses the Ion Storm's ${token.wormhole} wormhole in ${token.system}: the token flips to ${to} after the Move Ships step.` });
  }
  return flips;
}

/** After the ships arrive: capacity in the active system (excess removed) and the fleet pool (ti4.fleet.pool). */
function afterMovement(prepared: Query, active: number, moves: readonly DeclaredMove[], violations: Violation[], trace: TraceStep[]): void {
  const { context } = prepared;
  const me = context.activePlayer;
  const activeId = context.galaxy.nodes[active]!.id;
  const movedIds = new Set(moves.map((m) => m.ship.id));
  const carried = new Set(moves.flatMap((m) => m.transport));
  const arriving = moves.filter((m) => m.path[m.path.length - 1] === active).map((m) => m.ship);
  const staying = context.units.filter((u) => u.player === me.id && u.node === active && !movedIds.has(u.id) && !carried.has(u.id));
  const ships = [...staying.filter((u) => u.movesAsShip), ...arriving];
  const capacity = ships.reduce((sum, u) => sum + u.capacity, 0);
  const fighters = [...staying.filter((u) => u.kind === 'fighter'), ...arriving.filter((u) => u.kind === 'fighter')];
  const riders = moves.flatMap((m) => m.transport).map((id) => context.unitById.get(id)).filter((u): u is NonNullable<typeof u> => u !== undefined);
  const riderFighters = riders.filter((u) => u.kind === 'fighter').length;
  const groundLoad = riders.filter((u) => u.kind !== 'fighter').reduce((s, u) => s + capacityUsed(u), 0);
  // Space docks (Space Dock I/II, Helios), Dimensional Tears: fighters that do not count against capacity.
  const allowance = fighterAllowance(context.units.filter((u) => u.node === active), me.id);
  const countedFighters = Math.max(0, fighters.length + riderFighters - allowance);
  if (allowance > 0 && fighters.length + riderFighters > 0) {
    trace.push({ rule: 'ti4.transport.capacity', note: `${me.id}'s space dock(s) in ${activeId}: up to ${allowance} fighters do not count against capacity (${Math.min(allowance, fighters.length + riderFighters)} of ${fighters.length + riderFighters}).` });
  }
  // Age of Fighters (Thunder's Edge event): fighters beyond capacity count against the fleet pool and carry 1 ground force each.
  const ageOfFighters = context.scenario.played.some((p) => p.id === 'age-of-fighters');
  const excessFighters = Math.max(0, countedFighters - capacity);
  const load = countedFighters + groundLoad;
  if (ageOfFighters && excessFighters > 0) {
    const room = Math.max(0, capacity - countedFighters) + excessFighters;
    trace.push({ rule: 'ti4.transport.capacity', note: `Age of Fighters: ${excessFighters} fighter(s) beyond capacity count against the fleet pool and carry 1 ground force each: ${groundLoad} ground force(s) for ${room}${groundLoad > room ? ', the excess is removed' : ''}.` });
  } else if (load > capacity) {
    trace.push({ rule: 'ti4.transport.capacity', note: `${activeId} holds ${load} fighters and transported ground forces for capacity ${capacity}: ${me.id} removes the excess (Fighter II beyond capacity count against the fleet pool instead).` });
  }
  const limit = fleetLimit(context.scenario, me);
  if (limit !== null) {
    const nonFighters = ships.filter((u) => u.kind !== 'fighter').length + (ageOfFighters ? excessFighters : 0);
    const what = `${nonFighters} ${ageOfFighters && excessFighters > 0 ? 'ships counting against the fleet pool' : 'non-fighter ship(s)'}`;
    if (nonFighters > limit) {
      violations.push({ unit: null, rule: 'ti4.fleet.pool', system: activeId, note: `${me.id} would have ${what} in ${activeId} with a fleet limit of ${limit} (${fleetLimitNote(context.scenario, me)})` });
    } else {
      trace.push({ rule: 'ti4.fleet.pool', note: `${what} in ${activeId}, within the fleet limit of ${limit} (${fleetLimitNote(context.scenario, me)}).` });
    }
  } else if (me.fleetPool !== undefined) {
    trace.push({ rule: 'ti4.fleet.pool', note: `Darktalon Treilla: ${me.id}'s fleet limit does not apply this round.` });
  }
}

/**
 * The scenario after its declared moves (ti4.move.step; a retreat comes after them): each moving ship
 * and what it transports stand at the end of its path; a ship a rift roll removed is gone with its cargo.
 */
export function afterDeclaredMoves(scenario: Ti4Scenario, moves: readonly Ti4Move[], rolled: readonly RiftRoll[]): Ti4Scenario {
  const where = new Map<string, string>();
  const gone = new Set<string>();
  for (const move of moves) {
    const end = move.path[move.path.length - 1]!;
    where.set(move.unit, end);
    for (const id of move.transport) where.set(id, end);
  }
  for (const roll of rolled) {
    if (roll.destroyed !== true) continue;
    gone.add(roll.unit);
    for (const id of roll.carrying ?? []) gone.add(id);
  }
  const units = scenario.units.filter((u) => !gone.has(u.id)).map((u) => (where.has(u.id) ? { ...u, system: where.get(u.id)! } : u));
  return { ...scenario, units };
}

/** ti4.move.rift-roll with given dice (consumed from `dice`): 1-3 (1-5 under Cosmic Phenomenae) removes the ship and what it transports (ti4.transport.lost). */
function applyDice(dice: { unit: string; system: string; result: number }[], rolls: readonly RiftRoll[], trace: TraceStep[]): RiftRoll[] {
  const gone = new Set<string>();
  return rolls.map((roll) => {
    const at = dice.findIndex((d) => d.unit === roll.unit && d.system === roll.system);
    if (at < 0 || gone.has(roll.unit)) return roll;
    const die = dice.splice(at, 1)[0]!;
    const destroyed = die.result <= (roll.removesOn ?? 3);
    if (destroyed) {
      gone.add(roll.unit);
      const cargo = roll.carrying && roll.carrying.length > 0 ? ` with ${roll.carrying.join(', ')} (ti4.transport.lost)` : '';
      trace.push({ rule: 'ti4.move.rift-roll', note: `${roll.unit} rolls ${die.result} leaving ${roll.system}: removed${cargo}.` });
    } else {
      trace.push({ rule: 'ti4.move.rift-roll', note: `${roll.unit} rolls ${die.result} leaving ${roll.system}: it survives.` });
    }
    return { ...roll, result: die.result, destroyed };
  });
}
