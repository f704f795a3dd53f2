import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { xwingScenario } from '../schema/xwing.ts';
import { prepareWorld } from './check.ts';
import { measureWorld, rangeBand } from './measure.ts';
import type { XwingMeasurement } from './measure.ts';

type ShipIn = { id: string; type: string; owner?: string; pose: { x: number; y: number; heading: number } };

function measure(ships: ShipIn[], from: string, to: string, obstacles: unknown[] = []): XwingMeasurement {
  const scenario = xwingScenario.parse({ game: 'xwing', playArea: { width: 2000, height: 2000 }, ships, obstacles });
  const world = prepareWorld(scenario);
  if (!world.ok) throw new Error(JSON.stringify(world.issues));
  const m = measureWorld(world.value, from, to);
  if (!m.ok) throw new Error(JSON.stringify(m.issues));
  return m.value;
}

const k = { small: 0.8577, medium: 0.8816, large: 0.8929 };

describe('xwing.range.bands', () => {
  test('bands of 100 mm, edges in the lower band, 0 when touching, null beyond 5', () => {
    expect(rangeBand(0)).toBe(0);
    expect(rangeBand(1e-7)).toBe(0);
    expect(rangeBand(0.5)).toBe(1);
    expect(rangeBand(100)).toBe(1);
    expect(rangeBand(100 + 5e-7)).toBe(1);
    expect(rangeBand(100.001)).toBe(2);
    expect(rangeBand(300)).toBe(3);
    expect(rangeBand(500)).toBe(5);
    expect(rangeBand(500.01)).toBeNull();
  });
});

