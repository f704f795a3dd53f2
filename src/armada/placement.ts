/**
 * Placing a ship or squadron outside a maneuver (`armada.effects.placement`): a card
 * (`catalog/placements.ts`) says what is placed and where it may go; `resolve` checks a requested
 * place and names every rule it breaks, `plan` lists the region (sampled centres) for drawing.
 *
 * Where a piece may go, like a squadron's reach:
 * - within the card's distance band of what it is measured from: closest points of the placed
 *   base (a ship's without shield dials, as for range and distance, `armada.range.measure`) and the
 *   friendly ship (without shield dials), squadron base, obstacle outline or objective token (its
 *   centre: the scenario gives no token size); or, for Corvus, the whole base (without shield
 *   dials) inside the player's deployment zone (`armada.setup.areas`: the setup area's central
 *   3 x 4 ft on a 3 x 6 table, within distance 3 of that long edge);
 * - not overlapping a ship (bases with shield dials) nor a squadron; a ship placed by Hyperspace
 *   Assault may overlap squadrons, which are then placed by the other player as after an overlap
 *   (`armada.overlap.squadrons`, listed in `squadronsToPlace`); obstacles do not matter (Admiral
 *   Raddus clarification: anything but ships and squadrons);
 * - inside the play area (`armada.edge.destroyed`);
 * - Reserve Hangar Deck, Callous Tactician: unengaged when some legal place is unengaged (Armada
 *   Wiki clarification; engagement as in `armada.squadron.engaged`); scout: beyond distance 1 of
 *   every enemy squadron (base to base, obstruction not considered);
 * - the card's size class (Profundity: small; Hyperspace Assault: small or medium) and keyword
 *   (swarm) for the placed piece.
 * Pure; nothing here changes the world.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, issue, ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import { distance, insideArea, overlaps } from '../geometry/index.ts';
import { rectCorners } from '../geometry/arc.ts';
import type { Circle, Point, Pose, Rect, Shape } from '../geometry/shapes.ts';
import type { ArmadaPlacement } from '../schema/armada.ts';
import type { ArmadaRuleId } from './rules.ts';
import { DISTANCE_BANDS } from './catalog/distances.ts';
import type { PlacementRecord } from './catalog/placements.ts';
import { findPlacement } from './catalog/placements.ts';
import { findShip } from './catalog/ships.ts';
import { findSquadron } from './catalog/squadrons.ts';
import { footprintsOverlap, rectInside } from './exact.ts';
import { circleFootprint, innerRect, overlapRect, rectFootprint, squadronCircle } from './footprint.ts';
import { engagementOf } from './squadron-move.ts';
import type { ShipOnTable, SquadronOnTable, World } from './world.ts';
import { buildShip } from './world.ts';
import type { PlacementOutcome, PlacementRegion } from './outcome.ts';

/** One ruler length: the setup area starts this far in from each short edge of a 3 x 6 table (`armada.setup.areas`). */
const RULER = 304.8;

interface Piece {
  readonly kind: 'ship' | 'squadron';
  readonly id: string;
  readonly owner: string | undefined;
  /** On the table (its own footprint is left out of the overlap test), or set aside. */
  readonly onTable: boolean;
  readonly ship?: ShipOnTable;
  readonly squadron?: SquadronOnTable;
}

interface Setup {
  readonly record: PlacementRecord;
  readonly piece: Piece;
  readonly from: string;
  readonly reference: Shape | null;
  readonly zone: PlacementRegion['zone'];
  readonly within: number | null;
}

const mm = (v: number) => v.toFixed(2);

