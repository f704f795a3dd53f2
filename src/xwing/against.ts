/**
 * Planning against the opponent (CONVENTIONS section 11): each option of the planned ship played
 * against every option of each enemy ship, in the order the rules move them
 * (xwing.range.against.order), then the arcs and ranges both ways from the two final bases
 * (xwing.range.exposure) and the bumps of either ship on the other.
 *
 * Each enemy is taken alone. The first mover's options are computed once on the table as it is;
 * the second mover's options are computed on the table with the first mover at its final base,
 * once per distinct final pose, and only where that base can meet the second mover's reach:
 * elsewhere the second mover's options on the table without the first mover serve every
 * combination (they cannot differ).
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { ArcThreat } from '../core/measure.ts';
import type { Pose } from '../geometry/shapes.ts';
import type { Against } from '../schema/against.ts';
import { unknownEnemies, weightOf, weightsOf } from '../schema/against.ts';
import { PILOT_CARDS } from '../import/catalog/xwing-pilot-cards.ts';
import { atPose } from './dock.ts';
import type { Threats } from './measure.ts';
import { threatsFor } from './measure.ts';
import type { ActionOutcome, ManeuverOutcome, PlanAction, PlanManeuver, XwingPlan } from './outcome.ts';
import { planShip, planShipId } from './plan.ts';
import type { ShipState, World } from './world.ts';
import { halfDiagonal } from './world.ts';

/** The longest centre travel of any maneuver (a speed-5 straight or Koiogran turn), mm. */
const LONGEST_TEMPLATE = 200;
/** Slack on every reach test (mm): touching within tolerance still counts as meeting. */
const SLACK = 1;

/** One enemy option's outcome against one option of the planned ship. */
export interface Encounter {
  /** The enemy option (its dial code, and the placement of a Tallon roll). */
  readonly option: string;
  /** Range (0-3) at which the enemy can attack the planned ship, null when it cannot. */
  readonly shotAt: number | null;
  /** The enemy's arcs that reach the planned ship. */
  readonly arcs: readonly string[];
  /** The planned ship is in the enemy's bullseye arc at range 1-3 (or 0). */
  readonly bullseye: boolean;
  /** Range at which the planned ship can attack the enemy, null when it cannot. */
  readonly canShoot: number | null;
  /** The planned ship's move was cut short by the enemy's base. */
  readonly bumped: boolean;
  /** The enemy's move was cut short by the planned ship's base. */
  readonly bumps: boolean;
}

export interface EnemySummary {
  readonly ship: string;
  /** Enemy options played (the options the rules allow it). */
  readonly combinations: number;
  /** Which of the two moves first (xwing.range.against.order). */
  readonly movesFirst: 'planned' | 'enemy';
  /** Shares in [0, 1] of the enemy's options (weighted when weights are given). */
  readonly shotBy: number;
  /** Shares by the range the planned ship is shot at (range 0 counts as 1). */
  readonly shotAtRange: { readonly 1: number; readonly 2: number; readonly 3: number };
  readonly bullseye: number;
  readonly canShoot: number;
  readonly bumped: number;
  readonly bumps: number;
  /** The worst enemy option: shot at, bullseye first, then the shortest range; null when never shot at. */
  readonly worst: { readonly option: string; readonly range: number; readonly bullseye: boolean; readonly arcs: readonly string[] } | null;
  /** The best enemy option: the planned ship can shoot and is not shot at (shortest range first); null when none. */
  readonly best: { readonly option: string; readonly range: number } | null;
  /** With `detail: "full"`: every combination. */
  readonly matrix?: readonly Encounter[];
}

export interface AgainstSummary {
  readonly enemies: readonly EnemySummary[];
  /** Assuming the enemies choose independently: the share in which at least one of them shoots, can be shot, bumps it. */
  readonly anyEnemy: { readonly shotBy: number; readonly canShoot: number; readonly bumped: number };
}

