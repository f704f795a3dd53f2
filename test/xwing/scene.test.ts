import { describe, expect, test } from 'vitest';
import { scene } from '../../src/engines.ts';
import { scenario } from './helpers.ts';

const ships = [
  { id: 'm', pose: { x: 400, y: 150, heading: 0 } },
  { id: 'e', owner: 'empire', pose: { x: 400, y: 330, heading: 0 } },
];

describe('scene', () => {
  test('a partial execution draws the play area, bases with front arcs, the template, the start ghost, the final base, the backed path and highlights the blocker', () => {
    const result = scene(scenario(ships, { maneuver: { ship: 'm', dial: '3FW' }, obstacles: [{ id: 'rock', type: 'asteroid', polygon: [[600, 600], [640, 600], [620, 640]] }] }));
    if (!result.ok) throw new Error('scene failed');
    const roles = result.value.items.map((i) => i.role);
    for (const role of ['play-area', 'obstacle', 'ship', 'ship-front', 'template', 'ship-start', 'ship-final', 'path', 'label']) expect(roles).toContain(role);
    expect(result.value.items.find((i) => i.role === 'ship' && i.id === 'e')!.highlight).toBe(true);
    expect(result.value.items.find((i) => i.role === 'ship-final')!.outcome).toBe('overlap');
    expect(result.value.game).toBe('xwing');
  });

  test('with { plan: true } every dial maneuver adds a ghost coloured by outcome', () => {
    const result = scene(scenario(ships), { plan: true });
    if (!result.ok) throw new Error('scene failed');
    const ghosts = result.value.items.filter((i) => i.role === 'ghost');
    expect(ghosts).toHaveLength(21);
    expect(new Set(ghosts.map((g) => g.outcome))).toEqual(new Set(['clean', 'overlap']));
  });

  test('a barrel roll draws its template and the illegal candidates as ghosts', () => {
    const result = scene(scenario([ships[0]!, { id: 'e', owner: 'empire', pose: { x: 480, y: 175, heading: 0 } }], { action: { ship: 'm', type: 'barrel-roll', direction: 'right' } }));
    if (!result.ok) throw new Error('scene failed');
    expect(result.value.items.filter((i) => i.role === 'ghost').map((g) => g.outcome)).toContain('illegal');
    expect(result.value.items.some((i) => i.role === 'template')).toBe(true);
  });
});
