/**
 * Planning against the opponent in Armada (CONVENTIONS section 11): each course of the planned
 * ship played against every course of an enemy ship as if that enemy activated next
 * (armada.range.against.order), each enemy taken alone (armada.range.against.enemies): the
 * enemy's maneuver meets the planned ship at its final position (overlap, the closest ship's
 * damage), then hull zones and ranges both ways with armament (armada.range.exposure).
 *
 * The enemy's courses are computed once on the table without the planned ship, and again only for
 * the planned ship's final positions its maneuver tool can reach (once per distinct position).
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { Pose } from '../geometry/shapes.ts';
import { distance } from '../geometry/separation.ts';
import type { Against } from '../schema/against.ts';
import { unknownEnemies, weightOf, weightsOf } from '../schema/against.ts';
import type { ArmedArcThreat, ArmedThreats } from './armed-threats.ts';
import { armedThreatsFor } from './armed-threats.ts';
import { distanceBandOf } from './catalog/distances.ts';
import type { Footprint } from './footprint.ts';
import { innerRect, overlapRect, rectFootprint } from './footprint.ts';
import { footprintsOverlap } from './exact.ts';
import type { ArmadaPlan, PlannedCourse } from './outcome.ts';
import { planShip } from './plan.ts';
import type { Course } from './course.ts';
import { finish, moveAtSpeedZero, moveOnSide } from './resolve.ts';
import { decideSide, plotBothSides } from './side.ts';
import type { ShipOnTable, World } from './world.ts';
import { buildShip } from './world.ts';

type Range = 'close' | 'medium' | 'long';
const RANGES: readonly Range[] = ['close', 'medium', 'long'];

/** One enemy course against one course of the planned ship. */
export interface ArmadaEncounter {
  /** The enemy's course: speed, clicks, tool side (`"2 [0,1] right"`). */
  readonly option: string;
  /** The shortest range at which an enemy hull zone with dice can attack the planned ship, null when none can. */
  readonly shotAt: Range | null;
  /** The enemy's hull zones that can attack it. */
  readonly zones: readonly string[];
  /** Every hull zone of the enemy that can attack it has its line of sight obstructed (armada.range.obstructed: the attacker removes one die). */
  readonly shotObstructed: boolean;
  /** The shortest range at which a hull zone of the planned ship can attack the enemy. */
  readonly canShoot: Range | null;
  /** Every hull zone of the planned ship that can attack the enemy is obstructed. */
  readonly canShootObstructed: boolean;
  /** The enemy's maneuver ended overlapping the planned ship. */
  readonly overlapped: boolean;
  /** The planned ship suffers damage from that overlap (it was the closest ship overlapped: armada.overlap.damage). */
  readonly damaged: boolean;
}

export interface ArmadaEnemySummary {
  readonly ship: string;
  readonly combinations: number;
  readonly shotBy: number;
  readonly shotAtRange: { readonly close: number; readonly medium: number; readonly long: number };
  /** Share in which every enemy hull zone that can attack the planned ship is obstructed (counted in `shotBy` too). */
  readonly shotObstructed: number;
  readonly canShoot: number;
  /** Share in which every hull zone of the planned ship that can attack the enemy is obstructed (counted in `canShoot` too). */
  readonly canShootObstructed: number;
  /** Share of the enemy's courses that end overlapping the planned ship. */
  readonly bumped: number;
  readonly damaged: number;
  readonly worst: { readonly option: string; readonly range: Range; readonly obstructed: boolean; readonly zones: readonly string[] } | null;
  readonly best: { readonly option: string; readonly range: Range } | null;
  readonly matrix?: readonly ArmadaEncounter[];
}

export interface ArmadaAgainstSummary {
  readonly enemies: readonly ArmadaEnemySummary[];
  readonly anyEnemy: { readonly shotBy: number; readonly canShoot: number; readonly bumped: number };
}

export type PlannedCourseAgainst = PlannedCourse & { readonly against?: ArmadaAgainstSummary };
export interface ArmadaPlanAgainst extends ArmadaPlan {
  readonly courses: readonly PlannedCourseAgainst[];
}

