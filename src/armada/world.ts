/**
 * The prepared world of an Armada scenario: the table it describes, with catalog facts looked up
 * and footprints precomputed once (`armada.base.sizes`, `armada.obstacle.sizes`,
 * `armada.area.size`). Preparing it is also where names and ids are checked: unknown names and
 * repeated ids come back as issues naming the JSON path.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, issue, ok } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { HintBudget } from '../core/suggest.ts';
import { cosDeg, distance, sinDeg } from '../geometry/index.ts';
import type { Point, Pose } from '../geometry/shapes.ts';
import type { ArmadaScenario } from '../schema/armada.ts';
import type { EngineConfig } from './config.ts';
import { DEFAULT_CONFIG } from './config.ts';
import { distanceBandOf } from './catalog/distances.ts';
import type { ObstacleRecord } from './catalog/obstacles.ts';
import { findObstacle, obstacleOutline } from './catalog/obstacles.ts';
import type { BaseSize, ShipRecord } from './catalog/ship-record.ts';
import { findShip } from './catalog/ships.ts';
import { findSquadron } from './catalog/squadrons.ts';
import { findSquadronEffect } from './catalog/squadron-effects.ts';
import type { Footprint } from './footprint.ts';
import { circleFootprint, innerRect, overlapRect, pointsFootprint, rectFootprint, squadronCircle } from './footprint.ts';

/** Default play area 3 ft x 6 ft (`armada.area.size`). */
export const DEFAULT_AREA = { width: 1828.8, height: 914.4 } as const;

export interface ShipOnTable {
  readonly index: number;
  readonly id: string;
  readonly owner: string | undefined;
  readonly record: ShipRecord;
  readonly size: BaseSize;
  readonly pose: Pose;
  readonly dial: number | undefined;
  /** Whole base with shield dials and frames (`armada.overlap.definition`). */
  readonly overlap: Footprint;
  /** Without shield-dial frames (`armada.edge.destroyed`, `armada.overlap.closest`). */
  readonly inner: Footprint;
  /**
   * The closest gravity rift at distance 1-2 of the ship when it starts its maneuver, which lowers
   * its speed by 1 in Determine Course (`armada.obstacle.effects`); null when none is that close.
   */
  readonly rift: RiftPull | null;
  /** Temporary speed reductions from effects for this maneuver, besides the rift (`armada.speed.temporary`); absent when none. */
  readonly slowed?: number;
  /**
   * Deployed at distance 1-2 of this gravity rift: its speed dial was set to 0 (`armada.obstacle.effects`);
   * `dialBefore` is the dial the scenario gave. Absent otherwise.
   */
  readonly deployedInRift?: { readonly rift: RiftPull; readonly dialBefore: number | undefined };
}

/** A gravity rift pulling on a ship: the obstacle and its distance in mm (closest points). */
export interface RiftPull {
  readonly obstacle: string;
  readonly distance: number;
}

export interface SquadronOnTable {
  readonly index: number;
  readonly id: string;
  readonly owner: string | undefined;
  readonly type: string | undefined;
  readonly speed: number | undefined;
  readonly position: Point;
  readonly body: Footprint;
  /** Keywords that change movement and engagement (`armada.squadron.engaged`). */
  readonly keywords: readonly string[];
}

export interface ObstacleOnTable {
  readonly index: number;
  readonly id: string;
  readonly record: ObstacleRecord;
  readonly outline: readonly Point[];
  readonly body: Footprint;
}

export interface World {
  /** The scenario the world was prepared from (read, never changed). */
  readonly scenario: ArmadaScenario;
  /** The tool's dimensions and the collision strategy (the defaults outside benchmarks). */
  readonly config: EngineConfig;
  readonly width: number;
  readonly height: number;
  readonly ships: readonly ShipOnTable[];
  readonly squadrons: readonly SquadronOnTable[];
  readonly obstacles: readonly ObstacleOnTable[];
}

export function buildShip(index: number, id: string, owner: string | undefined, record: ShipRecord, pose: Pose, dial: number | undefined): ShipOnTable {
  return {
    index,
    id,
    owner,
    record,
    size: record.size,
    pose,
    dial,
    overlap: rectFootprint(overlapRect(record.size, pose)),
    inner: rectFootprint(innerRect(record.size, pose)),
    rift: null,
  };
}

/**
 * The closest gravity rift within distance 2 of the ship (inner footprint to the obstacle's
 * outline, closest points, `armada.range.measure`), or null.
 */
