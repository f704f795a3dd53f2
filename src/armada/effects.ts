/**
 * Effects that change movement, applied (`armada.effects.hooks`): the named effects a scenario
 * lists on a ship (`ships[i].effects`: its upgrades and faceup damage cards) and on a maneuver
 * (`maneuver.effects`: commanders, fleet commands, enemy cards) are read from the catalog
 * (`catalog/effects.ts`) and turned into what Determine Course may do:
 *
 * - the dial before the maneuver (`armada.effects.dial`) and temporary reductions
 *   (`armada.speed.temporary`), applied to a copy of the ship;
 * - choice groups: each Navigate resource and each effect the owner may use adds a speed budget
 *   and/or yaw raises on any joint (`armada.course.navigate`, `armada.effects.speed`,
 *   `armada.effects.yaw`); the owner picks one alternative per group;
 * - fixed yaw changes: the last joint +1, every "-" to "I", the first joint to II, the last
 *   adjustable joint -1 (`armada.effects.yaw`, never above II, `armada.yaw.max`).
 *
 * A course is admitted when some pick of alternatives covers both the speed change and the clicks
 * beyond the fixed yaw values; `admitCourse` finds the pick that uses the fewest effects, so the
 * trace names only the effects the course needs. Pure: nothing here changes its inputs.
 */
import type { Issue } from '../core/issue.ts';
import { issue } from '../core/issue.ts';
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import { distance } from '../geometry/index.ts';
import type { RuleId } from '../rules.ts';
import type { ArmadaEffectUse, ArmadaManeuver } from '../schema/armada.ts';
import { DISTANCE_BANDS } from './catalog/distances.ts';
import type { EffectPrimitive, EffectRecord } from './catalog/effects.ts';
import { findEffect } from './catalog/effects.ts';
import type { ShipRecord } from './catalog/ship-record.ts';
import type { CourseResult } from './course.ts';
import { courseDial, roman } from './course.ts';
import { separation } from './exact.ts';
import { innerRect } from './footprint.ts';
import { MAX_CLICKS } from './tool-dims.ts';
import type { ShipOnTable, World } from './world.ts';

/** One effect in force: its record, where the scenario names it, and its choices. */
export interface ActiveEffect {
  readonly record: EffectRecord;
  readonly path: string;
  readonly change?: -1 | 1;
  readonly source?: string;
}

/** One alternative of a choice group: speed budget (may be -1 for a trade) and yaw raises on any joint. */
export interface Alternative {
  readonly speed: number;
  readonly raises: number;
  /** One joint's yaw value becomes II (Seventh Fleet Navigator). */
  readonly two?: boolean;
}

/** A resource the owner may use one way or another (a Navigate dial, Swift Return, ...). */
export interface ChoiceGroup {
  readonly label: string;
  readonly rule: RuleId;
  /** Counted when the trace lists the effects a course uses (Navigate resources are the maneuver's own). */
  readonly effect: ActiveEffect | null;
  readonly alternatives: readonly Alternative[];
}

/** A yaw value changed whatever the owner picks (the owner may still click less). */
export interface FixedYaw {
  readonly effect: ActiveEffect;
  readonly kind: 'last+1' | 'dashes' | 'first-two' | 'lower-last';
  readonly atSpeed?: number;
}

/** What the effects in force allow in Determine Course. */
export interface CourseEffects {
  readonly active: readonly ActiveEffect[];
  /** The ship with its dial turned by effects before the maneuver and its temporary reductions. */
  readonly ship: ShipOnTable;
  readonly groups: readonly ChoiceGroup[];
  /** Every pick of one alternative (or none) per group, fewest effects first (built once). */
  readonly choices: readonly (readonly Pick[])[];
  readonly fixed: readonly FixedYaw[];
  /** The joint the Navigate dial raises (`maneuver.navigate.yawJoint`), when given. */
  readonly navigateJoint: number | undefined;
  /** The effect granting an extra maneuver (Engine Techs, Quantum Storm) with its condition met, if any. */
  readonly extra: readonly ActiveEffect[];
  /** Largest speed-0 yaw an effect grants (Rakehell), or null. */
  readonly speedZeroYaw: number | null;
  /** Effects that made the command a Navigate (Navigation Officer, ...): used whenever in force. */
  readonly granted: readonly ActiveEffect[];
  /** Some alternative sets one joint to II (Seventh Fleet Navigator). */
  readonly anyTwo: boolean;
  readonly issues: readonly Issue[];
  readonly trace: readonly TraceStep[];
}

