/**
 * Ship base sizes (`armada.base.sizes`, `armada.huge.dims`), width x length in mm.
 *
 * `overlap`: the whole plastic base with shield dials and frames (Rules Reference Guide sizes),
 * used for every overlap test (`armada.overlap.definition`).
 * `inner`: the base without shield-dial frames, used for the play-area edge and the closest-ship
 * measurement; no official figure exists, the defaults are the extents of
 * Valadian/TabletopSimulatorIncludeDir `TTS_armada/src/Global.ttslua` `ship_size` (armada Q2).
 * Shield-dial centres (`shieldDials`, half-offsets right/forward) are from the same file
 * (`shield_pos`, inches converted), for drawing only.
 */
import type { BaseSize } from './ship-record.ts';

export interface BaseDims {
  readonly width: number;
  readonly length: number;
}

export interface BaseSpec {
  readonly overlap: BaseDims;
  readonly inner: BaseDims;
  /** Centre offset of the side shield dials (right, forward) from the base centre, mm. */
  readonly shieldDials: { readonly side: number; readonly along: number };
  /** For huge ships: the rear base's length (its front edge carries the tool notches, `armada.huge.notch`). */
  readonly notchBaseLength: number;
}

const INCH = 25.4;

/** One large base: 77.5 x 129 (RRG); inner 76 x 129 (TTS-V). */
export const LARGE_BASE: BaseDims = { width: 77.5, length: 129 };

/**
 * Huge ship (`armada.huge.dims`, armada Q4): two large bases, the footprint is the rectangle
 * spanning both. TTS-V puts the rear base's far edge 2.539 x 3 + 3.68 in behind the front base's
 * centre, so the whole body is that plus half a large base long (about 351.4 mm; gap about 93.4 mm).
 */
export const HUGE_LENGTH = (2.539 * 3 + 3.68) * INCH + LARGE_BASE.length / 2;

export const BASES: { readonly [S in BaseSize]: BaseSpec } = {
  small: {
    overlap: { width: 43, length: 71 },
    inner: { width: 41, length: 71 },
    shieldDials: { side: 0.634 * INCH, along: 1.176 * INCH },
    notchBaseLength: 71,
  },
  medium: {
    overlap: { width: 63, length: 102 },
    inner: { width: 61, length: 102 },
    shieldDials: { side: 1.028 * INCH, along: 1.835 * INCH },
    notchBaseLength: 102,
  },
  large: {
    overlap: LARGE_BASE,
    inner: { width: 76, length: 129 },
    shieldDials: { side: 1.323 * INCH, along: 2.377 * INCH },
    notchBaseLength: 129,
  },
  huge: {
    overlap: { width: LARGE_BASE.width, length: HUGE_LENGTH },
    inner: { width: 76, length: HUGE_LENGTH },
    shieldDials: { side: 1.323 * INCH, along: 2.377 * INCH },
    notchBaseLength: LARGE_BASE.length,
  },
};

/**
 * Where the tool notches are, lengthwise from the centre of the whole footprint
 * (`armada.tool.dims`: level with the front edge of the notched base; for a huge ship the rear base,
 * `armada.huge.notch`).
 */
export function notchForward(size: BaseSize): number {
  const spec = BASES[size];
  return -spec.overlap.length / 2 + spec.notchBaseLength;
}

/** Squadron base diameter 34 mm (`armada.squadron.base`, armada Q3; AlphArmada radius 17 mm). */
export const SQUADRON_RADIUS = 17;
