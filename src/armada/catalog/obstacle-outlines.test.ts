import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { resolve } from '../../engines.ts';
import { convexPieces, signedArea } from '../../geometry/decompose.ts';
import type { Point } from '../../geometry/index.ts';
import { bodiesOverlap, prepare, toTable } from '../../geometry/index.ts';
import { orient } from '../../geometry/orient.ts';
import { armadaScenario } from '../../schema/armada.ts';
import { DEFAULT_CONFIG } from '../config.ts';
import { footprintsOverlap } from '../exact.ts';
import { overlapRect } from '../footprint.ts';
import { prepareWorld } from '../world.ts';
import { ARMADA_OBSTACLE_OUTLINES } from './obstacle-outlines.ts';
import { findObstacle, obstacleOutline } from './obstacles.ts';

const points = (outline: readonly (readonly [number, number])[]): Point[] => outline.map(([x, y]) => ({ x, y }));
const byId = (id: string) => ARMADA_OBSTACLE_OUTLINES.find((o) => o.id === id)!;

function isSimple(ring: readonly Point[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const [a, b, c, d] = [ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!];
      const o1 = orient(a.x, a.y, b.x, b.y, c.x, c.y);
      const o2 = orient(a.x, a.y, b.x, b.y, d.x, d.y);
      const o3 = orient(c.x, c.y, d.x, d.y, a.x, a.y);
      const o4 = orient(c.x, c.y, d.x, d.y, b.x, b.y);
      if (o1 * o2 <= 0 && o3 * o4 <= 0) return false;
    }
  }
  return true;
}

/** The smallest-area enclosing rectangle (what calipers find), sides longer first, over 0.1-degree steps. */
function caliperSize(ring: readonly Point[]): [number, number] {
  let best: [number, number, number] = [Infinity, 0, 0];
  for (let k = 0; k < 1800; k++) {
    const t = (k * Math.PI) / 1800;
    const c = Math.cos(t);
    const s = Math.sin(t);
    const xs = ring.map((p) => p.x * c + p.y * s);
    const ys = ring.map((p) => -p.x * s + p.y * c);
    const w = Math.max(...xs) - Math.min(...xs);
    const h = Math.max(...ys) - Math.min(...ys);
    if (w * h < best[0]) best = [w * h, Math.max(w, h), Math.min(w, h)];
  }
  return [best[1], best[2]];
}

describe('armada.obstacle.sizes: real token outlines', () => {
  test('the core set (3 asteroid fields, 2 debris fields, the station) and the optional tokens', () => {
    const kinds = ARMADA_OBSTACLE_OUTLINES.map((o) => o.kind);
    expect(kinds.filter((k) => k === 'asteroid-field')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'debris-field')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'station')).toHaveLength(1);
    for (const kind of ['dust-field', 'gravity-rift', 'purrgil', 'exogorth'] as const) expect(kinds).toContain(kind);
  });

  describe.each(ARMADA_OBSTACLE_OUTLINES.map((o) => [o.id, o] as const))('%s', (_id, o) => {
    const ring = points(o.outline);
    test('a simple counter-clockwise polygon of at most 64 vertices', () => {
      expect(ring.length).toBeLessThanOrEqual(64);
      expect(signedArea(ring)).toBeGreaterThan(0);
      expect(isSimple(ring)).toBe(true);
    });
    test('within 0.5 mm of the mesh: bounding box, centre and area', () => {
      const xs = ring.map((p) => p.x);
      const ys = ring.map((p) => p.y);
      expect(Math.abs(Math.max(...xs) - Math.min(...xs) - o.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(Math.max(...ys) - Math.min(...ys) - o.length)).toBeLessThanOrEqual(1);
      expect(Math.abs(Math.max(...xs) + Math.min(...xs)) / 2).toBeLessThanOrEqual(0.5);
      expect(Math.abs(Math.max(...ys) + Math.min(...ys)) / 2).toBeLessThanOrEqual(0.5);
      expect(Math.abs(signedArea(ring) - o.meshArea) / o.meshArea).toBeLessThan(0.015);
    });
    test('agrees with the cardboard measured with calipers (TTS-L): longer side within 8 %, shorter within 15 %', () => {
      // gamerkhang/Armada-Legacy-TTS-Mod Global.-1.lua comments, quoted by armada.obstacle.sizes.
      const [longer, shorter] = caliperSize(ring);
      const [measuredLonger, measuredShorter] = o.measuredInches.map((inches) => inches * 25.4) as [number, number];
      expect(Math.abs(longer / measuredLonger - 1)).toBeLessThan(0.08);
      expect(Math.abs(shorter / measuredShorter - 1)).toBeLessThan(0.15);
    });
    test('the kernel splits it into convex pieces that tile it', () => {
      const total = convexPieces(ring).reduce((sum, piece) => sum + signedArea(piece), 0);
      expect(total).toBeCloseTo(signedArea(ring), 6);
    });
  });

  test('token names resolve to their kind with the real outline; kind names keep the placeholder', () => {
    const token = findObstacle('Asteroid Field 4');
    expect(token.ok && token.record.type).toBe('asteroid-field');
    expect(token.ok && token.outline).toEqual(points(byId('asteroid-field-4').outline));
    const kind = findObstacle('station');
    expect(kind.ok && kind.outline).toBeUndefined();
    expect(kind.ok && obstacleOutline(kind.record)).toHaveLength(8);
    const unknown = findObstacle('asteroid-field-9');
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.message).toContain('asteroid-field');
  });
});

