import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SquadronReach } from '../../src/armada/outcome.ts';
import { ReachRegion } from '../../src/armada/squadron-closest.ts';
import { distance } from '../../src/geometry/index.ts';
import type { Circle, Rect } from '../../src/geometry/shapes.ts';
import { plan, resolve } from '../../src/engines.ts';
import { CR90, ship } from './helpers.ts';

/**
 * The exact closest approach of a squadron's move (armada.squadron.move, armada.squadron.no-overlap):
 * of every legal end, the one closest to each enemy. Worked examples by hand, then an oracle: a
 * dense grid of legal ends is never closer than the exact answer, and the exact end is a legal move.
 */
type Squadron = { id: string; type: string; owner: string; position: { x: number; y: number } };
const tie = (id: string, x: number, y: number): Squadron => ({ id, type: 'TIE Fighter Squadron', owner: 'empire', position: { x, y } });
const xwing = (id: string, x: number, y: number): Squadron => ({ id, type: 'X-wing Squadron', owner: 'rebels', position: { x, y } });

function reach(document: unknown): SquadronReach {
  const r = plan(document);
  if (!r.ok || r.value.game !== 'armada' || r.value.kind !== 'squadron-reach') throw new Error(JSON.stringify(r));
  return r.value;
}
const target = (r: SquadronReach, id: string) => r.targets.find((t) => t.id === id)!;

describe('worked examples', () => {
  test('an open table: the end on the reach circle toward the enemy, 245.5 mm closer', () => {
    // TIE at (300, 450), reach 245.5 mm; X-wing 600 mm away: bases 600 - 34 = 566 mm apart, less 245.5.
    const r = reach({ game: 'armada', ships: [], squadrons: [tie('t', 300, 450), xwing('x', 900, 450)], squadronMove: { squadron: 't' } });
    const x = target(r, 'x');
    expect(x.closestEnd.x).toBeCloseTo(545.5, 9);
    expect(x.closestEnd.y).toBeCloseTo(450, 9);
    expect(x.distance).toBeCloseTo(320.5, 9);
    expect(x.withinDistance1).toBe(false);
  });

  test('an enemy within reach: the squadron can end touching it (distance 0)', () => {
    const r = reach({ game: 'armada', ships: [], squadrons: [tie('t', 300, 450), xwing('x', 450, 470)], squadronMove: { squadron: 't' } });
    const x = target(r, 'x');
    expect(x.distance).toBeCloseTo(0, 9);
    expect(Math.hypot(x.closestEnd.x - 450, x.closestEnd.y - 470)).toBeCloseTo(34, 9);
    expect(x.withinDistance1).toBe(true);
  });

  test('a wall of friendly squadrons in the way: the closest end sits in a notch of the wall, which samples every 10 degrees miss', () => {
    // Enemy X-wing straight ahead at 700 mm; nine friendly TIEs touching in a line across the path
    // at x = 520. Nothing beyond the wall is in reach (its near side is 554 mm out, the reach ends at
    // 545.5), so the best end touches two wall squadrons at once: 34 mm from both centres, in the
    // notch beside the middle one, x = 520 - sqrt(34^2 - 17^2).
    const wall = Array.from({ length: 9 }, (_, k) => tie(`w${k}`, 520, 314 + 34 * k));
    const r = reach({ game: 'armada', ships: [], squadrons: [tie('t', 300, 450), ...wall, xwing('x', 1000, 450)], squadronMove: { squadron: 't' } });
    const x = target(r, 'x');
    const notchX = 520 - Math.sqrt(34 * 34 - 17 * 17);
    expect(x.closestEnd.x).toBeCloseTo(notchX, 9);
    expect(Math.abs(x.closestEnd.y - 450)).toBeCloseTo(17, 9);
    expect(x.distance).toBeCloseTo(Math.hypot(1000 - notchX, 17) - 34, 9);
    const sampled = Math.min(...r.endPoints.map((p) => distance({ kind: 'circle', x: p.x, y: p.y, radius: 17 }, { kind: 'circle', x: 1000, y: 450, radius: 17 }).distance));
    expect(x.distance).toBeLessThan(sampled - 1);
  });

  test('a ship in the way: the closest end slides along its shield-dial footprint', () => {
    // A CR90 broadside across the path; the enemy X-wing right behind it.
    const r = reach({
      game: 'armada', ships: [ship('c', CR90, 420, 450, 90)], squadrons: [tie('t', 300, 450), xwing('x', 540, 450)], squadronMove: { squadron: 't' },
    });
    const x = target(r, 'x');
    const moved = resolve({ game: 'armada', ships: [ship('c', CR90, 420, 450, 90)], squadrons: [tie('t', 300, 450), xwing('x', 540, 450)], squadronMove: { squadron: 't', to: x.closestEnd } });
    expect(moved.ok && moved.value.game === 'armada' && moved.value.kind === 'squadron-move' && moved.value.legal).toBe(true);
    expect(x.withinDistance1).toBe(true);
  });

  test('an engaged squadron cannot move: its closest end is where it stands', () => {
    const r = reach({ game: 'armada', ships: [], squadrons: [tie('t', 300, 450), xwing('e', 340, 450), xwing('x', 900, 450)], squadronMove: { squadron: 't' } });
    expect(r.canMove).toBe(false);
    expect(target(r, 'x').closestEnd).toEqual({ x: 300, y: 450 });
  });
});

