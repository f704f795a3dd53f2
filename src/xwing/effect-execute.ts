/**
 * A dial maneuver with the ship's dial- and movement-changing effects (xwing.dial.effects): the
 * move before the dial (xwing.maneuver.pre-move), a skipped Execute Maneuver step
 * (xwing.maneuver.skip), the revealed maneuver set or executed as another (xwing.dial.set,
 * xwing.maneuver.substitute), its difficulty (xwing.difficulty.effects) and a red maneuver
 * allowed while stressed (xwing.stress.red-allowed); then execute.ts resolves the maneuver. A
 * ship without effects goes straight to execute.ts, so its outcome is unchanged. Also the plan's
 * options: every dial maneuver, each pre-move direction, and each substitution that reaches a
 * maneuver (at a difficulty) no other option does, and each other template a template effect
 * allows (xwing.maneuver.template).
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { Pose } from '../geometry/shapes.ts';
import type { EffectUse } from '../schema/xwing-effects.ts';
import { atPose } from './dock.ts';
import { shipsOverlapped, startsOn } from './contacts.ts';
import type { DialEntry } from './dial.ts';
import { bearingSide, parseDial } from './dial.ts';
import type { ActiveEffect } from './dial-effects.ts';
import { adjustDifficulty, effectNamed, extendedDial, hasEffects, matches, moveKey, redAllowedBy, shipEffects, substituteRule, substitutionTargets, templateChoices } from './dial-effects.ts';
import type { ManeuverExtras, ObstacleRules, TemplateSwap } from './execute.ts';
import { executeManeuver } from './execute.ts';
import { poseText, roundPose } from './format.ts';
import type { Placement } from './maneuver.ts';
import type { EffectApplied, ManeuverOutcome, ObstacleHit, PreMove } from './outcome.ts';
import type { BackUpSearch } from './partial.ts';
import { backUp } from './partial.ts';
import { actionCandidates } from './reposition.ts';
import type { ShipState, World } from './world.ts';
import { baseRect } from './world.ts';
import { normaliseHeading } from '../geometry/index.ts';
import { mapped } from './packed.ts';

const PRE_MANEUVER = { left: '1BW', forward: '1FW', right: '1NW' } as const;
type Direction = keyof typeof PRE_MANEUVER;
const DIRECTIONS: readonly Direction[] = ['left', 'forward', 'right'];

/** The ship somewhere else (a new pose, stress and strain), with its footprint rebuilt. */
function movedShip(ship: ShipState, pose: Pose, stress: number, strain: number): ShipState {
  return { ...atPose(ship, pose), stress, strain };
}

function withShip(world: World, ship: ShipState): World {
  return { ...world, ships: world.ships.map((s) => (s.index === ship.index ? ship : s)) };
}

export interface PreMoveResult {
  readonly world: World;
  readonly ship: ShipState;
  readonly trace: readonly TraceStep[];
  readonly preMove: PreMove | null;
  readonly obstacles: readonly ObstacleHit[];
  readonly skipsAction: boolean;
  /** The ship fled during the move: its outcome ends there. */
  readonly fled: ManeuverOutcome | null;
}

