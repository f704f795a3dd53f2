import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Result } from '../../src/core/issue.ts';
import { plan, resolve, scene } from '../../src/engines.ts';
import type { PlacementOutcome, PlacementRegion } from '../../src/armada/outcome.ts';
import { CR90 } from './helpers.ts';

/**
 * Placements mid-game as a move shape (armada.effects.placement): worked examples. An Imperial I
 * (large; base without shield dials 76 x 129) at (600, 450) heading 0 spans x 562-638, y 385.5-514.5;
 * squadron bases have a radius of 17 mm; distance 1 ends at 76.5 mm, distance 3 at 185.5 mm.
 */
const ISD = 'Imperial I-class Star Destroyer';
const isd = { id: 'isd', type: ISD, owner: 'empire', pose: { x: 600, y: 450, heading: 0 } };
const tie = { id: 'tie', type: 'TIE Fighter Squadron', owner: 'empire', position: { x: 300, y: 700 }, keywords: ['swarm'] };
const doc = (placement: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ game: 'armada', ships: [isd], squadrons: [tie], placement, ...extra });

function placed(document: unknown): PlacementOutcome {
  const r = resolve(document) as Result<PlacementOutcome>;
  if (!r.ok || r.value.kind !== 'placement') throw new Error(JSON.stringify(r));
  return r.value;
}
function region(document: unknown): PlacementRegion {
  const r = plan(document) as Result<PlacementRegion>;
  if (!r.ok || r.value.kind !== 'placement-region') throw new Error(JSON.stringify(r));
  return r.value;
}
const rules = (o: PlacementOutcome) => o.violations.map((v) => v.rule);

describe('Reserve Hangar Deck: a destroyed swarm squadron placed at distance 1 of the ship, unengaged', () => {
  test('centre 93.5 mm below the base (76.5 + 17): exactly distance 1, legal; 0.1 mm farther, not', () => {
    const o = placed(doc({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 600, y: 608 } }));
    expect(o).toMatchObject({ legal: true, pieceKind: 'squadron', rule: 'armada.effects.reserve-hangar-deck', within: 76.5 });
    expect(o.distance).toBeCloseTo(76.5, 9);
    expect(rules(placed(doc({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 600, y: 608.1 } })))).toEqual(['armada.effects.reserve-hangar-deck']);
  });

  test('overlapping the ship is refused (armada.effects.placement)', () => {
    expect(rules(placed(doc({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 600, y: 520 } })))).toEqual(['armada.effects.placement']);
  });

  test('engaged there while an unengaged place exists: refused; the plan lists only unengaged centres', () => {
    const xwing = { id: 'x', type: 'X-wing Squadron', owner: 'rebels', position: { x: 600, y: 660 } };
    const o = placed(doc({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 600, y: 608 } }, { squadrons: [tie, xwing] }));
    expect(o.engagedBy).toEqual(['x']);
    expect(rules(o)).toEqual(['armada.effects.reserve-hangar-deck']);
    const r = region(doc({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd' }, { squadrons: [tie, xwing] }));
    expect(r.unengagedOnly).toBe(true);
    expect(r.points.length).toBeGreaterThan(50);
    // Every listed centre: within distance 1 of the ship's base, off the ship, and more than 110.5 mm (76.5 + 34) from the X-wing.
    for (const p of r.points) {
      const dx = Math.max(562 - p.x, 0, p.x - 638);
      const dy = Math.max(385.5 - p.y, 0, p.y - 514.5);
      expect(Math.hypot(dx, dy) - 17).toBeLessThanOrEqual(76.5 + 1e-9);
      expect(Math.hypot(dx, dy)).toBeGreaterThanOrEqual(17 - 1e-9);
      expect(Math.hypot(p.x - 600, p.y - 660)).toBeGreaterThan(110.5);
    }
  });

  test('only a squadron with swarm: refused at placement.squadron', () => {
    const r = resolve(doc({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 600, y: 608 } }, { squadrons: [{ ...tie, keywords: [] }] }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ path: 'placement.squadron', rule: 'armada.effects.reserve-hangar-deck' });
  });
});

