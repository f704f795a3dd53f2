import { legendEntries, legendSvg } from './legend.ts';
import { BACKGROUND, INK, OUTCOME_COLOURS, OUTCOME_ICONS, ownerColours, ROLE_NAMES } from './palette.ts';
import type { Scene, SceneItem, SceneRole } from './scene.ts';
import { shapeToSvg } from './shape-svg.ts';
import { inkOn, presentation } from './style.ts';
import { hexCorners, rectCorners, stripCorners } from './outline.ts';
import { tableToSvg } from './flip.ts';
import type { Point } from '../geometry/shapes.ts';
import { attributes, escapeXml, num } from './xml.ts';

export type { Scene, SceneItem, SceneOptions, SceneOutcome, SceneRole, SceneShape } from './scene.ts';
export { svgToTable, tableToSvg } from './flip.ts';
export { OUTCOME_COLOURS, OUTCOME_DASHES, OUTCOME_ICONS, OUTCOME_NAMES, ownerColours } from './palette.ts';
export { legendEntries } from './legend.ts';
export type { LegendEntry } from './legend.ts';

export interface SvgOptions {
  /** Draw the legend under the scene (default true). */
  readonly legend?: boolean;
  /** Pixel size of the longer side in the `width`/`height` attributes (default 1200). */
  readonly pixels?: number;
  /** Draw a scale bar in mm at the bottom-left of the drawing (default true). */
  readonly scale?: boolean;
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
  'hull-zone': 12,
  label: 13,
  violation: 14,
  threat: 6,
};

/** Roles whose outcome is also shown as an icon beside the piece (ghosts are too many: they keep their dashes). */
const ICON_ROLES = new Set<SceneRole>(['ship', 'ship-final', 'path', 'hex', 'unit']);

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
  const factor = pixels / Math.max(boxWidth, boxHeight);

  const ordered = scene.items.map((item, index) => ({ item, index }));
  ordered.sort((a, b) => LAYER[a.item.role] - LAYER[b.item.role] || a.index - b.index);

  let body = '';
  // Outcome icons go above every piece, so a neighbour drawn later never hides one.
  let marks = '';
  for (const { item } of ordered) {
    body += itemSvg(item, colours.get(item.owner ?? ''), size);
    if (item.outcome !== undefined && ICON_ROLES.has(item.role) && item.outcome !== 'clean' && item.shape.kind !== 'text') marks += iconSvg(item, size);
  }
  const scale = options.scale === false ? '' : scaleBarSvg(scene, size);

  const root = attributes({
    xmlns: 'http://www.w3.org/2000/svg',
    class: 'shipmove-scene',
    'data-game': scene.game,
    viewBox: `${num(left)} ${num(top)} ${num(boxWidth)} ${num(boxHeight)}`,
    width: Math.round(boxWidth * factor),
    height: Math.round(boxHeight * factor),
    // The drawing without the legend rows: a page that shows its own legend views only this.
    'data-table-box': `${num(left)} ${num(top)} ${num(boxWidth)} ${num(height + 2 * margin)}`,
    'font-family': 'system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif',
  });
  return `<svg${root}>`
    + `<style>${STYLE}</style>`
    + `<rect${attributes({ class: 'background', x: left, y: top, width: boxWidth, height: boxHeight, fill: BACKGROUND })}/>`
    + `<g class="items">${body}</g>`
    + (marks === '' ? '' : `<g class="marks" aria-hidden="true">${marks}</g>`)
    + scale
    + legend.svg
    + '</svg>';
}

const STYLE = [
  '.items *, .legend rect { vector-effect: non-scaling-stroke; stroke-linejoin: round; }',
  'text { paint-order: stroke; stroke: #0e1320; stroke-width: 0.18em; stroke-linejoin: round; pointer-events: none; }',
  '.items text { text-anchor: middle; dominant-baseline: central; }',
  'text.badge { stroke: none; font-weight: 700; }',
  'text.icon { font-weight: 700; }',
  '.scale, .marks { pointer-events: none; }',
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
    'data-members': item.members === undefined || item.members.length < 2 ? undefined : item.members.join(' '),
    'data-label': item.label,
    'data-pick': item.pick === undefined ? undefined : JSON.stringify(item.pick),
    'data-group': item.group,
  });
  const style = presentation(item, ownerColour);
  let inner = shapeToSvg(item.shape, style, size);
  if (item.role === 'path' && item.shape.kind === 'polyline') inner += arrowHead(item.shape.points, String(style.stroke ?? INK), size);
  if (item.badge !== undefined && item.shape.kind !== 'text') inner += badgeSvg(item, String(style.fill ?? INK), size);
  return `<g${group}><title>${escapeXml(title)}</title>${inner}</g>`;
}

/** The centre and half-extent of a shape, for badges and icons. */
function anchorOf(item: SceneItem): { centre: Point; radius: number } | null {
  const shape = item.shape;
  const box = (points: readonly Point[]) => {
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    return { centre: { x: (x0 + x1) / 2, y: (y0 + y1) / 2 }, radius: Math.min(x1 - x0, y1 - y0) / 2 };
  };
  switch (shape.kind) {
    case 'circle':
      return { centre: { x: shape.x, y: shape.y }, radius: shape.radius };
    case 'rect':
      return { centre: { x: shape.x, y: shape.y }, radius: Math.min(shape.width, shape.length) / 2 };
    case 'hex':
      return { centre: { x: shape.x, y: shape.y }, radius: shape.radius * 0.85 };
    case 'polygon':
    case 'polyline':
      return shape.points.length === 0 ? null : box(shape.points);
    case 'strip':
      return box(stripCorners(shape));
    default:
      return null;
  }
}

