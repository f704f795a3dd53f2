import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compactPlan, measure, plan, prepare } from '../../src/index.ts';
import { distance } from '../../src/geometry/index.ts';
import type { Scene } from '../../src/render/scene.ts';
import { decorate, isArcLine, layers, overlayMarkup } from '../../web/src/decorate.ts';
import { lightCss, styledSvg, withCss } from '../../web/src/drawing-style.ts';
import { asDrawn, measureToPoint, MEASURING } from '../../web/src/measuring.ts';
import { computeResilient } from '../../web/src/resilient.ts';
import { compute, oneMove, parts } from '../../web/src/compute.ts';
import { grownOutline, leftEdge, measurementItems, rangeWords, rightEdge, rulerItems, sightOf } from '../../web/src/ruler.ts';
import { optionThreats, shadeSvg, threatsByPick, threatText } from '../../web/src/threats.ts';
import { ARMADA, TI4, XWING } from './scenarios.ts';
import { loadAllGames } from '../../web/src/game-parts.ts';

// The page loads each game's code on demand; these tests compute every game at once.
await loadAllGames();

/**
 * The page's measuring, arcs and threat shading, run without a browser: every number comes from
 * the library (the ruler to a point is the kernel's closest distance; between pieces, `measure`).
 */

const xwing = MEASURING.xwing!;
const armada = MEASURING.armada!;

/** luke alone on the table, a small base (40 mm) at (300, 200) facing +y. */
const LONE = { ...XWING, ships: [{ ...XWING.ships[0]!, pose: { x: 300, y: 200, heading: 0 } }, XWING.ships[1]!], maneuver: undefined };

const tableOf = (game: typeof xwing, doc: unknown) => {
  const table = game.table(doc);
  if (!table.ok) throw new Error(table.issues.map((i) => i.message).join('; '));
  return table.value;
};

describe('the ruler to a point (xwing.range.bands, armada.range.bands)', () => {
  const table = tableOf(xwing, LONE);

  test('X-Wing: closest point of the base, 100 mm per band, an edge in the nearer band, inside is range 0', () => {
    const far = measureToPoint(xwing, table, 'range', 'luke', { x: 300, y: 370 });
    expect(far.ok && far.value.distance).toBeCloseTo(150, 6);
    expect(far.ok && far.value.band).toBe('range 2');
    expect(far.ok && far.value.closest.from).toEqual({ x: 300, y: 220 });
    const edge = measureToPoint(xwing, table, 'range', 'luke', { x: 300, y: 320 });
    expect(edge.ok && edge.value.band).toBe('range 1');
    const inside = measureToPoint(xwing, table, 'range', 'luke', { x: 305, y: 190 });
    expect(inside.ok && inside.value.distance).toBe(0);
    expect(inside.ok && inside.value.band).toBe('range 0 (touching)');
    const long = measureToPoint(xwing, table, 'range', 'luke', { x: 300, y: 220 + 450 });
    expect(long.ok && long.value.band).toBe('range 5 (beyond attack range)');
    const beyond = measureToPoint(xwing, table, 'range', 'luke', { x: 300, y: 220 + 501 });
    expect(beyond.ok && beyond.value.band).toBe('beyond range 5');
  });

  test('property: the distance is the plain rectangle-to-point distance of the 40 mm base', () => {
    fc.assert(fc.property(fc.double({ min: -400, max: 400, noNaN: true }), fc.double({ min: -400, max: 400, noNaN: true }), (dx, dy) => {
      const reading = measureToPoint(xwing, table, 'range', 'luke', { x: 300 + dx, y: 200 + dy });
      const expected = Math.hypot(Math.max(0, Math.abs(dx) - 20), Math.max(0, Math.abs(dy) - 20));
      expect(reading.ok).toBe(true);
      if (reading.ok) expect(Math.abs(reading.value.distance - expected)).toBeLessThan(1e-5);
    }));
  });

  test('Armada: the inner footprint (no shield-dial frames) and the squadron disc; range and distance bands', () => {
    const doc = { ...ARMADA, maneuver: undefined };
    const t = tableOf(armada, doc);
    const vic = t.shapeOf('vic');
    expect(vic).toMatchObject({ kind: 'rect', width: 61, length: 102 });
    // The Victory (medium base) has its front edge at y = 300 + 51; the close-range edge (123.3 mm) is close range, distance 2.
    const close = measureToPoint(armada, t, 'range', 'vic', { x: 600, y: 351 + 123.3 });
    expect(close.ok && close.value.band).toBe('close range (distance 2)');
    const medium = measureToPoint(armada, t, 'distance', 'vic', { x: 600, y: 351 + 150 });
    expect(medium.ok && medium.value.band).toBe('distance 3 (medium range)');
    const squadron = measureToPoint(armada, t, 'distance', 'tie1', { x: 450 + 100, y: 420 });
    expect(squadron.ok && squadron.value.distance).toBeCloseTo(83, 6);
    expect(squadron.ok && squadron.value.band).toBe('distance 2 (close range)');
  });

  test('an unknown piece is an issue, not a throw', () => {
    const reading = measureToPoint(xwing, table, 'range', 'nobody', { x: 0, y: 0 });
    expect(reading.ok).toBe(false);
  });
});

