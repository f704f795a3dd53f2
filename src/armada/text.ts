/** Numbers and poses as the trace and the text descriptions print them (mm to 0.01). */
import type { Pose } from '../geometry/shapes.ts';

/**
 * `value` rounded to 0.01 with two decimals: `(Math.round(value * 100) / 100).toFixed(2)`, which
 * a plan prints a few times per course. The digits are those of the integer n = round(value * 100)
 * (n / 100 is the double nearest to that decimal, and below 1e13 its error is far under 0.005, so
 * toFixed rounds back to n), written without toFixed's general decimal conversion; larger or
 * non-finite values take the general path.
 */
export function mm(value: number): string {
  const n = Math.round(value * 100);
  if (!(Math.abs(n) < 1e15)) return (n / 100).toFixed(2);
  const cents = Math.abs(n);
  const whole = Math.floor(cents / 100);
  const rest = cents - whole * 100;
  // A negative n prints its sign; -0 (a value just below 0 rounded up) prints none, as toFixed does.
  return n < 0 ? `-${whole}.${CENTS[rest]!}` : `${whole}.${CENTS[rest]!}`;
}

/** "00" to "99": the two decimals of a rounded value, written once. */
const CENTS: readonly string[] = Array.from({ length: 100 }, (_, k) => (k < 10 ? `0${k}` : `${k}`));

export function poseText(pose: Pose): string {
  return `(${mm(pose.x)}, ${mm(pose.y)}) heading ${mm(pose.heading)}`;
}
