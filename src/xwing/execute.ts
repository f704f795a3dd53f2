/**
 * Resolves one dial maneuver of one ship: the executed maneuver, its final pose, partial
 * execution, obstacles, fleeing, Check Difficulty and the bump effect, each step traced with its
 * rule id (docs/rules.md).
 */
import type { TraceStep } from '../core/trace.ts';
import { step } from '../core/trace.ts';
import type { ObstacleContact } from './contacts.ts';
import { Prepared, fleesArea, obstacleContacts, obstaclesStartedOn, shipsOverlapped, startsOn } from './contacts.ts';
import { poseAt, usedTemplateLength } from './course.ts';
import type { DialEntry } from './dial.ts';
import { checkDifficulty, chooseExecuted } from './difficulty.ts';
import { micro, mm, poseText, roundPose } from './format.ts';
import { rectGap } from './gap.ts';
import type { Placement } from './maneuver.ts';
import { fullPose, maneuverGeometry } from './maneuver.ts';
import { resolveObstacles } from './obstacle-effects.ts';
import type { Building, IgnoredObstacle, ManeuverOutcome } from './outcome.ts';
import type { BackUpSearch } from './partial.ts';
import { backUp } from './partial.ts';
import { templateShape } from './template-shape.ts';
import type { ShipState, World } from './world.ts';
import { baseRect } from './world.ts';
import { decideSlip, sideslipGeometry, slipPose } from './sideslip.ts';
import type { Guides } from './dock.ts';
import type { TemplateKind } from './catalog/templates.ts';
import { templateOf } from './catalog/templates.ts';
import { atPose, carrierTitleFor, decideDock, deployStart } from './dock.ts';

/** Card-granted ways to execute the maneuver: a side-slip (xwing.maneuver.sideslip), docking after a bump (xwing.partial.dock). */
export interface ManeuverExtras {
  readonly sideslip?: boolean;
  readonly dock?: boolean;
  /** Deploy from the docking carrier's guides (xwing.maneuver.deploy): the maneuver starts there. */
  readonly deploy?: Guides;
  /** The deploy is an emergency deploy: the carrier is being destroyed (xwing.maneuver.deploy.emergency). */
  readonly emergency?: boolean;
  /** What dial effects decided before the maneuver (effect-execute.ts, xwing.dial.effects). */
  readonly effects?: EffectContext;
  /** Another template of the same speed and direction (xwing.maneuver.template), if the maneuver executed is one the effect covers. */
  readonly template?: TemplateSwap;
  /** Obstacles the ship ignores or lands on (xwing.obstacle.ignore, xwing.obstacle.land): Landing / Grappling Struts. */
  readonly obstacleRules?: ObstacleRules;
}

/** What the ship's effects do to the obstacles it meets (dial-effects primitives `ignore-obstacles` and `land`). */
export interface ObstacleRules {
  readonly ignore: readonly { readonly by: string; readonly atStart: boolean; readonly movedThrough: boolean; readonly overlapped?: boolean; readonly types?: readonly string[] | undefined }[];
  readonly land: readonly { readonly by: string; readonly on: readonly string[]; readonly maxOtherFriendly: number }[];
}

/** A template effect's choice (xwing.maneuver.template): the template, the effect's name, and which executed maneuvers it covers. */
export interface TemplateSwap {
  readonly kind: TemplateKind;
  readonly by: string;
  readonly applies: (executed: DialEntry) => boolean;
}

export function isFriendly(a: ShipState, b: ShipState): boolean {
  return (a.owner ?? '') === (b.owner ?? '');
}

/** What dial effects decided before the maneuver (effect-execute.ts): the revealed dial, their trace steps, a red maneuver allowed while stressed. */
export interface EffectContext {
  readonly revealed: DialEntry;
  readonly before: readonly TraceStep[];
  readonly redAllowedBy: string | null;
}

