/**
 * What to draw for an Armada scenario (`src/render/scene.ts`): the play area, every base with its
 * front and shield-dial frames, squadrons, obstacles; for a resolved move the start ghosted, the
 * tool chain used, the final position, overlapped objects highlighted and the closest-ship
 * witness; with `plan` every course's final footprint as a ghost coloured by outcome.
 */
import type { Drawn } from '../engine.ts';
import { toTable } from '../geometry/index.ts';
import type { Circle, Point, Polygon, Pose, Rect } from '../geometry/shapes.ts';
import { rectCorners } from '../geometry/arc.ts';
import type { Scene, SceneItem, SceneOutcome, SceneRole } from '../render/scene.ts';
import { BASES, SQUADRON_RADIUS } from './catalog/bases.ts';
import type { BaseSize } from './catalog/ship-record.ts';
import { overlapRect, squadronCircle } from './footprint.ts';
import type { ArmadaOutcome, ArmadaPlan, SquadronMoveOutcome, SquadronReach } from './outcome.ts';
import type { ShipOnTable, World } from './world.ts';
import { ARC_LINES, HUGE_ARC_LINES } from './catalog/arcs.ts';
import { RANGE_BANDS } from './catalog/distances.ts';
import { threatTitle } from '../core/measure.ts';
import { toolFootprint } from './tool.ts';
import { coursePick } from './plan-effects.ts';

const FRAME = { across: 9, along: 12 } as const;

/** The base, its front marker and its four shield-dial frames. */
function shipItems(size: BaseSize, pose: Pose, role: SceneRole, base: Omit<SceneItem, 'shape' | 'role'>): SceneItem[] {
  const rect: Rect = overlapRect(size, pose);
  const spec = BASES[size];
  const hl = spec.overlap.length / 2;
  const hw = spec.overlap.width / 2;
  const front = [
    { x: -hw / 2, y: hl - 8 },
    { x: 0, y: hl - 2 },
    { x: hw / 2, y: hl - 8 },
  ].map((p) => toTable(pose, p));
  const items: SceneItem[] = [{ ...base, shape: rect, role }, { ...base, shape: { kind: 'polyline', points: front }, role: 'ship-front', highlight: false }];
  if (role === 'ghost') return items.slice(0, 1);
  items.push(...baseArcItems(size, pose, base));
  const { side, along } = spec.shieldDials;
  const frames: [number, number, number][] = [[0, along, 0], [0, -along, 180], [side, 0, 90], [-side, 0, 270]];
  for (const [x, y, turn] of frames) {
    const c = toTable(pose, { x, y });
    items.push({ ...base, shape: { kind: 'rect', x: c.x, y: c.y, heading: pose.heading + turn, width: FRAME.along, length: FRAME.across }, role: 'shield-frame', highlight: false });
  }
  return items;
}

/**
 * The firing-arc lines printed on the ship token (armada.range.hull-zones), on every base: each
 * pair from its apex on the centre line out to the token's sides (ARC_LINES; a huge ship's
 * HUGE_ARC_LINES also has the cross line between its side and auxiliary zones).
 */
function baseArcItems(size: BaseSize, pose: Pose, base: Omit<SceneItem, 'shape' | 'role'>): SceneItem[] {
  const lines = size === 'huge' ? HUGE_ARC_LINES : ARC_LINES[size];
  const half = lines.tokenLength / 2;
  const w = lines.tokenWidth / 2;
  const pair = (apex: number, side: number): SceneItem => ({
    ...base,
    shape: { kind: 'polyline', points: [{ x: -w, y: half - side }, { x: 0, y: half - apex }, { x: w, y: half - side }].map((p) => toTable(pose, p)) },
    role: 'hull-zone',
    highlight: false,
    title: `${base.id ?? 'ship'} hull zones`,
  });
  const items = [pair(lines.frontApex, lines.frontSide), pair(lines.rearApex, lines.rearSide)];
  if (size === 'huge') items.push(pair(HUGE_ARC_LINES.cross, HUGE_ARC_LINES.cross));
  return items;
}

/** Text sizes (mm) that read at table zoom (about half a pixel per mm): the smallest on a base, and beside it. */
const LABEL_ON_BASE_MIN = 14;
const LABEL_ON_BASE_MAX = 24;
const LABEL_BESIDE = 18;

/**
 * A name where it reads at table zoom: across the base (or squadron disc) when it fits at a
 * readable size, else beside it, to the right.
 */