describe('between two pieces: the library\'s measure, on the table as drawn', () => {
  test('the same answer as `measure` from the root library', () => {
    const table = tableOf(xwing, LONE);
    const mine = table.measure('luke', 'howlrunner');
    const library = measure(LONE, 'luke', 'howlrunner');
    expect(mine).toEqual(library);
  });

  test('asDrawn: the move is taken off and the moved ship stands where it ended', () => {
    const resolved = prepare(XWING);
    expect(resolved.ok).toBe(true);
    const outcome = resolved.ok ? resolved.value.resolve() : null;
    const drawn = asDrawn(XWING, outcome?.ok ? outcome.value : null) as typeof XWING;
    expect(drawn.maneuver).toBeUndefined();
    const luke = drawn.ships.find((s) => s.id === 'luke')!;
    expect(outcome?.ok && luke.pose).toEqual(outcome?.ok ? (outcome.value as { pose: unknown }).pose : null);
    expect(XWING.maneuver).toBeDefined(); // the input is unchanged
  });

  test('measurement items: the closest points, one block of words beside both bases', () => {
    const table = tableOf(armada, { ...ARMADA, maneuver: undefined });
    const m = table.measure('vic', 'cr90');
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    const items = measurementItems(m.value, armada.band('range', m.value.distance), 20, [table.shapeOf('vic')!, table.shapeOf('cr90')!]);
    const line = items.find((i) => i.id === 'ruler-line');
    expect(line?.shape).toEqual({ kind: 'polyline', points: [m.value.closest.from, m.value.closest.to] });
    const words = items.filter((i) => i.id === 'ruler-reading');
    // The band and its distance band on two lines, then each arc (or "in none").
    expect(words).toHaveLength(2 + Math.max(1, m.value.arcs.length));
    const right = Math.max(rightEdge(table.shapeOf('vic')!), rightEdge(table.shapeOf('cr90')!));
    for (const w of words) expect(w.shape.kind === 'text' && w.shape.x).toBeGreaterThan(right);
    // Near the table's right edge the words go to the left of both bases instead.
    const left = Math.min(leftEdge(table.shapeOf('vic')!), leftEdge(table.shapeOf('cr90')!));
    const edged = measurementItems(m.value, 'x', 20, [table.shapeOf('vic')!, table.shapeOf('cr90')!], { left: 0, right: right + 50 }).filter((i) => i.id === 'ruler-reading');
    for (const w of edged) expect(w.shape.kind === 'text' && [w.shape.x < left, w.shape.anchor]).toEqual([true, 'end']);
    // No room on either side: the first line alone, over the range line's middle.
    const narrow = measurementItems(m.value, 'long range (distance 4)', 20, [table.shapeOf('vic')!, table.shapeOf('cr90')!], { left: left - 10, right: right + 10 }).filter((i) => i.id === 'ruler-reading');
    expect(narrow.map((w) => w.shape.kind === 'text' && w.shape.text)).toEqual([`long range · ${Math.round(m.value.distance)} mm`]);
  });
});

