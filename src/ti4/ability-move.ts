import type { Result } from '../core/issue.ts';
import { ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Ti4Scenario } from '../schema/ti4.ts';
import type { UnitInfo } from './context.ts';
import { activePlayerOf } from './context.ts';
import type { Galaxy } from './map/galaxy.ts';
import type { AbilityMoveOutcome, AbilityMovePlan, RetreatRefusal, Violation } from './outcome.ts';
import { prepareQuery } from './prepare-query.ts';
import { asPlayer } from './retreat.ts';
import type { Query } from './query.ts';
import type { Ti4RuleId } from './rules.ts';
import { enterRefusal, hasAnomaly, needsRoll } from './terrain.ts';
import { capacityUsed, transportable } from './transport.ts';

/**
 * Movement outside the tactical action by a hero (ti4.move.ability): ships move straight to their
 * destination, not along a path, so move values, adjacency and blocking do not apply. What does
 * apply (the heroes' rulings as the LRR clarifications give them):
 * - Helix Protocol (Argent): any of the player's ships, fighters included, from any systems to any
 *   systems that hold one of the player's command tokens and no other player's ships;
 * - Dark Space Navigation (L1Z1X): one chosen system without other players' ships; any of the
 *   player's ships (fighters only when transported) move into it;
 * - no ship moves into a nebula or a supernova; into an asteroid field only with Antimass
 *   Deflectors; a ship leaving a gravity rift rolls;
 * - a ship transports units only from its origin, and not when that system holds the player's
 *   command token (ti4.transport.token).
 *
 * Survival Instinct (Ral Nel Consortium, Thunder's Edge faction ability; ti-assistant
 * server/compiled-lang/en.json @31ef8639): after another player activates a system that contains
 * the Ral Nel player's ships, up to 2 of their ships move into the active system from adjacent
 * systems (the Ral Nel player's adjacency) that do not contain their command tokens. The step is
 * one system, so nothing is passed; the active system is entered under the anomaly rules (a nebula
 * may be entered: it is the active system); leaving a gravity rift rolls; transport as above, and
 * a transported fighter is a ship and counts toward the 2.
 *
 * Benediction (Mahact hero Airo Shir Aur, Prophecy of Kings; ti-assistant
 * server/data/prophecyofkings/leaders.ts @31ef8639): "Move all units in the space area of any
 * system to an adjacent system that contains a different player's ships". The units may be any
 * player's, the Mahact player's own included: all of them move together to one system adjacent
 * for their owner (the owner's wormhole abilities, laws and tokens) that holds ships of a player
 * other than that owner. The destination rules are the heroes' above (no nebula or supernova, an
 * asteroid field only with the owner's Antimass Deflectors); leaving a rift rolls; ground forces in
 * the space area go as `transport`. `abilityMove.from` names the system.
 *
 * Wing Transfer (Argent Flight breakthrough, Thunder's Edge; ti-assistant
 * server/compiled-lang/en.json @31ef8639): when the Argent player activates a system that contains
 * only their units, they may place command tokens in adjacent systems that contain only their
 * units; at the end of that action they may move ships among the active system and the adjacent
 * systems (their adjacency) that contain their command tokens. The scenario lists the tokens
 * placed in `players[].commandTokens`. Each ship goes straight from one of those systems to
 * another; the destination rules are the anomaly rules (the active system may be a nebula, no
 * other nebula; no supernova; an asteroid field only with Antimass Deflectors); leaving a rift
 * rolls; transport as for the heroes.
 */

export type HeroMove = 'helix-protocol' | 'dark-space-navigation' | 'survival-instinct' | 'benediction' | 'wing-transfer' | 'rescue';

