import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Ti4Retreat, Ti4Scenario } from '../schema/ti4.ts';
import type { UnitInfo } from './context.ts';
import type { Galaxy } from './map/galaxy.ts';
import type { RetreatDestination, RetreatOutcome, RetreatPlan, RetreatRefusal, RiftRoll, Violation } from './outcome.ts';
import { prepareQuery } from './prepare-query.ts';
import type { Query } from './query.ts';
import type { Ti4RuleId } from './rules.ts';
import { enterRefusal, hasAnomaly, needsRoll } from './terrain.ts';
import { capacityUsed } from './transport.ts';

/**
 * Moving ships out of the active system into one adjacent system: a retreat (ti4.retreat) or Naalu
 * Foresight (an ability movement, ti4.move.ability). The adjacency is the
 * retreating player's own (their wormhole abilities, laws, tokens: ti4.adj.context); entering the
 * destination follows the anomaly rules (asteroid field, supernova, nebula).
 *
 * Destinations:
 * - Watchful Ojz (Ral Nel commander): up to 2 ships to any adjacent system without other players'
 *   ships, but only once a retreat can be declared, i.e. some adjacent system is a retreat's
 *   destination (LRR 78.4; AsyncTI4 asks for "a valid retreat location" before the commander);
 * - retreat: holds the player's units or a planet they control, and no other player's ships;
 *   with Dark Energy Tap, any system without other players' units;
 * - Foresight: any system without other players' ships.
 * Ships with a move value move; fighters and ground forces in the space area (ground forces
 * listed in `inSpace`) ride up to the ships' capacity, the rest are removed;
 * a command token goes to the destination. Leaving a gravity rift rolls.
 */

interface Mover {
  readonly query: Query;
  readonly active: number;
  readonly spec: Ti4Retreat;
  readonly ships: readonly UnitInfo[];
  readonly riders: readonly UnitInfo[];
}

/**
 * The scenario seen by `player` acting outside the active player's movement: effects in `played`
 * belong to the active player's tactical action unless they name `player`; the Sever token stays
 * on the board for everyone.
 */
export function asPlayer(scenario: Ti4Scenario, player: string): Ti4Scenario {
  return { ...scenario, activePlayer: player, played: scenario.played.filter((p) => p.id === 'sever' || p.player === player) };
}

/** The retreating player's query: the same scenario seen by that player (their effects, their adjacency). */
function moverOf(scenario: Ti4Scenario, galaxy: Galaxy, spec: Ti4Retreat): Result<Mover> {
  if (scenario.activeSystem === undefined) {
    return fail([{ path: 'retreat', rule: 'ti4.retreat', message: 'a retreat leaves the active system: give activeSystem' }]);
  }
  const built = prepareQuery(asPlayer(scenario, spec.player), scenario.activeSystem, galaxy);
  if (!built.ok) return built;
  const query = built.value;
  const active = query.active!;
  const mine = query.context.units.filter((u) => u.player === spec.player && u.node === active);
  let ships = mine.filter((u) => u.movesAsShip && u.move !== null);
  // Watchful Ojz (Ral Nel commander, Thunder's Edge): up to 2 ships retreat at once; the rest stay.
  if (spec.ability === 'watchful-ojz') ships = spec.ships !== undefined ? ships.filter((u) => spec.ships!.includes(u.id)) : ships.slice(0, 2);
  const inSpace = new Set(spec.inSpace);
  const riders = mine.filter((u) => (u.kind === 'fighter' && u.move === null) || (u.isGroundForce && inSpace.has(u.id)));
  return ok({ query, active, spec, ships, riders });
}

function planetControlled(query: Query, node: number, player: string): boolean {
  const owned = (query.context.playerById.get(player)?.planets ?? []).map((p) => p.toLowerCase());
  return query.context.galaxy.nodes[node]!.data.planets.some((p) => owned.includes(p.name.toLowerCase()));
}

