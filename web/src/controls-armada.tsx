import { armadaChart } from './catalogs.ts';
import type { Doc } from './edit.ts';
import { setField, setTop } from './edit.ts';
import { ids, items, numberOr, obj, str } from './loose.ts';

/** Armada: which ship moves, its speed, the yaw clicks at each joint and the side of the tool (armada.tool.side). */
export function ArmadaControls({ doc, commit }: { doc: Doc; commit: (next: Doc) => void }) {
  const ships = ids(doc.ships);
  const maneuver = obj(doc.maneuver);
  const ship = str(maneuver?.ship, '');
  const speed = numberOr(maneuver?.speed, 0);
  const yaw = Array.isArray(maneuver?.yaw) ? (maneuver.yaw as number[]) : [];
  const side = str(maneuver?.side, 'auto');
  const moverType = str(items(doc.ships).find((s) => s.id === ship)?.type);
  const chart = armadaChart(moverType);
  const limit = (joint: number): number => chart?.chart[speed - 1]?.[joint] ?? 2;
  const set = (next: Record<string, unknown>) => commit(setTop(doc, 'maneuver', { ship, speed, yaw, side, ...next }));
  const setSpeed = (value: number) => {
    const joints = Array.from({ length: value }, (_, k) => {
      const most = chart?.chart[value - 1]?.[k] ?? 2;
      return Math.max(-most, Math.min(most, yaw[k] ?? 0));
    });
    // The speed dial goes with the chosen speed (armada.course.navigate: without Navigate they agree).
    commit(setField(setTop(doc, 'maneuver', { ship, speed: value, yaw: joints, side }), ship, 'speed', value));
  };
  const setClick = (joint: number, value: number) => set({ yaw: yaw.map((v, k) => (k === joint ? Math.max(-limit(joint), Math.min(limit(joint), value)) : v)) });
  if (ships.length === 0) return <p class="hint">Add a ship to plan a maneuver.</p>;
  if (maneuver === undefined) {
    return (
      <div class="controls">
        <p class="hint">No maneuver set.</p>
        <button type="button" onClick={() => commit(setTop(doc, 'maneuver', { ship: ships[0], speed: numberOr(items(doc.ships)[0]?.speed, 1), yaw: Array.from({ length: numberOr(items(doc.ships)[0]?.speed, 1) }, () => 0), side: 'auto' }))}>Plan a maneuver</button>
      </div>
    );
  }
  return (
    <div class="controls" data-testid="armada-controls">
      <label>Ship <select value={ship} onChange={(e) => {
        const next = e.currentTarget.value;
        const dial = numberOr(items(doc.ships).find((s) => s.id === next)?.speed, speed);
        commit(setTop(doc, 'maneuver', { ship: next, speed: dial, yaw: Array.from({ length: dial }, () => 0), side }));
      }} data-testid="maneuver-ship">
        {ships.map((id) => <option value={id}>{id}</option>)}
      </select></label>
      <div class="row">
        <span class="label">Speed</span>
        <div class="segmented" role="group" aria-label="speed">
          {[0, 1, 2, 3, 4].map((s) => (
            <button type="button" class={s === speed ? 'on' : ''} aria-pressed={s === speed} data-testid={`speed-${s}`} onClick={() => setSpeed(s)}
              disabled={chart !== null && s > chart.maxSpeed && s !== speed} title={chart !== null && s > chart.maxSpeed ? `above the top speed ${chart.maxSpeed}` : undefined}>{s}</button>
          ))}
        </div>
      </div>
      <div class="joints" aria-label="yaw clicks per joint (positive toward the ship's right)">
        {yaw.map((clicks, joint) => (
          <div class="joint">
            <span class="label">joint {joint + 1}</span>
            <button type="button" aria-label={`joint ${joint + 1} left`} data-testid={`yaw-${joint}-left`} onClick={() => setClick(joint, clicks - 1)} disabled={clicks <= -limit(joint)}>◀</button>
            <output data-testid={`yaw-${joint}`}>{clicks > 0 ? `+${clicks}` : clicks}</output>
            <button type="button" aria-label={`joint ${joint + 1} right`} data-testid={`yaw-${joint}-right`} onClick={() => setClick(joint, clicks + 1)} disabled={clicks >= limit(joint)}>▶</button>
            <span class="hint">chart {['-', 'I', 'II'][limit(joint)] ?? limit(joint)}</span>
          </div>
        ))}
        {yaw.length === 0 ? <p class="hint">Speed 0: the ship does not move.</p> : null}
      </div>
      <label>Tool side <select value={side} onChange={(e) => set({ side: e.currentTarget.value })}>
        <option value="auto">auto (rules choose)</option>
        <option value="left">left</option>
        <option value="right">right</option>
      </select></label>
      <button type="button" class="quiet" onClick={() => commit(setTop(doc, 'maneuver', undefined))}>Clear maneuver</button>
    </div>
  );
}