export function riftPull(ship: ShipOnTable, obstacles: readonly ObstacleOnTable[]): RiftPull | null {
  let best: RiftPull | null = null;
  for (const obstacle of obstacles) {
    if (obstacle.record.type !== 'gravity-rift') continue;
    const gap = distance(innerRect(ship.size, ship.pose), { kind: 'polygon', points: obstacle.outline }).distance;
    const band = distanceBandOf(gap);
    if (band !== null && band <= 2 && (best === null || gap < best.distance)) best = { obstacle: obstacle.id, distance: gap };
  }
  return best;
}

type ScenarioShip = ArmadaScenario['ships'][number];
type ScenarioSquadron = ArmadaScenario['squadrons'][number];
type ScenarioObstacle = ArmadaScenario['obstacles'][number];

/** One ship of the scenario on the table (its catalog record found), or null with the issue added. */
function shipEntry(ship: ScenarioShip, index: number, budget: HintBudget, issues: Issue[]): ShipOnTable | null {
  const found = known(SHIP_TYPES, ship.type, budget, findShip);
  if (!found.ok) {
    issues.push(issue(`ships[${index}].type`, 'armada.data.charts', found.message));
    return null;
  }
  // armada.speed.range: the dial shows a speed the chart has a column for (or 0).
  if (ship.speed !== undefined && ship.speed > found.record.maxSpeed) {
    issues.push(issue(`ships[${index}].speed`, 'armada.speed.range', `${found.record.name} has speeds 0-${found.record.maxSpeed}; its dial cannot show ${ship.speed}`, { expected: `0-${found.record.maxSpeed}`, received: String(ship.speed) }));
  }
  return buildShip(index, ship.id, ship.owner, found.record, ship.pose, ship.speed);
}

/** One squadron of the scenario on the table (an unknown type added as an issue). */
function squadronEntry(squadron: ScenarioSquadron, index: number, budget: HintBudget, issues: Issue[]): SquadronOnTable {
  let speed: number | undefined;
  if (squadron.type !== undefined) {
    const found = known(SQUADRON_TYPES, squadron.type, budget, findSquadron);
    if (!found.ok) issues.push(issue(`squadrons[${index}].type`, 'armada.squadron.speeds', found.message));
    else speed = found.record.speed;
  }
  return {
    index,
    id: squadron.id,
    owner: squadron.owner,
    type: squadron.type,
    speed,
    position: squadron.position,
    body: circleFootprint(squadronCircle(squadron.position)),
    keywords: squadron.keywords ?? [],
  };
}

/** One obstacle of the scenario on the table (its outline placed), or null with the issue added. */
function obstacleEntry(obstacle: ScenarioObstacle, index: number, budget: HintBudget, issues: Issue[]): ObstacleOnTable | null {
  const found = known(OBSTACLE_TYPES, obstacle.type, budget, findObstacle);
  if (!found.ok) {
    issues.push(issue(`obstacles[${index}].type`, 'armada.obstacle.effects', found.message));
    return null;
  }
  if ('polygon' in obstacle) {
    const outline = obstacle.polygon.map(([x, y]) => ({ x, y }));
    return { index, id: obstacle.id, record: found.record, outline, body: pointsFootprint({ kind: 'polygon', points: outline }, outline) };
  }
  const placed = placedOutline(found.outline ?? defaultOutline(found.record), obstacle.pose);
  return { index, id: obstacle.id, record: found.record, outline: placed.outline, body: placed.body };
}

/**
 * Catalog look-ups that succeeded, by the name as written (the catalogs never change; a name not
 * found is looked up again, for its message). Bounded: past `MAX_KNOWN_NAMES` a name is looked up
 * each time.
 */
const SHIP_TYPES = new Map<string, ReturnType<typeof findShip>>();
const SQUADRON_TYPES = new Map<string, ReturnType<typeof findSquadron>>();
const OBSTACLE_TYPES = new Map<string, ReturnType<typeof findObstacle>>();
const MAX_KNOWN_NAMES = 1024;

function known<L extends { readonly ok: boolean }>(names: Map<string, L>, name: string, budget: HintBudget, find: (name: string, budget: HintBudget) => L): L {
  const hit = names.get(name);
  if (hit !== undefined) return hit;
  const found = find(name, budget);
  if (found.ok && names.size < MAX_KNOWN_NAMES) names.set(name, found);
  return found;
}

/** A catalog kind's default outline, made once per record. */
const DEFAULT_OUTLINES = new WeakMap<ObstacleRecord, readonly Point[]>();

