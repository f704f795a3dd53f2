/**
 * What to draw (the engine's `scene`): the play area, every base with its front arc, the obstacles,
 * and for the move: the template used, the start ghosted, the final position, the overlapped and
 * touching ships highlighted and the path a partial execution backed along. With a plan, every
 * dial maneuver's final base is a ghost coloured by its outcome.
 */
import type { Drawn } from '../engine.ts';
import type { Point, Pose, Shape } from '../geometry/shapes.ts';
import { toTable } from '../geometry/index.ts';
import type { Scene, SceneItem, SceneOutcome } from '../render/scene.ts';
import { threatTitle } from '../core/measure.ts';
import type { Base } from './catalog/bases.ts';
import { BULLSEYE_WIDTH, arcSlope, arcsOf } from './catalog/arcs.ts';
import { ATTACK_RANGE } from './measure.ts';
import { poseAt } from './course.ts';
import { parseDial } from './dial.ts';
import { maneuverGeometry } from './maneuver.ts';
import type { ActionOutcome, ManeuverOutcome, XwingOutcome, XwingPlan } from './outcome.ts';
import { hugeItems } from './huge-scene.ts';
import { barrelRollCandidate, boostCandidate } from './reposition.ts';
import { templateShape } from './template-shape.ts';
import { sideslipGeometry, slipPose } from './sideslip.ts';
import type { ShipState, World } from './world.ts';
import { baseRect } from './world.ts';
import { hypot } from '../geometry/hypot.ts';

/**
 * The front arc marker on the base: lines from the centre through the two front corners (a 90-degree
 * arc); on a huge base, the front arc lines themselves up to the long sides (xwing.range.arc-lines:
 * 41.45 degrees either side of the centre line, meeting the sides 45.29 mm ahead of the centre).
 */
function frontArc(pose: Pose, base: Base): SceneItem['shape'] {
  const ahead = base.size === 'huge' ? base.width / 2 / arcSlope('huge') : base.length / 2;
  const points: Point[] = [
    toTable(pose, { x: -base.width / 2, y: ahead }),
    { x: pose.x, y: pose.y },
    toTable(pose, { x: base.width / 2, y: ahead }),
  ];
  return { kind: 'polyline', points };
}

/**
 * The firing arcs of the plan's ship (xwing.range.arc-lines): each arc line from the base centre out
 * to range 3 beyond the base, the bullseye band's edges, the full-arc line across the base.
 */
export function arcItems(ship: ShipState): SceneItem[] {
  const arcs = new Set(arcsOf(ship.type.xws));
  const k = arcSlope(ship.base.size);
  const reach = ATTACK_RANGE * 100 + hypot(ship.base.width, ship.base.length) / 2;
  const unit = hypot(k, 1);
  const line = (a: Point, b: Point): SceneItem => ({ shape: { kind: 'polyline', points: [toTable(ship.pose, a), toTable(ship.pose, b)] }, role: 'ship-front', id: ship.id, title: `${ship.id} arcs: ${[...arcs].join(', ')}` });
  const centre = { x: 0, y: 0 };
  const items: SceneItem[] = [];
  // The side arcs lie between the front and the rear lines: a ship with one draws both pairs.
  const turret = arcs.has('singleTurret') || arcs.has('doubleTurret') || arcs.has('left') || arcs.has('right');
  for (const [fore, wanted] of [[1, arcs.has('front') || turret], [-1, arcs.has('rear') || turret]] as const) {
    if (!wanted) continue;
    for (const side of [-1, 1]) items.push(line(centre, { x: (side * k * reach) / unit, y: (fore * reach) / unit }));
  }
  if (arcs.has('fullFront') || arcs.has('fullRear')) items.push(line({ x: -reach, y: 0 }, { x: reach, y: 0 }));
  if (arcs.has('bullseye')) {
    for (const side of [-1, 1]) items.push(line({ x: (side * BULLSEYE_WIDTH) / 2, y: ship.base.length / 2 }, { x: (side * BULLSEYE_WIDTH) / 2, y: reach }));
  }
  return items;
}

function shipItems(ship: ShipState, pose: Pose, role: SceneItem['role'], extra: Partial<SceneItem> = {}): SceneItem[] {
  const owner = ship.owner !== undefined ? { owner: ship.owner } : {};
  return [
    { shape: baseRect(pose, ship.base), role, id: ship.id, ...owner, title: `${ship.id} (${ship.type.name})`, ...extra },
    { shape: frontArc(pose, ship.base), role: 'ship-front', id: ship.id, ...owner },
  ];
}

