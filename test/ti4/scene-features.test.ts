import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { plan, resolve, scene } from '../../src/engines.ts';

/** The map draws what the TI4 additions answer: retreat destinations and anomalies added by tokens. */
const example = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'ti4', name), 'utf8')) as Record<string, unknown>;

describe('the TI4 map draws retreats and added anomalies', () => {
  test('ti4.retreat: each legal destination is marked reachable with a route from the active system; refused neighbours unreachable', () => {
    const doc = example('retreat.json');
    const { to: _to, ...announced } = doc.retreat as Record<string, unknown>;
    const asked = { ...doc, retreat: announced };
    const planned = plan(asked);
    if (!planned.ok || planned.value.game !== 'ti4' || !('ships' in planned.value) || planned.value.retreat === undefined) throw new Error('expected a retreat plan');
    const drawn = scene(asked);
    if (!drawn.ok) throw new Error('scene failed');
    const hex = (id: string) => drawn.value.items.find((i) => i.role === 'hex' && i.id === id);
    const { destinations, refused, from } = planned.value.retreat;
    expect(destinations.length).toBeGreaterThan(0);
    for (const d of destinations) {
      expect(hex(d.system)?.outcome).toBe('reachable');
      expect(drawn.value.items.some((i) => i.role === 'path' && i.outcome === 'reachable' && i.title?.includes(`${from} -> ${d.system}`))).toBe(true);
    }
    for (const r of refused) expect(['unreachable', 'active', 'reachable']).toContain(hex(r.system)?.outcome);
    expect(refused.some((r) => hex(r.system)?.outcome === 'unreachable')).toBe(true);
  });

  test('an announced retreat is drawn as its route, clean when legal', () => {
    const doc = example('retreat.json');
    const outcome = resolve(doc);
    if (!outcome.ok || outcome.value.game !== 'ti4' || outcome.value.retreat === undefined) throw new Error('expected a retreat outcome');
    const drawn = scene(doc, { plan: false });
    if (!drawn.ok) throw new Error('scene failed');
    const { from, to, legal } = outcome.value.retreat;
    const route = drawn.value.items.find((i) => i.role === 'path' && i.title?.includes(`${from} -> ${to}`));
    expect(route === undefined ? 'absent' : route.outcome).toBe(legal ? 'clean' : 'illegal');
  });

  test('ti4.move.multi-anomaly: a token anomaly is outlined and named with the printed one', () => {
    const doc = example('two-anomalies.json');
    const tokens = doc.anomalyTokens as { anomaly: string; system: string }[];
    expect(tokens.length).toBeGreaterThan(0);
    const drawn = scene(doc);
    if (!drawn.ok) throw new Error('scene failed');
    for (const token of tokens) expect(drawn.value.items.some((i) => i.role === 'anomaly' && i.id === `${token.system}-${token.anomaly}`)).toBe(true);
  });
});
