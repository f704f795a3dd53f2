import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolve, scene } from '../../src/engines.ts';
import { CR90, moved, reachOf, ship } from './helpers.ts';

/**
 * armada.squadron.engaged and armada.squadron.keywords against the RRG 1.6 text ("Engagement",
 * "Squadron Keywords", "Line of Sight", "Obstructed") and its FAQ ("Squadrons"); "near" queries
 * (armada.squadron.move); properties of plan against resolve.
 */
type Squadron = { id: string; type?: string; owner?: string; position: { x: number; y: number }; keywords?: string[] };
const tie = (id: string, x: number, y: number, keywords: string[] = []): Squadron => ({ id, type: 'TIE Fighter Squadron', owner: 'empire', position: { x, y }, keywords });
const rebel = (id: string, x: number, y: number, keywords: string[] = []): Squadron => ({ id, type: 'X-wing Squadron', owner: 'rebels', position: { x, y }, keywords });

function doc(squadrons: Squadron[], move: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { game: 'armada', ships: [], squadrons, squadronMove: move, ...extra };
}
const notes = (o: { trace: readonly { rule: string; note: string }[] }, rule: string) => o.trace.filter((t) => t.rule === rule).map((t) => t.note);

describe('armada.squadron.engaged: heavy and grit (RRG "Squadron Keywords", FAQ "Squadrons")', () => {
  // Centres 60 mm apart: 26 mm between the 34 mm bases, well inside distance 1 (76.5 mm).
  test('FAQ: a grit squadron engaged by a heavy and a non-heavy squadron cannot move', () => {
    const o = moved(doc([tie('t', 500, 450, ['grit']), rebel('x', 560, 450), rebel('h', 500, 510, ['heavy'])], { squadron: 't', to: { x: 400, y: 450 } }));
    expect(o.engagedBy).toEqual(['x', 'h']);
    expect(o.legal).toBe(false);
    expect(o.violations.map((v) => v.rule)).toEqual(['armada.squadron.engaged']);
    expect(notes(o, 'armada.squadron.engaged').at(-1)).toMatch(/grit helps only while engaged by one squadron; x lacks heavy/);
  });

  test('engaged only by heavy squadrons it may move, with or without grit; the heavy one still engages it', () => {
    const o = moved(doc([tie('t', 500, 450), rebel('h', 500, 510, ['heavy']), rebel('k', 560, 450, ['heavy'])], { squadron: 't', to: { x: 400, y: 450 } }));
    expect(o).toMatchObject({ legal: true, engagedBy: ['h', 'k'] });
    expect(notes(o, 'armada.squadron.engaged')).toContain('Only heavy squadrons engage it: it may move.');
  });

  test('grit and exactly one engaging squadron: it moves; the same with a heavy one added at distance 2 (not engaged)', () => {
    expect(moved(doc([tie('t', 500, 450, ['grit']), rebel('x', 560, 450)], { squadron: 't', to: { x: 400, y: 450 } })).legal).toBe(true);
    // 100 mm between bases: distance 2, no engagement.
    expect(moved(doc([tie('t', 500, 450, ['grit']), rebel('x', 560, 450), rebel('h', 500, 584, ['heavy'])], { squadron: 't', to: { x: 400, y: 450 } })).legal).toBe(true);
  });

  test('engagement with a heavy squadron is mutual: the heavy squadron is engaged too, and is stopped by a non-heavy enemy', () => {
    const heavy = moved(doc([tie('t', 500, 450), rebel('h', 560, 450, ['heavy'])], { squadron: 'h', to: { x: 650, y: 450 } }));
    expect(heavy).toMatchObject({ engagedBy: ['t'], legal: false });
  });
});