/**
 * The ship's id where it reads: on the base when it fits at a readable size, else beside it (to
 * the right, outside the base, so a small base keeps its front arc visible).
 */
function sideLabel(ship: ShipState, at: Pose): SceneItem {
  const fits = (ship.base.width * 0.85) / Math.max(1, ship.id.length * 0.6);
  if (fits >= 12) return { shape: { kind: 'text', x: at.x, y: at.y, text: ship.id, size: Math.min(16, fits) }, role: 'label', id: ship.id };
  const reach = hypot(ship.base.width, ship.base.length) / 2 + 3;
  return { shape: { kind: 'text', x: at.x + reach, y: at.y, text: ship.id, size: 15, anchor: 'start' }, role: 'label', id: ship.id };
}

function preTemplate(mover: ShipState, code: string): Shape | null {
  const geometry = maneuverGeometry(parseDial(code)!, mover.pose, mover.base.length, 'middle');
  return 'error' in geometry || geometry.course === null ? null : templateShape(geometry.course);
}

export function maneuverOutcomeClass(o: ManeuverOutcome): SceneOutcome {
  if (o.fled) return 'fled';
  if (!o.fully) return 'overlap';
  if (o.obstacles.length > 0) return 'obstacle';
  return 'clean';
}

function maneuverItems(world: World, mover: ShipState, o: ManeuverOutcome, placement: 'front' | 'middle' | 'back'): SceneItem[] {
  if (o.huge !== undefined) return hugeItems(world, mover, o, o.huge, (pose, extra) => shipItems(mover, pose, 'ship-final', extra));
  const items: SceneItem[] = [];
  const entry = parseDial(o.executed)!;
  // A move before the dial (xwing.maneuver.pre-move) is drawn first; the maneuver starts where it ended.
  const pre = o.preMove?.performed === true ? o.preMove : null;
  if (pre !== null) {
    const first = pre.executed === null ? boostCandidate(mover, pre.direction, false).template : preTemplate(mover, pre.executed);
    if (first !== null) items.push({ shape: first, role: 'template', id: mover.id, title: `${pre.effect}: ${pre.executed ?? `boost ${pre.direction}`}` });
  }
  // A side-slip is drawn with its template at the ship's side (xwing.maneuver.sideslip).
  // A deploy starts at the carrier's guides (xwing.maneuver.deploy): its start pose is the outcome's.
  const from = o.deployed !== undefined ? o.startPose : (pre?.pose ?? mover.pose);
  // Another template of the same speed and direction (xwing.maneuver.template, IG-88D): the one the outcome used.
  const other = o.effects?.some((e) => e.rule === 'xwing.maneuver.template') === true ? o.template?.kind : undefined;
  const geometry = (o.sideslip === true ? sideslipGeometry(entry, from, mover.base.length) : null) ?? maneuverGeometry(entry, from, mover.base.length, placement, other);
  if (o.skippedExecute !== true && !('error' in geometry) && geometry.course !== null) {
    const course = geometry.course;
    const template = templateShape(course);
    if (template !== null) items.push({ shape: template, role: 'template', id: mover.id, title: `template ${o.executed}${other !== undefined ? ` (${other} template)` : ''}` });
    if (!o.fully && o.progress < 1) {
      const points: Point[] = [];
      for (let i = 0; i <= 32; i++) {
        const p = slipPose(poseAt(course, o.progress + ((1 - o.progress) * i) / 32), geometry.slipRotation ?? 0);
        points.push({ x: p.x, y: p.y });
      }
      items.push({ shape: { kind: 'polyline', points }, role: 'path', id: mover.id, title: 'backed along (partial execution)' });
    }
  }
  items.push(...shipItems(mover, o.pose, 'ship-final', { outcome: maneuverOutcomeClass(o), highlight: !o.fully || o.fled, title: `${mover.id} after ${o.executed}${o.sideslip === true ? ' (side-slip)' : ''}${typeof o.docked === 'string' ? `, docked with ${o.docked}` : ''}` }));
  return items;
}

