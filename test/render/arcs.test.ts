import { describe, expect, test } from 'vitest';
import { prepare, render } from '../../src/engines.ts';

/** Arcs of the plan's ship and option hover texts (docs/measure.md), pinned as SVG snapshots. */
const xwing = {
  game: 'xwing',
  ships: [
    { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 400, y: 400, heading: 0 } },
    { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 400, y: 640, heading: 180 } },
  ],
  maneuver: { ship: 'luke', dial: '1FB' },
};
const armada = {
  game: 'armada',
  ships: [
    { id: 'cr', type: 'CR90 Corvette A', owner: 'rebels', pose: { x: 600, y: 300, heading: 0 } },
    { id: 'vic', type: 'Victory II-class Star Destroyer', owner: 'empire', pose: { x: 600, y: 700, heading: 180 } },
  ],
};

describe('arcs in the scene', () => {
  test('X-Wing: front arc lines from the centre at 40.62 degrees out to range 3 beyond the base, bullseye edges, ghost titles', () => {
    const prepared = prepare(xwing);
    if (!prepared.ok) throw new Error('rejected');
    const scene = prepared.value.scene({ plan: true });
    if (!scene.ok) throw new Error('no scene');
    const arcs = scene.value.items.filter((i) => i.role === 'ship-front' && i.title?.startsWith('luke arcs'));
    expect(arcs.length).toBe(4); // two front-arc lines, two bullseye edges
    const first = arcs[0]!.shape;
    if (first.kind !== 'polyline') throw new Error('not a line');
    const [from, to] = first.points;
    expect(from).toEqual({ x: 400, y: 400 });
    expect((Math.atan2(Math.abs(to!.x - 400), to!.y - 400) * 180) / Math.PI).toBeCloseTo(40.62, 2);
    expect(Math.hypot(to!.x - 400, to!.y - 400)).toBeCloseTo(300 + Math.hypot(40, 40) / 2, 9);
    const straight = scene.value.items.find((i) => i.role === 'ghost' && i.title?.startsWith('1FB'));
    expect(straight?.title).toBe('1FB; in the arcs of tie (front, range 2), tie (bullseye, range 2); can shoot tie (front, range 2), tie (bullseye, range 2)');
  });

  test('SVG snapshots', () => {
    const x = render(xwing, { plan: true });
    const a = render(armada, { plan: true });
    if (!x.ok || !a.ok) throw new Error('rejected');
    expect(x.value).toMatchSnapshot();
    expect(a.value).toMatchSnapshot();
  });
});
