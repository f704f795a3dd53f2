/** Number and pose formatting for trace notes and descriptions. */
import type { Pose } from '../geometry/shapes.ts';
import { normaliseHeading } from '../geometry/index.ts';

export function mm(value: number): string {
  const k = Math.round(value * 1000);
  // Below 1e12 thousandths (1e9 mm) two decimals 0.001 apart are different doubles, so the shortest
  // decimal of k / 1000 (what JavaScript prints) is k's digits with the point put back and trailing
  // zeros cut: written from integers, which is several times faster than printing the double.
  if (Math.abs(k) < 1e12) return thousandths(k);
  const rounded = k / 1000;
  return `${Object.is(rounded, -0) ? 0 : rounded}`;
}

const ZEROS = ['', '0', '00'] as const;

/** The decimal part of f / 1000 for f in 0..999 as JavaScript prints it: '' for 0, '.5' for 500, '.007' for 7. */
function fraction(f: number): string {
  if (f === 0) return '';
  let frac = f;
  let digits = 3;
  while (frac % 10 === 0) {
    frac /= 10;
    digits -= 1;
  }
  const text = `${frac}`;
  return `.${ZEROS[digits - text.length]}${text}`;
}

/** `fraction(f)` for every f in 0..999, written once: a trace prints a few hundred numbers per plan. */
const FRACTIONS: readonly string[] = Array.from({ length: 1000 }, (_, f) => fraction(f));

/** `${k / 1000}` for an integer k with |k| < 1e12 (0 for -0). */
function thousandths(k: number): string {
  if (k === 0) return '0';
  const a = Math.abs(k);
  const whole = Math.floor(a / 1000);
  const text = `${whole}${FRACTIONS[a - whole * 1000]!}`;
  return k < 0 ? `-${text}` : text;
}

export function poseText(pose: Pose): string {
  return `(${mm(pose.x)}, ${mm(pose.y)}) heading ${mm(pose.heading)}`;
}

/** Rounds a pose for output to a micrometre (well inside the 0.05 mm the checks use), heading in [0, 360). */
export function roundPose(pose: Pose): Pose {
  return { x: micro(pose.x), y: micro(pose.y), heading: micro(normaliseHeading(micro(pose.heading))) };
}

/** A number rounded to a micrometre (1e-6 mm) for output. */
export function micro(value: number): number {
  const n = Math.round(value * 1e6) / 1e6;
  return Object.is(n, -0) ? 0 : n;
}