function actionItems(mover: ShipState, o: ActionOutcome): SceneItem[] {
  const items: SceneItem[] = [];
  const decloak = o.action === 'decloak';
  for (const c of o.candidates) {
    const candidate = o.move === 'boost' ? boostCandidate(mover, c.direction, decloak) : barrelRollCandidate(mover, c.direction === 'left' ? 'left' : 'right', c.placement, decloak, c.bend);
    const same = c.placement === o.placement && c.bend === o.bend;
    if (same) items.push({ shape: candidate.template, role: 'template', id: mover.id, title: `${o.move} template` });
    const chosen = o.performed && same;
    if (!chosen) {
      items.push({
        shape: baseRect(c.pose, mover.base), role: 'ghost', id: mover.id, outcome: c.legal ? 'clean' : 'illegal', title: `${o.move} ${c.direction}${c.bend !== undefined ? ` ${c.bend}` : ''} ${c.placement}: ${c.legal ? 'legal' : 'illegal'}`,
        pick: { action: { ship: mover.id, type: o.action, direction: c.direction, ...(c.placement === 'middle' ? {} : { placement: c.placement }), ...(c.bend !== undefined ? { bend: c.bend } : {}), ...(o.action === 'tractor' || o.action === 'decloak' ? { move: o.move } : {}) }, maneuver: null },
        group: o.move,
      });
    }
  }
  if (o.performed) items.push(...shipItems(mover, o.pose, 'ship-final', { outcome: 'clean', title: `${mover.id} after ${o.move}` }));
  return items;
}

/** The engine's `scene`: the pieces, and the outcome and plan when given (pure; computes neither). */
export function buildScene(world: World, drawn: Drawn<XwingOutcome, XwingPlan>): Scene {
  const outcome = drawn.outcome ?? null;
  const scenario = world.scenario;
  const moverId = outcome?.ship ?? null;
  const mover = world.ships.find((s) => s.id === moverId) ?? null;
  const marked = new Set<string>(outcome?.kind === 'maneuver' ? [...outcome.overlappedShips, ...(outcome.touching ? [outcome.touching] : [])] : []);
  const hitObstacles = new Set<string>(outcome?.obstacles.map((h) => h.id) ?? []);

  const items: SceneItem[] = [
    { shape: { kind: 'rect', x: world.width / 2, y: world.height / 2, heading: 0, width: world.width, length: world.height }, role: 'play-area', title: `play area ${world.width} x ${world.height} mm` },
  ];
  for (const obstacle of world.obstacles) {
    items.push({ shape: obstacle.shape, role: 'obstacle', id: obstacle.id, highlight: hitObstacles.has(obstacle.id), title: `${obstacle.id} (${obstacle.type})` });
  }
  for (const ship of world.ships) {
    if (ship.id === moverId && outcome !== null) {
      const startPose = outcome.kind === 'maneuver' && outcome.deployed !== undefined ? outcome.startPose : ship.pose;
      items.push(...shipItems(ship, startPose, 'ship-start', { title: `${ship.id} start` }));
      continue;
    }
    items.push(...shipItems(ship, ship.pose, 'ship', { highlight: marked.has(ship.id) }));
  }
  if (outcome !== null && mover !== null) {
    items.push(...(outcome.kind === 'maneuver' ? maneuverItems(world, mover, outcome, scenario.maneuver?.placement ?? 'middle') : actionItems(mover, outcome)));
  }
  if (drawn.plan) {
    const planned = world.ships.find((s) => s.id === drawn.plan?.ship);
    if (planned !== undefined) {
      items.push(...arcItems(planned));
      for (const m of drawn.plan.maneuvers) {
        items.push({
          shape: baseRect(m.outcome.pose, planned.base), role: 'ghost', id: planned.id, outcome: maneuverOutcomeClass(m.outcome),
          title: `${m.dial}${m.placement ? ` ${m.placement}` : ''}${m.sideslip === true ? ' side-slip' : ''}${m.dock === true ? ' dock' : ''}${m.deploy !== undefined ? ` deploy ${m.deploy}` : ''}${threatTitle(m.outcome.exposure, m.outcome.targets)}`,
          pick: { maneuver: { ship: planned.id, dial: m.dial, ...(m.placement ? { placement: m.placement } : {}), ...(m.sideslip === true ? { sideslip: true } : {}), ...(m.dock === true ? { dock: true } : {}), ...(m.deploy !== undefined ? { deploy: m.deploy } : {}) }, action: null },
          group: `speed ${m.dial[0]}`,
        });
      }
    }
  }
  for (const ship of world.ships) {
    const at = ship.id === moverId && outcome !== null ? outcome.pose : ship.pose;
    items.push(sideLabel(ship, at));
  }
  const margin = 20;
  return { game: 'xwing', bounds: { x: -margin, y: -margin, width: world.width + 2 * margin, height: world.height + 2 * margin }, items };
}