export type PlanManeuverAgainst = PlanManeuver & { readonly against?: AgainstSummary };
export type PlanActionAgainst = PlanAction & { readonly against?: AgainstSummary };

/** A plan whose options carry `against`. */
export interface XwingPlanAgainst extends XwingPlan {
  readonly maneuvers: readonly PlanManeuverAgainst[];
  readonly actions: readonly PlanActionAgainst[];
}

type Outcome = ManeuverOutcome | ActionOutcome;

/** The enemy's arcs that reach the planned ship, and the planned ship's arcs that reach the enemy. */
interface Sighted {
  readonly shotAt: readonly ArcThreat[];
  readonly targets: readonly ArcThreat[];
}

/** One option of a ship, reduced to what the encounter needs. */
interface Move {
  readonly key: string;
  readonly label: string;
  readonly pose: Pose;
  readonly fled: boolean;
  readonly fully: boolean;
  readonly touching: string | null;
  readonly overlapped: readonly string[];
  /** A planned-ship action that was not performed: it stays where it was. */
  readonly performed: boolean;
}

function maneuverKey(m: PlanManeuver): string {
  return `m|${m.dial}|${m.placement ?? ''}|${m.sideslip === true ? 's' : ''}|${m.dock === true ? 'd' : ''}|${JSON.stringify(m.use ?? null)}|${m.deploy ?? ''}`;
}

function actionKey(a: PlanAction): string {
  return `a|${a.action}|${a.move}|${a.direction}|${a.placement}|${a.bend ?? ''}`;
}

function moveOf(key: string, label: string, outcome: Outcome): Move {
  return {
    key,
    label,
    pose: outcome.pose,
    fled: outcome.fled,
    fully: outcome.fully,
    touching: outcome.touching,
    overlapped: outcome.overlappedShips,
    performed: outcome.kind === 'maneuver' ? true : outcome.performed,
  };
}

/** Every option of a plan (maneuvers then actions), keyed so the same option is found in a plan made on another table. */
function movesOf(plan: XwingPlan): Move[] {
  return [
    ...plan.maneuvers.map((m) => moveOf(maneuverKey(m), m.placement === null ? m.dial : `${m.dial} ${m.placement}`, m.outcome)),
    ...plan.actions.map((a) => moveOf(actionKey(a), `${a.action} ${a.direction} ${a.placement}`, a.outcome)),
  ];
}

/** The move was cut short by `other`'s base (a bump: xwing.partial.*). */
function bumpedInto(move: Move, other: string): boolean {
  return !move.fully && (move.touching === other || move.overlapped.includes(other));
}

/**
 * The enemy's options the rules let it choose (xwing.range.against.options): its dial maneuvers,
 * without a red maneuver it would not execute as revealed (stressed: xwing.stress.red), and once
 * only where ion gives every dial the same maneuver (xwing.ion).
 */
function enemyMoves(plan: XwingPlan): Move[] {
  const out: Move[] = [];
  const seen = new Set<string>();
  for (const m of plan.maneuvers) {
    const o = m.outcome;
    if (m.dock === true || m.sideslip === true) continue;
    if (o.trace.some((t) => t.rule === 'xwing.stress.red')) continue;
    if (o.ionized) {
      const pose = `${o.executed}`;
      if (seen.has(pose)) continue;
      seen.add(pose);
    }
    out.push(moveOf(maneuverKey(m), m.placement === null ? m.dial : `${m.dial} ${m.placement}`, o));
  }
  return out;
}

let pilotInitiative: Map<string, number> | null = null;

/** The initiative of a ship: its `initiative`, else its `pilot`'s card, else null. */
export function initiativeOf(world: World, ship: ShipState): number | null {
  const listed = world.scenario.ships[ship.index];
  if (listed?.initiative !== undefined) return listed.initiative;
  if (listed?.pilot === undefined) return null;
  pilotInitiative ??= new Map(PILOT_CARDS.map(([id, initiative]) => [id, initiative]));
  return pilotInitiative.get(listed.pilot.toLowerCase()) ?? null;
}

