/** Axis-aligned bounding boxes: the cheap broad phase before the kernel's exact tests. */
import type { Shape } from '../geometry/shapes.ts';
import { hypot } from '../geometry/hypot.ts';

export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

const DEG = Math.PI / 180;

export function boxOf(shape: Shape): Box {
  switch (shape.kind) {
    case 'rect': {
      const r = shape.heading * DEG;
      const c = Math.abs(Math.cos(r));
      const s = Math.abs(Math.sin(r));
      const hx = (shape.width / 2) * c + (shape.length / 2) * s;
      const hy = (shape.width / 2) * s + (shape.length / 2) * c;
      return { minX: shape.x - hx, minY: shape.y - hy, maxX: shape.x + hx, maxY: shape.y + hy };
    }
    case 'polygon': {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const p of shape.points) {
        minX = Math.min(minX, p.x);
        minY = Math.min(minY, p.y);
        maxX = Math.max(maxX, p.x);
        maxY = Math.max(maxY, p.y);
      }
      return { minX, minY, maxX, maxY };
    }
    case 'circle':
      return { minX: shape.x - shape.radius, minY: shape.y - shape.radius, maxX: shape.x + shape.radius, maxY: shape.y + shape.radius };
    case 'strip': {
      const dx = shape.to.x - shape.from.x;
      const dy = shape.to.y - shape.from.y;
      const len = hypot(dx, dy) || 1;
      const ox = (Math.abs(dy) / len) * (shape.width / 2);
      const oy = (Math.abs(dx) / len) * (shape.width / 2);
      return {
        minX: Math.min(shape.from.x, shape.to.x) - ox,
        minY: Math.min(shape.from.y, shape.to.y) - oy,
        maxX: Math.max(shape.from.x, shape.to.x) + ox,
        maxY: Math.max(shape.from.y, shape.to.y) + oy,
      };
    }
    case 'arc': {
      const a0 = Math.min(shape.from, shape.from + shape.sweep);
      const a1 = Math.max(shape.from, shape.from + shape.sweep);
      const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      // Each end's sine and cosine serve its inner and outer corner (the same numbers as worked out twice).
      extendBoth(box, shape.x, shape.y, a0, shape.inner, shape.outer);
      extendBoth(box, shape.x, shape.y, a1, shape.inner, shape.outer);
      for (let k = Math.ceil(a0 / 90) * 90; k <= a1; k += 90) extend(box, shape.x, shape.y, k, shape.outer);
      return box;
    }
  }
}

/** `extend` at `inner` then at `outer` along one bearing. */
function extendBoth(box: { minX: number; minY: number; maxX: number; maxY: number }, cx: number, cy: number, bearing: number, inner: number, outer: number): void {
  const s = Math.sin(bearing * DEG);
  const c = Math.cos(bearing * DEG);
  const ix = cx + inner * s;
  const iy = cy + inner * c;
  const ox = cx + outer * s;
  const oy = cy + outer * c;
  box.minX = Math.min(box.minX, ix, ox);
  box.minY = Math.min(box.minY, iy, oy);
  box.maxX = Math.max(box.maxX, ix, ox);
  box.maxY = Math.max(box.maxY, iy, oy);
}

function extend(box: { minX: number; minY: number; maxX: number; maxY: number }, cx: number, cy: number, bearing: number, radius: number): void {
  const x = cx + radius * Math.sin(bearing * DEG);
  const y = cy + radius * Math.cos(bearing * DEG);
  box.minX = Math.min(box.minX, x);
  box.minY = Math.min(box.minY, y);
  box.maxX = Math.max(box.maxX, x);
  box.maxY = Math.max(box.maxY, y);
}

/** Boxes meet (closed; touching boxes may still hide touching shapes, never overlapping ones apart). */
export function boxesMeet(a: Box, b: Box, margin = 0): boolean {
  return a.minX <= b.maxX + margin && b.minX <= a.maxX + margin && a.minY <= b.maxY + margin && b.minY <= a.maxY + margin;
}

export function boxInside(a: Box, width: number, height: number): boolean {
  return a.minX >= 0 && a.minY >= 0 && a.maxX <= width && a.maxY <= height;
}