function pieceOf(world: World, placement: ArmadaPlacement, record: PlacementRecord): Piece | Issue {
  const { ship, squadron } = placement;
  if ((ship === undefined) === (squadron === undefined)) return issue('placement', 'armada.effects.placement', 'give the piece placed: "ship" or "squadron" (one of them)');
  const wants = ship !== undefined ? 'ship' : 'squadron';
  if (record.piece !== 'either' && record.piece !== wants) return issue(`placement.${wants}`, record.rule, `${record.name} places a ${record.piece}, not a ${wants}`);
  if (ship !== undefined) {
    if (typeof ship === 'string') {
      const on = world.ships.find((s) => s.id === ship);
      return on === undefined ? issue('placement.ship', 'armada.effects.placement', `no ship with id ${JSON.stringify(ship)}`) : { kind: 'ship', id: on.id, owner: on.owner, onTable: true, ship: on };
    }
    if (world.ships.some((s) => s.id === ship.id)) return issue('placement.ship.id', 'armada.effects.placement', `a ship with id ${JSON.stringify(ship.id)} is already on the table: name it by id`);
    const found = findShip(ship.type);
    if (!found.ok) return issue('placement.ship.type', 'armada.data.charts', found.message);
    const built = buildShip(-1, ship.id, ship.owner, found.record, { x: 0, y: 0, heading: 0 }, ship.speed);
    return { kind: 'ship', id: ship.id, owner: ship.owner, onTable: false, ship: built };
  }
  const sq = squadron!;
  if (typeof sq === 'string') {
    const on = world.squadrons.find((s) => s.id === sq);
    return on === undefined ? issue('placement.squadron', 'armada.effects.placement', `no squadron with id ${JSON.stringify(sq)}`) : { kind: 'squadron', id: on.id, owner: on.owner, onTable: true, squadron: on };
  }
  if (world.squadrons.some((s) => s.id === sq.id)) return issue('placement.squadron.id', 'armada.effects.placement', `a squadron with id ${JSON.stringify(sq.id)} is already on the table: name it by id`);
  let speed: number | undefined;
  if (sq.type !== undefined) {
    const found = findSquadron(sq.type);
    if (!found.ok) return issue('placement.squadron.type', 'armada.squadron.speeds', found.message);
    speed = found.record.speed;
  }
  const at = { x: 0, y: 0 };
  const built: SquadronOnTable = { index: -1, id: sq.id, owner: sq.owner, type: sq.type, speed, position: at, body: circleFootprint(squadronCircle(at)), keywords: sq.keywords ?? [] };
  return { kind: 'squadron', id: sq.id, owner: sq.owner, onTable: false, squadron: built };
}

/** The deployment zone of the player at `edge` (`armada.setup.areas`). */
function deploymentZone(world: World, edge: 'bottom' | 'top'): NonNullable<PlacementRegion['zone']> {
  const long = world.width >= world.height;
  const span = long ? world.width : world.height;
  const inset = span > 2 * world.height - 1e-6 || span > 2 * world.width - 1e-6 ? RULER : 0;
  const depth = DISTANCE_BANDS[2];
  return edge === 'bottom' ? { x0: inset, y0: 0, x1: world.width - inset, y1: depth } : { x0: inset, y0: world.height - depth, x1: world.width - inset, y1: world.height };
}