/** The world with `ship` at `pose` (or off the table, `pose` null); everything else shared. */
function withShip(world: World, ship: ShipState, pose: Pose | null): World {
  const ships = pose === null ? world.ships.filter((s) => s.index !== ship.index) : world.ships.map((s) => (s.index === ship.index ? atPose(s, pose) : s));
  return { ...world, ships };
}

function poseKey(pose: Pose): string {
  return `${pose.x},${pose.y},${pose.heading}`;
}

/** Whether `mover` (from its start) can meet a base of `radius` centred at `at` during any maneuver. */
function canMeet(mover: ShipState, at: Pose, radius: number): boolean {
  const reach = LONGEST_TEMPLATE + mover.base.length + halfDiagonal(mover.base) + radius + SLACK;
  return Math.hypot(mover.pose.x - at.x, mover.pose.y - at.y) <= reach;
}

/** The second mover's options on each table: the first mover at one of its final poses. */
class SecondMoves {
  private readonly byPose = new Map<string, Move[]>();
  private alone: Move[] | null = null;

  constructor(
    private readonly world: World,
    private readonly first: ShipState,
    private readonly second: ShipState,
    private readonly pick: (plan: XwingPlan) => Move[],
    private readonly withActions: boolean,
  ) {}

  private planOn(world: World): Move[] {
    const ship = world.ships.find((s) => s.index === this.second.index)!;
    return this.pick(planShip(world, ship, undefined, { exposure: false, actions: this.withActions }));
  }

  /** The second mover's options once the first ended at `pose` (null: it fled or stayed off the table). */
  at(pose: Pose | null): Move[] {
    if (pose === null || !canMeet(this.second, pose, halfDiagonal(this.first.base))) {
      return (this.alone ??= this.planOn(withShip(this.world, this.first, null)));
    }
    const key = poseKey(pose);
    let moves = this.byPose.get(key);
    if (moves === undefined) {
      moves = this.planOn(withShip(this.world, this.first, pose));
      this.byPose.set(key, moves);
    }
    return moves;
  }
}

/** Arcs and ranges both ways between the planned ship and one enemy at their final poses. */
class Sights {
  private readonly scorers = new Map<string, (pose: Pose) => Threats>();

  constructor(
    private readonly world: World,
    private readonly planned: ShipState,
    private readonly enemy: ShipState,
  ) {}

  between(planned: Pose, enemy: Pose): Sighted {
    const key = poseKey(enemy);
    let scorer = this.scorers.get(key);
    if (scorer === undefined) {
      const table: World = { ...this.world, ships: [this.planned, atPose(this.enemy, enemy)] };
      scorer = threatsFor(table, this.planned);
      this.scorers.set(key, scorer);
    }
    const { exposure, targets } = scorer(planned);
    return { shotAt: exposure, targets };
  }
}

function bestRange(threats: readonly ArcThreat[]): number | null {
  let best: number | null = null;
  for (const t of threats) {
    const r = Math.max(1, Number(t.range));
    if (best === null || r < best) best = r;
  }
  return best;
}

function encounter(option: string, sights: Sighted, bumped: boolean, bumps: boolean, plannedOff: boolean, enemyOff: boolean): Encounter {
  const off = plannedOff || enemyOff;
  const shotAt = off ? null : bestRange(sights.shotAt);
  return {
    option,
    shotAt,
    arcs: off ? [] : [...new Set(sights.shotAt.map((t) => t.arc))],
    bullseye: !off && sights.shotAt.some((t) => t.arc === 'bullseye'),
    canShoot: off ? null : bestRange(sights.targets),
    bumped,
    bumps,
  };
}

