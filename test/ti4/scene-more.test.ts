import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { plan, scene } from '../../src/engines.ts';

/** The map draws hero movement (ti4.move.ability), The Watchtower as read, scar tokens returned, Cosmic Phenomenae links. */
const example = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'ti4', name), 'utf8')) as Record<string, unknown>;

function itemsOf(doc: unknown, options: { plan?: boolean } = {}) {
  const drawn = scene(doc, options);
  if (!drawn.ok) throw new Error('scene failed');
  return drawn.value.items;
}

describe('the TI4 map draws hero movement (Helix Protocol, Dark Space Navigation)', () => {
  test('declared moves without an active system: each drawn straight from the ship\'s system to its destination, checked', () => {
    const doc = example('hero-movement.json');
    const items = itemsOf(doc);
    const paths = items.filter((i) => i.role === 'path');
    expect(paths.map((p) => p.id).sort()).toEqual(['path-carrier-helix-protocol', 'path-destroyer-helix-protocol', 'path-fighter-helix-protocol']);
    expect(paths.every((p) => p.outcome === 'clean' && p.shape.kind === 'polyline' && p.shape.points.length === 2)).toBe(true);
    expect(paths.find((p) => p.id === 'path-fighter-helix-protocol')?.title).toContain('41 -> 19');
  });

  test('an illegal destination is drawn as illegal (Helix Protocol into a system holding another player\'s ships)', () => {
    const doc = example('hero-movement.json') as { abilityMove: { moves: { unit: string; to: string }[] } };
    const bad = { ...doc, abilityMove: { ...doc.abilityMove, moves: [{ unit: 'destroyer', to: '22' }] } };
    const path = itemsOf(bad).find((i) => i.id === 'path-destroyer-helix-protocol');
    expect(path?.outcome).toBe('illegal');
  });

  test('the plan: the hero\'s destinations reachable, the refused systems unreachable, the ships it may move marked', () => {
    const doc = example('hero-movement.json') as { abilityMove: Record<string, unknown> };
    const asked = { ...doc, abilityMove: { ability: 'helix-protocol', player: 'argent' } };
    const planned = plan(asked);
    if (!planned.ok || planned.value.game !== 'ti4' || planned.value.abilityMove === undefined) throw new Error('expected a hero plan');
    const { destinations, refused, ships } = planned.value.abilityMove;
    const items = itemsOf(asked, { plan: true });
    const hex = (id: string) => items.find((i) => i.role === 'hex' && i.id === id);
    expect(destinations.length).toBeGreaterThan(0);
    for (const d of destinations) expect(hex(d)?.outcome).toBe('reachable');
    for (const r of refused) expect(hex(r.system)?.outcome).toBe('unreachable');
    expect(ships.length).toBeGreaterThan(0);
    expect(items.filter((i) => i.role === 'path')).toEqual([]);
  });
});

describe('the TI4 map: Dark Space Navigation and a token returned from an entropic scar', () => {
  test('Dark Space Navigation: every ship drawn straight into the one chosen system', () => {
    const paths = itemsOf(example('dark-space-navigation.json')).filter((i) => i.role === 'path');
    expect(paths.map((p) => p.title)).toEqual([
      'dread-a-dark-space-navigation: 41 -> 27 (clean)',
      'carrier-dark-space-navigation: 35 -> 27 (clean)',
      'dread-b-dark-space-navigation: 19 -> 27 (clean)',
    ]);
  });
  test('ti4.move.scar: the alpha token placed in 114 is returned, so 114 shows no wormhole; the move through it is illegal', () => {
    const items = itemsOf(example('entropic-scar.json'));
    const tokenIn = (system: string) => items.some((i) => i.role === 'wormhole' && i.id?.startsWith(`${system}-`));
    expect(tokenIn('114')).toBe(false);
    expect(tokenIn('26')).toBe(true);
    expect(items.find((i) => i.id === 'path-carrier')?.outcome).toBe('illegal');
  });
});


describe('the TI4 map: The Watchtower as the scenario reads it', () => {
  test('ti4.tiles.anomalies: thundersEdge.watchtower ["gravity-rift"] draws 117 as a gravity rift only; the default draws both', () => {
    const doc = example('thunders-edge-fracture.json') as { thundersEdge: Record<string, unknown> };
    const names = (d: unknown) => itemsOf(d).filter((i) => i.id?.startsWith('117-') && i.role === 'anomaly').map((i) => i.id).sort();
    expect(names(doc)).toEqual(['117-gravity-rift']);
    const { watchtower: _chosen, ...rest } = doc.thundersEdge;
    expect(names({ ...doc, thundersEdge: rest })).toEqual(['117-asteroid-field', '117-gravity-rift']);
  });
});

describe('the TI4 map: Cosmic Phenomenae', () => {
  test('ti4.move.events: with the event in force the entropic scars are linked; without it they are not', () => {
    const doc = example('thunders-edge-events.json') as { played: { id: string }[] };
    const links = (d: unknown) => itemsOf(d).filter((i) => i.id?.startsWith('scar-link-')).map((i) => i.id);
    expect(links(doc)).toEqual(['scar-link-114-116']);
    expect(links({ ...doc, played: doc.played.filter((p) => p.id !== 'cosmic-phenomenae') })).toEqual([]);
  });
});