function defaultOutline(record: ObstacleRecord): readonly Point[] {
  let outline = DEFAULT_OUTLINES.get(record);
  if (outline === undefined) DEFAULT_OUTLINES.set(record, (outline = obstacleOutline(record)));
  return outline;
}

/** An outline placed on the table at a pose, with its footprint. */
interface PlacedOutline {
  readonly pose: Pose;
  readonly outline: readonly Point[];
  readonly body: Footprint;
}

/**
 * Catalog outlines placed at a pose (`armada.obstacle.sizes`), by outline and pose, the last
 * `PLACED_PER_OUTLINE` poses of each: the same token at the same pose is the same polygon, so its
 * footprint (and the convex pieces the kernel makes of it on the first exact test, the costly
 * part) is shared by every world that places it there. Footprints are pure functions of their
 * shape and are never changed, only prepared once.
 */
const PLACED_OUTLINES = new WeakMap<readonly Point[], PlacedOutline[]>();
const PLACED_PER_OUTLINE = 32;

function placedOutline(local: readonly Point[], pose: Pose): PlacedOutline {
  let placed = PLACED_OUTLINES.get(local);
  if (placed === undefined) PLACED_OUTLINES.set(local, (placed = []));
  for (const p of placed) if (Object.is(p.pose.x, pose.x) && Object.is(p.pose.y, pose.y) && Object.is(p.pose.heading, pose.heading)) return p;
  // toTable on each point, the pose's sine and cosine taken once (the same arithmetic, the same doubles).
  const s = sinDeg(pose.heading);
  const c = cosDeg(pose.heading);
  const outline = local.map((p) => ({ x: pose.x + p.x * c + p.y * s, y: pose.y - p.x * s + p.y * c }));
  const made: PlacedOutline = { pose: { x: pose.x, y: pose.y, heading: pose.heading }, outline, body: pointsFootprint({ kind: 'polygon', points: outline }, outline) };
  if (placed.length >= PLACED_PER_OUTLINE) placed.shift();
  placed.push(made);
  return made;
}

/** The table, or the issues that stop it being built (unknown names, repeated ids, dials off the chart). */
export function buildWorld(scenario: ArmadaScenario, config: EngineConfig = DEFAULT_CONFIG): { table: World; issues: Issue[] } {
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  const claim = (id: string, path: string) => {
    const before = seen.get(id);
    if (before !== undefined) issues.push(issue(path, 'schema', `id ${quote(id)} is already used by ${before}`));
    else seen.set(id, path);
  };

  const budget = new HintBudget();
  const ships: ShipOnTable[] = [];
  scenario.ships.forEach((ship, index) => {
    claim(ship.id, `ships[${index}].id`);
    const built = shipEntry(ship, index, budget, issues);
    if (built !== null) ships.push(built);
  });

  const squadrons: SquadronOnTable[] = [];
  scenario.squadrons.forEach((squadron, index) => {
    claim(squadron.id, `squadrons[${index}].id`);
    squadrons.push(squadronEntry(squadron, index, budget, issues));
  });

  const obstacles: ObstacleOnTable[] = [];
  scenario.obstacles.forEach((obstacle, index) => {
    claim(obstacle.id, `obstacles[${index}].id`);
    const built = obstacleEntry(obstacle, index, budget, issues);
    if (built !== null) obstacles.push(built);
  });

  const pulled = hasRift(obstacles) ? ships.map((ship) => pulledShip(ship, obstacles, scenario)) : ships;
  return finishWorld(scenario, config, pulled, squadrons, obstacles, issues);
}

const hasRift = (obstacles: readonly ObstacleOnTable[]): boolean => obstacles.some((o) => o.record.type === 'gravity-rift');
/** A ship with the gravity rift that pulls on it (and its dial set to 0 when deployed that close). */
const pulledShip = (ship: ShipOnTable, obstacles: readonly ObstacleOnTable[], scenario: ArmadaScenario): ShipOnTable => deployedNearRift({ ...ship, rift: riftPull(ship, obstacles) }, scenario.ships[ship.index]?.deployed === true);

