/** Number and pose formatting for trace notes and descriptions. */
import type { Pose } from '../geometry/shapes.ts';

export function mm(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return `${Object.is(rounded, -0) ? 0 : rounded}`;
}

export function poseText(pose: Pose): string {
  return `(${mm(pose.x)}, ${mm(pose.y)}) heading ${mm(pose.heading)}`;
}

/** Rounds a pose for output to a micrometre (well inside the 0.05 mm the checks use). */
export function roundPose(pose: Pose): Pose {
  const heading = micro(pose.heading);
  return { x: micro(pose.x), y: micro(pose.y), heading: heading >= 360 ? heading - 360 : heading };
}

/** A number rounded to a micrometre (1e-6 mm) for output. */
export function micro(value: number): number {
  const n = Math.round(value * 1e6) / 1e6;
  return Object.is(n, -0) ? 0 : n;
}
