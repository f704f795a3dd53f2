import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SquadronMoveOutcome } from '../../src/armada/outcome.ts';
import { cliInMemory } from '../helpers/cli-in-memory.ts';
import { overlaps } from '../../src/geometry/index.ts';
import { resolve } from '../../src/engines.ts';
import { CR90, moved, reachOf, ship } from './helpers.ts';

/** armada.squadron.move, armada.squadron.no-overlap, armada.squadron.engaged (Armada rules section 7). */
type Squadron = { id: string; type?: string; owner?: string; position: { x: number; y: number }; keywords?: string[] };
const tie = (id: string, x: number, y: number, extra: Partial<Squadron> = {}): Squadron => ({ id, type: 'TIE Fighter Squadron', owner: 'empire', position: { x, y }, ...extra });
const xwing = (id: string, x: number, y: number, extra: Partial<Squadron> = {}): Squadron => ({ id, type: 'X-wing Squadron', owner: 'rebels', position: { x, y }, ...extra });

function doc(squadrons: Squadron[], move: { squadron: string; to?: { x: number; y: number }; cloak?: boolean }, extra: Record<string, unknown> = {}) {
  return { game: 'armada', ships: [], squadrons, squadronMove: move, ...extra };
}
const rules = (o: SquadronMoveOutcome) => o.violations.map((v) => v.rule);

describe('armada.squadron.move: up to the outer edge of distance band "speed"', () => {
  test('a TIE Fighter (speed 4) reaches 245.5 mm: exactly there is legal, a hair further is not', () => {
    expect(moved(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 745.5, y: 450 } }))).toMatchObject({ legal: true, speed: 4, reach: 245.5, moved: 245.5 });
    const far = moved(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 745.6, y: 450 } }));
    expect(far.legal).toBe(false);
    expect(rules(far)).toEqual(['armada.squadron.move']);
  });

  test('an X-wing (speed 3) reaches 185.5 mm; staying put counts as moving', () => {
    expect(moved(doc([xwing('x', 500, 450)], { squadron: 'x', to: { x: 500, y: 635.5 } })).legal).toBe(true);
    expect(moved(doc([xwing('x', 500, 450)], { squadron: 'x', to: { x: 500, y: 450 } })).moved).toBe(0);
  });

  test('a squadron without a type has no speed: rejected at its type with the rule', () => {
    const r = resolve(doc([{ id: 's', owner: 'empire', position: { x: 500, y: 450 } }], { squadron: 's', to: { x: 510, y: 450 } }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.path, i.rule])).toEqual([['squadrons[0].type', 'armada.squadron.speeds']]);
  });
});

describe('armada.squadron.no-overlap', () => {
  test('ending on a ship or overlapping another squadron is illegal; touching is not overlapping', () => {
    const onShip = moved(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 700, y: 450 } }, { ships: [ship('c', CR90, 700, 450)] }));
    expect(rules(onShip)).toEqual(['armada.squadron.no-overlap']);
    expect(onShip.overlapped.ships).toEqual(['c']);
    expect(moved(doc([tie('t', 500, 450), tie('u', 600, 450)], { squadron: 't', to: { x: 566, y: 450 } })).legal).toBe(true);
    expect(rules(moved(doc([tie('t', 500, 450), tie('u', 600, 450)], { squadron: 't', to: { x: 566.1, y: 450 } })))).toEqual(['armada.squadron.no-overlap']);
  });

  test('moving over ships and obstacles is free; ending partly off the table destroys it', () => {
    const over = moved(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 700, y: 450 } }, { ships: [ship('c', CR90, 600, 450)] }));
    expect(over.legal).toBe(true);
    const off = moved(doc([tie('t', 100, 450)], { squadron: 't', to: { x: 10, y: 450 } }));
    expect(off.destroyed).toBe(true);
  });
});

