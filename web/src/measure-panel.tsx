import type { Measurement, Result } from '../../src/index.ts';
import type { PointReading } from './measuring.ts';
import { rangeWords, sightOf } from './ruler.ts';

/**
 * The ruler's side panel: the live reading while a ruler is dragged, the library's whole `measure`
 * answer once it ends on a piece (range or distance band, closest points, which arcs or hull zones
 * contain the target, at what range, obstructed or not, and the rule-cited trace), and the same
 * from the keyboard: two pieces picked from lists.
 */
export interface MeasurePanelProps {
  readonly id?: string;
  readonly pieces: readonly string[];
  readonly from: string | null;
  readonly to: string | null;
  readonly reading: PointReading | null;
  readonly measured: Result<Measurement> | null;
  /** The band of the whole-base distance, in words. */
  readonly band: string | null;
  /** The table is measured as drawn: after this ship's move. */
  readonly afterMove: string | null;
  /** Why nothing can be measured now (a piece set aside), if so. */
  readonly unavailable: string | null;
  readonly onMeasure: (from: string, to: string | null) => void;
  readonly onClear: () => void;
}

const mm = (n: number): string => `${(Math.round(n * 10) / 10).toString()} mm`;
const at = (p: { x: number; y: number }): string => `(${Math.round(p.x)}, ${Math.round(p.y)})`;

export function MeasurePanel(props: MeasurePanelProps) {
  const { pieces, from, to, reading, measured } = props;
  const chosenFrom = from ?? pieces[0] ?? '';
  const chosenTo = to ?? pieces.find((p) => p !== chosenFrom) ?? '';
  return (
    <section class="measure" id={props.id} data-panel="measure" aria-labelledby="measure-heading">
      <h3 id="measure-heading">Measure</h3>
      <p class="hint">Turn on <strong>Ruler</strong> and drag from a ship or squadron: the band shows as you go; let go on another piece for range, arcs and obstruction. Or pick two pieces here.</p>
      <div class="row">
        <label class="row-field">From <select data-testid="measure-from" value={chosenFrom} onChange={(e) => props.onMeasure(e.currentTarget.value, to === e.currentTarget.value ? null : to)}>
          {pieces.map((p) => <option value={p}>{p}</option>)}
        </select></label>
        <label class="row-field">To <select data-testid="measure-to" value={chosenTo} onChange={(e) => props.onMeasure(chosenFrom, e.currentTarget.value)}>
          {pieces.filter((p) => p !== chosenFrom).map((p) => <option value={p}>{p}</option>)}
        </select></label>
        <button type="button" data-testid="measure-go" disabled={chosenFrom === '' || chosenTo === ''} onClick={() => props.onMeasure(chosenFrom, chosenTo)}>Measure</button>
        {from !== null ? <button type="button" class="quiet" data-testid="measure-clear" onClick={props.onClear}>Clear</button> : null}
      </div>
      {props.unavailable !== null ? <p class="hint error" data-testid="measure-unavailable">{props.unavailable}</p> : null}
      {props.afterMove !== null && from !== null ? <p class="hint">Measured where the board shows {props.afterMove}: after its move.</p> : null}
      {reading !== null && to === null ? (
        <p class="reading" data-testid="ruler-reading" aria-live="polite"><strong>{reading.from}</strong> to the pointer: {mm(reading.distance)}, <strong>{reading.band}</strong></p>
      ) : null}
      {measured !== null && to !== null ? (measured.ok ? <Answer m={measured.value} band={props.band ?? ''} /> : (
        <ul class="issues" data-testid="measure-issues">{measured.issues.map((i) => <li>{i.message} <code class="rule">{i.rule}</code></li>)}</ul>
      )) : null}
    </section>
  );
}

function Answer({ m, band }: { m: Measurement; band: string }) {
  return (
    <div data-testid="measure-result" aria-live="polite">
      <p class="reading"><strong>{m.from} → {m.to}</strong>: {mm(m.distance)}, <strong>{band}</strong>; closest points {at(m.closest.from)} and {at(m.closest.to)}</p>
      {m.arcs.length === 0 ? <p class="hint" data-testid="measure-arcs">In none of {m.from}'s arcs.</p> : (
        <ul class="arcs" data-testid="measure-arcs" aria-label={`${m.from}'s arcs containing ${m.to}`}>
          {m.arcs.map((a) => (
            <li><strong>{a.arc}</strong>{sightOf(a).zone === undefined ? '' : ` → ${m.to}'s ${sightOf(a).zone}`}: {rangeWords(a.range)} ({mm(a.distance)}), {a.obstructed ? <span class="obstructed">✕ obstructed by {a.obstructedBy.join(', ')}</span> : <span>clear shot</span>}{sightOf(a).sight === undefined ? '' : ' (line of sight between the targeting points)'}</li>
          ))}
        </ul>
      )}
      <details class="plan">
        <summary>Why (rules)</summary>
        <ol class="trace" data-testid="measure-trace">{m.trace.map((s) => <li><code class="rule">{s.rule}</code> {s.note}</li>)}</ol>
      </details>
    </div>
  );
}
