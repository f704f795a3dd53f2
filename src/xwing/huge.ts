/**
 * Huge ships (Epic): a huge ship's maneuver with the huge ship maneuver tool, its overlaps and its
 * obstacles (xwing.huge.*), step by step with its trace. The RR huge-ship appendix (2.0 RR page 31;
 * kept unchanged by the 2.5 RR 1.4.6) governs both editions alike; where an edition matters (ion,
 * strain) the standard rules of that edition apply. Sources and choices: catalog/huge-ships.ts and
 * the "Huge ships" section of README.md.
 *
 * - xwing.huge.maneuver / .straight / .bank: straight, bank and stop maneuvers; the final pose
 *   comes from the tool (HUGE_TOOL), never from the standard templates. The Trident's reverse
 *   straights and Koiogran turn (xwing.huge.reverse, .koiogran) use the straight tool as TTS2 does.
 * - xwing.huge.overlap: a final position on another huge ship is given up; the maneuver is
 *   executed one speed lower, again and again (a speed-0 bank or a speed-1 straight becomes a
 *   stop), until clear. Then the mover and each huge ship it overlapped suffer critical damage
 *   equal to the speed on its dial. Never partially executed, never skips Perform Action.
 * - xwing.huge.overlap.standard: standard ships under the final base suffer critical damage equal
 *   to the dial's speed, are set aside and placed back in the huge ship's full rear arc at range
 *   0-1 (by their owners; a chosen opponent may rotate each 90 degrees), or are destroyed when they
 *   cannot be; then the huge ship rolls 1 / 2 / 3 attack dice per small / medium / large ship.
 * - xwing.huge.obstacles: obstacles under the final base are removed; asteroid and debris = 1
 *   critical damage and 1 stress, gas cloud = 1 jam.
 * - xwing.huge.energy: a red maneuver spends 1 energy instead of gaining stress; with none, an
 *   unstressed ship gains stress and a stressed one executes a white straight 2; gained stress is
 *   paid off with energy when able.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import { bodiesOverlap, distance, insideArea, normaliseHeading, overlaps, toTable } from '../geometry/index.ts';
import type { Point, Pose, Rect } from '../geometry/shapes.ts';
import type { XwingScenario } from '../schema/xwing.ts';
import { boxesMeet } from './bounds.ts';
import { HUGE_OBSTACLE_EFFECTS, HUGE_TOOL, OVERLAP_DICE, PLACEMENT_RANGE, hugeShipType } from './catalog/huge-ships.ts';
import { Prepared, fleesArea, shipsOverlapped, startsOn } from './contacts.ts';
import type { DialEntry } from './dial.ts';
import { BEARING_LETTERS, DIFFICULTY_LETTERS, parseDial } from './dial.ts';
import { chooseExecuted, isIonized } from './difficulty.ts';
import { mm, poseText, roundPose } from './format.ts';
import type { DisplacedShip, HugeAttempt, HugeReport } from './huge-outcome.ts';
import type { ManeuverOutcome, ObstacleHit } from './outcome.ts';
import type { XwingRuleId } from './rules.ts';
import type { RuleSet, ShipState, World } from './world.ts';
import { baseRect } from './world.ts';
import { hypot } from '../geometry/hypot.ts';

const DEG = Math.PI / 180;

/** The rule each huge bearing's position follows (banks: xwing.huge.bank). */
const HUGE_RULE: Partial<Record<DialEntry['bearing'], XwingRuleId>> = {
  stationary: 'xwing.maneuver.stationary',
  straight: 'xwing.huge.straight',
  'reverse-straight': 'xwing.huge.reverse',
  koiogran: 'xwing.huge.koiogran',
};

/** A placement of a set-aside standard ship (the scenario's `maneuver.placements`). */
export type HugePlacement = NonNullable<NonNullable<XwingScenario['maneuver']>['placements']>[number];

