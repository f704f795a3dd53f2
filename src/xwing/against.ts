/**
 * Planning against the opponent (CONVENTIONS section 11): each option of the planned ship played
 * against every option of each enemy ship, in the order the rules move them
 * (xwing.range.against.order), then the arcs and ranges both ways from the two final bases
 * (xwing.range.exposure, obstacles and huge ships obstructing: xwing.range.obstructed) and the
 * bumps of either ship on the other. The enemy's options (xwing.range.against.options) are its
 * maneuvers and, after each, every boost or barrel roll of its activation it may make.
 *
 * Each enemy is taken alone. The first mover's options are computed once on the table as it is;
 * the second mover's options are computed on the table with the first mover at its final base,
 * once per distinct final pose, and only where that base can meet the second mover's reach:
 * elsewhere the second mover's options on the table without the first mover serve every
 * combination (they cannot differ). An enemy's reposition after an unchanged maneuver is only
 * checked against the planned ship's final base (a boost or barrel roll is refused where its
 * final base would lie on a ship); arcs are measured once per pair of distinct final poses and not
 * at all beyond range 3.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, ok } from '../core/issue.ts';
import type { ArcThreat } from '../core/measure.ts';
import type { Pose } from '../geometry/shapes.ts';
import type { Against } from '../schema/against.ts';
import { unknownEnemies, weightOf, weightsOf } from '../schema/against.ts';
import { PILOT_CARDS } from '../import/catalog/xwing-pilot-cards.ts';
import { atPose } from './dock.ts';
import type { ActiveEffect } from './dial-effects.ts';
import { planContext } from './effect-execute.ts';
import { executeManeuver } from './execute.ts';
import { parseDial } from './dial.ts';
import { followUpLabel, followUpsOf } from './follow-ups.ts';
import type { Threats } from './measure.ts';
import { ATTACK_RANGE, threatsFor } from './measure.ts';
import type { ActionOutcome, FollowUp, FollowUpTiming, ManeuverOutcome, PlanAction, PlanManeuver, XwingPlan } from './outcome.ts';
import { planShip, planShipId } from './plan.ts';
import type { ShipState, World } from './world.ts';
import { baseRect, halfDiagonal } from './world.ts';
import { shipsOverlapped } from './contacts.ts';
import { hypot } from '../geometry/hypot.ts';
import { mapped } from './packed.ts';


/** The longest centre travel of any maneuver (a speed-5 straight or Koiogran turn), mm. */
const LONGEST_TEMPLATE = 200;
/** Slack on every reach test (mm): touching within tolerance still counts as meeting. */
const SLACK = 1;
/** Range 3 in mm (xwing.range.bands): two bases farther apart than this neither shoot nor are shot at. */
const RANGE_3 = ATTACK_RANGE * 100;
/** When a follow-up is played as an enemy option: the moves of its activation, before anyone attacks. */
const ACTIVATION: readonly FollowUpTiming[] = ['perform-action', 'after-maneuver', 'after-action'];

/** One enemy option's outcome against one option of the planned ship. */
export interface Encounter {
  /** The enemy option: its dial code (and the placement of a Tallon roll), then its reposition if any (`"2TL, then barrel-roll left middle"`). */
  readonly option: string;
  /** Range (0-3) at which the enemy can attack the planned ship, null when it cannot. */
  readonly shotAt: number | null;
  /** The enemy's arcs that reach the planned ship. */
  readonly arcs: readonly string[];
  /** The planned ship is in the enemy's bullseye arc at range 1-3 (or 0). */
  readonly bullseye: boolean;
  /** Every arc of the enemy that reaches the planned ship has its range line obstructed (xwing.range.obstructed: the planned ship rolls one more defence die). */
  readonly shotObstructed: boolean;
  /** Range at which the planned ship can attack the enemy, null when it cannot. */
  readonly canShoot: number | null;
  /** Every arc of the planned ship that reaches the enemy is obstructed. */
  readonly canShootObstructed: boolean;
  /** The planned ship's move was cut short by the enemy's base. */
  readonly bumped: boolean;
  /** The enemy's move was cut short by the planned ship's base. */
  readonly bumps: boolean;
}