describe('armada.squadron.engaged: line of sight obstructed by a ship or an obstacle (RRG "Engagement", "Obstructed")', () => {
  // A CR90's base with shield dials is 43 mm wide: squadrons touching it on both sides have
  // centres 77 mm apart, 43 mm between their bases (distance 1), the line between them over the ship.
  const squadrons = [tie('t', 461.5, 450), rebel('x', 538.5, 450)];
  test('a ship between two squadrons at distance 1 (43 mm apart) obstructs: not engaged, it may move', () => {
    const o = moved(doc(squadrons, { squadron: 't', to: { x: 400, y: 450 } }, { ships: [ship('c', CR90, 500, 450)] }));
    expect(o).toMatchObject({ legal: true, engagedBy: [] });
    expect(notes(o, 'armada.squadron.engaged')).toEqual(['x is at distance 1 but the ship c obstructs line of sight: no engagement.']);
  });

  test('the same squadrons with the ship moved away are engaged', () => {
    const o = moved(doc(squadrons, { squadron: 't', to: { x: 400, y: 450 } }, { ships: [ship('c', CR90, 500, 650)] }));
    expect(o).toMatchObject({ legal: false, engagedBy: ['x'] });
  });

  test('property: engagement is symmetric whatever the keywords, ships and obstacles', () => {
    const table = { ships: [ship('c', CR90, 520, 520, 30)], obstacles: [{ id: 'rock', type: 'asteroid-field', polygon: [[430, 380], [470, 380], [470, 420], [430, 420]] }] };
    fc.assert(
      fc.property(
        fc.double({ min: 380, max: 620, noNaN: true }), fc.double({ min: 330, max: 570, noNaN: true }),
        fc.subarray(['heavy', 'grit', 'escort', 'rogue']), fc.subarray(['heavy', 'grit', 'escort', 'rogue']),
        (x, y, kt, kx) => {
          if (Math.hypot(x - 500, y - 450) < 34) return;
          const squadrons = [tie('t', 500, 450, kt), rebel('x', x, y, kx)];
          const a = moved(doc(squadrons, { squadron: 't', to: { x: 500, y: 450 } }, table));
          const b = moved(doc(squadrons, { squadron: 'x', to: { x, y } }, table));
          expect(a.engagedBy.includes('x')).toBe(b.engagedBy.includes('t'));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('armada.squadron.keywords and armada.squadron.activation: keywords named, movement unchanged', () => {
  test('rogue, an engaging escort, relay and strategic are named in the trace; the reach is the same', () => {
    const plain = moved(doc([tie('t', 500, 450, ['grit']), rebel('x', 560, 450)], { squadron: 't', to: { x: 400, y: 450 } }));
    const keyed = moved(doc([tie('t', 500, 450, ['grit', 'rogue', 'relay', 'strategic']), rebel('x', 560, 450, ['escort'])], { squadron: 't', to: { x: 400, y: 450 } }));
    expect(keyed).toMatchObject({ legal: plain.legal, reach: plain.reach, engagedBy: plain.engagedBy });
    expect(notes(keyed, 'armada.squadron.activation')[0]).toMatch(/rogue: .* may move and attack, in either order/);
    const kw = notes(keyed, 'armada.squadron.keywords');
    expect(kw).toHaveLength(3);
    expect(kw[0]).toMatch(/^x has escort: .*cannot attack squadrons without escort/);
    expect(kw[1]).toMatch(/relay/);
    expect(kw[2]).toMatch(/strategic/);
    expect(notes(plain, 'armada.squadron.keywords')).toEqual([]);
  });
});

describe('"within distance 1 of X": squadronMove.near', () => {
  // A friendly CR90 at x 700: its base with shield dials spans x 678.5 to 721.5.
  const friendly = { ...ship('c', CR90, 700, 450), owner: 'empire' };
  test('resolve: the TIE ends at x 600, its base 61.5 mm from the friendly CR90: within distance 1', () => {
    const o = moved(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 600, y: 450 }, near: ['c'] }, { ships: [friendly] }));
    expect(o.near).toHaveLength(1);
    expect(o.near![0]).toMatchObject({ id: 'c', kind: 'ship', withinDistance1: true });
    expect(o.near![0]!.distance).toBeCloseTo(61.5, 9);
    // 77 mm away is beyond distance 1 (76.5 mm).
    expect(moved(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 584.5, y: 450 }, near: ['c'] }, { ships: [friendly] })).near![0]!.withinDistance1).toBe(false);
  });

  test('plan: a friendly piece named is added to the targets after the enemies (none here); without near the friend is not measured', () => {
    const r = reachOf(doc([tie('t', 500, 450), tie('u', 400, 300)], { squadron: 't', near: ['c', 'u'] }, { ships: [friendly] }));
    expect(r.targets.map((t) => [t.id, t.kind, t.distance, t.withinDistance1])).toEqual([['c', 'ship', 0, true], ['u', 'squadron', 0, true]]);
    expect(reachOf(doc([tie('t', 500, 450)], { squadron: 't' }, { ships: [friendly] })).targets).toEqual([]);
  });

  test('an unknown id or the moving squadron itself is refused at its path', () => {
    const r = resolve(doc([tie('t', 500, 450)], { squadron: 't', to: { x: 510, y: 450 }, near: ['t', 'nobody'] }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.path, i.rule])).toEqual([['squadronMove.near[0]', 'armada.squadron.move'], ['squadronMove.near[1]', 'armada.squadron.move']]);
  });
});

