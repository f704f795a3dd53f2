/**
 * Armada benchmarks. The target (issue 3): `plan` for a CR90 (every course at speeds 0-4, both
 * sides) on a table with 12 ships, 24 squadrons and 6 obstacles, median at most 2 ms, beside a
 * naive baseline that runs every exact test on the raw shapes without the bounding-circle broad
 * phase. (Issue 9 asked at most 1 ms for that plan with the footprints tested by the geometry
 * kernel, before plan gained exposure and targets: about 0.6 ms fastest, 0.65-0.9 ms median.)
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { resolveWorld } from '../src/armada/engine.ts';
import { planScenario } from '../src/armada/plan.ts';
import { squadronReach } from '../src/armada/squadron-move.ts';
import { prepareWorld } from '../src/armada/world.ts';
import { measureWorld, threatsFor } from '../src/armada/measure.ts';
import { armedThreatsFor } from '../src/armada/armed-threats.ts';
import type { EngineConfig } from '../src/armada/config.ts';
import { DEFAULT_CONFIG } from '../src/armada/config.ts';
import { TOOL } from '../src/armada/tool-dims.ts';
import type { ArmadaScenario } from '../src/schema/armada.ts';
import { parseScenario } from '../src/schema/index.ts';
import { plan as planDocument, prepare } from '../src/index.ts';
import type { BenchSuite } from './harness.ts';
import { medians, row } from './harness.ts';

/** No bounding circles; the same prepared narrow phase. */
const NO_BROAD_PHASE: EngineConfig = { dims: TOOL, collision: { broadPhase: false, prepared: true }, exposure: true };
/** No bounding circles and nothing prepared: every pair goes to the kernel's \`overlaps\` on raw shapes. */
const NAIVE: EngineConfig = { dims: TOOL, collision: { broadPhase: false, prepared: false }, exposure: true };
/** The ship movement alone: every course without measuring exposure and targets (the narrow phase's row, issue 9). */
const MOVEMENT_ONLY: EngineConfig = { ...DEFAULT_CONFIG, exposure: false };

