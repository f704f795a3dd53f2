import { armadaEngine } from '../../src/armada/engine.ts';
import { distanceBandOf, rangeOf, DISTANCE_BANDS, RANGE_BANDS } from '../../src/armada/catalog/distances.ts';
import { innerRect, squadronCircle } from '../../src/armada/footprint.ts';
import { hullZoneItems } from '../../src/armada/scene.ts';
import { ok } from '../../src/core/issue.ts';
import { measureOf, prepareWith } from '../../src/engine.ts';
import type { GameMeasuring } from './measuring.ts';

/** Armada's ruler and arcs (measuring.ts): close / medium / long range or distance 1-5, hull zones. */
export const armadaMeasuring: GameMeasuring = {
  bands: ['range', 'distance'],
  table(document) {
    const world = prepareWith(armadaEngine, document);
    if (!world.ok) return world;
    const w = world.value;
    return ok({
      pieces: [
        ...w.ships.map((s) => ({ id: s.id, kind: 'ship' as const, owner: s.owner })),
        ...w.squadrons.map((s) => ({ id: s.id, kind: 'squadron' as const, owner: s.owner })),
      ],
      shapeOf: (id) => {
        const ship = w.ships.find((s) => s.id === id);
        if (ship !== undefined) return innerRect(ship.size, ship.pose);
        const squadron = w.squadrons.find((s) => s.id === id);
        return squadron === undefined ? null : squadronCircle(squadron.position);
      },
      arcsOf: (id) => {
        const ship = w.ships.find((s) => s.id === id);
        return ship === undefined ? [] : hullZoneItems(ship);
      },
      measure: (from, to) => measureOf(armadaEngine, w, from, to),
    });
  },
  band(mode, mm) {
    const range = rangeOf(mm);
    const distanceBand = distanceBandOf(mm);
    const rangeText = range === 'beyond' ? 'beyond long range' : `${range} range`;
    const distanceText = distanceBand === null ? 'beyond distance 5' : `distance ${distanceBand}`;
    return mode === 'distance' ? `${distanceText} (${rangeText})` : `${rangeText} (${distanceText})`;
  },
  edges: (mode) => (mode === 'distance'
    ? DISTANCE_BANDS.map((mm, k) => ({ mm, label: String(k + 1), far: false }))
    : [{ mm: RANGE_BANDS.close, label: 'close', far: false }, { mm: RANGE_BANDS.medium, label: 'medium', far: false }, { mm: RANGE_BANDS.long, label: 'long', far: false }]),
};
