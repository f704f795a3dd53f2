import { shipTerrain } from './terrain.ts';
import type { TraceStep } from '../core/trace.ts';
import type { UnitInfo } from './context.ts';
import type { PlannedShip, TransportMove, TransportPlan } from './outcome.ts';
import type { Query } from './query.ts';
import type { SearchInput } from './search.ts';
import { layerLimit } from './search.ts';
import { standing } from './ship-moves.ts';
import { capacityUsed, pickupRefusal, transportable } from './transport.ts';
import type { Ti4RuleId } from './rules.ts';

/**
 * `plan` with `bring`: is there a transport assignment that brings the asked-for fighters and
 * ground forces into the active system, and which one carries the most (ti4.transport.*)? Each
 * ship with capacity may take any legal route in range; the units a route can pick up are those in
 * its start system, the systems it moves through and the active system, except systems holding
 * the player's command token (ti4.transport.token). The assignment is a maximum flow from units
 * to ships' capacity, tried over the ships' distinct pickup options.
 */



interface Option {
  readonly path: readonly number[];
  readonly rolls: number;
  /** Nodes where this route may pick up. */
  readonly pickups: readonly number[];
}

const MAX_ROUTES = 4000;
const MAX_COMBINATIONS = 4096;

/** Every legal route into `active` within range (bounded), grouped by the set of pickup systems. */
function options(prepared: Query, ship: UnitInfo, input: SearchInput, budget: number, active: number, wanted: ReadonlySet<number>): Option[] {
  const { terrain, next, start } = input;
  const limit = layerLimit(terrain, budget);
  const bySet = new Map<string, Option>();
  let count = 0;
  const path: number[] = [start];
  const walk = (node: number, k: number, departures: number, rolls: number) => {
    if (count > MAX_ROUTES) return;
    if (node === active && (k === 0 || terrain.enterable[node]) && k - departures * terrain.riftBonus <= budget) {
      count++;
      const pickups = [...new Set(path.filter((n) => wanted.has(n) && pickupRefusal(prepared, ship, n, active) === null))].sort((a, b) => a - b);
      const key = pickups.join(',');
      const held = bySet.get(key);
      if (held === undefined || path.length < held.path.length || (path.length === held.path.length && rolls < held.rolls)) {
        bySet.set(key, { path: [...path], rolls, pickups });
      }
    }
    if (k >= limit) return;
    if (k > 0 && !terrain.passable[node]) return;
    const leaves = terrain.rift[node]!;
    const d = departures + leaves;
    const r = rolls + (leaves && terrain.rolls[node] ? 1 : 0);
    if (k + 1 - d * terrain.riftBonus > budget + (terrain.riftBonus > 1 ? limit : 0)) return;
    for (const to of next[node]!) {
      path.push(to);
      walk(to, k + 1, d, r);
      path.pop();
    }
  };
  walk(start, 0, 0, 0);
  const all = [...bySet.values()];
  // Keep the options whose pickup set is not strictly inside another's (more choice never hurts).
  return all
    .filter((o) => !all.some((p) => p !== o && p.pickups.length > o.pickups.length && o.pickups.every((n) => p.pickups.includes(n))))
    .sort((a, b) => a.path.length - b.path.length || a.rolls - b.rolls || a.pickups.join(',').localeCompare(b.pickups.join(',')));
}

/** Maximum assignment of units to ships' capacity (augmenting paths; tiny graphs). */
function assign(units: readonly UnitInfo[], carriers: readonly { ship: UnitInfo; pickups: readonly number[] }[]): Map<string, string> {
  const slots: { ship: UnitInfo; pickups: readonly number[] }[] = [];
  for (const c of carriers) for (let i = 0; i < c.ship.capacity; i++) slots.push(c);
  const owner = new Array<number>(slots.length).fill(-1);
  const free: UnitInfo[] = [];
  const result = new Map<string, string>();
  const needy = units.filter((u) => {
    if (capacityUsed(u) === 0) {
      const c = carriers.find((x) => x.pickups.includes(u.node!));
      if (c) {
        result.set(u.id, c.ship.id);
        return false;
      }
    }
    return true;
  });
  const tryUnit = (ui: number, seen: boolean[]): boolean => {
    const unit = needy[ui]!;
    for (let s = 0; s < slots.length; s++) {
      if (seen[s] || !slots[s]!.pickups.includes(unit.node!)) continue;
      seen[s] = true;
      if (owner[s] === -1 || tryUnit(owner[s]!, seen)) {
        owner[s] = ui;
        return true;
      }
    }
    return false;
  };
  needy.forEach((_, ui) => {
    if (!tryUnit(ui, new Array<boolean>(slots.length).fill(false))) free.push(needy[ui]!);
  });
  owner.forEach((ui, s) => {
    if (ui !== -1) result.set(needy[ui]!.id, slots[s]!.ship.id);
  });
  return result;
}