const TITLE: Record<HeroMove, string> = { 'helix-protocol': 'Helix Protocol', 'dark-space-navigation': 'Dark Space Navigation', 'survival-instinct': 'Survival Instinct', benediction: 'Benediction', 'wing-transfer': 'Wing Transfer', rescue: 'Rescue' };
/** The faction whose card it is; '' for a generic card (Rescue, an action card). */
const FACTION: Record<HeroMove, string> = { 'helix-protocol': 'argent', 'dark-space-navigation': 'l1z1x', 'survival-instinct': 'ralnel', benediction: 'mahact', 'wing-transfer': 'argent', rescue: '' };
const KIND: Record<HeroMove, string> = { 'helix-protocol': 'hero', 'dark-space-navigation': 'hero', 'survival-instinct': 'faction ability', benediction: 'hero', 'wing-transfer': 'breakthrough', rescue: 'action card' };
/** The abilities that answer an activation: they need the active system. */
const ON_ACTIVATION: ReadonlySet<HeroMove> = new Set(['survival-instinct', 'wing-transfer', 'rescue']);
/** Survival Instinct moves at most this many ships; Rescue one. */
const SURVIVAL_SHIPS = 2;
const shipLimit = (ability: HeroMove) => (ability === 'rescue' ? 1 : SURVIVAL_SHIPS);
/** Survival Instinct and Rescue answer another player's activation of a system holding the player's ships. */
const answersActivation = (ability: HeroMove) => ability === 'survival-instinct' || ability === 'rescue';

function queryFor(scenario: Ti4Scenario, galaxy: Galaxy, player: string, ability: HeroMove): Result<Query> {
  if (!ON_ACTIVATION.has(ability)) return prepareQuery(asPlayer(scenario, player), null, galaxy);
  if (scenario.activeSystem === undefined) {
    return { ok: false, issues: [{ path: 'abilityMove', rule: 'ti4.move.ability', message: `${TITLE[ability]} answers an activation: give activeSystem` }] };
  }
  return prepareQuery(asPlayer(scenario, player), scenario.activeSystem, galaxy);
}

/** Survival Instinct: why the Ral Nel player may not use it on this activation, or null. */
function survivalCondition(scenario: Ti4Scenario, query: Query, player: string, ability: HeroMove = 'survival-instinct'): string | null {
  const active = query.active!;
  const name = query.context.galaxy.nodes[active]!.id;
  const activating = activePlayerOf(scenario)?.id;
  if (activating === player) return `${player} activated ${name}: ${TITLE[ability]} answers another player's activation`;
  if (!query.context.units.some((u) => u.player === player && u.node === active && u.isShip)) return `${name} contains no ship of ${player}`;
  return null;
}

/** Survival Instinct: why the ship may not come from its system, or null. */
function originRefusal(query: Query, player: string, ship: UnitInfo, ability: HeroMove = 'survival-instinct'): { rule: Ti4RuleId; reason: string } | null {
  const { context } = query;
  const active = query.active!;
  const from = ship.system;
  if (ship.node === active) return { rule: 'ti4.move.ability', reason: `${ship.id} is already in the active system` };
  // Rescue: "from any system that does not contain one of your command tokens" (no adjacency).
  if (ability !== 'rescue' && !query.adjacencyFor(ship).next[ship.node!]!.includes(active)) return { rule: 'ti4.move.ability', reason: `${from} is not adjacent to the active system ${context.galaxy.nodes[active]!.id} for ${player}` };
  if (context.playerById.get(player)?.commandTokens.includes(from) ?? false) return { rule: 'ti4.move.ability', reason: `${from} contains ${player}'s command token` };
  return null;
}

/** Wing Transfer: why the Argent player may not use it on this activation, or null. */
function wingCondition(scenario: Ti4Scenario, query: Query, player: string): string | null {
  const active = query.active!;
  const name = query.context.galaxy.nodes[active]!.id;
  if (activePlayerOf(scenario)?.id !== player) return `${player} did not activate ${name}: Wing Transfer answers their own activation`;
  const others = [...new Set(query.context.units.filter((u) => u.node === active && u.player !== player).map((u) => u.player))];
  if (others.length > 0) return `${name} contains units of ${others.join(', ')}, not only ${player}'s`;
  return null;
}

/** Wing Transfer: the active system and the adjacent systems holding the player's command tokens, or why a neighbour is not one. */
function wingSystems(query: Query, player: string): { systems: Set<number>; refused: RetreatRefusal[] } {
  const active = query.active!;
  const nodes = query.context.galaxy.nodes;
  const tokens = query.context.playerById.get(player)?.commandTokens ?? [];
  const systems = new Set<number>([active]);
  const refused: RetreatRefusal[] = [];
  for (const n of query.adjacencyFor(null).next[active]!) {
    if (tokens.includes(nodes[n]!.id)) systems.add(n);
    else refused.push({ system: nodes[n]!.id, rule: 'ti4.move.ability', reason: `${nodes[n]!.id} holds no command token of ${player}` });
  }
  return { systems, refused };
}

