import type { Scene, SceneItem } from '../../src/render/scene.ts';

/** A hand-made scene with one item of every role, owners, outcomes and a highlight: the renderer's test bed. */
const items: SceneItem[] = [
  { role: 'play-area', shape: { kind: 'rect', x: 457.2, y: 457.2, heading: 0, width: 914.4, length: 914.4 } },
  { role: 'ship', id: 'vader', owner: 'empire', shape: { kind: 'rect', x: 300, y: 600, heading: 180, width: 40, length: 40 }, highlight: true },
  { role: 'ship-start', id: 'luke', owner: 'rebels', shape: { kind: 'rect', x: 200, y: 150, heading: 0, width: 40, length: 40 } },
  { role: 'ship-final', id: 'luke', owner: 'rebels', shape: { kind: 'rect', x: 240, y: 290, heading: 45, width: 40, length: 40 }, outcome: 'clean' },
  { role: 'ship-front', id: 'luke', shape: { kind: 'polyline', points: [{ x: 226, y: 304 }, { x: 254, y: 304 }] } },
  { role: 'shield-frame', id: 'vader', shape: { kind: 'polyline', points: [{ x: 280, y: 580 }, { x: 320, y: 620 }] } },
  { role: 'squadron', id: 'tie1', owner: 'empire', shape: { kind: 'circle', x: 650, y: 420, radius: 17.5 } },
  { role: 'displaced', id: 'tie2', owner: 'empire', shape: { kind: 'circle', x: 700, y: 420, radius: 17.5 } },
  { role: 'obstacle', id: 'rock & ice', shape: { kind: 'polygon', points: [{ x: 190, y: 460 }, { x: 260, y: 460 }, { x: 230, y: 520 }] }, outcome: 'obstacle' },
  { role: 'tool', shape: { kind: 'strip', from: { x: 200, y: 170 }, to: { x: 200, y: 250 }, width: 20 } },
  { role: 'template', shape: { kind: 'arc', x: 280, y: 170, inner: 70, outer: 90, from: 270, sweep: 45 } },
  { role: 'path', shape: { kind: 'polyline', points: [{ x: 200, y: 150 }, { x: 220, y: 230 }, { x: 240, y: 290 }] } },
  { role: 'ghost', id: 'luke', owner: 'rebels', shape: { kind: 'rect', x: 160, y: 290, heading: 315, width: 40, length: 40 }, outcome: 'overlap', title: '3TW: overlap' },
  { role: 'ghost', id: 'luke', owner: 'rebels', shape: { kind: 'rect', x: 200, y: 330, heading: 0, width: 40, length: 40 }, outcome: 'fled' },
  { role: 'witness', shape: { kind: 'polyline', points: [{ x: 240, y: 290 }, { x: 300, y: 580 }] } },
  { role: 'hex', id: '26', shape: { kind: 'hex', x: 700, y: 700, radius: 60, flatTop: true }, outcome: 'reachable' },
  { role: 'hyperlane', shape: { kind: 'polyline', points: [{ x: 650, y: 700 }, { x: 750, y: 700 }] } },
  { role: 'wormhole', id: 'alpha', shape: { kind: 'circle', x: 720, y: 720, radius: 10 } },
  { role: 'anomaly', id: 'rift', shape: { kind: 'circle', x: 680, y: 680, radius: 25 } },
  { role: 'planet', id: 'mecatol', shape: { kind: 'circle', x: 700, y: 760, radius: 8 } },
  { role: 'unit', id: 'c1', owner: 'red', shape: { kind: 'circle', x: 690, y: 650, radius: 6 }, badge: 'C', members: ['c1', 'c2'] },
  { role: 'violation', id: '26-violation', shape: { kind: 'circle', x: 730, y: 690, radius: 9 }, badge: '!', title: 'ti4.move.blocked: c1 cannot pass' },
  { role: 'hull-zone', id: 'vader', shape: { kind: 'polyline', points: [{ x: 280, y: 620 }, { x: 300, y: 600 }, { x: 320, y: 620 }] } },
  { role: 'threat', id: 'threat-26', shape: { kind: 'hex', x: 700, y: 700, radius: 52, flatTop: true }, title: '26 threatened next round by hacan: hc' },
  { role: 'label', shape: { kind: 'text', x: 700, y: 620, text: '26 <Lodor>' } },
];

export const sampleScene: Scene = {
  game: 'xwing',
  bounds: { x: 0, y: 0, width: 914.4, height: 914.4 },
  items,
};