export function pieceLabel(id: string, centre: { x: number; y: number }, across: number, reach: number): SceneItem {
  const fits = (across * 0.9) / Math.max(1, id.length * 0.6);
  if (fits >= LABEL_ON_BASE_MIN) return { shape: { kind: 'text', x: centre.x, y: centre.y, text: id, size: Math.min(LABEL_ON_BASE_MAX, fits) }, role: 'label', id, title: id };
  return { shape: { kind: 'text', x: centre.x + reach + 3, y: centre.y, text: id, size: LABEL_BESIDE, anchor: 'start' }, role: 'label', id, title: id };
}

/** The ship's name on its base, or beside it when it does not fit. */
export function nameLabel(id: string, size: BaseSize, pose: Pose): SceneItem {
  const spec = BASES[size];
  return pieceLabel(id, pose, spec.inner.width, Math.hypot(spec.overlap.width, spec.overlap.length) / 2);
}

/**
 * The firing-arc lines of the plan's ship (armada.range.hull-zones): each line from its apex on the
 * centre line through the token's side, out to long range beyond the base.
 */
export function hullZoneItems(ship: ShipOnTable): SceneItem[] {
  const lines = ship.size === 'huge' ? HUGE_ARC_LINES : ARC_LINES[ship.size];
  const half = lines.tokenLength / 2;
  const w = lines.tokenWidth / 2;
  const reach = RANGE_BANDS.long + Math.hypot(lines.tokenWidth, lines.tokenLength) / 2;
  const items: SceneItem[] = [];
  const pairs: (readonly [number, number])[] = [[half - lines.frontApex, half - lines.frontSide], [half - lines.rearApex, half - lines.rearSide]];
  // A huge ship's cross line, square to the centre line, between its side and auxiliary zones.
  if (ship.size === 'huge') pairs.push([half - HUGE_ARC_LINES.cross, half - HUGE_ARC_LINES.cross]);
  for (const [apex, at] of pairs) {
    const dy = at - apex;
    const length = Math.hypot(w, dy);
    for (const side of [-1, 1]) {
      const points = [toTable(ship.pose, { x: 0, y: apex }), toTable(ship.pose, { x: (side * w * reach) / length, y: apex + (dy * reach) / length })];
      items.push({ shape: { kind: 'polyline', points }, role: 'ship-front', id: ship.id, title: `${ship.id} hull zones` });
    }
  }
  return items;
}

export function outcomeKind(outcome: ArmadaOutcome): SceneOutcome {
  if (outcome.destroyed) return 'destroyed';
  if (outcome.overlappedShips.length > 0) return 'overlap';
  if (outcome.obstacles.length > 0) return 'obstacle';
  return 'clean';
}