export interface EnemySummary {
  readonly ship: string;
  /** Enemy options played (the options the rules allow it: maneuvers, and each reposition after one). */
  readonly combinations: number;
  /** Of `combinations`, the options that are a maneuver followed by a reposition (xwing.range.against.options). */
  readonly repositions: number;
  /** Which of the two moves first (xwing.range.against.order). */
  readonly movesFirst: 'planned' | 'enemy';
  /** Shares in [0, 1] of the enemy's options (weighted when weights are given). */
  readonly shotBy: number;
  /** Shares by the range the planned ship is shot at (range 0 counts as 1). */
  readonly shotAtRange: { readonly 1: number; readonly 2: number; readonly 3: number };
  readonly bullseye: number;
  /** Share in which the enemy can attack only through obstruction (counted in `shotBy` too). */
  readonly shotObstructed: number;
  readonly canShoot: number;
  /** Share in which the planned ship can attack only through obstruction (counted in `canShoot` too). */
  readonly canShootObstructed: number;
  readonly bumped: number;
  readonly bumps: number;
  /** The worst enemy option: shot at, bullseye first, then the shortest range, then unobstructed; null when never shot at. */
  readonly worst: { readonly option: string; readonly range: number; readonly bullseye: boolean; readonly obstructed: boolean; readonly arcs: readonly string[] } | null;
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

const UNSEEN: Sighted = { shotAt: [], targets: [] };

/** One option of a ship, reduced to what the encounter needs. */
interface Move {
  readonly key: string;
  readonly label: string;
  /** The dial code the option starts with (weights name it for the maneuver and every reposition after it). */
  readonly dial: string;
  readonly pose: Pose;
  readonly fled: boolean;
  readonly fully: boolean;
  readonly touching: string | null;
  readonly overlapped: readonly string[];
  /** A planned-ship action that was not performed: it stays where it was. */
  readonly performed: boolean;
  /** A maneuver followed by a reposition. */
  readonly reposition: boolean;
  /** A reposition of more than one move (a card's move chained after an action's): re-checked as a whole on another table. */
  readonly chained?: boolean;
}

function maneuverKey(m: PlanManeuver): string {
  return `m|${m.dial}|${m.placement ?? ''}|${m.sideslip === true ? 's' : ''}|${m.dock === true ? 'd' : ''}|${JSON.stringify(m.use ?? null)}|${m.deploy ?? ''}`;
}

function actionKey(a: PlanAction): string {
  return `a|${a.action}|${a.move}|${a.direction}|${a.placement}|${a.bend ?? ''}`;
}

function moveOf(key: string, label: string, dial: string, outcome: Outcome): Move {
  return {
    key,
    label,
    dial,
    pose: outcome.pose,
    fled: outcome.fled,
    fully: outcome.fully,
    touching: outcome.touching,
    overlapped: outcome.overlappedShips,
    performed: outcome.kind === 'maneuver' ? true : outcome.performed,
    reposition: false,
  };
}

function maneuverLabel(m: PlanManeuver): string {
  return m.placement === null ? m.dial : `${m.dial} ${m.placement}`;
}

/** Every option of a plan (maneuvers then actions), keyed so the same option is found in a plan made on another table. */
function movesOf(plan: XwingPlan): Move[] {
  return [
    ...plan.maneuvers.map((m) => moveOf(maneuverKey(m), maneuverLabel(m), m.dial, m.outcome)),
    ...plan.actions.map((a) => moveOf(actionKey(a), `${a.action} ${a.direction} ${a.placement}`, `${a.action} ${a.direction} ${a.placement}`, a.outcome)),
  ];
}

/** The move was cut short by `other`'s base (a bump: xwing.partial.*). */
function bumpedInto(move: Move, other: string): boolean {
  return !move.fully && (move.touching === other || move.overlapped.includes(other));
}

/**
 * The enemy's maneuvers the rules let it choose (xwing.range.against.options): its dial
 * maneuvers, without a red maneuver it would not execute as revealed (stressed:
 * xwing.stress.red), and once only where ion gives every dial the same maneuver (xwing.ion).
 */
function enemyManeuvers(plan: XwingPlan): PlanManeuver[] {
  const out: PlanManeuver[] = [];
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
    out.push(m);
  }
  return out;
}