/** Why no ship of the player may be moved into `node` by the ability, or null. */
function destinationRefusal(query: Query, ability: HeroMove, player: string, node: number): { rule: Ti4RuleId; reason: string } | null {
  const { context, terrain } = query;
  const name = context.galaxy.nodes[node]!.id;
  if (answersActivation(ability)) {
    if (node !== query.active) return { rule: 'ti4.move.ability', reason: `${TITLE[ability]} moves ships into the active system only, not ${name}` };
    const refusal = enterRefusal(context, terrain, node);
    return refusal ? { rule: refusal.rule, reason: refusal.note } : null;
  }
  if (ability === 'wing-transfer') {
    if (!wingSystems(query, player).systems.has(node)) return { rule: 'ti4.move.ability', reason: `${name} is neither the active system nor adjacent to it with a command token of ${player}` };
    const refusal = enterRefusal(context, terrain, node);
    if (refusal) return { rule: refusal.rule, reason: refusal.note };
    if (node !== query.active && hasAnomaly(terrain, node, 'nebula')) return { rule: 'ti4.move.nebula', reason: `${name} is a nebula that is not the active system` };
    return null;
  }
  const others = [...new Set(context.units.filter((u) => u.node === node && u.player !== player && u.isShip).map((u) => u.player))];
  // Benediction: `player` is the owner of the moving units; the destination holds a different player's ships.
  if (ability === 'benediction') {
    if (others.length === 0) return { rule: 'ti4.move.ability', reason: `${name} holds no ships of a player other than ${player}` };
  } else if (others.length > 0) return { rule: 'ti4.move.ability', reason: `${name} holds ships of ${others.join(', ')}` };
  if (ability === 'helix-protocol' && !(context.playerById.get(player)?.commandTokens.includes(name) ?? false)) {
    return { rule: 'ti4.move.ability', reason: `${name} holds no command token of ${player}` };
  }
  if (hasAnomaly(terrain, node, 'nebula')) return { rule: 'ti4.move.nebula', reason: `${name} is a nebula: no ship moves into it by ${TITLE[ability]}` };
  if (hasAnomaly(terrain, node, 'supernova')) return { rule: 'ti4.move.supernova', reason: `${name} is a supernova: no ship moves into it by ${TITLE[ability]}` };
  if (hasAnomaly(terrain, node, 'asteroid-field') && !context.effects.antimassDeflectors) {
    return { rule: 'ti4.move.asteroid', reason: `${name} is an asteroid field: only with Antimass Deflectors` };
  }
  return null;
}

function movable(ability: HeroMove, unit: UnitInfo, player: string): boolean {
  if (unit.node === undefined) return false;
  // Benediction moves the units of any player (Airo Shir Aur: "all units in the space area of any system").
  if (ability === 'benediction') return unit.kind === 'fighter' || (unit.movesAsShip && unit.move !== null);
  if (unit.player !== player) return false;
  if (ability !== 'dark-space-navigation' && unit.kind === 'fighter') return true;
  return unit.movesAsShip && unit.move !== null;
}

function factionIssue(query: Query, ability: HeroMove, player: string): Violation | null {
  const faction = query.context.playerById.get(player)?.faction;
  if (FACTION[ability] === '' || faction === FACTION[ability]) return null;
  return { unit: null, rule: 'ti4.move.ability', system: null, note: `${TITLE[ability]} is the ${FACTION[ability]} ${KIND[ability]}'s; ${player} plays ${faction ?? 'no faction'}` };
}

