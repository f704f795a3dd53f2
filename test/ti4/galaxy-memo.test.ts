import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { plan, resolve, validate } from '../../src/engines.ts';
import { CREUSS_HOME, WORMHOLE_NEXUS } from '../../src/ti4/catalog/tiles.ts';
import { forgetGalaxies, freshGalaxy, GALAXY_MEMO_SIZE, galaxyFor, rememberedGalaxies } from '../../src/ti4/map/galaxy-memo.ts';
import { EIGHT, SIX } from './helpers.ts';

/**
 * ti4.adj.context: the galaxy memo is a pure memo. Every output is the same with a cold memo (just
 * emptied) and a warm one (the same map seen before, or other maps seen in between), the memo
 * holds at most GALAXY_MEMO_SIZE galaxies, and what it hands out is frozen.
 */

const dir = join(import.meta.dirname, '..', '..', 'examples', 'ti4');
const examples = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ name: f, doc: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown> }));

/** The three public operations on one document, as JSON text. */
function outputs(doc: unknown): string {
  return JSON.stringify([validate(doc), resolve(doc), plan(doc)]);
}

/** More maps than the memo holds: each example's map with 0..k empty slots appended (same systems, distinct inputs). */
const variants = examples.flatMap(({ doc }) =>
  Array.from({ length: 4 }, (_, k) => ({ ...doc, map: `${String(doc['map'])}${' -1'.repeat(k)}` })),
);

describe('ti4.adj.context: the galaxy memo never changes a result', () => {
  test('ti4.adj.context: at least one example per file, and more variants than the memo holds', () => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
    expect(variants.length).toBeGreaterThan(GALAXY_MEMO_SIZE);
  });

  for (const { name, doc } of examples) {
    test(`ti4.adj.context: ${name} gives the same validate, resolve and plan cold and warm`, () => {
      forgetGalaxies();
      const cold = outputs(doc);
      expect(rememberedGalaxies()).toBe(1);
      const warm = outputs(doc);
      expect(warm).toBe(cold);
      expect(JSON.parse(cold)[1].ok).toBe(true);
    });
  }

  test('ti4.adj.context: any order of calls over more maps than the memo holds gives the cold answers', () => {
    const expected = variants.map((doc) => {
      forgetGalaxies();
      return outputs(doc);
    });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: variants.length - 1 }), { minLength: 1, maxLength: 40 }), fc.boolean(), (order, startCold) => {
        if (startCold) forgetGalaxies();
        for (const i of order) {
          expect(outputs(variants[i]!)).toBe(expected[i]);
          expect(rememberedGalaxies()).toBeLessThanOrEqual(GALAXY_MEMO_SIZE);
        }
      }),
      { numRuns: 30 },
    );
  });

  test('ti4.adj.context: a remembered galaxy equals a fresh one and is frozen', () => {
    forgetGalaxies();
    const first = galaxyFor(EIGHT, [WORMHOLE_NEXUS]);
    const again = galaxyFor(EIGHT, [WORMHOLE_NEXUS]);
    const fresh = freshGalaxy(EIGHT, [WORMHOLE_NEXUS]);
    if (!first.ok || !again.ok || !fresh.ok) throw new Error('map');
    expect(again.value).toBe(first.value);
    expect(first.value).toEqual(fresh.value);
    const g = first.value;
    for (const part of [g, g.slots, g.nodes, g.links, g.next, g.warnings, g.nodes[0], g.links[0], g.next[0], g.links[0]![0]]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    expect(() => (g.nodes as unknown[]).push(g.nodes[0])).toThrow(TypeError);
  });

  test('ti4.map.offmap: the same map with other off-map systems is another galaxy', () => {
    forgetGalaxies();
    const plain = galaxyFor(SIX, [WORMHOLE_NEXUS]);
    const creuss = galaxyFor(SIX, [WORMHOLE_NEXUS, CREUSS_HOME]);
    if (!plain.ok || !creuss.ok) throw new Error('map');
    expect(plain.value.nodeOf.has(String(CREUSS_HOME))).toBe(false);
    expect(creuss.value.nodeOf.has(String(CREUSS_HOME))).toBe(true);
    expect(creuss.value.nodes.length).toBe(plain.value.nodes.length + 1);
    expect(rememberedGalaxies()).toBe(2);
  });

  test('ti4.adj.context: the memo keeps the last GALAXY_MEMO_SIZE maps and drops the least recently used', () => {
    forgetGalaxies();
    const maps = Array.from({ length: GALAXY_MEMO_SIZE + 4 }, (_, k) => `${SIX}${' -1'.repeat(k)}`);
    const built = maps.map((m) => galaxyFor(m, [WORMHOLE_NEXUS]));
    expect(rememberedGalaxies()).toBe(GALAXY_MEMO_SIZE);
    const last = built[built.length - 1]!;
    const lastAgain = galaxyFor(maps[maps.length - 1]!, [WORMHOLE_NEXUS]);
    if (!last.ok || !lastAgain.ok) throw new Error('map');
    expect(lastAgain.value).toBe(last.value); // still remembered
    const first = built[0]!;
    const firstAgain = galaxyFor(maps[0]!, [WORMHOLE_NEXUS]);
    if (!first.ok || !firstAgain.ok) throw new Error('map');
    expect(firstAgain.value).not.toBe(first.value); // dropped, built afresh
    expect(firstAgain.value).toEqual(first.value);
    expect(rememberedGalaxies()).toBe(GALAXY_MEMO_SIZE);
  });

  test('ti4.map.string: a map the parser refuses is not remembered and gives the same issues each time', () => {
    forgetGalaxies();
    const a = galaxyFor('26 banana', [WORMHOLE_NEXUS]);
    const b = galaxyFor('26 banana', [WORMHOLE_NEXUS]);
    expect(a.ok).toBe(false);
    expect(b).toEqual(a);
    expect(rememberedGalaxies()).toBe(0);
  });
});