/** An enemy course reduced to what an encounter needs. */
interface EnemyCourse {
  readonly label: string;
  readonly pose: Pose;
  readonly overlapped: readonly string[];
  readonly damaged: readonly string[];
  readonly destroyed: boolean;
}

/** The name of a course, as weights give it. */
export function courseLabel(c: Pick<PlannedCourse, 'speed' | 'yaw' | 'side'>): string {
  return `${c.speed} [${c.yaw.join(',')}] ${c.side}`;
}

function coursesOf(plan: ArmadaPlan): EnemyCourse[] {
  return plan.courses.map((c) => ({
    label: courseLabel(c),
    pose: c.outcome.pose,
    overlapped: c.outcome.overlappedShips,
    damaged: c.outcome.damage.map((d) => d.ship),
    destroyed: c.outcome.destroyed,
  }));
}

function poseKey(pose: Pose): string {
  return `${pose.x},${pose.y},${pose.heading}`;
}

/** The table with `ship` at `pose` (null: off the table), the rest shared. */
function withShip(table: World, ship: ShipOnTable, pose: Pose | null): World {
  if (pose === null) return { ...table, ships: table.ships.filter((s) => s.index !== ship.index) };
  const moved = buildShip(ship.index, ship.id, ship.owner, ship.record, pose, ship.dial);
  return { ...table, ships: table.ships.map((s) => (s.index === ship.index ? moved : s)) };
}

/** Distance in mm between two ships' bases (closest points: armada.range.measure). */
function gap(a: ShipOnTable, b: ShipOnTable): number {
  return distance(innerRect(a.size, a.pose), innerRect(b.size, b.pose)).distance;
}

/** The enemy's courses once the planned ship ended at a pose. */
class EnemyCourses {
  private readonly byPose = new Map<string, EnemyCourse[]>();
  private readonly alone: { readonly course: PlannedCourse; readonly reply: EnemyCourse; readonly tried: readonly Footprint[] }[];
  private readonly near: number;

  constructor(
    private readonly table: World,
    private readonly planned: ShipOnTable,
    private readonly enemy: ShipOnTable,
  ) {
    const without = withShip(table, planned, null);
    const ship = without.ships.find((s) => s.index === enemy.index)!;
    const plan = planShip(without, ship, { ...table.config, exposure: false });
    const replies = coursesOf(plan);
    this.alone = plan.courses.map((course, i) => ({
      course,
      reply: replies[i]!,
      tried: [course.outcome.pose, ...course.outcome.attempts.map((a) => a.pose)].map((p) => rectFootprint(overlapRect(enemy.size, p))),
    }));
    // Two bases can overlap only when their centres are closer than their bounding radii together.
    this.near = enemy.overlap.r + planned.overlap.r + 1;
  }

  /** The enemy's courses with the planned ship gone (it was destroyed). */
  names(): string[] {
    return this.alone.map((a) => a.reply.label);
  }

  /**
   * The enemy's courses once the planned ship ended at `pose` (null: off the table). A course is
   * computed again only when the planned ship's base could overlap one of the positions the enemy
   * tried (armada.overlap.backoff: only final positions overlap); every other course is the same.
   */
  at(pose: Pose | null): readonly EnemyCourse[] {
    if (pose === null) return this.alone.map((a) => a.reply);
    const key = poseKey(pose);
    const known = this.byPose.get(key);
    if (known !== undefined) return known;
    let table: World | null = null;
    const mine = rectFootprint(overlapRect(this.planned.size, pose));
    const collision = this.table.config.collision;
    const out = this.alone.map(({ course, reply, tried }) => {
      const meets = tried.some((f) => Math.hypot(f.cx - pose.x, f.cy - pose.y) <= this.near && footprintsOverlap(f, mine, collision));
      if (!meets) return reply;
      table ??= withShip(this.table, this.planned, pose);
      return this.again(table, course, reply.label);
    });
    this.byPose.set(key, out);
    return out;
  }

