import type { Computed } from './compute.ts';

/** The outcome at once: refusals (path, rule, message), the summary, and the trace step by step. */
export function OutcomePanel({ computed }: { computed: Computed }) {
  const { issues, trace, planText, fallback } = computed;
  // The trace is listed below, so the summary stops where the engine's own "Why:" list begins.
  const outcomeText = trace.length > 0 ? computed.outcomeText.split(/\n\s*Why:/)[0]!.trimEnd() : computed.outcomeText;
  return (
    <section class="outcome" aria-live="polite">
      <h3>Outcome</h3>
      {issues.length > 0 ? (
        <ul class="issues" data-testid="issues">
          {issues.map((problem) => (
            <li><code class="path">{problem.path === '' ? '(scenario)' : problem.path}</code> {problem.message} <code class="rule">{problem.rule}</code></li>
          ))}
        </ul>
      ) : null}
      {fallback ? <p class="hint">Drawn plainly: the engine could not draw this scenario.</p> : null}
      {outcomeText !== '' ? <pre class="summary" data-testid="outcome">{outcomeText}</pre> : null}
      {trace.length > 0 ? (
        <ol class="trace" data-testid="trace">
          {trace.map((step) => <li><code class="rule">{step.rule}</code> {step.note}</li>)}
        </ol>
      ) : issues.length === 0 && outcomeText === '' ? <p class="hint">No move set: pick one above.</p> : null}
      {planText !== '' ? (
        <details class="plan" open={computed.game === 'ti4'}>
          <summary>All options</summary>
          <pre data-testid="plan">{planText}</pre>
        </details>
      ) : null}
    </section>
  );
}
