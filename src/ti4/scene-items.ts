/**
 * The pieces of a TI4 drawing that make it read like the game (src/render/scene.ts): a system's
 * name and planets, its anomaly and wormholes labelled, units stacked by player and type with a
 * type letter and a count, and a mark at each system where a rule was broken. Plain data in,
 * scene items out; the scene builder (`scene.ts`) places them.
 */
import type { Point } from '../geometry/shapes.ts';
import type { SceneItem, SceneOutcome } from '../render/scene.ts';
import type { Anomaly, SystemTile, Wormhole } from './catalog/tiles.ts';
import type { UnitKind } from './catalog/units.ts';
import { unitStats } from './catalog/units.ts';

/** A short type mark per unit kind, as players abbreviate them (the badge on a unit stack). */
export const UNIT_LETTERS: Readonly<Record<UnitKind, string>> = {
  carrier: 'Cv',
  cruiser: 'Cr',
  destroyer: 'Ds',
  dreadnought: 'Dn',
  fighter: 'F',
  'war-sun': 'WS',
  flagship: 'Fs',
  infantry: 'In',
  mech: 'Me',
  pds: 'P',
  'space-dock': 'SD',
};

const ANOMALY_NAMES: Readonly<Record<Anomaly, string>> = {
  'asteroid-field': 'Asteroid field',
  nebula: 'Nebula',
  supernova: 'Supernova',
  'gravity-rift': 'Gravity rift',
  'entropic-scar': 'Entropic scar',
};

