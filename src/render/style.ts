import { HIGHLIGHT, INK, OUTCOME_COLOURS, TABLE, TABLE_EDGE } from './palette.ts';
import type { SceneItem } from './scene.ts';

/** Presentation attributes of one item: by role first, then owner colour, outcome colour and highlight. */
export type Presentation = Record<string, string | number | undefined>;

const NEUTRAL = '#c9d3ea';

export function presentation(item: SceneItem, ownerColour: string | undefined): Presentation {
  const own = ownerColour ?? NEUTRAL;
  const outcome = item.outcome === undefined ? undefined : OUTCOME_COLOURS[item.outcome];
  if (item.shape.kind === 'text') {
    return { fill: outcome ?? (item.highlight === true ? HIGHLIGHT : ownerColour ?? INK), class: 'label' };
  }
  const base = roleStyle(item, own, outcome);
  if (item.highlight === true) {
    base.stroke = HIGHLIGHT;
    base['stroke-width'] = 3.5;
    base['stroke-dasharray'] = undefined;
  }
  return base;
}

function roleStyle(item: SceneItem, own: string, outcome: string | undefined): Presentation {
  switch (item.role) {
    case 'play-area':
      return { fill: TABLE, stroke: TABLE_EDGE, 'stroke-width': 2 };
    case 'ship':
    case 'unit':
      return { fill: own, 'fill-opacity': 0.4, stroke: outcome ?? own, 'stroke-width': 2 };
    case 'ship-start':
      return { fill: own, 'fill-opacity': 0.12, stroke: own, 'stroke-width': 1.5, 'stroke-dasharray': '6 4' };
    case 'ship-final':
      return { fill: own, 'fill-opacity': 0.6, stroke: outcome ?? INK, 'stroke-width': 2.5 };
    case 'ship-front':
      return { fill: INK, 'fill-opacity': 0.85, stroke: INK, 'stroke-width': 2 };
    case 'shield-frame':
      return { fill: 'none', stroke: '#8fa6d6', 'stroke-width': 1, 'stroke-opacity': 0.8 };
    case 'squadron':
      return { fill: own, 'fill-opacity': 0.5, stroke: own, 'stroke-width': 1.5 };
    case 'displaced':
      return { fill: own, 'fill-opacity': 0.5, stroke: HIGHLIGHT, 'stroke-width': 1.5, 'stroke-dasharray': '4 3' };
    case 'obstacle':
      return { fill: '#7a6548', 'fill-opacity': 0.75, stroke: outcome ?? '#c7ad86', 'stroke-width': 1.5 };
    case 'tool':
      return { fill: '#dfe6f5', 'fill-opacity': 0.22, stroke: '#dfe6f5', 'stroke-width': 1 };
    case 'template':
      return { fill: '#d9b63c', 'fill-opacity': 0.3, stroke: '#f0cf57', 'stroke-width': 1 };
    case 'path':
      return { fill: 'none', stroke: outcome ?? '#ffd166', 'stroke-width': 2.5, 'stroke-dasharray': '8 5' };
    case 'ghost':
      return { fill: outcome ?? own, 'fill-opacity': 0.14, stroke: outcome ?? own, 'stroke-width': 1.25, 'stroke-opacity': 0.9 };
    case 'witness':
      return { fill: 'none', stroke: '#ff9f1c', 'stroke-width': 1.5, 'stroke-dasharray': '3 3' };
    case 'hex':
      return { fill: outcome === undefined ? '#1f2a47' : outcome, 'fill-opacity': outcome === undefined ? 1 : 0.28, stroke: outcome ?? TABLE_EDGE, 'stroke-width': item.outcome === 'active' ? 3 : 1.5 };
    case 'hyperlane':
      return { fill: 'none', stroke: '#7aa5ff', 'stroke-width': 3, 'stroke-opacity': 0.8 };
    case 'wormhole':
      return { fill: '#b388ff', 'fill-opacity': 0.55, stroke: '#e1d0ff', 'stroke-width': 1.5 };
    case 'anomaly':
      return { fill: '#ff5d8f', 'fill-opacity': 0.28, stroke: '#ff8fb1', 'stroke-width': 1.5, 'stroke-dasharray': '5 3' };
    case 'planet':
      return { fill: '#3ba776', 'fill-opacity': 0.8, stroke: '#8fe3b8', 'stroke-width': 1 };
    case 'label':
      return { fill: outcome ?? (item.owner === undefined ? INK : own) };
  }
}
