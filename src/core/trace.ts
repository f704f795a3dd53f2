/** One step of an outcome's explanation: the rule id it applies and one plain sentence (CONVENTIONS section 5). */
export interface TraceStep {
  readonly rule: string;
  readonly note: string;
}

export function step(rule: string, note: string): TraceStep {
  return { rule, note };
}
