import { CREUSS_HOME } from './catalog/tiles.ts';
import { CRIMSON_HOME } from './catalog/thunders-edge.ts';
import type { Context, UnitInfo } from './context.ts';
import type { Terrain } from './terrain.ts';
import { hasAnomaly } from './terrain.ts';
import type { Wormhole } from './catalog/tiles.ts';
import type { TraceStep } from '../core/trace.ts';
import type { Ti4RuleId } from './rules.ts';

/**
 * A ship's move value for this movement (ti4.move.path, ti4.units.values, section 5 of the rules):
 * printed value (after its upgrade), 1 when it starts in a nebula (ti4.move.nebula; Q3: the base
 * value), then Captain Mendosa's "becomes" value, then additive bonuses. The gravity-rift bonus
 * is not here: the search counts it per departure (ti4.move.rift). Gravity Drive is reported as
 * `gravityDrive` because only one ship gets it.
 */

export type MoveValue =
  | { readonly eligible: false; readonly rule: Ti4RuleId; readonly reason: string }
  | {
      readonly eligible: true;
      /** Move value without Gravity Drive. */
      readonly value: number;
      /** 1 when Gravity Drive may add +1 to this ship, else 0. */
      readonly gravityDrive: number;
      readonly steps: readonly TraceStep[];
    };

/** The highest move value of any ship on the board (Captain Mendosa). */
function highestOnBoard(context: Context): number {
  let best = 0;
  for (const unit of context.units) if (unit.movesAsShip && unit.move !== null && unit.move > best) best = unit.move;
  return best;
}

export function moveValue(
  context: Context,
  terrain: Terrain,
  present: readonly ReadonlySet<Wormhole>[],
  ship: UnitInfo,
  options: {
    readonly activeNearAnomaly: boolean;
    /** The active system's node (Call of the Void, Heaven's Eye), when one is activated. */
    readonly active?: number | null;
    /** resolve: the ships declared to move (Gravleash Maneuvers looks at the ships moving from the same system). */
    readonly movers?: ReadonlySet<string>;
  },
): MoveValue {
  const e = context.effects;
  if (!ship.movesAsShip) {
    return { eligible: false, rule: 'ti4.move.eligible', reason: `${ship.stats.name} is not a ship: it never moves on its own and can only be transported` };
  }
  if (ship.move === null) {
    return { eligible: false, rule: 'ti4.move.eligible', reason: `${ship.stats.name} has no move value: it can only be transported` };
  }
  const steps: TraceStep[] = [];
  let value = ship.move;
  steps.push({ rule: 'ti4.units.values', note: `${ship.id} (${ship.upgraded && ship.stats.upgradedName ? ship.stats.upgradedName : ship.stats.name}) has move ${ship.move}.` });
  const start = ship.node;
  if (e.gravleash && ship.kind !== 'fighter' && start !== undefined) {
    // Gravleash Maneuvers (Letnev breakthrough, Thunder's Edge): the highest move value among the ships
    // moving from the same system (plan: every ship of the player there that can move; resolve: the declared ones).
    let highest = value;
    for (const other of context.units) {
      if (other.player !== ship.player || other.node !== start || !other.movesAsShip || other.move === null) continue;
      if (options.movers !== undefined && !options.movers.has(other.id)) continue;
      if (other.move > highest) highest = other.move;
    }
    if (highest > value) {
      value = highest;
      steps.push({ rule: 'ti4.move.path', note: `Gravleash Maneuvers: ${ship.id}'s move value is ${highest}, the highest among the ships moving from ${ship.system}.` });
    }
  }
  if (start !== undefined && hasAnomaly(terrain, start, 'nebula') && !e.voidborn && !e.circletOfTheVoid) {
    value = 1;
    steps.push({ rule: 'ti4.move.nebula', note: `${ship.id} starts in the nebula ${ship.system}: its move value is 1 for this movement.` });
  }
  if (e.mendosaUnit === ship.id) {
    value = highestOnBoard(context);
    steps.push({ rule: 'ti4.move.path', note: `Captain Mendosa: ${ship.id}'s move value becomes ${value}, the highest of any ship on the board.` });
  }
  if (e.flankSpeed) {
    // Wild Wild Galaxy (Thunder's Edge event): Flank Speed gives +2 (ti4.move.events).
    const bonus = e.wildWildGalaxy ? 2 : 1;
    value += bonus;
    steps.push({ rule: e.wildWildGalaxy ? 'ti4.move.events' : 'ti4.move.path', note: `Flank Speed: +${bonus} to ${ship.id}${e.wildWildGalaxy ? ' (Wild Wild Galaxy)' : ''}.` });
  }
  for (const plus of e.plusOneUnits) {
    if (plus.unit !== ship.id) continue;
    value += 1;
    steps.push({ rule: 'ti4.move.path', note: `${plus.source}: +1 to ${ship.id} this tactical action.` });
  }
  const fracture = new Set((context.scenario.thundersEdge?.fracture?.systems ?? []).map((s) => s.id));
  if (e.alRaith && start !== undefined && fracture.has(ship.system)) {
    value += 1;
    steps.push({ rule: 'ti4.move.path', note: `Al'raith Ix Ianovar: +1 to ${ship.id}, which starts in the Fracture.` });
  }
  const active = options.active ?? null;
  if (e.callOfTheVoid && active !== null && fracture.has(context.galaxy.nodes[active]!.id)) {
    value += 1;
    steps.push({ rule: 'ti4.move.events', note: `Call of the Void: +1 to ${ship.id}, the active system is in the Fracture.` });
  }
  if (ship.stats.ability === 'plot-bonus' && active !== null && e.plotHolders.length > 0) {
    const holder = context.units.find((u) => u.node === active && e.plotHolders.includes(u.player));
    if (holder !== undefined) {
      value += 1;
      steps.push({ rule: 'ti4.move.path', note: `Heaven's Eye: +1 to ${ship.id}, the active system holds units of ${holder.player}, who has a control token on a plot.` });
    }
  }
  if (e.slipstream && start !== undefined) {
    const here = present[start]!;
    if (context.galaxy.nodes[start]!.tile === CREUSS_HOME || here.has('alpha') || here.has('beta')) {
      value += 1;
      steps.push({ rule: 'ti4.move.path', note: `Slipstream: +1 to ${ship.id}, which starts in the Creuss home system or an alpha/beta wormhole system.` });
    }
  }
  if (e.resonanceGenerator && start !== undefined) {
    const node = context.galaxy.nodes[start]!;
    const breach = (context.scenario.thundersEdge?.breaches ?? []).some((b) => b.active && b.system === node.id);
    if (node.tile === CRIMSON_HOME || breach) {
      value += 1;
      steps.push({ rule: 'ti4.move.path', note: `Resonance Generator: +1 to ${ship.id}, which starts in the Crimson Rebellion's home system or a system with an active breach.` });
    }
  }
  if (e.aetherstream && options.activeNearAnomaly) {
    value += 1;
    steps.push({ rule: 'ti4.move.path', note: `Aetherstream: +1 to ${ship.id} (the active system is adjacent to an anomaly).` });
  }
  return { eligible: true, value, gravityDrive: e.gravityDrive ? 1 : 0, steps };
}