/** Resolves `requested` for `mover`; `placement` is the Tallon roll choice (xwing.maneuver.tallon). */
export function executeManeuver(world: World, ship: ShipState, requested: DialEntry, placement: Placement, search: BackUpSearch = backUp, extras: ManeuverExtras = {}): ManeuverOutcome {
  const carrier = extras.deploy === undefined ? undefined : world.ships.find((s) => s.id === ship.docksWith);
  const mover = carrier === undefined || extras.deploy === undefined ? ship : atPose(ship, deployStart(carrier, ship, extras.deploy));
  const revealed = extras.effects?.revealed ?? requested;
  const trace: TraceStep[] = [step('xwing.dial.codes', `${mover.id} (${mover.type.name}, ${mover.base.size} base) reveals ${revealed.code}: ${revealed.bearing} ${revealed.speed}, ${revealed.difficulty}.`)];
  const hugeCarrier = carrier !== undefined && carrierTitleFor(ship.type.xws, carrier.type.xws, ship.base.size)?.destroyedIfBlocked === true;
  const emergency = carrier !== undefined && extras.emergency === true;
  if (emergency) trace.push(step('xwing.maneuver.deploy.emergency', `${carrier.id} is destroyed: ${mover.id} emergency deploys and first suffers 1 critical damage.`));
  if (carrier !== undefined) {
    const side = extras.deploy === 'left' || extras.deploy === 'right';
    trace.push(
      side
        ? step('xwing.huge.deploy', `${mover.id} deploys from ${carrier.id}'s ${extras.deploy} side: the template's centre line on ${carrier.id}'s centre line, it starts at ${poseText(mover.pose)}.`)
        : step('xwing.maneuver.deploy', `${mover.id} deploys from ${carrier.id}'s ${extras.deploy} guides: it starts at ${poseText(mover.pose)}, the template at ${carrier.id}'s ${extras.deploy} edge.`),
    );
  }
  if (extras.effects !== undefined) trace.push(...extras.effects.before);
  const choice = chooseExecuted(world.rules, mover, requested, extras.effects?.redAllowedBy ?? null);
  if (choice.trace.length > 0) trace.push(...choice.trace);
  const executed = choice.executed;
  const slip = extras.sideslip === true ? decideSlip(mover, requested, executed, choice.ionized) : null;
  if (slip !== null) trace.push(...slip.trace);
  const swap = slip?.slip === true ? undefined : extras.template;
  let otherTemplate: TemplateKind | undefined;
  if (swap !== undefined) {
    if (swap.applies(executed) && templateOf(swap.kind, executed.speed) !== null) {
      otherTemplate = swap.kind;
      trace.push(step('xwing.maneuver.template', `${swap.by}: ${mover.id} executes ${executed.code} with the ${swap.kind} ${executed.speed} template instead; it is still a ${executed.bearing} maneuver (its difficulty and its final rotation stay).`));
    } else {
      trace.push(step('xwing.maneuver.template', `${swap.by} does not apply to ${executed.code}: it is executed with its own template.`));
    }
  }
  const geometry = (slip?.slip === true ? sideslipGeometry(executed, mover.pose, mover.base.length) : null) ?? maneuverGeometry(executed, mover.pose, mover.base.length, placement, otherTemplate);
  if ('error' in geometry) throw new Error(geometry.error); // check() refuses such codes first
  const slipRotation = geometry.slipRotation ?? 0;
  const course = geometry.course;
  const isTallon = executed.bearing.startsWith('tallon');
  const full = fullPose(geometry, mover.pose);
  const fullBase = new Prepared(baseRect(full, mover.base));
  trace.push(step(geometry.rule, `Full execution would end at ${poseText(full)}${isTallon ? ` (${placement} placement)` : ''}.`));

  let fully = true;
  let finalPose = full;
  let progress = 1;
  let overlapped: ShipState[] = [];
  let touching: ShipState | null = null;
  let touchingGap: number | null = null;
  let stuck = false;
  if (course === null) {
    trace.push(step('xwing.maneuver.stationary', `${mover.id} does not move; a stationary maneuver overlaps nothing.`));
  } else {
    overlapped = shipsOverlapped(world, mover.index, fullBase);
    if (overlapped.length === 0) {
      trace.push(step('xwing.partial.when', `The final position lies on no ship: the maneuver is fully executed.`));
      if (geometry.finalRotation !== 0) trace.push(step('xwing.maneuver.final-rotation', `Fully executed, so the ship turns a further ${Math.abs(geometry.finalRotation)} degrees.`));
    } else {
      fully = false;
      const names = idList(overlapped);
      trace.push(step('xwing.partial.when', `The final position would lie on ${names}: the maneuver is partially executed.`));
      trace.push(step('xwing.partial.forcing', `${names} forced the partial execution (reported as overlappedShips).`));
      const backed = search(world, mover, course);
      progress = backed.t;
      finalPose = slipPose(poseAt(course, backed.t), slipRotation);
      // Not free: every position on the path lies on a ship (possible only from a start already on one, e.g. a deploy); it touches nothing it backed over.
      stuck = !backed.free;
      touching = stuck ? null : backed.touching;
      trace.push(step('xwing.partial.path', `Backing along the template with both hashmarks on its centre line, the ship stops at ${mm(progress * 100)} % of the path, ${poseText(finalPose)}.`));
      if (geometry.finalRotation !== 0) trace.push(step('xwing.maneuver.final-rotation', `Partially executed, so the extra ${Math.abs(geometry.finalRotation)}-degree rotation does not happen.`));
      if (touching !== null) {
        touchingGap = rectGap(baseRect(finalPose, mover.base), touching.rect);
        trace.push(step('xwing.partial.touching', `It ends touching ${touching.id}, the last ship it backed over (gap ${mm(touchingGap)} mm, no overlap).`));
      } else if (stuck) {
        trace.push(step('xwing.partial.search', `Every position on the path lies on a ship: ${mover.id} stays at its start.`));
      } else {
        trace.push(step('xwing.partial.touching', `The path's end without the final rotation or placement is already clear: it ends there touching no ship.`));
      }
    }
  }
  const finalBase = fully ? fullBase : new Prepared(baseRect(finalPose, mover.base));

  // Obstacles: the used template and the final base (xwing.obstacle.through, .overlap, .partial).
  const used = course === null ? 0 : fully ? course.template.length : usedTemplateLength(course, progress);
  if (course !== null && !fully) {
    trace.push(step('xwing.obstacle.partial', `Only the template up to the point under the final rear hashmark counts for obstacles: ${mm(used)} of ${mm(course.template.length)} mm (xwing Q8).`));
  }
  const met = obstacleContacts(world, mover, finalBase, course === null ? null : (s) => templateShape(course, s), used);
  const { kept: contacts, ignored } = extras.obstacleRules === undefined ? { kept: met, ignored: [] } : sortOutIgnored(world, mover, met, extras.obstacleRules, trace);
  const obstacles = resolveObstacles(world.rules, mover.id, contacts, !fully);
  if (obstacles.trace.length > 0) trace.push(...obstacles.trace);
  for (const obstacle of obstaclesStartedOn(world, mover)) {
    if (met.some((c) => c.obstacle.index === obstacle.index)) continue;
    trace.push(step('xwing.obstacle.start', `${mover.id} started on ${obstacle.id}; neither the template nor the final base touches it again, so it has no effect.`));
  }

  const fled = fleesArea(world, finalBase);
  if (fled) trace.push(step('xwing.flee', `Part of the final base is outside the ${mm(world.width)} x ${mm(world.height)} play area: ${mover.id} flees and is removed.`));

  // A failed deploy (xwing.maneuver.deploy) leaves the ship docked: no maneuver was executed, so no difficulty and no bump.
  const failedDeploy = carrier !== undefined && stuck;
  const difficulty = failedDeploy ? { stress: mover.stress, strain: mover.strain } : checkDifficulty(world.rules, mover, executed, !fully);
  if (!failedDeploy && 'step' in difficulty) trace.push(difficulty.step);

  let bumpEffect: 'friendly' | 'enemy' | null = null;
  let bumpActions: string[] = [];
  let skipsAction = obstacles.skipsAction;
  const dock = fully ? null : decideDock(world, mover, overlapped, isFriendly, extras.dock === true);
  if (dock !== null) trace.push(...dock.trace);
  const docked = dock?.carrier ?? null;
  if (docked !== null) {
    // "If it is, do not resolve the effects of the overlap": skipping the Perform Action step is one of those
    // effects (xwing.partial.effect.20 / .25), so it is not applied; only an obstacle's own skip stays.
    trace.push(step('xwing.partial.dock', `The overlap's effects, the skipped Perform Action step among them, are not resolved${skipsAction ? '; an obstacle still makes it skip that step' : ''}. ${mover.id} is in reserve: it has no position to move from until it deploys.`));
  } else if (!fully && !failedDeploy) {
    skipsAction = true;
    if (world.rules === '2.0') {
      trace.push(step('xwing.partial.effect.20', `2.0: after a partial execution ${mover.id} skips its Perform Action step.`));
    } else {
      const friendly = overlapped.some((s) => isFriendly(mover, s));
      bumpEffect = friendly ? 'friendly' : 'enemy';
      if (friendly) {
        const both = overlapped.some((s) => !isFriendly(mover, s)) ? ' (friendly and enemy at once: the friendly effect only)' : '';
        trace.push(step('xwing.partial.effect.25', `After Check Difficulty, friendly bump${both}: roll 1 attack die, a hit or critical deals 1 hit damage; skip Perform Action.`));
      } else if (difficulty.stress === 0) {
        const bar = mover.actions?.map((a) => a.toLowerCase());
        bumpActions = ['focus', 'calculate'].filter((a) => bar === undefined || bar.includes(a));
        const offer = bumpActions.length > 0 ? `it may perform ${bumpActions.join(' or ')}${bar === undefined ? ' (if on its action bar)' : ''} as a red action` : 'it has neither Focus nor Calculate on its action bar';
        trace.push(step('xwing.partial.effect.25', `After Check Difficulty, enemy bump and ${mover.id} is not stressed: ${offer}; skip Perform Action and no further actions this activation.`));
      } else {
        trace.push(step('xwing.partial.effect.25', `After Check Difficulty, enemy bump but ${mover.id} is stressed: no action; skip Perform Action and no further actions this activation.`));
      }
    }
  }

  if (carrier !== undefined) {
    trace.push(
      stuck
        ? emergency
          ? step('xwing.maneuver.deploy.emergency', `No position on the template is free of other ships (${carrier.id} included): the emergency deploy fails and ${mover.id} is destroyed.`)
          : hugeCarrier
            ? step('xwing.huge.deploy', `No position on the template is free of other ships (${carrier.id} included): ${mover.id} cannot be placed while deploying from a huge ship, so it is destroyed.`)
            : step('xwing.maneuver.deploy', `No position on the template is free of other ships (${carrier.id} included): the deploy fails and ${mover.id} stays docked.`)
        : emergency
          ? step('xwing.maneuver.deploy.emergency', `${mover.id} has emergency deployed from ${carrier.id}; it does not perform an action.`)
          : step('xwing.maneuver.deploy', `${mover.id} has deployed from ${carrier.id}; it may now perform one action.`),
    );
  }
  const outcome: Building<ManeuverOutcome> = {
    game: 'xwing',
    ship: mover.id,
    executed: executed.code,
    fully,
    pose: roundPose(finalPose),
    overlappedShips: overlapped.map((s) => s.id),
    touching: touching?.id ?? null,
    bumpEffect,
    obstacles: obstacles.hits,
    fled,
    stress: difficulty.stress,
    rules: world.rules,
    kind: 'maneuver',
    requested: revealed.code,
    placement: isTallon ? placement : null,
    strain: difficulty.strain,
    stressAfterObstacles: difficulty.stress + obstacles.stress,
    startPose: roundPose(mover.pose),
    template: course === null ? null : { kind: course.template.kind, speed: course.template.speed, used: micro(used), length: micro(course.template.length) },
    progress: Math.round(progress * 1e9) / 1e9,
    touchingGap: touchingGap === null ? null : micro(touchingGap),
    skipsPerformAction: skipsAction,
    bumpActions,
    forceSpent: choice.forceSpent,
    ionized: choice.ionized,
    sideslip: slip?.slip === true,
    docked: docked?.id ?? null,
    canDock: dock?.possible === true,
  };
  if (carrier !== undefined && extras.deploy !== undefined) outcome.deployed = { carrier: carrier.id, guides: extras.deploy, performed: !stuck, ...(stuck && (hugeCarrier || emergency) ? { destroyed: true } : {}), ...(emergency ? { emergency: true } : {}) };
  if (ignored.length > 0) outcome.ignoredObstacles = ignored;
  outcome.trace = trace;
  return outcome as ManeuverOutcome;
}

