/**
 * Drawings stay small (docs/limits.md, "Answer sizes"): groups of mutually adjacent TI4 systems
 * are drawn through a hub (members, not pairs), a render draws at most the options a plan answers
 * by default, and any SVG over `LIMITS.svg` is refused with limits.size rather than sent.
 */
import { describe, expect, test } from 'vitest';
import { ti4Worst } from '../../bench/worst-case-scenarios.ts';
import { defineEngine, drawWith } from '../../src/engine.ts';
import { prepare, render } from '../../src/engines.ts';
import { LIMITS } from '../../src/schema/limits.ts';
import { MAX_PAIR_LINKS } from '../../src/ti4/scene-te.ts';

/** The largest TI4 map with every unit, every one of its systems an active breach, a Fracture of 128 ingress and 128 egress systems, and every system an entropic scar under Cosmic Phenomenae. */
function everyLink(): Record<string, unknown> {
  const scenario = ti4Worst(true) as Record<string, unknown>;
  const systems = String(scenario['map']).split(/\s+/).filter((t) => /^\d+$/.test(t) && t !== '0');
  scenario['thundersEdge'] = { breaches: systems.map((system) => ({ system })), fracture: { ingress: systems.slice(0, 50), egress: systems.slice(28, 78) } };
  scenario['anomalyTokens'] = systems.map((system) => ({ anomaly: 'entropic-scar', system }));
  scenario['played'] = [{ id: 'cosmic-phenomenae' }];
  return scenario;
}

describe('TI4: groups of adjacent systems are drawn through a hub', () => {
  test('78 active breaches: 78 spokes and a hub, not 3,003 links; the same for the Fracture and the scars', () => {
    const prepared = prepare(everyLink());
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    const scene = prepared.value.scene();
    expect(scene.ok).toBe(true);
    if (!scene.ok) return;
    const ids = scene.value.items.map((i) => i.id ?? '');
    expect(ids.filter((id) => id.startsWith('breach-hub-'))).toHaveLength(78);
    expect(ids.filter((id) => id === 'breach-hub')).toHaveLength(1);
    expect(ids.filter((id) => id.startsWith('breach-link-'))).toHaveLength(0);
    expect(ids.filter((id) => id.startsWith('ingress-hub-'))).toHaveLength(50);
    expect(ids.filter((id) => id.startsWith('egress-hub-'))).toHaveLength(50);
    expect(ids.filter((id) => id.startsWith('ingress-egress-'))).toHaveLength(0);
    expect(ids.filter((id) => id.startsWith('scar-hub-')).length).toBeGreaterThanOrEqual(78);
    expect(ids.filter((id) => id.startsWith('scar-link-'))).toHaveLength(0);
  });

  test(`up to ${MAX_PAIR_LINKS} links a group is drawn link by link: 8 active breaches give 28 links and no hub`, () => {
    const scenario = everyLink();
    const systems = (scenario['thundersEdge'] as { breaches: { system: string }[] }).breaches.slice(0, 8);
    scenario['thundersEdge'] = { breaches: systems };
    delete scenario['anomalyTokens'];
    const prepared = prepare(scenario);
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.issues));
    const scene = prepared.value.scene();
    if (!scene.ok) throw new Error('no scene');
    const ids = scene.value.items.map((i) => i.id ?? '');
    expect(ids.filter((id) => id.startsWith('breach-link-'))).toHaveLength(28);
    expect(ids.filter((id) => id.startsWith('breach-hub'))).toHaveLength(0);
  });

  test('the drawing, every option included, stays under the documented 1.2 MB', () => {
    const svg = render(everyLink(), { plan: true });
    expect(svg.ok).toBe(true);
    if (svg.ok) expect(svg.value.length).toBeLessThan(1_200_000);
  });
});

describe('limits.size: a drawing over the SVG limit is refused', () => {
  const huge = defineEngine({
    game: 'huge',
    title: 'A drawing of 60,000 labels',
    scene: () => ({ game: 'huge', bounds: { x: 0, y: 0, width: 100, height: 100 }, items: Array.from({ length: 60_000 }, (_, i) => ({ shape: { kind: 'text' as const, x: i % 100, y: 1, text: 'x'.repeat(60), size: 1 }, role: 'label' as const })) }),
    sceneInputs: () => ({ resolve: false, plan: false }),
  } as never);

  test('the answer is one limits.size issue stating the limit', () => {
    const result = drawWith(huge as never, { scenario: { game: 'huge' } } as never);
    expect(result).toMatchObject({ ok: false, issues: [{ path: '', rule: 'limits.size', message: expect.stringContaining('4,194,304 characters') }] });
  });

  test(`the limit is 4 MiB (${LIMITS.svg.max.toLocaleString('en-US')} characters)`, () => {
    expect(LIMITS.svg.max).toBe(4 * 1024 * 1024);
  });
});