/**
 * The repositions the enemy may make after a maneuver (xwing.range.against.options,
 * xwing.move.follow-up): the legal boosts and barrel rolls of its activation (its action bar's
 * Perform Action step, and the cards' moves after the maneuver or after an action). followUpsOf
 * decides which it may make at all: none after a bump or an obstacle that skips the step, none
 * while ionized, none while stressed (a red maneuver's stress included) unless a card allows it,
 * and a red action only while not stressed. Cloaks and moves after the attacks are not played.
 */
function repositionsAfter(world: World, enemy: ShipState, m: PlanManeuver, effects: readonly ActiveEffect[]): Move[] {
  const out: Move[] = [];
  const key = maneuverKey(m);
  const label = maneuverLabel(m);
  for (const f of followUpsOf(world, enemy, m.outcome, effects)) {
    if (!playable(f)) continue;
    const then = followUpLabel(f.steps);
    const chained = f.steps.filter((x) => x.move !== 'action').length > 1;
    out.push({ ...moveOf(`${key}|${then}`, `${label}, then ${then}`, m.dial, m.outcome), pose: f.pose, reposition: true, ...(chained ? { chained } : {}) });
  }
  return out;
}

function playable(f: FollowUp): boolean {
  return f.legal && f.steps.every((s) => s.move !== 'cloak' && ACTIVATION.includes(s.timing));
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
  const ships = pose === null ? world.ships.filter((s) => s.index !== ship.index) : mapped(world.ships, (s) => (s.index === ship.index ? atPose(s, pose) : s));
  return { ...world, ships };
}

function poseKey(pose: Pose): string {
  return `${pose.x},${pose.y},${pose.heading}`;
}

/** Whether `mover` (from its start) can meet a base of `radius` centred at `at` during any maneuver. */
function canMeet(mover: ShipState, at: Pose, radius: number): boolean {
  const reach = LONGEST_TEMPLATE + mover.base.length + halfDiagonal(mover.base) + radius + SLACK;
  return hypot(mover.pose.x - at.x, mover.pose.y - at.y) <= reach;
}

/**
 * The farthest a boost or barrel roll can move a ship's centre (mm), generously: a barrel roll
 * is the base's width plus the 1-template sideways, shifted up to half the base forward or back
 * (on a bank template a little farther); a boost is the 1-template plus the base's length.
 */
function repositionReach(ship: ShipState): number {
  return 2 * ship.base.length + 80;
}

/**
 * The planned ship's options on each table: the enemy (first mover) at one of its final poses.
 * A plain ship (no card effects, side-slips, carrier, deploy, tractor or cloak) executes again only
 * the maneuvers whose template and base can reach the enemy's final base, and keeps its
 * repositions from the table without the enemy except those whose final base would lie on the
 * enemy's; any other ship is planned again whole.
 */
class PlannedReplies {
  private readonly byPose = new Map<string, Move[]>();
  private readonly alonePlan: XwingPlan;
  private alone: Move[] | null = null;
  private readonly plain: boolean;

  constructor(
    private readonly world: World,
    private readonly enemy: ShipState,
    private readonly planned: ShipState,
    private readonly withActions: boolean,
  ) {
    const table = withShip(world, enemy, null);
    this.alonePlan = planShip(table, shipOn(table, planned), undefined, { exposure: false, actions: withActions });
    this.plain = planContext(world, planned).effects.length === 0 && planned.sideslip.length === 0 && planned.docksWith === undefined && world.scenario.maneuver?.deploy === undefined && planned.tractor === 0 && !planned.cloaked;
  }

  private planOn(world: World): Move[] {
    return movesOf(planShip(world, shipOn(world, this.planned), undefined, { exposure: false, actions: this.withActions }));
  }

