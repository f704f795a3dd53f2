/**
 * Armament applied to what measure.ts finds (`armada.range.armament`, `armada.range.anti-squadron`):
 * a hull zone in whose arc a ship or squadron sits at some range can attack it only if at least
 * one die of its armament can be rolled at that range. measure.ts answers the geometry (arcs and
 * ranges); this file wraps its answers and leaves its inside alone.
 *
 * - Plan (`armedThreatsFor`): each option's `exposure` keeps the enemy hull zones whose battery can
 *   roll a die at that range, `targets` the mover's hull zones that can, `squadronTargets` the
 *   entries where the mover's anti-squadron armament can; each kept entry gains `dice`, what can
 *   be rolled. `squadronExposure` is unchanged: a squadron attacks at distance 1 with its own
 *   armament, which the squadron catalog does not hold. A ship type without armament in the catalog
 *   (the community ships) keeps its entries, without `dice`.
 * - Measure (`measureArmed`): each hull-zone reading from a ship gains `dice` (possibly none) and a
 *   trace step says whether that zone can attack there.
 */
import type { ArcThreat } from '../core/measure.ts';
import type { Result } from '../core/issue.ts';
import { ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Pose } from '../geometry/shapes.ts';
import type { HullZone } from './catalog/arcs.ts';
import type { Armament, DiceByRange, DicePool } from './armament.ts';
import { armamentOf, diceAt, diceByRange, diceIn, diceText } from './armament.ts';
import type { ArmadaArcReading, ArmadaMeasurement, SquadronThreat, Threats } from './measure.ts';
import { measureWorld, threatsFor } from './measure.ts';
import type { ShipOnTable, World } from './world.ts';

/** An exposure or target entry with the dice that can be rolled (absent when the ship type has no armament in the catalog). */
export interface ArmedArcThreat extends ArcThreat {
  readonly dice?: DicePool;
}

/** A squadron target with the anti-squadron dice that can be rolled (absent as above; squadron exposure never has it). */
export interface ArmedSquadronThreat extends SquadronThreat {
  readonly dice?: DicePool;
}

export interface ArmedThreats {
  readonly exposure: readonly ArmedArcThreat[];
  readonly targets: readonly ArmedArcThreat[];
  readonly squadronExposure: readonly SquadronThreat[];
  readonly squadronTargets: readonly ArmedSquadronThreat[];
}

/** A measured hull-zone reading with the dice that zone can roll at its range (absent without catalog armament). */
export interface ArmedArcReading extends ArmadaArcReading {
  readonly dice?: DicePool;
}

export interface ArmedMeasurement extends ArmadaMeasurement {
  readonly arcs: readonly ArmedArcReading[];
}

/** One ship's dice per hull zone and attack range, prepared once per plan. */
type ZoneDice = { readonly [Z in HullZone]: DiceByRange };

function zoneDice(armament: Armament): ZoneDice {
  const b = armament.battery;
  return { front: diceByRange(b.front), left: diceByRange(b.left), right: diceByRange(b.right), rear: diceByRange(b.rear), leftAuxiliary: diceByRange(b.leftAuxiliary), rightAuxiliary: diceByRange(b.rightAuxiliary) };
}

/**
 * Keeps the entries whose attacking hull zone can roll a die at the entry's range, each with those
 * dice. `fixed` is the attacking ship's table when every entry has the same attacker (targets: the
 * mover); otherwise each entry's ship is looked up in `byShip` (exposure: lists come grouped by
 * ship, so the last lookup is reused). A ship without a table (no armament) keeps its entries as is.
 */
function keepArmed(entries: readonly ArcThreat[], fixed: ZoneDice | undefined, byShip: ReadonlyMap<string, ZoneDice> | null): ArmedArcThreat[] {
  const kept: ArmedArcThreat[] = [];
  let lastShip = '';
  let table = fixed;
  for (let i = 0; i < entries.length; i++) {
    const t = entries[i]!;
    if (byShip !== null && (i === 0 || t.ship !== lastShip)) {
      lastShip = t.ship;
      table = byShip.get(t.ship);
    }
    if (table === undefined) {
      kept.push(t);
      continue;
    }
    const can = diceIn(table[t.arc as HullZone], t.range);
    if (can !== null) kept.push({ ship: t.ship, arc: t.arc, range: t.range, obstructed: t.obstructed, dice: can });
  }
  return kept;
}

