/** Numbers and poses as the trace and the text descriptions print them (mm to 0.01). */
import type { Pose } from '../geometry/shapes.ts';

export function mm(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

export function poseText(pose: Pose): string {
  return `(${mm(pose.x)}, ${mm(pose.y)}) heading ${mm(pose.heading)}`;
}
