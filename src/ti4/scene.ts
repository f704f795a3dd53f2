import type { Drawn } from '../engine.ts';
import type { Point } from '../geometry/shapes.ts';
import type { Scene, SceneItem, SceneOptions, SceneOutcome } from '../render/scene.ts';
import type { Lane } from './catalog/hyperlanes.ts';
import { THE_WATCHTOWER } from './catalog/thunders-edge.ts';
import type { Anomaly as Ti4Anomaly } from './catalog/tiles.ts';
import type { Galaxy } from './map/galaxy.ts';
import { hexCentre, indexToHex } from './map/hex.ts';
import type { Ti4Outcome, Ti4Plan } from './outcome.ts';
import type { UnitMark, ViolationOnMap } from './scene-items.ts';
import { systemName, systemTileItems, unitStackItems, violationItems } from './scene-items.ts';
import { thundersEdgeItems } from './scene-te.ts';
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
 * What the scene needs (the engine's `sceneInputs`): with declared moves (or a retreat's
 * destination, or a hero's moves) and an active system, their outcome; otherwise, or when every
 * option is asked for, the plan (who can reach, where a retreat can go).
 */
export function sceneInputs(world: World, options: SceneOptions): { resolve: boolean; plan: boolean } {
  const { scenario } = world;
  // Something declared to check: movement, a retreat's destination or a hero's moves.
  const heroMoves = (scenario.abilityMove?.moves.length ?? 0) > 0;
  const declared = scenario.moves !== undefined || scenario.retreat?.to !== undefined || heroMoves;
  // A hero's movement is outside the tactical action: it resolves without an active system when
  // nothing else is declared (ti4.move.ability).
  const heroOnly = heroMoves && (scenario.moves?.length ?? 0) === 0 && scenario.retreat === undefined;
  const usePlan = options.plan === true || !declared || (scenario.activeSystem === undefined && !heroOnly);
  // The threat map (ti4.move.threats) is drawn from the plan, beside a declared move's outcome.
  return { resolve: !usePlan, plan: usePlan || scenario.threats === true };
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
  const unitMarks = new Map<string, UnitMark>();
  const violations: ViolationOnMap[] = [];
  if (scenario.activeSystem !== undefined) outcomeOf.set(scenario.activeSystem, 'active');
  const planned = drawn.plan ?? null;
  if (planned !== null && 'ships' in planned) {
    for (const ship of planned.ships) {
      if (ship.cost > 0) paths.push({ unit: ship.unit, path: ship.path, outcome: 'reachable' });
      unitMarks.set(ship.unit, { outcome: 'reachable', note: `${ship.unit} can reach ${scenario.activeSystem ?? ''}: ${ship.path.join(' -> ')}` });
    }
    for (const stuck of planned.unreachable) unitMarks.set(stuck.unit, { outcome: 'unreachable', note: `${stuck.unit} cannot come (${stuck.rule}): ${stuck.reason}` });
  } else if (planned !== null && planned.abilityMove === undefined) {
    for (const [system, units] of Object.entries(planned.reach)) {
      outcomeOf.set(system, units.length > 0 ? 'reachable' : 'unreachable');
    }
  } else if (drawn.outcome) {
    const bad = new Set(drawn.outcome.violations.map((v) => v.unit));
    const systemOfUnit = new Map(scenario.units.map((u) => [u.id, u.system]));
    for (const v of drawn.outcome.violations) {
      const system = v.system ?? (v.unit === null ? undefined : systemOfUnit.get(v.unit));
      if (system !== undefined) violations.push({ rule: v.rule, note: v.note, system });
      if (v.unit !== null) unitMarks.set(v.unit, { outcome: 'illegal', note: `${v.rule}: ${v.note}` });
    }
    for (const move of scenario.moves ?? []) paths.push({ unit: move.unit, path: move.path, outcome: bad.has(move.unit) ? 'illegal' : 'clean' });
  }
  // A retreat (or Foresight): its legal destinations and why the other neighbours are not, or the
  // announced destination checked (ti4.retreat).
  const retreatPlan = planned !== null && 'ships' in planned ? planned.retreat : undefined;
  if (retreatPlan !== undefined) {
    for (const d of retreatPlan.destinations) {
      outcomeOf.set(d.system, 'reachable');
      paths.push({ unit: `${retreatPlan.player}-retreat-${d.system}`, path: [retreatPlan.from, d.system], outcome: 'reachable' });
    }
    for (const r of retreatPlan.refused) if (!outcomeOf.has(r.system)) outcomeOf.set(r.system, 'unreachable');
  }
  const retreat = drawn.outcome?.retreat;
  if (retreat !== undefined) paths.push({ unit: `${retreat.player}-retreat`, path: [retreat.from, retreat.to], outcome: retreat.legal ? 'clean' : 'illegal' });
  // A hero's movement outside the tactical action (ti4.move.ability): where its ships may go and
  // which systems it refuses, or each declared move drawn straight from the ship's system to its
  // destination (no path: the ships are placed there).
  const heroPlan = planned?.abilityMove;
  if (heroPlan !== undefined) {
    for (const system of heroPlan.destinations) if (!outcomeOf.has(system)) outcomeOf.set(system, 'reachable');
    for (const r of heroPlan.refused) if (!outcomeOf.has(r.system)) outcomeOf.set(r.system, 'unreachable');
    for (const ship of heroPlan.ships) if (!unitMarks.has(ship)) unitMarks.set(ship, { outcome: 'reachable', note: `${ship} may move with ${heroPlan.ability} to ${heroPlan.destinations.join(', ') || 'no system'}` });
  }
  if (drawn.outcome?.abilityMove !== undefined) {
    const bad = new Set(drawn.outcome.violations.map((v) => v.unit));
    const systemOfUnit = new Map(scenario.units.map((u) => [u.id, u.system]));
    for (const move of scenario.abilityMove?.moves ?? []) {
      const from = systemOfUnit.get(move.unit);
      if (from !== undefined && from !== move.to) paths.push({ unit: `${move.unit}-${drawn.outcome.abilityMove.ability}`, path: [from, move.to], outcome: bad.has(move.unit) ? 'illegal' : 'clean' });
    }
  }
  // Anomalies added by tokens or abilities are drawn with the printed ones (ti4.move.multi-anomaly).
  const addedAnomalies = new Map<string, Ti4Anomaly[]>();
  for (const token of scenario.anomalyTokens ?? []) addedAnomalies.set(token.system, [...(addedAnomalies.get(token.system) ?? []), token.anomaly]);

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
    items.push({
      shape: { kind: 'hex', x: c.x, y: c.y, radius: HEX_RADIUS, flatTop: true },
      role: 'hex',
      id: node.id,
      ...(outcome ? { outcome, highlight: outcome === 'active' } : {}),
      title: `system ${node.id}: ${systemName(node.id, node.data)}${node.data.offMap ? ', off the map' : ''}${outcome === 'active' ? ' (active system)' : ''}`,
      label: `system ${node.id}, ${systemName(node.id, node.data)}${outcome === undefined ? '' : `, ${outcome}`}`,
    });
    const wormholes = node.tile === 82 && scenario.nexus === 'active' ? node.data.activeWormholes ?? [] : node.data.wormholes;
    // ti4.tiles.anomalies: The Watchtower (117) drawn with the anomalies the scenario reads it with.
    const watchtower = node.id === String(THE_WATCHTOWER) ? scenario.thundersEdge?.watchtower : undefined;
    const printed: readonly Ti4Anomaly[] = watchtower === undefined ? node.data.anomalies : [...new Set(watchtower)];
    const added = (addedAnomalies.get(node.id) ?? []).filter((a) => !printed.includes(a));
    // ti4.move.scar: a wormhole token placed in an entropic scar is returned, so it is not drawn.
    const scar = printed.includes('entropic-scar') || added.includes('entropic-scar');
    const tokens = scar ? [] : scenario.wormholeTokens.filter((t) => t.system === node.id).map((t) => t.wormhole);
    const data = added.length === 0 && printed === node.data.anomalies ? node.data : { ...node.data, anomalies: [...printed, ...added] };
    items.push(...systemTileItems(node.id, data, c, HEX_RADIUS, [...wormholes, ...tokens]));
  }
  // Thunder's Edge: breaches and their links, the Fracture's links and tokens, Sever, epsilon links.
  items.push(...thundersEdgeItems(scenario, galaxy, at, HEX_RADIUS));
  // Units: stacks by player and type, marked with what the outcome or plan says of them.
  items.push(...unitStackItems(scenario.units, at, HEX_RADIUS, unitMarks));
  items.push(...violationItems(violations, at, HEX_RADIUS));
  items.push(...threatItems(planned, at));
  for (const p of paths) {
    const points = p.path.map((s) => at.get(s)).filter((x): x is Placed => x !== undefined);
    if (points.length > 1) {
      items.push({
        shape: { kind: 'polyline', points }, role: 'path', id: `path-${p.unit}`, outcome: p.outcome, title: `${p.unit}: ${p.path.join(' -> ')} (${p.outcome})`,
        ...(p.outcome === 'reachable' ? { pick: { moves: [{ unit: p.unit, path: p.path, transport: [] }] }, group: p.unit } : {}),
      });
    }
  }
  return { game: 'ti4', bounds: { x: 0, y: 0, width, height }, items, highlightMeaning: 'highlighted' };
}

