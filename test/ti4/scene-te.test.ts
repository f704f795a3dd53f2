import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { scene } from '../../src/engines.ts';

/** The map draws Thunder's Edge: breaches and their links, the Fracture's links and tokens, Sever, epsilon links. */
const example = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'ti4', name), 'utf8')) as Record<string, unknown>;

function itemsOf(doc: Record<string, unknown>) {
  const drawn = scene(doc);
  if (!drawn.ok) throw new Error('scene failed');
  return drawn.value.items;
}

describe('the TI4 map draws Thunder\'s Edge', () => {
  test('breaches: a lettered token in each system (B active, b inactive), a link between active breaches; the Sever token; epsilon 118 -> 94', () => {
    const items = itemsOf(example('thunders-edge-crimson.json'));
    const byId = (id: string) => items.find((i) => i.id === id);
    expect(byId('60-breach')).toMatchObject({ role: 'wormhole', badge: 'B' });
    expect(byId('35-breach')).toMatchObject({ role: 'wormhole', badge: 'b' });
    expect(byId('breach-link-60-22')).toMatchObject({ role: 'hyperlane', shape: { kind: 'polyline' } });
    expect(items.some((i) => i.id?.startsWith('breach-link-') && i.id.includes('35'))).toBe(false);
    expect(byId('25-sever')).toMatchObject({ badge: 'S' });
    expect(byId('epsilon-link-118-94')?.title).toContain('epsilon');
  });
  test('the Fracture: its own links, ingress and egress tokens, and a link from every ingress to every egress', () => {
    const doc = example('thunders-edge-fracture.json');
    const items = itemsOf(doc);
    const fracture = (doc.thundersEdge as { fracture: { ingress: string[]; egress: string[]; links: [string, string][] } }).fracture;
    for (const [a, b] of fracture.links) expect(items.some((i) => i.id === `fracture-link-${a}-${b}`)).toBe(true);
    for (const a of fracture.ingress) {
      expect(items.find((i) => i.id === `${a}-ingress`)?.badge).toBe('In');
      for (const b of fracture.egress) expect(items.some((i) => i.id === `ingress-egress-${a}-${b}` && i.role === 'hyperlane')).toBe(true);
    }
    for (const b of fracture.egress) expect(items.find((i) => i.id === `${b}-egress`)?.badge).toBe('Eg');
  });
  test('Thunder\'s Edge hyperlanes are drawn lane by lane like the Prophecy of Kings ones', () => {
    const items = itemsOf(example('thunders-edge-hyperlanes.json'));
    expect(items.filter((i) => i.role === 'hyperlane' && i.title?.includes('124B1'))).toHaveLength(4);
    expect(items.filter((i) => i.role === 'hyperlane' && i.title?.includes('119A2'))).toHaveLength(1);
  });
});
