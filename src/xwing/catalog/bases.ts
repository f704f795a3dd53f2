/**
 * Ship bases (xwing.base.sizes, xwing.base.guides).
 * Sources: TTS2 `Dim.lua` mm_baseSize, DB, FC SHIPSTAND_SIZE_CM (40 / 60 / 80 mm squares);
 * huge bases 80 wide, about 195 long (GR-75, Gozanti, C-ROC) or about 224 long (CR90, Raider)
 * per JMT `ShipBase.js` and VAS; the per-type length is uncertain (xwing Q5).
 */
export type BaseSize = 'small' | 'medium' | 'large' | 'huge';

export interface Base {
  readonly size: BaseSize;
  /** Across, left to right (mm). */
  readonly width: number;
  /** Along the heading, front to back (mm): the distance between the front and rear hashmarks. */
  readonly length: number;
}

/** Side of the square standard bases (xwing.base.sizes). */
export const STANDARD_BASE_SIDE: { readonly [S in Exclude<BaseSize, 'huge'>]: number } = {
  small: 40,
  medium: 60,
  large: 80,
};

/** Huge base lengths by xws id (xwing.base.sizes, xwing Q5): 195 for the short hulls, 224 for the long ones. */
export const HUGE_BASE_LENGTH: Readonly<Record<string, number>> = {
  croccruiser: 195,
  gozanticlasscruiser: 195,
  gr75mediumtransport: 195,
  cr90corelliancorvette: 224,
  raiderclasscorvette: 224,
  tridentclassassaultship: 224,
};

export const HUGE_BASE_WIDTH = 80;

export function baseOf(size: BaseSize, xws: string): Base {
  if (size === 'huge') return { size, width: HUGE_BASE_WIDTH, length: HUGE_BASE_LENGTH[xws] ?? 224 };
  const side = STANDARD_BASE_SIDE[size];
  return { size, width: side, length: side };
}

/** Ion tokens that make a ship ionized (xwing.ion): 1 / 2 / 3 for small / medium / large, 6 for huge (xwing.huge.ion). */
export const ION_THRESHOLD: { readonly [S in BaseSize]: number } = { small: 1, medium: 2, large: 3, huge: 6 };