/** The shares of one enemy's options (weights: the player's read; uniform without). */
function summarise(ship: string, movesFirst: EnemySummary['movesFirst'], encounters: readonly Encounter[], weights: Readonly<Record<string, number>> | undefined, matrix: boolean): EnemySummary {
  const weight = (e: Encounter): number => (weights === undefined ? 1 : weightOf(weights, e.option));
  let total = 0;
  let shotBy = 0;
  let bullseye = 0;
  let canShoot = 0;
  let bumped = 0;
  let bumps = 0;
  const byRange = { 1: 0, 2: 0, 3: 0 };
  let worst: EnemySummary['worst'] = null;
  let best: EnemySummary['best'] = null;
  for (const e of encounters) {
    const w = weight(e);
    if (w <= 0) continue;
    total += w;
    if (e.shotAt !== null) {
      shotBy += w;
      byRange[Math.min(3, e.shotAt) as 1 | 2 | 3] += w;
      if (e.bullseye) bullseye += w;
      if (worst === null || (e.bullseye && !worst.bullseye) || (e.bullseye === worst.bullseye && e.shotAt < worst.range)) {
        worst = { option: e.option, range: e.shotAt, bullseye: e.bullseye, arcs: e.arcs };
      }
    }
    if (e.canShoot !== null) {
      canShoot += w;
      if (e.shotAt === null && (best === null || e.canShoot < best.range)) best = { option: e.option, range: e.canShoot };
    }
    if (e.bumped) bumped += w;
    if (e.bumps) bumps += w;
  }
  const share = (n: number): number => (total === 0 ? 0 : round(n / total));
  return {
    ship,
    combinations: encounters.length,
    movesFirst,
    shotBy: share(shotBy),
    shotAtRange: { 1: share(byRange[1]), 2: share(byRange[2]), 3: share(byRange[3]) },
    bullseye: share(bullseye),
    canShoot: share(canShoot),
    bumped: share(bumped),
    bumps: share(bumps),
    worst,
    best,
    ...(matrix ? { matrix: encounters } : {}),
  };
}

function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

function anyEnemy(enemies: readonly EnemySummary[]): AgainstSummary['anyEnemy'] {
  const none = (pick: (e: EnemySummary) => number): number => round(1 - enemies.reduce((p, e) => p * (1 - pick(e)), 1));
  return { shotBy: none((e) => e.shotBy), canShoot: none((e) => e.canShoot), bumped: none((e) => e.bumped) };
}

/** The checks `against` makes before any work: enemies known, initiative known, weights naming real options. */
function againstIssues(world: World, planned: ShipState, enemies: readonly ShipState[], against: Against): Issue[] {
  const issues: Issue[] = [];
  const others = world.ships.filter((s) => s.index !== planned.index && (s.owner ?? '') !== (planned.owner ?? '')).map((s) => s.id);
  issues.push(...unknownEnemies(against, others));
  if (planned.base.size === 'huge') issues.push({ path: 'maneuver.ship', rule: 'xwing.range.against.order', message: `${planned.id} is a huge ship: huge ships are not planned against the opponent` });
  for (const ship of [planned, ...enemies]) {
    if (initiativeOf(world, ship) === null) {
      issues.push({ path: `ships[${ship.index}].initiative`, rule: 'xwing.range.against.order', message: `${ship.id} has no initiative (give "initiative" or a known "pilot"): who moves first depends on it` });
    }
  }
  return issues;
}

/**
 * The plan of `planned`, each option played against every option of each enemy ship
 * (`against.ships`, default every enemy ship that is not huge).
 */