/**
 * The threat map as an overlay (ti4.move.threats): an orange ring in each system of the planning
 * player that enemy ships can reach in their next tactical action (its title names them, the most
 * non-fighter ships and capacity one enemy can bring), a green ring in each safe one.
 */
function threatItems(planned: Ti4Plan | null, at: ReadonlyMap<string, Placed>): SceneItem[] {
  if (planned === null || planned.threats === undefined) return [];
  const items: SceneItem[] = [];
  const ring = (system: string) => {
    const c = at.get(system)!;
    return { kind: 'hex' as const, x: c.x, y: c.y, radius: HEX_RADIUS * 0.86, flatTop: true };
  };
  for (const t of planned.threats) {
    const who = t.players.map((p) => `${p.player}: ${p.ships.join(', ')}`).join('; ');
    items.push({
      shape: ring(t.system), role: 'threat', id: `threat-${t.system}`,
      title: `${t.system} threatened next round by ${who} (at most ${t.fleet} non-fighter ship(s), capacity ${t.capacity}, from one player)`,
      label: `system ${t.system}, threatened by ${t.ships.length} enemy ship(s)`,
    });
  }
  for (const system of planned.safe ?? []) {
    items.push({ shape: ring(system), role: 'threat', id: `safe-${system}`, outcome: 'clean', title: `${system}: no enemy ship can reach it next round`, label: `system ${system}, safe` });
  }
  return items;
}