/** Whether any effect is in force (else the engine takes its plain path, unchanged). */
export function hasEffects(fx: CourseEffects | null): fx is CourseEffects {
  return fx !== null && fx.active.length > 0;
}

/** The band number of a distance in mm (1-5), Infinity beyond distance 5. */
function bandOf(mm: number): number {
  const band = DISTANCE_BANDS.findIndex((edge) => mm <= edge + 1e-6);
  return band < 0 ? Infinity : band + 1;
}

function nearestObstacle(table: World, ship: ShipOnTable): number {
  let best = Infinity;
  const body = innerRect(ship.size, ship.pose);
  for (const obstacle of table.obstacles) best = Math.min(best, distance(body, { kind: 'polygon', points: obstacle.outline }).distance);
  return best;
}

function nearestEnemy(table: World, ship: ShipOnTable): number {
  let best = Infinity;
  for (const other of table.ships) {
    if (other.index === ship.index || other.owner === undefined || ship.owner === undefined || other.owner === ship.owner) continue;
    best = Math.min(best, separation(ship.inner, other.inner).distance);
  }
  return best;
}

function uses(list: readonly ArmadaEffectUse[] | undefined, path: string): { use: ArmadaEffectUse; path: string }[] {
  return (list ?? []).map((use, i) => ({ use, path: `${path}[${i}]` }));
}

/**
 * The effects in force for `ship`'s maneuver, their conditions checked where the scenario shows
 * them (`armada.effects.condition`), the dial turned and the temporary reductions applied.
 * `plan` mode assumes the Navigate dial and token are available for speed (as the plan always
 * has) and raises yaw only where the scenario declares the dial.
 */
