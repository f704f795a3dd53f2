/** Number and pose formatting for trace notes and descriptions. */
import { normaliseHeading } from '../geometry/index.ts';
import type { Pose } from '../geometry/shapes.ts';

export function mm(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return `${Object.is(rounded, -0) ? 0 : rounded}`;
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