/** `plan`: every system the ability may move the player's ships into, and why the others are not. */
export function planAbilityMove(scenario: Ti4Scenario, galaxy: Galaxy, trace: TraceStep[]): Result<AbilityMovePlan> {
  const spec = scenario.abilityMove!;
  const built = queryFor(scenario, galaxy, spec.player, spec.ability);
  if (!built.ok) return built;
  const query = built.value;
  const nodes = galaxy.nodes;
  const problem = factionIssue(query, spec.ability, spec.player);
  if (answersActivation(spec.ability)) return problem ? ok(emptyPlan(spec.ability, spec.player, problem, trace)) : ok(planSurvival(scenario, query, spec.player, trace, spec.ability));
  if (spec.ability === 'benediction') return problem ? ok(emptyPlan(spec.ability, spec.player, problem, trace)) : planBenediction(scenario, galaxy, query, spec.player, trace);
  if (spec.ability === 'wing-transfer') return problem ? ok(emptyPlan(spec.ability, spec.player, problem, trace)) : ok(planWing(scenario, query, spec.player, trace));
  const ships = query.context.units.filter((u) => movable(spec.ability, u, spec.player)).map((u) => u.id);
  const destinations: string[] = [];
  const refused: RetreatRefusal[] = [];
  if (problem) trace.push({ rule: problem.rule, note: problem.note });
  else {
    nodes.forEach((_, n) => {
      const refusal = destinationRefusal(query, spec.ability, spec.player, n);
      if (refusal) refused.push({ system: nodes[n]!.id, rule: refusal.rule, reason: refusal.reason });
      else destinations.push(nodes[n]!.id);
    });
    trace.push({ rule: 'ti4.move.ability', note: `${TITLE[spec.ability]}: ${spec.player}'s ${ships.length} ship(s) may move straight into ${destinations.join(', ') || 'no system'}${spec.ability === 'dark-space-navigation' ? ' (one system for all of them)' : ''}.` });
  }
  return ok({ ability: spec.ability, player: spec.player, ships, destinations, refused });
}

function emptyPlan(ability: HeroMove, player: string, problem: Violation, trace: TraceStep[]): AbilityMovePlan {
  trace.push({ rule: problem.rule, note: problem.note });
  return { ability, player, ships: [], destinations: [], refused: [] };
}

/** The units Benediction moves together: every ship and fighter in each system's space area, any player's (node order). */
function unitsBySystem(query: Query): Map<number, UnitInfo[]> {
  const by = new Map<number, UnitInfo[]>();
  for (const u of query.context.units) {
    if (!movable('benediction', u, '')) continue;
    by.set(u.node!, [...(by.get(u.node!) ?? []), u]);
  }
  return new Map([...by].sort((a, b) => a[0] - b[0]));
}

/** Benediction: each owner's own query (their effects, their adjacency), built once per owner. */
function ownerQueries(scenario: Ti4Scenario, galaxy: Galaxy): (owner: string) => Result<Query> {
  const cache = new Map<string, Result<Query>>();
  return (owner) => {
    let q = cache.get(owner);
    if (q === undefined) {
      q = prepareQuery(asPlayer(scenario, owner), null, galaxy);
      cache.set(owner, q);
    }
    return q;
  };
}

/**
 * Benediction: where the units in the space area of `node` may go, judged for each owner (their
 * adjacency, their Antimass Deflectors; a different player's ships at the destination), or why not.
 */
function benedictionTargets(queryOf: (owner: string) => Result<Query>, node: number, group: readonly UnitInfo[]): Result<{ to: number[]; refused: Map<number, RetreatRefusal> }> {
  const owners = [...new Set(group.map((u) => u.player))];
  let to: number[] | null = null;
  const refused = new Map<number, RetreatRefusal>();
  for (const owner of owners) {
    const q = queryOf(owner);
    if (!q.ok) return q;
    const nodes = q.value.context.galaxy.nodes;
    const next = q.value.adjacencyFor(null).next[node]!;
    const fine: number[] = [];
    for (const n of next) {
      const refusal = destinationRefusal(q.value, 'benediction', owner, n);
      if (refusal === null) fine.push(n);
      else if (!refused.has(n)) refused.set(n, { system: nodes[n]!.id, rule: refusal.rule, reason: refusal.reason });
    }
    to = to === null ? fine : to.filter((n) => fine.includes(n));
  }
  return ok({ to: (to ?? []).sort((a, b) => a - b), refused });
}

