/**
 * The range ruler's bands in mm (`armada.range.bands`): the outer edge of each distance band and
 * of each range band. The defaults follow AlphArmada's figures, the most precise of the published
 * sets (the rules reference compares JMT, AlphArmada, PYM and the Tabletop Simulator mod: all
 * agree within 2 mm). A measurement exactly on a band's edge is in the nearer band
 * (`armada.range.measure`: compare with <=, within the 1e-6 mm contact tolerance).
 */
import { CONTACT_TOLERANCE } from '../../geometry/shapes.ts';

/** Outer edges of distance 1 to 5. */
export const DISTANCE_BANDS = [76.5, 124.5, 185.5, 245.5, 304.8] as const;

/** Outer edges of close, medium and long range. */
export const RANGE_BANDS = { close: 123.3, medium: 186.5, long: 304.8 } as const;

export type ArmadaRange = 'close' | 'medium' | 'long' | 'beyond';

/** The distance band (1-5) of a measurement in mm, or null beyond distance 5; on an edge (within the contact tolerance) the nearer band. */
export function distanceBandOf(mm: number): number | null {
  const band = DISTANCE_BANDS.findIndex((edge) => mm <= edge + CONTACT_TOLERANCE);
  return band < 0 ? null : band + 1;
}

/** The range band of a measurement in mm; on an edge (within the contact tolerance) the nearer band. */
export function rangeOf(mm: number): ArmadaRange {
  if (mm <= RANGE_BANDS.close + CONTACT_TOLERANCE) return 'close';
  if (mm <= RANGE_BANDS.medium + CONTACT_TOLERANCE) return 'medium';
  if (mm <= RANGE_BANDS.long + CONTACT_TOLERANCE) return 'long';
  return 'beyond';
}