describe('armada.squadron.engaged', () => {
  test('an enemy at distance 1 with line of sight engages: the squadron cannot move', () => {
    const o = moved(doc([tie('t', 500, 450), xwing('x', 560, 450)], { squadron: 't', to: { x: 400, y: 450 } }));
    expect(o.engagedBy).toEqual(['x']);
    expect(rules(o)).toEqual(['armada.squadron.engaged']);
    expect(reachOf(doc([tie('t', 500, 450), xwing('x', 560, 450)], { squadron: 't' }))).toMatchObject({ canMove: false, reach: 0, endPoints: [{ x: 500, y: 450 }] });
  });

  test('just beyond distance 1 (76.5 mm between bases) there is no engagement', () => {
    expect(moved(doc([tie('t', 500, 450), xwing('x', 610.5, 450)], { squadron: 't', to: { x: 400, y: 450 } })).engagedBy).toEqual(['x']);
    expect(moved(doc([tie('t', 500, 450), xwing('x', 610.6, 450)], { squadron: 't', to: { x: 400, y: 450 } })).engagedBy).toEqual([]);
  });

  test('heavy enemies do not engage; an obstacle blocking line of sight stops engagement; friends never engage', () => {
    expect(moved(doc([tie('t', 500, 450), xwing('x', 560, 450, { keywords: ['heavy'] })], { squadron: 't', to: { x: 400, y: 450 } })).legal).toBe(true);
    const wall = { id: 'rock', type: 'asteroid-field', polygon: [[528, 400], [532, 400], [532, 500], [528, 500]] };
    expect(moved(doc([tie('t', 500, 450), xwing('x', 560, 450)], { squadron: 't', to: { x: 400, y: 450 } }, { obstacles: [wall] })).legal).toBe(true);
    expect(moved(doc([tie('t', 500, 450), tie('u', 560, 450)], { squadron: 't', to: { x: 400, y: 450 } })).legal).toBe(true);
  });

  test('grit (or a friendly intel squadron at distance 1) lets it move when engaged by exactly one', () => {
    expect(moved(doc([tie('t', 500, 450, { keywords: ['grit'] }), xwing('x', 560, 450)], { squadron: 't', to: { x: 400, y: 450 } })).legal).toBe(true);
    expect(moved(doc([tie('t', 500, 450), tie('i', 440, 450, { keywords: ['intel'] }), xwing('x', 560, 450)], { squadron: 't', to: { x: 500, y: 300 } })).legal).toBe(true);
    const two = moved(doc([tie('t', 500, 450, { keywords: ['grit'] }), xwing('x', 560, 450), xwing('y', 500, 510)], { squadron: 't', to: { x: 400, y: 450 } }));
    expect(rules(two)).toEqual(['armada.squadron.engaged']);
  });

  test('a cloak move goes up to distance 1 even while engaged', () => {
    expect(moved(doc([tie('t', 500, 450), xwing('x', 560, 450)], { squadron: 't', to: { x: 423.5, y: 450 }, cloak: true })).legal).toBe(true);
    expect(rules(moved(doc([tie('t', 500, 450), xwing('x', 560, 450)], { squadron: 't', to: { x: 423.4, y: 450 }, cloak: true })))).toEqual(['armada.squadron.move']);
  });

  test('property: engagement is symmetric between two non-heavy enemy squadrons with a clear line', () => {
    fc.assert(
      fc.property(fc.double({ min: 300, max: 700, noNaN: true }), fc.double({ min: 300, max: 600, noNaN: true }), (x, y) => {
        if (Math.hypot(x - 500, y - 450) < 34) return;
        const a = moved(doc([tie('t', 500, 450), xwing('x', x, y)], { squadron: 't', to: { x: 500, y: 450 } }));
        const b = moved(doc([tie('t', 500, 450), xwing('x', x, y)], { squadron: 'x', to: { x, y } }));
        expect(a.engagedBy.length).toBe(b.engagedBy.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('plan: where a squadron can end', () => {
  test('every sampled end point is within reach and clear; the closest approach to each enemy is reported', () => {
    const document = doc([tie('t', 500, 450), tie('u', 560, 560)], { squadron: 't' }, { ships: [ship('c', CR90, 700, 450, 0), { ...ship('r', CR90, 300, 300, 90), owner: 'rebels' }] });
    const r = reachOf(document);
    expect(r.canMove).toBe(true);
    expect(r.reach).toBe(245.5);
    expect(r.endPoints.length).toBeGreaterThan(100);
    for (const p of r.endPoints) {
      expect(Math.hypot(p.x - 500, p.y - 450)).toBeLessThanOrEqual(245.5 + 1e-9);
      const at = { kind: 'circle', x: p.x, y: p.y, radius: 17 } as const;
      for (const k of r.keepOut) expect(overlaps(at, k.footprint)).toBe(false);
    }
    expect(r.targets.map((t) => [t.id, t.withinDistance1])).toEqual([['r', true]]);
  });

  test('property: a legal declared move never ends beyond its reach or overlapping', () => {
    fc.assert(
      fc.property(fc.double({ min: 200, max: 800, noNaN: true }), fc.double({ min: 150, max: 750, noNaN: true }), (x, y) => {
        const o = moved(doc([tie('t', 500, 450), tie('u', 560, 560)], { squadron: 't', to: { x, y } }, { ships: [ship('c', CR90, 700, 450)] }));
        if (!o.legal) return;
        expect(o.moved).toBeLessThanOrEqual(o.reach + 1e-6);
        expect(o.overlapped).toEqual({ ships: [], squadrons: [] });
      }),
      { numRuns: 200 },
    );
  });
});

describe('the command line', () => {
  test('an illegal squadron move prints its outcome and exits 1 with the rule', async () => {
    const run = await cliInMemory(['resolve', 'm.json'], { 'm.json': JSON.stringify(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 900, y: 450 } })) });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/may not move/);
    expect(run.stderr).toMatch(/\[armada\.squadron\.move\]/);
  });
});

describe('armada.obstacle.effects for a squadron: only where it ends counts', () => {
  const station = { id: 'st', type: 'station', pose: { x: 700, y: 450, heading: 0 } };
  const purrgil = { id: 'pg', type: 'purrgil', pose: { x: 500, y: 600, heading: 0 } };
  test('ending on the station recovers 1 hull; ending on a purrgil suffers 1 damage; passing over either does nothing', () => {
    const onStation = moved(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 700, y: 450 } }, { obstacles: [station, purrgil] }));
    expect(onStation.legal).toBe(true);
    expect(onStation.obstacles).toEqual([{ id: 'st', type: 'station', effect: 'recovers 1 hull' }]);
    expect(onStation.trace.some((t) => t.rule === 'armada.obstacle.effects' && t.note.includes('recovers 1 hull'))).toBe(true);
    expect(moved(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 500, y: 600 } }, { obstacles: [station, purrgil] })).obstacles).toEqual([{ id: 'pg', type: 'purrgil', effect: 'suffers 1 damage' }]);
    // Ending clear of the station (its footprint spans y 406 to 494) resolves nothing, whatever the move passed over.
    const past = moved(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 745, y: 300 } }, { obstacles: [station] }));
    expect(past.obstacles).toEqual([]);
  });
});
