/**
 * Execute Maneuver end to end (`armada.maneuver.steps`): Determine Course, the tool side, the
 * back-off, then the recommended order of `armada.overlap.order` (armada Q6): overlap damage,
 * displaced squadrons, obstacle effects, play-area check on the position actually reached.
 */
import type { Result } from '../core/issue.ts';
import { quote } from '../core/quote.ts';
import { fail, issue, ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Point, Pose } from '../geometry/shapes.ts';
import { toTable } from '../geometry/index.ts';
import { CONTACT_TOLERANCE } from '../geometry/shapes.ts';
import type { ArmadaManeuver } from '../schema/armada.ts';
import type { EngineConfig } from './config.ts';
import type { Course } from './course.ts';
import { courseDial, determineCourse } from './course.ts';
import { determineWithEffects, gatherEffects } from './effects.ts';
import { checkPlacement, placeSquadrons } from './displace.ts';
import type { Placement } from './displace.ts';
import { footprintsOverlap, rectInside } from './exact.ts';
import type { Footprint } from './footprint.ts';
import { innerRect, overlapRect, rectFootprint } from './footprint.ts';
import type { BackOff } from './move.ts';
import type { Landing, Landings, Placed, PositionCache } from './placed.ts';
import { backOff, overlapsToolChain, placedChain, placedText, sharedChain, shipsOverlapped } from './move.ts';
import type { CourseEntry } from './course-table.ts';
import { entryReducedOverlapsTool, tabledReducedOverlapsTool, usesTables } from './course-table.ts';
import { resolveObstacles } from './obstacles.ts';
import type { ObstacleExemption } from './overlap-effects.ts';
import { adjustDamage, exemptionFor, listsCards, obstacleExemptions } from './overlap-effects.ts';
import { BASES } from './catalog/bases.ts';
import type { ArmadaOutcome, Attempt, ClosestShip, DamageDealt } from './outcome.ts';
import { closestOverlapped } from './closest.ts';
import type { SidePlots } from './side.ts';
import { decideSide, plotBothSides } from './side.ts';
import { mm, poseText } from './text.ts';
import type { ShipOnTable, SquadronOnTable, World } from './world.ts';
import type { Side } from './tool.ts';
import { placeInTable, speedZeroYawLocal } from './tool.ts';

interface Movement {
  readonly side: Side;
  readonly toolSides: ArmadaOutcome['toolSides'];
  readonly tool: readonly Point[];
  readonly result: BackOff;
  readonly trace: TraceStep[];
  /** The course trace `trace` already starts with (`moveOnSide`'s `courseTrace`): `finish` then continues `trace` itself instead of copying both. */
  readonly lead?: readonly TraceStep[];
  /** The side's course entry in the course tables (its reduced speeds' tool tests are kept there); null without. */
  readonly entry: CourseEntry | null;
}

function attemptsOf(ship: ShipOnTable, course: Course, movement: Movement, config: EngineConfig): Attempt[] {
  const placed = movement.toolSides !== null;
  const requested = course.speed;
  const tabled = usesTables(config);
  const tried = movement.result.attempts;
  // An array literal of its own length for one or two attempts (push grows a new array to 17 slots).
  if (tried.length === 1) return [attemptOf(ship, course, movement, config, placed, requested, tabled, tried[0]!)];
  if (tried.length === 2) return [attemptOf(ship, course, movement, config, placed, requested, tabled, tried[0]!), attemptOf(ship, course, movement, config, placed, requested, tabled, tried[1]!)];
  const out: Attempt[] = [];
  for (let i = 0; i < tried.length; i++) out.push(attemptOf(ship, course, movement, config, placed, requested, tabled, tried[i]!));
  return out;
}

