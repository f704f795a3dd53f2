import { HIGHLIGHT, INK, OUTCOME_COLOURS, OUTCOME_NAMES, ROLE_NAMES } from './palette.ts';
import type { SceneItem, SceneOutcome, SceneRole } from './scene.ts';
import { presentation } from './style.ts';
import { attributes, escapeXml } from './xml.ts';

/** One legend entry: a swatch drawn like the thing it stands for, and its name. */
export interface LegendEntry {
  readonly label: string;
  readonly swatch: Record<string, string | number | undefined>;
}

/** Roles that need no legend entry (self-evident or drawn as text). */
const UNLISTED = new Set<SceneRole>(['play-area', 'label', 'ship-front', 'ship']);

/** The entries for what the scene actually shows: owners, then roles, then outcomes, then highlighting. */
export function legendEntries(items: readonly SceneItem[], colours: ReadonlyMap<string, string>, highlightMeaning = 'overlapped / touched'): LegendEntry[] {
  const entries: LegendEntry[] = [];
  for (const [owner, colour] of colours) entries.push({ label: owner, swatch: { fill: colour, 'fill-opacity': 0.6, stroke: colour } });
  const roles: SceneRole[] = [];
  const outcomes: SceneOutcome[] = [];
  let highlighted = false;
  for (const item of items) {
    if (item.shape.kind === 'text') continue;
    if (!UNLISTED.has(item.role) && !roles.includes(item.role)) roles.push(item.role);
    if (item.outcome !== undefined && !outcomes.includes(item.outcome)) outcomes.push(item.outcome);
    if (item.highlight === true) highlighted = true;
  }
  for (const role of roles) {
    const style = presentation({ role, shape: { kind: 'circle', x: 0, y: 0, radius: 1 } }, undefined);
    entries.push({ label: ROLE_NAMES[role], swatch: style });
  }
  for (const outcome of outcomes) {
    const colour = OUTCOME_COLOURS[outcome];
    entries.push({ label: OUTCOME_NAMES[outcome], swatch: { fill: colour, 'fill-opacity': 0.35, stroke: colour } });
  }
  if (highlighted) entries.push({ label: highlightMeaning, swatch: { fill: 'none', stroke: HIGHLIGHT, 'stroke-width': 3 } });
  return entries;
}

/**
 * Lays the entries out in rows under the drawing, from `left` to `left + width`, starting at SVG y
 * `top`. Returns the SVG text and the height used.
 */
export function legendSvg(entries: readonly LegendEntry[], left: number, top: number, width: number, fontSize: number): { svg: string; height: number } {
  if (entries.length === 0) return { svg: '', height: 0 };
  const rowHeight = fontSize * 1.7;
  const swatch = fontSize * 1.1;
  const gap = fontSize * 1.2;
  let x = left;
  let y = top;
  let out = '<g class="legend">';
  for (const entry of entries) {
    const entryWidth = swatch + fontSize * 0.4 + entry.label.length * fontSize * 0.58;
    if (x > left && x + entryWidth > left + width) {
      x = left;
      y += rowHeight;
    }
    out += `<g data-legend="${escapeXml(entry.label)}">`;
    out += `<rect${attributes({ x, y: y + (rowHeight - swatch) / 2, width: swatch, height: swatch, rx: swatch * 0.2, ...entry.swatch })}/>`;
    out += `<text${attributes({ x: x + swatch + fontSize * 0.4, y: y + rowHeight / 2, 'font-size': fontSize, fill: INK, 'dominant-baseline': 'central' })}>${escapeXml(entry.label)}</text>`;
    out += '</g>';
    x += entryWidth + gap;
  }
  out += '</g>';
  return { svg: out, height: y + rowHeight - top };
}
