import type { ArcStrip, Point } from '../geometry/shapes.ts';
import { along, tableToSvg } from './flip.ts';
import { hexCorners, rectCorners, stripCorners } from './outline.ts';
import type { SceneShape } from './scene.ts';
import { attributes, escapeXml, num } from './xml.ts';

/** One scene shape as one SVG element, in SVG coordinates (y flipped), with the given presentation attributes. */
export function shapeToSvg(shape: SceneShape, attrs: Readonly<Record<string, string | number | undefined>>, defaultTextSize: number): string {
  switch (shape.kind) {
    case 'rect':
      return `<polygon${attributes({ points: pointList(rectCorners(shape)), ...attrs })}/>`;
    case 'polygon':
      return `<polygon${attributes({ points: pointList(shape.points), ...attrs })}/>`;
    case 'strip':
      return `<polygon${attributes({ points: pointList(stripCorners(shape)), ...attrs })}/>`;
    case 'hex':
      return `<polygon${attributes({ points: pointList(hexCorners(shape)), ...attrs })}/>`;
    case 'circle': {
      const centre = tableToSvg(shape);
      return `<circle${attributes({ cx: centre.x, cy: centre.y, r: Math.max(0, shape.radius), ...attrs })}/>`;
    }
    case 'arc':
      return `<path${attributes({ d: arcPath(shape), ...attrs })}/>`;
    case 'polyline':
      return `<polyline${attributes({ points: pointList(shape.points), ...attrs, fill: 'none' })}/>`;
    case 'text': {
      const at = tableToSvg(shape);
      const size = shape.size ?? defaultTextSize;
      const anchor = shape.anchor === undefined || shape.anchor === 'middle' ? undefined : shape.anchor;
      return `<text${attributes({ x: at.x, y: at.y, 'font-size': size, style: anchor === undefined ? undefined : `text-anchor: ${anchor}`, ...attrs })}>${escapeXml(shape.text)}</text>`;
    }
  }
}

function pointList(points: readonly Point[]): string {
  return points.map((p) => {
    const s = tableToSvg(p);
    return `${num(s.x)},${num(s.y)}`;
  }).join(' ');
}

/**
 * The band between two concentric arcs. Bearings run clockwise seen on the table (y up); after the
 * flip the drawing looks the same on screen, where clockwise is SVG's positive sweep direction.
 * Split into pieces of at most 180 degrees so a full ring draws too.
 */
export function arcPath(arc: ArcStrip): string {
  const sweep = Math.max(-360, Math.min(360, arc.sweep));
  const pieces = Math.max(1, Math.ceil(Math.abs(sweep) / 180));
  const step = sweep / pieces;
  const centre = { x: arc.x, y: arc.y };
  const at = (radius: number, bearing: number) => tableToSvg(along(centre, bearing, radius));
  const flag = sweep >= 0 ? 1 : 0;
  const start = at(arc.outer, arc.from);
  let d = `M${num(start.x)} ${num(start.y)}`;
  for (let k = 1; k <= pieces; k += 1) {
    const p = at(arc.outer, arc.from + step * k);
    d += ` A${num(arc.outer)} ${num(arc.outer)} 0 0 ${flag} ${num(p.x)} ${num(p.y)}`;
  }
  const innerEnd = at(arc.inner, arc.from + sweep);
  d += ` L${num(innerEnd.x)} ${num(innerEnd.y)}`;
  for (let k = pieces - 1; k >= 0; k -= 1) {
    const p = at(arc.inner, arc.from + step * k);
    d += ` A${num(arc.inner)} ${num(arc.inner)} 0 0 ${1 - flag} ${num(p.x)} ${num(p.y)}`;
  }
  return `${d} Z`;
}
