import { useState } from 'preact/hooks';
import type { Issue } from '../../src/index.ts';
import type { Fix, ResilientComputed } from './resilient.ts';
import { fixesOf } from './resilient.ts';

interface Violation {
  readonly unit?: string | null;
  readonly rule: string;
  readonly system?: string | null;
  readonly note: string;
}

function violationsOf(outcome: unknown): Violation[] {
  const list = (outcome as { violations?: unknown } | null)?.violations;
  return Array.isArray(list) ? (list as Violation[]) : [];
}

/** An issue with its path and rule, and each "did you mean" name as a button that applies it. */
function IssueItem({ problem, onFix }: { problem: Issue; onFix: (fix: Fix) => void }) {
  const fixes = fixesOf(problem);
  return (
    <li>
      <code class="path">{problem.path === '' ? '(scenario)' : problem.path}</code> {problem.message} <code class="rule">{problem.rule}</code>
      {fixes.length > 0 ? (
        <span class="fixes" role="group" aria-label={`fixes for ${problem.path}`}>
          {fixes.map((fix) => <button type="button" class="fix" data-testid="fix" onClick={() => onFix(fix)}>Use “{fix.value}”</button>)}
        </span>
      ) : null}
    </li>
  );
}

/** The outcome at once: what broke the rules first (violations, refusals), then the summary, then the trace step by step. */
export function OutcomePanel({ computed, onFix, id }: { computed: ResilientComputed; onFix: (fix: Fix) => void; id?: string }) {
  const { issues, trace, planText, fallback } = computed;
  const violations = violationsOf(computed.outcome);
  // The trace is listed below, so the summary stops where the engine's own "Why:" list begins.
  const outcomeText = trace.length > 0 ? computed.outcomeText.split(/\n\s*Why:/)[0]!.trimEnd() : computed.outcomeText;
  // The steps in players' words; the rule of each step on demand ("why").
  const [withRules, setWithRules] = useState(false);
  return (
    <section class="outcome" id={id} data-panel="outcome" aria-labelledby="outcome-heading">
      <h3 id="outcome-heading">Outcome</h3>
      {violations.length > 0 ? (
        <ul class="issues violations" data-testid="violations" aria-label="rules broken">
          {violations.map((v) => (
            <li><span aria-hidden="true">✕ </span>{v.system !== null && v.system !== undefined ? <code class="path">system {v.system}</code> : null} {v.unit !== null && v.unit !== undefined ? <code>{v.unit}</code> : null} {v.note} <code class="rule">{v.rule}</code></li>
          ))}
        </ul>
      ) : null}
      {issues.length > 0 ? (
        <ul class="issues" data-testid="issues">
          {issues.map((problem) => <IssueItem problem={problem} onFix={onFix} />)}
        </ul>
      ) : null}
      {computed.broken.length > 0 ? <p class="hint">Set aside until fixed: {computed.broken.map((b) => b.id).join(', ')} (drawn plainly, marked ✕). The rest is worked out as usual.</p> : null}
      {fallback ? <p class="hint">Drawn plainly: the engine could not draw this scenario.</p> : null}
      {outcomeText !== '' ? <pre class="summary" data-testid="outcome">{outcomeText}</pre> : null}
      {trace.length > 0 ? (
        <>
          <button type="button" class="link" data-testid="trace-why" aria-pressed={withRules} onClick={() => setWithRules(!withRules)}>{withRules ? 'hide the rules' : 'why: the rule of each step'}</button>
          <ol class={`trace${withRules ? ' with-rules' : ''}`} data-testid="trace">
            {trace.map((step) => <li><span class="note">{step.note}</span> <code class="rule">{step.rule}</code></li>)}
          </ol>
        </>
      ) : issues.length === 0 && outcomeText === '' ? <p class="hint">No move set: pick one in Move, or turn on “Show all options” and click one on the table.</p> : null}
      {planText !== '' ? (
        <details class="plan" open={computed.outcome === null}>
          <summary>All options</summary>
          <pre data-testid="plan">{planText}</pre>
        </details>
      ) : null}
    </section>
  );
}