/** xwing.maneuver.pre-move: Adaptive Ailerons and the like, before the dial is revealed. */
function preMove(world: World, ship: ShipState, effect: ActiveEffect, uses: readonly EffectUse[], search: BackUpSearch): PreMoveResult {
  const p = effect.primitive;
  const none: PreMoveResult = { world, ship, trace: [], preMove: null, obstacles: [], skipsAction: false, fled: null };
  if (p.kind !== 'pre-move') return none;
  if (p.unlessStressed && ship.stress > 0) {
    return { ...none, trace: [step('xwing.maneuver.pre-move', `${ship.id} is stressed (${ship.stress}): ${effect.name} does not move it before its dial is revealed.`)] };
  }
  const chosen = uses.find((u) => effectNamed([effect], u.effect).length > 0);
  if (chosen === undefined && !p.must) {
    return { ...none, trace: [step('xwing.maneuver.pre-move', `${effect.name} may move ${ship.id} before its dial is revealed; no "use" chooses it, so it does not (plan lists each direction).`)] };
  }
  const direction: Direction = chosen?.direction ?? 'forward';
  const assumed = chosen?.direction === undefined ? ' (no direction given: forward assumed; plan lists all three)' : '';
  if (p.move === 'maneuver') {
    const code = PRE_MANEUVER[direction];
    const out = executeManeuver(world, ship, parseDial(code)!, 'middle', search);
    const trace = [
      step('xwing.maneuver.pre-move', `Before revealing its dial ${ship.id} must execute a white speed-1 maneuver (${effect.name}, ${world.rules} text): ${code}${assumed}.`),
      ...out.trace.slice(1),
    ];
    const done: PreMove = { effect: effect.name, move: 'maneuver', direction, executed: code, performed: true, fully: out.fully, pose: out.pose };
    if (out.fled) {
      return { ...none, trace, preMove: done, fled: { ...out, preMove: done, effects: [{ effect: effect.name, rule: 'xwing.maneuver.pre-move' }], trace } };
    }
    const moved = movedShip(ship, out.pose, out.stressAfterObstacles, out.strain);
    return { world: withShip(world, moved), ship: moved, trace, preMove: done, obstacles: out.obstacles, skipsAction: out.skipsPerformAction, fled: null };
  }
  // A boost (xwing.boost): not an action, so ion does not stop it; it fails where a boost fails.
  const candidate = actionCandidates(world, ship, { type: 'boost', move: 'boost', direction, placement: null })[0]!;
  const reasons = candidate.reasons.filter((r) => r.rule !== 'xwing.ion' && r.rule !== 'xwing.stress.red');
  const intro = `Before revealing its dial ${ship.id} ${p.must ? 'must' : 'may'} boost (${effect.name}, ${world.rules} text): ${direction}${assumed}`;
  if (reasons.length > 0) {
    return {
      ...none,
      trace: [step('xwing.maneuver.pre-move', `${intro}; that boost is illegal (${reasons.map((r) => r.note).join('; ')}), so it fails and ${ship.id} stays (xwing.boost).`)],
      preMove: { effect: effect.name, move: 'boost', direction, executed: null, performed: false, fully: false, pose: roundPose(ship.pose) },
    };
  }
  const moved = movedShip(ship, candidate.pose, ship.stress, ship.strain);
  return {
    world: withShip(world, moved),
    ship: moved,
    trace: [step('xwing.maneuver.pre-move', `${intro}; it ends at ${poseText(candidate.pose)} (xwing.boost).`)],
    preMove: { effect: effect.name, move: 'boost', direction, executed: null, performed: true, fully: true, pose: roundPose(candidate.pose) },
    obstacles: [],
    skipsAction: false,
    fled: null,
  };
}

/** xwing.maneuver.skip: the Execute Maneuver step skipped; the ship may rotate 90 degrees. */
function skipOutcome(world: World, ship: ShipState, revealed: DialEntry, effect: ActiveEffect, near: readonly string[], trace: TraceStep[]): ManeuverOutcome {
  const p = effect.primitive;
  const removes = p.kind === 'skip-execute' ? p.removeStress : 0;
  const side = p.kind === 'skip-execute' && p.rotate ? bearingSide(revealed.bearing) : 0;
  const pose = { ...ship.pose, heading: normaliseHeading(ship.pose.heading + 90 * side) };
  const stress = Math.max(0, ship.stress - removes);
  const turn = side === 0 ? 'it does not rotate' : `it rotates 90 degrees to the ${side < 0 ? 'left' : 'right'}`;
  trace.push(step('xwing.maneuver.skip', `${ship.id} is at range 0 of ${near.join(', ')} and revealed ${revealed.code}: ${effect.name} skips its Execute Maneuver step (no move, no Check Difficulty), removes ${removes} stress (${ship.stress} -> ${stress}); ${turn}.`));
  if (side !== 0) {
    const on = shipsOverlapped(world, ship.index, baseRect(pose, ship.base)).map((s) => s.id);
    if (on.length > 0) trace.push(step('xwing.maneuver.skip', `The rotated base lies on ${on.join(', ')}; the card does not say what happens then (reported, not resolved).`));
  }
  return {
    game: 'xwing',
    ship: ship.id,
    executed: revealed.code,
    fully: false,
    pose: roundPose(pose),
    overlappedShips: [],
    touching: null,
    bumpEffect: null,
    obstacles: [],
    fled: false,
    stress,
    rules: world.rules,
    kind: 'maneuver',
    requested: revealed.code,
    placement: null,
    strain: ship.strain,
    stressAfterObstacles: stress,
    startPose: roundPose(ship.pose),
    template: null,
    progress: 0,
    touchingGap: null,
    skipsPerformAction: false,
    bumpActions: [],
    forceSpent: 0,
    ionized: false,
    sideslip: false,
    docked: null,
    canDock: false,
    skippedExecute: true,
    trace,
  };
}

