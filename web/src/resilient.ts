import type { Issue } from '../../src/index.ts';
import type { Scene, SceneItem } from '../../src/render/scene.ts';
import { sceneToSvg } from '../../src/render/index.ts';
import type { Computed } from './compute.ts';
import { compute } from './compute.ts';
import { fallbackScene } from './fallback-scene.ts';

/**
 * Editing that survives a bad piece: when the scenario is refused only because of some pieces
 * (an unknown ship type, a bad pose), those pieces are set aside, the rest is computed and drawn
 * with its real shapes, and the bad pieces are drawn plainly, marked illegal, with their problem
 * and the catalog's "did you mean" names as one-click fixes. Pure, like `compute`.
 */
export interface BrokenPiece {
  readonly id: string;
  /** The list and index of the piece in the scenario (`ships[2]`). */
  readonly at: string;
  readonly issues: readonly Issue[];
}

export interface Fix {
  /** The JSON path to set (`ships[2].type`). */
  readonly path: string;
  readonly value: string;
}

export interface ResilientComputed extends Computed {
  readonly broken: readonly BrokenPiece[];
}

const PIECE = /^(ships|squadrons|obstacles|units)\[(\d+)\]/;

type Loose = Record<string, unknown>;

/** The names a catalog suggests in an issue's message (`did you mean "A", "B"?`). */
export function suggestions(issue: Issue): string[] {
  const match = /did you mean (.*)$/i.exec(issue.message);
  if (match === null) return [];
  return [...match[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** The one-click fixes for an issue: each suggested name set at the issue's path. */
export function fixesOf(issue: Issue): Fix[] {
  return suggestions(issue).map((value) => ({ path: issue.path, value }));
}

/** Sets a value at a JSON path like `ships[2].type` (a copy; the input is unchanged). */
export function setAtPath(doc: Loose, path: string, value: unknown): Loose {
  const next = structuredClone(doc);
  const keys = [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
  let node: unknown = next;
  for (let k = 0; k < keys.length - 1; k += 1) {
    node = (node as Record<string | number, unknown> | null)?.[keys[k]!];
    if (typeof node !== 'object' || node === null) return doc;
  }
  (node as Record<string | number, unknown>)[keys[keys.length - 1]!] = value;
  return next;
}

/** A problem in a few words for the board: "unknown ship type", "bad heading". */
export function shortProblem(issue: Issue | undefined): string {
  if (issue === undefined) return 'cannot be read';
  const head = issue.message.split(/[;:]/)[0]!.replace(/\s*"[^"]*"\s*/g, ' ').trim();
  return head.length > 28 ? `${head.slice(0, 27)}…` : head;
}

function centreOf(item: SceneItem): { x: number; y: number } | null {
  const shape = item.shape;
  if (shape.kind === 'rect' || shape.kind === 'circle') return { x: shape.x, y: shape.y };
  if (shape.kind === 'polygon' && shape.points.length > 0) {
    return { x: shape.points.reduce((t, p) => t + p.x, 0) / shape.points.length, y: shape.points.reduce((t, p) => t + p.y, 0) / shape.points.length };
  }
  return null;
}

export function computeResilient(document: unknown, showAll: boolean): ResilientComputed {
  const first = compute(document, showAll);
  if (!first.fallback || typeof document !== 'object' || document === null) return { ...first, broken: [] };
  const doc = document as Loose;
  const byPiece = new Map<string, Issue[]>();
  for (const issue of first.issues) {
    const match = PIECE.exec(issue.path);
    if (match === null) return { ...first, broken: [] }; // a problem beyond single pieces: nothing to set aside
    const at = match[0];
    byPiece.set(at, [...(byPiece.get(at) ?? []), issue]);
  }
  if (byPiece.size === 0) return { ...first, broken: [] };
  const broken: BrokenPiece[] = [];
  const rest: Loose = { ...doc };
  const aside: Loose = { game: doc.game, playArea: doc.playArea };
  for (const list of ['ships', 'squadrons', 'obstacles', 'units']) {
    const items = Array.isArray(doc[list]) ? (doc[list] as unknown[]) : [];
    const keep: unknown[] = [];
    const drop: unknown[] = [];
    items.forEach((item, index) => {
      const issues = byPiece.get(`${list}[${index}]`);
      if (issues === undefined) {
        keep.push(item);
        return;
      }
      drop.push(item);
      const id = typeof (item as Loose | null)?.id === 'string' ? String((item as Loose).id) : `${list}[${index}]`;
      broken.push({ id, at: `${list}[${index}]`, issues });
    });
    if (Array.isArray(doc[list])) {
      rest[list] = keep;
      aside[list] = drop;
    }
  }
  const gone = new Set(broken.map((b) => b.id));
  // A move of a piece set aside goes with it.
  if (gone.has(String((doc.maneuver as Loose | undefined)?.ship))) delete rest.maneuver;
  if (gone.has(String((doc.action as Loose | undefined)?.ship))) delete rest.action;
  if (Array.isArray(doc.moves)) rest.moves = (doc.moves as Loose[]).filter((m) => !gone.has(String(m.unit)));
  const second = compute(rest, showAll);
  if (second.fallback) return { ...first, broken: [] };
  const marked: SceneItem[] = [];
  for (const item of fallbackScene(aside).items) {
    if (item.role === 'play-area') continue;
    const piece = broken.find((b) => b.id === item.id);
    if (piece === undefined || item.role === 'ship-front') {
      marked.push(item);
      continue;
    }
    marked.push({ ...item, outcome: 'illegal', title: `${piece.id}: ${piece.issues.map((i) => i.message).join('; ')}`, label: `${piece.id}: ${piece.issues[0]?.message ?? 'cannot be read'}` });
    // The error on the piece itself, in a few words (the whole message is its hover text and in the outcome).
    const centre = centreOf(item);
    if (centre !== null) marked.push({ shape: { kind: 'text', x: centre.x, y: centre.y, text: `✕ ${piece.id}: ${shortProblem(piece.issues[0])}` }, role: 'label', outcome: 'illegal', title: piece.issues.map((i) => i.message).join('; ') });
  }
  marked.push(...unitsAside(doc, broken, second.scene));
  const scene: Scene = { ...second.scene, items: [...second.scene.items, ...marked] };
  return {
    ...second,
    issues: [...first.issues, ...second.issues],
    scene,
    svg: sceneToSvg(scene),
    broken,
  };
}

/**
 * TI4 units set aside (an unknown type, a bad player): each drawn as a disc at the right of its
 * system's hex (clear of the names above and the map's own unit stacks below), marked illegal (✕) with a "?" for
 * its unknown type, its problem as hover text and accessible name, and clickable like any unit. A
 * unit whose system is not on the map is only listed with its fixes.
 */
export function unitsAside(doc: Loose, broken: readonly BrokenPiece[], scene: Scene): SceneItem[] {
  const hexes = new Map<string, { x: number; y: number; radius: number }>();
  for (const item of scene.items) if (item.role === 'hex' && item.id !== undefined && item.shape.kind === 'hex') hexes.set(item.id, item.shape);
  const units = Array.isArray(doc.units) ? (doc.units as unknown[]) : [];
  const perSystem = new Map<string, number>();
  const out: SceneItem[] = [];
  for (const piece of broken) {
    const match = /^units\[(\d+)\]$/.exec(piece.at);
    if (match === null) continue;
    const unit = units[Number(match[1])] as Loose | undefined;
    const system = typeof unit?.system === 'string' ? unit.system : null;
    const hex = system === null ? undefined : hexes.get(system);
    if (hex === undefined || system === null) continue;
    const n = perSystem.get(system) ?? 0;
    perSystem.set(system, n + 1);
    const r = hex.radius * 0.2;
    const player = typeof unit?.player === 'string' ? { owner: unit.player } : {};
    const problem = piece.issues.map((i) => i.message).join('; ');
    out.push({
      shape: { kind: 'circle', x: hex.x + hex.radius * 0.68, y: hex.y - hex.radius * 0.08 - n * r * 2.3, radius: r },
      role: 'unit', id: piece.id, ...player, outcome: 'illegal', badge: '?',
      title: `${piece.id} (${typeof unit?.type === 'string' ? unit.type : 'unit'}) in ${system}, set aside: ${problem}`,
      label: `${piece.id} in system ${system}, set aside: ${shortProblem(piece.issues[0])}`,
    });
  }
  return out;
}
