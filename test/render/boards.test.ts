import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { scene as sceneFor, validate } from '../../src/index.ts';
import type { Scene, SceneItem } from '../../src/render/scene.ts';

/** The boards read like the game: names, unit stacks by type, violations on the map, labels that fit, options that can be picked. */
const example = (game: string, name: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', game, `${name}.json`), 'utf8')) as unknown;

function sceneOf(document: unknown, plan = false): Scene {
  const scene = sceneFor(document, { plan });
  if (!scene.ok) throw new Error(JSON.stringify(scene.issues));
  return scene.value;
}

const texts = (scene: Scene): string[] => scene.items.flatMap((i) => (i.shape.kind === 'text' ? [i.shape.text] : []));
const byRole = (scene: Scene, role: SceneItem['role']) => scene.items.filter((i) => i.role === role);

describe('TI4 board', () => {
  const illegal = sceneOf(example('ti4', 'illegal-movement'));

  test('systems carry their planet names and their tile numbers; anomalies are named', () => {
    const words = texts(illegal);
    expect(words).toEqual(expect.arrayContaining(['18', 'Mecatol Rex', '26', 'Lodor']));
    const rift = sceneOf(example('ti4', 'wormholes-and-rift'));
    expect(texts(rift).some((t) => /Gravity rift|Nebula|Asteroid field|Supernova/.test(t))).toBe(true);
    expect(byRole(rift, 'wormhole').every((w) => w.badge !== undefined && /[αβγδ]/.test(w.badge))).toBe(true);
  });

  test('units are stacked per player and type with a type letter and a count', () => {
    const units = byRole(illegal, 'unit');
    const fighters = units.find((u) => u.owner === 'red' && u.members?.includes('f1'))!;
    expect(fighters.members).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
    expect(fighters.badge).toBe('F5');
    const dreadnought = units.find((u) => u.id === 'dreadnought')!;
    expect(dreadnought.badge).toBe('Dn');
    // One item per stack, not per unit.
    expect(units.length).toBeLessThan(9);
  });

  test('each violation is marked on the map at its system, and the moving units are marked illegal', () => {
    const marks = byRole(illegal, 'violation');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.title).toMatch(/^ti4\./);
    expect(byRole(illegal, 'unit').some((u) => u.outcome === 'illegal')).toBe(true);
  });

  test('a plan marks the ships that can come and those that cannot, and each route can be picked', () => {
    const document = example('ti4', 'six-player-standard') as Record<string, unknown>;
    const { moves: _moves, ...asked } = document;
    const planned = sceneOf(asked);
    const routes = byRole(planned, 'path').filter((p) => p.outcome === 'reachable');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.pick?.moves).toEqual([expect.objectContaining({ unit: route.group })]);
    expect(byRole(planned, 'unit').some((u) => u.outcome === 'reachable')).toBe(true);
  });
});

describe('Armada board', () => {
  const scene = sceneOf(example('armada', 'clean-yawed-course'), true);

  test('every ship and squadron is named on the table, and bases show hull-zone lines', () => {
    const words = texts(scene);
    const checked = validate(example('armada', 'clean-yawed-course'));
    if (!checked.ok || checked.value.game !== 'armada') throw new Error('example');
    for (const ship of checked.value.ships) expect(words).toContain(ship.id);
    for (const squadron of checked.value.squadrons) expect(words).toContain(squadron.id);
    expect(byRole(scene, 'hull-zone').length).toBeGreaterThanOrEqual(2 * checked.value.ships.length);
  });

  test('every option ghost carries the maneuver that picks it and its speed group', () => {
    const ghosts = byRole(scene, 'ghost');
    expect(ghosts.length).toBeGreaterThan(5);
    for (const ghost of ghosts) {
      const maneuver = ghost.pick?.maneuver as { speed: number; yaw: number[] };
      expect(maneuver.yaw).toHaveLength(maneuver.speed);
      expect(ghost.group).toBe(`speed ${maneuver.speed}`);
    }
  });
});

describe('X-Wing board', () => {
  test('a long id sits beside a small base, not across it; options pick a dial', () => {
    const scene = sceneOf({
      game: 'xwing',
      ships: [{ id: 'howlrunner', type: 'TIE/ln Fighter', pose: { x: 300, y: 300, heading: 0 } }, { id: 'a', type: 'TIE/ln Fighter', pose: { x: 600, y: 300, heading: 0 } }],
      maneuver: { ship: 'a', dial: '2FB' },
    }, true);
    const long = scene.items.find((i) => i.role === 'label' && i.shape.kind === 'text' && i.shape.text === 'howlrunner')!;
    expect(long.shape.kind === 'text' && long.shape.anchor).toBe('start');
    expect(long.shape.kind === 'text' && long.shape.x).toBeGreaterThan(300 + 20);
    const short = scene.items.find((i) => i.role === 'label' && i.shape.kind === 'text' && i.shape.text === 'a')!;
    expect(short.shape.kind === 'text' && short.shape.anchor).toBeUndefined();
    const ghosts = byRole(scene, 'ghost');
    expect(ghosts.length).toBeGreaterThan(5);
    for (const ghost of ghosts) expect((ghost.pick?.maneuver as { dial: string }).dial).toMatch(/^[0-5][A-Z][WBRP]$/);
  });
});
