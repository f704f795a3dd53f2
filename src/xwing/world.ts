/**
 * The scenario as the rules see it: every ship with its catalog base and footprint, every obstacle
 * as a polygon, the play area and the rule set: the prepared world, built once per scenario (see
 * check.ts `prepareWorld`); resolve, plan and scene read it.
 */
import type { Issue } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { HintBudget } from '../core/suggest.ts';
import type { Point, Polygon, Pose, Rect } from '../geometry/shapes.ts';
import type { Body } from '../geometry/index.ts';
import { prepare } from '../geometry/index.ts';
import { cosDeg, sinDeg } from '../geometry/angle.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import type { Box } from './bounds.ts';
import { boxOf } from './bounds.ts';
import type { Base } from './catalog/bases.ts';
import type { ObstacleType } from './catalog/obstacles.ts';
import { obstacleShapeIndex } from './catalog/obstacle-outlines.ts';
import type { ShipType } from './catalog/ship-types.ts';
import { shipTypeIndex } from './catalog/ship-types.ts';
import { hypot } from '../geometry/hypot.ts';
import { mapped } from './packed.ts';

/** xwing.area.size: 3 ft x 3 ft. */
export const DEFAULT_PLAY_AREA = { width: 914.4, height: 914.4 } as const;

export type RuleSet = '2.0' | '2.5';

export interface ShipState {
  readonly id: string;
  readonly index: number;
  readonly type: ShipType;
  readonly owner: string | undefined;
  readonly pose: Pose;
  readonly base: Base;
  readonly rect: Rect;
  /** Half the base diagonal: every base point is within this of the centre (broad phase). */
  readonly radius: number;
  readonly box: Box;
  /** The base prepared (on first use) for the kernel's hot-path predicates. */
  readonly body: Body;
  readonly stress: number;
  readonly strain: number;
  readonly ion: number;
  readonly force: number | undefined;
  readonly cloaked: boolean;
  /** Tractor tokens (xwing.tractor). */
  readonly tractor: number;
  readonly actions: readonly string[] | undefined;
  /** Templates the ship may side-slip with, granted by a card (xwing.maneuver.sideslip). */
  readonly sideslip: readonly ('bank' | 'turn')[];
  /** A card's bank-template barrel roll (xwing.bankroll): every roll ("must") or the player's choice ("may"). */
  readonly bankRoll?: 'must' | 'may';
  /** The friendly carrier it can dock with (2.5, xwing.partial.dock). */
  readonly docksWith: string | undefined;
}

export interface ObstacleState {
  readonly id: string;
  readonly index: number;
  readonly type: ObstacleType;
  readonly shape: Polygon;
  /** Bounding circle (broad phase). */
  readonly centre: Point;
  readonly radius: number;
  readonly box: Box;
  readonly body: Body;
}

export interface World {
  /** The scenario the world was prepared from (read, never changed). */
  readonly scenario: XwingScenario;
  readonly rules: RuleSet;
  readonly width: number;
  readonly height: number;
  readonly ships: readonly ShipState[];
  readonly obstacles: readonly ObstacleState[];
}

/**
 * An obstacle of the world; its body (a polygon's convex pieces) is prepared on first use. A class
 * rather than an object literal with a getter, which V8 keeps in slow dictionary mode.
 */
class Obstacle implements ObstacleState {
  readonly box: Box;
  #body: Body | null = null;
  constructor(
    readonly id: string,
    readonly index: number,
    readonly type: ObstacleType,
    readonly shape: Polygon,
    readonly centre: Point,
    readonly radius: number,
  ) {
    this.box = boxOf(shape);
  }
  get body(): Body {
    return (this.#body ??= prepare(this.shape));
  }
}

/** Obstacle `type` names: kinds (placeholder octagons) and pieces by XWS id (real outlines). */
export const obstacleTypeIndex = obstacleShapeIndex;

export function baseRect(pose: Pose, base: Base): Rect {
  return { kind: 'rect', x: pose.x, y: pose.y, heading: pose.heading, width: base.width, length: base.length };
}

export function halfDiagonal(base: Base): number {
  return hypot(base.width, base.length) / 2;
}

/** Catalog and reference problems of a scenario. */
export function worldIssues(scenario: XwingScenario): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  const budget = new HintBudget();
  scenario.ships.forEach((ship, i) => {
    if (shipTypeIndex.get(ship.type) === undefined) {
      issues.push({ path: `ships[${i}].type`, rule: 'xwing.data.dials', message: shipTypeIndex.unknownMessage('ship type', ship.type, budget) });
    }
    if (seen.has(ship.id)) issues.push({ path: `ships[${i}].id`, rule: 'schema', message: `duplicate id ${quote(ship.id)}` });
    seen.add(ship.id);
  });
  scenario.obstacles.forEach((obstacle, i) => {
    if (obstacleTypeIndex.get(obstacle.type) === undefined) {
      issues.push({ path: `obstacles[${i}].type`, rule: 'xwing.obstacle.catalog', message: obstacleTypeIndex.unknownMessage('obstacle type', obstacle.type, budget) });
    }
    if (seen.has(obstacle.id)) issues.push({ path: `obstacles[${i}].id`, rule: 'schema', message: `duplicate id ${quote(obstacle.id)}` });
    seen.add(obstacle.id);
  });
  return issues;
}