function setupOf(world: World, placement: ArmadaPlacement): Result<Setup> {
  const found = findPlacement(placement.by);
  if (!found.ok) return fail([issue('placement.by', 'armada.effects.placement', found.message)]);
  const record = found.record;
  const piece = pieceOf(world, placement, record);
  if ('path' in piece) return fail([piece]);
  const issues: Issue[] = [];
  if (record.sizes !== undefined && piece.ship !== undefined && !record.sizes.includes(piece.ship.size)) issues.push(issue('placement.ship', record.rule, `${record.name} places a ${record.sizes.join(' or ')} ship; ${piece.id} is ${piece.ship.size}`));
  if (record.keyword !== undefined && piece.squadron !== undefined && !piece.squadron.keywords.includes(record.keyword)) issues.push(issue('placement.squadron', record.rule, `${record.name} places a squadron with ${record.keyword}; ${piece.id} has none (give its keywords)`));
  if (record.from === 'deployment-zone') {
    if (placement.edge === undefined) issues.push(issue('placement.edge', 'armada.setup.areas', `${record.name} redeploys within the player's deployment zone: give "edge", "bottom" (y = 0) or "top"`));
    if (issues.length > 0) return fail(issues);
    return ok({ record, piece, from: 'deployment zone', reference: null, zone: deploymentZone(world, placement.edge!), within: null });
  }
  const within = DISTANCE_BANDS[record.within - 1]!;
  if (record.from === 'token') {
    if (placement.token === undefined) issues.push(issue('placement.token', record.rule, `${record.name} places at distance ${record.within} of an objective token: give "token", its centre`));
    if (issues.length > 0) return fail(issues);
    const t = placement.token!;
    return ok({ record, piece, from: 'token', reference: { kind: 'circle', x: t.x, y: t.y, radius: 1e-6 }, zone: null, within });
  }
  const from = placement.from;
  if (from === undefined) return fail([...issues, issue('placement.from', record.rule, `${record.name} places at distance ${record.within} of a ${record.from.replace('friendly-', 'friendly ')}: give its id in "from"`)]);
  let reference: Shape | null = null;
  if (record.from === 'friendly-ship') {
    const ship = world.ships.find((s) => s.id === from);
    if (ship === undefined) issues.push(issue('placement.from', record.rule, `no ship with id ${JSON.stringify(from)}`));
    else if (ship.owner !== undefined && piece.owner !== undefined && ship.owner !== piece.owner) issues.push(issue('placement.from', record.rule, `${record.name} places at distance ${record.within} of a friendly ship; ${from} is not ${piece.id}'s`));
    else if (ship.id === piece.id) issues.push(issue('placement.from', record.rule, 'the distance is measured from another ship'));
    else reference = ship.inner.shape;
  } else if (record.from === 'friendly-squadron') {
    const sq = world.squadrons.find((s) => s.id === from);
    if (sq === undefined || sq.id === piece.id) issues.push(issue('placement.from', record.rule, sq === undefined ? `no squadron with id ${JSON.stringify(from)}` : 'the distance is measured from another squadron'));
    else if (sq.owner !== undefined && piece.owner !== undefined && sq.owner !== piece.owner) issues.push(issue('placement.from', record.rule, `${record.name} is ${from}'s card and places a squadron of its owner`));
    else reference = squadronCircle(sq.position);
  } else {
    const obstacle = world.obstacles.find((o) => o.id === from);
    if (obstacle === undefined) issues.push(issue('placement.from', record.rule, `no obstacle with id ${JSON.stringify(from)}`));
    else reference = { kind: 'polygon', points: obstacle.outline };
  }
  if (issues.length > 0) return fail(issues);
  return ok({ record, piece, from, reference, zone: null, within });
}

interface Check {
  readonly violations: { rule: ArmadaRuleId; message: string }[];
  readonly distance: number | null;
  readonly overlapped: { ships: string[]; squadrons: string[] };
  readonly squadronsToPlace: string[];
  readonly engagedBy: string[];
}

