import type { Issue, Result } from '../../core/issue.ts';
import { fail, ok } from '../../core/issue.ts';
import type { TraceStep } from '../../core/trace.ts';
import { quote } from '../../core/quote.ts';
import type { HyperlaneFace, Lane } from '../catalog/hyperlanes.ts';
import { isHyperlaneTile, rotatedLanes } from '../catalog/hyperlanes.ts';
import { MECATOL_REX, systemTile } from '../catalog/tiles.ts';
import { TWO_FACED_TILES } from '../catalog/thunders-edge.ts';

/**
 * The community map string (ti4.map.string): whitespace- or comma-separated tokens, each an
 * optional minus sign, a tile number, an optional side letter A/B and an optional clockwise
 * rotation digit 0-5. Mecatol Rex is implied at index 0 unless a first `{token}` replaces it.
 * Token i (from 1) fills map index i; `-1` is an empty slot; `0` (a generator's home placeholder)
 * is an empty slot with a warning.
 */

export type Slot =
  | { readonly kind: 'empty'; readonly index: number }
  | { readonly kind: 'system'; readonly index: number; readonly tile: number; readonly face?: 'a' | 'b' }
  | {
      readonly kind: 'hyperlane';
      readonly index: number;
      readonly tile: number;
      readonly face: HyperlaneFace;
      readonly rotation: number;
      /** Lanes after rotation (ti4.adj.rotation). */
      readonly lanes: readonly Lane[];
    };

export interface ParsedMap {
  /** One slot per map index, 0 (the centre) first. */
  readonly slots: readonly Slot[];
  readonly warnings: readonly TraceStep[];
}

const TOKEN = /^(-?\d+)([AaBb])?([0-9])?$/;

function slotFromToken(text: string, index: number, tokenNumber: number, warnings: TraceStep[], issues: Issue[]): Slot {
  const where = index === 0 ? 'the centre token' : `token ${tokenNumber}`;
  const match = TOKEN.exec(text);
  if (!match) {
    issues.push({
      path: 'map',
      rule: 'ti4.map.string',
      message: `${where} ${quote(text)} (map index ${index}) is not a tile token: expected a tile number, an optional side letter A/B and an optional rotation digit 0-5`,
      received: text,
    });
    return { kind: 'empty', index };
  }
  const tile = Number(match[1]);
  const letter = match[2]?.toUpperCase() as HyperlaneFace | undefined;
  const digit = match[3] === undefined ? undefined : Number(match[3]);
  if (tile === -1) return { kind: 'empty', index };
  if (tile === 0) {
    warnings.push({ rule: 'ti4.map.string', note: `${where} "0" (map index ${index}) is a generator's home-system placeholder: treated as an empty slot.` });
    return { kind: 'empty', index };
  }
  if (digit !== undefined && digit > 5) {
    issues.push({ path: 'map', rule: 'ti4.map.string', message: `${where} ${quote(text)} (map index ${index}) has rotation ${digit}; rotations are 0-5`, received: text });
    return { kind: 'empty', index };
  }
  if (isHyperlaneTile(tile)) {
    if (letter === undefined) {
      warnings.push({ rule: 'ti4.map.string', note: `${where} ${quote(text)} (map index ${index}) names a hyperlane tile without a side letter: side A assumed.` });
    }
    const face = letter ?? 'A';
    const rotation = digit ?? 0;
    return { kind: 'hyperlane', index, tile, face, rotation, lanes: rotatedLanes(tile, face, rotation) };
  }
  if (TWO_FACED_TILES.includes(tile)) {
    // Thunder's Edge 96 is printed on both faces (96a, 96b): the token names the face.
    if (letter === undefined) {
      issues.push({ path: 'map', rule: 'ti4.map.string', message: `${where} ${quote(text)} (map index ${index}): tile ${tile} has two faces; write ${tile}a or ${tile}b`, received: text });
      return { kind: 'empty', index };
    }
    return { kind: 'system', index, tile, face: letter === 'A' ? 'a' : 'b' };
  }
  if (tile < 0 || systemTile(tile) === undefined) {
    issues.push({ path: 'map', rule: 'ti4.map.string', message: `${where} ${quote(text)} (map index ${index}) is not a known tile: system tiles are 1-82 (base, Prophecy of Kings) and 92-118 (Thunder's Edge; 96a, 96b), hyperlanes 83-91 and 119-124, -1 for an empty slot`, received: text });
    return { kind: 'empty', index };
  }
  return { kind: 'system', index, tile };
}

export function parseMapString(map: string): Result<ParsedMap> {
  const issues: Issue[] = [];
  const warnings: TraceStep[] = [];
  const tokens = map.split(/[\s,]+/).filter((t) => t !== '');
  const slots: Slot[] = [];
  let centre: Slot = { kind: 'system', index: 0, tile: MECATOL_REX };
  let first = 0;
  const head = tokens[0];
  if (head !== undefined && head.startsWith('{')) {
    if (!head.endsWith('}') || head.length < 3) {
      issues.push({ path: 'map', rule: 'ti4.map.string', message: `the centre token ${quote(head)} must be a tile token in braces, e.g. {18} or {-1}`, received: head });
    } else {
      centre = slotFromToken(head.slice(1, -1), 0, 0, warnings, issues);
    }
    first = 1;
  }
  slots.push(centre);
  for (let i = first; i < tokens.length; i++) {
    const tokenNumber = i - first + 1;
    const text = tokens[i]!;
    if (text.includes('{') || text.includes('}')) {
      issues.push({ path: 'map', rule: 'ti4.map.string', message: `token ${tokenNumber} ${quote(text)}: only the first token may be a {centre}`, received: text });
      slots.push({ kind: 'empty', index: tokenNumber });
      continue;
    }
    slots.push(slotFromToken(text, tokenNumber, tokenNumber, warnings, issues));
  }
  // Systems are named by tile number, so a system tile may appear once (hyperlanes may repeat).
  const seen = new Map<number, number>();
  const faces = new Map<number, Set<string>>();
  for (const slot of slots) {
    if (slot.kind === 'system') {
      const earlier = seen.get(slot.tile);
      if (earlier !== undefined) {
        issues.push({
          path: 'map',
          rule: 'ti4.map.string',
          message: `token ${slot.index} repeats tile ${slot.tile} (already at map index ${earlier}); systems are named by tile number, so each system tile appears once`,
          received: String(slot.tile),
        });
      } else seen.set(slot.tile, slot.index);
    } else if (slot.kind === 'hyperlane') {
      const set = faces.get(slot.tile) ?? new Set<string>();
      set.add(`${slot.face}@${slot.index}`);
      faces.set(slot.tile, set);
    }
  }
  for (const [tile, set] of faces) {
    if (set.size > 1) {
      warnings.push({ rule: 'ti4.adj.hyperlane-tile-sides', note: `hyperlane tile ${tile} is placed ${set.size} times; one physical tile shows one face, so this is a digital or community layout.` });
    }
  }
  return issues.length > 0 ? fail(issues) : ok({ slots, warnings });
}