const WORMHOLE_LETTERS: Readonly<Record<Wormhole, string>> = { alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε' };

/** The kind of a unit type id (a faction unit counts as its generic kind), or null when unknown. */
export function unitKind(type: string): UnitKind | null {
  return unitStats(type)?.kind ?? null;
}

/** The name a player would call a system by: Mecatol Rex, a home system, its planets, or its anomaly. */
export function systemName(id: string, data: SystemTile): string {
  if (data.homeOf !== undefined) return `${data.homeOf} home`;
  if (data.planets.length > 0) return data.planets.map((p) => p.name).join(', ');
  if (data.anomalies.length > 0) return data.anomalies.map((a) => ANOMALY_NAMES[a]).join(', ');
  if (data.wormholes.length > 0) return `${data.wormholes.join(' and ')} wormhole`;
  return `empty system ${id}`;
}

/**
 * Everything printed on one system tile, in a flat-topped hex of `radius` centred at `c`: the tile
 * number at the top, planets (disc and name) in the upper half, the anomaly named and outlined,
 * wormholes as lettered discs. The lower half is left for units.
 */
export function systemTileItems(id: string, data: SystemTile, c: Point, radius: number, wormholes: readonly Wormhole[]): SceneItem[] {
  const items: SceneItem[] = [];
  const k = radius / 50;
  items.push({ shape: { kind: 'text', x: c.x, y: c.y + 35 * k, text: id, size: 9 * k }, role: 'label', id: `${id}-label`, title: systemName(id, data) });
  for (const anomaly of data.anomalies) {
    items.push({ shape: { kind: 'hex', x: c.x, y: c.y, radius: radius * 0.86, flatTop: true }, role: 'anomaly', id: `${id}-${anomaly}`, title: `${ANOMALY_NAMES[anomaly]} (anomaly)` });
  }
  const planets = data.planets;
  // Planet rows from the top: a disc at the left, the name beside it.
  const rowHeight = planets.length > 2 ? 10 * k : 12 * k;
  planets.forEach((planet, i) => {
    const y = c.y + (21 - i * (rowHeight / k)) * k;
    const x = c.x - 30 * k;
    items.push({ shape: { kind: 'circle', x, y, radius: 4.5 * k }, role: 'planet', id: `${id}-${planet.name}`, title: `${planet.name} (${planet.resources} resources, ${planet.influence} influence${planet.legendary === true ? ', legendary' : ''})` });
    items.push({ shape: { kind: 'text', x: x + 7 * k, y, text: planet.name, size: 7 * k, anchor: 'start' }, role: 'label', title: planet.name });
  });
  if (data.anomalies.length > 0) {
    const y = planets.length > 0 ? c.y + (21 - planets.length * (rowHeight / k)) * k : c.y + 14 * k;
    items.push({ shape: { kind: 'text', x: c.x, y, text: data.anomalies.map((a) => ANOMALY_NAMES[a]).join(' + '), size: 7.5 * k }, role: 'label', title: 'anomaly' });
  }
  wormholes.forEach((w, i) => {
    const x = c.x + (26 - i * 14) * k;
    const y = c.y + 33 * k;
    items.push({ shape: { kind: 'circle', x, y, radius: 6.5 * k }, role: 'wormhole', id: `${id}-wormhole-${w}-${i}`, title: `${w} wormhole`, badge: WORMHOLE_LETTERS[w] });
  });
  if (planets.length === 0 && data.anomalies.length === 0 && wormholes.length === 0 && data.homeOf === undefined) {
    items.push({ shape: { kind: 'text', x: c.x, y: c.y + 14 * k, text: 'empty', size: 7 * k }, role: 'label', title: `empty system ${id}` });
  }
  return items;
}

export interface UnitOnMap {
  readonly id: string;
  readonly player: string;
  readonly type: string;
  readonly system: string;
}

/** What the scene knows about a unit from the outcome or plan: a mark and why. */
export interface UnitMark {
  readonly outcome: SceneOutcome;
  readonly note: string;
}

/**
 * Units stacked per system by player and type, in the lower half of the hex: one disc per stack in
 * the player's colour with the type letter and the count ("F×3"); its title names every unit.
 */
export function unitStackItems(units: readonly UnitOnMap[], at: ReadonlyMap<string, Point>, radius: number, marks: ReadonlyMap<string, UnitMark>): SceneItem[] {
  const bySystem = new Map<string, Map<string, UnitOnMap[]>>();
  for (const unit of units) {
    if (!at.has(unit.system)) continue;
    const stacks = bySystem.get(unit.system) ?? new Map<string, UnitOnMap[]>();
    bySystem.set(unit.system, stacks);
    const key = `${unit.player}\u0000${unitKind(unit.type) ?? unit.type}`;
    stacks.set(key, [...(stacks.get(key) ?? []), unit]);
  }
  const k = radius / 50;
  const items: SceneItem[] = [];
  for (const [system, stacks] of bySystem) {
    const c = at.get(system)!;
    const list = [...stacks.values()];
    const perRow = list.length > 6 ? 4 : 3;
    const r = (list.length > 6 ? 8 : 10.5) * k;
    list.forEach((stack, n) => {
      const row = Math.floor(n / perRow);
      const inRow = Math.min(perRow, list.length - row * perRow);
      const column = n % perRow;
      const x = c.x + (column - (inRow - 1) / 2) * (2 * r + 2.5 * k);
      const y = c.y - (6 * k + r) - row * (2 * r + 2 * k);
      const first = stack[0]!;
      const kind = unitKind(first.type);
      const letter = kind === null ? first.type.slice(0, 2) : UNIT_LETTERS[kind];
      const marked = stack.map((u) => marks.get(u.id)).filter((m): m is UnitMark => m !== undefined);
      const outcome = marked.find((m) => m.outcome !== 'reachable')?.outcome ?? marked[0]?.outcome;
      const name = `${stack.length === 1 ? '' : `${stack.length} `}${first.type}${stack.length === 1 ? '' : 's'} of ${first.player}`;
      const notes = marked.length === 0 ? '' : `; ${[...new Set(marked.map((m) => m.note))].join('; ')}`;
      items.push({
        shape: { kind: 'circle', x, y, radius: r },
        role: 'unit',
        id: first.id,
        owner: first.player,
        members: stack.map((u) => u.id),
        badge: stack.length === 1 ? letter : `${letter}${stack.length}`,
        ...(outcome === undefined ? {} : { outcome }),
        title: `${name} in ${system}: ${stack.map((u) => u.id).join(', ')}${notes}`,
        label: `${name} in system ${system}`,
      });
    });
  }
  return items;
}

export interface ViolationOnMap {
  readonly rule: string;
  readonly note: string;
  readonly system: string;
}

/** A mark at the top-right of each system where a rule was broken; its title is the rule and the note. */
export function violationItems(violations: readonly ViolationOnMap[], at: ReadonlyMap<string, Point>, radius: number): SceneItem[] {
  const k = radius / 50;
  const count = new Map<string, number>();
  const items: SceneItem[] = [];
  for (const v of violations) {
    const c = at.get(v.system);
    if (c === undefined) continue;
    const n = count.get(v.system) ?? 0;
    count.set(v.system, n + 1);
    items.push({
      shape: { kind: 'circle', x: c.x + (32 - n * 13) * k, y: c.y + 14 * k, radius: 7.5 * k },
      role: 'violation',
      id: `${v.system}-violation-${n}`,
      badge: '!',
      title: `${v.rule}: ${v.note}`,
      label: `rule broken in system ${v.system}: ${v.note}`,
    });
  }
  return items;
}
