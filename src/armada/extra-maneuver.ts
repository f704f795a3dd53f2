/**
 * Extra maneuvers granted by an effect after the maneuver (`armada.effects.extra-maneuver`):
 * Engine Techs (speed 1 with the chart's speed-1 yaw, not after overlapping a ship) and Quantum
 * Storm (speed 1, yaw "-"). The extra maneuver is a whole maneuver from where the first one ended:
 * Determine Course and Move Ship again, with the tool side, the back-off, overlap damage,
 * displaced squadrons, obstacles and the edge. Its speed is temporary (`armada.speed.temporary`):
 * the dial keeps what the first maneuver left; a gravity rift at distance 1-2 of the new position
 * lowers it by 1 (Armada Wiki ruling on Engine Techs: the maneuver may be affected by G-8 or the
 * gravity rift). No Navigate command is resolved during it.
 */
import type { Result } from '../core/issue.ts';
import { fail, issue, ok } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { ArmadaManeuver } from '../schema/armada.ts';
import type { EffectRecord } from './catalog/effects.ts';
import { findEffect } from './catalog/effects.ts';
import type { EngineConfig } from './config.ts';
import type { PlanBudget } from './plan-budget.ts';
import { spend } from './plan-budget.ts';
import type { Course } from './course.ts';
import { roman } from './course.ts';
import type { CourseEffects } from './effects.ts';
import { gatherEffects } from './effects.ts';
import { circleFootprint, squadronCircle } from './footprint.ts';
import type { ArmadaOutcome, PlannedCourse } from './outcome.ts';
import { finish, moveAtSpeedZero, moveOnSide, resolveManeuver } from './resolve.ts';
import { decideSide, legalSides, plotBothSides } from './side.ts';
import type { Side } from './tool.ts';
import type { ShipOnTable, World } from './world.ts';
import { buildShip, riftPull } from './world.ts';

/** The extra maneuver's speed and yaw values from its record. */
function extraSpec(record: EffectRecord): { speed: number; yaw: 'chart' | 'straight'; ignoresRift: boolean } | null {
  for (const p of record.primitives) if (p.kind === 'extra-maneuver') return { speed: p.speed, yaw: p.yaw, ignoresRift: p.ignoresRift === true };
  return null;
}

/** The table after the first maneuver: the ship at its final pose with the dial it left, squadrons where they were placed. */
export function movedWorld(table: World, ship: ShipOnTable, first: ArmadaOutcome): { world: World; ship: ShipOnTable } {
  const built = buildShip(ship.index, ship.id, ship.owner, ship.record, first.pose, first.speedDial);
  const moved: ShipOnTable = { ...built, rift: table.obstacles.some((o) => o.record.type === 'gravity-rift') ? riftPull(built, table.obstacles) : null };
  const placed = new Map(first.displacedSquadrons.map((d) => [d.id, d.position]));
  const squadrons = placed.size === 0 ? table.squadrons : table.squadrons.map((s) => {
    const at = placed.get(s.id);
    return at === undefined ? s : { ...s, position: at, body: circleFootprint(squadronCircle(at)) };
  });
  return { world: { ...table, ships: table.ships.map((s) => (s.index === ship.index ? moved : s)), squadrons }, ship: moved };
}

/** The extra maneuver's speed after a gravity rift (`armada.obstacle.effects`) and its yaw value at joint 1. */
function extraCourse(ship: ShipOnTable, spec: { speed: number; yaw: 'chart' | 'straight'; ignoresRift: boolean }): { speed: number; limit: number } {
  const speed = ship.rift === null || spec.ignoresRift ? spec.speed : Math.max(0, spec.speed - 1);
  const limit = speed === 0 || spec.yaw === 'straight' ? 0 : (ship.record.chart[speed - 1]?.[0] ?? 0);
  return { speed, limit };
}

/** Why the effect is not in force for this maneuver (a scenario error: the input shows it), or null. */
function notInForce(record: EffectRecord, fx: CourseEffects): string | null {
  if (!fx.extra.some((e) => e.record.id === record.id)) return `${record.name} is not in force for this ship (list it in effects, with a Navigate command)`;
  return null;
}

/** Why what the first maneuver did rules the effect out (it overlapped a ship, the ship was destroyed), or null. */
function unavailableAfter(record: EffectRecord, first: ArmadaOutcome, table: World, ship: ShipOnTable): string | null {
  if (record.condition?.noShipOverlap && first.overlappedShips.length > 0) return `the maneuver overlapped ${first.overlappedShips.join(', ')}, so ${record.name} cannot be used`;
  if (first.destroyed) return `the ship left the play area and is destroyed, so ${record.name} cannot be used`;
  if (record.condition?.endsNearRift !== undefined && movedWorld(table, ship, first).ship.rift === null) return `the ship does not end at distance 1-${record.condition.endsNearRift} of a gravity rift, so ${record.name} does not apply`;
  return null;
}

