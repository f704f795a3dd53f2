/**
 * Armament applied to what measure.ts finds (`armada.range.armament`, `armada.range.anti-squadron`):
 * a hull zone in whose arc a ship or squadron sits at some range can attack it only if at least
 * one die of its armament can be rolled at that range. measure.ts answers the geometry (arcs and
 * ranges); this file prepares the dice it checks them against and adds them to measure's readings.
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
import { HUGE_HULL_ZONES } from './catalog/arcs.ts';
import type { DiceByRange, DicePool } from './armament.ts';
import { armamentOf, diceAt, diceByRange, diceText } from './armament.ts';
import type { ArmadaArcReading, ArmadaMeasurement, SquadronThreat, ThreatArmament } from './measure.ts';
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

/**
 * `threatsFor` with armament applied (`ThreatArmament`): each ship's dice per hull zone and range as
 * shared pools, prepared once per plan; threatsFor leaves out an attack no die can make as soon as
 * its range is known (before tracing its line of sight) and puts the dice on the entries it keeps.
 * The same lists as filtering threatsFor's answers entry by entry (test/measure/armament-threats.test.ts).
 */
export function armedThreatsFor(world: World, mover: ShipOnTable): (pose: Pose) => ArmedThreats {
  return threatsFor(world, mover, threatArmament(world, mover));
}

/**
 * What `threatsFor` needs to weigh readings with dice (armada.range.armament,
 * armada.range.anti-squadron): every ship's battery tables by ship index (the scenario's order),
 * and the mover's anti-squadron table.
 */
export function threatArmament(world: World, mover: ShipOnTable): ThreatArmament {
  let size = 0;
  for (const s of world.ships) size = Math.max(size, s.index + 1);
  const battery: (readonly DiceByRange[] | null)[] = new Array<null>(size).fill(null);
  for (const s of world.ships) battery[s.index] = diceOf(s.record)?.battery ?? null;
  return { battery, antiSquadron: diceOf(mover.record)?.antiSquadron ?? null };
}

/** A ship type's dice per hull zone (HUGE_HULL_ZONES order) and anti-squadron dice, by range. */
interface DiceTables {
  readonly battery: readonly DiceByRange[];
  readonly antiSquadron: DiceByRange;
}

/** The dice tables of each catalog record, made once (frozen pools, shared by every plan); null without armament. */
const DICE_TABLES = new WeakMap<object, DiceTables | null>();

function diceOf(record: ShipOnTable['record']): DiceTables | null {
  let tables = DICE_TABLES.get(record);
  if (tables === undefined) {
    const armament = armamentOf(record);
    tables = armament === null ? null : { battery: HUGE_HULL_ZONES.map((zone) => diceByRange(armament.battery[zone])), antiSquadron: diceByRange(armament.antiSquadron) };
    DICE_TABLES.set(record, tables);
  }
  return tables;
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
