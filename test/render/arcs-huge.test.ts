import { describe, expect, test } from 'vitest';
import { prepare, render } from '../../src/engines.ts';

/** A huge ship's arcs in the plan scene (xwing.range.arc-lines; docs/measure.md), pinned as an SVG snapshot. */
const xwing = {
  game: 'xwing',
  ships: [
    { id: 'tantive', type: 'CR90 Corellian Corvette', owner: 'rebels', pose: { x: 500, y: 400, heading: 0 } },
    { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 660, y: 520, heading: 180 } },
  ],
  maneuver: { ship: 'tantive', dial: '1FW' },
};

const armada = {
  game: 'armada',
  ships: [
    { id: 'ssd', type: 'Executor I-class Star Dreadnought', owner: 'empire', pose: { x: 900, y: 500, heading: 0 } },
    { id: 'cr', type: 'CR90 Corvette A', owner: 'rebels', pose: { x: 1058.5, y: 400, heading: 0 } },
  ],
};

describe('huge arcs in the scene', () => {
  test('Armada Executor: the front and rear pairs and the cross line, out to long range beyond the token', () => {
    const prepared = prepare(armada);
    if (!prepared.ok) throw new Error('rejected');
    const scene = prepared.value.scene({ plan: true });
    if (!scene.ok) throw new Error('no scene');
    const lines = scene.value.items.filter((i) => i.role === 'ship-front' && i.title === 'ssd hull zones');
    expect(lines.length).toBe(6);
    const cross = lines.slice(4).map((i) => (i.shape.kind === 'polyline' ? i.shape.points : []));
    // The cross line is square to the centre line: both ends at the same y.
    for (const [from, to] of cross) expect(to!.y).toBeCloseTo(from!.y, 9);
    const printed = scene.value.items.filter((i) => i.role === 'hull-zone' && i.id === 'ssd');
    expect(printed.length).toBe(3);
  });


  test('X-Wing CR90: four arc lines through the base centre at 41.45 degrees either side of the centre line', () => {
    const prepared = prepare(xwing);
    if (!prepared.ok) throw new Error('rejected');
    const scene = prepared.value.scene({ plan: true });
    if (!scene.ok) throw new Error('no scene');
    const arcs = scene.value.items.filter((i) => i.role === 'ship-front' && i.title?.startsWith('tantive arcs'));
    expect(arcs.length).toBe(4); // the side arcs' bounds: the front pair and the rear pair
    for (const item of arcs) {
      if (item.shape.kind !== 'polyline') throw new Error('not a line');
      const [from, to] = item.shape.points;
      expect(from).toEqual({ x: 500, y: 400 });
      expect((Math.atan2(Math.abs(to!.x - 500), Math.abs(to!.y - 400)) * 180) / Math.PI).toBeCloseTo(41.45, 9);
    }
    const hold = scene.value.items.find((i) => i.role === 'ghost' && i.title?.startsWith('0OR'));
    // The CR90's right-arc part ends 45.29 mm ahead of its centre: to the TIE's corner (640, 500) 114.0 mm, range 2.
    expect(hold?.title).toBe('0OR; in the arcs of tie (front, range 2); can shoot tie (right, range 2)');
  });

  test('SVG snapshot', () => {
    const x = render(xwing, { plan: true });
    if (!x.ok) throw new Error('rejected');
    expect(x.value).toMatchSnapshot();
  });

  test('Armada SVG snapshot', () => {
    const a = render(armada, { plan: true });
    if (!a.ok) throw new Error('rejected');
    expect(a.value).toMatchSnapshot();
  });
});
