/**
 * Obstacle types and default shapes (xwing.obstacle.catalog).
 * The kinds' shapes below are placeholders; the real pieces, by XWS id, are in obstacle-outlines.ts.
 * The default shapes are placeholder octagons sized from the bounding boxes of the TTS meshes in
 * FC's assets (xwing rules file, obstacle catalog): asteroids about 90 x 80, gas clouds about
 * 45 x 62, debris fields about 70 x 60, electro-chaff 75 x 213, loose cargo / spare parts about
 * 47 across, blaze about 40 across. Local frame: +x right, +y front (heading 0).
 */
export type ObstacleType = 'asteroid' | 'debris-cloud' | 'gas-cloud' | 'electro-chaff-cloud' | 'loose-cargo' | 'spare-parts' | 'blaze';

export interface ObstacleKind {
  readonly type: ObstacleType;
  /** Bounding box of the default shape (mm). */
  readonly width: number;
  readonly length: number;
}

export const OBSTACLE_KINDS: readonly ObstacleKind[] = [
  { type: 'asteroid', width: 90, length: 80 },
  { type: 'debris-cloud', width: 70, length: 60 },
  { type: 'gas-cloud', width: 45, length: 62 },
  { type: 'electro-chaff-cloud', width: 75, length: 213 },
  { type: 'loose-cargo', width: 47, length: 47 },
  { type: 'spare-parts', width: 47, length: 47 },
  { type: 'blaze', width: 40, length: 40 },
];

/** Other names users write for the same types (matched case-insensitively). */
export const OBSTACLE_ALIASES: readonly (readonly [string, ObstacleType])[] = [
  ['debris', 'debris-cloud'],
  ['debris-field', 'debris-cloud'],
  ['gas', 'gas-cloud'],
  ['electro-chaff', 'electro-chaff-cloud'],
  ['chaff', 'electro-chaff-cloud'],
  ['cargo', 'loose-cargo'],
];

/** The default octagon of a kind, in its own frame (corners cut by a quarter of the shorter side). */
export function defaultOutline(kind: ObstacleKind): readonly (readonly [number, number])[] {
  const hx = kind.width / 2;
  const hy = kind.length / 2;
  const c = Math.min(kind.width, kind.length) / 4;
  return [
    [-hx + c, -hy], [hx - c, -hy], [hx, -hy + c], [hx, hy - c],
    [hx - c, hy], [-hx + c, hy], [-hx, hy - c], [-hx, -hy + c],
  ];
}