/**
 * `threatsFor` with armament applied: prepared once per plan (each ship's dice per zone and range
 * as shared pools), then per distinct final pose one pass over each list, allocating only the kept
 * entries (a pose already answered gets copies of its lists, as threatsFor does).
 */
export function armedThreatsFor(world: World, mover: ShipOnTable): (pose: Pose) => ArmedThreats {
  const threats = threatsFor(world, mover);
  const byShip = new Map<string, ZoneDice>();
  for (const s of world.ships) {
    const armament = armamentOf(s.record);
    if (armament !== null) byShip.set(s.id, zoneDice(armament));
  }
  const moverArmament = armamentOf(mover.record);
  const mine = byShip.get(mover.id);
  const antiSquadron = moverArmament === null ? null : diceByRange(moverArmament.antiSquadron);
  // Courses that end on the same final pose (several back off to one speed) are filtered once; later ones get copies of the lists.
  const answered = new Map<number, { readonly y: number; readonly heading: number; readonly armed: ArmedThreats }[]>();
  return (pose) => {
    const same = answered.get(pose.x);
    if (same !== undefined) {
      for (const known of same) {
        if (known.y === pose.y && known.heading === pose.heading) return copyArmed(known.armed);
      }
    }
    const found: Threats = threats(pose);
    let squadronTargets: readonly ArmedSquadronThreat[] = found.squadronTargets;
    if (antiSquadron !== null && found.squadronTargets.length > 0) {
      const kept: ArmedSquadronThreat[] = [];
      for (const t of found.squadronTargets) {
        const can = diceIn(antiSquadron, t.range);
        if (can !== null) kept.push({ squadron: t.squadron, arc: t.arc, range: t.range, distanceBand: t.distanceBand, obstructed: t.obstructed, dice: can });
      }
      squadronTargets = kept;
    }
    const armed: ArmedThreats = {
      exposure: found.exposure.length === 0 ? found.exposure : keepArmed(found.exposure, undefined, byShip),
      targets: found.targets.length === 0 || mine === undefined ? found.targets : keepArmed(found.targets, mine, null),
      squadronExposure: found.squadronExposure,
      squadronTargets,
    };
    const entry = { y: pose.y, heading: pose.heading, armed };
    if (same === undefined) answered.set(pose.x, [entry]);
    else same.push(entry);
    return armed;
  };
}

function copyArmed(t: ArmedThreats): ArmedThreats {
  return { exposure: t.exposure.slice(), targets: t.targets.slice(), squadronExposure: t.squadronExposure.slice(), squadronTargets: t.squadronTargets.slice() };
}

/**
 * `measure` with armament: from a ship, each hull-zone reading gains the dice that zone can roll
 * at its range (battery against a ship, anti-squadron against a squadron), with a trace step.
 */
export function measureArmed(world: World, from: string, to: string): Result<ArmedMeasurement> {
  const measured = measureWorld(world, from, to);
  if (!measured.ok) return measured;
  const m = measured.value;
  const ship = m.kinds.from === 'ship' ? world.ships.find((s) => s.id === from) : undefined;
  if (ship === undefined || m.arcs.length === 0) return measured;
  const armament = armamentOf(ship.record);
  const againstSquadron = m.kinds.to === 'squadron';
  const rule = againstSquadron ? 'armada.range.anti-squadron' : 'armada.range.armament';
  if (armament === null) {
    return ok({ ...m, trace: [...m.trace, step(rule, `${ship.record.name} has no armament in the catalog (a community ship): its hull zones are listed without dice.`)] });
  }
  const trace: TraceStep[] = [...m.trace];
  const arcs = m.arcs.map((reading): ArmedArcReading => {
    const printed = againstSquadron ? armament.antiSquadron : armament.battery[reading.arc];
    const dice = diceAt(printed, reading.range);
    const what = againstSquadron ? 'anti-squadron armament' : `${reading.arc} battery armament`;
    const total = dice.red + dice.blue + dice.black;
    trace.push(step(rule, total > 0
      ? `${from}'s ${what} (${diceText(printed)}) rolls ${diceText(dice)} at ${reading.range} range against ${to} from the ${reading.arc} hull zone (red to long range, blue to medium, black at close).`
      : `${from}'s ${what} (${diceText(printed)}) has no die that can be rolled at ${reading.range} range: the ${reading.arc} hull zone cannot attack ${to} (red to long range, blue to medium, black at close).`));
    return { ...reading, dice };
  });
  return ok({ ...m, arcs, trace });
}