/**
 * What a plan works out once for all of one ship's options: its effects, and each move before
 * the dial (by effect and direction), which every dial maneuver then starts from.
 */
export interface PlanContext {
  readonly effects: readonly ActiveEffect[];
  readonly preMoves: Map<string, PreMoveResult>;
}

export function planContext(world: World, ship: ShipState): PlanContext {
  return { effects: hasEffects(world) ? shipEffects(world, ship) : [], preMoves: new Map() };
}

/**
 * Resolves the revealed maneuver with the ship's effects and the maneuver's `use` choices;
 * a plan passes its `context` (the same ship, the same search) so shared work is done once.
 */
export function executeWithEffects(
  world: World,
  ship: ShipState,
  revealed: DialEntry,
  placement: Placement,
  uses: readonly EffectUse[] = [],
  search: BackUpSearch = backUp,
  context?: PlanContext,
  extras: ManeuverExtras = {},
): ManeuverOutcome {
  const effects = context?.effects ?? (hasEffects(world) ? shipEffects(world, ship) : []);
  if (effects.length === 0) return executeManeuver(world, ship, revealed, placement, search, extras);
  const applied: EffectApplied[] = [];
  const note = (effect: string, rule: EffectApplied['rule']) => {
    if (!applied.some((a) => a.effect === effect && a.rule === rule)) applied.push({ effect, rule });
  };

  // 1. Before the dial is revealed (xwing.maneuver.pre-move).
  // One move before the dial: the one a `use` names, else the first listed.
  const preEffects = effects.filter((e) => e.primitive.kind === 'pre-move');
  const preEffect = preEffects.find((e) => uses.some((u) => effectNamed([e], u.effect).length > 0)) ?? preEffects[0];
  let pre: PreMoveResult | null = null;
  if (preEffect !== undefined) {
    const chosen = uses.find((u) => effectNamed([preEffect], u.effect).length > 0);
    const key = `${preEffect.name}|${chosen === undefined ? '' : (chosen.direction ?? 'forward')}`;
    pre = context?.preMoves.get(key) ?? preMove(world, ship, preEffect, uses, search);
    context?.preMoves.set(key, pre);
  }
  if (pre?.preMove) note(preEffect!.name, 'xwing.maneuver.pre-move');
  if (pre?.fled) {
    return { ...pre.fled, requested: revealed.code, trace: [...pre.fled.trace, step('xwing.maneuver.pre-move', `${ship.id} fled before revealing its dial: its ${revealed.code} is not executed.`)] };
  }
  const w = pre?.world ?? world;
  const s = pre?.ship ?? ship;
  const dial = extendedDial(ship.type.dial, effects);
  const before: TraceStep[] = [];
  const added = dial.addedBy.get(revealed.code);
  if (added !== undefined) {
    before.push(step('xwing.dial.add', `${revealed.code} is on the dial because ${added} adds it.`));
    note(added, 'xwing.dial.add');
  }

  // The outcome with the effects applied (its trace stays the last field).
  const finish = ({ trace, ...out }: ManeuverOutcome): ManeuverOutcome => {
    if (pre === null || pre.preMove === null) return { ...out, effects: applied, trace };
    // A bump or an obstacle during the move before the dial does not skip the Perform Action step
    // (2.0 ruling as applied by FlyCasual, Sandrem/FlyCasual#2220); its obstacles' dice stay.
    const kept = pre.skipsAction ? [step('xwing.maneuver.pre-move', `The move before the dial does not make ${ship.id} skip its Perform Action step.`)] : [];
    return {
      ...out,
      startPose: roundPose(ship.pose),
      obstacles: [...pre.obstacles.map((hit) => ({ ...hit, effects: hit.effects.filter((e) => e !== 'skip Perform Action') })), ...out.obstacles],
      effects: applied,
      preMove: pre.preMove,
      trace: [...pre.trace, ...trace, ...kept],
    };
  };
  const preTrace = pre !== null && pre.preMove === null ? pre.trace : [];

  // 2. A skipped Execute Maneuver step (xwing.maneuver.skip).
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'skip-execute' || !matches(p.match, revealed)) continue;
    if (p.except.some((c) => moveKey(c) === moveKey(revealed.code))) {
      before.push(step('xwing.maneuver.skip', `${effect.name}: ${revealed.code} is one of ${p.except.join(', ')}, so the Execute Maneuver step is not skipped.`));
      continue;
    }
    const near = w.obstacles.filter((o) => (p.near as readonly string[]).includes(o.type) && startsOn(s, o)).map((o) => `${o.type} ${o.id}`);
    if (near.length === 0) {
      before.push(step('xwing.maneuver.skip', `${effect.name}: ${s.id} is at range 0 of no ${p.near.join(' or ')}, so it executes its maneuver.`));
      continue;
    }
    note(effect.name, 'xwing.maneuver.skip');
    const trace = [
      step('xwing.dial.codes', `${s.id} (${s.type.name}, ${s.base.size} base) reveals ${revealed.code}: ${revealed.bearing} ${revealed.speed}, ${revealed.difficulty}.`),
      ...before,
    ];
    return finish({ ...skipOutcome(w, s, revealed, effect, near, trace), trace: [...preTrace, ...trace] });
  }

  // 3. Another maneuver instead of the revealed one (xwing.dial.set, xwing.maneuver.substitute).
  let base = revealed;
  let extra: { change: number; by: string } | null = null;
  let extraStress: { stress: number; by: string; rule: EffectApplied['rule'] } | null = null;
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'substitute') continue;
    const use = uses.find((u) => effectNamed([effect], u.effect).length > 0);
    if (use === undefined && !p.must) continue;
    const targets = substitutionTargets(p, revealed, dial.codes);
    if (targets.length === 0) continue;
    const target = use?.dial === undefined ? targets[0]! : targets.find((t) => moveKey(t.code) === moveKey(use.dial!));
    if (target === undefined) continue; // refused by check.ts first
    const rule = substituteRule(p);
    const how = p.source === 'dial' ? `sets the dial to ${target.code}` : `executes ${target.code} instead`;
    const more = p.change > 0 ? ', its difficulty increased while it is executed' : p.change < 0 ? ', its difficulty decreased while it is executed' : '';
    before.push(step(rule, `${effect.name} ${how} (revealed ${revealed.code}${more})${use === undefined ? ' (the card says "must")' : ''}.`));
    note(effect.name, rule);
    base = target;
    extra = { change: p.change, by: effect.name };
    if (p.stress > 0) extraStress = { stress: p.stress, by: effect.name, rule };
    break;
  }

  // 4. Difficulty (xwing.difficulty.effects), then red while stressed (xwing.stress.red-allowed).
  const adjusted = adjustDifficulty(base, effects, s.stress, extra);
  if (adjusted.notes.length > 0) {
    before.push(step('xwing.difficulty.effects', `${adjusted.notes.join('; ')}: ${base.code} is executed as ${adjusted.entry.code}.`));
    for (const effect of effects) {
      const p = effect.primitive;
      if (p.kind === 'difficulty' && matches(p.match, base) && (p.maxStress === undefined || s.stress <= p.maxStress)) note(effect.name, 'xwing.difficulty.effects');
    }
  }
  const redBy = adjusted.entry.difficulty === 'red' && s.stress > 0 ? redAllowedBy(effects, adjusted.entry, s.stress) : null;
  if (redBy !== null) note(redBy, 'xwing.stress.red-allowed');

  // 5. Another template of the same speed and direction, if a `use` chooses one (xwing.maneuver.template).
  let swap: TemplateSwap | undefined;
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind !== 'template') continue;
    const use = uses.find((u) => u.template !== undefined && effectNamed([effect], u.effect).length > 0);
    if (use === undefined || !p.templates.includes(use.template!)) continue;
    swap = { kind: use.template!, by: effect.name, applies: (executed) => templateChoices(p, executed).includes(use.template!) };
    break;
  }
  // 6. Obstacles ignored or landed on (xwing.obstacle.ignore, xwing.obstacle.land): Landing / Grappling Struts.
  const obstacleRules = obstacleRulesOf(effects);
  const out = executeManeuver(w, s, adjusted.entry, placement, search, {
    ...extras,
    effects: { revealed, before: [...preTrace, ...before], redAllowedBy: redBy },
    ...(swap !== undefined ? { template: swap } : {}),
    ...(obstacleRules !== undefined ? { obstacleRules } : {}),
  });
  if (swap !== undefined && out.template?.kind === swap.kind && swap.applies(parseDial(out.executed)!)) note(swap.by, 'xwing.maneuver.template');
  for (const skipped of out.ignoredObstacles ?? []) note(skipped.effect, skipped.rule);
  if (extraStress === null || out.fled) return finish(out);
  const stress = out.stress + extraStress.stress;
  return finish({
    ...out,
    stress,
    stressAfterObstacles: out.stressAfterObstacles + extraStress.stress,
    trace: [...out.trace, step(extraStress.rule, `${extraStress.by}: then ${s.id} gains ${extraStress.stress} stress (${out.stress} -> ${stress}).`)],
  });
}