/** Why `node` is not a destination, or the rule that makes it one. */
function judge(mover: Mover, node: number): { ok: true; rule: Ti4RuleId; note: string } | { ok: false; rule: Ti4RuleId; reason: string } {
  const { query, spec } = mover;
  const { context, terrain } = query;
  const name = context.galaxy.nodes[node]!.id;
  const others = context.units.filter((u) => u.node === node && u.player !== spec.player);
  const otherShips = others.filter((u) => u.isShip);
  const refusal = enterRefusal(context, terrain, node);
  if (refusal) return { ok: false, rule: refusal.rule, reason: refusal.note };
  const e = context.effects;
  if (hasAnomaly(terrain, node, 'nebula') && !e.voidborn && !e.circletOfTheVoid) {
    return { ok: false, rule: 'ti4.move.nebula', reason: `${name} is a nebula that is not the active system: no ship moves into it` };
  }
  if (spec.ability === 'foresight') {
    if (otherShips.length > 0) return { ok: false, rule: 'ti4.move.ability', reason: `${name} holds ships of ${[...new Set(otherShips.map((u) => u.player))].join(', ')}` };
    return { ok: true, rule: 'ti4.move.ability', note: `${name} holds no other player's ships (Foresight)` };
  }
  if (spec.ability === 'skilled-retreat') {
    if (otherShips.length > 0) return { ok: false, rule: 'ti4.retreat', reason: `${name} holds ships of ${[...new Set(otherShips.map((u) => u.player))].join(', ')}` };
    return { ok: true, rule: 'ti4.retreat', note: `${name} holds no other player's ships (Skilled Retreat)` };
  }
  if (spec.ability === 'watchful-ojz') {
    if (otherShips.length > 0) return { ok: false, rule: 'ti4.retreat', reason: `${name} holds ships of ${[...new Set(otherShips.map((u) => u.player))].join(', ')}` };
    return { ok: true, rule: 'ti4.retreat', note: `${name} holds no other player's ships (Watchful Ojz)` };
  }
  if (otherShips.length > 0) return { ok: false, rule: 'ti4.retreat', reason: `${name} holds ships of ${[...new Set(otherShips.map((u) => u.player))].join(', ')}` };
  const own = context.units.some((u) => u.node === node && u.player === spec.player);
  if (own) return { ok: true, rule: 'ti4.retreat', note: `${name} holds ${spec.player}'s units and no other player's ships` };
  if (planetControlled(query, node, spec.player)) return { ok: true, rule: 'ti4.retreat', note: `${spec.player} controls a planet in ${name}, which holds no other player's ships` };
  const tap = context.playerById.get(spec.player)?.technologies.includes('dark-energy-tap') ?? false;
  if (tap) {
    if (others.length > 0) return { ok: false, rule: 'ti4.retreat', reason: `${name} holds units of ${[...new Set(others.map((u) => u.player))].join(', ')} (Dark Energy Tap needs a system without other players' units)` };
    return { ok: true, rule: 'ti4.retreat', note: `${name} holds no other player's units (Dark Energy Tap)` };
  }
  return { ok: false, rule: 'ti4.retreat', reason: `${name} holds no unit of ${spec.player} and no planet they control` };
}

function destination(mover: Mover, node: number, rule: Ti4RuleId, note: string): RetreatDestination {
  const { query, active, ships, riders } = mover;
  const { context, terrain } = query;
  const nodes = context.galaxy.nodes;
  let capacity = ships.reduce((sum, u) => sum + u.capacity, 0);
  const carried: string[] = [];
  const removed: string[] = [];
  for (const unit of riders) {
    const need = capacityUsed(unit);
    if (need <= capacity) {
      capacity -= need;
      carried.push(unit.id);
    } else if (mover.spec.ability !== 'watchful-ojz') removed.push(unit.id); // Watchful Ojz: the rest stay in the combat
  }
  const riftRolls: RiftRoll[] = ships.filter((ship) => needsRoll(context, terrain, ship, active)).map((ship) => ({ unit: ship.id, system: nodes[active]!.id }));
  return { system: nodes[node]!.id, rule, note, ships: ships.map((u) => u.id), carried, removed, riftRolls, commandToken: nodes[node]!.id };
}