/** Whether the huge ship maneuver tool executes this dial entry (xwing.huge.maneuver); the rest is xwing.huge.geometry. */
export function hugeSupported(entry: DialEntry): boolean {
  switch (entry.bearing) {
    case 'stationary':
      return true;
    case 'straight':
    case 'reverse-straight':
    case 'koiogran':
      return entry.speed >= 1 && entry.speed <= 5;
    case 'bank-left':
    case 'bank-right':
      return entry.speed >= 0 && entry.speed < HUGE_TOOL.bankAdvance.length;
    default:
      return false;
  }
}

/** The final pose of a huge maneuver before any overlap (xwing.huge.straight, xwing.huge.bank, xwing.maneuver.stationary). */
export function hugePose(start: Pose, entry: Pick<DialEntry, 'bearing' | 'speed'>): Pose {
  const { bearing, speed } = entry;
  if ((bearing === 'straight' || bearing === 'reverse-straight' || bearing === 'koiogran') && speed > 0) {
    // xwing.huge.reverse: the same tool line behind the ship; xwing.huge.koiogran: turned around its centre at the end.
    const p = toTable(start, { x: 0, y: HUGE_TOOL.straightStep * speed * (bearing === 'reverse-straight' ? -1 : 1) });
    return { x: p.x, y: p.y, heading: normaliseHeading(start.heading + (bearing === 'koiogran' ? 180 : 0)) };
  }
  if (bearing !== 'bank-left' && bearing !== 'bank-right') return { x: start.x, y: start.y, heading: normaliseHeading(start.heading) };
  const side = bearing === 'bank-right' ? 1 : -1;
  const c = Math.cos(HUGE_TOOL.bankAngle * DEG);
  const s = Math.sin(HUGE_TOOL.bankAngle * DEG);
  const { side: px, forward: py } = HUGE_TOOL.bankPivot;
  // A right bank: the centre turned clockwise by the bank angle about the pivot (px, py) ...
  const x0 = px - px * c - py * s;
  const y0 = py + px * s - py * c;
  // ... then moved along the new heading (s, c) and away from the bank's side, -(c, -s).
  const advance = HUGE_TOOL.bankAdvance[speed] ?? 0;
  const outward = HUGE_TOOL.bankOutward[speed] ?? 0;
  const x = x0 + advance * s - outward * c;
  const y = y0 + advance * c + outward * s;
  const p = toTable(start, { x: side * x, y });
  return { x: p.x, y: p.y, heading: normaliseHeading(start.heading + side * HUGE_TOOL.bankAngle) };
}

/** The maneuver one speed lower (xwing.huge.overlap): null from a stop. */
export function oneSpeedLower(entry: DialEntry): DialEntry | null {
  if (entry.bearing === 'stationary') return null;
  const difficulty = codeLetter(DIFFICULTY_LETTERS, entry.difficulty);
  const stop = parseDial(`0O${difficulty}`)!;
  // Straights, reverse straights and Koiogran turns lose a speed down to 1, then stop (no speed-0 form of them is on a dial).
  if (entry.bearing === 'straight' || entry.bearing === 'reverse-straight' || entry.bearing === 'koiogran') {
    return entry.speed > 1 ? parseDial(`${entry.speed - 1}${codeLetter(BEARING_LETTERS, entry.bearing)}${difficulty}`)! : stop;
  }
  if (entry.speed === 0) return stop;
  return parseDial(`${entry.speed - 1}${codeLetter(BEARING_LETTERS, entry.bearing)}${difficulty}`)!;
}

function codeLetter<V>(letters: Readonly<Record<string, V>>, value: V): string {
  return Object.entries(letters).find(([, v]) => v === value)![0];
}

/** Active energy of a huge ship in the scenario (default: its type's energy value). */
export function activeEnergy(world: World, ship: ShipState): number {
  return world.scenario.ships[ship.index]?.energy ?? hugeShipType(ship.type.xws)?.energy ?? 0;
}

interface HugeChoice {
  readonly executed: DialEntry;
  readonly ionized: boolean;
  readonly trace: readonly TraceStep[];
}