/** `ships.map((s) => s.id).join(', ')`, written once for the two notes that name them. */
function idList(ships: readonly ShipState[]): string {
  let out = '';
  for (let i = 0; i < ships.length; i++) out = i === 0 ? ships[i]!.id : `${out}, ${ships[i]!.id}`;
  return out;
}

/**
 * The obstacles the ship's effects make it ignore (xwing.obstacle.ignore: those at range 0 of its
 * start, and under 2.0 Struts those it only moves through) or land on (xwing.obstacle.land: an
 * asteroid or debris cloud its final base overlaps with at most `maxOtherFriendly` other friendly
 * ships at range 0 of it; the Closed side flips and the Open side ignores it). The rest resolve as usual.
 */
function sortOutIgnored(world: World, mover: ShipState, met: readonly ObstacleContact[], rules: ObstacleRules, trace: TraceStep[]): { kept: ObstacleContact[]; ignored: IgnoredObstacle[] } {
  const kept: ObstacleContact[] = [];
  const ignored: IgnoredObstacle[] = [];
  for (const contact of met) {
    const { obstacle } = contact;
    const skip = rules.ignore.find((r) => (r.types === undefined || r.types.includes(obstacle.type)) && ((r.atStart && contact.startedOn) || (r.movedThrough && !contact.finalContact) || (r.overlapped === true && contact.finalContact)));
    if (skip !== undefined) {
      const why = skip.atStart && contact.startedOn ? 'it was at range 0 of it at the start' : contact.finalContact ? 'it ignores obstacles while it moves, also one it ends on' : 'it only moves through it';
      trace.push(step('xwing.obstacle.ignore', `${mover.id} ignores ${obstacle.type} ${obstacle.id} (${skip.by}: ${why}); it has no effect.`));
      ignored.push({ id: obstacle.id, effect: skip.by, rule: 'xwing.obstacle.ignore' });
      continue;
    }
    const land = contact.finalContact ? rules.land.find((r) => r.on.includes(obstacle.type)) : undefined;
    if (land !== undefined) {
      const others = world.ships.filter((s) => s.index !== mover.index && isFriendly(mover, s) && startsOn(s, obstacle)).map((s) => s.id);
      if (others.length <= land.maxOtherFriendly) {
        const near = others.length === 0 ? 'no other friendly ship is' : `${others.length} other friendly ship${others.length > 1 ? 's are' : ' is'} (${others.join(', ')})`;
        trace.push(step('xwing.obstacle.land', `${mover.id} overlaps ${obstacle.type} ${obstacle.id} and ${near} at range 0 of it: ${land.by} flips to its Open side, which ignores obstacles at range 0, so ${obstacle.id} has no effect.`));
        ignored.push({ id: obstacle.id, effect: land.by, rule: 'xwing.obstacle.land' });
        continue;
      }
      trace.push(step('xwing.obstacle.land', `${mover.id} overlaps ${obstacle.id}, but ${others.length} other friendly ships (${others.join(', ')}) are at range 0 of it, more than ${land.maxOtherFriendly}: ${land.by} cannot flip.`));
    }
    kept.push(contact);
  }
  return { kept, ignored };
}