describe('armada.overlap.obstacles against a real outline (contact tolerance 1e-6 mm)', () => {
  // The station token at a turned pose; a small ship's base is placed with its left edge on the
  // outline's right-most point: touching; 0.01 mm further in: overlapping (engine world and kernel).
  const pose = { x: 900, y: 450, heading: 25 };
  const right = points(byId('station-1').outline).map((p) => toTable(pose, p)).reduce((best, p) => (p.x > best.x ? p : best));
  const overlapAt = (gap: number): boolean => {
    const halfWidth = overlapRect('small', { x: 0, y: 0, heading: 0 }).width / 2;
    const world = prepareWorld(armadaScenario.parse({
      game: 'armada',
      ships: [{ id: 'cr90', type: 'CR90 Corvette A', pose: { x: right.x + halfWidth + gap, y: right.y, heading: 0 } }],
      obstacles: [{ id: 'station', type: 'station-1', pose }],
    }));
    if (!world.ok) throw new Error('scenario refused');
    return footprintsOverlap(world.value.ships[0]!.overlap, world.value.obstacles[0]!.body, DEFAULT_CONFIG.collision);
  };
  test('just touching is not overlapping', () => {
    expect(overlapAt(0)).toBe(false);
  });
  test('0.01 mm of interpenetration is overlapping', () => {
    expect(overlapAt(-0.01)).toBe(true);
  });
});

describe('a scenario naming a token', () => {
  test('a ship ending on the debris token reports it with the debris field\'s effect', () => {
    const result = resolve({
      game: 'armada',
      ships: [{ id: 'neb', type: 'Nebulon-B Support Refit', owner: 'rebels', pose: { x: 1100, y: 300, heading: 0 }, speed: 1 }],
      obstacles: [{ id: 'wreck', type: 'debris-field-2', pose: { x: 1100, y: 440, heading: 0 } }],
      maneuver: { ship: 'neb', speed: 1, yaw: [0], side: 'auto' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const outcome = result.value as { readonly obstacles: readonly { readonly id: string; readonly type: string; readonly effect: string }[] };
    expect(outcome.obstacles).toEqual([expect.objectContaining({ id: 'wreck', type: 'debris-field' })]);
  });
});

describe('property: touching any real token from any side (contact tolerance 1e-6 mm)', () => {
  // A small ship's overlap footprint with its rear edge on the token's extreme point in the ship's
  // forward direction: never overlapping; 0.01 mm further in: overlapping. Every token, any pose.
  test('just touching is not overlapping, 0.01 mm in is', () => {
    const size = overlapRect('small', { x: 0, y: 0, heading: 0 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: ARMADA_OBSTACLE_OUTLINES.length - 1 }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (index, tokenHeading, shipHeading) => {
          const pose = { x: 900, y: 450, heading: tokenHeading };
          const outline = { kind: 'polygon' as const, points: points(ARMADA_OBSTACLE_OUTLINES[index]!.outline).map((p) => toTable(pose, p)) };
          const forward = toTable({ x: 0, y: 0, heading: shipHeading }, { x: 0, y: 1 });
          const extreme = outline.points.reduce((best, p) => (p.x * forward.x + p.y * forward.y > best.x * forward.x + best.y * forward.y ? p : best));
          const half = size.length / 2;
          const ship = (inset: number) => ({ ...size, x: extreme.x + forward.x * (half - inset), y: extreme.y + forward.y * (half - inset), heading: shipHeading });
          const body = prepare(outline);
          expect(bodiesOverlap(prepare(ship(0)), body)).toBe(false);
          expect(bodiesOverlap(prepare(ship(0.01)), body)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
