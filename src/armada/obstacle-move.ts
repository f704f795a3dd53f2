/**
 * Obstacles moved by an effect or by the purrgil rule (`armada.obstacle.move`), checked in the
 * order given: `obstacleMoves: [{ obstacle, by, pose | polygon, player?, token?, ship? }]`.
 *
 * RRG 1.6 "Obstacle and Token Movement": the obstacle moves along the range ruler up to the end of
 * the distance band of its move and may be rotated "as long as no part of that obstacle is beyond
 * the specified maximum distance of its move from that obstacle's original position"; at its final
 * position it cannot overlap ships, squadrons, other obstacles or tokens; it moves through
 * anything; it may stay where it is. So the check is: every point of the moved outline is within
 * the band's outer edge (`armada.range.bands`, distance 2 = 124.5 mm) of the original outline
 * (`farthestFrom`), and the moved outline overlaps no ship base, no squadron and no other obstacle
 * where they stand then (earlier moves applied). Grav Shift Reroute (FAQ): squadrons under the
 * obstacle are set aside and placed by the other player touching or overlapping it, so they are
 * listed, not refused. Tokens other than obstacles are not modelled (their outlines are not in the
 * scenario); the grav shift token is a point.
 *
 * Which obstacles may move: `purrgil` (end of round: a purrgil, each player a different one,
 * `armada.obstacle.purrgil`), `grav-shift-reroute` (an obstacle at distance 1-3 of the token,
 * `armada.obstacle.grav-shift-reroute`), `ezra-bridger` (one obstacle at distance 1-2 of the ship,
 * `armada.obstacle.ezra-bridger`).
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, issue, ok } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import { distance, meanPoint, toTable } from '../geometry/index.ts';
import type { Point } from '../geometry/shapes.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { ArmadaObstacleMove } from '../schema/armada.ts';
import { DISTANCE_BANDS } from './catalog/distances.ts';
import { findEffect } from './catalog/effects.ts';
import { findObstacle, obstacleOutline } from './catalog/obstacles.ts';
import type { ArmadaRuleId } from './rules.ts';
import { footprintsOverlap } from './exact.ts';
import type { Footprint } from './footprint.ts';
import { innerRect, pointsFootprint } from './footprint.ts';
import { mm } from './text.ts';
import type { ObstacleOnTable, World } from './world.ts';

/** One obstacle move checked. */
export interface ObstacleMoveResult {
  readonly obstacle: string;
  readonly type: string;
  readonly by: string;
  readonly rule: ArmadaRuleId;
  readonly from: readonly Point[];
  readonly to: readonly Point[];
  /** The farthest any point of the moved outline is from the original outline, mm. */
  readonly farthest: number;
  /** The outer edge of the move's distance band, mm. */
  readonly within: number;
  readonly legal: boolean;
  readonly violations: readonly { readonly rule: ArmadaRuleId; readonly message: string }[];
  /** Grav Shift Reroute: squadrons under the moved obstacle, for the other player to place touching or overlapping it. */
  readonly squadronsToPlace: readonly string[];
  /** Doomed Station (touching the gravity rift), Hyperspace Migration (touching the token): the obstacle is removed from the play area. */
  readonly removed: boolean;
}

export interface ObstacleMovesOutcome {
  readonly game: 'armada';
  readonly kind: 'obstacle-moves';
  readonly legal: boolean;
  readonly moves: readonly ObstacleMoveResult[];
  readonly trace: readonly TraceStep[];
}

/** Distance from a point to a segment. */
function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function insidePolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}


export function pointToPolygon(p: Point, poly: readonly Point[]): number {
  if (insidePolygon(p, poly)) return 0;
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) best = Math.min(best, segmentDistance(p, poly[i]!, poly[(i + 1) % poly.length]!));
  return best;
}

