import type { Issue, Result } from '../../src/core/issue.ts';
import { plan, resolve } from '../../src/engines.ts';
import type { ArmadaOutcome } from '../../src/armada/outcome.ts';
import type { ArmadaPlan, SquadronMoveOutcome, SquadronReach } from '../../src/armada/outcome.ts';

export interface ShipSpec {
  id: string;
  type: string;
  pose: { x: number; y: number; heading: number };
  speed?: number;
  owner?: string;
}

export function ship(id: string, type: string, x: number, y: number, heading = 0, speed?: number): ShipSpec {
  return speed === undefined ? { id, type, pose: { x, y, heading } } : { id, type, pose: { x, y, heading }, speed };
}

export const CR90 = 'CR90 Corvette A';
export const GR75 = 'GR-75 Medium Transports';
export const VSD = 'Victory II-class Star Destroyer';
export const MC75 = 'MC75 Ordnance Cruiser';
export const EXECUTOR = 'Executor I-class Star Dreadnought';

export function scenario(ships: ShipSpec[], maneuver: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { game: 'armada', ships, maneuver, ...extra };
}

export function outcomeOf(document: unknown): ArmadaOutcome {
  const result = resolve(document) as Result<ArmadaOutcome>;
  if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.issues)}`);
  return result.value;
}

export function issuesOf(document: unknown): readonly Issue[] {
  const result = resolve(document);
  if (result.ok) throw new Error('expected a rejection');
  return result.issues;
}

export function planOf(document: unknown): ArmadaPlan {
  const result = plan(document) as Result<ArmadaPlan>;
  if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.issues)}`);
  return result.value;
}

export function near(actual: number, expected: number, within = 0.005): boolean {
  return Math.abs(actual - expected) <= within;
}

/** resolve of a squadron move (armada.squadron.move); throws on anything else. */
export function moved(document: unknown): SquadronMoveOutcome {
  const r = resolve(document);
  if (!r.ok || r.value.game !== 'armada' || r.value.kind !== 'squadron-move') throw new Error(JSON.stringify(r));
  return r.value;
}

/** plan of a squadron move: where it can end; throws on anything else. */
export function reachOf(document: unknown): SquadronReach {
  const r = plan(document);
  if (!r.ok || r.value.game !== 'armada' || r.value.kind !== 'squadron-reach') throw new Error(JSON.stringify(r));
  return r.value;
}
