/**
 * `normaliseHeading` (geometry/index.ts) with a fast path: a heading already in (0, 360) is itself,
 * and both zeros are 0, without the floating-point remainder (a slow library call on V8) that every
 * other heading still takes. The same number for every input; the tests compare the two.
 */
import { normaliseHeading } from './index.ts';

export function heading360(degrees: number): number {
  if (degrees > 0 && degrees < 360) return degrees;
  if (degrees === 0) return 0;
  return normaliseHeading(degrees);
}