/** Benediction's plan: for each system with units in its space area (any player's), the adjacent systems they may go to. */
function planBenediction(scenario: Ti4Scenario, galaxy: Galaxy, query: Query, player: string, trace: TraceStep[]): Result<AbilityMovePlan> {
  const nodes = galaxy.nodes;
  const from = scenario.abilityMove?.from;
  const queryOf = ownerQueries(scenario, galaxy);
  const ships: string[] = [];
  const destinations = new Set<number>();
  const refused = new Map<number, RetreatRefusal>();
  const origins: { from: string; owners: string[]; to: string[] }[] = [];
  for (const [node, group] of unitsBySystem(query)) {
    if (from !== undefined && nodes[node]!.id !== from) continue;
    const judged = benedictionTargets(queryOf, node, group);
    if (!judged.ok) return judged;
    for (const [n, r] of judged.value.refused) if (!refused.has(n)) refused.set(n, r);
    if (judged.value.to.length === 0) continue;
    origins.push({ from: nodes[node]!.id, owners: [...new Set(group.map((u) => u.player))], to: judged.value.to.map((n) => nodes[n]!.id) });
    ships.push(...group.map((u) => u.id));
    for (const t of judged.value.to) destinations.add(t);
  }
  for (const d of destinations) refused.delete(d);
  trace.push({
    rule: 'ti4.move.ability',
    note: origins.length === 0
      ? `Benediction: no space area${from !== undefined ? ` (${from})` : ''} is adjacent, for its units' owner, to a system holding another player's ships that may be entered.`
      : `Benediction (${player}): all units in the space area of one system, any player's, move to a system adjacent for their owner that holds a different player's ships: ${origins.map((o) => `${o.from} (${o.owners.join(', ')}) -> ${o.to.join(' or ')}`).join('; ')}.`,
  });
  const order = (xs: Iterable<number>) => [...xs].sort((a, b) => a - b);
  return ok({ ability: 'benediction', player, ships, destinations: order(destinations).map((n) => nodes[n]!.id), refused: order(refused.keys()).map((n) => refused.get(n)!), origins });
}

/** Wing Transfer's plan: the player's ships among the active system and the adjacent systems with their command tokens, and where they may go. */
function planWing(scenario: Ti4Scenario, query: Query, player: string, trace: TraceStep[]): AbilityMovePlan {
  const nodes = query.context.galaxy.nodes;
  const name = nodes[query.active!]!.id;
  const condition = wingCondition(scenario, query, player);
  if (condition !== null) {
    trace.push({ rule: 'ti4.move.ability', note: `Wing Transfer: ${condition}.` });
    return { ability: 'wing-transfer', player, ships: [], destinations: [], refused: [{ system: name, rule: 'ti4.move.ability', reason: condition }] };
  }
  const { systems, refused } = wingSystems(query, player);
  const destinations: string[] = [];
  for (const n of [...systems].sort((a, b) => a - b)) {
    const why = destinationRefusal(query, 'wing-transfer', player, n);
    if (why === null) destinations.push(nodes[n]!.id);
    else refused.push({ system: nodes[n]!.id, rule: why.rule, reason: why.reason });
  }
  // A ship may move when one of the destinations is not its own system.
  const ships = query.context.units.filter((u) => movable('wing-transfer', u, player) && systems.has(u.node!) && destinations.some((d) => d !== u.system)).map((u) => u.id);
  trace.push({ rule: 'ti4.move.ability', note: `Wing Transfer: at the end of the action ${player}'s ships move among ${[...systems].map((n) => nodes[n]!.id).join(', ')}; into ${destinations.join(', ') || 'none of them'}.` });
  return { ability: 'wing-transfer', player, ships, destinations, refused };
}

/** Survival Instinct's plan: the ships that may come (from adjacent systems without the player's command token) and the active system, or why not. */
function planSurvival(scenario: Ti4Scenario, query: Query, player: string, trace: TraceStep[], ability: HeroMove = 'survival-instinct'): AbilityMovePlan {
  const active = query.active!;
  const name = query.context.galaxy.nodes[active]!.id;
  const title = TITLE[ability];
  const condition = survivalCondition(scenario, query, player, ability);
  if (condition !== null) {
    trace.push({ rule: 'ti4.move.ability', note: `${title}: ${condition}.` });
    return { ability, player, ships: [], destinations: [], refused: [{ system: name, rule: 'ti4.move.ability', reason: condition }] };
  }
  const entry = destinationRefusal(query, ability, player, active);
  const ships: string[] = [];
  const refused: RetreatRefusal[] = [];
  const seen = new Set<string>();
  for (const unit of query.context.units) {
    if (!movable(ability, unit, player) || unit.node === active) continue;
    const why = originRefusal(query, player, unit, ability);
    if (why === null) ships.push(unit.id);
    else if (!seen.has(unit.system) && !why.reason.includes('not adjacent')) {
      seen.add(unit.system);
      refused.push({ system: unit.system, rule: why.rule, reason: why.reason });
    }
  }
  if (entry) refused.push({ system: name, rule: entry.rule, reason: entry.reason });
  const moving = entry ? [] : ships;
  const from = ability === 'rescue' ? 'any system' : 'adjacent systems';
  trace.push({
    rule: 'ti4.move.ability',
    note: entry
      ? `${title}: ${entry.reason}.`
      : `${title}: up to ${shipLimit(ability)} of ${player}'s ships may move into ${name} from ${from} without their command token: ${moving.join(', ') || 'none'}.`,
  });
  return { ability, player, ships: moving, destinations: entry ? [] : [name], refused };
}

