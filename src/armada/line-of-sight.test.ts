/**
 * armada.range.line-of-sight and armada.range.obstructed: line of sight between the printed
 * targeting points, worked examples with exact numbers and properties.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { measure } from '../engines.ts';
import { segmentCrossesPolygon } from '../geometry/arc.ts';
import type { Point } from '../geometry/shapes.ts';
import type { ArmadaMeasurement } from './measure.ts';
import { chosenDefence } from './measure.ts';
import { leaveFraction, sightBase, sightSegment, visibleSight } from './sight.ts';

type Pose = { x: number; y: number; heading: number };
type Ship = { id: string; type: string; pose: Pose; owner?: string };
type Obstacle = { id: string; type: string; polygon: [number, number][] } | { id: string; type: string; pose: Pose };
const VSD = 'Victory II-class Star Destroyer';
const CR90 = 'CR90 Corvette A';

function measured(ships: Ship[], from: string, to: string, obstacles: Obstacle[] = []): ArmadaMeasurement {
  const m = measure({ game: 'armada', ships, obstacles }, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  return m.value as ArmadaMeasurement;
}

const square = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
const crosses = (a: Point, b: Point, polygon: [number, number][]) => segmentCrossesPolygon(a, b, polygon.map(([x, y]) => ({ x, y })));

describe('sight.ts: the stretch of the line between the two bases', () => {
  test('leaving a 61 x 102 base from its centre straight ahead: half the base length of a 200 mm line', () => {
    const base = sightBase({ x: 0, y: 0, heading: 0 }, 61, 102);
    expect(leaveFraction(0, 0, 0, 200, base)).toBeCloseTo(51 / 200, 15);
    // Turned to face +x, the same line leaves through the side: 30.5 of 200.
    expect(leaveFraction(0, 0, 0, 200, sightBase({ x: 0, y: 0, heading: 90 }, 61, 102))).toBeCloseTo(30.5 / 200, 15);
    // A point outside the base: nothing to leave out.
    expect(leaveFraction(0, 60, 0, 200, base)).toBe(0);
  });

  test('between a Victory front point and a CR90 front point 300 mm away: from the Victory edge to the CR90 edge', () => {
    const seen = sightSegment();
    const vic = sightBase({ x: 600, y: 400, heading: 0 }, 61, 102);
    const cr = sightBase({ x: 600, y: 700, heading: 180 }, 41, 71);
    expect(visibleSight(600, 439.35, 600, 672.375, vic, cr, seen)).toBe(true);
    expect(seen.ay).toBeCloseTo(451, 12);
    expect(seen.by).toBeCloseTo(664.5, 12);
    // Bases touching along the line: nothing visible is left.
    expect(visibleSight(600, 439.35, 600, 490, vic, sightBase({ x: 600, y: 486.5, heading: 180 }, 41, 71), seen)).toBe(false);
  });
});

describe('armada.range.line-of-sight: worked examples', () => {
  // A Victory facing +y; a CR90 100 mm to its right and 250 mm ahead, facing the Victory. Its whole
  // base is in the Victory's front arc. The hull zones are the tokens (Victory 58.5 x 101.5, CR90
  // 38.5 x 70.25): the closest points are the Victory token's front-right corner (629.25, 450.75)
  // and the CR90 token's front-right corner (680.75, 614.875), 172.02 mm apart (medium range; the
  // bases' corners are 170.73 mm apart). That corner is in the CR90's front hull zone; its right
  // zone is 178.23 mm away (medium), its left and rear zones 192.91 and 211.08 (long).
  const ships: Ship[] = [
    { id: 'vic', type: VSD, pose: { x: 600, y: 400, heading: 0 } },
    { id: 'cr', type: CR90, pose: { x: 700, y: 650, heading: 180 } },
  ];
  // Targeting points: the Victory's front (600, 439.35) (50.75 - 11.4 ahead of its centre); the
  // CR90's front (700, 622.375) (35.125 - 7.5 towards the Victory), right (688.5, 657.875) and left
  // (711.5, 657.875) (11.5 out, 43 - 35.125 behind its centre).
  const vicFront = { x: 600, y: 439.35 };

  test('the defending hull zones inside the front arc, each with its range and targeting point', () => {
    const m = measured(ships, 'vic', 'cr');
    const front = m.arcs.find((a) => a.arc === 'front')!;
    expect(front.range).toBe('medium');
    expect(front.distance).toBeCloseTo(Math.hypot(51.5, 164.125), 9);
    expect(front.defending!.map((d) => [d.zone, d.range])).toEqual([['front', 'medium'], ['left', 'long'], ['right', 'medium'], ['rear', 'long']]);
    // armada.range.through-zone: the lines to the left and rear targeting points enter the CR90's
    // token through its front and right zones; neither of those zones can defend.
    expect(front.defending!.map((d) => [d.zone, d.throughZone])).toEqual([['front', null], ['left', 'front'], ['right', null], ['rear', 'right']]);
    const to = new Map(front.defending!.map((d) => [d.zone, d.lineOfSight.to]));
    expect(to.get('front')!.x).toBeCloseTo(700, 12);
    expect(to.get('front')!.y).toBeCloseTo(622.375, 12);
    expect(to.get('right')!.x).toBeCloseTo(688.5, 12);
    expect(to.get('right')!.y).toBeCloseTo(657.875, 12);
    expect(to.get('left')!.x).toBeCloseTo(711.5, 12);
    for (const d of front.defending!) expect(d.lineOfSight.from).toEqual(front.defending![0]!.lineOfSight.from);
    expect(front.defending![0]!.lineOfSight.from.x).toBeCloseTo(vicFront.x, 12);
    expect(front.defending![0]!.lineOfSight.from.y).toBeCloseTo(vicFront.y, 12);
    expect(front.obstructed).toBe(false);
    expect(front.defendingZone).toBe('front');
    expect(m.trace.map((s) => s.rule)).toContain('armada.range.line-of-sight');
  });

  test('a third ship across the targeting-point lines obstructs', () => {
    const m = measured([...ships, { id: 'block', type: CR90, pose: { x: 640, y: 530, heading: 90 } }], 'vic', 'cr');
    const front = m.arcs.find((a) => a.arc === 'front')!;
    expect(front.obstructed).toBe(true);
    expect(front.obstructedBy).toEqual(['block']);
    expect(front.defending!.filter((d) => d.range === 'medium').every((d) => d.obstructedBy.includes('block'))).toBe(true);
  });

  test('the closest-point line is clear but every targeting-point line at medium range crosses the obstacle: obstructed', () => {
    // At y = 526..534 the lines of sight to the front, right, left and rear targeting points run at
    // x = 635..652, the range line at x = 653..655.4. The front and right hull zones are at medium range.
    const rock = square(628, 526, 652, 534);
    const m = measured(ships, 'vic', 'cr', [{ id: 'rock', type: 'debris-field', polygon: rock }]);
    const front = m.arcs.find((a) => a.arc === 'front')!;
    expect(crosses(front.closest.from, front.closest.to, rock)).toBe(false);
    expect(front.obstructed).toBe(true);
    expect(front.obstructedBy).toEqual(['rock']);
    expect(front.defending!.map((d) => [d.zone, d.obstructed])).toEqual([['front', true], ['left', true], ['right', true], ['rear', true]]);
  });

  test('the closest-point line crosses the obstacle but the targeting-point lines pass beside it: not obstructed', () => {
    // At y = 462..478 the range line runs at x = 633.8..638.6, the lines of sight at x = 613..620.
    const rock = square(628, 462, 645, 478);
    const m = measured(ships, 'vic', 'cr', [{ id: 'rock', type: 'debris-field', polygon: rock }]);
    const front = m.arcs.find((a) => a.arc === 'front')!;
    expect(crosses(front.closest.from, front.closest.to, rock)).toBe(true);
    expect(front.obstructed).toBe(false);
    expect(front.obstructedBy).toEqual([]);
  });

  test('one clear defending hull zone at the best range is enough: the attacker declares that one', () => {
    // Blocks only the line to the CR90's right targeting point (x = 635.1 at y = 526).
    const rock = square(630, 522, 640, 530);
    const m = measured(ships, 'vic', 'cr', [{ id: 'rock', type: 'debris-field', polygon: rock }]);
    const front = m.arcs.find((a) => a.arc === 'front')!;
    expect(front.defending!.find((d) => d.zone === 'right')!.obstructed).toBe(true);
    expect(front.defending!.find((d) => d.zone === 'front')!.obstructed).toBe(false);
    expect(front.obstructed).toBe(false);
    expect(front.defendingZone).toBe('front');
  });

  test('an obstacle under the attacker\'s base obstructs only where the line passes over its visible part', () => {
    const cr = { id: 'cr', type: CR90, pose: { x: 600, y: 700, heading: 180 } };
    const vic = ships[0]!;
    // Under the Victory's front (its base ends at y = 451): the line of sight from (600, 439.35) runs over it hidden.
    const hidden = measured([vic, cr], 'vic', 'cr', [{ id: 'rock', type: 'debris-field', polygon: square(590, 430, 610, 448) }]);
    expect(hidden.arcs[0]!.obstructed).toBe(false);
    // The same obstacle reaching 9 mm past the base edge: visible, obstructed.
    const visible = measured([vic, cr], 'vic', 'cr', [{ id: 'rock', type: 'debris-field', polygon: square(590, 430, 610, 460) }]);
    expect(visible.arcs[0]!.obstructed).toBe(true);
  });

  test('chosenDefence: the zones at the reading\'s range band, a clear line first', () => {
    expect(chosenDefence([{ range: 'long', obstructed: false }, { range: 'medium', obstructed: true }, { range: 'medium', obstructed: false }], 'medium')).toEqual({ range: 'medium', obstructed: false });
    expect(chosenDefence([{ range: 'long', obstructed: false }, { range: 'medium', obstructed: true }], 'medium')).toEqual({ range: 'medium', obstructed: true });
    expect(chosenDefence([], 'close')).toBeNull();
  });

  test('squadrons: a ship\'s line of sight ends on the closest point of the squadron\'s base, a squadron\'s on the hull zone\'s targeting point', () => {
    const document = { game: 'armada', ships: [ships[0]!], squadrons: [{ id: 'sq', position: { x: 600, y: 400 + 51 + 17 + 50 } }], obstacles: [] };
    const out = measure(document, 'vic', 'sq');
    const into = measure(document, 'sq', 'vic');
    if (!out.ok || !into.ok) throw new Error('measure failed');
    const reading = (out.value as ArmadaMeasurement).arcs[0]!;
    expect(reading.lineOfSight!.from.y).toBeCloseTo(439.35, 12);
    expect(reading.lineOfSight!.to.y).toBeCloseTo(501, 12);
    const front = (into.value as ArmadaMeasurement).attackableZones!.find((z) => z.zone === 'front')!;
    expect(front.lineOfSight.from.y).toBeCloseTo(501, 12);
    expect(front.lineOfSight.to.y).toBeCloseTo(439.35, 12);
  });
});

const TYPES = [CR90, VSD, 'MC80 Command Cruiser', 'Gladiator I-class Star Destroyer', 'Nebulon-B Escort Frigate', 'Raider I-class Corvette'];
const pose = fc.record({ x: fc.double({ min: 60, max: 640, noNaN: true }), y: fc.double({ min: 60, max: 540, noNaN: true }), heading: fc.oneof(fc.constantFrom(0, 90, 180, 270), fc.double({ min: 0, max: 359.999, noNaN: true })) });
// fast-check favours the bounds of each range: left alone, pieces line up exactly (x = 60 for all)
// and a line of sight runs along an obstacle's edge, where a rounding decides. A distinct small
// offset per piece keeps the tables generic.
const table = fc.record({
  ships: fc.array(fc.record({ type: fc.constantFrom(...TYPES), pose }), { minLength: 2, maxLength: 6 }),
  obstacles: fc.array(fc.record({ x: fc.double({ min: 60, max: 640, noNaN: true }), y: fc.double({ min: 60, max: 540, noNaN: true }), w: fc.double({ min: 5, max: 60, noNaN: true }), h: fc.double({ min: 5, max: 60, noNaN: true }) }), { maxLength: 4 }),
}).map((t) => ({
  ships: t.ships.map((s, i) => ({ ...s, pose: { ...s.pose, x: s.pose.x + 0.0137 * Math.SQRT2 * (i + 1), y: s.pose.y + 0.0113 * Math.PI * (i + 1) } })),
  obstacles: t.obstacles.map((o, i) => ({ ...o, x: o.x + 0.0171 * Math.E * (i + 1), y: o.y + 0.0097 * Math.SQRT1_2 * (i + 1) })),
}));

type Table = { ships: { type: string; pose: Pose }[]; obstacles: { x: number; y: number; w: number; h: number }[] };

/** The table turned a quarter turn clockwise (k times) and shifted: (x, y) -> (y, -x), heading + 90. */
function moved(t: Table, k: number, dx: number, dy: number): { ships: Ship[]; obstacles: Obstacle[] } {
  const turn = (p: { x: number; y: number }) => {
    let { x, y } = p;
    for (let i = 0; i < k; i++) [x, y] = [y, -x];
    return { x: x + dx, y: y + dy };
  };
  return {
    ships: t.ships.map((s, i) => ({ id: `s${i}`, type: s.type, pose: { ...turn(s.pose), heading: (s.pose.heading + 90 * k) % 360 } })),
    obstacles: t.obstacles.map((o, i) => ({ id: `o${i}`, type: 'debris-field', polygon: square(o.x, o.y, o.x + o.w, o.y + o.h).map(([x, y]) => { const p = turn({ x, y }); return [p.x, p.y] as [number, number]; }) })),
  };
}