function attemptOf(ship: ShipOnTable, course: Course, movement: Movement, config: EngineConfig, placed: boolean, requested: number, tabled: boolean, a: Placed): Attempt {
  let overlapsTool: boolean | null = null;
  // Relative to the start like the tool itself: the course tables keep it (course-table.ts).
  if (placed && a.speed > 0 && a.speed < requested) {
    overlapsTool = !tabled ? overlapsToolChain(a.body, movement.tool, config)
      : movement.entry !== null ? entryReducedOverlapsTool(ship.size, movement.side, course.clicks, movement.entry, a.speed, config)
      : tabledReducedOverlapsTool(ship.size, movement.side, course.clicks, a.speed, config);
  }
  return { speed: a.speed, pose: a.pose, overlappedShips: idsOf(a.overlapped), overlapsTool };
}

/** The pieces' ids, in order (an array literal of its own length for up to two). */
function idsOf(pieces: readonly { readonly id: string }[]): string[] {
  if (pieces.length === 0) return [];
  if (pieces.length === 1) return [pieces[0]!.id];
  if (pieces.length === 2) return [pieces[0]!.id, pieces[1]!.id];
  const ids: string[] = [];
  for (let i = 0; i < pieces.length; i++) ids.push(pieces[i]!.id);
  return ids;
}

/** The pieces' ids joined by ", " (what `ids.join(', ')` prints). */
function idList(pieces: readonly { readonly id: string }[]): string {
  let text = '';
  for (let i = 0; i < pieces.length; i++) text = i === 0 ? pieces[0]!.id : `${text}, ${pieces[i]!.id}`;
  return text;
}

/** The `armada.overlap.ships` note of a position that overlaps ships, written once per position (many courses back off through the same one). */
function overlapNote(attempt: Placed): string {
  return (attempt.note ??= `At speed ${attempt.speed} the ship would overlap ${idList(attempt.overlapped)}; ${attempt.speed > 1 ? `drop joint ${attempt.speed} and place it at speed ${attempt.speed - 1} with the same clicks and side` : 'it stays where it was at speed 0'}.`);
}

/** Speed n >= 1 on a decided side: the back-off from the plotted position. */
export function moveOnSide(ship: ShipOnTable, others: readonly ShipOnTable[], course: Course, side: Side, plots: SidePlots, config: EngineConfig, sideTrace: readonly TraceStep[], cache?: PositionCache, courseTrace?: readonly TraceStep[]): Movement {
  const plotted = plots[side];
  const result = backOff(ship, others, course.clicks, side, plotted, config, cache);
  // The plotted position is the first attempt (its text is kept with it for the trace's later steps and courses).
  const first = result.attempts[0]!;
  // With the course's trace given, the outcome's trace is begun here (finish continues it: one array per course, not two).
  const trace: TraceStep[] = [];
  if (courseTrace !== undefined) for (let i = 0; i < courseTrace.length; i++) trace.push(courseTrace[i]!);
  for (let i = 0; i < sideTrace.length; i++) trace.push(sideTrace[i]!);
  trace.push(step('armada.tool.pose', `Plotted final position at speed ${course.speed}: ${first.pose === plotted.pose ? placedText(first) : poseText(plotted.pose)}.`));
  for (const attempt of result.attempts) {
    if (attempt.overlapped.length === 0) continue;
    trace.push(step('armada.overlap.ships', overlapNote(attempt)));
  }
  if (result.executedSpeed < course.speed) {
    trace.push(temporaryStep(result.executedSpeed));
    if (result.executedSpeed > 0) trace.push(FIXED.toolAllowed);
  }
  return {
    side,
    toolSides: TOOL_SIDES[(plots.left.overlapsTool ? 2 : 0) + (plots.right.overlapsTool ? 1 : 0)]!,
    // A plan's courses share the chain's P0 and pivots (placed once per plan, kept in the course tables).
    tool: cache !== undefined && plotted.entry !== null && plotted.entry.key >= 0 ? sharedChain(ship.pose, ship.size, side, course.clicks, plotted.entry, config.dims, cache) : placedChain(ship.pose, plotted.local),
    result,
    trace,
    lead: courseTrace,
    entry: plotted.entry,
  };
}