function refusal(record: EffectRecord, fx: CourseEffects, first: ArmadaOutcome, table: World, ship: ShipOnTable): string | null {
  return notInForce(record, fx) ?? unavailableAfter(record, first, table, ship);
}

/** `resolve` with an extra maneuver: the maneuver, then the extra maneuver declared in `maneuver.extra`. */
export function resolveWithExtra(table: World, maneuver: ArmadaManeuver, config: EngineConfig): Result<ArmadaOutcome> {
  const resolved = resolveManeuver(table, maneuver, config);
  const extra = maneuver.extra;
  const listed = table.ships.find((s) => s.id === maneuver.ship);
  if (!resolved.ok || extra === undefined || listed === undefined) return resolved;
  const fx = gatherEffects(table, listed, maneuver, 'resolve');
  if (fx === null) return fail([issue('maneuver.extra', 'armada.effects.extra-maneuver', `no effect granting an extra maneuver is in force for ${listed.id}; list it in effects`)]);
  return resolveExtra(table, fx.ship, resolved.value, extra, fx, config);
}

function resolveExtra(table: World, ship: ShipOnTable, first: ArmadaOutcome, extra: NonNullable<ArmadaManeuver['extra']>, fx: CourseEffects, config: EngineConfig): Result<ArmadaOutcome> {
  const found = findEffect(extra.effect);
  const spec = found.ok ? extraSpec(found.record) : null;
  if (!found.ok || spec === null) return fail([issue('maneuver.extra.effect', 'armada.effects.extra-maneuver', found.ok ? `${found.record.name} grants no extra maneuver` : found.message)]);
  const record = found.record;
  const refused = notInForce(record, fx);
  if (refused !== null) return fail([issue('maneuver.extra', record.rule, refused)]);
  // The first maneuver stands; the card is reported unavailable, not the scenario rejected.
  const unavailable = unavailableAfter(record, first, table, ship);
  if (unavailable !== null) {
    const trace = [...first.trace, step(record.rule, `${record.name} is not available: ${unavailable.replace(/, so .*$/, '')}; the maneuver stands and no extra maneuver follows.`)];
    return ok({ ...first, trace, extraManeuver: { effect: record.id, rule: record.rule, outcome: null, unavailable } });
  }
  const moved = movedWorld(table, ship, first);
  const { speed, limit } = extraCourse(moved.ship, spec);
  const trace: TraceStep[] = [step(record.rule, `${record.name}: after the maneuver, a speed-${spec.speed} maneuver from ${first.ship}'s final position.`)];
  if (speed !== spec.speed) trace.push(step('armada.obstacle.effects', `A gravity rift is at distance 1-2 of the new position: the extra maneuver's speed is ${speed}.`));
  else if (spec.ignoresRift && moved.ship.rift !== null) trace.push(step(record.rule, `${record.name}: the gravity rift does not reduce this maneuver's speed.`));
  const clicks = speed === 0 ? [] : extra.yaw;
  if (clicks.length !== speed) return fail([issue('maneuver.extra.yaw', 'armada.yaw.chart', `the extra maneuver has speed ${speed}, so yaw needs ${speed} entr${speed === 1 ? 'y' : 'ies'}; got ${clicks.length}`, { expected: String(speed), received: String(clicks.length) })]);
  const beyond = clicks.findIndex((c) => Math.abs(c) > limit);
  if (beyond >= 0) return fail([issue(`maneuver.extra.yaw[${beyond}]`, 'armada.yaw.chart', `joint 1 of the extra maneuver allows ${limit} click${limit === 1 ? '' : 's'} (${spec.yaw === 'straight' ? `${record.name} gives yaw "-"` : `chart "${roman(limit)}" at speed 1`}); got ${clicks[beyond]}`, { expected: `-${limit}..${limit}`, received: String(clicks[beyond]) })]);
  trace.push(step('armada.speed.temporary', `Its speed is temporary: the dial keeps ${first.speedDial}.`));
  const outcome = extraOutcome(moved, { speed, clicks, side: extra.side, speedZeroYaw: 0 }, null, first.speedDial, config, trace);
  if (!outcome.ok) return outcome;
  // effectsUsed lists every card the move used: the course's effects, then the one granting the extra maneuver.
  const effectsUsed = [...new Set([...(first.effectsUsed ?? []), record.id])];
  return ok({ ...first, effectsUsed, extraManeuver: { effect: record.id, rule: record.rule, outcome: outcome.value, unavailable: null } });
}

