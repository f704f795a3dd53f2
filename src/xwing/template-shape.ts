/**
 * The template as a shape on the table (xwing.maneuver.placement, xwing.obstacle.through): a
 * 20 mm wide strip or arc band centred on the template centre line, from its start edge up to
 * `used` mm along the centre line (the whole template unless the maneuver was partially
 * executed, xwing.obstacle.partial).
 */
import type { ArcStrip, Shape, Strip } from '../geometry/shapes.ts';
import { TEMPLATE_WIDTH } from './catalog/templates.ts';
import type { Course } from './course.ts';
import { courseToTable } from './course.ts';

export function templateShape(course: Course, used: number = course.template.length): Shape | null {
  if (used <= 0) return null;
  const { template } = course;
  if (template.kind === 'straight') {
    const strip: Strip = {
      kind: 'strip',
      from: courseToTable(course, 0, 0),
      to: courseToTable(course, 0, Math.min(used, template.length)),
      width: TEMPLATE_WIDTH,
    };
    return strip;
  }
  const centre = courseToTable(course, template.radius, 0);
  const sweep = (Math.min(used, template.length) / template.radius) * (180 / Math.PI);
  // Seen from the arc centre the template start lies to the turn's outside: bearing 270 for a
  // right turn (sweeping clockwise), 90 for a left turn (sweeping counter-clockwise).
  const arc: ArcStrip = {
    kind: 'arc',
    x: centre.x,
    y: centre.y,
    inner: template.radius - TEMPLATE_WIDTH / 2,
    outer: template.radius + TEMPLATE_WIDTH / 2,
    from: normalise(course.templateHeading + (course.side === -1 ? 90 : 270)),
    sweep: course.side === -1 ? -sweep : sweep,
  };
  return arc;
}

/** A straight template laid out by a reposition: a strip from `from` along `heading` for `length` mm, 20 mm wide. */
export function stripAlong(from: { x: number; y: number }, heading: number, length: number, width: number = TEMPLATE_WIDTH): Strip {
  const r = (heading * Math.PI) / 180;
  return { kind: 'strip', from, to: { x: from.x + length * Math.sin(r), y: from.y + length * Math.cos(r) }, width };
}

function normalise(degrees: number): number {
  const h = degrees % 360;
  return h < 0 ? h + 360 : h;
}