function load(name: string): ArmadaScenario {
  const parsed = parseScenario(JSON.parse(readFileSync(new URL(`../examples/armada/${name}`, import.meta.url), 'utf8')));
  if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.issues)}`);
  return parsed.value as ArmadaScenario;
}

/** The scenario prepared once with `config`, then planned (the engine's world, as the library runs it). */
function planArmada(scenario: ArmadaScenario, config: EngineConfig) {
  const world = prepareWorld(scenario, config);
  return world.ok ? planScenario(world.value, scenario.maneuver?.ship, config) : world;
}

function resolveArmada(scenario: ArmadaScenario, config: EngineConfig) {
  const world = prepareWorld(scenario, config);
  return world.ok ? resolveWorld(world.value) : world;
}

/**
 * Issue 25: an enemy ship (the VSD) moves and the CR90's plan is asked again. Ours: the prepared
 * world updated (src/world-edit.ts: the one ship checked and built again, the rest shared) then
 * planned; peer: the edited document validated, prepared and planned from scratch (what a caller
 * without updates pays). Both plans are compared course by course.
 */
async function replanRow() {
  const text = readFileSync(new URL('../examples/armada/plan-crowded-table.json', import.meta.url), 'utf8');
  const document = JSON.parse(text) as { ships: { id: string; pose: { x: number; y: number; heading: number } }[] };
  const start = prepare(document);
  if (!start.ok) throw new Error('prepare failed');
  const vsd = document.ships.find((s) => s.id === 'vsd')!;
  // Two different real moves, neither back to the original pose: a move back to the pose the
  // parent world holds is a no-op edit answered with the parent's plan, so alternating with it
  // would time nothing on half the samples. Both poses are legal on the table.
  const poses = [
    { x: vsd.pose.x + 30, y: vsd.pose.y - 20, heading: vsd.pose.heading + 10 },
    { x: vsd.pose.x - 25, y: vsd.pose.y + 15, heading: vsd.pose.heading - 8 },
  ];
  let turn = 0;
  const updated = () => {
    const pose = poses[turn++ % 2]!;
    const world = start.value.update({ op: 'move', id: 'vsd', to: pose });
    if (!world.ok) throw new Error('update failed');
    return world.value.plan();
  };
  const rebuilt = () => {
    const pose = poses[turn++ % 2]!;
    return planDocument({ ...document, ships: document.ships.map((s) => (s.id === 'vsd' ? { ...s, pose } : s)) });
  };
  const a = updated();
  turn = 0;
  const b = rebuilt();
  if (!a.ok || !b.ok || a.value.game !== 'armada' || b.value.game !== 'armada' || a.value.kind !== undefined || b.value.kind !== undefined) throw new Error('re-plan failed');
  const times = await medians({ updated, rebuilt });
  const spread = quantiles(updated, 200);
  return row('armada re-plan after one ship moves (world updated, not rebuilt)', times.updated!, 'the edited document validated, prepared and planned from scratch', times.rebuilt!, differing(a.value, b.value), {
    // What the row times: the update, then the plan with exposure and targets (Prepared.plan's default), as an AI asks it.
    planned: 'movement, exposure and targets',
    target_ms: 0.3,
    meets_target: times.updated! <= 0.3e6,
    min_ms: round3(spread.min),
    p25_ms: round3(spread.p25),
  });
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function loadAverage(): number {
  return os.loadavg()[0] ?? 0;
}

/** Fastest and first-quartile wall time (ms) of `runs` calls after a warm-up. */
function quantiles(task: () => unknown, runs: number): { min: number; p25: number } {
  for (let i = 0; i < 20; i++) task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { min: times[0]!, p25: times[Math.floor(runs / 4)]! };
}

function differing(a: { courses: readonly unknown[] }, b: { courses: readonly unknown[] }): number {
  let wrong = Math.abs(a.courses.length - b.courses.length);
  a.courses.forEach((course, i) => {
    if (JSON.stringify(course) !== JSON.stringify(b.courses[i])) wrong++;
  });
  return wrong;
}

export const suite: BenchSuite = async () => {
  const table = load('plan-crowded-table.json');
  const counts = `${table.ships.length} ships, ${table.squadrons.length} squadrons, ${table.obstacles.length} obstacles`;
  const fast = planArmada(table, DEFAULT_CONFIG);
  const noBroad = planArmada(table, NO_BROAD_PHASE);
  const naive = planArmada(table, NAIVE);
  if (!fast.ok || !noBroad.ok || !naive.ok) throw new Error('plan failed');

  const times = await medians({
    plan: () => planArmada(table, DEFAULT_CONFIG),
    planMovement: () => planArmada(table, MOVEMENT_ONLY),
    planNoBroad: () => planArmada(table, NO_BROAD_PHASE),
    planNaive: () => planArmada(table, NAIVE),
    resolve: () => resolveArmada(table, DEFAULT_CONFIG),
    resolveNaive: () => resolveArmada(table, NAIVE),
  });
  const spread = quantiles(() => planArmada(table, DEFAULT_CONFIG), 200);
  const movementSpread = quantiles(() => planArmada(table, MOVEMENT_ONLY), 200);
  // Exposure and targets alone for every course's final pose: prepared once with a broad phase
  // (what plan runs), against the public measure operation per ship pair with the world rebuilt per pose.
  const world = prepareWorld(table, DEFAULT_CONFIG);
  if (!world.ok) throw new Error('prepare failed');
  const mover = world.value.ships.find((s) => s.id === fast.value.ship)!;
  const poses = fast.value.courses.map((c) => c.outcome.pose);
  const enemies = world.value.ships.filter((s) => (s.owner ?? '') !== (mover.owner ?? ''));
  const threatTimes = await medians({
    ours: () => {
      const threats = threatsFor(world.value, mover);
      let n = 0;
      for (const pose of poses) {
        const t = threats(pose);
        n += t.exposure.length + t.targets.length + t.squadronExposure.length + t.squadronTargets.length;
      }
      return n;
    },
    viaMeasure: () => {
      let n = 0;
      for (const pose of poses) {
        const moved = prepareWorld({ ...table, ships: table.ships.map((s) => (s.id === mover.id ? { ...s, pose } : s)) }, DEFAULT_CONFIG);
        if (!moved.ok) continue;
        for (const e of enemies) {
          const into = measureWorld(moved.value, e.id, mover.id);
          const out = measureWorld(moved.value, mover.id, e.id);
          if (into.ok && out.ok) n += into.value.arcs.length + out.value.arcs.length;
        }
      }
      return n;
    },
  });
  const target = {
    courses: fast.value.courses.length,
    illegal: fast.value.illegal.length,
    target_ms: 2,
    meets_target: times.plan! <= 2e6,
    // The median moves with the machine's load; the fastest runs show the cost itself.
    min_ms: round3(spread.min),
    p25_ms: round3(spread.p25),
    load_average_1min: round3(loadAverage()),
    // Ratios to the movement-only plan of the same run (issue 12): what exposure and targets,
    // ships and squadrons, add on top of the movement, whatever the machine's load.
    median_ratio_to_movement: round3(times.plan! / times.planMovement!),
    min_ratio_to_movement: round3(spread.min / movementSpread.min),
    p25_ratio_to_movement: round3(spread.p25 / movementSpread.p25),
  };
  return [
    row(`armada exposure + targets of every plan course (${poses.length} final poses, ${enemies.length} enemies)`, threatTimes.ours!, 'measure per ship pair, world rebuilt per pose', threatTimes.viaMeasure!, null, {
      share_of_plan_median: round3(threatTimes.ours! / times.plan!),
    }),
    row(`armada plan CR90 speeds 0-4 both sides with exposure and targets (${counts})`, times.plan!, 'naive: no broad phase, kernel overlaps per pair', times.planNaive!, differing(fast.value, naive.value), target),
    row(`armada plan CR90 speeds 0-4 both sides, movement only (no exposure; ${counts})`, times.planMovement!, 'naive: no broad phase, kernel overlaps per pair', times.planNaive!, null, {
      // Issue 25: at most 0.3 ms (issue 9 asked 1 ms).
      target_ms: 0.3,
      meets_target: times.planMovement! / 1e6 <= 0.3,
      min_ms: round3(movementSpread.min),
      p25_ms: round3(movementSpread.p25),
    }),
    row(`armada plan CR90, same table, broad phase only`, times.plan!, 'no broad phase, same prepared narrow phase', times.planNoBroad!, differing(fast.value, noBroad.value)),
    row(`armada resolve one maneuver (${counts})`, times.resolve!, 'naive: no broad phase, kernel overlaps per pair', times.resolveNaive!, null),
    await replanRow(),
    await squadronRow(table),
    await effectsRow(table),
    await armamentRow(table),
  ];
};

/**
 * Where every squadron of the crowded table can end (armada.squadron.move): one squadron reach per
 * squadron on the prepared world, as a planner of the Squadron Phase asks it (issue 16: "plan of 24
 * squadrons on the crowded table"). Target: each reach within the 2 ms of one ship plan (issue 3),
 * so the median of all 24 at most 24 x 2 ms. Beside it, for a figure that does not move with the
 * machine's load, the CR90's movement-only plan of the same table measured in the same run.
 */
async function squadronRow(scenario: ArmadaScenario) {
  const world = prepareWorld(scenario, DEFAULT_CONFIG);
  if (!world.ok) throw new Error('prepare failed');
  const squadrons = world.value.squadrons.filter((s) => s.speed !== undefined);
  const all = () => squadrons.map((s) => squadronReach(world.value, s, s.speed!, false));
  const reaches = all();
  const moving = reaches.filter((r) => r.canMove).length;
  const t = await medians({ all, shipPlan: () => planArmada(scenario, MOVEMENT_ONLY) });
  return row(`armada squadron reach of all ${squadrons.length} squadrons on the crowded table`, t.all!, 'one CR90 plan, movement only, same table', t.shipPlan!, null, {
    per_squadron_us: round3(t.all! / squadrons.length / 1e3),
    per_moving_squadron_us: round3(t.all! / Math.max(1, moving) / 1e3),
    can_move: moving,
    legal_end_points: reaches.reduce((n, r) => n + r.endPoints.length, 0),
    closest_ends: reaches.reduce((n, r) => n + r.targets.length, 0),
    target_ms: 2 * squadrons.length,
    meets_target: t.all! / 1e6 <= 2 * squadrons.length,
    load_average_1min: round3(loadAverage()),
  });
}

/**
 * The plan with movement effects in force (armada.effects.hooks): the crowded table's mover with
 * the Navigate dial declared (its +1 yaw courses), Admiral Ozzel (a wider speed window) and Engine
 * Techs (a speed-1 follow-up after every course that overlapped no ship), against the plain plan.
 */
async function effectsRow(scenario: ArmadaScenario) {
  const mover = scenario.maneuver?.ship ?? scenario.ships[0]!.id;
  const withEffects: ArmadaScenario = {
    ...scenario,
    ships: scenario.ships.map((s) => (s.id === mover ? { ...s, effects: ['engine-techs'] } : s)),
    maneuver: { ship: mover, speed: 0, yaw: [], side: 'auto', navigate: { dial: true, token: false }, effects: ['admiral-ozzel'] },
  };
  const planned = planArmada(withEffects, DEFAULT_CONFIG);
  const plain = planArmada(scenario, DEFAULT_CONFIG);
  if (!planned.ok || !plain.ok) throw new Error('plan failed');
  const t = await medians({ effects: () => planArmada(withEffects, DEFAULT_CONFIG), plain: () => planArmada(scenario, DEFAULT_CONFIG) });
  const followUps = planned.value.courses.reduce((n, c) => n + (c.followUps?.length ?? 0), 0);
  return row('armada plan CR90 with Navigate dial, Admiral Ozzel and Engine Techs (crowded table)', t.effects!, 'the plain plan of the same table', t.plain!, null, {
    courses: planned.value.courses.length,
    plain_courses: plain.value.courses.length,
    follow_ups: followUps,
    per_outcome_us: round3(t.effects! / (planned.value.courses.length + followUps) / 1e3),
  });
}

/**
 * Armament on exposure and targets (armada.range.armament, armada.range.anti-squadron): the plan's
 * threat lists for every course's final pose with armament, against the geometry alone (threatsFor
 * without it). An attack no die can make is left out as soon as its range is known, before its line
 * of sight is traced, so the armed lists cost less than the geometry's; `dropped` is what it leaves out.
 */
async function armamentRow(scenario: ArmadaScenario) {
  const world = prepareWorld(scenario, DEFAULT_CONFIG);
  const planned = planArmada(scenario, MOVEMENT_ONLY);
  if (!world.ok || !planned.ok || planned.value.kind !== undefined) throw new Error('plan failed');
  const mover = world.value.ships.find((s) => s.id === planned.value.ship)!;
  const poses = planned.value.courses.map((c) => c.outcome.pose);
  const count = (threats: (pose: (typeof poses)[number]) => { exposure: readonly unknown[]; targets: readonly unknown[]; squadronExposure: readonly unknown[]; squadronTargets: readonly unknown[] }) => {
    let n = 0;
    for (const pose of poses) {
      const t = threats(pose);
      n += t.exposure.length + t.targets.length + t.squadronExposure.length + t.squadronTargets.length;
    }
    return n;
  };
  const before = count(threatsFor(world.value, mover));
  const after = count(armedThreatsFor(world.value, mover));
  const t = await medians({
    armed: () => count(armedThreatsFor(world.value, mover)),
    geometry: () => count(threatsFor(world.value, mover)),
  });
  return row(`armada exposure + targets with armament (${poses.length} final poses, crowded table)`, t.armed!, 'the geometry alone (threatsFor)', t.geometry!, null, {
    entries: before,
    kept: after,
    dropped: before - after,
  });
}