function extraOutcome(moved: { world: World; ship: ShipOnTable }, course: Course, side: Side | null, dial: number, config: EngineConfig, trace: readonly TraceStep[]): Result<ArmadaOutcome> {
  const others = moved.world.ships.filter((s) => s.index !== moved.ship.index);
  if (course.speed === 0) return finish(moved.world, moved.ship, course, moveAtSpeedZero(moved.ship, others, course, config), config, trace, { dialAfter: dial });
  const plots = plotBothSides(moved.ship, course.clicks, config);
  const decided = decideSide(moved.ship, plots, side ?? course.side, moved.world.scenario.readings?.toolBothSides);
  if ('issue' in decided) return fail([{ ...decided.issue, path: 'maneuver.extra' }]);
  return finish(moved.world, moved.ship, course, moveOnSide(moved.ship, others, course, decided.side, plots, config, decided.trace), config, trace, { dialAfter: dial });
}

/**
 * `plan`: the extra maneuvers each effect in force offers after `first` (every click of joint 1 on
 * each side the tool rule allows), or none when the effect cannot be used there.
 */
export function planFollowUps(table: World, ship: ShipOnTable, first: ArmadaOutcome, fx: CourseEffects, config: EngineConfig, budget?: PlanBudget): PlannedCourse[] {
  const out: PlannedCourse[] = [];
  for (const effect of fx.extra) {
    const spec = extraSpec(effect.record);
    if (spec === null || refusal(effect.record, fx, first, table, ship) !== null) continue;
    const moved = movedWorld(table, ship, first);
    const { speed, limit } = extraCourse(moved.ship, spec);
    const trace = [step(effect.record.rule, `${effect.record.name}: a speed-${spec.speed} maneuver after the course.`)];
    const others = moved.world.ships.filter((s) => s.index !== moved.ship.index);
    const add = (course: Course, side: Side, outcome: Result<ArmadaOutcome>) => {
      if (outcome.ok) out.push({ speed: course.speed, yaw: course.clicks, side, dialChange: null, outcome: outcome.value, effects: [effect.record.id] });
    };
    // limits.plan: each extra maneuver spends from the plan's work budget, when there is one.
    const affordable = () => {
      if (budget === undefined || spend(budget)) return true;
      budget.omittedFollowUps += 1;
      return false;
    };
    if (speed === 0 && affordable()) {
      const still: Course = { speed: 0, clicks: [], side: 'auto', speedZeroYaw: 0 };
      add(still, 'right', finish(moved.world, moved.ship, still, moveAtSpeedZero(moved.ship, others, still, config), config, trace, { dialAfter: first.speedDial }));
    }
    for (let c = -limit; speed > 0 && c <= limit; c++) {
      const course: Course = { speed, clicks: [c], side: 'auto', speedZeroYaw: 0 };
      const plots = plotBothSides(moved.ship, course.clicks, config);
      for (const side of legalSides(plots)) {
        const decided = decideSide(moved.ship, plots, side);
        if ('issue' in decided || !affordable()) continue;
        add(course, side, finish(moved.world, moved.ship, course, moveOnSide(moved.ship, others, course, side, plots, config, decided.trace), config, trace, { dialAfter: first.speedDial }));
      }
    }
  }
  return out;
}

/** Plain text for people: the extra maneuver after the outcome's description, or nothing. */
export function describeExtra(outcome: ArmadaOutcome): string {
  const extra = outcome.extraManeuver;
  if (extra === undefined) return '';
  const then = extra.outcome;
  if (then === null) return `\n\nthen ${extra.effect}: not available (${extra.unavailable ?? 'no reason given'})`;
  const lines = ['', `then ${extra.effect}: speed ${then.executedSpeed}, yaw [${then.yaw.join(' ')}], tool on the ${then.side} side`, `  to   (${then.pose.x.toFixed(2)}, ${then.pose.y.toFixed(2)}) heading ${then.pose.heading.toFixed(2)}`];
  if (then.overlappedShips.length > 0) lines.push(`  overlapped ${then.overlappedShips.join(', ')}`);
  if (then.destroyed) lines.push('  DESTROYED: partly outside the play area');
  lines.push('', 'Why (extra maneuver):');
  for (const t of then.trace) lines.push(`  [${t.rule}] ${t.note}`);
  return lines.join('\n');
}
