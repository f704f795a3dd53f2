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
 * | large | 74.0 x 128.4 | 81.0 | 41.5 | 81.4 | 111.6 | Imperial-class Star Destroyer, measured from the token art (below) |
 *
 * The lines differ between ships of one size (AlphArmada's CR90 and Nebulon-B tokens put the front
 * line 21.5 and 0 mm behind the front; among large tokens the MC80's and the Onager's differ much
 * more, below); these per-size figures are defaults. Huge ships: six hull zones, HUGE_ARC_LINES (below).
 *
 * The large row: no source gives the large token's lines as numbers, so they are measured from the
 * Imperial-class token's printed art (fractions 0.631 / 0.323 / 0.634 / 0.869 of the token length,
 * below). The measurement reproduces AlphArmada's targeting points within 0.9 mm but its arc lines
 * only within 1.5 mm (and 4 mm for one Victory line, where AlphArmada's own earlier figure agrees
 * with the art); an independent hand measurement (danbuis/ArmadaAIEngineNew `Ships.txt`) is within
 * 2.5 mm of it. That is taken over the former default, the medium figures scaled by 129 / 102
 * (apexes at 59.4 mm), which no token shows: the large token's apexes are about 22 mm further back.
 *
 * Searched again for a measured large or huge token (issue 12): AlphArmada's newest
 * `armada_game/data/ship_dict.json` lists small and medium ships only (VSD, Gladiator, CR90,
 * Nebulon-B, Assault Frigate), the TTS mods (Valadian/TabletopSimulatorIncludeDir,
 * gamerkhang/Armada-Legacy-TTS-Mod) hold the tokens as images and meshes with no arc-line
 * coordinates as numbers, and the rules reference prints no dimensions; hence the measurement of the
 * art below. Huge ships stay refused (docs/measure.md).
 *
 * Measured from token artwork (issue 12, second pass). Valadian/TabletopSimulatorIncludeDir
 * (commit 598f774) maps each token scan onto a quad on the top face of the base mesh
 * (`TTS_armada/assets/ships/<faction>/<ship>/mesh.obj`, object `Base_-_*`; art in `*_diffuse.jpg`,
 * token at u 0..0.5449 for a large base; 1 mesh unit = 1 inch, the large base body 5.079 in = 129 mm).
 * A sub-pixel fit of the white line cores (residual under 0.5 px, 1 px about 0.13 mm) and of the
 * yellow targeting dots, taken as fractions of the token length and converted with this table's
 * token sizes:
 * - the targeting points reproduce AlphArmada's `front_targeting_point`, `rear_targeting_point` and
 *   `side_targeting_point` for the Gladiator, Victory, CR90, Nebulon-B and Assault Frigate within 0.9 mm;
 * - the arc lines do not reproduce this table within 1 mm: Gladiator 33.5 / 6.9 / 33.2 / 61.9 (three
 *   figures 1.1 to 1.5 mm off), Victory 47.3 / 24.3 / 47.3 / 78.5 (the front line meets the side 4 mm
 *   behind 20.25; AlphArmada's own `ship.py` at f77a137 had 24 before a re-measurement; the mod's
 *   `empire/victory/ruler.obj`, whose arc lines meet in one apex, agrees with the art). The method is
 *   therefore good to about 1.5 mm, not 1 mm: the small and medium rows keep AlphArmada's figures.
 * The Imperial-class token (`empire/imperial/I_diffuse.jpg`, `II_diffuse.jpg`) measures
 * 0.631 / 0.323 / 0.634 / 0.869 of its length (81.1 / 41.5 / 81.4 / 111.5 mm at 128.4 mm), targeting
 * points at 0.083 and 0.915 on the centre line and at 0.620 on the sides, 0.376 of the width out from
 * the centre line. danbuis/ArmadaAIEngineNew `Ships.txt` (hand-measured, drawn on a 76 x 129 card) has
 * 79 / 41 / 80 / 114 for it, within 2.5 mm, but its small and medium figures differ from AlphArmada's
 * by up to 3 mm as well. Large tokens also differ widely between ships (MC80: both pairs from near the
 * corners, apexes at 0.516 and 0.490; Onager: front apex 0.461, rear apex 0.367), so a per-size default
 * stays a simplification. Huge: the Executor token (`empire/ssd/*_diffuse.jpg`, u 0..0.2096) has a
 * front pair from 0.220 of the length on the centre line to 0.135 at the sides, a centre line from
 * there to a rear pair running from 0.892 to 0.917 at the sides, and a cross line at 0.573 between
 * the side and auxiliary zones.
 *
 * Huge ships (issue 12, third pass): six hull zones, front, left, right, rear and the left- and
 * right-auxiliary zones, "adjacent to the left (right) and rear hull zones" (RRG 1.5.0 p. 7 "Hull
 * Zone", "Huge Ships", quoted on starwars-armada.fandom.com/wiki/Hull_Zone and
 * /wiki/Category:Huge_Sized_Ship). The lines are numbers in the same mod: its Executor range ruler
 * `TTS_armada/assets/ships/empire/ssd/ruler.obj` (Valadian/TabletopSimulatorIncludeDir, commit
 * b748654; object `Range_Ruler_-_SSD`, inches, +z forward) draws each arc line from its point on
 * the centre line out to long range: the front pair from (0, 8.269943) through (11.596420,
 * 17.623812), a cross line from (0, 3.399129) to (13.419895, 3.399130), the rear pair from
 * (0, -0.998445) through (13.305935, -4.077536). Its close / medium / long bands (4.87 / 7.38 / 12
 * in, read off the band arcs) are drawn from a rectangle 2 x 1.419898 in wide from z -2.522617 to
 * 11.288796: 72.13 x 350.81 mm, within 0.6 mm of this engine's huge body length (351.4 mm, from
 * the same mod's base placement, catalog/bases.ts). Measured from that rectangle's front end, the
 * front apex is 76.68 mm back, the front line meets the side at 47.59, the cross line at 200.40,
 * the rear apex at 312.10 and the rear line meets the side at 320.44 mm (the HUGE_ARC_LINES row).
 * The token-art fractions above, taken of 350.81 mm, give 77.18 / 47.36 / 201.01 / 312.92 /
 * 321.69: within 1.3 mm of the ruler, the method's accuracy; taken of the 347 mm mesh token they
 * miss by up to 2.6 mm, of the fan wikis' 365 mm or 320 mm by 14.3 or 27 mm, so the ruler's own
 * lengths settle what the art left open. The same mod's Victory ruler (`empire/victory/ruler.obj`) puts its
 * single apex 0.465 and the line at the side 0.240 of its rectangle behind the front, where the art
 * measures 0.466 and 0.239: the rulers follow the printed lines. The rectangle is narrower than the
 * base (72.13 of 76 mm); only the lines matter here, and they are placed with the rectangle centred
 * on the huge footprint (placed by the mod's origin instead, they move by 0.2 mm). The mod's
 * `empire/ssd` folder holds one mesh and one ruler beside both cards (`command_card.jpg`,
 * `assault_card.jpg`): every huge ship type of the catalog (the two Star Dreadnought prototypes and
 * the two Executor-class cards, all the one model) takes these lines.
 */
import type { HalfPlane, Region } from '../../geometry/arc.ts';
import type { BaseSize } from './ship-record.ts';

/** The four hull zones of small, medium and large ships, which have targeting points. */
export type StandardHullZone = 'front' | 'rear' | 'left' | 'right';
/** A huge ship's two auxiliary hull zones, behind its left and right zones (RRG 1.5.0 "Huge Ships"). */
export type AuxiliaryHullZone = 'leftAuxiliary' | 'rightAuxiliary';
export type HullZone = StandardHullZone | AuxiliaryHullZone;
export const HULL_ZONES: readonly StandardHullZone[] = ['front', 'left', 'right', 'rear'];
/** A huge ship's six hull zones, in answer order. */
export const HUGE_HULL_ZONES: readonly HullZone[] = ['front', 'left', 'right', 'leftAuxiliary', 'rightAuxiliary', 'rear'];

/** The hull zones a base size has: four, or six for huge ships. */
export function hullZonesOf(size: BaseSize): readonly HullZone[] {
  return size === 'huge' ? HUGE_HULL_ZONES : HULL_ZONES;
}

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

/** The large token's size: the medium token's scaled by the inner base lengths, 129 / 102 (no source prints it). */
const LARGE_SCALE = 129 / 102;
const LARGE_LENGTH = 101.5 * LARGE_SCALE;

export const ARC_LINES: { readonly [S in Exclude<BaseSize, 'huge'>]: ArcLines } = {
  small: { tokenWidth: 38.5, tokenLength: 70.25, frontApex: 34.75, frontSide: 6.5, rearApex: 34.75, rearSide: 63 },
  medium: { tokenWidth: 58.5, tokenLength: 101.5, frontApex: 47, frontSide: 20.25, rearApex: 47, rearSide: 78 },
  large: {
    tokenWidth: 58.5 * LARGE_SCALE,
    tokenLength: LARGE_LENGTH,
    frontApex: 0.631 * LARGE_LENGTH,
    frontSide: 0.323 * LARGE_LENGTH,
    rearApex: 0.634 * LARGE_LENGTH,
    rearSide: 0.869 * LARGE_LENGTH,
  },
};

/**
 * The ship token's size, width x length in mm (armada.range.hull-zones): a hull zone is a section of
 * the ship token and "does not include any part of the plastic base" (RRG, Hull Zone), so attack
 * range and firing arcs are measured to and from the token's edge. Small and medium: AlphArmada's
 * `SHIP_TOKEN_SIZE`; large: no source prints it, the medium token scaled by 129 / 102 (73.99 x
 * 128.37, 1 mm inside the inner footprint's sides and 0.3 mm inside its ends); huge: the Executor
 * range ruler's rectangle (72.13 x 350.81), whose lines the huge hull zones come from. Every token is
 * inside the inner footprint (tested), so a bound on the base bounds the token.
 */
export function tokenSize(size: BaseSize): { readonly width: number; readonly length: number } {
  const lines = size === 'huge' ? HUGE_ARC_LINES : ARC_LINES[size];
  return TOKEN_SIZES[size] ??= { width: lines.tokenWidth, length: lines.tokenLength };
}
const TOKEN_SIZES: { [S in BaseSize]?: { readonly width: number; readonly length: number } } = {};

/**
 * The huge (Executor) token's lines, mm behind the front of the range ruler's rectangle (see the
 * header): the front and rear pairs as for the other sizes, and the cross line between the side
 * and the auxiliary zones, square to the centre line.
 */
export interface HugeArcLines extends ArcLines {
  /** The cross line, mm behind the front edge. */
  readonly cross: number;
}

const RULER_INCH = 25.4;
/** The ruler rectangle's front and rear ends and half width, and the lines' points, in ruler inches. */
const SSD_RULER = { front: 11.288796, rear: -2.522617, half: 1.419898, frontApex: 8.269943, frontLine: [11.59642, 17.623812], cross: 3.399129, rearApex: -0.998445, rearLine: [13.305935, -4.077536] } as const;
/** Where a line from the centre-line point (0, z0) through (x1, z1) meets the side x = half. */
const atSide = (z0: number, [x1, z1]: readonly [number, number]) => z0 + (SSD_RULER.half * (z1 - z0)) / x1;
const behindFront = (z: number) => (SSD_RULER.front - z) * RULER_INCH;

export const HUGE_ARC_LINES: HugeArcLines = {
  tokenWidth: 2 * SSD_RULER.half * RULER_INCH,
  tokenLength: (SSD_RULER.front - SSD_RULER.rear) * RULER_INCH,
  frontApex: behindFront(SSD_RULER.frontApex),
  frontSide: behindFront(atSide(SSD_RULER.frontApex, SSD_RULER.frontLine)),
  cross: behindFront(SSD_RULER.cross),
  rearApex: behindFront(SSD_RULER.rearApex),
  rearSide: behindFront(atSide(SSD_RULER.rearApex, SSD_RULER.rearLine)),
};

/** The closed half-plane left (or right) of the directed line a -> b. */
function beside(ax: number, ay: number, bx: number, by: number, left: boolean): HalfPlane {
  const dx = bx - ax;
  const dy = by - ay;
  const nx = left ? -dy : dy;
  const ny = left ? dx : -dx;
  return { nx, ny, c: nx * ax + ny * ay };
}

/** A hull zone as half-planes in the ship's own frame (x right, y forward, origin at the base centre); null when the size has no such zone. */
export function hullZoneRegion(zone: HullZone, size: BaseSize): Region | null {
  const a: ArcLines = size === 'huge' ? HUGE_ARC_LINES : ARC_LINES[size];
  const half = a.tokenLength / 2;
  const w = a.tokenWidth / 2;
  const fy = half - a.frontApex;
  const fs = half - a.frontSide;
  const ry = half - a.rearApex;
  const rs = half - a.rearSide;
  if (size === 'huge') {
    // The side zones end at the cross line (y = cy); the auxiliary zones run from it to the rear pair.
    const cy = half - HUGE_ARC_LINES.cross;
    switch (zone) {
      case 'front': return [beside(0, fy, w, fs, true), beside(0, fy, -w, fs, false)];
      case 'rear': return [beside(0, ry, w, rs, false), beside(0, ry, -w, rs, true)];
      case 'right': return [beside(0, fy, w, fs, false), { nx: 0, ny: 1, c: cy }, { nx: 1, ny: 0, c: 0 }];
      case 'left': return [beside(0, fy, -w, fs, true), { nx: 0, ny: 1, c: cy }, { nx: -1, ny: 0, c: 0 }];
      case 'rightAuxiliary': return [{ nx: 0, ny: -1, c: -cy }, beside(0, ry, w, rs, true), { nx: 1, ny: 0, c: 0 }];
      case 'leftAuxiliary': return [{ nx: 0, ny: -1, c: -cy }, beside(0, ry, -w, rs, false), { nx: -1, ny: 0, c: 0 }];
    }
  }
  switch (zone) {
    case 'front': return [beside(0, fy, w, fs, true), beside(0, fy, -w, fs, false)];
    case 'rear': return [beside(0, ry, w, rs, false), beside(0, ry, -w, rs, true)];
    case 'right': return [beside(0, fy, w, fs, false), beside(0, ry, w, rs, true), { nx: 1, ny: 0, c: 0 }];
    case 'left': return [beside(0, fy, -w, fs, true), beside(0, ry, -w, rs, false), { nx: -1, ny: 0, c: 0 }];
    case 'leftAuxiliary':
    case 'rightAuxiliary':
      return null;
  }
}