/** Every adjacent system judged: the legal destinations and why the others are not. */
function judgeAll(mover: Mover): { destinations: RetreatDestination[]; refused: RetreatRefusal[] } {
  const { query, active } = mover;
  const nodes = query.context.galaxy.nodes;
  const destinations: RetreatDestination[] = [];
  const refused: RetreatRefusal[] = [];
  for (const node of query.adjacencyFor(null).next[active]!) {
    const verdict = judge(mover, node);
    if (verdict.ok) destinations.push(destination(mover, node, verdict.rule, verdict.note));
    else refused.push({ system: nodes[node]!.id, rule: verdict.rule, reason: verdict.reason });
  }
  return { destinations, refused };
}

function traceOf(mover: Mover, chosen: RetreatDestination, trace: TraceStep[]): void {
  const { spec } = mover;
  const verb = spec.ability === 'foresight' ? 'moves (Foresight)' : 'retreats';
  trace.push({ rule: chosen.rule, note: `${spec.player} ${verb} ${chosen.ships.join(', ') || 'no ship'} to ${chosen.system}: ${chosen.note}.` });
  if (chosen.carried.length > 0) trace.push({ rule: 'ti4.transport.capacity', note: `carried along: ${chosen.carried.join(', ')}.` });
  if (chosen.removed.length > 0) trace.push({ rule: 'ti4.retreat', note: `${chosen.removed.join(', ')} cannot be transported and are removed.` });
  for (const roll of chosen.riftRolls) trace.push({ rule: 'ti4.move.rift-roll', note: `${roll.unit} rolls on leaving the gravity rift ${roll.system}: 1-3 removes it.` });
  const source = spec.ability === 'foresight' ? ' from the strategy pool' : spec.ability === 'watchful-ojz' ? ' from reinforcements (Watchful Ojz)' : spec.ability === 'skilled-retreat' ? ' from reinforcements (Skilled Retreat)' : '';
  trace.push({ rule: 'ti4.retreat', note: `${spec.player} places a command token in ${chosen.commandToken}${source}.` });
}

/** Intercept (action card) played by another player: "your opponent cannot retreat during this round of space combat". */
function intercepted(scenario: Ti4Scenario, spec: Ti4Retreat): boolean {
  return spec.ability === 'retreat' && scenario.played.some((p) => p.id === 'intercept' && p.player !== undefined && p.player !== spec.player);
}

/** Rout (action card) played by another player: the retreating player must announce a retreat, if able. */
function routed(scenario: Ti4Scenario, spec: Ti4Retreat): boolean {
  return scenario.played.some((p) => p.id === 'rout' && p.player !== undefined && p.player !== spec.player);
}

function abilityIssue(mover: Mover, scenario?: Ti4Scenario): Violation | null {
  const { query, spec } = mover;
  if (scenario !== undefined && intercepted(scenario, spec)) {
    const by = scenario.played.find((p) => p.id === 'intercept')!.player!;
    return { unit: null, rule: 'ti4.retreat', system: query.context.galaxy.nodes[mover.active]!.id, note: `Intercept (played by ${by}): ${spec.player} cannot retreat during this round of space combat` };
  }
  const faction = query.context.playerById.get(spec.player)?.faction;
  if (spec.ability === 'foresight' && faction !== 'naalu') {
    return { unit: null, rule: 'ti4.move.ability', system: null, note: `Foresight is a Naalu ability; ${spec.player} plays ${faction ?? 'no faction'}` };
  }
  if (spec.ability === 'watchful-ojz') {
    if (faction !== 'ralnel') return { unit: null, rule: 'ti4.retreat', system: null, note: `Watchful Ojz is the Ral Nel commander; ${spec.player} plays ${faction ?? 'no faction'}` };
    if ((spec.ships?.length ?? 0) > 2) return { unit: null, rule: 'ti4.retreat', system: null, note: `Watchful Ojz retreats up to 2 ships, not ${spec.ships!.length}` };
    const missing = (spec.ships ?? []).filter((id) => !mover.ships.some((u) => u.id === id));
    if (missing.length > 0) return { unit: null, rule: 'ti4.retreat', system: null, note: `${missing.join(', ')} ${missing.length === 1 ? 'is not a ship' : 'are not ships'} of ${spec.player} with a move value in the active system` };
    // Watchful Ojz triggers "when you declare a retreat": a retreat is announced only when an eligible
    // system exists (LRR 78.4); without one the commander has nothing to answer.
    const plain: Mover = { ...mover, spec: { ...spec, ability: 'retreat' } };
    const nodes = query.context.galaxy.nodes;
    if (!query.adjacencyFor(null).next[mover.active]!.some((n) => judge(plain, n).ok)) {
      return { unit: null, rule: 'ti4.retreat', system: nodes[mover.active]!.id, note: `Watchful Ojz answers a declared retreat, and ${spec.player} cannot declare one: no system adjacent to ${nodes[mover.active]!.id} is eligible for a retreat (own units or a controlled planet, no other player's ships)` };
    }
  }
  if (mover.ships.length === 0) {
    return { unit: null, rule: 'ti4.retreat', system: query.context.galaxy.nodes[mover.active]!.id, note: `${spec.player} has no ship with a move value in the active system` };
  }
  return null;
}

