import type { Scene, SceneItem } from '../../src/render/scene.ts';
import { GAME_FACTS, gameNamed } from './game-facts.ts';

/**
 * A plain drawing of a scenario for when its engine cannot draw it (an engine not built yet, or
 * a scenario that does not validate): the table, ships as squares, squadrons as discs and
 * obstacles, so the pieces can still be seen and dragged. Exact bases come from the engines.
 */

type Loose = Record<string, unknown>;

const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter((v): v is Loose => typeof v === 'object' && v !== null) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function fallbackScene(document: unknown): Scene {
  const doc = (typeof document === 'object' && document !== null ? document : {}) as Loose;
  const game = gameNamed(doc.game);
  const facts = GAME_FACTS[game];
  const area = (typeof doc.playArea === 'object' && doc.playArea !== null ? doc.playArea : facts.table) as Loose;
  const width = num(area.width, facts.table.width);
  const height = num(area.height, facts.table.height);
  const items: SceneItem[] = [{ role: 'play-area', shape: { kind: 'rect', x: width / 2, y: height / 2, heading: 0, width, length: height } }];
  const side = facts.standInBase;
  for (const ship of list(doc.ships)) {
    const pose = (ship.pose ?? {}) as Loose;
    const x = num(pose.x, 0);
    const y = num(pose.y, 0);
    const heading = num(pose.heading, 0);
    const id = text(ship.id);
    const owner = text(ship.owner);
    items.push({ role: 'ship', ...(id === undefined ? {} : { id }), ...(owner === undefined ? {} : { owner }), shape: { kind: 'rect', x, y, heading, width: side, length: side }, title: `${id ?? 'ship'} ${text(ship.type) ?? ''}` });
    const radians = (heading * Math.PI) / 180;
    items.push({ role: 'ship-front', shape: { kind: 'circle', x: x + Math.sin(radians) * side * 0.4, y: y + Math.cos(radians) * side * 0.4, radius: side * 0.08 } });
  }
  for (const squadron of list(doc.squadrons)) {
    const at = (squadron.position ?? {}) as Loose;
    const id = text(squadron.id);
    const owner = text(squadron.owner);
    items.push({ role: 'squadron', ...(id === undefined ? {} : { id }), ...(owner === undefined ? {} : { owner }), shape: { kind: 'circle', x: num(at.x, 0), y: num(at.y, 0), radius: 17 } });
  }
  for (const obstacle of list(doc.obstacles)) {
    const id = text(obstacle.id);
    const polygon = Array.isArray(obstacle.polygon) ? (obstacle.polygon as unknown[]).filter(Array.isArray).map((p) => ({ x: num((p as unknown[])[0], 0), y: num((p as unknown[])[1], 0) })) : null;
    const pose = (obstacle.pose ?? {}) as Loose;
    const shape = polygon !== null && polygon.length >= 3
      ? { kind: 'polygon' as const, points: polygon }
      : { kind: 'circle' as const, x: num(pose.x, 0), y: num(pose.y, 0), radius: 40 };
    items.push({ role: 'obstacle', ...(id === undefined ? {} : { id }), shape });
  }
  return { game, bounds: { x: 0, y: 0, width, height }, items };
}