  /** The planned ship's options once the enemy ended at `pose` (null: it fled). */
  at(pose: Pose | null): Move[] {
    if (pose === null || !canMeet(this.planned, pose, halfDiagonal(this.enemy.base))) return (this.alone ??= movesOf(this.alonePlan));
    const key = poseKey(pose);
    let moves = this.byPose.get(key);
    if (moves === undefined) {
      const table = withShip(this.world, this.enemy, pose);
      const apart = hypot(this.planned.pose.x - pose.x, this.planned.pose.y - pose.y) - halfDiagonal(this.planned.base) - halfDiagonal(this.enemy.base) - SLACK;
      if (!this.plain) {
        moves = this.planOn(table);
      } else {
        const ship = shipOn(table, this.planned);
        const away = apart - this.planned.base.length;
        const maneuvers = this.alonePlan.maneuvers.map((m) => (away > (m.outcome.template?.length ?? 0) ? m : { ...m, outcome: executeManeuver(table, ship, parseDial(m.dial)!, m.placement ?? 'middle') }));
        // A boost or barrel roll (each plan entry one candidate position) fails where its final base would
        // lie on the enemy's (xwing.boost, xwing.roll.choice); the enemy never makes a failed one succeed.
        const enemyOnly: World = { ...table, ships: [shipOn(table, this.enemy)] };
        const near = apart <= repositionReach(this.planned);
        const actions = this.alonePlan.actions.map((a) => {
          const o = a.outcome;
          if (!near || !o.performed || shipsOverlapped(enemyOnly, this.planned.index, baseRect(o.pose, this.planned.base)).length === 0) return a;
          return { ...a, outcome: { ...o, performed: false, fully: false, pose: o.startPose } };
        });
        moves = movesOf({ ...this.alonePlan, maneuvers, actions });
      }
      this.byPose.set(key, moves);
    }
    return moves;
  }
}

/**
 * The enemy's options (second mover) on each table: the planned ship at one of its final poses.
 * Its maneuvers are computed again only where the planned ship's final base can meet their reach;
 * the repositions after a maneuver only where that maneuver changed or the planned ship's base is
 * within a reposition's reach of where it ended. Everything else is the table without the planned ship.
 */
class EnemyReplies {
  private readonly byPose = new Map<string, Move[]>();
  private readonly aloneTable: World;
  private readonly aloneManeuvers: readonly PlanManeuver[];
  private readonly aloneRepositions = new Map<string, Move[]>();
  private aloneMoves: Move[] | null = null;
  private readonly effects: readonly ActiveEffect[];
  private readonly withEffects: boolean;
  private readonly near: number;

  constructor(
    private readonly world: World,
    private readonly planned: ShipState,
    private readonly enemy: ShipState,
    private readonly repositions: boolean,
  ) {
    this.aloneTable = withShip(world, planned, null);
    this.aloneManeuvers = maneuversOn(this.aloneTable, enemy);
    const effects = planContext(world, enemy).effects;
    this.withEffects = effects.length > 0;
    this.effects = repositions ? effects : [];
    this.near = repositionReach(enemy) + halfDiagonal(enemy.base) + halfDiagonal(planned.base) + SLACK;
  }

  private aloneAfter(m: PlanManeuver): Move[] {
    const key = maneuverKey(m);
    let moves = this.aloneRepositions.get(key);
    if (moves === undefined) {
      moves = this.repositions ? repositionsAfter(this.aloneTable, shipOn(this.aloneTable, this.enemy), m, this.effects) : [];
      this.aloneRepositions.set(key, moves);
    }
    return moves;
  }

  /**
   * The enemy's maneuvers with the planned ship at `pose`. Without effects (which may move the ship
   * before its dial or change its maneuver), each maneuver is executed again only when the planned
   * ship's base is within its reach: the centre travels at most the template's length plus the base's
   * length along its path, so the base never sweeps farther than that plus its half diagonal from
   * where it started. With effects, the whole plan is made again.
   */
  private maneuversMeeting(table: World, ship: ShipState, pose: Pose): readonly PlanManeuver[] {
    if (this.withEffects) return maneuversOn(table, this.enemy);
    const away = hypot(this.enemy.pose.x - pose.x, this.enemy.pose.y - pose.y) - this.enemy.base.length - halfDiagonal(this.enemy.base) - halfDiagonal(this.planned.base) - SLACK;
    return this.aloneManeuvers.map((m) => {
      if (away > (m.outcome.template?.length ?? 0)) return m;
      return { ...m, outcome: executeManeuver(table, ship, parseDial(m.dial)!, m.placement ?? 'middle') };
    });
  }