export function planAgainst(world: World, planned: ShipState, against: Against, matrix = false): Result<XwingPlanAgainst> {
  const enemies = world.ships.filter(
    (s) => s.index !== planned.index && (s.owner ?? '') !== (planned.owner ?? '') && s.base.size !== 'huge' && (against.ships === null || against.ships.includes(s.id)),
  );
  const issues = againstIssues(world, planned, enemies, against);
  if (issues.length > 0) return fail(issues);
  const plan = planShip(world, planned);
  const mine = movesOf(plan);
  const firstPlayer = world.scenario.firstPlayer;
  const perOption: EnemySummary[][] = mine.map(() => []);
  for (const enemy of enemies) {
    const a = initiativeOf(world, planned)!;
    const b = initiativeOf(world, enemy)!;
    const plannedFirst = a !== b ? a < b : firstPlayer !== undefined && (planned.owner ?? '') === firstPlayer;
    const sights = new Sights(world, planned, enemy);
    const weights = weightsOf(against, enemy.id);
    const encounters: Encounter[][] = mine.map(() => []);
    let names: readonly string[];
    if (plannedFirst) {
      // The planned ship moves on the table as it is (the enemy at its start); the enemy then meets its final base.
      const replies = new SecondMoves(world, planned, enemy, enemyMoves, false);
      names = replies.at(null).map((m) => m.label);
      mine.forEach((m, i) => {
        const off = m.fled;
        for (const e of replies.at(off ? null : m.pose)) {
          encounters[i]!.push(encounter(e.label, off || e.fled ? { shotAt: [], targets: [] } : sights.between(m.pose, e.pose), bumpedInto(m, enemy.id), bumpedInto(e, planned.id), off, e.fled));
        }
      });
    } else {
      // The enemy moves first (the planned ship at its start); the planned ship's options then meet its final base.
      const first = enemyMoves(planShip(world, enemy, undefined, { exposure: false, actions: false }));
      names = first.map((m) => m.label);
      const replies = new SecondMoves(world, enemy, planned, movesOf, plan.actions.length > 0);
      for (const e of first) {
        const answers = new Map(replies.at(e.fled ? null : e.pose).map((m) => [m.key, m]));
        mine.forEach((own, i) => {
          const m = answers.get(own.key) ?? own;
          encounters[i]!.push(encounter(e.label, m.fled || e.fled ? { shotAt: [], targets: [] } : sights.between(m.pose, e.pose), bumpedInto(m, enemy.id), bumpedInto(e, planned.id), m.fled, e.fled));
        });
      }
    }
    if (weights !== undefined) {
      const unknown = Object.keys(weights).filter((k) => !names.includes(k));
      if (unknown.length > 0) {
        return fail([{ path: `against.weights.${enemy.id}.${unknown[0]!.slice(0, 60)}`, rule: 'xwing.range.against.weights', message: `${enemy.id} has no option ${JSON.stringify(unknown[0]!.slice(0, 60))} it may choose; its options: ${names.join(' ')}` }]);
      }
      if (!Object.values(weights).some((w) => w > 0)) {
        return fail([{ path: `against.weights.${enemy.id}`, rule: 'xwing.range.against.weights', message: `the weights of ${enemy.id}'s options are all 0: give at least one option a positive weight` }]);
      }
    }
    mine.forEach((_, i) => perOption[i]!.push(summarise(enemy.id, plannedFirst ? 'planned' : 'enemy', encounters[i]!, weights, matrix)));
  }
  const summary = (i: number): AgainstSummary => ({ enemies: perOption[i]!, anyEnemy: anyEnemy(perOption[i]!) });
  const n = plan.maneuvers.length;
  return ok({
    ...plan,
    maneuvers: plan.maneuvers.map((m, i) => ({ ...m, against: summary(i) })),
    actions: plan.actions.map((a, i) => ({ ...a, against: summary(n + i) })),
  });
}

/** The engine's `planAgainst`: the plan of the maneuver's or action's ship (else the first), each option played against the opponent's. */
export function planWorldAgainst(world: World, against: Against, matrix: boolean): Result<XwingPlan> {
  const id = planShipId(world.scenario);
  const ship = world.ships.find((s) => s.id === id);
  if (ship === undefined) return fail([{ path: 'ships', rule: 'schema', message: 'the scenario has no ship to plan for' }]);
  return planAgainst(world, ship, against, matrix);
}
