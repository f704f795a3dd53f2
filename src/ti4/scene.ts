import type { Drawn } from '../engine.ts';
import type { Point } from '../geometry/shapes.ts';
import type { Scene, SceneItem, SceneOptions, SceneOutcome } from '../render/scene.ts';
import type { Lane } from './catalog/hyperlanes.ts';
import type { Galaxy } from './map/galaxy.ts';
import { hexCentre, indexToHex } from './map/hex.ts';
import type { Ti4Outcome, Ti4Plan } from './outcome.ts';
import type { World } from './world.ts';

/**
 * The drawing of a TI4 scenario (src/render/scene.ts): flat-topped hexes of radius 50 mm laid in a
 * table frame with y up (map north up), tile numbers, wormholes, anomalies, planets, hyperlane
 * lanes as polylines, units, the active system or the reachable systems, and the chosen paths.
 * Off-map systems (51, 82) stand in a column to the right of the map.
 */

export const HEX_RADIUS = 50;
const MARGIN = 20;

interface Placed {
  readonly x: number;
  readonly y: number;
}

function layout(galaxy: Galaxy): { at: Map<string, Placed>; slotAt: Map<number, Placed>; width: number; height: number } {
  const raw = galaxy.slots.filter((s) => s.kind !== 'empty').map((s) => ({ index: s.index, ...hexCentre(indexToHex(s.index), HEX_RADIUS) }));
  const xs = raw.map((p) => p.x);
  const ys = raw.map((p) => p.y);
  const minX = Math.min(0, ...xs) - HEX_RADIUS - MARGIN;
  const maxX = Math.max(0, ...xs) + HEX_RADIUS + MARGIN;
  const minY = Math.min(0, ...ys) - HEX_RADIUS - MARGIN;
  const maxY = Math.max(0, ...ys) + HEX_RADIUS + MARGIN;
  const slotAt = new Map<number, Placed>();
  for (const p of raw) slotAt.set(p.index, { x: p.x - minX, y: p.y - minY });
  const at = new Map<string, Placed>();
  let offMap = 0;
  const column = maxX - minX + HEX_RADIUS;
  for (const node of galaxy.nodes) {
    if (node.index !== null && !node.data.offMap) at.set(node.id, slotAt.get(node.index)!);
  }
  for (const node of galaxy.nodes) {
    if (at.has(node.id)) continue;
    at.set(node.id, { x: column, y: maxY - minY - HEX_RADIUS - MARGIN - offMap * (2 * HEX_RADIUS + MARGIN) });
    offMap++;
  }
  const width = offMap > 0 ? column + HEX_RADIUS + MARGIN : maxX - minX;
  const height = Math.max(maxY - minY, offMap * (2 * HEX_RADIUS + MARGIN) + MARGIN);
  return { at, slotAt, width, height };
}

/** Midpoint of side s of a flat-topped hex (side 0 = N, clockwise). */
function sideMidpoint(centre: Placed, side: number): Point {
  const apothem = (HEX_RADIUS * Math.sqrt(3)) / 2;
  const angle = (side * 60 * Math.PI) / 180; // clockwise from +y
  return { x: centre.x + apothem * Math.sin(angle), y: centre.y + apothem * Math.cos(angle) };
}

/** A lane drawn as a curve from one side's midpoint to the other's, bending through the middle of the tile. */
function lanePoints(centre: Placed, lane: Lane): Point[] {
  const a = sideMidpoint(centre, lane[0]);
  const b = sideMidpoint(centre, lane[1]);
  const points: Point[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const u = 1 - t;
    points.push({ x: u * u * a.x + 2 * u * t * centre.x + t * t * b.x, y: u * u * a.y + 2 * u * t * centre.y + t * t * b.y });
  }
  return points;
}

/**
 * What the scene needs (the engine's `sceneInputs`): with declared moves and an active system, the
 * moves' outcome; otherwise, or when every option is asked for, the plan (who can reach).
 */
export function sceneInputs(world: World, options: SceneOptions): { resolve: boolean; plan: boolean } {
  const { scenario } = world;
  const usePlan = options.plan === true || scenario.moves === undefined || scenario.activeSystem === undefined;
  return { resolve: !usePlan, plan: usePlan };
}

