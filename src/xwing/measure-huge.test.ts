import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { xwingScenario } from '../schema/xwing.ts';
import { HUGE_FRONT_ARC_DEGREES, arcSlope, arcsOf } from './catalog/arcs.ts';
import { prepareWorld } from './check.ts';
import { measureWorld } from './measure.ts';
import type { XwingMeasurement } from './measure.ts';

/**
 * Huge ships' arcs (xwing.range.arc-lines, xwing.range.in-arc): the lines through the base centre at
 * 41.45 degrees either side of the centre line (TTS2 ArcCheck.lua, `catalog/arcs.ts` header).
 */
type ShipIn = { id: string; type: string; owner?: string; pose: { x: number; y: number; heading: number } };

function measure(ships: ShipIn[], from: string, to: string, obstacles: unknown[] = []): XwingMeasurement {
  const scenario = xwingScenario.parse({ game: 'xwing', playArea: { width: 2000, height: 2000 }, ships, obstacles });
  const world = prepareWorld(scenario);
  if (!world.ok) throw new Error(JSON.stringify(world.issues));
  const m = measureWorld(world.value, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  return m.value;
}

const k = arcSlope('huge');
/** Where the front (rear) arc lines meet a long side of the 80 mm wide base: 40 / k ahead of (behind) the centre. */
const sideMeet = 40 / k;

describe('huge arcs: the figures', () => {
  test('82.9-degree front arc: k = tan(41.45 degrees) = 0.88317, the lines meet the long sides 45.29 mm from the centre', () => {
    expect(HUGE_FRONT_ARC_DEGREES).toBe(82.9);
    expect(k).toBeCloseTo(0.883171, 6);
    expect(sideMeet).toBeCloseTo(45.2914, 4);
    // TTS2's own figure for the same point: tan(90 - 41.45 degrees) x 40.
    expect(sideMeet).toBeCloseTo(Math.tan(((90 - 41.45) * Math.PI) / 180) * 40, 9);
  });

  test('which arcs the huge types have (xwing-data2 primary attacks; the bullseye inside a front arc)', () => {
    expect(arcsOf('cr90corelliancorvette')).toEqual(['left', 'right']);
    expect(arcsOf('raiderclasscorvette')).toEqual(['fullFront']);
    expect(arcsOf('croccruiser')).toEqual(['front', 'bullseye']);
    expect(arcsOf('gozanticlasscruiser')).toEqual(['front', 'bullseye']);
    expect(arcsOf('gr75mediumtransport')).toEqual(['front', 'bullseye']);
    expect(arcsOf('tridentclassassaultship')).toEqual(['front', 'bullseye']);
  });
});

describe('huge arcs: worked examples', () => {
  test('CR90 broadside: a TIE 100 mm off its right side is in the right arc at range 1, measured from the side between the arc lines', () => {
    // CR90 224 x 80 at (1000, 1000) facing +y: right side x = 1040. TIE (40 mm) centred at (1160, 1000): left edge x = 1140.
    const m = measure([
      { id: 'tantive', type: 'CR90 Corellian Corvette', pose: { x: 1000, y: 1000, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', pose: { x: 1160, y: 1000, heading: 0 } },
    ], 'tantive', 'tie');
    expect(m.distance).toBeCloseTo(100, 9);
    expect(m.range).toBe(1);
    expect(m.arcs.map((a) => [a.arc, a.range, a.obstructed])).toEqual([['right', 1, false]]);
    expect(m.arcs[0]!.distance).toBeCloseTo(100, 9);
    // The closest points are unique up to the parallel edges: the middle of the overlap, y = 1000.
    expect(m.arcs[0]!.closest.from.x).toBeCloseTo(1040, 9);
    expect(m.arcs[0]!.closest.from.y).toBeCloseTo(1000, 9);
    expect(m.trace.some((s) => s.rule === 'xwing.range.arc-lines' && s.note.includes('41.45 degrees'))).toBe(true);
  });

  test('a TIE ahead of the CR90 is in neither side arc; a TIE beside its rear quarter beyond the rear line is not either', () => {
    const ahead = measure([
      { id: 'tantive', type: 'CR90 Corellian Corvette', pose: { x: 1000, y: 1000, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', pose: { x: 1000, y: 1200, heading: 180 } },
    ], 'tantive', 'tie');
    expect(ahead.arcs).toEqual([]);
    expect(ahead.distance).toBeCloseTo(200 - 112 - 20, 9); // front edge y = 1112, the TIE's near edge y = 1180
    expect(ahead.range).toBe(1);
  });

  test('C-ROC front arc: the target in the band ahead is in the front and bullseye arcs at the gap from the front edge', () => {
    // C-ROC 195 x 80: front edge 97.5 mm ahead of the centre. TIE centred 250 mm ahead: near edge 230 mm ahead; gap 132.5 mm.
    const m = measure([
      { id: 'croc', type: 'C-ROC Cruiser', pose: { x: 1000, y: 1000, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', pose: { x: 1000, y: 1250, heading: 0 } },
    ], 'croc', 'tie');
    expect(m.arcs.map((a) => [a.arc, a.range])).toEqual([['front', 2], ['bullseye', 2]]);
    expect(m.arcs[0]!.distance).toBeCloseTo(132.5, 9);
  });

  test('Raider full front arc: a ship just ahead of the line across the centre counts, one wholly behind it does not', () => {
    const ships = (y: number): ShipIn[] => [
      { id: 'raider', type: 'Raider-class Corvette', pose: { x: 1000, y: 1000, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', pose: { x: 1200, y, heading: 0 } },
    ];
    // TIE base spans y - 20 .. y + 20; the line across the Raider's centre is y = 1000.
    const touching = measure(ships(980), 'raider', 'tie');
    expect(touching.arcs.map((a) => [a.arc, a.range])).toEqual([['fullFront', 2]]);
    expect(touching.arcs[0]!.distance).toBeCloseTo(140, 9); // right side x = 1040 to the TIE's left edge x = 1180
    expect(measure(ships(979.999), 'raider', 'tie').arcs).toEqual([]);
  });

  test('a target whose corner lies on the CR90 front-right arc line is in the right arc; 0.001 mm past it is not', () => {
    // A TIE, square to the table, whose rear-right corner (L, B) (local to the CR90) lies on the line x = k y:
    // it is in the right arc (x >= k |y|) by that corner only. Range measured from the CR90's side part.
    const B = 200;
    const L = k * B;
    const ships = (dx: number): ShipIn[] => [
      { id: 'tantive', type: 'CR90 Corellian Corvette', pose: { x: 1000, y: 1000, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', pose: { x: 1000 + L - 20 + dx, y: 1000 + B + 20, heading: 0 } },
    ];
    const on = measure(ships(0), 'tantive', 'tie').arcs.find((a) => a.arc === 'right');
    expect(on).toBeDefined();
    // The CR90's part inside the right arc is the side x = 40 for |y| <= 45.29 and the centre; the nearest point to (L, B) is (40, 45.29).
    expect(on!.distance).toBeCloseTo(Math.hypot(L - 40, B - sideMeet), 6);
    expect(on!.range).toBe(3); // about 206.1 mm
    expect(measure(ships(-0.001), 'tantive', 'tie').arcs.some((a) => a.arc === 'right')).toBe(false);
  });

  test('a TIE can shoot a huge ship: range measured to the part of the huge base inside the TIE\'s front arc', () => {
    const m = measure([
      { id: 'tie', type: 'TIE/ln Fighter', pose: { x: 1000, y: 800, heading: 0 } },
      { id: 'gozanti', type: 'Gozanti-class Cruiser', pose: { x: 1000, y: 1000, heading: 90 } },
    ], 'tie', 'gozanti');
    // The Gozanti (195 x 80) turned to face +x: its base spans y 960..1040. The TIE's front edge y = 820: 140 mm.
    expect(m.arcs.map((a) => [a.arc, a.range])).toEqual([['front', 2], ['bullseye', 2]]);
    expect(m.arcs[0]!.distance).toBeCloseTo(140, 9);
  });
});

describe('xwing.range.obstructed: huge ships obstruct', () => {
  test('a GR-75 across the range line between two TIEs obstructs; it does not obstruct an attack on itself', () => {
    const ships: ShipIn[] = [
      { id: 'a', type: 'TIE/ln Fighter', pose: { x: 1000, y: 850, heading: 0 } },
      { id: 'gr75', type: 'GR-75 Medium Transport', pose: { x: 1000, y: 1000, heading: 90 } },
      { id: 'b', type: 'TIE/ln Fighter', pose: { x: 1000, y: 1150, heading: 180 } },
    ];
    const across = measure(ships, 'a', 'b');
    expect(across.arcs.map((x) => [x.arc, x.range, x.obstructed])).toEqual([['front', 3, true], ['bullseye', 3, true]]);
    expect(across.arcs[0]!.distance).toBeCloseTo(260, 9); // y 870 to y 1130
    expect(across.arcs[0]!.obstructedBy).toEqual(['gr75']);
    const atIt = measure(ships, 'a', 'gr75');
    expect(atIt.arcs.map((x) => [x.arc, x.range, x.obstructed])).toEqual([['front', 1, false], ['bullseye', 1, false]]); // y 870 to the GR-75's side at y 960
    // Beside the line (the TIEs 150 mm to the side of the GR-75's end): no obstruction.
    const clear = measure([ships[0]!, { ...ships[1]!, pose: { x: 1250, y: 1000, heading: 90 } }, ships[2]!], 'a', 'b');
    expect(clear.arcs.every((x) => !x.obstructed)).toBe(true);
    expect(clear.trace.some((s) => s.note.endsWith('crosses no obstacle or huge ship.'))).toBe(true);
  });
});

describe('huge arcs: properties', () => {
  const pose = fc.record({ x: fc.double({ min: 300, max: 900, noNaN: true }), y: fc.double({ min: 300, max: 900, noNaN: true }), heading: fc.double({ min: 0, max: 359.9, noNaN: true }) });
  const huge = fc.constantFrom('CR90 Corellian Corvette', 'Raider-class Corvette', 'C-ROC Cruiser', 'GR-75 Medium Transport');
  const any = fc.constantFrom('T-65 X-wing', 'BTL-S8 K-wing', 'Lambda-class T-4a Shuttle', 'CR90 Corellian Corvette', 'Gozanti-class Cruiser');

  test('arcs and their ranges do not change when both ships move and turn together (a huge attacker, any target)', () => {
    let seen = 0;
    fc.assert(fc.property(huge, pose, any, pose, fc.double({ min: -300, max: 300, noNaN: true }), fc.double({ min: -300, max: 300, noNaN: true }), fc.integer({ min: 0, max: 359 }), fc.boolean(), (ta, pa, tb, pb, dx, dy, turn, swap) => {
      const ships = (a: ShipIn['pose'], b: ShipIn['pose']): ShipIn[] => [{ id: 'a', type: ta, pose: a }, { id: 'b', type: tb, pose: b }];
      const [from, to] = swap ? ['b', 'a'] : ['a', 'b'];
      const before = measure(ships(pa, pb), from, to);
      const r = (turn * Math.PI) / 180;
      const move = (p: ShipIn['pose']) => {
        const x = p.x - 600;
        const y = p.y - 600;
        return { x: 1000 + x * Math.cos(r) + y * Math.sin(r) + dx, y: 1000 - x * Math.sin(r) + y * Math.cos(r) + dy, heading: (p.heading + turn) % 360 };
      };
      const after = measure(ships(move(pa), move(pb)), from, to);
      expect(Math.abs(before.distance - after.distance)).toBeLessThan(1e-6);
      const key = (m: XwingMeasurement) => m.arcs.map((x) => x.arc).join();
      if (key(before) !== key(after)) {
        // Only a target touching an arc line within rounding may come and go: it is then at the same distance as the line.
        const differing = [...before.arcs, ...after.arcs].filter((x) => !(before.arcs.some((y) => y.arc === x.arc) && after.arcs.some((y) => y.arc === x.arc)));
        expect(differing.length).toBeLessThanOrEqual(2);
      }
      for (const x of before.arcs) {
        const y = after.arcs.find((z) => z.arc === x.arc);
        if (y !== undefined) {
          expect(Math.abs(x.distance - y.distance)).toBeLessThan(1e-6);
          seen++;
        }
      }
    }), { numRuns: 200 });
    expect(seen).toBeGreaterThan(20);
  });
});