export function gatherEffects(table: World, ship: ShipOnTable, maneuver: ArmadaManeuver | undefined, mode: 'resolve' | 'plan'): CourseEffects | null {
  const scenarioShip = table.scenario.ships[ship.index];
  const listed = [...uses(scenarioShip?.effects, `ships[${ship.index}].effects`), ...uses(maneuver?.ship === ship.id ? maneuver.effects : undefined, 'maneuver.effects')];
  let navigate = maneuver?.ship === ship.id ? maneuver.navigate : undefined;
  if (listed.length === 0 && !(mode === 'plan' && navigate?.dial)) return null;
  const issues: Issue[] = [];
  const trace: TraceStep[] = [];
  const active: ActiveEffect[] = [];
  const seen = new Set<string>();
  for (const { use, path } of listed) {
    const id = typeof use === 'string' ? use : use.effect;
    const found = findEffect(id);
    const at = typeof use === 'string' ? path : `${path}.effect`;
    if (!found.ok) {
      issues.push(issue(at, 'armada.effects.hooks', found.message));
      continue;
    }
    const record = found.record;
    if (record.primitives.some((p) => p.kind === 'move-obstacle')) {
      issues.push(issue(at, 'armada.obstacle.move', `${record.name} moves an obstacle; give it in obstacleMoves`));
      continue;
    }
    if (seen.has(record.id)) continue;
    seen.add(record.id);
    active.push({ record, path, ...(typeof use !== 'string' && use.change !== undefined ? { change: use.change } : {}), ...(typeof use !== 'string' && use.source !== undefined ? { source: use.source } : {}) });
  }

  // armada.course.navigate: a card that makes the command (or a token gained) a Navigate resolves it as the dial or token.
  const granted: ActiveEffect[] = [];
  for (const effect of active) {
    for (const p of effect.record.primitives) {
      if (p.kind !== 'navigate-grant') continue;
      granted.push(effect);
      navigate = { dial: navigate?.dial === true || p.as === 'dial', token: navigate?.token === true || p.as === 'token', ...(navigate?.yawJoint !== undefined ? { yawJoint: navigate.yawJoint } : {}) };
      trace.push(step(effect.record.rule, `${effect.record.name}: the ship resolves a Navigate ${p.as}${effect.record.cost !== undefined ? `; it ${effect.record.cost}` : ''} (armada.course.navigate).`));
    }
  }

  // armada.effects.condition: what the scenario shows is checked; an effect whose condition fails is not in force.
  const navigated = navigate !== undefined && (navigate.dial || navigate.token);
  const inForce: ActiveEffect[] = [];
  for (const effect of active) {
    const { record } = effect;
    const c = record.condition ?? {};
    let unmet: string | null = null;
    if (c.navigate === 'command' && !navigated) unmet = 'it needs a Navigate command (maneuver.navigate)';
    if (c.navigate === 'token' && !navigate?.token) unmet = 'it needs a Navigate token spent (maneuver.navigate.token)';
    if (c.noNavigate && navigated) unmet = 'it cannot be used in an activation that resolves a Navigate command';
    if (c.nearObstacle !== undefined && bandOf(nearestObstacle(table, ship)) > c.nearObstacle) unmet = `the ship is not at distance 1-${c.nearObstacle} of an obstacle`;
    const second = table.scenario.secondPlayer;
    if (c.secondPlayer && second !== undefined && ship.owner !== second) unmet = `it is for the second player's ships (${second}); ${ship.id} is ${ship.owner === undefined ? 'not owned' : `${ship.owner}'s`}`;
    if (c.sizes !== undefined && !c.sizes.includes(ship.size)) unmet = `it is for ${c.sizes.join(' or ')} ships only; ${ship.id} is ${ship.size}`;
    if (c.nearEnemyOrObstacle !== undefined && bandOf(Math.min(nearestObstacle(table, ship), nearestEnemy(table, ship))) > c.nearEnemyOrObstacle) unmet = `the ship is not at distance 1-${c.nearEnemyOrObstacle} of an enemy ship or an obstacle`;
    if (effect.source !== undefined) {
      const source = table.ships.find((s) => s.id === effect.source);
      if (source === undefined) {
        issues.push(issue(`${effect.path}.source`, 'reference', `no ship with id ${JSON.stringify(effect.source)}`));
        continue;
      }
      if (c.enemySource && source.owner !== undefined && source.owner === ship.owner) {
        issues.push(issue(`${effect.path}.source`, 'armada.effects.condition', `${record.name} is an enemy's card; ${source.id} is friendly to ${ship.id}`));
        continue;
      }
      if (c.sourceWithin !== undefined) {
        const gap = separation(ship.inner, source.inner).distance;
        if (bandOf(gap) > c.sourceWithin) {
          issues.push(issue(`${effect.path}.source`, 'armada.effects.condition', `${record.name} reaches distance 1-${c.sourceWithin}; ${source.id} is ${gap.toFixed(1)} mm away`));
          continue;
        }
      }
    }
    if (unmet !== null) {
      trace.push(step('armada.effects.condition', `${record.name} is not in force: ${unmet}.`));
      continue;
    }
    inForce.push(effect);
  }

  if (inForce.length > 0) trace.push(step('armada.effects.hooks', `Effects in force: ${inForce.map((e) => e.record.name).join(', ')}.`));

  // armada.effects.dial, armada.speed.temporary: the dial before the maneuver, then the temporary reductions.
  let dial = ship.dial;
  let slowed = ship.slowed ?? 0;
  const groups: ChoiceGroup[] = [];
  const fixed: FixedYaw[] = [];
  const extra: ActiveEffect[] = [];
  let speedZeroYaw: number | null = null;
  const top = ship.record.maxSpeed;
  const addPrimitive = (effect: ActiveEffect, p: EffectPrimitive): Alternative[] | null => {
    const { record } = effect;
    switch (p.kind) {
      case 'dial-change': {
        if (dial === undefined) {
          issues.push(issue(effect.path, 'armada.effects.dial', `${record.name} turns the speed dial; give the ship's speed`));
          return null;
        }
        const change = p.change === 'either' ? effect.change : p.change;
        if (change === undefined) {
          issues.push(issue(effect.path, 'armada.effects.dial', `${record.name} turns the dial either way; give "change": -1 or 1`));
          return null;
        }
        const before = dial;
        dial = change < 0 ? Math.max(dial + change, Math.min(p.min, dial)) : Math.min(top, dial + change);
        trace.push(step(record.rule, `${record.name}: the speed dial turns from ${before} to ${dial}${dial === before ? ` (${change < 0 ? `not below ${Math.min(p.min, before)}` : `the chart stops at ${top}`})` : ''}.`));
        trace.push(step('armada.effects.dial', `The dial now shows ${dial}; Determine Course starts from it.`));
        return null;
      }
      case 'dial-match-source': {
        const source = table.ships.find((x) => x.id === effect.source);
        if (source === undefined || source.dial === undefined) {
          issues.push(issue(effect.path, 'armada.effects.dial', `${record.name} sets the speed to its ship's: give "source", a ship with a speed`));
          return null;
        }
        const before = dial;
        dial = Math.min(top, source.dial);
        trace.push(step(record.rule, `${record.name} (${source.id}, speed ${source.dial}): the speed dial is set to ${dial}${before === undefined ? '' : ` (it showed ${before})`}${dial !== source.dial ? ` (the chart stops at ${top})` : ''}.`));
        return null;
      }
      case 'yaw-one-two':
        return [{ speed: 0, raises: 0, two: true }];
      case 'navigate-grant':
        return null;
      case 'dial-set': {
        const before = dial;
        dial = Math.min(top, Math.max(0, p.to));
        trace.push(step(record.rule, `${record.name}: the speed dial is set to ${dial}${before === undefined ? '' : ` (it showed ${before})`}.`));
        return null;
      }
      case 'temporary-speed':
        slowed += p.by;
        trace.push(step(record.rule, `${record.name}: this maneuver's speed is ${p.by} lower, never below 0.`));
        trace.push(step('armada.speed.temporary', 'The reduction lasts until the end of the maneuver; the speed dial does not turn.'));
        return null;
      case 'speed-change':
        return [{ speed: p.upTo, raises: 0 }];
      case 'yaw-raise':
        if (p.joint === 'any') return [{ speed: 0, raises: 1 }];
        fixed.push({ effect, kind: 'last+1' });
        return null;
      case 'yaw-first-two':
        fixed.push({ effect, kind: 'first-two', ...(p.atSpeed !== undefined ? { atSpeed: p.atSpeed } : {}) });
        return null;
      case 'yaw-dashes-to-one':
        fixed.push({ effect, kind: 'dashes' });
        return null;
      case 'yaw-lower-last':
        fixed.push({ effect, kind: 'lower-last' });
        return null;
      case 'one-of': {
        const options: Alternative[] = [];
        for (const option of p.options) options.push(...(addPrimitive(effect, option) ?? []));
        return options;
      }
      case 'speed-for-yaw':
        return [{ speed: -1, raises: 1 }];
      case 'extra-maneuver':
        extra.push(effect);
        return null;
      case 'speed-zero-yaw':
        speedZeroYaw = Math.max(speedZeroYaw ?? 0, p.value);
        return null;
      case 'move-obstacle':
      case 'obstacle-no-effect':
      case 'overlap-damage':
        // Read after the move (overlap-effects.ts).
        return null;
    }
  };
  for (const effect of inForce) {
    const alternatives: Alternative[] = [];
    for (const p of effect.record.primitives) alternatives.push(...(addPrimitive(effect, p) ?? []));
    if (alternatives.length > 0) groups.push({ label: effect.record.name, rule: effect.record.rule, effect, alternatives });
  }

  // armada.course.navigate: the dial (speed 1, and in plan its yaw raise on any joint) and the token (speed 1).
  const planning = mode === 'plan';
  if (planning || navigate?.dial) groups.unshift({ label: 'the Navigate dial', rule: 'armada.course.navigate', effect: null, alternatives: [{ speed: 1, raises: planning && navigate?.dial ? 1 : 0 }] });
  if (planning || navigate?.token) groups.splice(groups[0]?.effect === null ? 1 : 0, 0, { label: 'the Navigate token', rule: 'armada.course.navigate', effect: null, alternatives: [{ speed: 1, raises: 0 }] });

  const moved: ShipOnTable = { ...ship, dial, ...(slowed > 0 ? { slowed } : {}) };
  const anyTwo = groups.some((g) => g.alternatives.some((a) => a.two === true));
  return { active: inForce, ship: moved, groups, choices: picks(groups), fixed, navigateJoint: planning ? undefined : navigate?.dial ? navigate.yawJoint : undefined, extra, speedZeroYaw, granted, anyTwo, issues, trace };
}