  /** One enemy course on a table with the planned ship at its final position. */
  private again(table: World, planned: PlannedCourse, label: string): EnemyCourse {
    const ship = table.ships.find((s) => s.index === this.enemy.index)!;
    const others = table.ships.filter((s) => s.index !== ship.index);
    const config = table.config;
    const course: Course = { speed: planned.speed, clicks: planned.yaw, side: planned.side, speedZeroYaw: 0 };
    let outcome;
    if (planned.speed === 0) {
      outcome = finish(table, ship, course, moveAtSpeedZero(ship, others, course, config), config, []);
    } else {
      const plots = plotBothSides(ship, planned.yaw, config);
      const decided = decideSide(ship, plots, planned.side, table.scenario.readings?.toolBothSides);
      if ('issue' in decided) return { label, pose: planned.outcome.pose, overlapped: planned.outcome.overlappedShips, damaged: [], destroyed: planned.outcome.destroyed };
      outcome = finish(table, ship, course, moveOnSide(ship, others, course, decided.side, plots, config, decided.trace), config, []);
    }
    if (!outcome.ok) return { label, pose: planned.outcome.pose, overlapped: [], damaged: [], destroyed: true };
    const o = outcome.value;
    return { label, pose: o.pose, overlapped: o.overlappedShips, damaged: o.damage.map((d) => d.ship), destroyed: o.destroyed };
  }
}

function shortest(threats: readonly ArmedArcThreat[], ship: string): { range: Range; zones: string[]; obstructed: boolean } | null {
  let best = -1;
  let obstructed = true;
  const zones: string[] = [];
  for (const t of threats) {
    if (t.ship !== ship) continue;
    const r = RANGES.indexOf(t.range as Range);
    if (r < 0) continue;
    zones.push(t.arc);
    if (!t.obstructed) obstructed = false;
    if (best < 0 || r < best) best = r;
  }
  return best < 0 ? null : { range: RANGES[best]!, zones: [...new Set(zones)], obstructed };
}

function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

function summarise(ship: string, cells: readonly ArmadaEncounter[], weights: Readonly<Record<string, number>> | undefined, matrix: boolean): ArmadaEnemySummary {
  let total = 0;
  let shot = 0;
  let can = 0;
  let bumped = 0;
  let damaged = 0;
  let shotObstructed = 0;
  let canShootObstructed = 0;
  const byRange = { close: 0, medium: 0, long: 0 };
  let worst: ArmadaEnemySummary['worst'] = null;
  let best: ArmadaEnemySummary['best'] = null;
  for (const c of cells) {
    const w = weights === undefined ? 1 : weightOf(weights, c.option);
    if (w <= 0) continue;
    total += w;
    if (c.shotAt !== null) {
      shot += w;
      byRange[c.shotAt] += w;
      if (c.shotObstructed) shotObstructed += w;
      const r = RANGES.indexOf(c.shotAt);
      const worse = worst === null || r < RANGES.indexOf(worst.range) || (r === RANGES.indexOf(worst.range) && !c.shotObstructed && worst.obstructed);
      if (worse) worst = { option: c.option, range: c.shotAt, obstructed: c.shotObstructed, zones: c.zones };
    }
    if (c.canShoot !== null) {
      can += w;
      if (c.canShootObstructed) canShootObstructed += w;
      if (c.shotAt === null && (best === null || RANGES.indexOf(c.canShoot) < RANGES.indexOf(best.range))) best = { option: c.option, range: c.canShoot };
    }
    if (c.overlapped) bumped += w;
    if (c.damaged) damaged += w;
  }
  const share = (n: number) => (total === 0 ? 0 : round(n / total));
  return {
    ship,
    combinations: cells.length,
    shotBy: share(shot),
    shotAtRange: { close: share(byRange.close), medium: share(byRange.medium), long: share(byRange.long) },
    shotObstructed: share(shotObstructed),
    canShoot: share(can),
    canShootObstructed: share(canShootObstructed),
    bumped: share(bumped),
    damaged: share(damaged),
    worst,
    best,
    ...(matrix ? { matrix: cells } : {}),
  };
}

/**
 * The plan of `planned` with each course played against the courses of each enemy ship
 * (`against.ships`; by default each enemy ship within distance 5 of it).
 */