/**
 * The farthest any point of `moved`'s boundary is from the region `original` (within 1e-7 mm).
 * Along an edge of `moved` the distance to each edge of `original` is convex, so on a piece of the
 * edge the distance to the region is at most the smallest, over `original`'s edges, of the larger
 * end value; pieces whose bound cannot beat the best value found are dropped, the others halved.
 * Interior points of `moved` need no test for the moves here: a distance maximum inside `moved`
 * would lie inside the convex hull of `original`, nearer than half the obstacle's width (at most
 * 64 mm), while every move's limit is at least distance 1 (76.5 mm).
 */
export function farthestFrom(moved: readonly Point[], original: readonly Point[]): number {
  const edges = original.length;
  const upper = (a: Point, b: Point) => {
    let bound = Infinity;
    for (let i = 0; i < edges; i++) {
      const u = original[i]!;
      const v = original[(i + 1) % edges]!;
      bound = Math.min(bound, Math.max(segmentDistance(a, u, v), segmentDistance(b, u, v)));
    }
    return bound;
  };
  let best = 0;
  for (const p of moved) best = Math.max(best, pointToPolygon(p, original));
  for (let i = 0; i < moved.length; i++) {
    const stack: [Point, Point][] = [[moved[i]!, moved[(i + 1) % moved.length]!]];
    let budget = 20_000;
    while (stack.length > 0 && budget-- > 0) {
      const [a, b] = stack.pop()!;
      if (upper(a, b) <= best + 1e-9 || Math.hypot(b.x - a.x, b.y - a.y) < 1e-7) continue;
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      best = Math.max(best, pointToPolygon(mid, original));
      stack.push([a, mid], [mid, b]);
    }
    // Out of budget (never seen): report the bound, so a move is never passed on a guess.
    for (const [a, b] of stack) best = Math.max(best, upper(a, b));
  }
  return best;
}

/** Edge lengths and area of a polygon, to check that a moved polygon is the same piece. */
function signature(poly: readonly Point[]): { edges: number[]; area: number } {
  const edges: number[] = [];
  let area = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    edges.push(Math.hypot(b.x - a.x, b.y - a.y));
    area += a.x * b.y - b.x * a.y;
  }
  return { edges, area: Math.abs(area) / 2 };
}

/** The same piece turned and moved (or turned over): the same edge lengths in order, either way round, and the same area. */
function samePiece(a: readonly Point[], b: readonly Point[]): boolean {
  if (a.length !== b.length) return false;
  const sa = signature(a);
  const sb = signature(b);
  if (Math.abs(sa.area - sb.area) > 1e-3) return false;
  const n = sa.edges.length;
  const close = (x: number, y: number) => Math.abs(x - y) <= 1e-4;
  for (let shift = 0; shift < n; shift++) {
    if (sa.edges.every((e, k) => close(e, sb.edges[(k + shift) % n]!))) return true;
    if (sa.edges.every((e, k) => close(e, sb.edges[(shift - k + 2 * n - 1) % n]!))) return true;
  }
  return false;
}

/** The obstacle's outline in its own frame: the named token's real outline, or its kind's placeholder (as `world.ts` places it). */
function localOutline(world: World, obstacle: ObstacleOnTable): readonly Point[] {
  const given = world.scenario.obstacles[obstacle.index];
  const found = given === undefined ? null : findObstacle(given.type);
  return found !== null && found.ok ? (found.outline ?? obstacleOutline(found.record)) : obstacleOutline(obstacle.record);
}

function bandOf(mm: number): number {
  const band = DISTANCE_BANDS.findIndex((edge) => mm <= edge + CONTACT_TOLERANCE);
  return band < 0 ? Infinity : band + 1;
}