export function planTransport(prepared: Query, active: number, ships: readonly PlannedShip[], bring: readonly string[]): TransportPlan {
  const { context } = prepared;
  const nodes = context.galaxy.nodes;
  const trace: TraceStep[] = [];
  const left: TransportPlan['left'][number][] = [];
  const alreadyThere: string[] = [];
  const flying: string[] = [];
  const wantedUnits: UnitInfo[] = [];
  const reaching = new Set(ships.map((s) => s.unit));
  for (const id of bring) {
    const unit = context.unitById.get(id);
    if (unit === undefined) continue;
    if (unit.player !== context.activePlayer.id) left.push({ unit: id, rule: 'ti4.transport.pickup', reason: `${id} belongs to ${unit.player}` });
    else if (!transportable(unit)) left.push({ unit: id, rule: 'ti4.transport.capacity', reason: `${id} (${unit.stats.name}) is not a fighter or ground force` });
    else if (unit.node === active) alreadyThere.push(id);
    else if (unit.kind === 'fighter' && reaching.has(id)) flying.push(id);
    else wantedUnits.push(unit);
  }
  const wanted = new Set(wantedUnits.map((u) => u.node!));
  const carriers: { ship: UnitInfo; options: Option[]; value: number }[] = [];
  for (const planned of ships) {
    const ship = context.unitById.get(planned.unit)!;
    if (ship.capacity <= 0 || ship.kind === 'fighter') continue;
    const stand = standing(prepared, ship, active);
    if (!stand.canMove) continue;
    const budget = stand.value + (planned.gravityDrive ? 1 : 0);
    // Myru Vos lets only ships that transport nothing pass other players' ships: a carrier routes without it.
    const input = context.effects.myruVos ? { ...stand.input, terrain: shipTerrain(context, prepared.terrain, ship, { carrying: true, active }) } : stand.input;
    const found = options(prepared, ship, input, budget, active, wanted);
    if (found.length > 0) carriers.push({ ship, options: found, value: stand.value });
  }
  // Try option combinations (bounded), keep the one that carries most, then the shortest total route.
  let best: { carried: Map<string, string>; choice: number[]; length: number } | null = null;
  const total = carriers.reduce((n, c) => n * c.options.length, 1);
  const evaluate = (choice: number[]) => {
    const chosen = carriers.map((c, i) => ({ ship: c.ship, pickups: c.options[choice[i]!]!.pickups }));
    const carried = assign(wantedUnits, chosen);
    const length = carriers.reduce((s, c, i) => s + c.options[choice[i]!]!.path.length, 0);
    if (best === null || carried.size > best.carried.size || (carried.size === best.carried.size && length < best.length)) {
      best = { carried, choice: [...choice], length };
    }
  };
  if (total <= MAX_COMBINATIONS) {
    const choice = carriers.map(() => 0);
    const rec = (i: number) => {
      if (i === carriers.length) return evaluate(choice);
      for (let o = 0; o < carriers[i]!.options.length; o++) {
        choice[i] = o;
        rec(i + 1);
      }
    };
    rec(0);
  } else {
    // Greedy: ship by ship, the option that adds the most.
    const choice = carriers.map(() => 0);
    carriers.forEach((c, i) => {
      let bestOption = 0;
      let bestSize = -1;
      c.options.forEach((_, o) => {
        choice[i] = o;
        const size = assign(wantedUnits, carriers.slice(0, i + 1).map((x, j) => ({ ship: x.ship, pickups: x.options[choice[j]!]!.pickups }))).size;
        if (size > bestSize) {
          bestSize = size;
          bestOption = o;
        }
      });
      choice[i] = bestOption;
    });
    evaluate(choice);
    trace.push({ rule: 'ti4.transport.capacity', note: `${total} route combinations: chosen ship by ship.` });
  }
  const chosen = best as { carried: Map<string, string>; choice: number[] } | null;
  const carriedMap = chosen?.carried ?? new Map<string, string>();
  const carried = wantedUnits.filter((u) => carriedMap.has(u.id)).map((u) => ({ unit: u.id, by: carriedMap.get(u.id)!, from: u.system }));
  for (const unit of wantedUnits) {
    if (carriedMap.has(unit.id)) continue;
    const blockedByToken = context.activePlayer.commandTokens.includes(unit.system) && unit.node !== active && !context.effects.dominusOrb;
    left.push(
      blockedByToken
        ? { unit: unit.id, rule: 'ti4.transport.token', reason: `${unit.id} is in ${unit.system}, which holds ${context.activePlayer.id}'s command token: it cannot be picked up` }
        : { unit: unit.id, rule: 'ti4.transport.capacity', reason: `no ship that reaches the active system can pick ${unit.id} up in ${unit.system} with capacity to spare` },
    );
  }
  const moves: TransportMove[] = [];
  carriers.forEach((c, i) => {
    const option = c.options[chosen?.choice[i] ?? 0]!;
    const rides = carried.filter((x) => x.by === c.ship.id).map((x) => x.unit);
    if (rides.length === 0) return;
    moves.push({ unit: c.ship.id, path: option.path.map((n) => nodes[n]!.id), cost: option.path.length - 1, riftRolls: option.rolls, transport: rides });
    trace.push({ rule: 'ti4.transport.pickup', note: `${c.ship.id} takes ${option.path.map((n) => nodes[n]!.id).join(' -> ')} and transports ${rides.join(', ')}.` });
  });
  for (const l of left) trace.push({ rule: l.rule, note: l.reason });
  const complete = left.length === 0;
  trace.push({ rule: 'ti4.transport.capacity', note: complete ? 'every requested unit can be brought.' : `${left.length} requested unit(s) cannot be brought; this assignment carries the most.` });
  return { requested: [...bring], complete, carried, flying, alreadyThere, left, moves, trace };
}
