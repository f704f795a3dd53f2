/**
 * The Armada engine: the game's definition for the engine contract (src/engine.ts).
 * Pure: the world is prepared once from the scenario; resolve, plan and scene read it.
 *
 * Inputs beyond the common scenario (all optional, on `maneuver`):
 * - `navigate: { dial, token, yawJoint }`: the Navigate command (`armada.course.navigate`). Without
 *   it the maneuver's speed must equal the ship's `speed` dial (when given); the dial allows +-1
 *   and +1 yaw on joint `yawJoint` (never above II), the token +-1, both together +-2.
 * - `speedZeroYaw`: clicks of the last joint at speed 0 granted by an effect (`armada.speed0.yaw`).
 * - `squadronPlacement: [{ id, position }]`: where the opponent puts the squadrons the ship lands
 *   on; checked (`armada.overlap.squadrons`) instead of the engine's own placement.
 * A gravity rift at distance 1-2 of the ship lowers its speed by 1 (never below 0) in Determine
 * Course (`armada.obstacle.effects`): the Navigate check counts from the lowered speed, the printed
 * dial keeps its value (plus any Navigate change), and plan's `dialChange` counts from it too.
 * Ship types: catalog names, case-insensitive; a name printed for two factions with different
 * charts needs the faction, e.g. `"Providence-class Carrier (Separatist Alliance)"`.
 *
 * A squadron's move replaces the maneuver: `squadronMove: { squadron, to?, cloak? }` (squadrons may
 * carry `keywords` such as heavy, grit, intel, cloak). `resolve` checks the move to `to` (a
 * `SquadronMoveOutcome` listing every rule it breaks; the CLI exits 1 when it is illegal) and `plan`
 * answers where the squadron can end (`SquadronReach`).
 *
 * Outcome and plan: see outcome.ts.
 */
import type { Issue, Result } from '../core/issue.ts';
import { fail, issue, ok } from '../core/issue.ts';
import { defineEngine } from '../engine.ts';
import type { ArmadaScenario } from '../schema/armada.ts';
import { armadaScenario, quickArmadaScenario } from '../schema/armada.ts';
import { OBSTACLE_RECORDS } from './catalog/obstacles.ts';
import { ARMADA_OBSTACLE_OUTLINES } from './catalog/obstacle-outlines.ts';
import { officialShips } from './catalog/ships.ts';
import { SQUADRON_RECORDS } from './catalog/squadrons.ts';
import { describeOutcome, describePlan, describeSquadronMove, describeSquadronReach } from './describe.ts';
import type { ArmadaPlanned, ArmadaResolved } from './outcome.ts';
import { measureArmed } from './armed-threats.ts';
import { planScenario } from './plan.ts';
import { planAgainst } from './against.ts';
import { compactArmadaPlan } from './compact.ts';
import type { Against } from '../schema/against.ts';
import { buildScene, squadronItems } from './scene.ts';
import { moveSquadron, squadronReach } from './squadron-move.ts';
import type { SquadronEffectUse } from './catalog/squadron-effects.ts';
import { findSquadronEffect } from './catalog/squadron-effects.ts';
import { describeObstacleMoves, resolveObstacleMoves } from './obstacle-move.ts';
import { effectItems } from './scene-effects.ts';
import { describePlacement, describePlacementRegion, planPlacement, resolvePlacement } from './placement.ts';
import { placementItems } from './scene-placement.ts';
import { describeExtra, resolveWithExtra } from './extra-maneuver.ts';
import type { SquadronOnTable, World } from './world.ts';
import { prepareWorld, updateWorld } from './world.ts';
import { keptPlan, noteUpdate } from './replan.ts';