/** The yaw values at `speed` after the fixed changes, and which fixed effect changed which joint. */
export function fixedLimits(record: ShipRecord, speed: number, fx: CourseEffects, skip: FixedYaw | null = null): number[] {
  if (speed < 1) return [];
  const limits = [...(record.chart[speed - 1] ?? [])];
  const apply = (kind: FixedYaw['kind']) => fx.fixed.filter((f) => f.kind === kind && f !== skip && (f.atSpeed === undefined || f.atSpeed === speed));
  // Thrust-Control Malfunction first: other effects may add the value back (armada.effects.thrust-control-malfunction).
  if (apply('lower-last').length > 0) {
    for (let k = limits.length - 1; k >= 0; k--) {
      if (limits[k]! > 0) {
        limits[k] = limits[k]! - 1;
        break;
      }
    }
  }
  if (apply('dashes').length > 0) for (let k = 0; k < limits.length; k++) if (limits[k] === 0) limits[k] = 1;
  if (apply('first-two').length > 0) limits[0] = MAX_CLICKS;
  if (fx.navigateJoint !== undefined && fx.navigateJoint <= speed) limits[fx.navigateJoint - 1] = limits[fx.navigateJoint - 1]! + 1;
  const lastRaises = apply('last+1').length;
  if (lastRaises > 0) limits[speed - 1] = limits[speed - 1]! + lastRaises;
  return limits.map((v) => Math.min(MAX_CLICKS, v));
}