  /** The options once the planned ship ended at `pose` (null: it fled). */
  at(pose: Pose | null): Move[] {
    if (pose === null) return (this.aloneMoves ??= this.aloneManeuvers.flatMap((m) => [moveOf(maneuverKey(m), maneuverLabel(m), m.dial, m.outcome), ...this.aloneAfter(m)]));
    const meets = canMeet(this.enemy, pose, halfDiagonal(this.planned.base));
    const nearBy = (p: Pose): boolean => this.repositions && hypot(p.x - pose.x, p.y - pose.y) <= this.near;
    if (!meets && !this.aloneManeuvers.some((m) => nearBy(m.outcome.pose))) return this.at(null);
    const key = poseKey(pose);
    const known = this.byPose.get(key);
    if (known !== undefined) return known;
    const table = withShip(this.world, this.planned, pose);
    const ship = shipOn(table, this.enemy);
    const alone = new Map(this.aloneManeuvers.map((m) => [maneuverKey(m), m]));
    const plannedOnly: World = { ...table, ships: [shipOn(table, this.planned)] };
    const out: Move[] = [];
    for (const m of meets ? this.maneuversMeeting(table, ship, pose) : this.aloneManeuvers) {
      out.push(moveOf(maneuverKey(m), maneuverLabel(m), m.dial, m.outcome));
      if (!this.repositions) continue;
      const before = alone.get(maneuverKey(m));
      const same = before !== undefined && (before === m || (poseKey(before.outcome.pose) === poseKey(m.outcome.pose) && before.outcome.fully === m.outcome.fully && before.outcome.touching === m.outcome.touching));
      if (!same) {
        out.push(...repositionsAfter(table, ship, m, this.effects));
        continue;
      }
      const after = this.aloneAfter(before);
      if (!nearBy(m.outcome.pose)) {
        out.push(...after);
        continue;
      }
      // The same maneuver: a boost or barrel roll of one move stays legal unless its final base lies on
      // the planned ship's (xwing.boost, xwing.roll.choice: only the final base is checked against ships).
      if (after.some((f) => f.chained === true)) {
        out.push(...repositionsAfter(table, ship, m, this.effects));
        continue;
      }
      out.push(...after.filter((f) => shipsOverlapped(plannedOnly, this.enemy.index, baseRect(f.pose, this.enemy.base)).length === 0));
    }
    this.byPose.set(key, out);
    return out;
  }
}

function shipOn(table: World, ship: ShipState): ShipState {
  return table.ships.find((s) => s.index === ship.index)!;
}

/** The enemy's maneuvers on a table (xwing.range.against.options). */
function maneuversOn(table: World, enemy: ShipState): PlanManeuver[] {
  return enemyManeuvers(planShip(table, shipOn(table, enemy), undefined, { exposure: false, actions: false }));
}

/** The enemy's options on the table as it is: each maneuver, then each reposition after it. */
function enemyOptions(world: World, enemy: ShipState, repositions: boolean): Move[] {
  const effects = repositions ? planContext(world, enemy).effects : [];
  return maneuversOn(world, enemy).flatMap((m) => [moveOf(maneuverKey(m), maneuverLabel(m), m.dial, m.outcome), ...(repositions ? repositionsAfter(world, enemy, m, effects) : [])]);
}

/**
 * Arcs and ranges both ways between the planned ship and one enemy at their final poses, on a
 * table holding the two ships and whatever can obstruct the attack (xwing.range.obstructed:
 * obstacles, and huge ships other than the two). Other ships do not obstruct.
 */
class Sights {
  private readonly scorers = new Map<string, (pose: Pose) => Threats>();
  private readonly reach: number;
  private readonly obstructing: readonly ShipState[];

