import { describe, expect, test } from 'vitest';
import { OUTCOME_COLOURS, OUTCOME_ICONS, sceneToSvg, scaleLength, textSize } from '../../src/render/index.ts';
import { ROLE_NAMES } from '../../src/render/palette.ts';
import type { SceneRole } from '../../src/render/scene.ts';
import { arcPath } from '../../src/render/shape-svg.ts';
import { rectCorners } from '../../src/render/outline.ts';
import { allElements, parseXml } from './xml-check.ts';
import { sampleScene } from './sample-scene.ts';

const svg = sceneToSvg(sampleScene);
const parsed = parseXml(svg);
const elements = parsed.root === null ? [] : allElements(parsed.root);
const groups = elements.filter((e) => e.attributes['data-role'] !== undefined);

describe('sceneToSvg', () => {
  test('writes well-formed XML with one svg root', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.root?.name).toBe('svg');
    expect(parsed.root?.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
  });

  test('the xml check itself rejects broken markup', () => {
    expect(parseXml('<svg><g></svg>').problems.length).toBeGreaterThan(0);
    expect(parseXml('<svg a="1 & 2"/>').problems.length).toBeGreaterThan(0);
  });

  test('renders every role of the scene model', () => {
    const roles = Object.keys(ROLE_NAMES) as SceneRole[];
    const drawn = new Set(groups.map((g) => g.attributes['data-role']));
    expect(roles.filter((role) => !drawn.has(role))).toEqual([]);
  });

  test('flips y: a table point (x, y) is drawn at (x, -y), inside the viewBox', () => {
    const squadron = groups.find((g) => g.attributes['data-id'] === 'tie1')!;
    const circle = squadron.children.find((c) => c.name === 'circle')!;
    expect(Number(circle.attributes.cx)).toBe(650);
    expect(Number(circle.attributes.cy)).toBe(-420);
    const [left, top, width, height] = parsed.root!.attributes.viewBox!.split(' ').map(Number) as [number, number, number, number];
    expect(left).toBeLessThanOrEqual(0);
    expect(left + width).toBeGreaterThanOrEqual(914.4);
    // The far edge of the table (y = 914.4) is at the top of the picture.
    expect(top).toBeLessThanOrEqual(-914.4);
    expect(top + height).toBeGreaterThanOrEqual(0);
  });

  test('a ship facing +x (heading 90) has its front-left corner at +y of its centre (table frame)', () => {
    const [frontLeft] = rectCorners({ kind: 'rect', x: 0, y: 0, heading: 90, width: 10, length: 20 });
    expect(frontLeft!.x).toBeCloseTo(10, 12);
    expect(frontLeft!.y).toBeCloseTo(5, 12);
  });

  test('an arc sweeping clockwise from bearing 0 starts above the centre and bends right', () => {
    const d = arcPath({ kind: 'arc', x: 0, y: 0, inner: 5, outer: 10, from: 0, sweep: 90 });
    expect(d.startsWith('M0 -10 A10 10 0 0 1 10 0')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    // A full ring is drawn in pieces of at most 180 degrees.
    const ring = arcPath({ kind: 'arc', x: 0, y: 0, inner: 5, outer: 10, from: 0, sweep: 360 });
    expect(ring.match(/A10 10/g)?.length).toBe(2);
  });

  test('every item carries data-id where it has one and a <title> hover text', () => {
    for (const group of groups) expect(group.children[0]?.name).toBe('title');
    const ghost = groups.find((g) => g.attributes['data-outcome'] === 'overlap')!;
    expect(ghost.children[0]!.text).toBe('3TW: overlap');
    const rock = groups.find((g) => g.attributes['data-role'] === 'obstacle')!;
    expect(rock.attributes['data-id']).toBe('rock &amp; ice');
  });

  test('owners get distinct colours; ghosts are coloured by outcome; highlighted things are outlined', () => {
    const fillOf = (id: string, role: string) => groups.find((g) => g.attributes['data-id'] === id && g.attributes['data-role'] === role)!.children[1]!.attributes;
    expect(fillOf('tie1', 'squadron').fill).not.toBe(fillOf('luke', 'ship-start').fill);
    const ghosts = groups.filter((g) => g.attributes['data-role'] === 'ghost').map((g) => g.children[1]!.attributes.stroke);
    expect(new Set(ghosts).size).toBe(2);
    expect(fillOf('vader', 'ship').stroke).toBe('#f0e442');
    expect(groups.find((g) => g.attributes['data-id'] === 'vader')!.attributes['data-highlight']).toBe('true');
  });

  test('draws a legend naming the owners and the outcomes shown', () => {
    const legend = elements.filter((e) => e.attributes['data-legend'] !== undefined).map((e) => e.attributes['data-legend']);
    expect(legend).toEqual(expect.arrayContaining(['empire', 'rebels', 'red', 'clean', 'overlaps a ship', 'fled (off the table)', 'on an obstacle']));
    expect(sceneToSvg(sampleScene, { legend: false })).not.toContain('data-legend');
  });

  test('text is escaped and sized to be readable (about 1/50 of the table side)', () => {
    expect(svg).toContain('26 &lt;Lodor&gt;');
    expect(textSize(sampleScene)).toBeCloseTo(914.4 / 50, 6);
  });

  test('outcomes differ without colour: each has its own dash pattern, and pieces with one carry its icon, above the rest', () => {
    const dashOf = (outcome: string) => groups.find((g) => g.attributes['data-outcome'] === outcome)!.children[1]!.attributes['stroke-dasharray'];
    expect(new Set([dashOf('overlap'), dashOf('fled'), dashOf('reachable')]).size).toBe(3);
    expect(Object.values(OUTCOME_COLOURS)).not.toContain('#e0445a'); // the TI4 red player
    // The icons are drawn above every piece.
    const marks = elements.find((e) => e.attributes.class === 'marks')!;
    expect(marks.children.some((c) => c.name === 'text' && c.text === OUTCOME_ICONS.reachable)).toBe(true);
    expect(elements.indexOf(marks)).toBeGreaterThan(elements.findIndex((e) => e.attributes.class === 'items'));
  });

  test('badges, stacks and the scale bar: a unit carries its letter and its members; a scale bar in mm is drawn', () => {
    const unit = groups.find((g) => g.attributes['data-id'] === 'c1')!;
    expect(unit.attributes['data-members']).toBe('c1 c2');
    expect(unit.children.find((c) => c.name === 'text')?.text).toBe('C');
    const scale = elements.find((e) => e.attributes.class === 'scale')!;
    expect(Number(scale.attributes['data-scale-mm'])).toBe(scaleLength(914.4));
    expect(scaleLength(914.4)).toBe(100);
    expect(scaleLength(1828.8)).toBe(200);
    expect(scale.children.some((c) => c.name === 'text' && c.text === '100 mm')).toBe(true);
    expect(parsed.root!.attributes['data-table-box']).toBeDefined();
  });

  test('is deterministic and never writes NaN', () => {
    expect(sceneToSvg(sampleScene)).toBe(svg);
    const odd = sceneToSvg({ game: 'armada', bounds: { x: 0, y: 0, width: 0, height: 0 }, items: [{ role: 'ship', shape: { kind: 'circle', x: Number.NaN, y: 1, radius: -1 } }] });
    expect(odd).not.toContain('NaN');
    expect(parseXml(odd).problems).toEqual([]);
  });
});