/** The engine's `scene`: the map, units, and the routes of the outcome or plan when given (pure). */
export function buildScene(world: World, drawn: Drawn<Ti4Outcome, Ti4Plan>): Scene {
  const { scenario, galaxy } = world;
  const { at, slotAt, width, height } = layout(galaxy);
  const items: SceneItem[] = [];
  items.push({ shape: { kind: 'polygon', points: [{ x: 0, y: 0 }, { x: width, y: 0 }, { x: width, y: height }, { x: 0, y: height }] }, role: 'play-area' });

  // What to emphasise: the active system and paths (resolve or plan), or every reachable system.
  const outcomeOf = new Map<string, SceneOutcome>();
  const paths: { unit: string; path: readonly string[]; outcome: SceneOutcome }[] = [];
  if (scenario.activeSystem !== undefined) outcomeOf.set(scenario.activeSystem, 'active');
  const planned = drawn.plan ?? null;
  if (planned !== null && 'ships' in planned) {
    for (const ship of planned.ships) if (ship.cost > 0) paths.push({ unit: ship.unit, path: ship.path, outcome: 'reachable' });
  } else if (planned !== null) {
    for (const [system, units] of Object.entries(planned.reach)) {
      outcomeOf.set(system, units.length > 0 ? 'reachable' : 'unreachable');
    }
  } else if (drawn.outcome) {
    const bad = new Set(drawn.outcome.violations.map((v) => v.unit));
    for (const move of scenario.moves ?? []) paths.push({ unit: move.unit, path: move.path, outcome: bad.has(move.unit) ? 'illegal' : 'clean' });
  }

  for (const slot of galaxy.slots) {
    if (slot.kind !== 'hyperlane') continue;
    const c = slotAt.get(slot.index)!;
    const name = `${slot.tile}${slot.face}${slot.rotation}`;
    items.push({ shape: { kind: 'hex', x: c.x, y: c.y, radius: HEX_RADIUS, flatTop: true }, role: 'hex', id: `hyperlane-${slot.index}`, title: `hyperlane ${name} (not a system)` });
    slot.lanes.forEach((lane, i) => {
      items.push({ shape: { kind: 'polyline', points: lanePoints(c, lane) }, role: 'hyperlane', id: `hyperlane-${slot.index}-${i}`, title: `lane ${lane[0]}-${lane[1]} of ${name}` });
    });
  }
  for (const node of galaxy.nodes) {
    const c = at.get(node.id)!;
    const outcome = outcomeOf.get(node.id);
    const planetNames = node.data.planets.map((p) => p.name).join(', ');
    items.push({
      shape: { kind: 'hex', x: c.x, y: c.y, radius: HEX_RADIUS, flatTop: true },
      role: 'hex',
      id: node.id,
      ...(outcome ? { outcome, highlight: outcome === 'active' } : {}),
      title: `system ${node.id}${planetNames ? ` (${planetNames})` : ''}${node.data.offMap ? ', off the map' : ''}`,
    });
    for (const anomaly of node.data.anomalies) {
      items.push({ shape: { kind: 'hex', x: c.x, y: c.y, radius: HEX_RADIUS * 0.85, flatTop: true }, role: 'anomaly', id: `${node.id}-${anomaly}`, title: anomaly });
    }
    node.data.planets.forEach((planet, i) => {
      const angle = ((i * 120 + 200) * Math.PI) / 180;
      items.push({ shape: { kind: 'circle', x: c.x + 22 * Math.sin(angle), y: c.y + 22 * Math.cos(angle), radius: 7 }, role: 'planet', id: `${node.id}-${planet.name}`, title: planet.name });
    });
    const wormholes = node.tile === 82 && scenario.nexus === 'active' ? node.data.activeWormholes ?? [] : node.data.wormholes;
    const tokens = scenario.wormholeTokens.filter((t) => t.system === node.id).map((t) => t.wormhole);
    [...wormholes, ...tokens].forEach((w, i) => {
      const x = c.x - 25 + i * 14;
      const y = c.y - 22;
      items.push({ shape: { kind: 'circle', x, y, radius: 6 }, role: 'wormhole', id: `${node.id}-wormhole-${i}`, title: `${w} wormhole` });
      items.push({ shape: { kind: 'text', x, y: y - 2, text: w[0]!.toUpperCase(), size: 7 }, role: 'label' });
    });
    items.push({ shape: { kind: 'text', x: c.x, y: c.y + 30, text: node.id, size: 14 }, role: 'label', id: `${node.id}-label` });
  }
  // Units: small discs around the centre of their system, in input order.
  const perSystem = new Map<string, number>();
  for (const unit of scenario.units) {
    const c = at.get(unit.system);
    if (!c) continue;
    const k = perSystem.get(unit.system) ?? 0;
    perSystem.set(unit.system, k + 1);
    const angle = (k * 40 * Math.PI) / 180;
    const r = 12 + 4 * Math.floor(k / 9);
    items.push({ shape: { kind: 'circle', x: c.x + r * Math.sin(angle), y: c.y + r * Math.cos(angle), radius: 4.5 }, role: 'unit', id: unit.id, owner: unit.player, title: `${unit.id}: ${unit.type} of ${unit.player}` });
  }
  for (const p of paths) {
    const points = p.path.map((s) => at.get(s)).filter((x): x is Placed => x !== undefined);
    if (points.length > 1) items.push({ shape: { kind: 'polyline', points }, role: 'path', id: `path-${p.unit}`, outcome: p.outcome, title: `${p.unit}: ${p.path.join(' -> ')}` });
  }
  return { game: 'ti4', bounds: { x: 0, y: 0, width, height }, items, highlightMeaning: 'highlighted' };
}
