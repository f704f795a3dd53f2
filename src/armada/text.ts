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
  return n < 0 ? `-${wholeDot(whole)}${CENTS[rest]!}` : wholeDot(whole) + CENTS[rest]!;
}

/** "00" to "99": the two decimals of a rounded value, written once. */
const CENTS: readonly string[] = Array.from({ length: 100 }, (_, k) => (k < 10 ? `0${k}` : `${k}`));
/** The decimals followed by what poseText prints after x and after y. */
const CENTS_COMMA: readonly string[] = CENTS.map((c) => `${c}, `);
const CENTS_HEADING: readonly string[] = CENTS.map((c) => `${c}) heading `);

/**
 * Whole millimetres below this print from kept strings (a table is 1828.8 mm long; a heading is
 * below 360): `${whole}.` and `(${whole}.`, each made the first time it is printed ('' until then).
 */
const KEPT_WHOLE = 4096;
const WHOLE_DOT: string[] = new Array<string>(KEPT_WHOLE).fill('');
const OPEN_WHOLE_DOT: string[] = new Array<string>(KEPT_WHOLE).fill('');

/** `${whole}.` for a whole number >= 0 (kept below KEPT_WHOLE: the number's conversion was most of mm's time). */
function wholeDot(whole: number): string {
  if (!(whole < KEPT_WHOLE)) return `${whole}.`;
  const kept = WHOLE_DOT[whole]!;
  return kept !== '' ? kept : (WHOLE_DOT[whole] = `${whole}.`);
}

function openWholeDot(whole: number): string {
  const kept = OPEN_WHOLE_DOT[whole]!;
  return kept !== '' ? kept : (OPEN_WHOLE_DOT[whole] = `(${whole}.`);
}

/**
 * `(${mm(x)}, ${mm(y)}) heading ${mm(heading)}`. When all three round to values in
 * [0, KEPT_WHOLE), it is joined from kept pieces (five joins instead of eleven, no number
 * converted): the same digits as mm's, since each piece is mm's own `whole` and `rest`.
 */
export function poseText(pose: Pose): string {
  const x = Math.round(pose.x * 100);
  const y = Math.round(pose.y * 100);
  const h = Math.round(pose.heading * 100);
  // n >= 0 holds for -0 too, which mm prints without a sign; NaN fails it.
  if (x >= 0 && x < KEPT_WHOLE * 100 && y >= 0 && y < KEPT_WHOLE * 100 && h >= 0 && h < KEPT_WHOLE * 100) {
    const wx = Math.floor(x / 100);
    const wy = Math.floor(y / 100);
    const wh = Math.floor(h / 100);
    return openWholeDot(wx) + CENTS_COMMA[x - wx * 100]! + wholeDot(wy) + CENTS_HEADING[y - wy * 100]! + wholeDot(wh) + CENTS[h - wh * 100]!;
  }
  return `(${mm(pose.x)}, ${mm(pose.y)}) heading ${mm(pose.heading)}`;
}