function badgeSvg(item: SceneItem, fill: string, size: number): string {
  const at = anchorOf(item);
  if (at === null || item.badge === undefined) return '';
  const text = item.badge;
  const fit = (2 * at.radius * 0.9) / Math.max(1, text.length * 0.62);
  const fontSize = item.badgeSize ?? Math.max(size * 0.3, Math.min(at.radius * 1.1, fit));
  const svg = tableToSvg(at.centre);
  return `<text${attributes({ class: 'badge', x: svg.x, y: svg.y, 'font-size': fontSize, fill: inkOn(fill) })}>${escapeXml(text)}</text>`;
}

/** The outcome's icon in a small disc at the top-right of the piece (colour-blind readers get the icon too). */
function iconSvg(item: SceneItem, size: number): string {
  const outcome = item.outcome!;
  let at: Point | null = null;
  let radius = size * 0.55;
  if (item.shape.kind === 'polyline' && item.shape.points.length > 0) {
    const points = item.shape.points;
    const a = points[points.length - 2] ?? points[0]!;
    const b = points[points.length - 1]!;
    at = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  } else {
    const anchor = anchorOf(item);
    if (anchor === null) return '';
    radius = Math.max(radius, Math.min(anchor.radius * 0.45, size * 0.7));
    const corners = item.shape.kind === 'rect' ? rectCorners(item.shape) : item.shape.kind === 'hex' ? hexCorners(item.shape) : null;
    if (corners !== null) {
      const topRight = corners.reduce((best, p) => (p.x + p.y > best.x + best.y ? p : best), corners[0]!);
      at = topRight;
    } else at = { x: anchor.centre.x + anchor.radius * 0.8, y: anchor.centre.y + anchor.radius * 0.8 };
  }
  const svg = tableToSvg(at);
  const colour = OUTCOME_COLOURS[outcome];
  return `<circle${attributes({ class: 'icon-disc', cx: svg.x, cy: svg.y, r: radius, fill: colour, stroke: '#0e1320', 'stroke-width': 1 })}/>`
    + `<text${attributes({ class: 'icon badge', x: svg.x, y: svg.y, 'font-size': radius * 1.35, fill: inkOn(colour) })}>${escapeXml(OUTCOME_ICONS[outcome])}</text>`;
}

/** An arrowhead at the end of a route, pointing along its last segment. */
function arrowHead(points: readonly Point[], colour: string, size: number): string {
  if (points.length < 2) return '';
  const tip = points[points.length - 1]!;
  const from = points[points.length - 2]!;
  const length = Math.hypot(tip.x - from.x, tip.y - from.y);
  if (length === 0) return '';
  const ux = (tip.x - from.x) / length;
  const uy = (tip.y - from.y) / length;
  const head = size * 0.9;
  const back = { x: tip.x - ux * head, y: tip.y - uy * head };
  const left = { x: back.x - uy * head * 0.55, y: back.y + ux * head * 0.55 };
  const right = { x: back.x + uy * head * 0.55, y: back.y - ux * head * 0.55 };
  const list = [tip, left, right].map((p) => tableToSvg(p)).map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
  return `<polygon${attributes({ class: 'arrow', points: list, fill: colour, stroke: '#0e1320', 'stroke-width': 1 })}/>`;
}

/** A nice length near a fifth of the drawing's width: 1, 2 or 5 times a power of ten (mm). */
export function scaleLength(width: number): number {
  const target = Math.max(1, width / 5);
  const power = 10 ** Math.floor(Math.log10(target));
  const steps = [1, 2, 5, 10].map((k) => k * power).filter((v) => v <= target);
  return steps[steps.length - 1] ?? power;
}

/** A scale bar in mm, in the bottom-left corner of the drawing, with a tick every tenth (CONVENTIONS section 1: lengths in mm). */
function scaleBarSvg(scene: Scene, size: number): string {
  const length = scaleLength(scene.bounds.width);
  const x0 = scene.bounds.x + size * 0.8;
  const y = scene.bounds.y + size * 0.9;
  const height = size * 0.35;
  const start = tableToSvg({ x: x0, y });
  let out = `<g class="scale" data-scale-mm="${num(length)}" aria-hidden="true">`;
  out += `<rect${attributes({ x: start.x - size * 0.3, y: start.y - size * 1.25, width: length + size * 0.6, height: size * 1.7, rx: size * 0.2, fill: '#0e1320', 'fill-opacity': 0.55 })}/>`;
  out += `<rect${attributes({ x: start.x, y: start.y - height, width: length / 2, height, fill: INK })}/>`;
  out += `<rect${attributes({ x: start.x + length / 2, y: start.y - height, width: length / 2, height, fill: 'none', stroke: INK, 'stroke-width': 1, 'vector-effect': 'non-scaling-stroke' })}/>`;
  out += `<text${attributes({ x: start.x + length / 2, y: start.y - height - size * 0.45, 'font-size': size * 0.75, fill: INK, 'text-anchor': 'middle' })}>${escapeXml(`${num(length)} mm`)}</text>`;
  out += '</g>';
  return out;
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
