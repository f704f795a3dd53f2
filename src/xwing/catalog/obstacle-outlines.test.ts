import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { resolve } from '../../engines.ts';
import { convexPieces, signedArea } from '../../geometry/decompose.ts';
import { bodiesOverlap, overlaps, prepare, toTable, touchesBodies } from '../../geometry/index.ts';
import type { Point } from '../../geometry/index.ts';
import { orient } from '../../geometry/orient.ts';
import { xwingScenario } from '../../schema/xwing.ts';
import { prepareWorld } from '../check.ts';
import { OBSTACLE_OUTLINES, obstacleShapeIndex } from './obstacle-outlines.ts';
import { OBSTACLE_KINDS, defaultOutline } from './obstacles.ts';

const points = (outline: readonly (readonly [number, number])[]): Point[] => outline.map(([x, y]) => ({ x, y }));
const extent = (ps: readonly Point[]) => ({
  minX: Math.min(...ps.map((p) => p.x)),
  maxX: Math.max(...ps.map((p) => p.x)),
  minY: Math.min(...ps.map((p) => p.y)),
  maxY: Math.max(...ps.map((p) => p.y)),
});

/** No two non-neighbouring edges meet (exact orientation tests). */
function isSimple(ring: readonly Point[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      if (j === i || (j + 1) % n === i || (i + 1) % n === j) continue;
      const c = ring[j]!;
      const d = ring[(j + 1) % n]!;
      const o1 = orient(a.x, a.y, b.x, b.y, c.x, c.y);
      const o2 = orient(a.x, a.y, b.x, b.y, d.x, d.y);
      const o3 = orient(c.x, c.y, d.x, d.y, a.x, a.y);
      const o4 = orient(c.x, c.y, d.x, d.y, b.x, b.y);
      if (o1 * o2 <= 0 && o3 * o4 <= 0) return false;
    }
  }
  return true;
}

const byId = (id: string) => OBSTACLE_OUTLINES.find((o) => o.id === id)!;