/** The engine's `scene`: the table, and the outcome and plan when given (pure; computes neither). */
export function buildScene(table: World, drawn: Drawn<ArmadaOutcome, ArmadaPlan>): Scene {
  const outcome = drawn.outcome ?? null;
  const plan = drawn.plan ?? null;
  const config = table.config;
  const items: SceneItem[] = [];
  items.push({ shape: { kind: 'rect', x: table.width / 2, y: table.height / 2, heading: 0, width: table.width, length: table.height }, role: 'play-area', title: `play area ${table.width} x ${table.height} mm` });

  const hitObstacles = new Set(outcome?.obstacles.map((o) => o.id) ?? []);
  for (const obstacle of table.obstacles) {
    items.push({ shape: { kind: 'polygon', points: obstacle.outline }, role: 'obstacle', id: obstacle.id, highlight: hitObstacles.has(obstacle.id), title: `${obstacle.id} (${obstacle.record.type})` });
  }

  const overlapped = new Set(outcome?.overlappedShips ?? []);
  const moverId = outcome?.ship ?? plan?.ship;
  for (const ship of table.ships) {
    const base = { id: ship.id, ...(ship.owner !== undefined ? { owner: ship.owner } : {}), title: `${ship.id}: ${ship.record.name}` };
    if (ship.id !== moverId) {
      items.push(...shipItems(ship.size, ship.pose, 'ship', { ...base, highlight: overlapped.has(ship.id) }));
      continue;
    }
    if (plan !== null) {
      for (const course of plan.courses) {
        items.push(...shipItems(ship.size, course.outcome.pose, 'ghost', {
          id: `${ship.id}@${course.speed}[${course.yaw.join(',')}]${course.side}`,
          outcome: outcomeKind(course.outcome),
          pick: { maneuver: coursePick(table, ship.id, course) },
          group: `speed ${course.speed}`,
          title: `speed ${course.speed} [${course.yaw.join(', ')}] ${course.side}: ${outcomeKind(course.outcome)}${threatTitle(course.outcome.exposure, course.outcome.targets)}`,
        }));
      }
      items.push(...hullZoneItems(ship));
    }
    if (outcome === null) {
      items.push(...shipItems(ship.size, ship.pose, 'ship', base));
      continue;
    }
    items.push(...shipItems(ship.size, outcome.start, 'ship-start', { ...base, title: `${ship.id} start` }));
    // armada.overlap.ships: each speed given up during the back-off, ghosted where it would have ended.
    for (const attempt of outcome.attempts) {
      if (attempt.overlappedShips.length === 0) continue;
      items.push(...shipItems(ship.size, attempt.pose, 'ghost', { id: `${ship.id}@${attempt.speed}`, outcome: 'overlap', title: `speed ${attempt.speed}: would overlap ${attempt.overlappedShips.join(', ')}` }));
    }
    if (outcome.tool.length > 1) {
      for (const piece of toolFootprint({ x: 0, y: 0, heading: 0 }, outcome.tool, config.dims)) items.push({ shape: piece, role: 'tool', id: `${ship.id}-tool`, title: `maneuver tool (${outcome.side} side)` });
    }
    items.push(...shipItems(ship.size, outcome.pose, 'ship-final', { ...base, outcome: outcomeKind(outcome), title: `${ship.id} final: speed ${outcome.executedSpeed}` }));
  }

  // Names on the bases (where each ship stands after the move), so the outcome's ids can be found.
  for (const ship of table.ships) {
    const at = ship.id === outcome?.ship ? outcome.pose : ship.pose;
    items.push(nameLabel(ship.id, ship.size, at));
  }

  const displaced = new Map(outcome?.displacedSquadrons.map((s) => [s.id, s]) ?? []);
  for (const squadron of table.squadrons) {
    const base = { id: squadron.id, ...(squadron.owner !== undefined ? { owner: squadron.owner } : {}), title: `${squadron.id}${squadron.type ? `: ${squadron.type}` : ''}` };
    const moved = displaced.get(squadron.id);
    items.push({ ...base, shape: squadronCircle(squadron.position), role: 'squadron', highlight: moved !== undefined });
    if (moved !== undefined) items.push({ ...base, shape: squadronCircle(moved.position), role: 'displaced', title: `${squadron.id} placed touching the ${moved.touching}` });
    const label = moved?.position ?? squadron.position;
    items.push(pieceLabel(squadron.id, label, 2 * SQUADRON_RADIUS, SQUADRON_RADIUS));
  }

  if (outcome?.closestShip) {
    const [a, b] = outcome.closestShip.witness;
    items.push({ shape: { kind: 'polyline', points: [a, b] }, role: 'witness', id: `${outcome.ship}-closest`, title: `closest overlapped ship ${outcome.closestShip.ship}: ${outcome.closestShip.distance.toFixed(2)} mm` });
  }

  return { game: 'armada', bounds: { x: 0, y: 0, width: table.width, height: table.height }, items };
}

/**
 * A squadron's move or reach drawn over the table's scene: the reach disc, the squadron where it
 * starts (ghosted) and where it ends, or the sampled legal end points.
 */