describe('line of sight on the board (Armada)', () => {
  test('each hull-zone reading draws its line of sight between the targeting points; the range line no longer carries the obstruction', () => {
    const scenario = {
      game: 'armada',
      ships: [
        { id: 'vic', type: 'Victory II-class Star Destroyer', owner: 'empire', pose: { x: 600, y: 400, heading: 0 }, speed: 2 },
        { id: 'cr', type: 'CR90 Corvette A', owner: 'rebels', pose: { x: 600, y: 700, heading: 180 }, speed: 2 },
        { id: 'block', type: 'CR90 Corvette A', owner: 'rebels', pose: { x: 600, y: 560, heading: 90 }, speed: 2 },
      ],
    };
    const table = tableOf(armada, scenario);
    const m = table.measure('vic', 'cr');
    expect(m.ok).toBe(true);
    if (!m.ok) return;
    const front = m.value.arcs.find((a) => a.arc === 'front');
    expect(front?.obstructed).toBe(true);
    const { sight, zone } = sightOf(front!);
    expect(sight).toBeDefined();
    expect(zone).toBeDefined();
    const items = measurementItems(m.value, 'medium range', 20, [table.shapeOf('vic')!, table.shapeOf('cr')!]);
    const drawn = items.filter((i) => i.id === 'ruler-sight-obstructed');
    expect(drawn.map((i) => i.shape)).toContainEqual({ kind: 'polyline', points: [sight!.from, sight!.to] });
    expect(drawn.some((i) => i.title?.includes('obstructed by block'))).toBe(true);
    expect(items.some((i) => i.id === 'ruler-arc-obstructed')).toBe(false);
    const words = items.filter((i) => i.id === 'ruler-reading').map((i) => i.shape.kind === 'text' ? i.shape.text : '');
    expect(words).toContain(`front → ${zone}: ${rangeWords(front!.range)}, obstructed by block`);
    // Without the blocker the same line is drawn clear.
    const clear = tableOf(armada, { ...scenario, ships: scenario.ships.slice(0, 2) }).measure('vic', 'cr');
    expect(clear.ok && clear.value.arcs.find((a) => a.arc === 'front')?.obstructed).toBe(false);
    if (!clear.ok) return;
    expect(measurementItems(clear.value, 'medium range', 20).filter((i) => i.id === 'ruler-sight')).toHaveLength(clear.value.arcs.length);
  });

  test('X-Wing readings have no separate line of sight: the range line in the arc carries the obstruction', () => {
    const reading = { arc: 'front', range: 2, obstructed: true, distance: 150, closest: { from: { x: 0, y: 0 }, to: { x: 0, y: 150 } }, obstructedBy: ['rock'] };
    expect(sightOf(reading)).toEqual({ sight: undefined, zone: undefined });
    const items = measurementItems({ game: 'xwing', from: 'a', to: 'b', distance: 100, closest: { from: { x: 10, y: 0 }, to: { x: 10, y: 100 } }, range: 2, arcs: [reading], trace: [] } as unknown as Parameters<typeof measurementItems>[0], 'range 2', 20);
    expect(items.filter((i) => i.id === 'ruler-arc-obstructed')).toHaveLength(1);
    expect(items.some((i) => (i.id ?? '').startsWith('ruler-sight'))).toBe(false);
  });
});