describe('property: plan and resolve agree (a moved squadron never ends overlapping or beyond its speed)', () => {
  test('every sampled end point and every closest end, declared as the move, is legal and within reach', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.double({ min: 250, max: 750, noNaN: true }), y: fc.double({ min: 200, max: 700, noNaN: true }), enemy: fc.boolean() }), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 250, max: 750, noNaN: true }), fc.double({ min: 0, max: 359, noNaN: true }),
        fc.constantFrom([], ['vector'], ['independence', 'all-fighters-follow-me'], ['squall'], ['fighter-coordination-team']),
        (others, shipX, heading, effects) => {
          // A table where the mover already overlaps a squadron is not one a move starts from.
          if (others.some((o) => Math.hypot(o.x - 500, o.y - 450) <= 34 + 1e-6)) return;
          const squadrons = [tie('t', 500, 450), ...others.map((o, i) => (o.enemy ? rebel(`r${i}`, o.x, o.y, ['heavy']) : tie(`f${i}`, o.x, o.y)))];
          const table = { ships: [{ ...ship('c', CR90, shipX, 300, heading), owner: 'rebels' }] };
          const r = reachOf(doc(squadrons, { squadron: 't', effects }, table));
          const ends = [...r.endPoints.filter((_, i) => i % 7 === 0), ...r.targets.map((t) => t.closestEnd)];
          for (const to of ends) {
            const o = moved(doc(squadrons, { squadron: 't', to, effects }, table));
            expect(o.violations).toEqual([]);
            expect(o.moved).toBeLessThanOrEqual(r.reach + 1e-6);
          }
          for (const t of r.targets) {
            const o = moved(doc(squadrons, { squadron: 't', to: t.closestEnd, near: [t.id], effects }, table));
            expect(o.near![0]!.distance).toBeCloseTo(t.distance, 6);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the examples: examples/armada/squadron-grit-heavy.json and squadron-obstructed.json', () => {
  const example = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../examples/armada', name), 'utf8')) as unknown;
  test('grit against an X-wing (escort) and a B-wing (heavy), both 25.4-26 mm away: it cannot move; drawn with the two engagement lines and no reach circle', () => {
    // The example declares staying put (legal: it still counts as having moved); any other end breaks the rule.
    const o = moved(example('squadron-grit-heavy.json'));
    expect(o).toMatchObject({ legal: true, moved: 0, engagedBy: ['x-wing', 'b-wing'] });
    const away = moved({ ...(example('squadron-grit-heavy.json') as object), squadronMove: { squadron: 'tie-grit', to: { x: 330, y: 520 } } });
    expect(away.violations.map((v) => v.rule)).toEqual(['armada.squadron.engaged']);
    const r = reachOf(example('squadron-grit-heavy.json'));
    expect(r).toMatchObject({ canMove: false, reach: 0 });
    expect(r.targets.map((t) => [t.id, Math.round(t.distance * 100) / 100])).toEqual([['x-wing', 25.4], ['b-wing', 26]]);
    const drawn = scene(example('squadron-grit-heavy.json'), { plan: true });
    if (!drawn.ok) throw new Error('scene');
    const ids = drawn.value.items.map((i) => i.id);
    expect(ids).toContain('tie-grit-engaged-x-wing');
    expect(ids).toContain('tie-grit-engaged-b-wing');
    expect(ids).not.toContain('tie-grit-reach');
  });

  test('a CR90 between a TIE and a Y-wing 43 mm apart: no engagement; the TIE ends 31.19 mm from the friendly Raider (distance 1)', () => {
    const o = moved(example('squadron-obstructed.json'));
    expect(o).toMatchObject({ legal: true, engagedBy: [] });
    expect(o.near!.map((d) => [d.id, Math.round(d.distance * 100) / 100, d.withinDistance1])).toEqual([['raider', 31.19, true]]);
    const drawn = scene(example('squadron-obstructed.json'));
    if (!drawn.ok) throw new Error('scene');
    expect(drawn.value.items.map((i) => i.id)).toContain('tie-near-raider');
  });
});