/** Which maneuver the huge ship executes: ion as for standard ships (at 6 tokens), then the energy rule for red maneuvers. */
function chooseHuge(rules: RuleSet, ship: ShipState, requested: DialEntry, energy: number): HugeChoice {
  if (isIonized(ship)) {
    const choice = chooseExecuted(rules, ship, requested);
    return { executed: choice.executed, ionized: true, trace: [step('xwing.huge.ion', `A huge ship is ionized at 6 ion tokens; ${ship.id} has ${ship.ion}.`), ...choice.trace] };
  }
  if (requested.difficulty === 'red' && energy === 0 && ship.stress > 0) {
    return {
      executed: parseDial('2FW')!,
      ionized: false,
      trace: [step('xwing.huge.energy', `${ship.id} has no energy and is stressed (${ship.stress}): instead of the red ${requested.code} it executes a white straight 2 (2FW).`)],
    };
  }
  return { executed: requested, ionized: false, trace: [] };
}

interface HugeDifficulty {
  readonly stress: number;
  readonly strain: number;
  readonly energy: number;
  readonly trace: readonly TraceStep[];
}

/** Check Difficulty for a huge ship (xwing.difficulty, xwing.huge.energy). */
function hugeDifficulty(rules: RuleSet, ship: ShipState, executed: DialEntry, energy: number): HugeDifficulty {
  if (executed.difficulty === 'red') {
    if (energy > 0) {
      return { stress: ship.stress, strain: ship.strain, energy: energy - 1, trace: [step('xwing.huge.energy', `Check Difficulty: ${executed.code} is red and ${ship.id} has energy, so it loses 1 energy (${energy} -> ${energy - 1}) instead of gaining stress.`)] };
    }
    return { stress: ship.stress + 1, strain: ship.strain, energy, trace: [step('xwing.huge.energy', `Check Difficulty: ${executed.code} is red and ${ship.id} has no energy, so it gains 1 stress (${ship.stress} -> ${ship.stress + 1}) and has no energy to remove it.`)] };
  }
  if (executed.difficulty === 'blue') {
    const stress = Math.max(0, ship.stress - 1);
    const strain = rules === '2.5' ? Math.max(0, ship.strain - 1) : ship.strain;
    return { stress, strain, energy, trace: [step('xwing.difficulty', `Check Difficulty: ${executed.code} is blue, so ${ship.id} removes 1 stress (${ship.stress} -> ${stress})${rules === '2.5' && ship.strain > 0 ? ` and 1 strain (${ship.strain} -> ${strain})` : ''}.`)] };
  }
  return { stress: ship.stress, strain: ship.strain, energy, trace: [step('xwing.difficulty', `Check Difficulty: ${executed.code} is ${executed.difficulty}, so ${ship.id}'s stress stays at ${ship.stress}.`)] };
}

function cornersOf(rect: Rect): Point[] {
  const pose = { x: rect.x, y: rect.y, heading: rect.heading };
  return [
    toTable(pose, { x: -rect.width / 2, y: -rect.length / 2 }),
    toTable(pose, { x: rect.width / 2, y: -rect.length / 2 }),
    toTable(pose, { x: rect.width / 2, y: rect.length / 2 }),
    toTable(pose, { x: -rect.width / 2, y: rect.length / 2 }),
  ];
}

/** The placement area of set-aside ships (xwing.huge.overlap.standard): part of the base behind the line across the huge base's centre, and within range 1 of it. */
export function inFullRearArcRange1(huge: Rect, rect: Rect): boolean {
  return behindCentreLine(huge, cornersOf(rect)) && distance(huge, rect).distance <= PLACEMENT_RANGE;
}

function behindCentreLine(huge: Rect, corners: readonly Point[]): boolean {
  const fx = Math.sin(huge.heading * DEG);
  const fy = Math.cos(huge.heading * DEG);
  return corners.some((p) => (p.x - huge.x) * fx + (p.y - huge.y) * fy < -1e-9);
}

