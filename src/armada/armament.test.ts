/**
 * Dice by range (armada.range.armament, armada.range.anti-squadron): red dice reach long range,
 * blue medium, black close only; an attack needs at least one die that reaches.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { DicePool } from './armament.ts';
import { armamentOf, canAttack, diceAt, diceByRange, diceIn, diceText, reaches } from './armament.ts';
import type { ArmadaRange } from './catalog/distances.ts';

const RANGES: readonly ArmadaRange[] = ['close', 'medium', 'long', 'beyond'];
const pool = fc.record({ red: fc.nat(6), blue: fc.nat(6), black: fc.nat(6) });
const total = (d: DicePool) => d.red + d.blue + d.black;

describe('armada.range.armament: dice by range', () => {
  test('worked examples from the card: Victory I-class', () => {
    const victory = armamentOf({ name: 'Victory I-class Star Destroyer', faction: 'Galactic Empire' })!;
    // Front 3 red 3 black: all six at close, the three red at medium and long.
    expect(diceAt(victory.battery.front, 'close')).toEqual({ red: 3, blue: 0, black: 3 });
    expect(diceAt(victory.battery.front, 'medium')).toEqual({ red: 3, blue: 0, black: 0 });
    expect(diceAt(victory.battery.front, 'long')).toEqual({ red: 3, blue: 0, black: 0 });
    // Rear 2 red: it can attack at long range.
    expect(canAttack(victory, 'rear', 'ship', 'long')).toBe(true);
    // Anti-squadron 1 blue: squadrons at close and medium, not at long range.
    expect(canAttack(victory, 'front', 'squadron', 'medium')).toBe(true);
    expect(canAttack(victory, 'front', 'squadron', 'long')).toBe(false);
    expect(canAttack(victory, 'front', 'ship', 'beyond')).toBe(false);
  });

  test('a blue-only zone cannot attack at long range; a black-only one only at close', () => {
    const cr90b = armamentOf({ name: 'CR90 Corvette B', faction: 'Rebel Alliance' })!;
    expect(cr90b.battery.rear).toEqual({ red: 0, blue: 1, black: 0 });
    expect(canAttack(cr90b, 'rear', 'ship', 'medium')).toBe(true);
    expect(canAttack(cr90b, 'rear', 'ship', 'long')).toBe(false);
    const gr75 = armamentOf({ name: 'GR-75 Medium Transports', faction: 'Rebel Alliance' })!;
    for (const range of RANGES) expect(canAttack(gr75, 'front', 'ship', range)).toBe(false);
    expect(canAttack(gr75, 'left', 'squadron', 'close')).toBe(true);
    expect(canAttack(gr75, 'left', 'squadron', 'medium')).toBe(false);
    expect(diceText(gr75.antiSquadron)).toBe('1 black');
    expect(diceText(gr75.battery.front)).toBe('no dice');
  });

  test('property: diceAt keeps a colour iff it reaches the range, never adds dice, and reaches = some die left', () => {
    const reach = { red: ['close', 'medium', 'long'], blue: ['close', 'medium'], black: ['close'] } as const;
    fc.assert(
      fc.property(pool, fc.constantFrom(...RANGES), (dice, range) => {
        const at = diceAt(dice, range);
        for (const colour of ['red', 'blue', 'black'] as const) {
          expect(at[colour]).toBe((reach[colour] as readonly string[]).includes(range) ? dice[colour] : 0);
        }
        expect(total(at)).toBeLessThanOrEqual(total(dice));
        expect(reaches(dice, range)).toBe(total(at) > 0);
        // Farther never rolls more.
        const i = RANGES.indexOf(range);
        if (i > 0) expect(total(diceAt(dice, RANGES[i - 1]!))).toBeGreaterThanOrEqual(total(at));
        // The precomputed table answers the same.
        const table = diceIn(diceByRange(dice), range);
        expect(table === null ? null : { ...table }).toEqual(total(at) > 0 ? { ...at } : null);
      }),
    );
  });
});
