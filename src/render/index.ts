import { legendEntries, legendSvg } from './legend.ts';
import { BACKGROUND, ownerColours, ROLE_NAMES } from './palette.ts';
import type { Scene, SceneItem, SceneRole } from './scene.ts';
import { shapeToSvg } from './shape-svg.ts';
import { presentation } from './style.ts';
import { attributes, escapeXml, num } from './xml.ts';

export type { Scene, SceneItem, SceneOptions, SceneOutcome, SceneRole, SceneShape } from './scene.ts';
export { svgToTable, tableToSvg } from './flip.ts';
export { OUTCOME_COLOURS, ownerColours } from './palette.ts';

export interface SvgOptions {
  /** Draw the legend under the scene (default true). */
  readonly legend?: boolean;
  /** Pixel size of the longer side in the `width`/`height` attributes (default 1200). */
  readonly pixels?: number;
}

/** Drawing order: the table first, then terrain, tools, options, pieces, markers, text. */
const LAYER: Readonly<Record<SceneRole, number>> = {
  'play-area': 0,
  hex: 1,
  hyperlane: 2,
  anomaly: 2,
  wormhole: 3,
  planet: 3,
  obstacle: 4,
  tool: 5,
  template: 5,
  path: 6,
  ghost: 7,
  witness: 8,
  'ship-start': 9,
  ship: 10,
  squadron: 10,
  displaced: 10,
  unit: 10,
  'ship-final': 11,
  'shield-frame': 12,
  'ship-front': 12,
  label: 13,
};

/** The default text size in mm: about 1/50 of the drawing's mean side, so labels read alike in every game. */
export function textSize(scene: Scene): number {
  const { width, height } = scene.bounds;
  return Math.max(1, Math.sqrt(Math.max(1, width) * Math.max(1, height)) / 50);
}

/**
 * Draws a scene as SVG text. Pure: no DOM. The table frame is flipped here and nowhere else
 * (y up on the table, y down in SVG). Every item is a `<g>` carrying `data-id`, `data-role`,
 * `data-owner`, `data-outcome` (for hit-testing and dragging in the planner) and a `<title>`
 * hover text.
 */
export function sceneToSvg(scene: Scene, options: SvgOptions = {}): string {
  const size = textSize(scene);
  const colours = ownerColours(scene.items);
  const margin = size;
  const width = Math.max(1, scene.bounds.width);
  const height = Math.max(1, scene.bounds.height);
  const left = scene.bounds.x - margin;
  const top = -(scene.bounds.y + height) - margin;
  const legend = options.legend === false
    ? { svg: '', height: 0 }
    : legendSvg(legendEntries(scene.items, colours, scene.highlightMeaning), left + margin, top + height + 2 * margin, width, size * 0.9);
  const boxWidth = width + 2 * margin;
  const boxHeight = height + 2 * margin + (legend.height > 0 ? legend.height + margin : 0);
  const pixels = options.pixels ?? 1200;
  const scale = pixels / Math.max(boxWidth, boxHeight);

  const ordered = scene.items.map((item, index) => ({ item, index }));
  ordered.sort((a, b) => LAYER[a.item.role] - LAYER[b.item.role] || a.index - b.index);

  let body = '';
  for (const { item } of ordered) body += itemSvg(item, colours.get(item.owner ?? ''), size);

  const root = attributes({
    xmlns: 'http://www.w3.org/2000/svg',
    class: 'shipmove-scene',
    'data-game': scene.game,
    viewBox: `${num(left)} ${num(top)} ${num(boxWidth)} ${num(boxHeight)}`,
    width: Math.round(boxWidth * scale),
    height: Math.round(boxHeight * scale),
    'font-family': 'system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif',
  });
  return `<svg${root}>`
    + `<style>${STYLE}</style>`
    + `<rect${attributes({ class: 'background', x: left, y: top, width: boxWidth, height: boxHeight, fill: BACKGROUND })}/>`
    + `<g class="items">${body}</g>`
    + legend.svg
    + '</svg>';
}

const STYLE = [
  '.items *, .legend rect { vector-effect: non-scaling-stroke; stroke-linejoin: round; }',
  'text { paint-order: stroke; stroke: #0e1320; stroke-width: 0.18em; stroke-linejoin: round; pointer-events: none; }',
  '.items text { text-anchor: middle; dominant-baseline: central; }',
  '[data-highlight] > :not(title) { filter: drop-shadow(0 0 0.35em #ffe14d); }',
].join(' ');

function itemSvg(item: SceneItem, ownerColour: string | undefined, size: number): string {
  const title = item.title ?? defaultTitle(item);
  const group = attributes({
    class: `item role-${item.role}`,
    'data-id': item.id,
    'data-role': item.role,
    'data-owner': item.owner,
    'data-outcome': item.outcome,
    'data-highlight': item.highlight === true ? 'true' : undefined,
  });
  return `<g${group}><title>${escapeXml(title)}</title>${shapeToSvg(item.shape, presentation(item, ownerColour), size)}</g>`;
}

function defaultTitle(item: SceneItem): string {
  let text = ROLE_NAMES[item.role];
  if (item.shape.kind === 'text') text = item.shape.text;
  else if (item.id !== undefined) text += ` ${item.id}`;
  if (item.owner !== undefined) text += ` (${item.owner})`;
  if (item.outcome !== undefined) text += `: ${item.outcome}`;
  if (item.highlight === true) text += ' [overlapped]';
  return text;
}
