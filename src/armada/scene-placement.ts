/**
 * A placement drawn (`armada.effects.placement`, placement.ts): the band around what the distance
 * is measured from (or the deployment zone), the sampled legal centres of the plan, and the placed
 * piece with its verdict. Pure; computes nothing beyond outlines.
 */
import type { Drawn } from '../engine.ts';
import type { Point } from '../geometry/shapes.ts';
import type { SceneItem } from '../render/scene.ts';
import type { PlacementOutcome, PlacementRegion } from './outcome.ts';
import { keepOutOutline } from './scene.ts';
import type { World } from './world.ts';

/** At most this many sampled centres are drawn (evenly thinned); the plan lists them all. */
const MAX_DRAWN = 600;

export function placementItems(world: World, drawn: Drawn<PlacementOutcome, PlacementRegion>): SceneItem[] {
  const items: SceneItem[] = [];
  const region = drawn.plan ?? null;
  const placed = drawn.outcome ?? null;
  if (region !== null) {
    const ref = region.reference;
    if (ref !== null && region.within !== null && (ref.kind === 'rect' || ref.kind === 'circle')) {
      items.push({ shape: keepOutOutline(ref, region.within), role: 'path', id: `${region.piece}-placement-band`, title: `${region.by}: within ${region.within.toFixed(1)} mm of ${region.from}` });
    }
    if (region.zone !== null) {
      const z = region.zone;
      items.push({ shape: { kind: 'polygon', points: [{ x: z.x0, y: z.y0 }, { x: z.x1, y: z.y0 }, { x: z.x1, y: z.y1 }, { x: z.x0, y: z.y1 }] }, role: 'path', id: `${region.piece}-deployment-zone`, title: `${region.by}: the deployment zone` });
    }
    const every = Math.max(1, Math.ceil(region.points.length / MAX_DRAWN));
    region.points.forEach((p: Point, i) => {
      if (i % every !== 0) return;
      items.push({ shape: { kind: 'circle', x: p.x, y: p.y, radius: 1.5 }, role: 'ghost', id: `${region.piece}-may-go-${i}`, outcome: 'reachable', group: 'placement', title: `${region.piece} may be centred at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})${region.heading !== null ? ` heading ${region.heading}` : ''}` });
    });
  }
  if (placed !== null) {
    const verdict = placed.legal ? 'clean' : 'illegal';
    const title = `${placed.by}: ${placed.piece} placed here${placed.legal ? '' : ` (illegal: ${placed.violations.map((v) => v.message).join('; ')})`}`;
    items.push({ shape: placed.base, role: 'ship-final', id: placed.piece, outcome: verdict, title });
  }
  return items;
}