/** Every rule a place breaks, except the "unengaged if possible" of a squadron (judged against the region). */
function checkAt(world: World, setup: Setup, to: Point, heading: number): Check {
  const { record, piece } = setup;
  const violations: { rule: ArmadaRuleId; message: string }[] = [];
  const overlapped = { ships: [] as string[], squadrons: [] as string[] };
  const squadronsToPlace: string[] = [];
  let engagedBy: string[] = [];
  let gap: number | null = null;
  const collision = world.config.collision;
  if (piece.kind === 'ship') {
    const size = piece.ship!.size;
    const pose = { x: to.x, y: to.y, heading };
    const inner = innerRect(size, pose);
    const body = rectFootprint(overlapRect(size, pose));
    if (setup.zone !== null) {
      const z = setup.zone;
      const corners = rectCorners(inner);
      if (!corners.every((c) => c.x >= z.x0 - 1e-6 && c.x <= z.x1 + 1e-6 && c.y >= z.y0 - 1e-6 && c.y <= z.y1 + 1e-6)) violations.push({ rule: 'armada.setup.areas', message: `part of ${piece.id}'s base is outside the deployment zone (x ${mm(z.x0)}-${mm(z.x1)}, y ${mm(z.y0)}-${mm(z.y1)})` });
    } else {
      gap = distance(inner, setup.reference!).distance;
      if (gap > setup.within! + 1e-9) violations.push({ rule: record.rule, message: `${piece.id} would be ${mm(gap)} mm from ${setup.from}; ${record.name} places it within distance ${record.within} (${mm(setup.within!)} mm)` });
    }
    for (const ship of world.ships) if (ship.id !== piece.id && footprintsOverlap(body, ship.overlap, collision)) overlapped.ships.push(ship.id);
    for (const sq of world.squadrons) if (footprintsOverlap(body, sq.body, collision)) (record.displacesSquadrons ? squadronsToPlace : overlapped.squadrons).push(sq.id);
    if (!rectInside(inner, world.width, world.height, collision)) violations.push({ rule: 'armada.edge.destroyed', message: `part of ${piece.id}'s base would be outside the play area` });
  } else {
    const circle = squadronCircle(to);
    gap = distance(circle, setup.reference!).distance;
    if (gap > setup.within! + 1e-9) violations.push({ rule: record.rule, message: `${piece.id} would be ${mm(gap)} mm from ${setup.from}; ${record.name} places it within distance ${record.within} (${mm(setup.within!)} mm)` });
    const near = (c: Circle, r: number) => Math.hypot(c.x - to.x, c.y - to.y) <= r + circle.radius + 1;
    for (const ship of world.ships) if (near({ kind: 'circle', x: ship.overlap.cx, y: ship.overlap.cy, radius: 0 }, ship.overlap.r) && overlaps(circle, ship.overlap.shape)) overlapped.ships.push(ship.id);
    for (const sq of world.squadrons) if (sq.id !== piece.id && near(squadronCircle(sq.position), circle.radius) && overlaps(circle, sq.body.shape)) overlapped.squadrons.push(sq.id);
    if (!insideArea(circle, world.width, world.height)) violations.push({ rule: 'armada.edge.destroyed', message: `part of ${piece.id}'s base would be outside the play area` });
    if (record.beyondEnemySquadrons !== undefined) {
      const limit = DISTANCE_BANDS[record.beyondEnemySquadrons - 1]!;
      const close = world.squadrons.filter((s) => s.id !== piece.id && s.owner !== undefined && piece.owner !== undefined && s.owner !== piece.owner && distance(circle, squadronCircle(s.position)).distance <= limit);
      if (close.length > 0) violations.push({ rule: record.rule, message: `${piece.id} would be within distance ${record.beyondEnemySquadrons} of ${close.map((s) => s.id).join(', ')}; ${record.name} places it beyond distance ${record.beyondEnemySquadrons} of enemy squadrons` });
    }
    if (record.unengaged) {
      const here: SquadronOnTable = { ...piece.squadron!, position: to, body: circleFootprint(circle) };
      engagedBy = engagementOf(world, here, to, false).engagedBy.map((s) => s.id);
    }
  }
  if (overlapped.ships.length + overlapped.squadrons.length > 0) violations.push({ rule: 'armada.effects.placement', message: `${piece.id} would overlap ${[...overlapped.ships, ...overlapped.squadrons].join(', ')}` });
  return { violations, distance: gap, overlapped, squadronsToPlace, engagedBy };
}

/** The heading a ship placement uses in a plan. */
function planHeading(setup: Setup, placement: ArmadaPlacement): number {
  if (placement.heading !== undefined) return placement.heading;
  if (placement.to !== undefined && 'heading' in placement.to) return placement.to.heading;
  return setup.piece.onTable ? setup.piece.ship!.pose.heading : 0;
}

/** Sampled centres that pass every check (`points`), and those of them that are unengaged. */
function sample(world: World, setup: Setup, heading: number): { step: number; legal: Point[]; unengaged: Point[] } {
  let x0: number;
  let y0: number;
  let x1: number;
  let y1: number;
  if (setup.zone !== null) ({ x0, y0, x1, y1 } = setup.zone);
  else {
    const ref = setup.reference!;
    const box = boundsOf(ref);
    const grow = setup.within! + (setup.piece.kind === 'ship' ? shipReach(setup) : squadronCircle({ x: 0, y: 0 }).radius);
    x0 = box.x0 - grow; y0 = box.y0 - grow; x1 = box.x1 + grow; y1 = box.y1 + grow;
  }
  x0 = Math.max(0, x0); y0 = Math.max(0, y0); x1 = Math.min(world.width, x1); y1 = Math.min(world.height, y1);
  const step = Math.max(5, Math.ceil(Math.sqrt(((x1 - x0) * (y1 - y0)) / 2500)));
  const legal: Point[] = [];
  const unengaged: Point[] = [];
  for (let y = y0 + step / 2; y < y1; y += step) {
    for (let x = x0 + step / 2; x < x1; x += step) {
      const p = { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 };
      const c = checkAt(world, setup, p, heading);
      if (c.violations.length > 0) continue;
      legal.push(p);
      if (c.engagedBy.length === 0) unengaged.push(p);
    }
  }
  return { step, legal, unengaged };
}