/** The four tool-side readings (left overlaps: +2, right overlaps: +1), shared by the outcomes that show them. */
const TOOL_SIDES: readonly NonNullable<ArmadaOutcome['toolSides']>[] = [
  { left: 'clear', right: 'clear' },
  { left: 'clear', right: 'overlaps-tool' },
  { left: 'overlaps-tool', right: 'clear' },
  { left: 'overlaps-tool', right: 'overlaps-tool' },
];

/** Speed 0, with or without declared yaw (`armada.speed0`, `armada.speed0.yaw`). */
export function moveAtSpeedZero(ship: ShipOnTable, others: readonly ShipOnTable[], course: Course, config: EngineConfig): Movement {
  const trace: TraceStep[] = [];
  if (course.speedZeroYaw === 0) {
    const side: Side = course.side === 'left' ? 'left' : 'right';
    trace.push(FIXED.still);
    const result: BackOff = { executedSpeed: 0, pose: ship.pose, body: ship.overlap, attempts: [{ speed: 0, pose: ship.pose, body: ship.overlap, overlapped: [], text: null, note: null, landing: null, landingOf: null }], overlapped: [] };
    return { side, toolSides: null, tool: [], result, trace, entry: null };
  }
  const local = speedZeroYawLocal(ship.size, course.speedZeroYaw, config.dims);
  const side: Side = course.speedZeroYaw > 0 ? 'right' : 'left';
  const pose = placeInTable(ship.pose, local);
  const body = rectFootprint(overlapRect(ship.size, pose));
  const overlapped = shipsOverlapped(body, others, config);
  trace.push(step('armada.speed0.yaw', `The last piece goes in the ${side} notches and the ship turns ${Math.abs(course.speedZeroYaw)} click${Math.abs(course.speedZeroYaw) === 1 ? '' : 's'} about the last pivot (armada Q8): ${poseText(pose)}.`));
  const tool = local.chain.map((p) => toTable(ship.pose, p));
  if (overlapped.length === 0) {
    return { side, toolSides: null, tool, result: { executedSpeed: 0, pose, body, attempts: [{ speed: 0, pose, body, overlapped: [], text: null, note: null, landing: null, landingOf: null }], overlapped: [] }, trace, entry: null };
  }
  trace.push(step('armada.speed0.yaw', `That position would overlap ${overlapped.map((s) => s.id).join(', ')}, so the ship returns to its original position at speed 0 with no yaw.`));
  const result: BackOff = {
    executedSpeed: 0,
    pose: ship.pose,
    body: ship.overlap,
    attempts: [{ speed: 0, pose, body, overlapped, text: null, note: null, landing: null, landingOf: null }, { speed: 0, pose: ship.pose, body: ship.overlap, overlapped: [], text: null, note: null, landing: null, landingOf: null }],
    overlapped,
  };
  return { side, toolSides: null, tool, result, trace, entry: null };
}

export interface Finishing {
  readonly placement?: ArmadaManeuver['squadronPlacement'];
  /** The dial after the maneuver when it is not the course's speed (an extra maneuver's speed is temporary, armada.speed.temporary). */
  readonly dialAfter?: number;
  /** The squadrons displaced at each footprint already reached in this plan (owned by one plan of one ship). */
  readonly landings?: Landings;
}

