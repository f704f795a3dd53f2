import type { Ti4ScenarioInput } from '../../src/schema/ti4.ts';
import type { ActivePlan } from '../../src/ti4/outcome.ts';
import { planScenario } from '../../src/ti4/plan.ts';
import { scenario } from './helpers.ts';

export { planActive, resolveOk, scenario, SIX } from './helpers.ts';

/** The active plan of an input, or a thrown error naming the issues. */
export function planScenarioOk(input: Omit<Ti4ScenarioInput, 'game'>): ActivePlan {
  const r = planScenario(scenario(input));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  if (!('ships' in r.value)) throw new Error('expected an active plan');
  return r.value;
}