/** `resolve`: each declared hero move checked (violations join the outcome's). */
export function resolveAbilityMove(scenario: Ti4Scenario, galaxy: Galaxy, violations: Violation[], trace: TraceStep[]): Result<AbilityMoveOutcome> {
  const spec = scenario.abilityMove!;
  const built = queryFor(scenario, galaxy, spec.player, spec.ability);
  if (!built.ok) return built;
  const query = built.value;
  const { context, terrain } = query;
  const before = violations.length;
  const problem = factionIssue(query, spec.ability, spec.player);
  if (problem) violations.push(problem);
  if (spec.ability === 'benediction' && !problem) checkBenediction(query, spec, violations);
  if (spec.ability === 'wing-transfer' && !problem) {
    const condition = wingCondition(scenario, query, spec.player);
    if (condition !== null) violations.push({ unit: null, rule: 'ti4.move.ability', system: context.galaxy.nodes[query.active!]!.id, note: `Wing Transfer: ${condition}` });
  }
  if (answersActivation(spec.ability) && !problem) {
    const title = TITLE[spec.ability];
    const condition = survivalCondition(scenario, query, spec.player, spec.ability);
    if (condition !== null) violations.push({ unit: null, rule: 'ti4.move.ability', system: context.galaxy.nodes[query.active!]!.id, note: `${title}: ${condition}` });
    const moved = spec.moves.length + spec.moves.reduce((n, m) => n + m.transport.filter((id) => context.unitById.get(id)?.kind === 'fighter').length, 0);
    const most = shipLimit(spec.ability);
    if (moved > most) violations.push({ unit: null, rule: 'ti4.move.ability', system: null, note: `${title} moves up to ${most} ship${most === 1 ? '' : 's'}, not ${moved} (a transported fighter counts)` });
  }
  const player = context.playerById.get(spec.player);
  const targets = [...new Set(spec.moves.map((m) => m.to))];
  if (spec.ability === 'dark-space-navigation' && targets.length > 1) {
    violations.push({ unit: null, rule: 'ti4.move.ability', system: null, note: `Dark Space Navigation moves ships into one chosen system, not ${targets.join(', ')}` });
  }
  const riftRolls: { unit: string; system: string }[] = [];
  const carried = new Set<string>();
  const declaredOnce = new Set<string>();
  const queryOf = ownerQueries(scenario, galaxy);
  for (const declared of spec.moves) {
    const ship = context.unitById.get(declared.unit);
    if (ship === undefined) continue; // check() reports unknown ids
    const here = (rule: Ti4RuleId, note: string, system: string | null = ship.system) => violations.push({ unit: ship.id, rule, system, note });
    // As in the Move Ships step (ti4.move.step), each unit moves once: a second listing is refused and not checked again.
    if (declaredOnce.has(ship.id)) {
      here('ti4.move.ability', `${ship.id} is declared twice; each ship moves once by ${TITLE[spec.ability]}`);
      continue;
    }
    declaredOnce.add(ship.id);
    if (!movable(spec.ability, ship, spec.player)) {
      here(ship.player === spec.player ? 'ti4.move.eligible' : 'ti4.move.ability', ship.player === spec.player ? `${ship.id} cannot move on its own by ${TITLE[spec.ability]}` : `${ship.id} belongs to ${ship.player}`);
      continue;
    }
    // Benediction moves any player's units: the owner's adjacency, anomaly exceptions and rift rules.
    let own = query;
    if (spec.ability === 'benediction') {
      const q = queryOf(ship.player);
      if (!q.ok) return q;
      own = q.value;
    }
    const to = galaxy.nodeOf.get(declared.to)!;
    const refusal = destinationRefusal(own, spec.ability, spec.ability === 'benediction' ? ship.player : spec.player, to);
    if (refusal) here(refusal.rule, `${ship.id}: ${refusal.reason}`, declared.to);
    const origin =
      answersActivation(spec.ability) ? originRefusal(query, spec.player, ship, spec.ability)
      : spec.ability === 'benediction' && !own.adjacencyFor(own.context.unitById.get(ship.id)!).next[ship.node!]!.includes(to) ? { rule: 'ti4.move.ability' as const, reason: `${declared.to} is not adjacent to ${ship.system} for ${ship.player}, the owner` }
      : spec.ability === 'wing-transfer' && !wingSystems(query, spec.player).systems.has(ship.node!) ? { rule: 'ti4.move.ability' as const, reason: `${ship.system} is neither the active system nor adjacent to it with a command token of ${spec.player}` }
      : null;
    if (origin) here(origin.rule, `${ship.id}: ${origin.reason}`);
    if (needsRoll(own.context, own.terrain, own.context.unitById.get(ship.id)!, ship.node!)) {
      riftRolls.push({ unit: ship.id, system: ship.system });
      trace.push({ rule: 'ti4.move.rift-roll', note: `${ship.id} rolls on leaving the gravity rift ${ship.system}: 1-3 removes it.` });
    }
    let load = 0;
    for (const id of declared.transport) {
      const unit = context.unitById.get(id);
      if (unit === undefined) continue;
      if (carried.has(id)) here('ti4.move.ability', `${id} is transported twice`);
      carried.add(id);
      const carrier = spec.ability === 'benediction' ? ship.player : spec.player;
      if (!transportable(unit) || unit.player !== carrier || unit.node !== ship.node) {
        here('ti4.transport.pickup', `${id} is not ${carrier}'s fighter or ground force in ${ship.system}, the origin: ${TITLE[spec.ability]} transports only from there`);
      }
      load += capacityUsed(unit);
    }
    if (spec.ability !== 'benediction' && spec.ability !== 'wing-transfer' && declared.transport.length > 0 && (player?.commandTokens.includes(ship.system) ?? false)) {
      here('ti4.transport.token', `${ship.system} holds ${spec.player}'s command token: ${ship.id} transports nothing out of it`);
    }
    if (load > ship.capacity) here('ti4.transport.capacity', `${ship.id} carries ${load} for capacity ${ship.capacity}`);
    if (!refusal && !origin) trace.push({ rule: 'ti4.move.ability', note: `${TITLE[spec.ability]}: ${ship.id} moves from ${ship.system} straight into ${declared.to}${declared.transport.length > 0 ? ` with ${declared.transport.join(', ')}` : ''}.` });
  }
  return ok({ ability: spec.ability, player: spec.player, legal: violations.length === before, riftRolls });
}