/** The squadron of the scenario's squadron move and its speed (prepare checked both). */
function movingSquadron(world: World): { squadron: SquadronOnTable; speed: number; cloak: boolean; near: readonly string[]; effects: readonly SquadronEffectUse[] } | null {
  const move = world.scenario.squadronMove;
  const squadron = move === undefined ? undefined : world.squadrons.find((s) => s.id === move.squadron);
  if (move === undefined || squadron === undefined) return null;
  const effects = (move.effects ?? []).flatMap((use): SquadronEffectUse[] => {
    const found = findSquadronEffect(typeof use === 'string' ? use : use.effect);
    const source = typeof use === 'string' ? undefined : use.source;
    return found.ok ? [source === undefined ? { record: found.record } : { record: found.record, source }] : [];
  });
  return { squadron, speed: squadron.speed ?? 1, cloak: move.cloak === true, near: move.near ?? [], effects };
}

/** The scenario without its placement's `to` (plan then lists where the piece may go). */
function withoutPlacementTo<T extends object>(placement: ArmadaScenario['placement'], rest: T): T {
  if (placement === undefined) return rest;
  const { to: _to, ...kept } = placement;
  return { ...rest, placement: kept };
}

/** `resolve`: the scenario's maneuver, or its squadron's move. */
export function resolveWorld(world: World): Result<ArmadaResolved> {
  // armada.obstacle.move: obstacle moves are checked on their own (obstacle-move.ts).
  const obstacleMoves = world.scenario.obstacleMoves;
  if (obstacleMoves !== undefined) {
    if (world.scenario.maneuver !== undefined || world.scenario.squadronMove !== undefined) return fail([issue('obstacleMoves', 'armada.obstacle.move', 'give obstacle moves in a scenario of their own, without a maneuver or squadron move')]);
    return resolveObstacleMoves(world, obstacleMoves);
  }
  // armada.effects.placement: a piece placed by a card is checked on its own (placement.ts).
  const placement = world.scenario.placement;
  if (placement !== undefined) {
    if (world.scenario.maneuver !== undefined || world.scenario.squadronMove !== undefined) return fail([issue('placement', 'armada.effects.placement', 'give a placement in a scenario of its own, without a maneuver or squadron move')]);
    return resolvePlacement(world, placement);
  }
  const moving = movingSquadron(world);
  if (moving !== null) {
    const to = world.scenario.squadronMove?.to;
    if (to === undefined) return fail([issue('squadronMove.to', 'armada.squadron.move', 'the squadron move has no end position to check ("to"); plan lists where it can end')]);
    return ok(moveSquadron(world, moving.squadron, moving.speed, to, moving.cloak, moving.near, moving.effects));
  }
  const maneuver = world.scenario.maneuver;
  if (maneuver === undefined) return fail([issue('maneuver', 'armada.maneuver.steps', 'the scenario has no maneuver to resolve')]);
  return resolveWithExtra(world, maneuver, world.config);
}

/** `plan`: where the moving squadron can end, or every course of the maneuver's ship (else the first ship). */
export function planWorld(world: World): Result<ArmadaPlanned> {
  const placement = world.scenario.placement;
  if (placement !== undefined) {
    if (world.scenario.maneuver !== undefined || world.scenario.squadronMove !== undefined) return fail([issue('placement', 'armada.effects.placement', 'give a placement in a scenario of its own, without a maneuver or squadron move')]);
    return planPlacement(world, placement);
  }
  const moving = movingSquadron(world);
  if (moving !== null) return ok(squadronReach(world, moving.squadron, moving.speed, moving.cloak, moving.near, moving.effects));
  return planScenario(world, world.scenario.maneuver?.ship, world.config);
}

/** `planAgainst`: the ship's plan, each course played against the next activation of each enemy ship (armada.range.against.order). */
export function planWorldAgainst(world: World, against: Against, matrix: boolean): Result<ArmadaPlanned> {
  if (movingSquadron(world) !== null) return fail([issue('squadronMove', 'armada.range.against.order', 'a squadron move is not planned against the opponent: plan a ship (its maneuver or the first ship)')]);
  const planned = planScenario(world, world.scenario.maneuver?.ship, world.config);
  if (!planned.ok) return planned;
  const ship = world.ships.find((s) => s.id === planned.value.ship)!;
  return planAgainst(world, ship, planned.value, against, matrix);
}