/** `resolve`: the announced retreat checked (violations join the outcome's). */
export function resolveRetreat(scenario: Ti4Scenario, galaxy: Galaxy, violations: Violation[], trace: TraceStep[]): Result<RetreatOutcome> {
  const spec = scenario.retreat!;
  const built = moverOf(scenario, galaxy, spec);
  if (!built.ok) return built;
  const mover = built.value;
  const nodes = galaxy.nodes;
  const from = nodes[mover.active]!.id;
  if (spec.to === undefined) {
    return fail([{ path: 'retreat.to', rule: 'ti4.retreat', message: 'resolve checks an announced retreat: give "to" (plan lists every destination)' } satisfies Issue]);
  }
  const before = violations.length;
  const problem = abilityIssue(mover, scenario);
  if (problem) violations.push(problem);
  const to = galaxy.nodeOf.get(spec.to)!;
  let chosen: RetreatDestination | null = null;
  if (!mover.query.adjacencyFor(null).next[mover.active]!.includes(to)) {
    violations.push({ unit: null, rule: 'ti4.retreat', system: spec.to, note: `${spec.to} is not adjacent to the active system ${from} for ${spec.player}` });
  } else {
    const verdict = judge(mover, to);
    if (verdict.ok) {
      chosen = destination(mover, to, verdict.rule, verdict.note);
      traceOf(mover, chosen, trace);
    } else violations.push({ unit: null, rule: verdict.rule, system: spec.to, note: verdict.reason });
  }
  return ok({ player: spec.player, ability: spec.ability, from, to: spec.to, legal: violations.length === before, destination: chosen });
}

/** `plan`: every legal destination, and why each other adjacent system is not one. */
export function planRetreat(scenario: Ti4Scenario, galaxy: Galaxy, trace: TraceStep[]): Result<RetreatPlan> {
  const spec = scenario.retreat!;
  const built = moverOf(scenario, galaxy, spec);
  if (!built.ok) return built;
  const mover = built.value;
  const from = galaxy.nodes[mover.active]!.id;
  const problem = abilityIssue(mover, scenario);
  const rout = routed(scenario, spec);
  if (problem) {
    trace.push({ rule: problem.rule, note: problem.note });
    return ok({ player: spec.player, ability: spec.ability, from, destinations: [], refused: [], ...(rout ? { forced: false } : {}) });
  }
  const { destinations, refused } = judgeAll(mover);
  if (rout) {
    trace.push({ rule: 'ti4.retreat', note: destinations.length > 0 ? `Rout: ${spec.player} must announce a retreat (it is able to).` : `Rout: ${spec.player} must announce a retreat if able, and is not able to.` });
  }
  const verb = spec.ability === 'foresight' ? 'move by Foresight' : 'retreat';
  trace.push({
    rule: spec.ability === 'foresight' ? 'ti4.move.ability' : 'ti4.retreat',
    note: destinations.length > 0
      ? `${spec.player} may ${verb} from ${from} to ${destinations.map((d) => d.system).join(', ')}.`
      : `${spec.player} cannot ${verb} from ${from}: no adjacent system qualifies.`,
  });
  for (const r of refused) trace.push({ rule: r.rule, note: `not ${r.system}: ${r.reason}.` });
  return ok({ player: spec.player, ability: spec.ability, from, destinations, refused, ...(rout ? { forced: destinations.length > 0 } : {}) });
}