/** Inside the play area: decided on the corners when clear of the edges by more than a micrometre, else by the kernel. */
function insidePlayArea(world: World, rect: Rect, corners: readonly Point[]): boolean {
  const margin = 1e-6;
  let near = false;
  for (const p of corners) {
    if (p.x < -margin || p.y < -margin || p.x > world.width + margin || p.y > world.height + margin) return false;
    if (p.x < margin || p.y < margin || p.x > world.width - margin || p.y > world.height - margin) near = true;
  }
  return !near || insideArea(rect, world.width, world.height);
}

/** Why a set-aside ship cannot stand at `pose` (null when it can): the table then is `others` plus the huge ship. */
function placementProblem(world: World, ship: ShipState, pose: Pose, huge: Rect, others: readonly Prepared[], needArc: boolean): string | null {
  const rect = baseRect(pose, ship.base);
  const corners = cornersOf(rect);
  if (!insidePlayArea(world, rect, corners)) return 'part of its base would be outside the play area';
  const outOfArc = "it would not be in the huge ship's full rear arc at range 0-1";
  if (needArc) {
    if (!behindCentreLine(huge, corners)) return outOfArc;
    const reach = hypot(huge.width, huge.length) / 2 + hypot(rect.width, rect.length) / 2 + PLACEMENT_RANGE;
    if (hypot(rect.x - huge.x, rect.y - huge.y) > reach) return outOfArc;
  }
  if (overlaps(rect, huge)) return 'it would overlap the huge ship';
  const placed = new Prepared(rect);
  for (const other of others) {
    if (boxesMeet(placed.box, other.box) && bodiesOverlap(placed.body, other.body)) return 'it would overlap another ship';
  }
  if (needArc && distance(huge, rect).distance > PLACEMENT_RANGE) return outOfArc;
  return null;
}

/**
 * The engine's placement when the scenario gives none (README): the ship keeps its heading and
 * takes the first legal spot, nearest first to the spot flush behind the middle of the huge
 * ship's rear edge, of a 5 mm grid that starts flush with the rear edge (behind it) and flush with
 * the long edges (beside its rear half).
 */
function defaultPlacement(world: World, ship: ShipState, huge: Rect, others: readonly Prepared[]): Pose | null {
  const turn = (ship.pose.heading - huge.heading) * DEG;
  // Half the ship's extent across (x) and along (y) the huge ship's frame.
  const ex = (ship.base.width / 2) * Math.abs(Math.cos(turn)) + (ship.base.length / 2) * Math.abs(Math.sin(turn));
  const ey = (ship.base.width / 2) * Math.abs(Math.sin(turn)) + (ship.base.length / 2) * Math.abs(Math.cos(turn));
  const hugePose = { x: huge.x, y: huge.y, heading: huge.heading };
  const anchor = { x: 0, y: -huge.length / 2 - ey };
  const step = 5;
  const candidates: Point[] = [];
  for (let k = 0; k * step <= PLACEMENT_RANGE; k++) {
    const y = anchor.y - k * step;
    for (let j = 0; j * step <= huge.width / 2 + PLACEMENT_RANGE + ex; j++) {
      candidates.push({ x: j * step, y });
      if (j > 0) candidates.push({ x: -j * step, y });
    }
    const x = huge.width / 2 + ex + k * step;
    for (let i = 0; i * step <= huge.length / 2 + ey; i++) candidates.push({ x, y: -i * step }, { x: -x, y: -i * step });
  }
  // Nearest first: bucket by distance (2.5 mm bins), sort a bin only when it is reached.
  const bins: { p: Point; far: number }[][] = [];
  for (const p of candidates) {
    const far = hypot(p.x - anchor.x, p.y - anchor.y);
    (bins[Math.floor(far / 2.5)] ??= []).push({ p, far });
  }
  for (const bin of bins) {
    if (bin === undefined) continue;
    bin.sort((a, b) => a.far - b.far || a.p.x - b.p.x || b.p.y - a.p.y);
    for (const { p: local } of bin) {
      const p = toTable(hugePose, local);
      const pose = { x: p.x, y: p.y, heading: ship.pose.heading };
      if (placementProblem(world, ship, pose, huge, others, true) === null) return pose;
    }
  }
  return null;
}