/** An illegal squadron move as issues, so the CLI prints the outcome and exits 1 (a ship's maneuver is refused in resolve instead). */
function forbiddenMove(_world: World, outcome: ArmadaResolved): Issue[] {
  if (outcome.kind === 'placement') return outcome.violations.map((v) => issue('placement', v.rule, v.message));
  if (outcome.kind === 'obstacle-moves') return outcome.moves.flatMap((m) => m.violations.map((v) => issue(`obstacleMoves`, v.rule, v.message)));
  if (outcome.kind !== 'squadron-move') return [];
  return outcome.violations.map((v) => issue('squadronMove', v.rule, v.message));
}

export const armadaEngine = defineEngine<'armada', ArmadaScenario, World, ArmadaResolved, ArmadaPlanned>({
  game: 'armada',
  title: 'Star Wars: Armada',
  schema: armadaScenario,
  quickParse: quickArmadaScenario,
  prepare: (scenario) => prepareWorld(scenario),
  resolve: resolveWorld,
  // The plan of a world is kept; an updated world's is made from its parent's where it can be (replan.ts).
  plan: (world) => keptPlan(world, planWorld),
  planAgainst: planWorldAgainst,
  update: (world, scenario, change) => noteUpdate(updateWorld(world, scenario, change), world, change),
  compact: (planned) => (planned.kind === undefined ? compactArmadaPlan(planned) : planned),
  scene: (world, { outcome, plan }) => {
    const scene = buildScene(world, { outcome: outcome?.kind === undefined ? outcome : null, plan: plan?.kind === undefined ? plan : null });
    const squadron = squadronItems(world, { outcome: outcome?.kind === 'squadron-move' ? outcome : null, plan: plan?.kind === 'squadron-reach' ? plan : null });
    const moved = effectItems(world, { outcome: outcome?.kind === undefined || outcome.kind === 'obstacle-moves' ? outcome : null, plan: plan?.kind === undefined ? plan : null });
    const placed = placementItems(world, { outcome: outcome?.kind === 'placement' ? outcome : null, plan: plan?.kind === 'placement-region' ? plan : null });
    return squadron.length === 0 && moved.length === 0 && placed.length === 0 ? scene : { ...scene, items: [...scene.items, ...squadron, ...moved, ...placed] };
  },
  measure: measureArmed,
  forbidden: forbiddenMove,
  describeOutcome: (outcome) => (outcome.kind === 'squadron-move' ? describeSquadronMove(outcome) : outcome.kind === 'obstacle-moves' ? describeObstacleMoves(outcome) : outcome.kind === 'placement' ? describePlacement(outcome) : describeOutcome(outcome) + describeExtra(outcome)),
  describePlan: (planned) => (planned.kind === 'squadron-reach' ? describeSquadronReach(planned) : planned.kind === 'placement-region' ? describePlacementRegion(planned) : describePlan(planned)),
  hasMove: (scenario) => scenario.maneuver !== undefined || scenario.squadronMove?.to !== undefined || scenario.obstacleMoves !== undefined || scenario.placement?.to !== undefined,
  withoutMove: ({ maneuver: _maneuver, obstacleMoves: _obstacleMoves, squadronMove, placement, ...rest }) => withoutPlacementTo(placement, squadronMove === undefined ? rest : { ...rest, squadronMove: { squadron: squadronMove.squadron, ...(squadronMove.cloak ? { cloak: true } : {}), ...(squadronMove.near !== undefined ? { near: squadronMove.near } : {}), ...(squadronMove.effects !== undefined ? { effects: squadronMove.effects } : {}) } }),
  catalog: {
    ships: [...new Set(officialShips().map((r) => r.name))].sort(),
    squadrons: SQUADRON_RECORDS.map((r) => `${r.name} Squadron`),
    obstacles: [...OBSTACLE_RECORDS.map((r) => r.type), ...ARMADA_OBSTACLE_OUTLINES.map((o) => o.id)],
    owners: ['empire', 'rebels', 'republic', 'separatists'],
  },
});
