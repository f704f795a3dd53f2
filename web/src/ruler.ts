import type { ArcReading, Measurement } from '../../src/core/measure.ts';
import type { Point, Shape } from '../../src/geometry/index.ts';
import { toTable } from '../../src/geometry/index.ts';
import type { SceneItem } from '../../src/render/scene.ts';
import type { BandEdge, PointReading } from './measuring.ts';

/**
 * The range ruler drawn over the board, as scene items (so the renderer draws, themes and exports
 * it like everything else): the band edges as outlines around the measured base, the ruler line
 * from the base's closest point to the pointer with a tick and the band's name at each edge, and
 * the reading at the pointer. A measurement between two pieces draws its closest points and the
 * range line inside each arc that contains the target. Every id starts with `ruler` (the page's
 * and the export's style find them so). Pure.
 */

const RING_STEPS = 8;

/** The outline of `shape` grown by `by` mm: a rectangle with rounded corners, or a larger disc. */
export function grownOutline(shape: Shape, by: number): Shape | { kind: 'polyline'; points: Point[] } | null {
  if (shape.kind === 'circle') return { kind: 'circle', x: shape.x, y: shape.y, radius: shape.radius + by };
  if (shape.kind !== 'rect') return null;
  const hw = shape.width / 2;
  const hl = shape.length / 2;
  const points: Point[] = [];
  // Corners counter-clockwise in the base's own frame (x right, y forward), each with its quarter circle.
  const corners: [number, number, number][] = [[hw, hl, 0], [-hw, hl, 90], [-hw, -hl, 180], [hw, -hl, 270]];
  for (const [cx, cy, start] of corners) {
    for (let k = 0; k <= RING_STEPS; k += 1) {
      const angle = ((start + (90 * k) / RING_STEPS) * Math.PI) / 180;
      points.push(toTable(shape, { x: cx + by * Math.cos(angle), y: cy + by * Math.sin(angle) }));
    }
  }
  points.push(points[0]!);
  return { kind: 'polyline', points };
}

const mm = (n: number): string => `${Math.round(n)} mm`;

/** The ruler from a base to the pointer: band outlines, the line with its ticks, the reading. */
export function rulerItems(shape: Shape, reading: PointReading, edges: readonly BandEdge[], textSize: number, view: Span = OPEN): SceneItem[] {
  const items: SceneItem[] = [];
  for (const edge of edges) {
    const outline = grownOutline(shape, edge.mm);
    if (outline !== null) items.push({ shape: outline, role: 'witness', id: edge.far ? 'ruler-ring-far' : 'ruler-ring', title: `band edge: ${edge.label} (${mm(edge.mm)} from ${reading.from})` });
  }
  const { from, to } = reading.closest;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  items.push({ shape: { kind: 'polyline', points: [from, to] }, role: 'witness', id: 'ruler-line', title: `${reading.from} to the pointer: ${mm(reading.distance)}, ${reading.band}` });
  if (length > 0) {
    const ux = (to.x - from.x) / length;
    const uy = (to.y - from.y) / length;
    const tick = textSize * 0.45;
    for (const edge of edges) {
      if (edge.mm > length) break;
      const at = { x: from.x + ux * edge.mm, y: from.y + uy * edge.mm };
      items.push({ shape: { kind: 'polyline', points: [{ x: at.x - uy * tick, y: at.y + ux * tick }, { x: at.x + uy * tick, y: at.y - ux * tick }] }, role: 'witness', id: 'ruler-tick' });
      items.push({ shape: { kind: 'text', x: at.x - uy * tick * 2.2, y: at.y + ux * tick * 2.2, text: edge.label, size: textSize }, role: 'label', id: 'ruler-tick-label' });
    }
  }
  // The reading above the pointer, on the far side from the base (a finger covers the pointer itself).
  const text = `${reading.band} · ${mm(reading.distance)}`;
  const rightward = onRightSide(to.x, to.x, textWidth(text, textSize * 1.3), view, to.x >= from.x);
  items.push({
    shape: { kind: 'text', x: to.x + (rightward ? 1 : -1) * textSize * 0.5, y: to.y + textSize * 1.1, text, size: textSize * 1.3, anchor: rightward ? 'start' : 'end' },
    role: 'label', id: 'ruler-reading',
  });
  return items;
}

/**
 * A measurement between two pieces: the closest points, and the range line inside each arc that
 * contains the target; the words in one block beside the lines (the bases are often closer than a
 * line of text is long).
 */
