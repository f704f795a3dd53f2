import type { Point, Rect, Strip } from '../geometry/shapes.ts';
import type { Hex } from './scene.ts';

/** Corner points (table frame) of the shapes the renderer draws as polygons. */

/** The four corners of an oriented rectangle: front-left, front-right, back-right, back-left. */
export function rectCorners(rect: Rect): Point[] {
  const radians = (rect.heading * Math.PI) / 180;
  const forward = { x: Math.sin(radians), y: Math.cos(radians) };
  const right = { x: Math.cos(radians), y: -Math.sin(radians) };
  const corner = (across: number, ahead: number): Point => ({
    x: rect.x + right.x * across + forward.x * ahead,
    y: rect.y + right.y * across + forward.y * ahead,
  });
  const w = rect.width / 2;
  const l = rect.length / 2;
  return [corner(-w, l), corner(w, l), corner(w, -l), corner(-w, -l)];
}

/** The four corners of a straight strip (flat ends). A zero-length strip has no area: its corners coincide pairwise. */
export function stripCorners(strip: Strip): Point[] {
  const dx = strip.to.x - strip.from.x;
  const dy = strip.to.y - strip.from.y;
  const length = Math.hypot(dx, dy);
  const half = strip.width / 2;
  const nx = length === 0 ? 0 : (-dy / length) * half;
  const ny = length === 0 ? 0 : (dx / length) * half;
  return [
    { x: strip.from.x + nx, y: strip.from.y + ny },
    { x: strip.to.x + nx, y: strip.to.y + ny },
    { x: strip.to.x - nx, y: strip.to.y - ny },
    { x: strip.from.x - nx, y: strip.from.y - ny },
  ];
}

/** The six corners of a regular hexagon; flat-topped hexes have corners at 0, 60, ... degrees from +x. */
export function hexCorners(hex: Hex): Point[] {
  const offset = hex.flatTop ? 0 : 30;
  const out: Point[] = [];
  for (let k = 0; k < 6; k += 1) {
    const radians = ((offset + 60 * k) * Math.PI) / 180;
    out.push({ x: hex.x + hex.radius * Math.cos(radians), y: hex.y + hex.radius * Math.sin(radians) });
  }
  return out;
}