describe('xwing.obstacle.catalog: real obstacle outlines', () => {
  test('the standard pieces by XWS id: 6 + 6 asteroids, 3 + 3 debris clouds, 6 gas clouds', () => {
    const ids = OBSTACLE_OUTLINES.map((o) => o.id);
    for (let i = 0; i < 6; i++) expect(ids).toContain(`coreasteroid${i}`);
    for (let i = 0; i < 6; i++) expect(ids).toContain(`core2asteroid${i}`);
    for (let i = 0; i < 3; i++) expect(ids).toContain(`yt2400debris${i}`);
    for (let i = 0; i < 3; i++) expect(ids).toContain(`vt49decimatordebris${i}`);
    for (let i = 1; i <= 6; i++) expect(ids).toContain(`gascloud${i}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(OBSTACLE_OUTLINES.map((o) => [o.id, o] as const))('%s', (_id, o) => {
    const ring = points(o.outline);
    test('a simple counter-clockwise polygon of at most 64 vertices (limits.vertices is 128)', () => {
      expect(ring.length).toBeGreaterThanOrEqual(8);
      expect(ring.length).toBeLessThanOrEqual(64);
      expect(signedArea(ring)).toBeGreaterThan(0);
      expect(isSimple(ring)).toBe(true);
    });
    test('within 0.5 mm of the measured mesh: bounding box, centre and area', () => {
      const e = extent(ring);
      expect(Math.abs(e.maxX - e.minX - o.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(e.maxY - e.minY - o.length)).toBeLessThanOrEqual(1);
      expect(Math.abs(e.maxX + e.minX) / 2).toBeLessThanOrEqual(0.5);
      expect(Math.abs(e.maxY + e.minY) / 2).toBeLessThanOrEqual(0.5);
      // Dropping points within 0.5 mm changes the area by at most perimeter x 0.5 mm; in practice < 1.5 %.
      expect(Math.abs(signedArea(ring) - o.meshArea) / o.meshArea).toBeLessThan(0.015);
    });
    test('the kernel splits it into convex pieces that tile it', () => {
      const pieces = convexPieces(ring);
      expect(pieces.length).toBeGreaterThanOrEqual(1);
      const total = pieces.reduce((sum, piece) => sum + signedArea(piece), 0);
      expect(total).toBeCloseTo(signedArea(ring), 6);
    });
  });

  // The rules reference's bounding boxes (/work/shared/rules/xwing.md, xwing.obstacle.catalog) are
  // the same meshes read at the template meshes' 17.30 mm per unit: 1.0 core asteroids 65 x 59 to
  // 123 x 99; Force Awakens asteroids 66 x 53 to 115 x 117, one thin 76 x 35; gas clouds 1-3 about
  // 45 x 62, 44 x 60, 30 x 78 and 4-6 about 32 x 41, 29 x 40, 27 x 29 (without the prefab scale).
  // FlyCasual's board shows a mesh unit as 10 mm x the prefab scale: the same shapes, rescaled (the
  // reference's figures are 1.73 times too large: see the VASSAL check below).
  test.each([
    ['coreasteroid0', 65, 59],
    ['coreasteroid5', 123, 99],
    ['core2asteroid2', 66, 53],
    ['core2asteroid5', 115, 117],
    ['core2asteroid0', 76, 35],
    ['gascloud1', 45, 62],
    ['gascloud2', 44, 60],
    ['gascloud3', 30, 78],
    ['gascloud4', 32, 41],
    ['gascloud5', 29, 40],
    ['gascloud6', 27, 29],
  ])('%s: the rules reference\'s %d x %d mm at 17.30 mm per mesh unit is FlyCasual\'s size at 10 mm per unit', (id, width, length) => {
    const o = byId(id);
    const units = (mm: number) => mm / (10 * o.prefabScale);
    expect(Math.abs(units(o.width) - width / 17.301)).toBeLessThan(0.06);
    expect(Math.abs(units(o.length) - length / 17.301)).toBeLessThan(0.06);
  });

  // The scale checked against an independent source: the VASSAL X-Wing module (Mu0n/XWVassal,
  // commit 9c021ee3), whose pieces are drawn at map scale, 282.5 px per range 1
  // (mic/src/main/java/mic/AutoRangeFinder.java; its straight templates move_3_S.png and
  // move_5_S.png measure 120.0 and 200.0 mm). Opaque area (mm^2) of each token image
  // (mic/swxwmg.vmod-unpacked/images/, named for the XWS id by mic/src/main/java/mic/Obstacles.java)
  // at 2.825 px per mm, measured with scripts/token-image-size.ts. Areas do not depend on how the
  // image is turned. The 17.30 mm reading would make every outline 1.73 times the image's size.
  const VASSAL_AREA: readonly (readonly [string, string, number])[] = [
    ['coreasteroid0', 'Asteroid_5b.png', 892],
    ['coreasteroid1', 'Asteroid_1b.png', 1069],
    ['coreasteroid2', 'Asteroid_3b.png', 1261],
    ['coreasteroid3', 'Asteroid_2b.png', 1251],
    ['coreasteroid4', 'Asteroid_6b.png', 1053],
    ['coreasteroid5', 'Asteroid_4b.png', 2780],
    ['core2asteroid0', 'Asteroid_12b.png', 483],
    ['core2asteroid1', 'Asteroid_11b.png', 1245],
    ['core2asteroid2', 'Asteroid_10b.png', 752],
    ['core2asteroid3', 'Asteroid_8b.png', 1164],
    ['core2asteroid4', 'Asteroid_7b.png', 2115],
    ['core2asteroid5', 'Asteroid_9b.png', 3272],
    ['yt2400debris0', 'Debris_5.png', 2569],
    ['yt2400debris1', 'Debris_4.png', 1926],
    ['yt2400debris2', 'Debris_6.png', 2603],
    ['vt49decimatordebris0', 'Debris_1.png', 1432],
    ['vt49decimatordebris1', 'Debris_2.png', 1561],
    ['vt49decimatordebris2', 'Debris_3.png', 1303],
  ];
  test.each(VASSAL_AREA)('%s matches the VASSAL module\'s %s (%d mm^2): length ratio 0.95 to 1.11, not 1.73', (id, _image, area) => {
    const o = byId(id);
    const linear = Math.sqrt(area / o.meshArea);
    expect(linear).toBeGreaterThan(0.95);
    expect(linear).toBeLessThan(1.11);
    expect(Math.abs(Math.sqrt(area / (o.meshArea * 1.7301 ** 2)) - 1)).toBeGreaterThan(0.35);
  });
  test('every asteroid and debris cloud is in the VASSAL check', () => {
    const checked = new Set(VASSAL_AREA.map(([id]) => id));
    expect(OBSTACLE_OUTLINES.filter((o) => o.kind !== 'gas-cloud' && !checked.has(o.id))).toEqual([]);
  });
  test('the debris meshes are stored in metres and shown at that size: 36-58 x 56-81 mm', () => {
    for (const o of OBSTACLE_OUTLINES.filter((p) => p.kind === 'debris-cloud')) {
      expect(o.prefabScale * 10).toBe(1000);
      expect(Math.min(o.width, o.length)).toBeGreaterThan(35);
      expect(Math.max(o.width, o.length)).toBeLessThan(82);
    }
  });

  test('kind names keep their placeholder octagons; piece ids resolve to their kind and outline', () => {
    for (const kind of OBSTACLE_KINDS) {
      expect(obstacleShapeIndex.get(kind.type)).toEqual({ type: kind.type, piece: null, outline: defaultOutline(kind) });
    }
    expect(obstacleShapeIndex.get('Core2Asteroid0')).toMatchObject({ type: 'asteroid', piece: 'core2asteroid0' });
    expect(obstacleShapeIndex.get('yt2400debris1')?.type).toBe('debris-cloud');
    expect(obstacleShapeIndex.get('gascloud6')?.type).toBe('gas-cloud');
  });
});

describe('xwing.obstacle.overlap against a real outline (contact tolerance 1e-6 mm)', () => {
  // coreasteroid5 (the largest, non-convex 1.0 core asteroid) at a turned pose; a small base is
  // placed with its left edge on the outline's right-most point: touching; 0.01 mm further in:
  // overlapping. Built through the engine's world (catalog -> pose -> table -> kernel).
  const pose = { x: 400, y: 400, heading: 30 };
  const table = points(byId('coreasteroid5').outline).map((p) => toTable(pose, p));
  const right = table.reduce((best, p) => (p.x > best.x ? p : best));
  const worldWith = (shipX: number) => {
    const scenario = xwingScenario.parse({
      game: 'xwing',
      ships: [{ id: 'luke', type: 'T-65 X-wing', pose: { x: shipX, y: right.y, heading: 0 } }],
      obstacles: [{ id: 'rock', type: 'coreasteroid5', pose }],
    });
    const prepared = prepareWorld(scenario);
    if (!prepared.ok) throw new Error('scenario refused');
    return prepared.value;
  };
  test('just touching is not overlapping', () => {
    const world = worldWith(right.x + 20);
    expect(bodiesOverlap(world.ships[0]!.body, world.obstacles[0]!.body)).toBe(false);
    expect(touchesBodies(world.ships[0]!.body, world.obstacles[0]!.body)).toBe(true);
  });
  test('0.01 mm of interpenetration is overlapping', () => {
    const world = worldWith(right.x + 20 - 0.01);
    expect(bodiesOverlap(world.ships[0]!.body, world.obstacles[0]!.body)).toBe(true);
  });
  test('a square in a concave bay (inside the hull, outside the outline) does not overlap', () => {
    // Every convex piece is tested, not the hull: a point in the hull but outside the outline is free.
    const ring = points(byId('coreasteroid5').outline);
    const inside = (p: Point) => {
      let crossings = 0;
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        if (a.y > p.y !== b.y > p.y && p.x < a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y)) crossings++;
      }
      return crossings % 2 === 1;
    };
    const edgeDistance = (p: Point) => {
      let best = Infinity;
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
        best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
      }
      return best;
    };
    const hull = convexPieces(ring).flat();
    const inHull = (p: Point) => {
      // Inside the hull of all vertices: no vertex-free half-plane through p (checked on 360 directions).
      for (let k = 0; k < 360; k++) {
        const c = Math.cos((k * Math.PI) / 180);
        const s = Math.sin((k * Math.PI) / 180);
        if (hull.every((v) => (v.x - p.x) * c + (v.y - p.y) * s < 0)) return false;
      }
      return true;
    };
    const e = extent(ring);
    let found: Point | null = null;
    for (let x = e.minX; x < e.maxX && found === null; x += 1) {
      for (let y = e.minY; y < e.maxY && found === null; y += 1) {
        const p = { x, y };
        if (!inside(p) && edgeDistance(p) > 2 && inHull(p)) found = p;
      }
    }
    expect(found).not.toBeNull();
    const square = { kind: 'rect' as const, x: found!.x, y: found!.y, heading: 0, width: 1, length: 1 };
    expect(overlaps(square, { kind: 'polygon', points: ring })).toBe(false);
    expect(bodiesOverlap(prepare(square), prepare({ kind: 'polygon', points: ring }))).toBe(false);
  });
});

describe('a scenario naming a piece', () => {
  test('the outcome reports the piece with its kind, and its effects are the kind\'s', () => {
    // A T-65 flies 2 straight onto core2asteroid4 placed just ahead of the final position.
    const result = resolve({
      game: 'xwing',
      rules: '2.5',
      ships: [{ id: 'luke', type: 'T-65 X-wing', pose: { x: 200, y: 150, heading: 0 } }],
      obstacles: [{ id: 'rock', type: 'core2asteroid4', pose: { x: 200, y: 290, heading: 0 } }],
      maneuver: { ship: 'luke', dial: '2FB' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const outcome = result.value as { readonly obstacles: readonly { readonly id: string; readonly type: string; readonly how: string }[] };
    expect(outcome.obstacles).toEqual([expect.objectContaining({ id: 'rock', type: 'asteroid', how: 'overlapped' })]);
  });
  test('an unknown piece name is refused with xwing.obstacle.catalog and close names suggested', () => {
    const result = resolve({
      game: 'xwing',
      ships: [{ id: 'luke', type: 'T-65 X-wing', pose: { x: 200, y: 150, heading: 0 } }],
      obstacles: [{ id: 'rock', type: 'core2asteroid9', pose: { x: 200, y: 290, heading: 0 } }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({ path: 'obstacles[0].type', rule: 'xwing.obstacle.catalog' });
    expect(result.issues[0]!.message).toContain('core2asteroid');
  });
});

describe('property: touching any real outline from any side (contact tolerance 1e-6 mm)', () => {
  // A small base with its rear edge on the outline's extreme point in the base's forward direction:
  // touching, never overlapping; 0.01 mm further in: overlapping. Every piece, any pose and side.
  test('just touching is not overlapping, 0.01 mm in is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: OBSTACLE_OUTLINES.length - 1 }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (index, obstacleHeading, baseHeading) => {
          const pose = { x: 450, y: 450, heading: obstacleHeading };
          const outline = { kind: 'polygon' as const, points: points(OBSTACLE_OUTLINES[index]!.outline).map((p) => toTable(pose, p)) };
          const forward = toTable({ x: 0, y: 0, heading: baseHeading }, { x: 0, y: 1 });
          const extreme = outline.points.reduce((best, p) => (p.x * forward.x + p.y * forward.y > best.x * forward.x + best.y * forward.y ? p : best));
          const base = (inset: number) => ({ kind: 'rect' as const, x: extreme.x + forward.x * (20 - inset), y: extreme.y + forward.y * (20 - inset), heading: baseHeading, width: 40, length: 40 });
          const body = prepare(outline);
          expect(bodiesOverlap(prepare(base(0)), body)).toBe(false);
          expect(bodiesOverlap(prepare(base(0.01)), body)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