/** Half the diagonal of a placed ship's base: how far its centre can be from the nearest point of it. */
function shipReach(setup: Setup): number {
  const r = overlapRect(setup.piece.ship!.size, { x: 0, y: 0, heading: 0 });
  return Math.hypot(r.width, r.length) / 2;
}

function boundsOf(shape: Shape): { x0: number; y0: number; x1: number; y1: number } {
  if (shape.kind === 'circle') return { x0: shape.x - shape.radius, y0: shape.y - shape.radius, x1: shape.x + shape.radius, y1: shape.y + shape.radius };
  const points = shape.kind === 'polygon' ? shape.points : shape.kind === 'rect' ? rectCorners(shape) : [];
  return { x0: Math.min(...points.map((p) => p.x)), y0: Math.min(...points.map((p) => p.y)), x1: Math.max(...points.map((p) => p.x)), y1: Math.max(...points.map((p) => p.y)) };
}

function headTrace(setup: Setup): TraceStep[] {
  const { record, piece } = setup;
  const where = setup.zone !== null ? `within the deployment zone (x ${mm(setup.zone.x0)}-${mm(setup.zone.x1)}, y ${mm(setup.zone.y0)}-${mm(setup.zone.y1)}, armada.setup.areas)` : `within distance ${record.within} (${mm(setup.within!)} mm) of ${setup.from === 'token' ? 'the objective token (its centre)' : setup.from}`;
  const extras = [record.unengaged ? 'unengaged if any legal place is' : '', record.beyondEnemySquadrons !== undefined ? `beyond distance ${record.beyondEnemySquadrons} of enemy squadrons` : '', record.displacesSquadrons ? 'squadrons under it are placed by the other player' : 'not overlapping ships or squadrons'].filter(Boolean);
  return [step(record.rule, `${record.name}: ${piece.kind} ${piece.id}${piece.onTable ? '' : ' (set aside)'} is placed ${where}, ${extras.join(', ')}, inside the play area (armada.effects.placement).`)];
}

/** `resolve`: the requested place checked. */
export function resolvePlacement(world: World, placement: ArmadaPlacement): Result<PlacementOutcome> {
  const built = setupOf(world, placement);
  if (!built.ok) return built;
  const setup = built.value;
  const to = placement.to;
  if (to === undefined) return fail([issue('placement.to', 'armada.effects.placement', 'the placement has no place to check ("to"); plan lists where it may go')]);
  if (setup.piece.kind === 'ship' && !('heading' in to)) return fail([issue('placement.to', 'armada.effects.placement', 'a ship is placed at a pose: give "to" with x, y and heading')]);
  if (setup.piece.kind === 'squadron' && 'heading' in to) return fail([issue('placement.to', 'armada.effects.placement', 'a squadron is placed at a point (its base centre): give "to" with x and y only')]);
  const heading = 'heading' in to ? to.heading : 0;
  const checked = checkAt(world, setup, to, heading);
  const trace = headTrace(setup);
  const violations = [...checked.violations];
  if (checked.distance !== null) trace.push(step(setup.record.rule, `From there the base is ${mm(checked.distance)} mm from ${setup.from === 'token' ? 'the token' : setup.from}: ${checked.distance <= setup.within! + 1e-9 ? 'within' : 'beyond'} distance ${setup.record.within}.`));
  if (checked.squadronsToPlace.length > 0) trace.push(step('armada.overlap.squadrons', `${checked.squadronsToPlace.join(', ')} ${checked.squadronsToPlace.length === 1 ? 'is' : 'are'} under the ship: the other player places ${checked.squadronsToPlace.length === 1 ? 'it' : 'them'} touching it, as after an overlap.`));
  if (setup.record.unengaged && checked.engagedBy.length > 0) {
    const region = sample(world, setup, heading);
    if (region.unengaged.length > 0) violations.push({ rule: setup.record.rule, message: `${setup.piece.id} would be engaged by ${checked.engagedBy.join(', ')}; ${region.unengaged.length} sampled legal place(s) are unengaged (e.g. ${mm(region.unengaged[0]!.x)}, ${mm(region.unengaged[0]!.y)})` });
    else trace.push(step(setup.record.rule, `Engaged by ${checked.engagedBy.join(', ')} there, but no sampled legal place is unengaged: it may be placed engaged (Armada Wiki clarification).`));
  }
  const legal = violations.length === 0;
  trace.push(step('armada.effects.placement', legal ? 'The placement is legal.' : `The placement breaks ${violations.length} rule(s).`));
  return ok({
    game: 'armada',
    kind: 'placement',
    by: setup.record.id,
    rule: setup.record.rule,
    piece: setup.piece.id,
    pieceKind: setup.piece.kind,
    from: setup.from,
    to,
    base: setup.piece.kind === 'ship' ? overlapRect(setup.piece.ship!.size, { x: to.x, y: to.y, heading }) : squadronCircle(to),
    within: setup.within,
    distance: checked.distance,
    legal,
    violations,
    overlapped: checked.overlapped,
    squadronsToPlace: checked.squadronsToPlace,
    engagedBy: checked.engagedBy,
    trace,
  });
}