/** Benediction moves every unit in the space area of one system (any player's), together, to one system. */
function checkBenediction(query: Query, spec: NonNullable<Ti4Scenario['abilityMove']>, violations: Violation[]): void {
  const { context } = query;
  const declared = spec.moves.map((m) => context.unitById.get(m.unit)).filter((u): u is UnitInfo => u !== undefined && u.node !== undefined);
  const from = [...new Set(declared.map((u) => u.system))];
  const to = [...new Set(spec.moves.map((m) => m.to))];
  if (from.length > 1) violations.push({ unit: null, rule: 'ti4.move.ability', system: null, note: `Benediction moves the units of one system, not of ${from.join(', ')}` });
  if (to.length > 1) violations.push({ unit: null, rule: 'ti4.move.ability', system: null, note: `Benediction moves them to one system, not ${to.join(', ')}` });
  if (spec.from !== undefined && from.length === 1 && from[0] !== spec.from) {
    violations.push({ unit: null, rule: 'ti4.move.ability', system: spec.from, note: `Benediction was declared from ${spec.from}, but the moves leave ${from[0]}` });
  }
  if (from.length !== 1) return;
  const moving = new Set(spec.moves.map((m) => m.unit));
  const carried = new Set(spec.moves.flatMap((m) => m.transport));
  const left = context.units.filter((u) => u.system === from[0] && movable('benediction', u, spec.player) && !moving.has(u.id) && !carried.has(u.id)).map((u) => u.id);
  if (left.length > 0) violations.push({ unit: null, rule: 'ti4.move.ability', system: from[0]!, note: `Benediction moves all units in the space area of ${from[0]}: ${left.join(', ')} must move too` });
}
