import type { RuleId } from '../rules.ts';

/** One step of an outcome's explanation: the rule id it applies and one plain sentence (the ids: docs/rules.md). */
export interface TraceStep {
  readonly rule: RuleId;
  readonly note: string;
}

export function step(rule: RuleId, note: string): TraceStep {
  return { rule, note };
}