export interface Admitted {
  /** The choice groups used, with the alternative picked. */
  readonly picks: readonly Pick[];
  /** Fixed yaw changes the clicks need. */
  readonly fixedUsed: readonly FixedYaw[];
  /** In a plan, the joint the Navigate dial raises (the first joint beyond its fixed value). */
  readonly navigateJoint: number | undefined;
  readonly limits: readonly number[];
}

/** Clicks beyond the limits, summed over the joints; Infinity past II. */
function excess(clicks: readonly number[], limits: readonly number[]): number {
  let need = 0;
  for (let k = 0; k < clicks.length; k++) {
    const c = Math.abs(clicks[k]!);
    if (c > MAX_CLICKS) return Infinity;
    need += Math.max(0, c - (limits[k] ?? 0));
  }
  return need;
}

/**
 * Every pick of one alternative (or none) per group, fewest effects first (Navigate resources are
 * not counted: the maneuver declares them).
 */
export interface Pick {
  readonly group: ChoiceGroup;
  readonly alternative: Alternative;
}

function picks(groups: readonly ChoiceGroup[]): Pick[][] {
  let out: Pick[][] = [[]];
  for (const group of groups) {
    const next: typeof out = [];
    for (const prefix of out) {
      next.push(prefix);
      for (const alternative of group.alternatives) next.push([...prefix, { group, alternative }]);
    }
    out = next;
  }
  const cost = (p: { group: ChoiceGroup }[]) => p.filter((x) => x.group.effect !== null).length * 16 + p.length;
  return out.sort((a, b) => cost(a) - cost(b));
}

