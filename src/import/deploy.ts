/**
 * Deployment on a player's edge (import.deploy): pieces side by side in rows parallel to the
 * edge, each row centred, fronts level, a gap between bases so nothing overlaps or touches.
 * The near edge is y = 0 (the first player's, ships face +y); the far edge mirrors it (heading 180).
 */
import type { Pose } from '../schema/common.ts';
import type { Edge } from './types.ts';

export interface Footprint {
  /** Across, left to right (mm). */
  readonly width: number;
  /** Along the heading (mm). */
  readonly length: number;
}

export interface RowLayout {
  /** The band of x the rows may use. */
  readonly xMin: number;
  readonly xMax: number;
  /** Distance of the first row's rear edge from the edge (mm). */
  readonly margin: number;
  /** Gap between neighbouring bases in a row and between rows (mm). */
  readonly gap: number;
  readonly edge: Edge;
  /** The play area's height, for the far edge. */
  readonly height: number;
}

export interface Placed {
  readonly pose: Pose;
  /** How far the base reaches from the edge (mm): its front edge's distance from the table edge. */
  readonly reach: number;
}

/** Poses for the pieces in order: rows filled left to right, the next row in front of the last. */
export function deployRows(pieces: readonly Footprint[], layout: RowLayout): Placed[] {
  const span = layout.xMax - layout.xMin;
  const rows: number[][] = [];
  let row: number[] = [];
  let width = 0;
  pieces.forEach((piece, i) => {
    const needed = row.length === 0 ? piece.width : width + layout.gap + piece.width;
    if (row.length > 0 && needed > span) {
      rows.push(row);
      row = [i];
      width = piece.width;
    } else {
      row.push(i);
      width = needed;
    }
  });
  if (row.length > 0) rows.push(row);

  const placed = new Array<Placed>(pieces.length);
  let rear = layout.margin;
  for (const members of rows) {
    const front = rear + Math.max(...members.map((i) => pieces[i]!.length));
    const total = members.reduce((sum, i) => sum + pieces[i]!.width, 0) + layout.gap * (members.length - 1);
    let left = (layout.xMin + layout.xMax) / 2 - total / 2;
    for (const i of members) {
      const piece = pieces[i]!;
      const x = left + piece.width / 2;
      const y = front - piece.length / 2;
      placed[i] = {
        pose: layout.edge === 'near' ? { x, y, heading: 0 } : { x, y: layout.height - y, heading: 180 },
        reach: front,
      };
      left += piece.width + layout.gap;
    }
    rear = front + layout.gap;
  }
  return placed;
}