  constructor(
    private readonly world: World,
    private readonly planned: ShipState,
    private readonly enemy: ShipState,
  ) {
    this.reach = RANGE_3 + halfDiagonal(planned.base) + halfDiagonal(enemy.base) + SLACK;
    // Huge ships obstruct but are not measured: on this table they fly with the planned ship.
    this.obstructing = world.ships.filter((s) => s.base.size === 'huge' && s.index !== planned.index && s.index !== enemy.index).map((s) => ({ ...s, owner: planned.owner }));
  }

  between(planned: Pose, enemy: Pose): Sighted {
    // Beyond range 3 of each other (bounding circles): neither shoots.
    if (hypot(planned.x - enemy.x, planned.y - enemy.y) > this.reach) return UNSEEN;
    const key = poseKey(enemy);
    let scorer = this.scorers.get(key);
    if (scorer === undefined) {
      const table: World = { ...this.world, ships: [this.planned, atPose(this.enemy, enemy), ...this.obstructing] };
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
  const canShoot = off ? null : bestRange(sights.targets);
  return {
    option,
    shotAt,
    arcs: off ? [] : [...new Set(sights.shotAt.map((t) => t.arc))],
    bullseye: !off && sights.shotAt.some((t) => t.arc === 'bullseye'),
    shotObstructed: shotAt !== null && sights.shotAt.every((t) => t.obstructed),
    canShoot,
    canShootObstructed: canShoot !== null && sights.targets.every((t) => t.obstructed),
    bumped,
    bumps,
  };
}

/**
 * The weight of an enemy option (xwing.range.against.weights): its own name's, else its dial
 * code's (a weight for "3BW" is the weight of the 3-bank and of each reposition after it), 0 when
 * neither is named; 1 without weights.
 */
function optionWeight(weights: Readonly<Record<string, number>> | undefined, option: string, dial: string): number {
  if (weights === undefined) return 1;
  if (Object.hasOwn(weights, option)) return weightOf(weights, option);
  return weightOf(weights, dial);
}

/** The shares of one enemy's options (weights: the player's read; uniform without). */
function summarise(ship: string, movesFirst: EnemySummary['movesFirst'], encounters: readonly Encounter[], played: readonly Move[], weights: Readonly<Record<string, number>> | undefined, matrix: boolean): EnemySummary {
  let total = 0;
  let shotBy = 0;
  let bullseye = 0;
  let shotObstructed = 0;
  let canShoot = 0;
  let canShootObstructed = 0;
  let bumped = 0;
  let bumps = 0;
  const byRange = { 1: 0, 2: 0, 3: 0 };
  let worst: EnemySummary['worst'] = null;
  let best: EnemySummary['best'] = null;
  encounters.forEach((e, i) => {
    const w = optionWeight(weights, e.option, played[i]!.dial);
    if (w <= 0) return;
    total += w;
    if (e.shotAt !== null) {
      shotBy += w;
      byRange[Math.min(3, e.shotAt) as 1 | 2 | 3] += w;
      if (e.bullseye) bullseye += w;
      if (e.shotObstructed) shotObstructed += w;
      const worse = worst === null
        || (e.bullseye !== worst.bullseye ? e.bullseye : e.shotAt !== worst.range ? e.shotAt < worst.range : !e.shotObstructed && worst.obstructed);
      if (worse) worst = { option: e.option, range: e.shotAt, bullseye: e.bullseye, obstructed: e.shotObstructed, arcs: e.arcs };
    }
    if (e.canShoot !== null) {
      canShoot += w;
      if (e.canShootObstructed) canShootObstructed += w;
      if (e.shotAt === null && (best === null || e.canShoot < best.range)) best = { option: e.option, range: e.canShoot };
    }
    if (e.bumped) bumped += w;
    if (e.bumps) bumps += w;
  });
  const share = (n: number): number => (total === 0 ? 0 : round(n / total));
  return {
    ship,
    combinations: encounters.length,
    repositions: played.filter((m) => m.reposition).length,
    movesFirst,
    shotBy: share(shotBy),
    shotAtRange: { 1: share(byRange[1]), 2: share(byRange[2]), 3: share(byRange[3]) },
    bullseye: share(bullseye),
    shotObstructed: share(shotObstructed),
    canShoot: share(canShoot),
    canShootObstructed: share(canShootObstructed),
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

/** Weights naming an option the enemy does not have (neither a dial code it may choose nor a full option name), or all 0. */
function weightIssues(enemy: string, weights: Readonly<Record<string, number>>, options: readonly Move[]): Issue[] {
  const names = new Set<string>();
  for (const o of options) names.add(o.dial).add(o.label);
  const unknown = Object.keys(weights).find((k) => !names.has(k));
  if (unknown !== undefined) {
    const dials = [...new Set(options.map((o) => o.label))].filter((l) => !l.includes(', then ')).join(' ');
    return [{ path: `against.weights.${enemy}.${unknown.slice(0, 60)}`, rule: 'xwing.range.against.weights', message: `${enemy} has no option ${JSON.stringify(unknown.slice(0, 60))} it may choose; its maneuvers: ${dials} (a reposition after one is named "<maneuver>, then <reposition>", as in the matrix)` }];
  }
  if (!Object.values(weights).some((w) => w > 0)) {
    return [{ path: `against.weights.${enemy}`, rule: 'xwing.range.against.weights', message: `the weights of ${enemy}'s options are all 0: give at least one option a positive weight` }];
  }
  return [];
}

/**
 * The plan of `planned`, each option played against every option of each enemy ship
 * (`against.ships`, default every enemy ship that is not huge): each of its maneuvers, and
 * unless `against.repositions` is false each boost or barrel roll it may make after one.
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
  const repositions = against.repositions !== false;
  const perOption: EnemySummary[][] = mine.map(() => []);
  for (const enemy of enemies) {
    const a = initiativeOf(world, planned)!;
    const b = initiativeOf(world, enemy)!;
    const plannedFirst = a !== b ? a < b : firstPlayer !== undefined && (planned.owner ?? '') === firstPlayer;
    const sights = new Sights(world, planned, enemy);
    const weights = weightsOf(against, enemy.id);
    const encounters: Encounter[][] = mine.map(() => []);
    // The enemy option of each encounter (its dial code for the weights, whether it repositions).
    const played: Move[][] = mine.map(() => []);
    let options: readonly Move[];
    if (plannedFirst) {
      // The planned ship moves on the table as it is (the enemy at its start); the enemy then meets its final base.
      const replies = new EnemyReplies(world, planned, enemy, repositions);
      options = replies.at(null);
      mine.forEach((m, i) => {
        const off = m.fled;
        // Options ending on the same pose see the same arcs: measured once.
        const seen = new Map<string, Sighted>();
        for (const e of replies.at(off ? null : m.pose)) {
          let sight = UNSEEN;
          if (!off && !e.fled) {
            const key = poseKey(e.pose);
            sight = seen.get(key) ?? sights.between(m.pose, e.pose);
            seen.set(key, sight);
          }
          encounters[i]!.push(encounter(e.label, sight, bumpedInto(m, enemy.id), bumpedInto(e, planned.id), off, e.fled));
          played[i]!.push(e);
        }
      });
    } else {
      // The enemy moves first (the planned ship at its start); the planned ship's options then meet its final base.
      options = enemyOptions(world, enemy, repositions);
      const replies = new PlannedReplies(world, enemy, planned, plan.actions.length > 0);
      for (const e of options) {
        const answers = new Map(replies.at(e.fled ? null : e.pose).map((m) => [m.key, m]));
        mine.forEach((own, i) => {
          const m = answers.get(own.key) ?? own;
          encounters[i]!.push(encounter(e.label, m.fled || e.fled ? UNSEEN : sights.between(m.pose, e.pose), bumpedInto(m, enemy.id), bumpedInto(e, planned.id), m.fled, e.fled));
          played[i]!.push(e);
        });
      }
    }
    if (weights !== undefined) {
      const wrong = weightIssues(enemy.id, weights, [...options, ...played.flat()]);
      if (wrong.length > 0) return fail(wrong);
    }
    mine.forEach((_, i) => perOption[i]!.push(summarise(enemy.id, plannedFirst ? 'planned' : 'enemy', encounters[i]!, played[i]!, weights, matrix)));
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
