/**
 * Obstacle types, their effects (`armada.obstacle.effects`) and default shapes
 * (`armada.obstacle.sizes`). The shapes are placeholders (armada Q9): a convex outline with cut
 * corners of the measured token size (Gamerkhang/Armada-Legacy-TTS-Mod `Global.-1.lua` comments,
 * as cited by rule `armada.obstacle.sizes`); scenarios may give exact polygons instead.
 * Ids are the kebab-case type names a scenario gives (`asteroid-field`).
 */
import type { HintBudget } from '../../core/suggest.ts';
import { NameIndex } from '../../core/suggest.ts';
import type { Point } from '../../geometry/shapes.ts';
import { ARMADA_OBSTACLE_OUTLINES } from './obstacle-outlines.ts';

export type ObstacleType = 'asteroid-field' | 'debris-field' | 'station' | 'dust-field' | 'gravity-rift' | 'purrgil' | 'exogorth';

export interface ObstacleRecord {
  readonly type: ObstacleType;
  /** Token size, width (local x) x length (local y), mm. */
  readonly width: number;
  readonly length: number;
  /** What a ship overlapping it at its final position resolves (`armada.obstacle.effects`). */
  readonly shipEffect: string;
  /** What a squadron overlapping it resolves (not when it was placed there, `armada.overlap.squadrons`). */
  readonly squadronEffect: string;
}

export const OBSTACLE_RECORDS: readonly ObstacleRecord[] = [
  { type: 'asteroid-field', width: 55, length: 38, shipEffect: 'dealt 1 faceup damage card', squadronEffect: 'nothing' },
  { type: 'debris-field', width: 66, length: 65, shipEffect: 'suffers 2 damage on one hull zone of its owner\'s choice', squadronEffect: 'nothing' },
  { type: 'station', width: 86, length: 88, shipEffect: 'may discard 1 faceup or facedown damage card', squadronEffect: 'recovers 1 hull' },
  { type: 'dust-field', width: 127, length: 38, shipEffect: 'nothing (it cannot attack across the dust field)', squadronEffect: 'nothing' },
  { type: 'gravity-rift', width: 95, length: 96, shipEffect: 'speed dial set to 0', squadronEffect: 'nothing' },
  { type: 'purrgil', width: 101, length: 40, shipEffect: 'suffers damage equal to its speed', squadronEffect: 'suffers 1 damage' },
  { type: 'exogorth', width: 55, length: 39, shipEffect: 'suffers 1 damage', squadronEffect: 'nothing' },
];

const ALIASES: readonly (readonly [string, ObstacleType])[] = [
  ['asteroid', 'asteroid-field'],
  ['asteroids', 'asteroid-field'],
  ['debris', 'debris-field'],
  ['gas-cloud', 'dust-field'],
  ['dust', 'dust-field'],
];

const index = new NameIndex<ObstacleRecord>([
  ...OBSTACLE_RECORDS.map((r) => [r.type, r] as const),
  ...ALIASES.map(([alias, type]) => [alias, OBSTACLE_RECORDS.find((r) => r.type === type)!] as const),
  ...ARMADA_OBSTACLE_OUTLINES.map((o) => [o.id, OBSTACLE_RECORDS.find((r) => r.type === o.kind)!] as const),
]);

/** Real tokens by name (catalog/obstacle-outlines.ts): their outlines in the token's frame. */
const pieces = new NameIndex<readonly Point[]>(ARMADA_OBSTACLE_OUTLINES.map((o) => [o.id, o.outline.map(([x, y]) => ({ x, y }))] as const));

/** `outline`: a real token's outline when the name is a token's (`asteroid-field-4`), not a kind's. */
export type ObstacleLookup = { readonly ok: true; readonly record: ObstacleRecord; readonly outline?: readonly Point[] } | { readonly ok: false; readonly message: string };

export function findObstacle(name: string, budget?: HintBudget): ObstacleLookup {
  const key = name.replace(/[\s_]+/g, '-');
  const found = index.get(key);
  const outline = pieces.get(key);
  if (found && outline) return { ok: true, record: found, outline };
  return found ? { ok: true, record: found } : { ok: false, message: index.unknownMessage('obstacle type', name, budget) };
}

/** The default outline in the token's own frame (x right, y forward): a rectangle with corners cut by a fifth of its smaller side. */
export function obstacleOutline(record: ObstacleRecord): Point[] {
  const hw = record.width / 2;
  const hl = record.length / 2;
  const cut = Math.min(record.width, record.length) / 5;
  return [
    { x: -hw + cut, y: -hl },
    { x: hw - cut, y: -hl },
    { x: hw, y: -hl + cut },
    { x: hw, y: hl - cut },
    { x: hw - cut, y: hl },
    { x: -hw + cut, y: hl },
    { x: -hw, y: hl - cut },
    { x: -hw, y: -hl + cut },
  ];
}