/**
 * Ship types by the name as written in scenarios: the catalog look-up normalises the name each
 * time, and a plan's world is built again for every request. Only names found are kept, and at most
 * 4096 of them (a scenario's names are few; the catalog's own spellings are the usual ones).
 */
const typeByName = new Map<string, ShipType>();

function shipTypeNamed(name: string): ShipType | undefined {
  const known = typeByName.get(name);
  if (known !== undefined) return known;
  const found = shipTypeIndex.get(name);
  if (found !== undefined && typeByName.size < 4096) typeByName.set(name, found);
  return found;
}

/**
 * `outline.map(([x, y]) => toTable(pose, { x, y }))`: the same arithmetic with the pose's sine and
 * cosine worked out once for the outline rather than once per point.
 */
function placeOutline(pose: Pose, outline: readonly (readonly [number, number])[]): Point[] {
  const s = sinDeg(pose.heading);
  const c = cosDeg(pose.heading);
  const out: Point[] = new Array<Point>(outline.length);
  for (let i = 0; i < outline.length; i++) {
    const [x, y] = outline[i]!;
    out[i] = { x: pose.x + x * c + y * s, y: pose.y - x * s + y * c };
  }
  return out;
}

/** A scenario polygon's `[x, y]` pairs as points (`polygon.map(([x, y]) => ({ x, y }))` without the destructuring). */
function pointsOf(polygon: readonly (readonly [number, number])[]): Point[] {
  const out = new Array<Point>(polygon.length);
  for (let i = 0; i < polygon.length; i++) {
    const pair = polygon[i]!;
    out[i] = { x: pair[0], y: pair[1] };
  }
  return out;
}

/** Builds the world; call only after `worldIssues` found nothing. */
export function buildWorld(scenario: XwingScenario): World {
  const area = scenario.playArea ?? DEFAULT_PLAY_AREA;
  const ships = mapped(scenario.ships, (ship, index): ShipState => {
    const type = shipTypeNamed(ship.type)!;
    const base = type.footprint;
    const rect = baseRect(ship.pose, base);
    return {
      id: ship.id,
      index,
      type,
      owner: ship.owner,
      pose: ship.pose,
      base,
      rect,
      radius: halfDiagonal(base),
      box: boxOf(rect),
      // Prepared at once (a rectangle's body is a few numbers): an object literal with a getter
      // would keep every ship in V8's slow dictionary mode, and the plan reads ships everywhere.
      body: prepare(rect),
      stress: ship.stress,
      strain: ship.strain ?? 0,
      ion: ship.ion ?? 0,
      force: ship.force,
      cloaked: ship.cloaked ?? false,
      tractor: ship.tractor ?? 0,
      actions: ship.actions,
      sideslip: ship.sideslip ?? [],
      docksWith: ship.docksWith,
    };
  });
  const obstacles = mapped(scenario.obstacles, (obstacle, index): ObstacleState => {
    const kind = obstacleTypeIndex.get(obstacle.type)!;
    const points: Point[] = 'polygon' in obstacle ? pointsOf(obstacle.polygon) : placeOutline(obstacle.pose, kind.outline);
    let cx = 0;
    let cy = 0;
    for (const p of points) {
      cx += p.x / points.length;
      cy += p.y / points.length;
    }
    // Math.max over the distances, without the spread and its array (the same number: max is exact).
    let radius = -Infinity;
    for (const p of points) radius = Math.max(radius, hypot(p.x - cx, p.y - cy));
    const shape: Polygon = { kind: 'polygon', points };
    return new Obstacle(obstacle.id, index, kind.type, shape, { x: cx, y: cy }, radius);
  });
  return { scenario, rules: scenario.rules, width: area.width, height: area.height, ships, obstacles };
}