function readings(t: { ships: Ship[]; obstacles: Obstacle[] }, from: string, to: string) {
  return measured(t.ships, from, to, t.obstacles).arcs.map((a) => ({ arc: a.arc, range: a.range, obstructed: a.obstructed, by: a.obstructedBy, defending: a.defending?.map((d) => [d.zone, d.range, d.obstructed]) }));
}

describe('armada.range.line-of-sight: properties', () => {
  test('the targeting points move with the ships: turning and shifting the whole table changes no reading', () => {
    let obstructed = 0;
    fc.assert(
      fc.property(table, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (t, k, dx, dy) => {
        const here = moved(t, 0, 0, 0);
        const there = moved(t, k, dx + 1000, dy + 1000);
        const a = readings(here, 's0', 's1');
        expect(readings(there, 's0', 's1')).toEqual(a);
        obstructed += a.filter((r) => r.obstructed).length;
      }),
      { numRuns: 120 },
    );
    // Not vacuous: some lines of sight are crossed.
    expect(obstructed).toBeGreaterThan(5);
  });

  test('one line of sight both ways: hull zone Z of A to zone D of B is obstructed exactly when D of B to Z of A is', () => {
    let compared = 0;
    fc.assert(
      fc.property(table, (t) => {
        const here = moved(t, 0, 0, 0);
        const ab = measured(here.ships, 's0', 's1', here.obstacles);
        const ba = measured(here.ships, 's1', 's0', here.obstacles);
        for (const reading of ab.arcs) {
          for (const d of reading.defending ?? []) {
            const back = ba.arcs.find((r) => r.arc === d.zone)?.defending?.find((e) => e.zone === reading.arc);
            if (back === undefined) continue;
            compared++;
            expect(back.obstructed).toBe(d.obstructed);
            expect([...back.obstructedBy].sort()).toEqual([...d.obstructedBy].sort());
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(50);
  });
});