/** The ship's obstacle effects (xwing.obstacle.ignore, xwing.obstacle.land), or undefined when it has none. */
export function obstacleRulesOf(effects: readonly ActiveEffect[]): ObstacleRules | undefined {
  const ignore: { by: string; atStart: boolean; movedThrough: boolean; overlapped: boolean; types: readonly string[] | undefined }[] = [];
  const land: { by: string; on: readonly string[]; maxOtherFriendly: number }[] = [];
  for (const effect of effects) {
    const p = effect.primitive;
    if (p.kind === 'ignore-obstacles') ignore.push({ by: effect.name, atStart: p.atStart, movedThrough: p.movedThrough, overlapped: p.overlapped, types: p.types });
    if (p.kind === 'land') land.push({ by: effect.name, on: p.on, maxOtherFriendly: p.maxOtherFriendly });
  }
  return ignore.length > 0 || land.length > 0 ? { ignore, land } : undefined;
}

/** One plan option: a dial maneuver and the effect choices it makes. */
export interface EffectOption {
  readonly dial: string;
  readonly use: readonly EffectUse[];
}

/**
 * The plan's maneuver options: every dial maneuver (with the added ones), once per pre-move
 * direction (and once without when the move is optional), then each substitution whose
 * executed maneuver, difficulty and extra stress no earlier option gives.
 */