function rotated(pose: Pose, rotate: 'left' | 'right' | undefined): Pose {
  if (rotate === undefined) return pose;
  return { ...pose, heading: normaliseHeading(pose.heading + (rotate === 'right' ? 90 : -90)) };
}

/**
 * Resolves `requested` for the huge ship `mover`. `placements` are the scenario's choices for the
 * standard ships it sets aside (`maneuver.placements`); a placement the rules forbid is refused.
 */
export function executeHugeManeuver(world: World, mover: ShipState, requested: DialEntry, placements: readonly HugePlacement[] = []): Result<ManeuverOutcome> {
  const trace: TraceStep[] = [step('xwing.dial.codes', `${mover.id} (${mover.type.name}, huge base ${mm(mover.base.width)} x ${mm(mover.base.length)}) reveals ${requested.code}: ${requested.bearing} ${requested.speed}, ${requested.difficulty}.`)];
  const energyBefore = activeEnergy(world, mover);
  const choice = chooseHuge(world.rules, mover, requested, energyBefore);
  trace.push(...choice.trace);
  const executed = choice.executed;

  // xwing.huge.overlap: try the speed, then one speed lower until no huge ship is overlapped.
  const attempts: HugeAttempt[] = [];
  const hugeMet: ShipState[] = [];
  let attempt: DialEntry | null = executed;
  let finalEntry = executed;
  let finalPose = hugePose(mover.pose, executed);
  let standard: ShipState[] = [];
  while (attempt !== null) {
    const pose = hugePose(mover.pose, attempt);
    const under = attempt.bearing === 'stationary' ? [] : shipsOverlapped(world, mover.index, baseRect(pose, mover.base));
    const hugeUnder = under.filter((s) => s.base.size === 'huge');
    attempts.push({ code: attempt.code, pose: roundPose(pose), overlappedHuge: hugeUnder.map((s) => s.id) });
    const rule = HUGE_RULE[attempt.bearing] ?? 'xwing.huge.bank';
    const step40 = mm(HUGE_TOOL.straightStep * attempt.speed);
    const how =
      attempt.bearing === 'stationary'
        ? 'does not move'
        : attempt.bearing === 'straight'
          ? `moves its centre line from the tool's speed 0 line to its speed ${attempt.speed} line (${step40} mm)`
          : attempt.bearing === 'reverse-straight'
            ? `moves its centre line backward from the tool's speed 0 line to its speed ${attempt.speed} line behind it (${step40} mm; the rules are silent, TTS2's reading)`
            : attempt.bearing === 'koiogran'
              ? `moves its centre line to the tool's speed ${attempt.speed} line (${step40} mm), then turns its base 180 degrees about its centre (the rules are silent, TTS2's reading)`
              : `turns 45 degrees with the tool's hook in its ${attempt.bearing === 'bank-right' ? 'right' : 'left'} groove to the speed ${attempt.speed} corner`;
    trace.push(step(rule, `${attempt.code}: ${mover.id} ${how}, ending at ${poseText(pose)}.`));
    if (hugeUnder.length === 0) {
      finalEntry = attempt;
      finalPose = pose;
      standard = under;
      break;
    }
    for (const s of hugeUnder) if (!hugeMet.includes(s)) hugeMet.push(s);
    const lower = oneSpeedLower(attempt);
    trace.push(step('xwing.huge.overlap', `That position overlaps the huge ship${hugeUnder.length > 1 ? 's' : ''} ${hugeUnder.map((s) => s.id).join(', ')}: ${mover.id} executes a maneuver one speed lower instead${lower !== null ? ` (${lower.code})` : ''}.`));
    attempt = lower;
  }

  const dialSpeed = requested.speed;
  const damage: { ship: string; critical: number }[] = [];
  if (hugeMet.length > 0) {
    for (const s of [mover, ...hugeMet]) damage.push({ ship: s.id, critical: dialSpeed });
    trace.push(step('xwing.huge.overlap', `${mover.id} and the huge ship${hugeMet.length > 1 ? 's' : ''} it overlapped (${hugeMet.map((s) => s.id).join(', ')}) each suffer ${dialSpeed} critical damage, the speed on its dial; it does not skip its Perform Action step.`));
  }

  // xwing.huge.overlap.standard: standard ships under the final base.
  const finalRect = baseRect(finalPose, mover.base);
  const displaced: DisplacedShip[] = [];
  let dice = 0;
  if (standard.length > 0) {
    for (const s of standard) damage.push({ ship: s.id, critical: dialSpeed });
    trace.push(step('xwing.huge.overlap.standard', `${mover.id} overlaps the standard ship${standard.length > 1 ? 's' : ''} ${standard.map((s) => s.id).join(', ')}: each suffers ${dialSpeed} critical damage (the dial's speed) and is set aside until the maneuver is complete.`));
    const setAside = new Set(standard.map((s) => s.index));
    const onTable: Prepared[] = world.ships.filter((s) => s.index !== mover.index && !setAside.has(s.index)).map((s) => new Prepared(s.rect));
    const issues: Issue[] = [];
    for (const ship of standard) {
      const at = placements.findIndex((p) => p.ship === ship.id);
      const given = at >= 0 ? placements[at]! : undefined;
      let pose: Pose | null;
      let placedBy: DisplacedShip['placedBy'] = null;
      let turn: 'left' | 'right' | null = null;
      if (given !== undefined) {
        const problem = placementProblem(world, ship, given.pose, finalRect, onTable, true);
        const turned = rotated(given.pose, given.rotate);
        const turnProblem = problem === null && given.rotate !== undefined ? placementProblem(world, ship, turned, finalRect, onTable, false) : null;
        if (problem !== null || turnProblem !== null) {
          issues.push({ path: `maneuver.placements[${at}]`, rule: 'xwing.huge.overlap.standard', message: `${ship.id} cannot be placed at ${poseText(given.pose)}${turnProblem !== null ? ` and rotated ${given.rotate}` : ''}: ${problem ?? turnProblem}` });
          continue;
        }
        pose = turned;
        placedBy = 'input';
        turn = given.rotate ?? null;
      } else {
        pose = defaultPlacement(world, ship, finalRect, onTable);
        if (pose !== null) placedBy = 'default';
      }
      const shipDice = OVERLAP_DICE[ship.base.size as keyof typeof OVERLAP_DICE] ?? 0;
      dice += shipDice;
      if (pose === null) {
        displaced.push({ ship: ship.id, from: roundPose(ship.pose), pose: null, rotated: null, placedBy: null, destroyed: true, dice: shipDice });
        trace.push(step('xwing.huge.overlap.standard', `No legal place for ${ship.id} in ${mover.id}'s full rear arc at range 0-1: it is destroyed.`));
        continue;
      }
      onTable.push(new Prepared(baseRect(pose, ship.base)));
      displaced.push({ ship: ship.id, from: roundPose(ship.pose), pose: roundPose(pose), rotated: turn, placedBy, destroyed: false, dice: shipDice });
      const who = placedBy === 'input' ? 'its owner places it' : "no placement given: the engine takes the legal spot nearest behind the huge ship's rear edge, heading kept,";
      trace.push(step('xwing.huge.overlap.standard', `${ship.id}: ${who} at ${poseText(pose)} in ${mover.id}'s full rear arc at range 0-1${turn !== null ? ` (rotated 90 degrees ${turn} by an opponent)` : ''}.`));
    }
    if (issues.length > 0) return fail(issues);
    trace.push(step('xwing.huge.overlap.standard', `${mover.id} rolls ${dice} attack ${dice === 1 ? 'die' : 'dice'} (1 per small, 2 per medium, 3 per large ship overlapped): each hit = 1 stress, each critical = 1 critical damage.`));
  }
  for (const given of placements) {
    if (!standard.some((s) => s.id === given.ship)) {
      return fail([{ path: `maneuver.placements[${placements.indexOf(given)}].ship`, rule: 'xwing.huge.overlap.standard', message: `${given.ship} is not overlapped by ${mover.id}'s final position, so it is not set aside` }]);
    }
  }

  // xwing.huge.obstacles: obstacles under the final base are removed.
  const finalBase = new Prepared(finalRect);
  const hits: ObstacleHit[] = [];
  let obstacleStress = 0;
  for (const obstacle of world.obstacles) {
    if (!boxesMeet(finalBase.box, obstacle.box) || !bodiesOverlap(finalBase.body, obstacle.body)) continue;
    const effect = HUGE_OBSTACLE_EFFECTS[obstacle.type];
    obstacleStress += effect.stress;
    if (effect.critical > 0) damage.push({ ship: mover.id, critical: effect.critical });
    hits.push({ id: obstacle.id, type: obstacle.type, how: 'overlapped', effects: ['removed from the play area', ...effect.effects], templateContact: false, startedOn: startsOn(mover, obstacle) });
    trace.push(step('xwing.huge.obstacles', `${mover.id} overlaps ${obstacle.type} ${obstacle.id}: it is removed from the play area; ${effect.effects.join(', ')}; no Perform Action step is skipped.`));
  }
  if (world.obstacles.length > 0 && finalEntry.bearing !== 'stationary') {
    trace.push(step('xwing.huge.geometry', `The huge maneuver tool's outline is not modelled, so obstacles the tool lies on (moved through) are not detected; only the final base counts.`));
  }

  const fled = fleesArea(world, finalBase);
  if (fled) trace.push(step('xwing.flee', `Part of the final base is outside the ${mm(world.width)} x ${mm(world.height)} play area: ${mover.id} flees and is removed.`));

  const difficulty = hugeDifficulty(world.rules, mover, executed, energyBefore);
  trace.push(...difficulty.trace);
  let energyAfterObstacles = difficulty.energy;
  let stressAfterObstacles = difficulty.stress + obstacleStress;
  if (obstacleStress > 0) {
    const paid = Math.min(obstacleStress, energyAfterObstacles);
    energyAfterObstacles -= paid;
    stressAfterObstacles -= paid;
    trace.push(step('xwing.huge.energy', `The obstacles' ${obstacleStress} stress: ${mover.id} spends ${paid} energy to remove ${paid} (energy ${difficulty.energy} -> ${energyAfterObstacles}, stress ${stressAfterObstacles}).`));
  }

  const huge: HugeReport = {
    dialSpeed,
    executedSpeed: finalEntry.bearing === 'stationary' ? 0 : finalEntry.speed,
    attempts,
    damage,
    displaced,
    dice,
    energyBefore,
    energy: difficulty.energy,
    energyAfterObstacles,
    obstaclesRemoved: hits.map((h) => h.id),
  };
  return ok({
    game: 'xwing',
    ship: mover.id,
    executed: finalEntry.code,
    fully: finalEntry === executed,
    pose: roundPose(finalPose),
    overlappedShips: [...hugeMet, ...standard].map((s) => s.id),
    touching: null,
    bumpEffect: null,
    obstacles: hits,
    fled,
    stress: difficulty.stress,
    rules: world.rules,
    kind: 'maneuver',
    requested: requested.code,
    placement: null,
    strain: difficulty.strain,
    stressAfterObstacles,
    startPose: roundPose(mover.pose),
    template: null,
    progress: 1,
    touchingGap: null,
    skipsPerformAction: false,
    bumpActions: [],
    forceSpent: 0,
    ionized: choice.ionized,
    sideslip: false,
    docked: null,
    canDock: false,
    huge,
    trace,
  });
}
