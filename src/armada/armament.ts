/**
 * Which dice a ship can roll at a range (`armada.range.armament`, `armada.range.anti-squadron`).
 *
 * A hull zone's battery armament (against ships) and the ship's anti-squadron armament (against
 * squadrons, from any hull zone) are counts of red, blue and black dice. Red dice can be rolled at
 * close, medium and long range, blue at close and medium, black at close only; an attack can be
 * declared only when at least one die of the armament can be rolled at the attack range (RRG
 * "Armament", "Attack"; starwars-armada.fandom.com/wiki/Armament). The facts per ship type are in
 * catalog/armament.ts; the eight community ships have none (`armamentOf` answers null).
 */
import type { HullZone } from './catalog/arcs.ts';
import type { ArmamentRecord, Dice } from './catalog/armament.ts';
import { ARMAMENT_RECORDS } from './catalog/armament.ts';
import type { ArmadaRange } from './catalog/distances.ts';

/** Dice of one armament, or the part of it that can be rolled at a range. */
export interface DicePool {
  readonly red: number;
  readonly blue: number;
  readonly black: number;
}

/** A ship type's armament: the battery of each hull zone (a huge ship's auxiliary zones too; no dice on other sizes) and the anti-squadron armament. */
export interface Armament {
  readonly battery: { readonly [Z in HullZone]: DicePool };
  readonly antiSquadron: DicePool;
}

/** What an attack is against: a ship (battery armament of the zone) or a squadron (anti-squadron armament). */
export type AttackTarget = 'ship' | 'squadron';

const NO_DICE: DicePool = Object.freeze({ red: 0, blue: 0, black: 0 });

const pool = ([red, blue, black]: Dice): DicePool => Object.freeze({ red, blue, black });

function toArmament(r: ArmamentRecord): Armament {
  return Object.freeze({
    battery: Object.freeze({
      front: pool(r.front), left: pool(r.left), right: pool(r.right), rear: pool(r.rear),
      // Huge ships' auxiliary zones (the other sizes have none: no dice).
      leftAuxiliary: r.leftAuxiliary === undefined ? NO_DICE : pool(r.leftAuxiliary),
      rightAuxiliary: r.rightAuxiliary === undefined ? NO_DICE : pool(r.rightAuxiliary),
    }),
    antiSquadron: pool(r.antiSquadron),
  });
}

/** Keyed by faction and lower-case name (the catalog's own key, as ship-data.ts spells them). */
const BY_SHIP: ReadonlyMap<string, Armament> = new Map(ARMAMENT_RECORDS.map((r) => [`${r.faction}|${r.name.toLowerCase()}`, toArmament(r)]));

/** The armament of a catalog ship type, or null where the catalog has none (the community ships). */
export function armamentOf(record: { readonly name: string; readonly faction: string }): Armament | null {
  return BY_SHIP.get(`${record.faction}|${record.name.toLowerCase()}`) ?? null;
}

/** armada.range.armament: the dice of `dice` that can be rolled at `range` (red to long, blue to medium, black at close). */
export function diceAt(dice: DicePool, range: ArmadaRange): DicePool {
  switch (range) {
    case 'close':
      return dice;
    case 'medium':
      return dice.black === 0 ? dice : { red: dice.red, blue: dice.blue, black: 0 };
    case 'long':
      return dice.blue === 0 && dice.black === 0 ? dice : { red: dice.red, blue: 0, black: 0 };
    case 'beyond':
      return NO_DICE;
  }
}

/** Whether at least one die of `dice` can be rolled at `range`. */
export function reaches(dice: DicePool, range: ArmadaRange): boolean {
  switch (range) {
    case 'close':
      return dice.red + dice.blue + dice.black > 0;
    case 'medium':
      return dice.red + dice.blue > 0;
    case 'long':
      return dice.red > 0;
    case 'beyond':
      return false;
  }
}

/** The armament a hull zone attacks with: its battery against a ship, the anti-squadron armament against a squadron. */
export function armamentFor(armament: Armament, zone: HullZone, target: AttackTarget): DicePool {
  return target === 'ship' ? armament.battery[zone] : armament.antiSquadron;
}

/**
 * armada.range.armament, armada.range.anti-squadron: whether `zone` of a ship with `armament` can
 * declare an attack on a `target` at `range` (at least one die can be rolled there).
 */
export function canAttack(armament: Armament, zone: HullZone, target: AttackTarget, range: ArmadaRange): boolean {
  return reaches(armamentFor(armament, zone, target), range);
}

/** The ranges an attack is declared at, in the order of the tables below. */
const ATTACK_RANGES = ['close', 'medium', 'long'] as const;

/** Per attack range (close, medium, long): the dice that can be rolled, or null when none can. */
export type DiceByRange = readonly [close: DicePool | null, medium: DicePool | null, long: DicePool | null];

/** `diceAt` for each attack range, computed once (the plan looks an entry up instead of building a pool). */
export function diceByRange(dice: DicePool): DiceByRange {
  const [close, medium, long] = ATTACK_RANGES.map((range) => (reaches(dice, range) ? Object.freeze({ ...diceAt(dice, range) }) : null));
  return [close ?? null, medium ?? null, long ?? null];
}

/** The dice of a `DiceByRange` that can be rolled at `range`, or null when none can (beyond long range: none). */
export function diceIn(byRange: DiceByRange, range: ArmadaRange | string | number): DicePool | null {
  return range === 'close' ? byRange[0] : range === 'medium' ? byRange[1] : range === 'long' ? byRange[2] : null;
}

/** Plain words for a pool: "3 red, 1 blue" or "no dice". */
export function diceText(dice: DicePool): string {
  const parts = [[dice.red, 'red'], [dice.blue, 'blue'], [dice.black, 'black']].filter(([n]) => (n as number) > 0).map(([n, colour]) => `${n} ${colour}`);
  return parts.length === 0 ? 'no dice' : parts.join(', ');
}