/** The scenario-wide checks (the maneuver's ship, the squadron move) and the table. */
function finishWorld(scenario: ArmadaScenario, config: EngineConfig, ships: readonly ShipOnTable[], squadrons: readonly SquadronOnTable[], obstacles: readonly ObstacleOnTable[], issues: Issue[]): { table: World; issues: Issue[] } {
  const area = scenario.playArea ?? DEFAULT_AREA;
  const maneuver = scenario.maneuver;
  if (maneuver !== undefined && !scenario.ships.some((s) => s.id === maneuver.ship)) {
    issues.push(issue('maneuver.ship', 'armada.maneuver.steps', `no ship with id ${quote(maneuver.ship)}; ships are ${scenario.ships.slice(0, 10).map((s) => quote(s.id)).join(', ') || 'none'}${scenario.ships.length > 10 ? ', ...' : ''}`));
  }
  issues.push(...squadronMoveIssues(scenario, squadrons));
  return { table: { scenario, config, width: area.width, height: area.height, ships, squadrons, obstacles }, issues };
}

/**
 * The world with one piece moved, added, removed or changed (src/world-edit.ts gives the edited
 * scenario, the piece checked by its schema): only that piece is built again; the other pieces'
 * entries are shared (renumbered after a removal). Ships are built again when an obstacle changes
 * on a table with a gravity rift, before or after (the pull depends on both). The same world as
 * `buildWorld(scenario)` (test/world-edit.test.ts).
 */
export function updateWorld(world: World, scenario: ArmadaScenario, change: { readonly op: 'move' | 'set' | 'add' | 'remove'; readonly list: 'ships' | 'squadrons' | 'obstacles'; readonly index: number }): Result<World> {
  const issues: Issue[] = [];
  const budget = new HintBudget();
  // Ids stay unique across the three lists. Where each id is used: its list's place in LISTS plus 3 times its index (the path written only for an issue).
  const seen = new Map<string, number>();
  const LISTS = ['ships', 'squadrons', 'obstacles'] as const;
  for (let l = 0; l < LISTS.length; l++) {
    const list = LISTS[l]!;
    const pieces = scenario[list];
    for (let index = 0; index < pieces.length; index++) {
      const id = pieces[index]!.id;
      const before = seen.get(id);
      if (before !== undefined) issues.push(issue(`${list}[${index}].id`, 'schema', `id ${quote(id)} is already used by ${LISTS[before % 3]!}[${Math.floor(before / 3)}].id`));
      else seen.set(id, l + 3 * index);
    }
  }
  const renumbered = <T extends { readonly index: number }>(list: readonly T[], from: number): T[] => list.map((p, i) => (i < from || p.index === i ? p : { ...p, index: i }));
  const edited = <T extends { readonly index: number }>(list: readonly T[], built: T | null): T[] | null => {
    if (built === null) return null;
    if (change.op === 'add') return [...list, built];
    const out = list.slice();
    out[change.index] = built;
    return out;
  };
  let ships: readonly ShipOnTable[] = world.ships;
  let squadrons: readonly SquadronOnTable[] = world.squadrons;
  let obstacles: readonly ObstacleOnTable[] = world.obstacles;
  if (change.op === 'remove') {
    if (change.list === 'ships') ships = renumbered(ships.filter((_, i) => i !== change.index), change.index);
    else if (change.list === 'squadrons') squadrons = renumbered(squadrons.filter((_, i) => i !== change.index), change.index);
    else obstacles = renumbered(obstacles.filter((_, i) => i !== change.index), change.index);
  } else if (change.list === 'ships') {
    const built = shipEntry(scenario.ships[change.index]!, change.index, budget, issues);
    const pulled = built !== null && hasRift(obstacles) ? pulledShip(built, obstacles, scenario) : built;
    ships = edited(ships, pulled) ?? ships;
  } else if (change.list === 'squadrons') {
    squadrons = edited(squadrons, squadronEntry(scenario.squadrons[change.index]!, change.index, budget, issues)) ?? squadrons;
  } else {
    obstacles = edited(obstacles, obstacleEntry(scenario.obstacles[change.index]!, change.index, budget, issues)) ?? obstacles;
  }
  if (issues.length > 0) return fail(issues);
  if (change.list === 'obstacles' && (hasRift(world.obstacles) || hasRift(obstacles))) {
    // The pulls depend on every rift: the ships are built again from the scenario.
    const rebuilt: ShipOnTable[] = [];
    scenario.ships.forEach((ship, index) => {
      const built = shipEntry(ship, index, budget, issues);
      if (built !== null) rebuilt.push(built);
    });
    ships = hasRift(obstacles) ? rebuilt.map((ship) => pulledShip(ship, obstacles, scenario)) : rebuilt;
  }
  const finished = finishWorld(scenario, world.config, ships, squadrons, obstacles, issues);
  return finished.issues.length > 0 ? fail(finished.issues) : ok(finished.table);
}