/** What one speed allows, worked out once for every click combination at that speed. */
export interface SpeedCheck {
  readonly speed: number;
  /** How far the speed is from the dial Determine Course reads. */
  readonly change: number;
  /** The yaw values after the fixed changes. */
  readonly limits: readonly number[];
  /** The picks whose speed budget covers the change, fewest effects first, with their yaw raises. */
  readonly choices: readonly { readonly pick: readonly Pick[]; readonly raises: number; readonly two: boolean }[];
  /** The most yaw raises any of those picks gives. */
  readonly maxRaises: number;
}

export function speedCheck(fx: CourseEffects, speed: number): SpeedCheck {
  const reading = courseDial(fx.ship);
  const change = reading === undefined ? 0 : Math.abs(speed - reading);
  const choices: { pick: readonly Pick[]; raises: number; two: boolean }[] = [];
  let maxRaises = 0;
  for (const pick of fx.choices) {
    let budget = 0;
    let raises = 0;
    let two = false;
    for (const { alternative } of pick) {
      budget += alternative.speed;
      raises += alternative.raises;
      if (alternative.two) two = true;
    }
    if (budget < change) continue;
    choices.push({ pick, raises, two });
    maxRaises = Math.max(maxRaises, raises);
  }
  return { speed, change, limits: fixedLimits(fx.ship.record, speed, fx), choices, maxRaises };
}

/** `admitCourse` for one click combination at a speed already checked. */
export function admitWith(fx: CourseEffects, check: SpeedCheck, clicks: readonly number[]): Admitted | null {
  const { speed, change, limits } = check;
  const need = excess(clicks, limits);
  // Seventh Fleet Navigator: the clicks still beyond the limits with the best joint set to II.
  let needTwo = need;
  if (fx.anyTwo) for (let k = 0; k < limits.length; k++) needTwo = Math.min(needTwo, excess(clicks, limits.map((l, j) => (j === k ? MAX_CLICKS : l))));
  if (Math.min(need, needTwo) === Infinity || Math.min(need, needTwo) > check.maxRaises) return null;
  for (const { pick, raises, two } of check.choices) {
    const left = two ? needTwo : need;
    if (raises < left) continue;
    const twoNeeded = two && raises < need;
    // Drop alternatives the course does not need (a yaw raise at speed 0, a speed change left unused).
    const used = pick.filter(({ alternative }) => (alternative.speed !== 0 && change > 0) || (alternative.raises > 0 && left > 0) || (alternative.two === true && twoNeeded));
    const fixedUsed = fx.fixed.length === 0 ? [] : fx.fixed.filter((f) => excess(clicks, fixedLimits(fx.ship.record, speed, fx, f)) > need);
    let navigateJoint: number | undefined;
    if (fx.navigateJoint === undefined && pick.some(({ group, alternative }) => group.effect === null && alternative.raises > 0) && need > 0) {
      const k = clicks.findIndex((c, j) => Math.abs(c) > (limits[j] ?? 0));
      navigateJoint = k + 1;
    }
    return { picks: used, fixedUsed, navigateJoint, limits };
  }
  return null;
}

/**
 * `armada.effects.hooks`: whether `speed` and `clicks` can be reached from the dial Determine
 * Course reads, with the pick of alternatives that uses the fewest effects; null when none can.
 */
export function admitCourse(fx: CourseEffects, speed: number, clicks: readonly number[]): Admitted | null {
  return admitWith(fx, speedCheck(fx, speed), clicks);
}