describe('Hondo Ohnaka and scout', () => {
  const hondo = { id: 'hondo', type: 'YT-1300', owner: 'empire', position: { x: 300, y: 300 } };
  test('Hondo: anywhere within distance 1 of him: centres up to 110.5 mm apart', () => {
    expect(placed(doc({ by: 'hondo-ohnaka', squadron: 'tie', from: 'hondo', to: { x: 410.5, y: 300 } }, { squadrons: [tie, hondo] })).legal).toBe(true);
    expect(rules(placed(doc({ by: 'hondo-ohnaka', squadron: 'tie', from: 'hondo', to: { x: 410.6, y: 300 } }, { squadrons: [tie, hondo] })))).toEqual(['armada.effects.hondo-ohnaka']);
  });

  test('scout (Hyperspace Rings): within distance 3 of a friendly ship, beyond distance 1 of enemy squadrons', () => {
    // The X-wing's centre is 160 mm from (600, 600) (bases 126 mm apart) and 110 mm from (600, 650) (76 mm: distance 1).
    const enemy = { id: 'x', type: 'X-wing Squadron', owner: 'rebels', position: { x: 600, y: 760 } };
    const set = { id: 'new', type: 'TIE Fighter Squadron', owner: 'empire' };
    expect(placed(doc({ by: 'hyperspace-rings', squadron: set, from: 'isd', to: { x: 600, y: 600 } }, { squadrons: [tie, enemy] })).legal).toBe(true);
    expect(rules(placed(doc({ by: 'scout', squadron: set, from: 'isd', to: { x: 600, y: 650 } }, { squadrons: [tie, enemy] })))).toEqual(['armada.effects.scout']);
  });
});

