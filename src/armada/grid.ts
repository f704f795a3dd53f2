/**
 * A uniform grid over bodies' bounding boxes, so "what could touch this squadron?" looks at a few
 * cells instead of every ship and squadron on the table (squadron placement,
 * `armada.overlap.squadrons`). It only narrows the candidates: every body whose bounding circle
 * can reach the query box is returned, the exact tests stay with the caller.
 */
import type { Footprint } from './footprint.ts';

export class BodyGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly bodies: Footprint[] = [];
  /** Per body, the last query that returned it (so a body in several cells comes back once). */
  private readonly stamps: number[] = [];
  private query = 0;

  constructor(private readonly cell: number) {}

  private key(i: number, j: number): number {
    // Coordinates are within +-100,000 mm (limits.coordinate), so cell indices fit in 2^20 each side.
    return (i + 0x80000) * 0x100000 + (j + 0x80000);
  }

  add(body: Footprint): void {
    const index = this.bodies.length;
    this.bodies.push(body);
    this.stamps.push(0);
    const i0 = Math.floor((body.cx - body.r) / this.cell);
    const i1 = Math.floor((body.cx + body.r) / this.cell);
    const j0 = Math.floor((body.cy - body.r) / this.cell);
    const j1 = Math.floor((body.cy + body.r) / this.cell);
    for (let i = i0; i <= i1; i++) {
      for (let j = j0; j <= j1; j++) {
        const k = this.key(i, j);
        const list = this.cells.get(k);
        if (list === undefined) this.cells.set(k, [index]);
        else list.push(index);
      }
    }
  }

  /** Calls `visit` once for each body whose bounding box meets the square of half-side `reach` at (x, y); stops when it returns false. */
  every(x: number, y: number, reach: number, visit: (body: Footprint) => boolean): boolean {
    const stamp = ++this.query;
    const i0 = Math.floor((x - reach) / this.cell);
    const i1 = Math.floor((x + reach) / this.cell);
    const j0 = Math.floor((y - reach) / this.cell);
    const j1 = Math.floor((y + reach) / this.cell);
    for (let i = i0; i <= i1; i++) {
      for (let j = j0; j <= j1; j++) {
        const list = this.cells.get(this.key(i, j));
        if (list === undefined) continue;
        for (const index of list) {
          if (this.stamps[index] === stamp) continue;
          this.stamps[index] = stamp;
          if (!visit(this.bodies[index]!)) return false;
        }
      }
    }
    return true;
  }
}
