/**
 * Sines and cosines of angles in degrees, exact at multiples of 90 degrees (so a ship at heading 90
 * has corners with exactly the coordinates the rules give, and bases touching at right angles stay
 * exactly touching).
 */

function reduce(degrees: number): number {
  if (degrees >= 0 && degrees < 360) return degrees; // the common case, without the slow floating-point %
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

export function sinDeg(degrees: number): number {
  const n = reduce(degrees);
  if (n === 0 || n === 180) return 0;
  if (n === 90) return 1;
  if (n === 270) return -1;
  return Math.sin((n * Math.PI) / 180);
}

export function cosDeg(degrees: number): number {
  const n = reduce(degrees);
  if (n === 90 || n === 270) return 0;
  if (n === 0) return 1;
  if (n === 180) return -1;
  return Math.cos((n * Math.PI) / 180);
}
