import type { TraceStep } from '../core/trace.ts';
import type { UnitInfo } from './context.ts';
import type { Violation } from './outcome.ts';
import type { Query } from './query.ts';

/**
 * Transport rules shared by `resolve` and `plan` (ti4.transport.*): what may be carried, where it
 * may be picked up, and how much capacity it uses.
 */


/**
 * Fighters and ground forces are transported; structures (the Hel-Titan too) are not
 * (ti4.transport.capacity), except the Ral Nel Consortium's (Miniaturization, Thunder's Edge faction
 * ability: "Your structures can be transported by any ship; this does not require or count against
 * capacity"; ti-assistant server/data/thundersedge/factions.ts @31ef8639).
 */
export function transportable(unit: UnitInfo): boolean {
  if (miniaturized(unit)) return true;
  return (unit.kind === 'fighter' || unit.kind === 'infantry' || unit.kind === 'mech') && unit.stats.id !== 'hel-titan';
}

/** A Ral Nel structure (Miniaturization): rides any ship, using no capacity. */
export function miniaturized(unit: UnitInfo): boolean {
  return unit.isStructure && unit.faction === 'ralnel' && !unit.movesAsShip;
}

/** Capacity a transported unit uses: Argent mechs use none (ti4.transport.argent), nor Ral Nel structures (Miniaturization). */
export function capacityUsed(unit: UnitInfo): number {
  return (unit.kind === 'mech' && unit.faction === 'argent') || miniaturized(unit) ? 0 : 1;
}

/** May `carrier` pick up units in `node` (ti4.transport.pickup, ti4.transport.token)? */
export function pickupRefusal(prepared: Query, carrier: UnitInfo, node: number, active: number): string | null {
  const { context } = prepared;
  const id = context.galaxy.nodes[node]!.id;
  if (node === active) return null;
  if (!context.activePlayer.commandTokens.includes(id)) return null;
  if (context.effects.dominusOrb) return null;
  if (context.effects.ahkSylSiven && carrier.kind === 'flagship' && node === carrier.node) return null;
  return `${id} holds ${context.activePlayer.id}'s command token and is not the active system: nothing is picked up there`;
}

export interface DeclaredMove {
  readonly ship: UnitInfo;
  readonly path: readonly number[];
  readonly transport: readonly string[];
  readonly index: number;
}

/** Checks every declared transport (resolve). */
export function checkTransport(prepared: Query, moves: readonly DeclaredMove[], active: number): { violations: Violation[]; trace: TraceStep[] } {
  const { context } = prepared;
  const nodes = context.galaxy.nodes;
  const violations: Violation[] = [];
  const trace: TraceStep[] = [];
  const carriedBy = new Map<string, string>();
  const movers = new Set(moves.map((m) => m.ship.id));
  for (const move of moves) {
    const ship = move.ship;
    let used = 0;
    for (const id of move.transport) {
      const unit = context.unitById.get(id);
      if (unit === undefined) continue; // check() reports unknown ids
      const where = unit.system;
      if (unit.player !== context.activePlayer.id) {
        violations.push({ unit: id, rule: 'ti4.transport.pickup', system: where, note: `${id} belongs to ${unit.player}; ${ship.id} transports only its own player's units` });
        continue;
      }
      if (!transportable(unit)) {
        violations.push({ unit: id, rule: 'ti4.transport.capacity', system: where, note: `${id} (${unit.stats.name}) is not a fighter or ground force: it cannot be transported` });
        continue;
      }
      const earlier = carriedBy.get(id);
      if (earlier !== undefined) {
        violations.push({ unit: id, rule: 'ti4.transport.pickup', system: where, note: `${id} is already transported by ${earlier}` });
        continue;
      }
      carriedBy.set(id, ship.id);
      if (movers.has(id)) {
        violations.push({ unit: id, rule: 'ti4.move.simultaneous', system: where, note: `${id} moves on its own and cannot also ride on ${ship.id}: all movement is simultaneous` });
      }
      if (unit.node === undefined || !move.path.includes(unit.node)) {
        violations.push({
          unit: id,
          rule: 'ti4.transport.pickup',
          system: where,
          note: `${id} is in ${where}, which is not on ${ship.id}'s path (${move.path.map((n) => nodes[n]!.id).join(' -> ')}): units are picked up only in the start system, systems moved through and the active system`,
        });
      } else {
        const refusal = pickupRefusal(prepared, ship, unit.node, active);
        if (refusal) violations.push({ unit: id, rule: 'ti4.transport.token', system: where, note: `${ship.id} cannot pick up ${id}: ${refusal}` });
      }
      used += capacityUsed(unit);
      if (miniaturized(unit)) trace.push({ rule: 'ti4.transport.capacity', note: `${id} is a Ral Nel structure (Miniaturization): any ship transports it, using no capacity.` });
      else if (capacityUsed(unit) === 0) trace.push({ rule: 'ti4.transport.argent', note: `${id} is an Argent mech and uses no capacity.` });
    }
    if (used > ship.capacity) {
      violations.push({
        unit: ship.id,
        rule: 'ti4.transport.capacity',
        system: ship.system,
        note: `${ship.id} transports ${used} units but its capacity is ${ship.capacity}`,
      });
    } else if (move.transport.length > 0) {
      trace.push({ rule: 'ti4.transport.capacity', note: `${ship.id} transports ${move.transport.join(', ')} (${used} of capacity ${ship.capacity}).` });
    }
  }
  return { violations, trace };
}