/** The trace of an admitted course: the effects it uses, each with its rule. */
export function admittedTrace(fx: CourseEffects, admitted: Admitted, speed: number): TraceStep[] {
  const trace: TraceStep[] = [];
  const reading = courseDial(fx.ship);
  for (const { group, alternative } of admitted.picks) {
    const parts: string[] = [];
    if (alternative.speed > 0 && reading !== undefined && speed !== reading) parts.push(`changes speed by up to ${alternative.speed}`);
    if (alternative.two) parts.push('makes one yaw value II');
    if (alternative.speed < 0) parts.push('turns one speed change into a yaw raise');
    else if (alternative.raises > 0) parts.push(`raises ${alternative.raises === 1 ? 'one yaw value' : `${alternative.raises} yaw values`} by 1`);
    const label = group.label.charAt(0).toUpperCase() + group.label.slice(1);
    if (parts.length > 0) trace.push(step(group.rule, `${label} ${parts.join(' and ')}.`));
  }
  if (reading !== undefined && speed !== reading && admitted.picks.some((p) => p.alternative.speed !== 0)) {
    trace.push(step(admitted.picks.some((p) => p.group.effect === null) ? 'armada.course.navigate' : 'armada.effects.speed', `The speed changes from ${reading} to ${speed}.`));
  }
  for (const f of admitted.fixedUsed) {
    const what = f.kind === 'last+1' ? 'raises the last yaw value by 1' : f.kind === 'dashes' ? 'turns each "-" yaw value into "I"' : f.kind === 'first-two' ? 'makes the first yaw value II' : 'lowers the last adjustable yaw value by 1';
    trace.push(step(f.effect.record.rule, `${f.effect.record.name} ${what}${f.effect.record.cost ? `; the ship ${f.effect.record.cost}` : ''}.`));
  }
  const lowered = fx.fixed.filter((f) => f.kind === 'lower-last');
  for (const f of lowered) if (!admitted.fixedUsed.includes(f)) trace.push(step(f.effect.record.rule, `${f.effect.record.name} lowers the last adjustable yaw value by 1.`));
  trace.push(step('armada.effects.yaw', `Yaw values at speed ${speed} with the effects in force: ${admitted.limits.map(roman).join(' ')}${admitted.picks.some((p) => p.alternative.raises > 0) ? ', plus the raises above' : ''}.`));
  return trace;
}

/** The effects a planned or resolved course uses, by id (for the plan's options and the outcome). */
export function usedIds(admitted: Admitted): string[] {
  const ids = admitted.picks.map((p) => p.group.effect?.record.id ?? (p.alternative.raises > 0 && admitted.navigateJoint !== undefined ? 'navigate-dial-yaw' : null));
  for (const f of admitted.fixedUsed) ids.push(f.effect.record.id);
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** The most a speed can move from the dial with every group's largest speed budget (plan's speed window). */
export function speedBudget(fx: CourseEffects): number {
  let sum = 0;
  for (const group of fx.groups) sum += Math.max(0, ...group.alternatives.map((a) => a.speed));
  return sum;
}

/**
 * Determine Course with effects in force (`armada.maneuver.steps`): the same checks as the plain
 * path (`armada.speed.range`, `armada.yaw.chart`, `armada.speed0.yaw`), with the speed and yaw
 * the effects allow.
 */