describe('ships placed mid-game', () => {
  // A CR90 (small; 41 x 71 without shield dials, 43 x 71 with) placed beside the Imperial I, heading 0.
  const cr90 = { id: 'cr90', type: CR90, owner: 'empire' };
  test('Admiral Raddus: distance 1 of a friendly ship: the gap between the bases at most 76.5 mm', () => {
    // Inner half-width 20.5: centre x = 638 + 76.5 + 20.5 = 735 is exactly distance 1.
    expect(placed(doc({ by: 'admiral-raddus', ship: cr90, from: 'isd', to: { x: 735, y: 450, heading: 0 } }))).toMatchObject({ legal: true, pieceKind: 'ship' });
    expect(rules(placed(doc({ by: 'admiral-raddus', ship: cr90, from: 'isd', to: { x: 735.1, y: 450, heading: 0 } })))).toEqual(['armada.effects.admiral-raddus']);
    // Not overlapping squadrons (an obstacle does not matter).
    const sq = { ...tie, position: { x: 700, y: 450 } };
    const o = placed(doc({ by: 'admiral-raddus', ship: cr90, from: 'isd', to: { x: 700, y: 450, heading: 0 } }, { squadrons: [sq], obstacles: [{ id: 'a', type: 'asteroid-field', pose: { x: 700, y: 480, heading: 0 } }] }));
    expect(o.overlapped).toEqual({ ships: [], squadrons: ['tie'] });
    expect(rules(o)).toEqual(['armada.effects.placement']);
  });

  test('Profundity places a small ship only', () => {
    const r = resolve(doc({ by: 'profundity', ship: { id: 'vsd', type: 'Victory II-class Star Destroyer', owner: 'empire' }, from: 'isd', to: { x: 760, y: 450, heading: 0 } }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ path: 'placement.ship', rule: 'armada.effects.profundity' });
  });

  test('Hyperspace Assault: distance 1 of the token; squadrons under the ship are listed to be placed', () => {
    const sq = { ...tie, position: { x: 1000, y: 450 } };
    const o = placed(doc({ by: 'hyperspace-assault', ship: cr90, token: { x: 1000, y: 560 }, to: { x: 1000, y: 450, heading: 0 } }, { squadrons: [sq] }));
    // The CR90's base ends at y 485.5: 74.5 mm from the token, within distance 1.
    expect(o.distance).toBeCloseTo(74.5, 5);
    expect(o).toMatchObject({ legal: true, squadronsToPlace: ['tie'] });
  });

  test('Corvus: inside the deployment zone (x 304.8-1524, y 0-185.5 at the bottom edge)', () => {
    const corvus = { id: 'corvus', type: 'Raider I-class Corvette', owner: 'empire', pose: { x: 900, y: 100, heading: 0 } };
    const d = { game: 'armada', ships: [isd, corvus], placement: { by: 'corvus', ship: 'corvus', edge: 'bottom', to: { x: 400, y: 120, heading: 0 } } };
    expect(placed(d).legal).toBe(true);
    // The Raider's base is 71 mm long: centred at y 150.1 it reaches 185.6.
    expect(rules(placed({ ...d, placement: { ...d.placement, to: { x: 400, y: 150.1, heading: 0 } } }))).toEqual(['armada.setup.areas']);
    expect(rules(placed({ ...d, placement: { ...d.placement, to: { x: 320, y: 100, heading: 0 } } }))).toEqual(['armada.setup.areas']);
    const r = region({ ...d, placement: { by: 'corvus', ship: 'corvus', edge: 'bottom' } });
    expect(r.zone).toEqual({ x0: 304.8, y0: 0, x1: 1524, y1: 185.5 });
    expect(r.points.every((p) => p.x >= 304.8 + 20.5 && p.x <= 1524 - 20.5 && p.y >= 35.5 && p.y <= 150)).toBe(true);
  });

  test('Corvus without an edge: a clear error at placement.edge', () => {
    const r = resolve({ game: 'armada', ships: [isd], placement: { by: 'corvus', ship: 'isd', to: { x: 400, y: 120, heading: 0 } } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ path: 'placement.edge', rule: 'armada.setup.areas' });
  });
});

describe('drawn', () => {
  test('render with the plan: the band around the ship and the sampled centres; the placed squadron with its verdict', () => {
    const d = doc({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 600, y: 608 } });
    const drawn = scene(d, { plan: true });
    if (!drawn.ok) throw new Error('scene');
    const items = drawn.value.items;
    expect(items.some((i) => i.id === 'tie-placement-band' && i.role === 'path')).toBe(true);
    expect(items.filter((i) => i.id?.startsWith('tie-may-go-')).length).toBeGreaterThan(20);
    expect(items.find((i) => i.id === 'tie' && i.role === 'ship-final')?.outcome).toBe('clean');
  });
});

describe('plan and resolve agree (property)', () => {
  test('every centre the plan lists resolves legal; a point 2 mm beyond the band does not', () => {
    const cases = [
      doc({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd' }),
      doc({ by: 'callous-tactician', squadron: 'tie', from: 'isd' }),
      doc({ by: 'admiral-raddus', ship: { id: 'cr90', type: CR90, owner: 'empire' }, from: 'isd', heading: 30 }),
    ];
    for (const d of cases) {
      const r = region(d);
      expect(r.points.length).toBeGreaterThan(10);
      fc.assert(fc.property(fc.integer({ min: 0, max: r.points.length - 1 }), (k) => {
        const p = r.points[k]!;
        const to = r.heading === null ? p : { ...p, heading: r.heading };
        return placed({ ...d, placement: { ...d.placement, to } }).legal;
      }), { numRuns: 25 });
    }
    // Straight below the Imperial I, 2 mm beyond distance 1 for a squadron.
    expect(placed(doc({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 600, y: 610 } })).legal).toBe(false);
  });
});
