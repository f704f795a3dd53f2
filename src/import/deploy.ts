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
  /** Pieces already standing (at given poses), as discs in the table frame: no deployed base comes within `gap` of one. */
  readonly avoid?: readonly Disc[];
}

export interface Disc {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

export interface Placed {
  readonly pose: Pose;
  /** How far the base reaches from the edge (mm): its front edge's distance from the table edge. */
  readonly reach: number;
}

/** Poses for the pieces in order: rows filled left to right, the next row in front of the last. */
export function deployRows(pieces: readonly Footprint[], layout: RowLayout): Placed[] {
  if (layout.avoid !== undefined && layout.avoid.length > 0) return deployAround(pieces, layout, layout.avoid);
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

/** The base's rectangle (near-edge frame) clear of every disc by the gap. */
function clear(x: number, y: number, piece: Footprint, discs: readonly Disc[], gap: number): boolean {
  return discs.every((disc) => {
    const dx = Math.max(Math.abs(disc.x - x) - piece.width / 2, 0);
    const dy = Math.max(Math.abs(disc.y - y) - piece.length / 2, 0);
    return Math.hypot(dx, dy) >= disc.radius + gap;
  });
}

/**
 * With pieces already standing: each piece takes the first place along its row, left to right in
 * steps of the gap, whose base is clear of them; a full row starts another in front of it.
 */
function deployAround(pieces: readonly Footprint[], layout: RowLayout, standing: readonly Disc[]): Placed[] {
  const discs = standing.map((d) => (layout.edge === 'near' ? d : { ...d, y: layout.height - d.y }));
  const rowDepth = Math.max(...pieces.map((p) => p.length));
  const placed: Placed[] = [];
  let rear = layout.margin;
  let left = layout.xMin;
  for (const piece of pieces) {
    for (let guard = 0; ; guard++) {
      const front = rear + rowDepth;
      const x = left + piece.width / 2;
      const y = front - piece.length / 2;
      if (x + piece.width / 2 > layout.xMax || guard > 10000) {
        rear = front + layout.gap;
        left = layout.xMin;
        continue;
      }
      if (clear(x, y, piece, discs, layout.gap)) {
        placed.push({ pose: layout.edge === 'near' ? { x, y, heading: 0 } : { x, y: layout.height - y, heading: 180 }, reach: front });
        left += piece.width + layout.gap;
        break;
      }
      left += layout.gap;
    }
  }
  return placed;
}