/** `plan`: where the piece may go. */
export function planPlacement(world: World, placement: ArmadaPlacement): Result<PlacementRegion> {
  const built = setupOf(world, placement);
  if (!built.ok) return built;
  const setup = built.value;
  const heading = setup.piece.kind === 'ship' ? planHeading(setup, placement) : 0;
  const region = sample(world, setup, heading);
  const unengagedOnly = setup.record.unengaged === true && region.unengaged.length > 0;
  const points = unengagedOnly ? region.unengaged : region.legal;
  const trace = headTrace(setup);
  trace.push(step('armada.effects.placement', `${points.length} legal centre(s) on a ${region.step} mm grid${setup.piece.kind === 'ship' ? ` at heading ${heading}` : ''}${unengagedOnly ? ' (unengaged ones only: some exist)' : ''}.`));
  return ok({
    game: 'armada',
    kind: 'placement-region',
    by: setup.record.id,
    rule: setup.record.rule,
    piece: setup.piece.id,
    pieceKind: setup.piece.kind,
    from: setup.from,
    within: setup.within,
    reference: setup.reference,
    zone: setup.zone,
    heading: setup.piece.kind === 'ship' ? heading : null,
    step: region.step,
    points,
    unengagedOnly,
    trace,
  });
}

/** Plain text for people. */
export function describePlacement(outcome: PlacementOutcome): string {
  const at = 'heading' in outcome.to ? `(${outcome.to.x.toFixed(2)}, ${outcome.to.y.toFixed(2)}) heading ${outcome.to.heading.toFixed(2)}` : `(${outcome.to.x.toFixed(2)}, ${outcome.to.y.toFixed(2)})`;
  const lines = [`${outcome.by}: ${outcome.pieceKind} ${outcome.piece} placed at ${at}: ${outcome.legal ? 'legal' : 'ILLEGAL'}`];
  if (outcome.distance !== null) lines.push(`  ${outcome.distance.toFixed(2)} mm from ${outcome.from} (limit ${outcome.within!.toFixed(2)} mm)`);
  for (const v of outcome.violations) lines.push(`  [${v.rule}] ${v.message}`);
  if (outcome.squadronsToPlace.length > 0) lines.push(`  squadrons to place touching it: ${outcome.squadronsToPlace.join(', ')}`);
  lines.push('', 'Why:');
  for (const t of outcome.trace) lines.push(`  [${t.rule}] ${t.note}`);
  return lines.join('\n');
}

export function describePlacementRegion(region: PlacementRegion): string {
  const lines = [`${region.by}: where ${region.pieceKind} ${region.piece} may be placed${region.within !== null ? ` (within ${region.within.toFixed(2)} mm of ${region.from})` : ' (deployment zone)'}: ${region.points.length} sampled centre(s), ${region.step} mm apart`];
  lines.push('', 'Why:');
  for (const t of region.trace) lines.push(`  [${t.rule}] ${t.note}`);
  return lines.join('\n');
}