export function measurementItems(m: Measurement, band: string, textSize: number, bases: readonly Shape[] = [], view: Span = OPEN): SceneItem[] {
  const items: SceneItem[] = [];
  items.push({ shape: { kind: 'polyline', points: [m.closest.from, m.closest.to] }, role: 'witness', id: 'ruler-line', title: `${m.from} to ${m.to}: ${mm(m.distance)}, ${band}` });
  // The band's second name (Armada: the distance band) on a line of its own, so the block stays narrow.
  const [first, second] = band.split(' (');
  const lines = [`${first} · ${mm(m.distance)}`, ...(second === undefined ? [] : [second.replace(/\)$/, '')])];
  for (const a of m.arcs) {
    const { sight, zone } = sightOf(a);
    const text = `${a.arc}${zone === undefined ? '' : ` → ${zone}`}: ${rangeWords(a.range)}${a.obstructed ? `, obstructed by ${a.obstructedBy.join(', ')}` : ''}`;
    lines.push(text);
    const same = Math.hypot(a.closest.from.x - m.closest.from.x, a.closest.from.y - m.closest.from.y) + Math.hypot(a.closest.to.x - m.closest.to.x, a.closest.to.y - m.closest.to.y) < 0.5;
    // Where the game traces obstruction on its own line of sight (Armada: between the targeting
    // points), the range line only measures, and the sight line carries the obstruction.
    const rangeId = a.obstructed && sight === undefined ? 'ruler-arc-obstructed' : 'ruler-arc';
    if (!same) items.push({ shape: { kind: 'polyline', points: [a.closest.from, a.closest.to] }, role: 'witness', id: rangeId, title: `${m.from}'s ${a.arc} arc to ${m.to}: ${rangeWords(a.range)}, ${mm(a.distance)}` });
    if (sight !== undefined) {
      const verdict = a.obstructed ? `obstructed by ${a.obstructedBy.join(', ')}` : 'clear';
      items.push({ shape: { kind: 'polyline', points: [sight.from, sight.to] }, role: 'witness', id: a.obstructed ? 'ruler-sight-obstructed' : 'ruler-sight', title: `line of sight from ${m.from}'s ${a.arc} targeting point to ${m.to}${zone === undefined ? '' : `'s ${zone}`}: ${verdict}` });
    }
  }
  if (m.arcs.length === 0) lines.push(`in none of ${m.from}'s arcs`);
  // Beside the bases on the right, or on the left where the words would run off the table.
  const widest = Math.max(...lines.map((line, k) => textWidth(line, textSize * (k === 0 ? 1.3 : 1.1))));
  const east = Math.max(m.closest.from.x, m.closest.to.x, ...bases.map(rightEdge)) + textSize * 0.6;
  const west = Math.min(m.closest.from.x, m.closest.to.x, ...bases.map(leftEdge)) - textSize * 0.6;
  const middle = (m.closest.from.y + m.closest.to.y) / 2;
  if (view.right - east < widest && west - view.left < widest) {
    // No room beside the bases (a narrow view): the first line alone, over the middle of the range line
    // (the whole answer is under the board and in the Measure panel).
    const centre = (m.closest.from.x + m.closest.to.x) / 2;
    items.push({ shape: { kind: 'text', x: centre, y: middle + textSize * 1.2, text: lines[0]!, size: textSize * 1.3 }, role: 'label', id: 'ruler-reading' });
    return items;
  }
  const onRight = onRightSide(east, west, widest, view, true);
  const x = onRight ? east : west;
  const step = textSize * 1.3;
  lines.forEach((text, k) => {
    items.push({ shape: { kind: 'text', x, y: middle + ((lines.length - 1) / 2 - k) * step, text, size: textSize * (k === 0 ? 1.3 : 1.1), anchor: onRight ? 'start' : 'end' }, role: 'label', id: 'ruler-reading' });
  });
  return items;
}

/**
 * An Armada reading's line of sight (armada.range.line-of-sight: between the printed targeting
 * points, or to a squadron's closest point) and the defending hull zone it stands for; other games'
 * readings have neither.
 */
export function sightOf(reading: ArcReading): { readonly sight: { readonly from: Point; readonly to: Point } | undefined; readonly zone: string | undefined } {
  const extra = reading as ArcReading & { readonly lineOfSight?: { readonly from: Point; readonly to: Point }; readonly defendingZone?: string };
  return { sight: extra.lineOfSight, zone: extra.defendingZone };
}

/** The x extent of what the board shows (table mm). */
export interface Span {
  readonly left: number;
  readonly right: number;
}

const OPEN: Span = { left: -Infinity, right: Infinity };

/**
 * Whether words `width` wide go right of `east` (else left of `west`): the preferred side when
 * they fit there, the other side when only it fits, else the side with more room.
 */
function onRightSide(east: number, west: number, width: number, view: Span, preferRight: boolean): boolean {
  const roomRight = view.right - east;
  const roomLeft = west - view.left;
  if ((preferRight ? roomRight : roomLeft) >= width) return preferRight;
  if ((preferRight ? roomLeft : roomRight) >= width) return !preferRight;
  return roomRight >= roomLeft;
}

/** About how wide a line of words is drawn (generously: a sans-serif font averages about 0.6 of its size a character). */
export function textWidth(text: string, size: number): number {
  return text.length * size * 0.66;
}

/** The leftmost x of a base. */
export function leftEdge(shape: Shape): number {
  if (shape.kind === 'circle') return shape.x - shape.radius;
  const outline = grownOutline(shape, 0);
  return outline !== null && outline.kind === 'polyline' ? Math.min(...outline.points.map((p) => p.x)) : Infinity;
}

/** The rightmost x of a base (where words beside it may start). */
export function rightEdge(shape: Shape): number {
  if (shape.kind === 'circle') return shape.x + shape.radius;
  const outline = grownOutline(shape, 0);
  return outline !== null && outline.kind === 'polyline' ? Math.max(...outline.points.map((p) => p.x)) : -Infinity;
}

/** A range as the games say it: "range 2", "medium range", "beyond long range". */
export function rangeWords(range: number | string | null): string {
  if (range === null) return 'beyond range 5';
  if (typeof range === 'number') return `range ${range}`;
  return range === 'beyond' ? 'beyond long range' : `${range} range`;
}
