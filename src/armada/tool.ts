/**
 * The maneuver tool as geometry (`armada.tool.structure`, `armada.tool.pose`,
 * `armada.tool.footprint`, `armada.speed0.yaw`, `armada.huge.notch`). Everything here is in the
 * moving ship's starting frame (x = right, y = forward, origin at the centre of its whole
 * footprint); `placeInTable` turns a local result into a table pose.
 */
import type { Point, Pose, Shape } from '../geometry/shapes.ts';
import { normaliseHeading, toTable } from '../geometry/index.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import { BASES, notchForward } from './catalog/bases.ts';
import type { ToolDims } from './tool-dims.ts';

export type Side = 'left' | 'right';

const RAD = Math.PI / 180;

/** The notch reference point P0 on side `side` (`armada.tool.dims`): on the tool centre line, level with the notched base's front edge. */
export function notchPoint(size: BaseSize, side: Side, dims: ToolDims): Point {
  const across = BASES[size].overlap.width / 2 + dims.width / 2;
  return { x: side === 'right' ? across : -across, y: notchForward(size) };
}

/** Turns a vector clockwise by `degrees` (R(t) of `armada.tool.pose`). */
export function rotate(v: Point, degrees: number): Point {
  const c = Math.cos(degrees * RAD);
  const s = Math.sin(degrees * RAD);
  return { x: v.x * c + v.y * s, y: -v.x * s + v.y * c };
}

function along(from: Point, length: number, headingDegrees: number): Point {
  return { x: from.x + length * Math.sin(headingDegrees * RAD), y: from.y + length * Math.cos(headingDegrees * RAD) };
}

/** A course's result in the ship's starting frame. */
export interface LocalCourse {
  /** The tool's centre line actually used: P0, pivot 1..n, P1 (`armada.tool.footprint`). */
  readonly chain: readonly Point[];
  /** New centre of the whole footprint. */
  readonly centre: Point;
  /** Heading change, degrees (theta_n). */
  readonly turn: number;
}

/**
 * `armada.tool.pose`: speed n >= 1 with clicks c_1..c_n. Headings theta_k = theta_(k-1) + click x c_k;
 * from P0 go L_first along theta_0, L_seg along theta_k for k = 1..n-1, then L_last along theta_n
 * to P1; the new centre is P1 - R(theta_n) P0 (the old centre is the origin).
 */
export function courseLocal(size: BaseSize, side: Side, clicks: readonly number[], dims: ToolDims): LocalCourse {
  const p0 = notchPoint(size, side, dims);
  const chain: Point[] = [p0];
  let heading = 0;
  let point = along(p0, dims.firstLength, 0);
  chain.push(point);
  for (let k = 0; k < clicks.length; k++) {
    heading += dims.clickDegrees * clicks[k]!;
    const length = k === clicks.length - 1 ? dims.lastLength : dims.segmentLength;
    point = along(point, length, heading);
    chain.push(point);
  }
  const turned = rotate(p0, heading);
  return { chain, centre: { x: point.x - turned.x, y: point.y - turned.y }, turn: heading };
}

/**
 * `armada.speed0.yaw` (armada Q8): the last piece goes into the notches on the side matching the
 * direction; the ship turns about the last pivot, L_last behind P0 on the tool centre line:
 * new centre = Q - R(theta) Q with Q that pivot.
 */
export function speedZeroYawLocal(size: BaseSize, clicks: number, dims: ToolDims): LocalCourse {
  const side: Side = clicks >= 0 ? 'right' : 'left';
  const p0 = notchPoint(size, side, dims);
  const pivot = { x: p0.x, y: p0.y - dims.lastLength };
  const turn = dims.clickDegrees * clicks;
  const turned = rotate(pivot, turn);
  const p1 = along(pivot, dims.lastLength, turn);
  return { chain: [pivot, p1], centre: { x: pivot.x - turned.x, y: pivot.y - turned.y }, turn };
}

/** The table pose of a local course result. */
export function placeInTable(start: Pose, local: LocalCourse): Pose {
  const centre = toTable(start, local.centre);
  return { x: centre.x, y: centre.y, heading: normaliseHeading(start.heading + local.turn) };
}

/**
 * `armada.tool.footprint` (a model choice, armada Q7): a strip of the tool's width on each piece of
 * the chain, plus a disc of the tool's width at each pivot, in table coordinates.
 */
export function toolFootprint(start: Pose, chain: readonly Point[], dims: ToolDims): Shape[] {
  const table = chain.map((p) => toTable(start, p));
  const shapes: Shape[] = [];
  for (let i = 0; i + 1 < table.length; i++) shapes.push({ kind: 'strip', from: table[i]!, to: table[i + 1]!, width: dims.width });
  for (let i = 1; i + 1 < table.length; i++) shapes.push({ kind: 'circle', x: table[i]!.x, y: table[i]!.y, radius: dims.width / 2 });
  return shapes;
}
