import type { Point } from '../geometry/shapes.ts';

/**
 * The one place the table frame (y up) becomes the SVG frame (y down):
 * a table point (x, y) is drawn at (x, -y). The planner page inverts it with `svgToTable`.
 */
export function tableToSvg(point: Point): Point {
  return { x: point.x, y: point.y === 0 ? 0 : -point.y };
}

export function svgToTable(point: Point): Point {
  return { x: point.x, y: point.y === 0 ? 0 : -point.y };
}

/** A point at `distance` from `centre` along `bearing` (degrees clockwise from +y), in the table frame. */
export function along(centre: Point, bearing: number, distance: number): Point {
  const radians = (bearing * Math.PI) / 180;
  return { x: centre.x + distance * Math.sin(radians), y: centre.y + distance * Math.cos(radians) };
}
