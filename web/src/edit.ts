/**
 * Pure edits of a scenario document (plain JSON): each returns a new document and leaves its
 * input unchanged. The page never mutates a scenario in place, so undo is a list of documents.
 */
import { obj } from './loose.ts';

export type Doc = Record<string, unknown>;
type Loose = Record<string, unknown>;

export type ObjectKind = 'ship' | 'squadron' | 'obstacle' | 'unit';

export interface Found {
  readonly kind: ObjectKind;
  readonly value: Loose;
}

const LISTS: readonly (readonly [string, ObjectKind])[] = [['ships', 'ship'], ['squadrons', 'squadron'], ['obstacles', 'obstacle'], ['units', 'unit']];

function copy(doc: Doc): Doc {
  return structuredClone(doc);
}

function list(doc: Doc, key: string): Loose[] {
  const value = doc[key];
  return Array.isArray(value) ? (value as Loose[]) : [];
}

export function normaliseHeading(degrees: number): number {
  const h = ((degrees % 360) + 360) % 360;
  return Math.round(h * 1000) / 1000 === 360 ? 0 : Math.round(h * 1000) / 1000;
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** Every id that can be selected, in the order Tab visits them. */
export function objectIds(doc: Doc): string[] {
  const ids: string[] = [];
  for (const [key, kind] of LISTS) {
    if (kind === 'unit') continue;
    for (const item of list(doc, key)) if (typeof item.id === 'string') ids.push(item.id);
  }
  return ids;
}

export function findObject(doc: Doc, id: string): Found | null {
  for (const [key, kind] of LISTS) {
    const found = list(doc, key).find((item) => item.id === id);
    if (found !== undefined) return { kind, value: found };
  }
  return null;
}

/** The JSON path of a piece in the scenario (`ships[2]`), or null when there is none with that id. */
export function pathOf(doc: Doc, id: string): string | null {
  for (const [key] of LISTS) {
    const index = list(doc, key).findIndex((item) => item.id === id);
    if (index >= 0) return `${key}[${index}]`;
  }
  return null;
}

/** Where an object is: its pose or position, or the centroid of its polygon. */
export function objectCentre(found: Found): { x: number; y: number } | null {
  const v = found.value;
  const at = (v.pose ?? v.position) as Loose | undefined;
  if (at !== undefined && typeof at.x === 'number' && typeof at.y === 'number') return { x: at.x, y: at.y };
  if (Array.isArray(v.polygon) && v.polygon.length > 0) {
    const points = v.polygon as number[][];
    return { x: points.reduce((s, p) => s + (p[0] ?? 0), 0) / points.length, y: points.reduce((s, p) => s + (p[1] ?? 0), 0) / points.length };
  }
  return null;
}

function edit(doc: Doc, id: string, change: (value: Loose) => void): Doc {
  const next = copy(doc);
  const found = findObject(next, id);
  if (found !== null) change(found.value);
  return next;
}

/** Moves a ship, squadron or obstacle by (dx, dy) mm. */
export function moveObject(doc: Doc, id: string, dx: number, dy: number): Doc {
  return edit(doc, id, (v) => {
    const at = (v.pose ?? v.position) as Loose | undefined;
    if (at !== undefined && typeof at.x === 'number' && typeof at.y === 'number') {
      at.x = round(at.x + dx);
      at.y = round(at.y + dy);
    } else if (Array.isArray(v.polygon)) {
      v.polygon = (v.polygon as number[][]).map(([x = 0, y = 0]) => [round(x + dx), round(y + dy)]);
    }
  });
}

/** Turns a ship or obstacle by `degrees` clockwise (a polygon turns about its centroid). */
export function rotateObject(doc: Doc, id: string, degrees: number): Doc {
  return edit(doc, id, (v) => {
    const pose = v.pose as Loose | undefined;
    if (pose !== undefined && typeof pose.heading === 'number') {
      pose.heading = normaliseHeading(pose.heading + degrees);
    } else if (Array.isArray(v.polygon)) {
      const centre = objectCentre({ kind: 'obstacle', value: v })!;
      const radians = (-degrees * Math.PI) / 180;
      const cos = Math.cos(radians);
      const sin = Math.sin(radians);
      v.polygon = (v.polygon as number[][]).map(([x = 0, y = 0]) => {
        const dx = x - centre.x;
        const dy = y - centre.y;
        return [round(centre.x + dx * cos - dy * sin), round(centre.y + dx * sin + dy * cos)];
      });
    }
  });
}

/** Sets one field of an object (pose fields go through `setPose`). */
export function setField(doc: Doc, id: string, field: string, value: unknown): Doc {
  return edit(doc, id, (v) => {
    if (value === undefined || value === '') delete v[field];
    else v[field] = value;
  });
}

export function setPose(doc: Doc, id: string, field: 'x' | 'y' | 'heading', value: number): Doc {
  if (!Number.isFinite(value)) return doc;
  return edit(doc, id, (v) => {
    const at = (v.pose ?? v.position) as Loose | undefined;
    if (at === undefined) return;
    if (field === 'heading') {
      if ('heading' in at) at.heading = normaliseHeading(value);
    } else at[field] = value;
  });
}

export function removeObject(doc: Doc, id: string): Doc {
  const next = copy(doc);
  for (const [key] of LISTS) if (Array.isArray(next[key])) next[key] = list(next, key).filter((item) => item.id !== id);
  const maneuver = next.maneuver as Loose | undefined;
  if (maneuver?.ship === id) delete next.maneuver;
  const action = next.action as Loose | undefined;
  if (action?.ship === id) delete next.action;
  if (Array.isArray(next.moves)) {
    next.moves = (next.moves as Loose[]).filter((m) => m.unit !== id).map((m) => ({ ...m, transport: Array.isArray(m.transport) ? (m.transport as string[]).filter((t) => t !== id) : [] }));
  }
  return next;
}

/** A fresh id: `prefix` followed by the first free number. */
export function freshId(doc: Doc, prefix: string): string {
  const taken = new Set<string>();
  for (const [key] of LISTS) for (const item of list(doc, key)) if (typeof item.id === 'string') taken.add(item.id);
  for (let k = 1; ; k += 1) if (!taken.has(`${prefix}${k}`)) return `${prefix}${k}`;
}

/** Appends an object to one of the scenario's lists. */
export function addTo(doc: Doc, key: 'ships' | 'squadrons' | 'obstacles' | 'units', item: Loose): Doc {
  const next = copy(doc);
  next[key] = [...list(next, key), item];
  return next;
}

/** Sets (or with `undefined` removes) a top-level field. */
export function setTop(doc: Doc, key: string, value: unknown): Doc {
  const next = copy(doc);
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * TI4: edits a unit's declared path by a click on a system (ti4.move.path), the way a player moves
 * a ship across the map: a new system extends the route; the route's last system steps back one
 * system; the unit's own system starts over (the move is dropped).
 */
export function extendPath(doc: Doc, unitId: string, system: string): Doc {
  const unit = list(doc, 'units').find((u) => u.id === unitId);
  if (unit === undefined) return doc;
  const from = String(unit.system);
  const moves = Array.isArray(doc.moves) ? (doc.moves as Loose[]).map((m) => ({ ...m })) : [];
  const existing = moves.find((m) => m.unit === unitId);
  if (system === from) {
    const rest = moves.filter((m) => m.unit !== unitId);
    return setTop(doc, 'moves', rest.length === 0 ? undefined : rest);
  }
  if (existing === undefined) {
    moves.push({ unit: unitId, path: [from, system], transport: [] });
    return setTop(doc, 'moves', moves);
  }
  const path = [...((existing.path as string[] | undefined) ?? [from])];
  if (path[path.length - 1] === system) path.pop();
  else path.push(system);
  if (path.length <= 1) {
    const rest = moves.filter((m) => m.unit !== unitId);
    return setTop(doc, 'moves', rest.length === 0 ? undefined : rest);
  }
  existing.path = path;
  return setTop(doc, 'moves', moves);
}

/**
 * TI4: a new active system. Declared moves that no longer end there are dropped (they would
 * only be flagged as not reaching the active system, ti4.move.path); returns how many.
 */
export function setActiveSystem(doc: Doc, system: string | undefined): { doc: Doc; dropped: number } {
  let next = setTop(doc, 'activeSystem', system);
  const moves = Array.isArray(doc.moves) ? (doc.moves as Loose[]) : [];
  const kept = moves.filter((m) => {
    const path = Array.isArray(m.path) ? (m.path as unknown[]) : [];
    return system !== undefined && path[path.length - 1] === system;
  });
  if (kept.length !== moves.length) next = setTop(next, 'moves', kept.length === 0 ? undefined : kept);
  return { doc: next, dropped: moves.length - kept.length };
}

/** Applies an option's fields (from a ghost's `pick`): each top-level key set, `undefined` removes it. */
export function applyPick(doc: Doc, pick: Readonly<Record<string, unknown>>): Doc {
  let next = doc;
  for (const [key, value] of Object.entries(pick)) next = setTop(next, key, value);
  // JSON drops undefined: a key the option clears arrives as null.
  for (const [key, value] of Object.entries(pick)) if (value === null) next = setTop(next, key, undefined);
  return next;
}

/**
 * The piece an Armada card's placement places (armada.effects.placement): its id, on the table or
 * set aside. Here rather than with the Armada controls, as the board's drag reads it on every page.
 */
export function placedId(placement: Record<string, unknown> | undefined): string | null {
  if (placement === undefined) return null;
  for (const key of ['squadron', 'ship']) {
    const piece = placement[key];
    if (typeof piece === 'string') return piece;
    const id = obj(piece)?.id;
    if (typeof id === 'string') return id;
  }
  return null;
}