export function determineWithEffects(fx: CourseEffects, maneuver: ArmadaManeuver): CourseResult & { effectsUsed: string[] } {
  const issues: Issue[] = [...fx.issues];
  const trace: TraceStep[] = [...fx.trace];
  const ship = fx.ship;
  const { record } = ship;
  const speed = maneuver.speed;
  if (ship.rift !== null) trace.push(step('armada.obstacle.effects', `The gravity rift ${ship.rift.obstacle} is at distance ${ship.rift.distance <= DISTANCE_BANDS[0] ? 1 : 2}: this Determine Course reads the speed 1 lower, never below 0.`));
  if (speed > record.maxSpeed) issues.push(issue('maneuver.speed', 'armada.speed.range', `${record.name} has speeds 0-${record.maxSpeed}; speed ${speed} has no column on its chart`, { expected: `0-${record.maxSpeed}`, received: String(speed) }));
  const navigate = maneuver.navigate;
  if (navigate?.yawJoint !== undefined) {
    if (!navigate.dial && !fx.granted.some((g) => g.record.primitives.some((p) => p.kind === 'navigate-grant' && p.as === 'dial'))) issues.push(issue('maneuver.navigate.yawJoint', 'armada.course.navigate', 'only the Navigate dial raises a yaw value; the token changes speed only'));
    else if (navigate.yawJoint > speed) issues.push(issue('maneuver.navigate.yawJoint', 'armada.course.navigate', `joint ${navigate.yawJoint} is not used at speed ${speed}`, { expected: speed > 0 ? `1-${speed}` : 'none at speed 0', received: String(navigate.yawJoint) }));
  }
  if (maneuver.yaw.length !== speed) issues.push(issue('maneuver.yaw', 'armada.yaw.chart', `speed ${speed} uses ${speed} joint${speed === 1 ? '' : 's'}, so yaw needs ${speed} entr${speed === 1 ? 'y' : 'ies'}; got ${maneuver.yaw.length}`, { expected: String(speed), received: String(maneuver.yaw.length) }));
  const zeroYaw = maneuver.speedZeroYaw ?? 0;
  if (maneuver.speedZeroYaw !== undefined && speed !== 0) issues.push(issue('maneuver.speedZeroYaw', 'armada.speed0.yaw', `yaw at speed 0 applies only to a 0-speed maneuver; the speed is ${speed}`));
  if (fx.speedZeroYaw !== null && Math.abs(zeroYaw) > fx.speedZeroYaw) issues.push(issue('maneuver.speedZeroYaw', 'armada.effects.rakehell', `the speed-0 joint has the yaw value ${roman(fx.speedZeroYaw)}; got ${zeroYaw} clicks`, { expected: `-${fx.speedZeroYaw}..${fx.speedZeroYaw}`, received: String(zeroYaw) }));
  let effectsUsed: string[] = [];
  if (issues.length === 0) {
    const admitted = admitCourse(fx, speed, maneuver.yaw);
    const reading = courseDial(ship);
    if (admitted === null) {
      const speedOnly = admitCourse(fx, speed, maneuver.yaw.map(() => 0));
      if (speedOnly === null) {
        const budget = speedBudget(fx);
        issues.push(issue('maneuver.speed', fx.groups.some((g) => g.effect !== null) ? 'armada.effects.speed' : 'armada.course.navigate', `Determine Course reads speed ${reading}; the Navigate resources and effects in force change it by at most ${budget}, so speed ${speed} is not reachable`, { expected: `${Math.max(0, (reading ?? 0) - budget)}-${Math.min(record.maxSpeed, (reading ?? 0) + budget)}`, received: String(speed) }));
      } else {
        const limits = fixedLimits(record, speed, fx);
        issues.push(issue('maneuver.yaw', 'armada.yaw.chart', `clicks [${maneuver.yaw.join(', ')}] are beyond the yaw values at speed ${speed} (${limits.map(roman).join(' ')}) even with the raises the effects in force allow`, { expected: limits.map((l) => `-${l}..${l}`).join(', '), received: `[${maneuver.yaw.join(', ')}]` }));
      }
    } else {
      trace.push(...admittedTrace(fx, admitted, speed));
      if (reading !== undefined && speed === reading) trace.push(step('armada.speed.range', `Speed ${speed}, as Determine Course reads the dial.`));
      trace.push(step('armada.yaw.chart', `Clicks [${maneuver.yaw.join(', ')}] are within the yaw values at speed ${speed}.`));
      effectsUsed = [...new Set([...fx.granted.map((g) => g.record.id), ...usedIds(admitted)])];
    }
  }
  if (speed === 0 && issues.length === 0) {
    trace.push(step(zeroYaw !== 0 ? 'armada.speed0.yaw' : 'armada.speed0', zeroYaw !== 0 ? `Speed 0 with ${Math.abs(zeroYaw)} declared click${Math.abs(zeroYaw) === 1 ? '' : 's'} of yaw to the ${zeroYaw > 0 ? 'right' : 'left'}.` : 'Speed 0: the ship stays where it is but still executes a maneuver.'));
  }
  if (issues.length > 0) return { course: null, issues, trace, effectsUsed };
  trace.push(step('armada.course.locked', 'The tool is inserted: the clicks are locked from here on.'));
  return { course: { speed, clicks: [...maneuver.yaw], side: maneuver.side, speedZeroYaw: zeroYaw }, issues, trace, effectsUsed };
}