describe('ruler drawing', () => {
  test('property: a grown outline lies the grown distance from the base', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359, noNaN: true }), fc.double({ min: 1, max: 300, noNaN: true }), (heading, by) => {
      const base = { kind: 'rect' as const, x: 100, y: 50, heading, width: 40, length: 60 };
      const outline = grownOutline(base, by);
      expect(outline?.kind).toBe('polyline');
      if (outline?.kind !== 'polyline') return;
      for (const p of outline.points) expect(Math.abs(distance(base, { kind: 'circle', x: p.x, y: p.y, radius: 1e-7 }).distance + 1e-7 - by)).toBeLessThan(1e-6);
    }));
    expect(grownOutline({ kind: 'circle', x: 0, y: 0, radius: 17 }, 76.5)).toEqual({ kind: 'circle', x: 0, y: 0, radius: 93.5 });
  });

  test('a tick and its name at every band edge the line reaches, the reading at the pointer', () => {
    const table = tableOf(xwing, LONE);
    const reading = measureToPoint(xwing, table, 'range', 'luke', { x: 300, y: 220 + 250 });
    if (!reading.ok) throw new Error('no reading');
    const items = rulerItems(table.shapeOf('luke')!, reading.value, xwing.edges('range'), 18);
    expect(items.filter((i) => i.id === 'ruler-tick')).toHaveLength(2);
    expect(items.filter((i) => i.id === 'ruler-ring' || i.id === 'ruler-ring-far')).toHaveLength(5);
    expect(items.filter((i) => i.id === 'ruler-ring-far')).toHaveLength(2);
    const words = items.find((i) => i.id === 'ruler-reading');
    expect(words?.shape.kind === 'text' && words.shape.text).toBe('range 3 · 250 mm');
  });

  test('range words', () => {
    expect(rangeWords(2)).toBe('range 2');
    expect(rangeWords('medium')).toBe('medium range');
    expect(rangeWords('beyond')).toBe('beyond long range');
    expect(rangeWords(null)).toBe('beyond range 5');
  });
});

describe('arcs of any ship', () => {
  test('each ship\'s arc lines come from its engine; arcs off leaves out the plan\'s own too', () => {
    const table = tableOf(xwing, LONE);
    const arcs = table.arcsOf('howlrunner');
    expect(arcs.length).toBeGreaterThan(0);
    expect(arcs.every(isArcLine)).toBe(true);
    const scene: Scene = { game: 'xwing', bounds: { x: 0, y: 0, width: 100, height: 100 }, items: table.arcsOf('luke') };
    const off = decorate(scene, '<svg/>', { items: [], arcs: false, shading: 'outcome', threats: new Map() });
    expect(off.scene.items.filter(isArcLine)).toHaveLength(0);
    const twice = decorate(scene, '<svg/>', { items: table.arcsOf('luke'), arcs: true, shading: 'outcome', threats: new Map() });
    expect(twice.scene.items).toHaveLength(scene.items.length);
    expect(table.arcsOf('nobody')).toEqual([]);
  });
});

describe('the board\'s layers', () => {
  test('arcs and the ruler go in the overlay; the base drawing is the engine\'s until a toggle changes it', () => {
    const table = tableOf(xwing, LONE);
    const prepared = prepare(LONE);
    if (!prepared.ok) throw new Error('refused');
    const scene = prepared.value.draw({ outcome: null, plan: null });
    const svg = prepared.value.render();
    if (!svg.ok) throw new Error('no drawing');
    const reading = measureToPoint(xwing, table, 'range', 'luke', { x: 300, y: 500 });
    if (!reading.ok) throw new Error('no reading');
    const items = [...table.arcsOf('luke'), ...rulerItems(table.shapeOf('luke')!, reading.value, xwing.edges('range'), 18)];
    const drawn = layers(scene, svg.value, { items, arcs: true, shading: 'outcome', threats: new Map() });
    expect(drawn.base).toBe(svg.value);
    expect(drawn.overlay).toContain('data-id="ruler-line"');
    expect(drawn.overlay).toContain('[data-id="ruler-line"]');
    expect(drawn.overlay).not.toContain('<svg');
    expect(drawn.scene.items).toHaveLength(scene.items.length + items.length);
    // The whole drawing for an export holds both.
    const whole = decorate(scene, svg.value, { items, arcs: true, shading: 'outcome', threats: new Map() }).svg;
    expect(whole).toContain('data-id="ruler-line"');
    // Markup for a group inside the drawing: the items alone, with the ruler's style.
    expect(overlayMarkup(scene, items.slice(0, 1))).toMatch(/^<style>[^<]*<\/style><g class="item role-ship-front"/);
  });
});