describe('measure: worked examples', () => {
  test('two small ships nose to nose exactly 100 mm apart: range 1, front and bullseye arcs at range 1', () => {
    const m = measure([
      { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 400, y: 400, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 400, y: 540, heading: 180 } },
    ], 'luke', 'tie');
    expect(m.distance).toBeCloseTo(100, 9);
    expect(m.range).toBe(1);
    expect(m.closest.from.y).toBeCloseTo(420, 9);
    expect(m.closest.to.y).toBeCloseTo(520, 9);
    expect(m.arcs.map((a) => [a.arc, a.range, a.obstructed])).toEqual([['front', 1, false], ['bullseye', 1, false]]);
    expect(m.trace.map((s) => s.rule)).toContain('xwing.range.in-arc');
  });

  test('half a millimetre past the range 1 edge is range 2', () => {
    const m = measure([
      { id: 'luke', type: 'T-65 X-wing', pose: { x: 400, y: 400, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', pose: { x: 400, y: 540.5, heading: 180 } },
    ], 'luke', 'tie');
    expect(m.range).toBe(2);
    expect(m.arcs[0]!.range).toBe(2);
  });

  test('touching bases are at range 0', () => {
    const m = measure([
      { id: 'a', type: 'T-65 X-wing', pose: { x: 400, y: 400, heading: 0 } },
      { id: 'b', type: 'TIE/ln Fighter', pose: { x: 440, y: 400, heading: 0 } },
    ], 'a', 'b');
    expect(m.distance).toBe(0);
    expect(m.range).toBe(0);
    expect(m.arcs).toEqual([]); // beside the T-65: not in its front arc
  });

  test('a target beside the bullseye band is in the front arc only; the range is measured inside the arc', () => {
    // TIE 30 mm to the right of the centre line: its base spans x 410..450, outside the 7.395 mm half band.
    const m = measure([
      { id: 'a', type: 'T-65 X-wing', pose: { x: 400, y: 400, heading: 0 } },
      { id: 'b', type: 'TIE/ln Fighter', pose: { x: 430 + 0, y: 600, heading: 0 } },
    ], 'a', 'b');
    expect(m.arcs.map((a) => a.arc)).toEqual(['front']);
    expect(m.arcs[0]!.distance).toBeCloseTo(160, 9); // front edge y = 420 to the target's rear edge y = 580
  });

  for (const [type, size, side] of [['TIE/ln Fighter', 'small', 40], ['ARC-170 Starfighter', 'medium', 60], ['Lambda-class T-4a Shuttle', 'large', 80]] as const) {
    test(`${size} base: a target whose edge lies on the front-right arc line is in the arc; 0.001 mm off it is not`, () => {
      const kk = k[size];
      const theta = Math.atan(kk);
      const s = 250; // along the arc line from the attacker's centre
      const at = (off: number) => ({ x: 500 + s * Math.sin(theta) + (20 + off) * Math.cos(theta), y: 500 + s * Math.cos(theta) - (20 + off) * Math.sin(theta), heading: (theta * 180) / Math.PI });
      const ships = (off: number): ShipIn[] => [
        { id: 'a', type, pose: { x: 500, y: 500, heading: 0 } },
        { id: 'b', type: 'TIE/ln Fighter', pose: at(off) },
      ];
      const on = measure(ships(0), 'a', 'b').arcs.find((x) => x.arc === 'front');
      expect(on).toBeDefined();
      // The nearest point of the attacker inside the arc is where the line leaves the base: (side/2) / cos(theta) from the centre.
      expect(on!.distance).toBeCloseTo(s - 20 - (side / 2) / Math.cos(theta), 6);
      expect(measure(ships(1e-7), 'a', 'b').arcs.some((x) => x.arc === 'front')).toBe(true); // within the contact tolerance
      expect(measure(ships(0.001), 'a', 'b').arcs.some((x) => x.arc === 'front')).toBe(false);
    });
  }

  test('front-arc angles: 81.24 / 82.80 / 83.52 degrees (small / medium / large)', () => {
    expect((2 * Math.atan(k.small) * 180) / Math.PI).toBeCloseTo(81.24, 2);
    expect((2 * Math.atan(k.medium) * 180) / Math.PI).toBeCloseTo(82.80, 2);
    expect((2 * Math.atan(k.large) * 180) / Math.PI).toBeCloseTo(83.52, 2);
  });

  test('rear arc and double turret', () => {
    const behind = measure([
      { id: 'arc', type: 'ARC-170 Starfighter', pose: { x: 500, y: 500, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', pose: { x: 500, y: 300, heading: 0 } },
    ], 'arc', 'tie');
    expect(behind.arcs.map((a) => [a.arc, a.range])).toEqual([['rear', 2]]); // 200 - 30 - 20 = 150 mm
    expect(behind.arcs[0]!.distance).toBeCloseTo(150, 9);
    const side = measure([
      { id: 'k', type: 'BTL-S8 K-wing', pose: { x: 500, y: 500, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', pose: { x: 300, y: 500, heading: 0 } },
    ], 'k', 'tie');
    expect(side.arcs.map((a) => [a.arc, a.range])).toEqual([['doubleTurret', 2]]);
    expect(side.arcs[0]!.distance).toBeCloseTo(150, 9);
  });

  test('xwing.range.obstructed: an asteroid across the range line obstructs; one beside it does not', () => {
    const ships: ShipIn[] = [
      { id: 'a', type: 'T-65 X-wing', pose: { x: 400, y: 400, heading: 0 } },
      { id: 'b', type: 'TIE/ln Fighter', pose: { x: 400, y: 650, heading: 180 } },
    ];
    const rock = (x: number) => ({ id: 'rock', type: 'asteroid', polygon: [[x - 10, 520], [x + 10, 520], [x + 10, 540], [x - 10, 540]] });
    const hit = measure(ships, 'a', 'b', [rock(400)]);
    expect(hit.arcs.map((a) => [a.arc, a.obstructed])).toEqual([['front', true], ['bullseye', true]]);
    expect(hit.arcs[0]!.obstructedBy).toEqual(['rock']);
    expect(measure(ships, 'a', 'b', [rock(480)]).arcs.every((a) => !a.obstructed)).toBe(true);
  });

  test('unknown ids are issues at from / to', () => {
    const scenario = xwingScenario.parse({ game: 'xwing', ships: [{ id: 'a', type: 'T-65 X-wing', pose: { x: 1, y: 1, heading: 0 } }] });
    const world = prepareWorld(scenario);
    if (!world.ok) throw new Error();
    const m = measureWorld(world.value, 'x', 'a');
    expect(m.ok).toBe(false);
    if (!m.ok) expect(m.issues.map((i) => [i.path, i.rule])).toEqual([['from', 'reference']]);
  });
});

describe('measure: properties', () => {
  const pose = fc.record({ x: fc.double({ min: 200, max: 800, noNaN: true }), y: fc.double({ min: 200, max: 800, noNaN: true }), heading: fc.double({ min: 0, max: 359.9, noNaN: true }) });
  const type = fc.constantFrom('T-65 X-wing', 'ARC-170 Starfighter', 'BTL-S8 K-wing', 'Lambda-class T-4a Shuttle', 'TIE/ln Fighter');

  test('range is symmetric', () => {
    fc.assert(fc.property(type, pose, type, pose, (ta, pa, tb, pb) => {
      const ab = measure([{ id: 'a', type: ta, pose: pa }, { id: 'b', type: tb, pose: pb }], 'a', 'b');
      const ba = measure([{ id: 'a', type: ta, pose: pa }, { id: 'b', type: tb, pose: pb }], 'b', 'a');
      expect(Math.abs(ab.distance - ba.distance)).toBeLessThan(1e-9);
      expect(ab.range).toBe(ba.range);
    }), { numRuns: 150 });
  });

  test('arcs and their ranges do not change when both ships move and turn together', () => {
    fc.assert(fc.property(type, pose, type, pose, fc.double({ min: -300, max: 300, noNaN: true }), fc.double({ min: -300, max: 300, noNaN: true }), fc.integer({ min: 0, max: 359 }), (ta, pa, tb, pb, dx, dy, turn) => {
      const before = measure([{ id: 'a', type: ta, pose: pa }, { id: 'b', type: tb, pose: pb }], 'a', 'b');
      // Rotate both poses about (500, 500) by `turn` degrees clockwise, then translate.
      const r = (turn * Math.PI) / 180;
      const move = (p: { x: number; y: number; heading: number }) => {
        const x = p.x - 500;
        const y = p.y - 500;
        return { x: 1000 + x * Math.cos(r) + y * Math.sin(r) + dx, y: 1000 - x * Math.sin(r) + y * Math.cos(r) + dy, heading: (p.heading + turn) % 360 };
      };
      const after = measure([{ id: 'a', type: ta, pose: move(pa) }, { id: 'b', type: tb, pose: move(pb) }], 'a', 'b');
      // Away from the arc lines (a margin of 1e-6 mm), the arcs containing the target are the same.
      const near = (m: XwingMeasurement) => m.arcs.map((x) => `${x.arc}:${x.range}`);
      if (near(before).join() !== near(after).join()) {
        // Only a boundary case may differ: the differing arc must be touched within rounding of a line.
        const diff = [...before.arcs, ...after.arcs].filter((x) => !(near(before).includes(`${x.arc}:${x.range}`) && near(after).includes(`${x.arc}:${x.range}`)));
        expect(diff.every((x) => Math.abs(x.distance % 100) < 1e-6 || Math.abs((x.distance % 100) - 100) < 1e-6)).toBe(true);
      }
      for (const x of before.arcs) {
        const y = after.arcs.find((z) => z.arc === x.arc);
        if (y !== undefined) expect(Math.abs(x.distance - y.distance)).toBeLessThan(1e-6);
      }
    }), { numRuns: 150 });
  });
});

describe('xwing.range.exposure: plan options', () => {
  test('each option says who can shoot it and whom it can shoot; the ranking sorts them', async () => {
    const { plan } = await import('../engines.ts');
    const planned = plan({
      game: 'xwing',
      ships: [
        { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 400, y: 400, heading: 0 } },
        { id: 'wedge', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 300, y: 600, heading: 180 } },
        { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 400, y: 640, heading: 180 } },
      ],
    });
    if (!planned.ok || planned.value.game !== 'xwing') throw new Error('plan failed');
    const p = planned.value;
    const straight1 = p.maneuvers.find((m) => m.dial === '1FB')!.outcome;
    // Straight 1: the T-65 ends 40 mm ahead (front edge y = 460), the TIE's front edge at y = 620: 160 mm, range 2 both ways.
    expect(straight1.exposure).toEqual([{ ship: 'tie', arc: 'front', range: 2, obstructed: false }, { ship: 'tie', arc: 'bullseye', range: 2, obstructed: false }]);
    expect(straight1.targets).toEqual([{ ship: 'tie', arc: 'front', range: 2, obstructed: false }, { ship: 'tie', arc: 'bullseye', range: 2, obstructed: false }]);
    expect(straight1.exposure!.some((t) => t.ship === 'wedge')).toBe(false); // a friend is never a threat
    expect(p.ranking.length).toBe(p.maneuvers.length + p.actions.filter((a) => a.legal).length);
    for (let i = 1; i < p.ranking.length; i++) {
      const a = p.ranking[i - 1]!;
      const b = p.ranking[i]!;
      expect(a.exposedTo < b.exposedTo || (a.exposedTo === b.exposedTo && a.targets >= b.targets)).toBe(true);
    }
    expect(p.ranking.find((r) => r.label === '1FB')).toMatchObject({ option: expect.stringMatching(/^maneuvers\[\d+\]$/), exposedTo: 1, targets: 1 });
  });
});
