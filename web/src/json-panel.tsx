import { useEffect, useState } from 'preact/hooks';
import type { Doc } from './edit.ts';

/** Import and export the scenario as JSON: edit in place, download, open a file. */
export function JsonPanel({ doc, commit }: { doc: Doc; commit: (next: Doc) => void }) {
  const pretty = JSON.stringify(doc, null, 2);
  const [text, setText] = useState(pretty);
  const [error, setError] = useState('');
  useEffect(() => {
    setText(pretty);
    setError('');
  }, [pretty]);
  const apply = (source: string) => {
    try {
      const parsed = JSON.parse(source) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('a scenario is a JSON object');
      setError('');
      commit(parsed as Doc);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${pretty}\n`], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${String(doc.game ?? 'scenario')}-scenario.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const open = (event: Event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (file !== undefined) void file.text().then(apply);
  };
  return (
    <details class="json">
      <summary>Scenario JSON (import / export)</summary>
      <textarea rows={14} spellcheck={false} value={text} onInput={(e) => setText(e.currentTarget.value)} data-testid="json-text" aria-label="scenario JSON" />
      {error !== '' ? <p class="error" role="alert">{error}</p> : null}
      <div class="row">
        <button type="button" onClick={() => apply(text)} data-testid="json-apply">Apply</button>
        <button type="button" onClick={download}>Download .json</button>
        <label class="button">Open file… <input type="file" accept=".json,application/json" onChange={open} hidden /></label>
      </div>
    </details>
  );
}
