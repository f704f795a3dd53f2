import { HIGHLIGHT, INK, OUTCOME_COLOURS, OUTCOME_DASHES, OKABE_ITO, TABLE, TABLE_EDGE } from './palette.ts';
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
  // Meaning never rests on colour alone: an outcome also has its own dash pattern.
  if (item.outcome !== undefined && OUTCOME_ROLES.has(item.role)) base['stroke-dasharray'] = OUTCOME_DASHES[item.outcome];
  if (item.highlight === true) {
    base.stroke = HIGHLIGHT;
    base['stroke-width'] = 3.5;
    base['stroke-dasharray'] = undefined;
  }
  return base;
}

/** Roles whose stroke takes the outcome's dash pattern. */
const OUTCOME_ROLES = new Set<SceneItem['role']>(['ship', 'ship-final', 'ghost', 'path', 'hex', 'obstacle', 'unit']);

/** Black or white text, whichever reads on a fill of this colour (#rrggbb). */
export function inkOn(colour: string): string {
  const match = /^#([0-9a-f]{6})$/i.exec(colour);
  if (match === null) return '#0e1320';
  const value = Number.parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.2 ? '#0e1320' : '#ffffff';
}

function roleStyle(item: SceneItem, own: string, outcome: string | undefined): Presentation {
  switch (item.role) {
    case 'play-area':
      return { fill: TABLE, stroke: TABLE_EDGE, 'stroke-width': 2 };
    case 'ship':
      return { fill: own, 'fill-opacity': 0.4, stroke: outcome ?? own, 'stroke-width': 2 };
    case 'unit':
      return { fill: own, 'fill-opacity': 0.95, stroke: outcome ?? '#0e1320', 'stroke-width': outcome === undefined ? 1.25 : 2.5 };
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
      return { fill: 'none', stroke: outcome ?? INK, 'stroke-width': 4, 'stroke-linecap': 'round' };
    case 'ghost':
      return { fill: outcome ?? own, 'fill-opacity': 0.14, stroke: outcome ?? own, 'stroke-width': 1.25, 'stroke-opacity': 0.9 };
    case 'witness':
      return { fill: 'none', stroke: '#ff9f1c', 'stroke-width': 1.5, 'stroke-dasharray': '3 3' };
    case 'hex':
      return { fill: outcome === undefined ? '#1f2a47' : outcome, 'fill-opacity': outcome === undefined ? 1 : 0.22, stroke: outcome ?? TABLE_EDGE, 'stroke-width': item.outcome === 'active' ? 4 : item.outcome === undefined ? 1.5 : 2.5 };
    case 'hyperlane':
      return { fill: 'none', stroke: '#7aa5ff', 'stroke-width': 3, 'stroke-opacity': 0.8 };
    case 'wormhole':
      return { fill: '#b388ff', 'fill-opacity': 0.55, stroke: '#e1d0ff', 'stroke-width': 1.5 };
    case 'anomaly':
      return { fill: '#9c5a7a', 'fill-opacity': 0.3, stroke: '#e3a6c4', 'stroke-width': 1.5, 'stroke-dasharray': '5 3' };
    case 'planet':
      // A planet is a slate disc: not the green of "clean" nor the sky blue of a reachable route.
      return { fill: '#5c7aa8', 'fill-opacity': 0.9, stroke: '#c9d6f0', 'stroke-width': 1 };
    case 'violation':
      return { fill: OKABE_ITO.vermillion, stroke: '#ffffff', 'stroke-width': 1.5 };
    case 'hull-zone':
      return { fill: 'none', stroke: '#c9d6f0', 'stroke-width': 1, 'stroke-opacity': 0.75 };
    case 'threat':
      // Threatened: an orange ring, dashed; safe (outcome "clean"): a solid green one.
      return outcome === undefined
        ? { fill: OKABE_ITO.orange, 'fill-opacity': 0.16, stroke: OKABE_ITO.orange, 'stroke-width': 3.5, 'stroke-dasharray': '6 3' }
        : { fill: 'none', stroke: outcome, 'stroke-width': 3 };
    case 'label':
      return { fill: outcome ?? (item.owner === undefined ? INK : own) };
  }
}
