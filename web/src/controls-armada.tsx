import type { Doc } from './edit.ts';
import { setTop } from './edit.ts';
import { ids, items, numberOr, obj, str } from './loose.ts';

/** Armada: which ship moves, its speed, the yaw clicks at each joint and the side of the tool (armada.tool.side). */
export function ArmadaControls({ doc, commit }: { doc: Doc; commit: (next: Doc) => void }) {
  const ships = ids(doc.ships);
  const maneuver = obj(doc.maneuver);
  const ship = str(maneuver?.ship, '');
  const speed = numberOr(maneuver?.speed, 0);
  const yaw = Array.isArray(maneuver?.yaw) ? (maneuver.yaw as number[]) : [];
  const side = str(maneuver?.side, 'auto');
  const set = (next: Record<string, unknown>) => commit(setTop(doc, 'maneuver', { ship, speed, yaw, side, ...next }));
  const setSpeed = (value: number) => {
    const joints = Array.from({ length: value }, (_, k) => yaw[k] ?? 0);
    set({ speed: value, yaw: joints });
  };
  const setClick = (joint: number, value: number) => set({ yaw: yaw.map((v, k) => (k === joint ? Math.max(-2, Math.min(2, value)) : v)) });
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
      <label>Ship <select value={ship} onChange={(e) => set({ ship: e.currentTarget.value })} data-testid="maneuver-ship">
        {ships.map((id) => <option value={id}>{id}</option>)}
      </select></label>
      <div class="row">
        <span class="label">Speed</span>
        <div class="segmented" role="group" aria-label="speed">
          {[0, 1, 2, 3, 4].map((s) => (
            <button type="button" class={s === speed ? 'on' : ''} aria-pressed={s === speed} data-testid={`speed-${s}`} onClick={() => setSpeed(s)}>{s}</button>
          ))}
        </div>
      </div>
      <div class="joints" aria-label="yaw clicks per joint (positive toward the ship's right)">
        {yaw.map((clicks, joint) => (
          <div class="joint">
            <span class="label">joint {joint + 1}</span>
            <button type="button" aria-label={`joint ${joint + 1} left`} data-testid={`yaw-${joint}-left`} onClick={() => setClick(joint, clicks - 1)} disabled={clicks <= -2}>◀</button>
            <output data-testid={`yaw-${joint}`}>{clicks > 0 ? `+${clicks}` : clicks}</output>
            <button type="button" aria-label={`joint ${joint + 1} right`} data-testid={`yaw-${joint}-right`} onClick={() => setClick(joint, clicks + 1)} disabled={clicks >= 2}>▶</button>
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