function sameShips(a: readonly ShipOnTable[], b: readonly ShipOnTable[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Everything after the position is reached, in the order of `armada.overlap.order`. */
export function finish(table: World, ship: ShipOnTable, course: Course, movement: Movement, config: EngineConfig, courseTrace: readonly TraceStep[], extra: Finishing = {}): Result<ArmadaOutcome> {
  const { result } = movement;
  // One array, filled by push (Array.prototype.concat and spreads take V8's slow generic path here); the movement's
  // own when it already begins with this course trace (a plan's movement is made for one outcome and finished once).
  let trace: TraceStep[];
  if (movement.lead !== undefined && movement.lead === courseTrace) trace = movement.trace;
  else {
    trace = [];
    for (let i = 0; i < courseTrace.length; i++) trace.push(courseTrace[i]!);
    for (let i = 0; i < movement.trace.length; i++) trace.push(movement.trace[i]!);
  }
  const finalPose = result.pose;
  // The position reached is the last attempt, its text often made already (the plotted position of this or a slower course).
  const reached = result.attempts[result.attempts.length - 1];
  trace.push(step('armada.move.place', `The ship is lifted and set down at ${reached !== undefined && reached.pose === finalPose ? placedText(reached) : poseText(finalPose)} (executed speed ${result.executedSpeed}); what lies between is ignored.`));

  // armada.overlap.damage, armada.overlap.closest: from the same landing past the same ships, measured once (`Landing.closest`).
  // A position moved to (speed > 0, with its own footprint) keeps its landing itself; the start's is in the map.
  const landings = extra.placement === undefined ? extra.landings : undefined;
  const slot = reached !== undefined && reached.speed > 0 && reached.body === result.body ? reached : null;
  const known = landings === undefined ? undefined : slot === null ? landings.get(result.body) : slot.landingOf === landings ? slot.landing! : undefined;
  let damage: DamageDealt[] = [];
  let closest: ClosestShip | null = null;
  let closestNotes: readonly string[] = NO_NOTES;
  if (result.overlapped.length > 0) {
    let memo = null;
    if (known !== undefined) for (const m of known.closest) if (sameShips(m.overlapped, result.overlapped)) { memo = m; break; }
    if (memo !== null) {
      closest = memo.closest;
      closestNotes = memo.notes;
    } else {
      closest = closestOverlapped(ship, finalPose, result.overlapped, config);
      if (closest !== null) {
        let measured = '';
        for (let i = 0; i < closest.measured.length; i++) measured += `${i === 0 ? '' : ', '}${closest.measured[i]!.ship} ${mm(closest.measured[i]!.distance)}`;
        closestNotes = [
          `Closest overlapped ship from the final position: ${closest.ship} at ${mm(closest.distance)} mm (${measured})${closest.tie ? '; a tie, so the moving ship\'s owner chooses (the first met is shown)' : ''}.`,
          `One facedown damage card to ${ship.id} and one to ${closest.ship}.`,
        ];
      }
      if (known !== undefined) known.closest.push({ overlapped: result.overlapped, closest, notes: closestNotes });
    }
  }
  if (closest !== null) {
    damage.push({ ship: ship.id, cards: 1, faceup: false }, { ship: closest.ship, cards: 1, faceup: false });
    trace.push(step('armada.overlap.closest', closestNotes[0]!));
    trace.push(step('armada.overlap.damage', closestNotes[1]!));
  }

  // armada.overlap.squadrons: the same landing (one footprint of one plan) is worked out once (`Landings`).
  let placed: readonly Placement[] = [];
  let unplaced: readonly string[] = [];
  let landing: Landing | undefined = known;
  if (known !== undefined) {
    placed = known.placed;
    unplaced = known.unplaced;
    // The landing's steps themselves (a trace step is never changed; the JSON is the same as copies').
    for (let i = 0; i < known.steps.length; i++) trace.push(known.steps[i]!);
  } else {
    const from = trace.length;
    let displaced: SquadronOnTable[] | null = null;
    const squadrons = table.squadrons;
    if (config.collision.broadPhase && squadrons.length > 0 && extra.landings !== undefined) {
      // A plan (many landings on one world): the bounding circles from the world's flat list (`apart`'s numbers and
      // arithmetic), the exact test only past them. A single maneuver tests them directly (the list would cost more).
      const circles = squadronCircles(table);
      const body = result.body;
      for (let i = 0, k = 0; i < squadrons.length; i++, k += 3) {
        const dx = circles[k]! - body.cx;
        const dy = circles[k + 1]! - body.cy;
        const reach = circles[k + 2]! + body.r + CONTACT_TOLERANCE;
        if (dx * dx + dy * dy > reach * reach) continue;
        const squadron = squadrons[i]!;
        if (footprintsOverlap(squadron.body, body, config.collision)) (displaced ??= []).push(squadron);
      }
    } else {
      for (let i = 0; i < squadrons.length; i++) {
        const squadron = squadrons[i]!;
        if (footprintsOverlap(squadron.body, result.body, config.collision)) (displaced ??= []).push(squadron);
      }
    }
    if (displaced !== null) {
      const ships: Footprint[] = [result.body];
      for (const other of table.ships) if (other.index !== ship.index) ships.push(other.overlap);
      const staying: SquadronOnTable[] = [];
      for (const squadron of squadrons) if (!displaced.includes(squadron)) staying.push(squadron);
      const context = { width: table.width, height: table.height, ship: result.body, ships, staying, config };
      trace.push(step('armada.overlap.squadrons', `The ship lands on ${idList(displaced)}: they are lifted and the opponent places them touching the ship (armada.squadron.placement-not-movement: engagement does not matter).`));
      if (extra.placement !== undefined) {
        const checked = checkPlacement(displaced, extra.placement, context);
        if (checked.issues.length > 0) return fail(checked.issues);
        placed = checked.placed;
        trace.push(step('armada.overlap.squadrons', 'The supplied placement is legal.'));
      } else {
        const proposal = placeSquadrons(displaced, context);
        placed = proposal.placed;
        unplaced = proposal.unplaced;
      }
      for (const p of placed) trace.push(step('armada.overlap.squadrons', `${p.id} placed at (${mm(p.position.x)}, ${mm(p.position.y)}) touching the ${p.touching === 'ship' ? 'ship' : 'a squadron that touches the ship'}.`));
      if (unplaced.length > 0) trace.push(step('armada.overlap.squadrons', `No legal place touching the ship or a squadron touching it for ${unplaced.join(', ')}.`));
    } else {
      if (extra.placement !== undefined && extra.placement.length > 0) {
        return fail(extra.placement.map((entry, i) => issue(`maneuver.squadronPlacement[${i}].id`, 'armada.overlap.squadrons', `squadron ${quote(entry.id)} is not under the ship's final position, so it is not placed`)));
      }
      if (table.squadrons.length > 0) trace.push(FIXED.noSquadron);
    }
    if (landings !== undefined) {
      landing = { placed, unplaced, steps: trace.slice(from), closest: closest === null && result.overlapped.length === 0 ? [] : [{ overlapped: result.overlapped, closest, notes: closestNotes }], destroyed: null };
      if (slot === null) landings.set(result.body, landing);
      else {
        slot.landing = landing;
        slot.landingOf = landings;
      }
    }
  }

  // armada.overlap.obstacles, armada.obstacle.effects
  // The dial shows the course's speed: a Navigate change persists, a back-off does not (armada.overlap.temporary),
  // and neither does a gravity rift's -1 (the Navigate change is kept on the printed dial).
  const entering = courseDial(ship);
  const dialAfter = extra.dialAfter ?? (entering === undefined || ship.dial === undefined ? course.speed : Math.max(0, ship.dial + course.speed - entering));
  // armada.effects.obstacle-exception: cards that cancel what overlapped obstacles do (overlap-effects.ts).
  const exemptions = table.obstacles.length === 0 ? NO_EXEMPTIONS : obstacleExemptions(table, ship);
  const obstacles = resolveObstacles(result.body, table.obstacles, dialAfter, config, exemptions.length === 0 ? null : (type) => exemptionFor(exemptions, type)?.record ?? null);
  let used: string[] | null = null;
  if (obstacles.hits.length > 0) {
    for (const hit of obstacles.hits) {
      const card = hit.ignoredBy === undefined ? undefined : exemptions.find((e) => e.record.id === hit.ignoredBy)?.record;
      if (card === undefined) trace.push(step('armada.obstacle.effects', `Overlapping ${hit.id} (${hit.type}) at the final position: ${hit.effect}.`));
      else {
        trace.push(step(card.rule, `Overlapping ${hit.id} (${hit.type}) at the final position: ${card.name} cancels its effect${card.cost !== undefined ? `; the ship ${card.cost}` : ''} (armada.effects.obstacle-exception).`));
        used ??= [];
        if (!used.includes(card.id)) used.push(card.id);
      }
    }
  } else if (table.obstacles.length > 0) {
    trace.push(FIXED.noObstacle);
  }
  // armada.effects.overlap-damage: cards of the moving ship and of the ships it overlapped.
  const overlappedShips = idsOf(result.overlapped);
  // No card listed on the table: the damage as dealt (this array is the outcome's own), nothing added.
  if (listsCards(table)) {
    const adjusted = adjustDamage(table, ship, closest?.ship ?? null, overlappedShips, obstacles.hits, damage);
    for (const s of adjusted.trace) trace.push(s);
    for (const id of adjusted.used) {
      used ??= [];
      if (!used.includes(id)) used.push(id);
    }
    damage = adjusted.damage;
  }

  // armada.edge.destroyed, armada.overlap.edge: the inner footprint at the position actually reached.
  // The footprint's test is the same for every course that lands there (`Landing.destroyed`).
  const destroyed = landing?.destroyed ?? !innerInside(ship, finalPose, table, config);
  if (landing !== undefined) landing.destroyed = destroyed;
  const plottedOutside = !destroyed && result.attempts.length > 1 && !innerInside(ship, result.attempts[0]!.pose, table, config);
  trace.push(destroyed ? FIXED.destroyed : plottedOutside ? FIXED.keptInside : FIXED.inside);

  const outcome: { -readonly [K in keyof ArmadaOutcome]: ArmadaOutcome[K] } = {
    game: 'armada',
    ship: ship.id,
    side: movement.side,
    requestedSpeed: course.speed,
    executedSpeed: result.executedSpeed,
    pose: finalPose,
    overlappedShips,
    damage,
    displacedSquadrons: placed.map((p) => ({ id: p.id, position: p.position, from: p.from, touching: p.touching })),
    obstacles: obstacles.hits,
    destroyed,
    trace,
    start: ship.pose,
    yaw: course.clicks,
    speedZeroYaw: course.speedZeroYaw,
    toolSides: movement.toolSides,
    attempts: attemptsOf(ship, course, movement, config),
    closestShip: closest,
    unplacedSquadrons: unplaced,
    tool: movement.tool,
    speedDial: obstacles.speedDial,
  };
  if (used !== null && used.length > 0) outcome.effectsUsed = used;
  return ok(outcome);
}

/**
 * `rectInside(innerRect(ship.size, pose), ...)` without making the rectangle when its bounding
 * circle is inside (the same radius and test as rectInside's; the kernel only when it crosses an edge).
 */
function innerInside(ship: ShipOnTable, pose: Pose, table: World, config: EngineConfig): boolean {
  const dims = BASES[ship.size].inner;
  const r = Math.sqrt(dims.width * dims.width + dims.length * dims.length) / 2;
  if (config.collision.broadPhase && pose.x - r >= 0 && pose.y - r >= 0 && pose.x + r <= table.width && pose.y + r <= table.height) return true;
  return rectInside(innerRect(ship.size, pose), table.width, table.height, config.collision);
}

/**
 * Each squadron's bounding circle as cx, cy, r in one list of numbers per world (unboxed doubles read
 * in a row; a plan tests every squadron at each new landing), made the first time a plan asks.
 * Kept beside the world, never in it (a prepared world may be frozen).
 */
const SQUADRON_CIRCLES = new WeakMap<World, number[]>();

function squadronCircles(table: World): number[] {
  let circles = SQUADRON_CIRCLES.get(table);
  if (circles === undefined) {
    circles = [];
    for (const squadron of table.squadrons) circles.push(squadron.body.cx, squadron.body.cy, squadron.body.r);
    SQUADRON_CIRCLES.set(table, circles);
  }
  return circles;
}

/** The trace steps whose text never varies, made once and frozen (shared by the outcomes that show them; a step is never changed). */
const fixed = (rule: TraceStep['rule'], note: string): TraceStep => Object.freeze(step(rule, note));
const FIXED = {
  toolAllowed: fixed('armada.overlap.tool-allowed', 'At a reduced speed the final position may overlap the tool; the side test is not repeated.'),
  still: fixed('armada.speed0', 'The ship does not move; it has still executed a maneuver.'),
  noSquadron: fixed('armada.overlap.squadrons', 'No squadron is under the final position.'),
  noObstacle: fixed('armada.obstacle.final-only', 'No obstacle is overlapped at the final position (moving over one is free).'),
  destroyed: fixed('armada.edge.destroyed', 'Part of the base (without shield-dial frames) is outside the play area at the final position: the ship is destroyed.'),
  keptInside: fixed('armada.overlap.edge', 'The plotted position was partly outside the play area, but the overlap kept the ship inside: it is not destroyed.'),
  inside: fixed('armada.edge.destroyed', 'The base is inside the play area.'),
};

/** `armada.overlap.temporary` for each speed backed off to (0 to 8), made once and frozen; a faster one made afresh. */
const TEMPORARY: readonly TraceStep[] = Array.from({ length: 9 }, (_, speed) => fixed('armada.overlap.temporary', temporaryNote(speed)));

function temporaryNote(speed: number): string {
  return `The speed is reduced to ${speed} for this maneuver only; the dial is not changed.`;
}

function temporaryStep(speed: number): TraceStep {
  return TEMPORARY[speed] ?? step('armada.overlap.temporary', temporaryNote(speed));
}

const NO_EXEMPTIONS: readonly ObstacleExemption[] = Object.freeze([]);
const NO_NOTES: readonly string[] = Object.freeze([]);

/** `resolve`: the scenario's maneuver, or the issues that stop it. */
export function resolveManeuver(table: World, maneuver: ArmadaManeuver, config: EngineConfig): Result<ArmadaOutcome> {
  const listed = table.ships.find((s) => s.id === maneuver.ship);
  if (listed === undefined) return fail([issue('maneuver.ship', 'armada.maneuver.steps', `no ship with id ${quote(maneuver.ship)}`)]);
  // armada.effects.hooks: with effects in force the ship's dial may have turned and Determine Course allows more (effects.ts).
  const fx = gatherEffects(table, listed, maneuver, 'resolve');
  if (fx !== null && fx.issues.length > 0) return fail(fx.issues);
  const ship = fx?.ship ?? listed;
  const determined = fx === null ? { ...determineCourse(ship, maneuver), effectsUsed: [] } : determineWithEffects(fx, maneuver);
  if (determined.course === null) return fail(determined.issues);
  const course = determined.course;
  const others = table.ships.filter((s) => s.index !== ship.index);
  let movement: Movement;
  if (course.speed === 0) {
    movement = moveAtSpeedZero(ship, others, course, config);
  } else {
    const plots = plotBothSides(ship, course.clicks, config);
    const decided = decideSide(ship, plots, course.side, table.scenario.readings?.toolBothSides);
    if ('issue' in decided) return fail([decided.issue]);
    movement = moveOnSide(ship, others, course, decided.side, plots, config, decided.trace);
  }
  const finished = finish(table, ship, course, movement, config, determined.trace, { placement: maneuver.squadronPlacement });
  // An extra maneuver (maneuver.extra) follows in extra-maneuver.ts.
  return !finished.ok || fx === null ? finished : ok({ ...finished.value, effectsUsed: [...new Set([...determined.effectsUsed, ...(finished.value.effectsUsed ?? [])])] });
}