describe('options shaded by threat (xwing.range.exposure, armada.range.exposure)', () => {
  const DEMO = {
    game: 'xwing', rules: '2.5',
    ships: [
      { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 300, y: 200, heading: 0 }, stress: 0 },
      { id: 'vader', type: 'TIE Advanced x1', owner: 'empire', pose: { x: 420, y: 420, heading: 180 }, stress: 0 },
    ],
    obstacles: [],
    maneuver: { ship: 'luke', dial: '3NW' },
  };

  test('every ghost is matched to its option by its final pose, and shaded by the count', () => {
    const planned = plan(DEMO);
    const prepared = prepare(DEMO);
    if (!planned.ok || !prepared.ok) throw new Error('demo refused');
    const scene = prepared.value.draw({ outcome: null, plan: planned.value });
    const threats = optionThreats(planned.value);
    expect(threats.length).toBeGreaterThan(0);
    const byPick = threatsByPick(scene, threats);
    const ghosts = scene.items.filter((i) => i.pick !== undefined);
    expect(byPick.size).toBe(ghosts.length);
    // Each ghost's exposure is its own maneuver's (looked up by its dial).
    if (planned.value.game !== 'xwing' || !('maneuvers' in planned.value)) throw new Error('not an X-Wing maneuver plan');
    const maneuvers = planned.value.maneuvers;
    for (const ghost of ghosts) {
      const dial = (ghost.pick as { maneuver: { dial: string } }).maneuver.dial;
      expect(byPick.get(JSON.stringify(ghost.pick))!.exposure).toEqual(maneuvers.find((m) => m.dial === dial)!.outcome.exposure);
    }
    const svg = prepared.value.render({ plan: true });
    if (!svg.ok) throw new Error('no drawing');
    const shaded = shadeSvg(svg.value, byPick, 'exposure');
    expect(shaded.match(/ data-shade="exposure" data-level="\d"/g)).toHaveLength(ghosts.length);
    expect(shaded).toContain('[data-shade="exposure"][data-level="0"]');
    expect(shadeSvg(svg.value, byPick, 'outcome')).toBe(svg.value);
    const exposed = threats.find((t) => t.exposure.length > 0);
    expect(exposed).toBeDefined();
    expect(shaded).toContain(`data-level="${Math.min(3, exposed!.exposedTo)}"`);
  });

  test('the compact plan the page reads gives the same options, threats and shading as the plan as it is', () => {
    for (const demo of [DEMO, JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'armada', 'plan-crowded-table.json'), 'utf8')) as unknown]) {
      const planned = plan(demo);
      const prepared = prepare(demo);
      if (!planned.ok || !prepared.ok) throw new Error('demo refused');
      const scene = prepared.value.draw({ outcome: null, plan: planned.value });
      const full = optionThreats(planned.value);
      const compact = optionThreats(compactPlan(planned.value));
      expect(compact.length).toBe(full.length);
      expect(compact.map((t) => [t.label, t.exposure, t.targets, t.exposedTo, t.targetCount, t.best])).toEqual(full.map((t) => [t.label, t.exposure, t.targets, t.exposedTo, t.targetCount, t.best]));
      const byFull = threatsByPick(scene, full);
      const byCompact = threatsByPick(scene, compact);
      expect(byCompact.size).toBe(byFull.size);
      for (const [pick, threat] of byFull) expect(byCompact.get(pick)?.label).toBe(threat.label);
    }
  });

  test('a drag step that moves one piece updates the prepared world: the same drawing, plan and words as from scratch', () => {
    const crowded = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'armada', 'plan-crowded-table.json'), 'utf8')) as { ships: { id: string; pose: { x: number; y: number; heading: number } }[] };
    for (const before of [DEMO as unknown as typeof crowded, crowded]) {
      const moved = { ...before, ships: before.ships.map((s, i) => (i === before.ships.length - 1 ? { ...s, pose: { ...s.pose, x: s.pose.x + 12, y: s.pose.y - 7 } } : s)) };
      const last = before.ships[before.ships.length - 1]!;
      expect(oneMove(parts(before)!, parts(moved)!)).toEqual({ op: 'move', id: last.id, to: { x: last.pose.x + 12, y: last.pose.y - 7, heading: last.pose.heading } });
      expect(oneMove(parts(before)!, parts({ ...moved, maneuver: undefined })!)).toBeNull();
      compute(TI4, true); // another game: the next document is prepared from scratch
      const scratch = compute(moved, true);
      compute(before, true);
      const updated = compute(moved, true); // one piece moved: the last world updated
      expect(updated.svg).toBe(scratch.svg);
      expect(updated.planText).toBe(scratch.planText);
      expect(updated.compact).toEqual(scratch.compact);
      expect(updated.issues).toEqual(scratch.issues);
    }
  });

  test('the words say who can shoot it and whom it can shoot', () => {
    const base = { label: '2FW', pose: { x: 0, y: 0, heading: 0 }, exposedTo: 1, targetCount: 0, best: false };
    expect(threatText({ ...base, exposure: [{ ship: 'vader', arc: 'front', range: 2, obstructed: true }], targets: [] }))
      .toBe('2FW: can be shot by vader (front, range 2, obstructed); it can shoot no one.');
    // Armada entries carry the dice the zone can roll there (armada.range.armament).
    expect(threatText({ ...base, exposure: [{ ship: 'isd', arc: 'front', range: 'long', obstructed: false, dice: { red: 3, blue: 0, black: 0 } }], targets: [] }))
      .toBe('2FW: can be shot by isd (front, long range, 3 red); it can shoot no one.');
    expect(threatText({ ...base, exposedTo: 0, targetCount: 1, best: true, exposure: [], targets: [{ ship: 'cr90', arc: 'left', range: 'medium', obstructed: false }] }))
      .toBe('2FW: no enemy can shoot it there; it can shoot cr90 (left, medium range) (best by ranking).');
  });

  test('a plan without ranking (TI4) shades nothing', () => {
    expect(optionThreats({ game: 'ti4', ships: [] })).toEqual([]);
    expect(optionThreats(null)).toEqual([]);
  });
});

