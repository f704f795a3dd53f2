/**
 * What effects add to the Armada scene (`scene.ts` draws the table, the maneuver and the plan):
 * the extra maneuver an effect granted (`armada.effects.extra-maneuver`: its tool and where the
 * ship ends), the plan's follow-up maneuvers as ghosts, and each moved obstacle's old place
 * (ghosted), new place and the line between them (`armada.obstacle.move`). Pure; computes nothing.
 */
import type { Drawn } from '../engine.ts';
import { meanPoint } from '../geometry/index.ts';
import type { SceneItem } from '../render/scene.ts';
import { overlapRect } from './footprint.ts';
import type { ObstacleMovesOutcome } from './obstacle-move.ts';
import type { ArmadaOutcome, ArmadaPlan } from './outcome.ts';
import { outcomeKind } from './scene.ts';
import { toolFootprint } from './tool.ts';
import type { World } from './world.ts';


function obstacleMoveItems(outcome: ObstacleMovesOutcome): SceneItem[] {
  const items: SceneItem[] = [];
  for (const move of outcome.moves) {
    const verdict = move.legal ? 'clean' : 'illegal';
    items.push({ shape: { kind: 'polygon', points: move.from }, role: 'ghost', id: `${move.obstacle}@from`, outcome: verdict, title: `${move.obstacle} where it was` });
    items.push({ shape: { kind: 'polyline', points: [meanPoint(move.from), meanPoint(move.to)] }, role: 'path', id: `${move.obstacle}-move`, title: `${move.obstacle} moved by ${move.by}: farthest part ${move.farthest.toFixed(1)} mm (limit ${move.within} mm)` });
    items.push({ shape: { kind: 'polygon', points: move.to }, role: 'obstacle', id: move.obstacle, highlight: true, outcome: verdict, title: `${move.obstacle} moved by ${move.by}${move.legal ? '' : ` (illegal: ${move.violations.map((v) => v.message).join('; ')})`}` });
  }
  return items;
}

function extraItems(world: World, outcome: ArmadaOutcome): SceneItem[] {
  const extra = outcome.extraManeuver;
  const ship = world.ships.find((s) => s.id === outcome.ship);
  if (extra === undefined || ship === undefined || extra.outcome === null) return [];
  const items: SceneItem[] = [];
  const then = extra.outcome;
  if (then.tool.length > 1) {
    for (const piece of toolFootprint({ x: 0, y: 0, heading: 0 }, then.tool, world.config.dims)) items.push({ shape: piece, role: 'tool', id: `${ship.id}-extra-tool`, title: `maneuver tool of the ${extra.effect} maneuver (${then.side} side)` });
  }
  items.push({ shape: overlapRect(ship.size, then.pose), role: 'ship-final', id: `${ship.id}@${extra.effect}`, ...(ship.owner !== undefined ? { owner: ship.owner } : {}), outcome: outcomeKind(then), title: `${ship.id} after the ${extra.effect} maneuver: speed ${then.executedSpeed} [${then.yaw.join(', ')}]` });
  return items;
}

function followUpItems(world: World, plan: ArmadaPlan): SceneItem[] {
  const ship = world.ships.find((s) => s.id === plan.ship);
  if (ship === undefined) return [];
  const items: SceneItem[] = [];
  for (const course of plan.courses) {
    for (const next of course.followUps ?? []) {
      items.push({
        shape: overlapRect(ship.size, next.outcome.pose),
        role: 'ghost',
        id: `${ship.id}@${course.speed}[${course.yaw.join(',')}]${course.side}+${next.effects?.join('+') ?? 'extra'}[${next.yaw.join(',')}]${next.side}`,
        outcome: outcomeKind(next.outcome),
        group: 'extra maneuvers',
        title: `speed ${course.speed} [${course.yaw.join(', ')}] ${course.side}, then ${next.effects?.join(', ') ?? 'an extra maneuver'} [${next.yaw.join(', ')}] ${next.side}: ${outcomeKind(next.outcome)}`,
      });
    }
  }
  return items;
}

/** The effect items for a ship's maneuver or plan, or for obstacle moves. */
export function effectItems(world: World, drawn: Drawn<ArmadaOutcome | ObstacleMovesOutcome, ArmadaPlan>): SceneItem[] {
  const outcome = drawn.outcome ?? null;
  const items: SceneItem[] = [];
  if (outcome?.kind === 'obstacle-moves') items.push(...obstacleMoveItems(outcome));
  else if (outcome !== null) items.push(...extraItems(world, outcome));
  if (drawn.plan) items.push(...followUpItems(world, drawn.plan));
  return items;
}

