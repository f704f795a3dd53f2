/**
 * Hull zones and the firing-arc lines that bound them, per base size (armada.range.hull-zones).
 *
 * The arc lines are printed on each ship token: a front pair from a point on the centre line out
 * to the token's sides, and a rear pair the same way. The positions below are measured from the
 * token's front edge along the centre line (apex) and along the token side (where the line meets
 * it), from tantive4/AlphArmada `armada_game/data/ship_dict.json` (`front_arc_center`,
 * `front_arc_end`, `rear_arc_center`, `rear_arc_end`) with the token sizes of its
 * `helpers/measurement.py` (`SHIP_TOKEN_SIZE`; token and base share their centre):
 *
 * | size | token (w x l) | front apex | front line meets side | rear apex | rear line meets side | from |
 * |---|---|---|---|---|---|---|
 * | small | 38.5 x 70.25 | 34.75 | 6.5 | 34.75 | 63 | Gladiator-class Star Destroyer |
 * | medium | 58.5 x 101.5 | 47 | 20.25 | 47 | 78 | Victory-class Star Destroyer |
 * | large | 74.0 x 128.4 | 59.4 | 25.6 | 59.4 | 98.6 | no measured source: the medium figures scaled by 129 / 102 (inner base length ratio) |
 *
 * The lines differ a little between ships of one size (AlphArmada's CR90 and Nebulon-B tokens put
 * the front line 21.5 and 0 mm behind the front); these per-size figures are defaults. Huge ships'
 * hull zones are not modelled.
 *
 * Searched again for a measured large or huge token (issue 12): AlphArmada's newest
 * `armada_game/data/ship_dict.json` lists small and medium ships only (VSD, Gladiator, CR90,
 * Nebulon-B, Assault Frigate), the TTS mods (Valadian/TabletopSimulatorIncludeDir,
 * gamerkhang/Armada-Legacy-TTS-Mod) hold the tokens as images and meshes with no arc-line
 * coordinates, and the rules reference prints no dimensions. The large figures stay scaled and huge
 * ships stay refused (docs/measure.md).
 */
import type { HalfPlane, Region } from '../../geometry/arc.ts';
import type { BaseSize } from './ship-record.ts';

export type HullZone = 'front' | 'rear' | 'left' | 'right';
export const HULL_ZONES: readonly HullZone[] = ['front', 'left', 'right', 'rear'];

export interface ArcLines {
  readonly tokenWidth: number;
  readonly tokenLength: number;
  /** Along the centre line, mm behind the token's front edge. */
  readonly frontApex: number;
  /** Where the front line meets the token side, mm behind the front edge. */
  readonly frontSide: number;
  readonly rearApex: number;
  readonly rearSide: number;
}

const LARGE_SCALE = 129 / 102;

export const ARC_LINES: { readonly [S in Exclude<BaseSize, 'huge'>]: ArcLines } = {
  small: { tokenWidth: 38.5, tokenLength: 70.25, frontApex: 34.75, frontSide: 6.5, rearApex: 34.75, rearSide: 63 },
  medium: { tokenWidth: 58.5, tokenLength: 101.5, frontApex: 47, frontSide: 20.25, rearApex: 47, rearSide: 78 },
  large: {
    tokenWidth: 58.5 * LARGE_SCALE,
    tokenLength: 101.5 * LARGE_SCALE,
    frontApex: 47 * LARGE_SCALE,
    frontSide: 20.25 * LARGE_SCALE,
    rearApex: 47 * LARGE_SCALE,
    rearSide: 78 * LARGE_SCALE,
  },
};

/** The closed half-plane left (or right) of the directed line a -> b. */
function beside(ax: number, ay: number, bx: number, by: number, left: boolean): HalfPlane {
  const dx = bx - ax;
  const dy = by - ay;
  const nx = left ? -dy : dy;
  const ny = left ? dx : -dx;
  return { nx, ny, c: nx * ax + ny * ay };
}

/** A hull zone as half-planes in the ship's own frame (x right, y forward, origin at the base centre); null for huge ships. */
export function hullZoneRegion(zone: HullZone, size: BaseSize): Region | null {
  if (size === 'huge') return null;
  const a = ARC_LINES[size];
  const half = a.tokenLength / 2;
  const w = a.tokenWidth / 2;
  const fy = half - a.frontApex;
  const fs = half - a.frontSide;
  const ry = half - a.rearApex;
  const rs = half - a.rearSide;
  switch (zone) {
    case 'front': return [beside(0, fy, w, fs, true), beside(0, fy, -w, fs, false)];
    case 'rear': return [beside(0, ry, w, rs, false), beside(0, ry, -w, rs, true)];
    case 'right': return [beside(0, fy, w, fs, false), beside(0, ry, w, rs, true), { nx: 1, ny: 0, c: 0 }];
    case 'left': return [beside(0, fy, -w, fs, true), beside(0, ry, -w, rs, false), { nx: -1, ny: 0, c: 0 }];
  }
}