describe('exports in a light or dark look', () => {
  test('light writes the light rules into the file after the renderer\'s own style; dark is the drawing as it is', () => {
    const svg = '<svg><style>text { fill: red; }</style><g/></svg>';
    const light = styledSvg(svg, 'light');
    expect(light.indexOf('.background { fill: #e9eef7; }')).toBeGreaterThan(light.indexOf('text { fill: red; }'));
    expect(styledSvg(svg, 'dark')).toBe(svg);
    expect(lightCss('[data-theme="light"] .board ')).toContain('[data-theme="light"] .board .background');
    expect(withCss('<svg><g/></svg>', 'a{}')).toBe('<svg><style>a{}</style><g/></svg>');
  });
});

describe('a TI4 unit of an unknown type is drawn, marked', () => {
  test('at its system, illegal, with its problem', () => {
    const doc = { ...TI4, moves: undefined, units: [...TI4.units, { id: 'x1', player: 'red', type: 'dreadnaught', system: '26' }] };
    const computed = computeResilient(doc, false);
    expect(computed.broken.map((b) => b.id)).toEqual(['x1']);
    const unit = computed.scene.items.find((i) => i.id === 'x1' && i.role === 'unit');
    expect(unit).toMatchObject({ outcome: 'illegal', badge: '?', owner: 'red' });
    const hex = computed.scene.items.find((i) => i.role === 'hex' && i.id === '26');
    if (unit?.shape.kind !== 'circle' || hex?.shape.kind !== 'hex') throw new Error('not drawn');
    expect(Math.hypot(unit.shape.x - hex.shape.x, unit.shape.y - hex.shape.y)).toBeLessThan(hex.shape.radius);
    expect(unit.title).toContain('dreadnought');
    expect(computed.svg).toContain('data-id="x1"');
  });
});