describe('oracle: no legal end on a dense grid is closer than the exact answer', () => {
  const circle = (x: number, y: number, radius = 17): Circle => ({ kind: 'circle', x, y, radius });
  const arb = fc.record({
    from: fc.record({ x: fc.double({ min: 150, max: 750, noNaN: true }), y: fc.double({ min: 150, max: 750, noNaN: true }) }),
    reach: fc.constantFrom(76.5, 124.5, 185.5, 245.5),
    // Other squadrons as offsets from the mover, so most crowd its reach.
    others: fc.array(fc.record({ x: fc.double({ min: -260, max: 260, noNaN: true }), y: fc.double({ min: -260, max: 260, noNaN: true }) }), { maxLength: 8 }),
    ships: fc.array(fc.record({ x: fc.double({ min: 0, max: 900, noNaN: true }), y: fc.double({ min: 0, max: 900, noNaN: true }), heading: fc.double({ min: 0, max: 360, noNaN: true }) }), { maxLength: 2 }),
    goal: fc.record({ x: fc.double({ min: 0, max: 900, noNaN: true }), y: fc.double({ min: 0, max: 900, noNaN: true }), rect: fc.boolean(), onOther: fc.boolean() }),
  });
  test('exact <= every legal grid point, and the exact end is legal', () => {
    fc.assert(fc.property(arb, ({ from, reach: far, others, ships, goal }) => {
      const keepOut = [
        ...others.filter((o) => Math.hypot(o.x, o.y) >= 34).map((o) => ({ shape: circle(from.x + o.x, from.y + o.y) })),
        ...ships.map((s): { shape: Rect } => ({ shape: { kind: 'rect', x: s.x, y: s.y, heading: s.heading, width: 43, length: 72 } })),
      ];
      const region = new ReachRegion({ from, reach: far, width: 900, height: 900, keepOut });
      // The goal is a free-standing piece, or (as enemies are) one of the pieces kept out of.
      const kept = keepOut[0]?.shape;
      const goalShape: Rect | Circle = goal.onOther && kept !== undefined ? kept
        : goal.rect ? { kind: 'rect', x: goal.x, y: goal.y, heading: 30, width: 43, length: 72 } : circle(goal.x, goal.y);
      const exact = region.closestTo(goalShape);
      let gridBest = Infinity;
      for (let gx = -far; gx <= far; gx += far / 25) {
        for (let gy = -far; gy <= far; gy += far / 25) {
          const p = { x: from.x + gx, y: from.y + gy };
          if (region.legal(p)) gridBest = Math.min(gridBest, distance(circle(p.x, p.y), goalShape).distance);
        }
      }
      if (exact === null) {
        expect(gridBest).toBe(Infinity);
        return;
      }
      expect(region.legal(exact.point)).toBe(true);
      expect(exact.distance).toBeLessThanOrEqual(gridBest + 1e-6);
      expect(Math.abs(distance(circle(exact.point.x, exact.point.y), goalShape).distance - exact.distance)).toBeLessThan(1e-6);
    }), { numRuns: 80 });
  });
});
