import type { Pose } from '../../src/geometry/shapes.ts';
import type { XwingScenario, XwingScenarioInput } from '../../src/schema/xwing.ts';
import { xwingScenario } from '../../src/schema/xwing.ts';
import { resolveScenario } from '../../src/xwing/resolve.ts';
import type { ActionOutcome, ManeuverOutcome } from '../../src/xwing/outcome.ts';

export interface ShipSpec {
  readonly id: string;
  readonly type?: string;
  readonly owner?: string;
  readonly pose: Pose;
  readonly stress?: number;
  readonly [extra: string]: unknown;
}

export function scenario(ships: readonly ShipSpec[], rest: Partial<XwingScenarioInput> = {}): XwingScenario {
  return xwingScenario.parse({
    game: 'xwing',
    ships: ships.map((s) => ({ type: 'T-65 X-wing', owner: 'rebels', ...s })),
    ...rest,
  });
}

export function maneuver(ships: readonly ShipSpec[], dial: string, rest: Partial<XwingScenarioInput> = {}): ManeuverOutcome {
  const result = resolveScenario(scenario(ships, { maneuver: { ship: ships[0]!.id, dial, ...(rest.maneuver ?? {}) }, ...omit(rest, 'maneuver') }));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  if (result.value.kind !== 'maneuver') throw new Error('expected a maneuver outcome');
  return result.value;
}

export function action(ships: readonly ShipSpec[], act: Omit<NonNullable<XwingScenarioInput['action']>, 'ship'>, rest: Partial<XwingScenarioInput> = {}): ActionOutcome {
  const result = resolveScenario(scenario(ships, { action: { ship: ships[0]!.id, ...act }, ...rest }));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  if (result.value.kind !== 'action') throw new Error('expected an action outcome');
  return result.value;
}

function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

export function rules(outcome: { trace: readonly { rule: string }[] }): string[] {
  return outcome.trace.map((s) => s.rule);
}