export function maneuverOptions(world: World, ship: ShipState, known?: readonly ActiveEffect[]): EffectOption[] {
  const effects = known ?? (hasEffects(world) ? shipEffects(world, ship) : []);
  if (effects.length === 0) return mapped(ship.type.dial, (dial) => ({ dial, use: [] }));
  const dial = extendedDial(ship.type.dial, effects).codes;
  const pre = effects.find((e) => e.primitive.kind === 'pre-move');
  const preChoices: EffectUse[][] = [[]];
  if (pre !== undefined && pre.primitive.kind === 'pre-move' && !(pre.primitive.unlessStressed && ship.stress > 0)) {
    if (pre.primitive.must) preChoices.pop();
    for (const direction of DIRECTIONS) preChoices.push([{ effect: pre.name, direction }]);
  }
  const options: EffectOption[] = [];
  const seen = new Set<string>();
  const key = (use: readonly EffectUse[], code: string, stress: number) => `${use.map((u) => u.direction ?? '').join(',')}|${code}|${stress}`;
  for (const code of dial) {
    const entry = parseDial(code);
    if (entry === null) continue;
    const final = adjustDifficulty(entry, effects, ship.stress, null).entry.code;
    for (const use of preChoices) {
      seen.add(key(use, final, 0));
      options.push({ dial: code, use });
    }
  }
  for (const code of dial) {
    const entry = parseDial(code);
    if (entry === null) continue;
    for (const effect of effects) {
      const p = effect.primitive;
      if (p.kind !== 'substitute') continue;
      for (const target of substitutionTargets(p, entry, dial)) {
        const final = adjustDifficulty(target, effects, ship.stress, { change: p.change, by: effect.name }).entry.code;
        for (const use of preChoices) {
          const k = key(use, final, p.stress);
          if (seen.has(k)) continue;
          seen.add(k);
          options.push({ dial: code, use: [...use, { effect: effect.name, dial: target.code }] });
        }
      }
    }
  }
  // xwing.maneuver.template: each other template a template effect allows for a dial maneuver
  // (once: a second effect allowing the same template gives the same outcome).
  const templated = new Set<string>();
  for (const code of dial) {
    const entry = parseDial(code);
    if (entry === null) continue;
    for (const effect of effects) {
      const p = effect.primitive;
      if (p.kind !== 'template') continue;
      for (const template of templateChoices(p, entry)) {
        for (const use of preChoices) {
          const k = `${key(use, code, 0)}|${template}`;
          if (templated.has(k)) continue;
          templated.add(k);
          options.push({ dial: code, use: [...use, { effect: effect.name, template }] });
        }
      }
    }
  }
  return options;
}

/** Plain words for an option's choices (plan labels). */
export function useLabel(use: readonly EffectUse[]): string {
  return use.map((u) => `${u.effect} ${u.dial ?? u.direction ?? (u.template !== undefined ? `${u.template} template` : '')}`.trim()).join(', ');
}
