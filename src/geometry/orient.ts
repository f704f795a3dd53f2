/**
 * Orientation in the table frame (+y up): positive when c lies to the left of the directed line
 * a -> b (counter-clockwise turn). robust-predicates measures in a y-down frame, hence the sign flip.
 * Exact (adaptive precision).
 */
import { orient2d } from 'robust-predicates';

export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return -orient2d(ax, ay, bx, by, cx, cy);
}