export function planAgainst(table: World, planned: ShipOnTable, plan: ArmadaPlan, against: Against, matrix = false): Result<ArmadaPlanAgainst> {
  const others = table.ships.filter((s) => s.index !== planned.index && (s.owner ?? '') !== (planned.owner ?? ''));
  const issues: Issue[] = unknownEnemies(against, others.map((s) => s.id));
  if (issues.length > 0) return fail(issues);
  const enemies = against.ships === null ? others.filter((s) => distanceBandOf(gap(s, planned)) !== null) : others.filter((s) => against.ships!.includes(s.id));
  const perCourse: ArmadaEnemySummary[][] = plan.courses.map(() => []);
  for (const enemy of enemies) {
    const replies = new EnemyCourses(table, planned, enemy);
    const names = replies.names();
    const weights = weightsOf(against, enemy.id);
    if (weights !== undefined) {
      const unknown = Object.keys(weights).find((k) => !names.includes(k));
      if (unknown !== undefined) return fail([{ path: `against.weights.${enemy.id}.${unknown.slice(0, 60)}`, rule: 'armada.range.against.weights', message: `${enemy.id} has no course ${JSON.stringify(unknown.slice(0, 60))}; its courses: ${names.slice(0, 40).join('; ')}` }]);
      if (!Object.values(weights).some((w) => w > 0)) return fail([{ path: `against.weights.${enemy.id}`, rule: 'armada.range.against.weights', message: `the weights of ${enemy.id}'s courses are all 0: give at least one a positive weight` }]);
    }
    // The hull zones both ways with the enemy at one of its final positions: one scorer per position.
    // The other ships and the obstacles stay on the table: they obstruct (armada.range.obstructed), as in
    // the plan's exposure; the other ships fly with the planned ship here, so that only this enemy is measured.
    const bystanders = table.ships.filter((s) => s.index !== planned.index && s.index !== enemy.index).map((s) => ({ ...s, owner: planned.owner }));
    const scorers = new Map<string, (pose: Pose) => ArmedThreats>();
    const sight = (enemyPose: Pose, plannedPose: Pose): ArmedThreats => {
      const key = poseKey(enemyPose);
      let scorer = scorers.get(key);
      if (scorer === undefined) {
        const moved = withShip({ ...table, ships: [planned, enemy, ...bystanders], squadrons: [] }, enemy, enemyPose);
        scorer = armedThreatsFor(moved, planned);
        scorers.set(key, scorer);
      }
      return scorer(plannedPose);
    };
    plan.courses.forEach((course, i) => {
      const gone = course.outcome.destroyed;
      const cells: ArmadaEncounter[] = [];
      for (const e of replies.at(gone ? null : course.outcome.pose)) {
        const off = gone || e.destroyed;
        const seen = off ? null : sight(e.pose, course.outcome.pose);
        const shot = seen === null ? null : shortest(seen.exposure, enemy.id);
        const can = seen === null ? null : shortest(seen.targets, enemy.id);
        cells.push({
          option: e.label,
          shotAt: shot?.range ?? null,
          zones: shot?.zones ?? [],
          shotObstructed: shot?.obstructed ?? false,
          canShoot: can?.range ?? null,
          canShootObstructed: can?.obstructed ?? false,
          overlapped: e.overlapped.includes(planned.id),
          damaged: e.damaged.includes(planned.id),
        });
      }
      perCourse[i]!.push(summarise(enemy.id, cells, weights, matrix));
    });
  }
  const any = (list: readonly ArmadaEnemySummary[], pick: (e: ArmadaEnemySummary) => number) => round(1 - list.reduce((p, e) => p * (1 - pick(e)), 1));
  return ok({
    ...plan,
    courses: plan.courses.map((c, i) => {
      const list = perCourse[i]!;
      return { ...c, against: { enemies: list, anyEnemy: { shotBy: any(list, (e) => e.shotBy), canShoot: any(list, (e) => e.canShoot), bumped: any(list, (e) => e.bumped) } } };
    }),
  });
}
