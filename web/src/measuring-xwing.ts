import { ok } from '../../src/core/issue.ts';
import { measureOf, prepareWith } from '../../src/engine.ts';
import { xwingEngine } from '../../src/xwing/engine.ts';
import { rangeBand } from '../../src/xwing/measure.ts';
import { arcItems } from '../../src/xwing/scene.ts';
import type { GameMeasuring } from './measuring.ts';

/** X-Wing's ruler and arcs (measuring.ts): range 1-5 from the bases, the engine's arc lines. */
export const xwingMeasuring: GameMeasuring = {
  bands: ['range'],
  table(document) {
    const world = prepareWith(xwingEngine, document);
    if (!world.ok) return world;
    const w = world.value;
    return ok({
      pieces: w.ships.map((s) => ({ id: s.id, kind: 'ship' as const, owner: s.owner })),
      shapeOf: (id) => w.ships.find((s) => s.id === id)?.rect ?? null,
      arcsOf: (id) => {
        const ship = w.ships.find((s) => s.id === id);
        return ship === undefined ? [] : arcItems(ship);
      },
      measure: (from, to) => measureOf(xwingEngine, w, from, to),
    });
  },
  band(_mode, mm) {
    const band = rangeBand(mm);
    if (band === null) return 'beyond range 5';
    if (band === 0) return 'range 0 (touching)';
    return band <= 3 ? `range ${band}` : `range ${band} (beyond attack range)`;
  },
  edges: () => [1, 2, 3, 4, 5].map((n) => ({ mm: n * 100, label: String(n), far: n > 3 })),
};