/** A ship deployed at distance 1-2 of a gravity rift has its speed dial set to 0 (armada.obstacle.effects). */
function deployedNearRift(ship: ShipOnTable, deployed: boolean): ShipOnTable {
  if (!deployed || ship.rift === null) return ship;
  return { ...ship, dial: 0, deployedInRift: { rift: ship.rift, dialBefore: ship.dial } };
}

/** A squadron move names a squadron with a known speed, and is not given beside a ship's maneuver. */
function squadronMoveIssues(scenario: ArmadaScenario, squadrons: readonly SquadronOnTable[]): Issue[] {
  const move = scenario.squadronMove;
  if (move === undefined) return [];
  const out: Issue[] = [];
  if (scenario.maneuver !== undefined) out.push(issue('squadronMove', 'armada.squadron.activation', 'give either a ship\'s maneuver or a squadron\'s move, not both'));
  const squadron = squadrons.find((s) => s.id === move.squadron);
  if (squadron === undefined) {
    out.push(issue('squadronMove.squadron', 'armada.squadron.move', `no squadron with id ${JSON.stringify(move.squadron)}; squadrons are ${squadrons.map((s) => JSON.stringify(s.id)).join(', ') || 'none'}`));
  } else if (squadron.speed === undefined && move.cloak !== true) {
    out.push(issue(`squadrons[${squadron.index}].type`, 'armada.squadron.speeds', `squadron ${JSON.stringify(squadron.id)} has no type, so its speed is unknown: give its type`));
  }
  const cardMoves: number[] = [];
  (move.effects ?? []).forEach((use, i) => {
    const id = typeof use === 'string' ? use : use.effect;
    const source = typeof use === 'string' ? undefined : use.source;
    const found = findSquadronEffect(id);
    if (!found.ok) {
      out.push(issue(`squadronMove.effects[${i}]`, 'armada.effects.squadron-speed', found.message));
      return;
    }
    if (found.record.primitive.kind === 'card-move') cardMoves.push(i);
    const from = found.record.from;
    // armada.effects.condition: an effect from an enemy piece names it, and it is an enemy of the squadron.
    if (from === undefined) {
      if (source !== undefined) out.push(issue(`squadronMove.effects[${i}].source`, 'armada.effects.condition', `${found.record.name} comes from no other piece: give it without a source`));
      return;
    }
    const piece = from === 'ship' ? scenario.ships.find((s) => s.id === source) : squadrons.find((s) => s.id === source);
    const mover = squadrons.find((s) => s.id === move.squadron);
    if (source === undefined || piece === undefined) out.push(issue(`squadronMove.effects[${i}]${source === undefined ? '' : '.source'}`, 'armada.effects.condition', `${found.record.name} comes from an enemy ${from}: give its id as the source`));
    else if (mover !== undefined && (piece.owner === undefined || mover.owner === undefined || piece.owner === mover.owner)) out.push(issue(`squadronMove.effects[${i}].source`, 'armada.effects.condition', `${found.record.name} affects enemy squadrons; ${JSON.stringify(source)} is not an enemy of ${JSON.stringify(move.squadron)}`));
  });
  if (cardMoves.length > 1) out.push(issue(`squadronMove.effects[${cardMoves[1]!}]`, 'armada.effects.squadron-card-move', 'one card\'s move at a time: each is a move of its own'));
  if (cardMoves.length > 0 && move.cloak === true) out.push(issue(`squadronMove.effects[${cardMoves[0]!}]`, 'armada.effects.squadron-card-move', 'a cloak move and a card\'s move are two moves: give one'));
  (move.near ?? []).forEach((id, i) => {
    if (id === move.squadron) out.push(issue(`squadronMove.near[${i}]`, 'armada.squadron.move', `${JSON.stringify(id)} is the moving squadron itself; name other ships or squadrons`));
    else if (!scenario.ships.some((s) => s.id === id) && !squadrons.some((s) => s.id === id)) out.push(issue(`squadronMove.near[${i}]`, 'armada.squadron.move', `no ship or squadron with id ${JSON.stringify(id)} (obstacles are not measured to)`));
  });
  return out;
}

/** The engine's `prepare`: the world, or every issue that stops it being built. */
export function prepareWorld(scenario: ArmadaScenario, config: EngineConfig = DEFAULT_CONFIG): Result<World> {
  const { table, issues } = buildWorld(scenario, config);
  return issues.length > 0 ? fail(issues) : ok(table);
}
