/** What the engine can be tuned with: the tool's dimensions and the collision strategy. */
import type { CollisionOptions } from './exact.ts';
import { FAST } from './exact.ts';
import type { ToolDims } from './tool-dims.ts';
import { TOOL } from './tool-dims.ts';

export interface EngineConfig {
  readonly dims: ToolDims;
  readonly collision: CollisionOptions;
  /** Whether plan measures each course's exposure and targets (issue 12); off, courses carry neither. */
  readonly exposure: boolean;
}

export const DEFAULT_CONFIG: EngineConfig = { dims: TOOL, collision: FAST, exposure: true };