/** `resolve` for `obstacleMoves`: each move checked in order on the table as the earlier moves left it. */
export function resolveObstacleMoves(world: World, moves: readonly ArmadaObstacleMove[]): Result<ObstacleMovesOutcome> {
  const issues: Issue[] = [];
  const outlines = new Map<string, { outline: readonly Point[]; body: Footprint }>(world.obstacles.map((o) => [o.id, { outline: o.outline, body: o.body }]));
  const trace: TraceStep[] = [step('armada.obstacle.move', 'Each obstacle moves as the RRG\'s "Obstacle and Token Movement" says: no part beyond its move\'s distance from where it was, not ending on ships, squadrons or other obstacles; it moves through anything.')];
  const results: ObstacleMoveResult[] = [];
  const purrgilPlayers = new Map<string, string>();
  const movedPurrgil = new Set<string>();
  const ezraShips = new Set<string>();
  moves.forEach((move, i) => {
    const path = `obstacleMoves[${i}]`;
    const obstacle: ObstacleOnTable | undefined = world.obstacles.find((o) => o.id === move.obstacle);
    const found = findEffect(move.by);
    if (obstacle === undefined) {
      issues.push(issue(`${path}.obstacle`, 'reference', `no obstacle with id ${quote(move.obstacle)}`));
      return;
    }
    const spec = found.ok ? found.record.primitives.find((p) => p.kind === 'move-obstacle') : undefined;
    if (!found.ok || spec === undefined) {
      issues.push(issue(`${path}.by`, 'armada.obstacle.move', found.ok ? `${found.record.name} does not move obstacles; "by" is one of purrgil, grav-shift-reroute, ezra-bridger, doomed-station, infested-fields, navigational-hazards, hyperspace-migration` : found.message));
      return;
    }
    const record = found.record;
    const current = outlines.get(obstacle.id)!;
    const to = 'polygon' in move ? move.polygon.map(([x, y]) => ({ x, y })) : localOutline(world, obstacle).map((p) => toTable(move.pose, p));
    if ('polygon' in move && !samePiece(obstacle.outline, to)) {
      issues.push(issue(`${path}.polygon`, 'armada.obstacle.move', `the moved outline is not the same piece as ${obstacle.id} (its edges and area differ): give the original polygon turned and moved`));
      return;
    }
    const violations: { rule: ArmadaRuleId; message: string }[] = [];
    let towardRemoval: string | null = null;
    // Who may move which obstacle.
    if (record.id === 'purrgil') {
      if (obstacle.record.type !== 'purrgil') violations.push({ rule: 'armada.obstacle.purrgil', message: `${obstacle.id} is a ${obstacle.record.type}; only purrgil move at the end of the round` });
      if (movedPurrgil.has(obstacle.id)) violations.push({ rule: 'armada.obstacle.purrgil', message: `${obstacle.id} was already moved this round; each player chooses a different purrgil` });
      const player = move.player;
      if (player !== undefined && purrgilPlayers.has(player)) violations.push({ rule: 'armada.obstacle.purrgil', message: `${player} already moved ${purrgilPlayers.get(player)}; each player moves one purrgil` });
      if (player !== undefined) purrgilPlayers.set(player, obstacle.id);
      movedPurrgil.add(obstacle.id);
    } else if (record.id === 'grav-shift-reroute') {
      if (move.token === undefined) {
        issues.push(issue(`${path}.token`, 'armada.obstacle.grav-shift-reroute', 'give the grav shift token\'s position ("token")'));
        return;
      }
      const gap = pointToPolygon(move.token, current.outline);
      if (bandOf(gap) > 3) violations.push({ rule: 'armada.obstacle.grav-shift-reroute', message: `${obstacle.id} is ${mm(gap)} mm from the grav shift token, beyond distance 3` });
    } else if (record.id === 'doomed-station' || record.id === 'hyperspace-migration') {
      // Toward a point: the gravity rift's centre, or the objective token at the opposite edge; the moved outline's centre ends closer to it.
      const rift = record.id === 'doomed-station' ? world.obstacles.find((o) => o.record.type === 'gravity-rift' && o.id !== obstacle.id) : undefined;
      if (record.id === 'doomed-station' && obstacle.record.type === 'gravity-rift') violations.push({ rule: record.rule, message: `${obstacle.id} is the gravity rift, which cannot be chosen` });
      if (record.id === 'hyperspace-migration' && obstacle.record.type !== 'purrgil') violations.push({ rule: record.rule, message: `${obstacle.id} is a ${obstacle.record.type}; only purrgil migrate` });
      const target = rift !== undefined ? meanPoint(outlines.get(rift.id)!.outline) : move.token;
      if (target === undefined) {
        issues.push(issue(record.id === 'doomed-station' ? `${path}.obstacle` : `${path}.token`, record.rule, record.id === 'doomed-station' ? 'Doomed Station moves obstacles toward the gravity rift: the table has none' : 'give the objective token at the opposite 3\' edge ("token")'));
        return;
      }
      const was = meanPoint(current.outline);
      const now = meanPoint(to);
      const before = Math.hypot(was.x - target.x, was.y - target.y);
      const after = Math.hypot(now.x - target.x, now.y - target.y);
      if (after > before + 1e-9) violations.push({ rule: record.rule, message: `${obstacle.id} must move toward ${rift !== undefined ? rift.id : 'the objective token'}; its centre would end ${mm(after - before)} mm farther from it` });
      trace.push(step(record.rule, `${record.name}: ${obstacle.id}'s centre ends ${mm(after)} mm from ${rift !== undefined ? `the gravity rift ${rift.id}` : 'the objective token'} (it was ${mm(before)} mm).`));
      towardRemoval = rift !== undefined ? rift.id : 'token';
    } else if (record.id === 'infested-fields') {
      const worm = world.obstacles.find((o) => o.id === move.exogorth);
      if (move.exogorth === undefined || worm === undefined || worm.record.type !== 'exogorth') {
        issues.push(issue(`${path}.exogorth`, record.rule, move.exogorth === undefined ? 'give the exogorth that was touching the obstacle ("exogorth")' : `no exogorth with id ${quote(move.exogorth)}`));
        return;
      }
      const gap = distance({ kind: 'polygon', points: current.outline }, { kind: 'polygon', points: worm.outline }).distance;
      if (gap > CONTACT_TOLERANCE + 0.01) violations.push({ rule: record.rule, message: `${obstacle.id} is ${mm(gap)} mm from ${worm.id}: the exogorth was not touching it` });
    } else if (record.id === 'navigational-hazards') {
      if (obstacle.record.type !== 'asteroid-field' && obstacle.record.type !== 'debris-field') violations.push({ rule: record.rule, message: `${obstacle.id} is a ${obstacle.record.type}; Navigational Hazards moves asteroid and debris fields` });
    } else if (record.id === 'ezra-bridger') {
      const ship = world.ships.find((s) => s.id === move.ship);
      if (move.ship === undefined || ship === undefined) {
        issues.push(issue(`${path}.ship`, move.ship === undefined ? 'armada.obstacle.ezra-bridger' : 'reference', move.ship === undefined ? 'give the ship that has Ezra Bridger ("ship")' : `no ship with id ${quote(move.ship)}`));
        return;
      }
      const gap = distance(innerRect(ship.size, ship.pose), { kind: 'polygon', points: current.outline }).distance;
      if (bandOf(gap) > 2) violations.push({ rule: 'armada.obstacle.ezra-bridger', message: `${obstacle.id} is ${mm(gap)} mm from ${ship.id}, beyond distance 2` });
      if (ezraShips.has(ship.id)) violations.push({ rule: 'armada.obstacle.ezra-bridger', message: `Ezra Bridger moves 1 obstacle; ${ship.id} already moved one` });
      ezraShips.add(ship.id);
    }
    // How far: no part beyond the band's edge from where it was.
    const within = DISTANCE_BANDS[spec.within - 1]!;
    const farthest = farthestFrom(to, current.outline);
    if (farthest > within + CONTACT_TOLERANCE) violations.push({ rule: 'armada.obstacle.move', message: `part of ${obstacle.id} would end ${mm(farthest)} mm from where it was, beyond distance ${spec.within} (${within} mm)` });
    // Where it ends: not on ships, squadrons or other obstacles.
    const body = pointsFootprint({ kind: 'polygon', points: to }, to);
    const collision = world.config.collision;
    const ships = world.ships.filter((s) => footprintsOverlap(body, s.overlap, collision)).map((s) => s.id);
    const squadrons = world.squadrons.filter((s) => footprintsOverlap(body, s.body, collision)).map((s) => s.id);
    // Doomed Station: touching the gravity rift removes the obstacle (so it may end on it); Hyperspace Migration: touching the token.
    const others = [...outlines].filter(([id, o]) => id !== obstacle.id && id !== towardRemoval && footprintsOverlap(body, o.body, collision)).map(([id]) => id);
    let removed = false;
    if (towardRemoval !== null && towardRemoval !== 'token') removed = distance({ kind: 'polygon', points: to }, { kind: 'polygon', points: outlines.get(towardRemoval)!.outline }).distance <= CONTACT_TOLERANCE;
    if (towardRemoval === 'token' && move.token !== undefined) removed = pointToPolygon(move.token, to) <= CONTACT_TOLERANCE;
    if (ships.length > 0) violations.push({ rule: 'armada.obstacle.move', message: `${obstacle.id} would end overlapping ${ships.join(', ')}` });
    if (others.length > 0) violations.push({ rule: 'armada.obstacle.move', message: `${obstacle.id} would end overlapping ${others.join(', ')}` });
    const placeable = record.id === 'grav-shift-reroute';
    if (squadrons.length > 0 && !placeable) violations.push({ rule: 'armada.obstacle.move', message: `${obstacle.id} would end overlapping squadron${squadrons.length === 1 ? '' : 's'} ${squadrons.join(', ')}` });
    const legal = violations.length === 0;
    trace.push(step(record.rule, `${record.name}: ${obstacle.id} (${obstacle.record.type}) ${farthest <= CONTACT_TOLERANCE ? 'stays where it is' : `moves; no part ends more than ${mm(farthest)} mm from where it was (distance ${spec.within} ends at ${within} mm)`}.`));
    for (const v of violations) trace.push(step(v.rule, `Refused: ${v.message}.`));
    if (placeable && squadrons.length > 0) trace.push(step('armada.obstacle.grav-shift-reroute', `${squadrons.join(', ')} are set aside; the other player places them touching or overlapping ${obstacle.id}.`));
    if (legal && removed) trace.push(step(record.rule, `${obstacle.id} touches ${towardRemoval === 'token' ? 'the objective token' : towardRemoval}: it is removed from the play area.`));
    if (legal && removed) outlines.delete(obstacle.id);
    else if (legal) outlines.set(obstacle.id, { outline: to, body });
    results.push({ obstacle: obstacle.id, type: obstacle.record.type, by: record.id, rule: record.rule, from: current.outline, to, farthest, within, legal, violations, squadronsToPlace: placeable ? squadrons : [], removed: legal && removed });
  });
  if (issues.length > 0) return fail(issues);
  return ok({ game: 'armada', kind: 'obstacle-moves', legal: results.every((r) => r.legal), moves: results, trace });
}

/** Plain text for people. */
export function describeObstacleMoves(outcome: ObstacleMovesOutcome): string {
  const lines: string[] = [];
  for (const move of outcome.moves) {
    lines.push(`${move.obstacle} (${move.type}) by ${move.by}: ${move.legal ? 'legal' : 'ILLEGAL'}; farthest part ${mm(move.farthest)} mm from where it was (limit ${move.within} mm)`);
    for (const v of move.violations) lines.push(`  ILLEGAL [${v.rule}] ${v.message}`);
    if (move.squadronsToPlace.length > 0) lines.push(`  squadrons to place touching or overlapping it: ${move.squadronsToPlace.join(', ')}`);
  }
  lines.push('', 'Why:');
  for (const t of outcome.trace) lines.push(`  [${t.rule}] ${t.note}`);
  return lines.join('\n');
}
