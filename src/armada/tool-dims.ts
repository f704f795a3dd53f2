/**
 * The maneuver tool's dimensions, in one place (`armada.tool.dims`, `armada.tool.click`).
 * No official drawing exists: defaults from tantive4/AlphArmada `armada_game/helpers/measurement.py`
 * (TOOL_LENGTH, TOOL_PART_LENGTH, TOOL_WIDTH), confirmed within about 2 mm by the Tabletop Simulator
 * ruler of Valadian/TabletopSimulatorIncludeDir (armada Q7). Every engine function takes a
 * `ToolDims` so another set can be tried; `TOOL` is the default. The tool is rigid: no allowance
 * for the flex of a physical tool beyond the contact tolerance (`armada.tool.flex`, docs/armada-rulings.md).
 */
export interface ToolDims {
  /** Degrees one click turns a joint (`armada.tool.click`). */
  readonly clickDegrees: number;
  /** Notch reference point to the joint-1 pivot. */
  readonly firstLength: number;
  /** Pivot k to pivot k + 1. */
  readonly segmentLength: number;
  /** The last used pivot to the ship's notch reference point. */
  readonly lastLength: number;
  /** Tool width; its centre line runs width / 2 outside the base's side edge. */
  readonly width: number;
}

export const TOOL: ToolDims = {
  clickDegrees: 22.5,
  firstLength: 46.13,
  segmentLength: 68.4,
  lastLength: 22.27,
  width: 15.25,
};

/** At most 2 clicks either way on any joint, whatever modifies it (`armada.yaw.max`). */
export const MAX_CLICKS = 2;

/** The highest printed speed on any ship (`armada.tool.structure`). */
export const MAX_SPEED = 4;
