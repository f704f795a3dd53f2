import type { Game, Result } from '../../src/index.ts';
import type { Measurement } from '../../src/core/measure.ts';
import { fail, ok } from '../../src/core/issue.ts';
import { prepareLoaded } from '../../src/engines-lazy.ts';
import type { Point, Shape } from '../../src/geometry/index.ts';
import { distance } from '../../src/geometry/index.ts';
import type { SceneItem } from '../../src/render/scene.ts';

/**
 * What the range ruler and the arcs need of a game, computed by the library: the pieces that can
 * be measured, each one's base as the rules measure it (X-Wing: the base; Armada: the inner
 * footprint without shield-dial frames, and the squadron disc), its firing-arc lines (the engines'
 * own drawing of them), the library's `measure` between two pieces, and the range bands with their
 * edges. Pure (no DOM): the page only draws what these return.
 */

/** Which bands the ruler reads: X-Wing range 0-5; Armada close / medium / long range, or distance 1-5. */
export type RulerBands = 'range' | 'distance';

export interface MeasurablePiece {
  readonly id: string;
  readonly kind: 'ship' | 'squadron';
  readonly owner: string | undefined;
}

/** A table prepared for measuring (the scenario as drawn: a moved ship where its move ends). */
export interface MeasuringTable {
  readonly pieces: readonly MeasurablePiece[];
  /** The base as the rules measure it, or null for an unknown id. */
  shapeOf(id: string): Shape | null;
  /** The firing-arc lines of a ship (empty for squadrons). */
  arcsOf(id: string): SceneItem[];
  /** The library's `measure` from piece `from` to piece `to`. */
  measure(from: string, to: string): Result<Measurement>;
}

/** A band edge drawn on the ruler: its distance from the base in mm and its name. */
export interface BandEdge {
  readonly mm: number;
  readonly label: string;
  /** Beyond attack range (X-Wing range 4-5): drawn fainter. */
  readonly far: boolean;
}

export interface GameMeasuring {
  /** The ruler's modes, the first being the default. */
  readonly bands: readonly RulerBands[];
  table(document: unknown): Result<MeasuringTable>;
  /** The band of a measurement in mm, in words ("range 2", "medium range, distance 3"). */
  band(mode: RulerBands, mm: number): string;
  edges(mode: RulerBands): readonly BandEdge[];
}

/** The games with range and arcs (TI4 has none). */
export const MEASURING: Partial<Record<Game, GameMeasuring>> = {};

/**
 * Each game's measuring comes with its code (`game-parts.ts` loads it with the game): X-Wing and
 * Armada put theirs here once loaded, so `MEASURING[game]` is there whenever the game is shown.
 */
export function provideMeasuring(game: Game, measuring: GameMeasuring): void {
  MEASURING[game] = measuring;
}

type Loose = Record<string, unknown>;

/**
 * The scenario as the board shows it: without its move, and the moved ship (or squadron) where the
 * move ended, so the ruler measures from what is drawn. Unchanged when there is no outcome with a
 * final position.
 */
export function asDrawn(document: unknown, outcome: unknown): unknown {
  const moved = outcome as { ship?: unknown; pose?: unknown } | null;
  const prepared = prepareLoaded(document);
  if (prepared === null || !prepared.ok) return document;
  const bare: Loose = { ...prepared.value.withoutMove() };
  if (moved === null || typeof moved.ship !== 'string' || typeof moved.pose !== 'object' || moved.pose === null) return bare;
  const ships = Array.isArray(bare.ships) ? (bare.ships as Loose[]) : [];
  return { ...bare, ships: ships.map((s) => (s.id === moved.ship ? { ...s, pose: moved.pose } : s)) };
}

/** The library's answer from a piece's base to a point of the table (the pointer). */
export interface PointReading {
  readonly from: string;
  /** mm from the closest point of the base to the point (0 inside the base). */
  readonly distance: number;
  readonly closest: { readonly from: Point; readonly to: Point };
  readonly band: string;
}

/** The kernel measures between shapes: the pointer is a disc this small (its radius is added back). */
const POINT_RADIUS = 1e-7;

export function measureToPoint(game: GameMeasuring, table: MeasuringTable, mode: RulerBands, from: string, point: Point): Result<PointReading> {
  const shape = table.shapeOf(from);
  if (shape === null) return fail([{ path: 'from', rule: 'reference', message: `no piece ${JSON.stringify(from)} to measure from` }]);
  const gap = distance(shape, { kind: 'circle', x: point.x, y: point.y, radius: POINT_RADIUS });
  if (!Number.isFinite(gap.distance)) return fail([{ path: 'to', rule: 'internal', message: 'the pointer could not be measured' }]);
  const mm = gap.distance === 0 ? 0 : gap.distance + POINT_RADIUS;
  return ok({ from, distance: mm, closest: { from: gap.a, to: point }, band: game.band(mode, mm) });
}
