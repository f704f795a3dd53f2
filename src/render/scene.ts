import type { Point, Shape } from '../geometry/shapes.ts';

/**
 * A scene: what a game engine wants drawn, as plain geometry in the table frame (y up).
 * Each engine builds its scene; `sceneToSvg` (the renderer) turns any scene into SVG, and the
 * planner page hit-tests items by `id`. No colours here: the renderer styles by `role`,
 * `owner` and `outcome`.
 */

export interface Polyline {
  readonly kind: 'polyline';
  readonly points: readonly Point[];
}

export interface Label {
  readonly kind: 'text';
  readonly x: number;
  readonly y: number;
  readonly text: string;
  /** Font size in mm (default chosen by the renderer). */
  readonly size?: number;
  /** Which end of the text sits at (x, y) (default: its middle). */
  readonly anchor?: 'start' | 'middle' | 'end';
}

/** A flat- or pointy-topped regular hexagon (TI4 systems): centre and circumradius. */
export interface Hex {
  readonly kind: 'hex';
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly flatTop: boolean;
}

export type SceneShape = Shape | Polyline | Label | Hex;

export type SceneRole =
  | 'play-area'
  | 'ship' // a ship that is not moving
  | 'ship-start' // the mover's starting position (ghosted)
  | 'ship-final' // the mover's final position
  | 'ship-front' // a marker of a ship's front (arc line or notch)
  | 'shield-frame' // Armada shield dials and frames
  | 'squadron'
  | 'displaced' // a squadron where it was placed after being displaced
  | 'obstacle'
  | 'tool' // Armada maneuver tool
  | 'template' // X-Wing template
  | 'path' // the path a partial execution backed along, or a TI4 route
  | 'ghost' // one option of a plan
  | 'witness' // a measured distance (closest ship)
  | 'hex'
  | 'hyperlane'
  | 'wormhole'
  | 'anomaly'
  | 'planet'
  | 'unit'
  | 'label'
  | 'violation' // where a rule was broken (TI4: the system of a violation); its title says which
  | 'hull-zone' // Armada: the lines that split a base into its hull zones
  | 'threat'; // TI4 threat map: a system enemy ships can reach next round (outcome "clean": none can, it is safe)

export type SceneOutcome = 'clean' | 'overlap' | 'obstacle' | 'destroyed' | 'fled' | 'illegal' | 'reachable' | 'unreachable' | 'active';

export interface SceneItem {
  readonly shape: SceneShape;
  readonly role: SceneRole;
  /** The scenario object this item draws (ship, squadron, obstacle, unit or system id). */
  readonly id?: string;
  readonly owner?: string;
  /** Overlapped, touching, displaced, ...: emphasised by the renderer. */
  readonly highlight?: boolean;
  readonly outcome?: SceneOutcome;
  /** Short hover text. */
  readonly title?: string;
  /**
   * A few characters drawn on the piece itself, in a colour that reads on its fill (a TI4 unit's
   * type letter and count: "Dn", "F×3").
   */
  readonly badge?: string;
  /** Badge text size in mm (default: to fit the piece). */
  readonly badgeSize?: number;
  /** A stack drawn as one piece: the ids of every object in it (the first is `id`). */
  readonly members?: readonly string[];
  /** A short accessible name for the piece (the page's screen-reader label; default: the title). */
  readonly label?: string;
  /**
   * For an option of a plan: the top-level scenario fields that choose it (`{ maneuver: {...} }`,
   * `{ moves: [...] }`), so the page can pick an option by a click on its ghost.
   */
  readonly pick?: Readonly<Record<string, unknown>>;
  /** For an option of a plan: the group it is filtered by in the page ("speed 2"). */
  readonly group?: string;
}

export interface Scene {
  /** The game that drew it (a registry id such as "armada"); the renderer only labels the SVG with it. */
  readonly game: string;
  /** What a highlighted item means on this board (legend text); default "overlapped / touched". */
  readonly highlightMeaning?: string;
  /** The drawn region in table coordinates (x0, y0 at the bottom-left). */
  readonly bounds: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly items: readonly SceneItem[];
}

export interface SceneOptions {
  /** Draw every option of `plan` as ghosts coloured by outcome ("show all options"). */
  readonly plan?: boolean;
}