export function squadronItems(world: World, drawn: Drawn<SquadronMoveOutcome, SquadronReach>): SceneItem[] {
  const items: SceneItem[] = [];
  const move = drawn.outcome ?? null;
  const reach = drawn.plan ?? null;
  const id = move?.squadron ?? reach?.squadron;
  const squadron = world.squadrons.find((s) => s.id === id);
  if (squadron === undefined) return items;
  const owner = squadron.owner !== undefined ? { owner: squadron.owner } : {};
  const radius = move?.reach ?? reach?.reach ?? 0;
  // An engaged squadron that cannot move has no reach to draw (armada.squadron.engaged).
  const stuck = reach?.canMove === false || (move?.violations.some((v) => v.rule === 'armada.squadron.engaged') ?? false);
  if (!stuck) items.push({ shape: { kind: 'circle', x: squadron.position.x, y: squadron.position.y, radius: radius + SQUADRON_RADIUS }, role: 'path', id: `${squadron.id}-reach`, title: `${squadron.id} can reach ${radius.toFixed(1)} mm` });
  if (move !== null) {
    items.push({ shape: squadronCircle(move.from), role: 'ship-start', id: squadron.id, ...owner, title: `${squadron.id} start` });
    items.push({ shape: squadronCircle(move.to), role: 'ship-final', id: squadron.id, ...owner, outcome: move.legal ? (move.destroyed ? 'destroyed' : 'clean') : 'illegal', title: `${squadron.id} ends here${move.legal ? '' : ' (illegal)'}` });
  }
  if (move !== null && (move.to.x !== move.from.x || move.to.y !== move.from.y)) {
    items.push({ shape: { kind: 'polyline', points: [move.from, move.to] }, role: 'witness', id: `${squadron.id}-moved`, title: `${squadron.id} moves ${move.moved.toFixed(2)} mm` });
  }
  // Who engages it where it starts (armada.squadron.engaged): a line to each engaging squadron.
  for (const other of move?.engagedBy ?? reach?.engagedBy ?? []) {
    const enemy = world.squadrons.find((s) => s.id === other);
    if (enemy === undefined) continue;
    const heavy = enemy.keywords.includes('heavy') ? ' (heavy: it does not stop it moving)' : '';
    items.push({ shape: { kind: 'polyline', points: [squadron.position, enemy.position] }, role: 'witness', id: `${squadron.id}-engaged-${other}`, title: `${squadron.id} is engaged with ${other}${heavy}` });
  }
  // How far the declared end is from each piece named by `near`.
  for (const d of move?.near ?? []) {
    items.push({ shape: { kind: 'polyline', points: [d.witness[0], d.witness[1]] }, role: 'witness', id: `${squadron.id}-near-${d.id}`, title: `${squadron.id} ends ${d.distance.toFixed(2)} mm from ${d.id}${d.withinDistance1 ? ' (distance 1)' : ' (not distance 1)'}` });
  }
  // Where its centre may not end, inside the reach: each keep-out grown by the base radius. The
  // reach disc less these zones (and the play area's edge) is exactly the legal region.
  for (const zone of reach?.keepOut ?? []) {
    const grown = keepOutOutline(zone.footprint, zone.clearance);
    const centre = zone.footprint;
    const extent = zone.footprint.kind === 'circle' ? zone.footprint.radius : Math.hypot(zone.footprint.width, zone.footprint.length) / 2;
    if (Math.hypot(centre.x - squadron.position.x, centre.y - squadron.position.y) > radius + extent + zone.clearance) continue;
    const why = zone.kind === 'engagement' ? `may not end engaged with ${zone.id} (within distance 1 of it)` : `'s centre may not end within ${zone.clearance} mm of ${zone.id}`;
    items.push({ shape: grown, role: 'ghost', id: `${squadron.id}-keep-out-${zone.kind === 'engagement' ? 'engagement-' : ''}${zone.id}`, outcome: 'unreachable', title: zone.kind === 'engagement' ? `${squadron.id} ${why}` : `${squadron.id}${why}` });
  }
  // The closest legal end to each enemy, and the gap from the squadron's base there to the enemy.
  for (const target of reach?.targets ?? []) {
    const note = `${squadron.id} can get within ${target.distance.toFixed(2)} mm of ${target.id}${target.withinDistance1 ? ' (distance 1)' : ' (not distance 1)'}`;
    items.push({ shape: squadronCircle(target.closestEnd), role: 'ghost', id: `${squadron.id}-closest-${target.id}`, ...owner, outcome: target.withinDistance1 ? 'clean' : 'reachable', title: note });
    items.push({ shape: { kind: 'polyline', points: [target.witness[0], target.witness[1]] }, role: 'witness', id: `${squadron.id}-to-${target.id}`, title: note });
  }
  return items;
}

/** A keep-out zone's outline for drawing: a circle grown by `clearance`, or a rectangle grown into a rounded one (corners in 8 steps). */
export function keepOutOutline(footprint: Rect | Circle, clearance: number): Circle | Polygon {
  if (footprint.kind === 'circle') return { kind: 'circle', x: footprint.x, y: footprint.y, radius: footprint.radius + clearance };
  const corners = rectCorners(footprint);
  const points: Point[] = [];
  const c = corners.reduce((a, p) => ({ x: a.x + p.x / 4, y: a.y + p.y / 4 }), { x: 0, y: 0 });
  for (let i = 0; i < 4; i++) {
    const v = corners[i]!;
    const prev = corners[(i + 3) % 4]!;
    const next = corners[(i + 1) % 4]!;
    const outward = (a: Point, b: Point) => {
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      let nx = (b.y - a.y) / len;
      let ny = -(b.x - a.x) / len;
      if (nx * ((a.x + b.x) / 2 - c.x) + ny * ((a.y + b.y) / 2 - c.y) < 0) { nx = -nx; ny = -ny; }
      return Math.atan2(ny, nx);
    };
    const from = outward(prev, v);
    const to = outward(v, next);
    // Sweep the short way round from one edge's normal to the next.
    let sweep = to - from;
    while (sweep > Math.PI) sweep -= 2 * Math.PI;
    while (sweep < -Math.PI) sweep += 2 * Math.PI;
    for (let k = 0; k <= 8; k++) {
      const a = from + (sweep * k) / 8;
      points.push({ x: v.x + clearance * Math.cos(a), y: v.y + clearance * Math.sin(a) });
    }
  }
  return { kind: 'polygon', points };
}