/** The middle of an arc run counter-clockwise from `start` to `end`. */
function arcMiddle(c: { x: number; y: number }, r: number, start: { x: number; y: number }, end: { x: number; y: number }) {
  const a0 = Math.atan2(start.y - c.y, start.x - c.x);
  let a1 = Math.atan2(end.y - c.y, end.x - c.x);
  if (a1 <= a0) a1 += 2 * Math.PI;
  const m = (a0 + a1) / 2;
  return { x: c.x + r * Math.cos(m), y: c.y + r * Math.sin(m) };
}

describe('plan: the exact boundary of where the squadron\'s centre may end', () => {
  test('an open table: the whole reach circle, 245.5 mm about the start', () => {
    expect(reachOf(doc([tie('t', 500, 450)], { squadron: 't' })).boundary).toEqual([{ kind: 'circle', centre: { x: 500, y: 450 }, radius: 245.5 }]);
  });

  test('a friendly squadron inside the reach: the reach circle and a 34 mm circle about it', () => {
    const b = reachOf(doc([tie('t', 500, 450), tie('u', 600, 450)], { squadron: 't' })).boundary;
    expect(b).toEqual([{ kind: 'circle', centre: { x: 500, y: 450 }, radius: 245.5 }, { kind: 'circle', centre: { x: 600, y: 450 }, radius: 34 }]);
  });

  test('an engaged squadron has no region but its start: no boundary', () => {
    expect(reachOf(doc([tie('t', 500, 450), rebel('x', 560, 450)], { squadron: 't' })).boundary).toEqual([]);
  });

  test('property: every boundary piece\'s ends and middle are legal ends in resolve', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.double({ min: 250, max: 750, noNaN: true }), y: fc.double({ min: 200, max: 700, noNaN: true }) }), { minLength: 1, maxLength: 5 }),
        fc.double({ min: 300, max: 700, noNaN: true }), fc.double({ min: 0, max: 359, noNaN: true }),
        (others, shipX, heading) => {
          if (others.some((o) => Math.hypot(o.x - 500, o.y - 450) <= 34 + 1e-6)) return;
          const squadrons = [tie('t', 500, 450), ...others.map((o, i) => tie(`f${i}`, o.x, o.y))];
          const table = { ships: [ship('c', CR90, shipX, 280, heading)] };
          const r = reachOf(doc(squadrons, { squadron: 't' }, table));
          for (const piece of r.boundary) {
            const points = piece.kind === 'segment'
              ? [piece.start, piece.end, { x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2 }]
              : piece.kind === 'circle'
                ? [{ x: piece.centre.x + piece.radius, y: piece.centre.y }]
                : [piece.start, piece.end, arcMiddle(piece.centre, piece.radius, piece.start, piece.end)];
            for (const to of points) {
              const o = moved(doc(squadrons, { squadron: 't', to }, table));
              expect(o.violations).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
