import type { Doc } from './edit.ts';
import { removeObject, setField, setTop } from './edit.ts';
import { items, str } from './loose.ts';

export type MapClick = 'active' | 'path';

export interface Ti4ControlsProps {
  readonly doc: Doc;
  readonly commit: (next: Doc) => void;
  readonly selected: string | null;
  readonly onSelect: (id: string | null) => void;
  readonly mode: MapClick;
  readonly onMode: (mode: MapClick) => void;
}

/**
 * TI4: the active system (click it on the map), the active player, the units, and declared moves
 * (select a unit, switch clicks to "path", click systems in order: ti4.move.path).
 */
export function Ti4Controls({ doc, commit, selected, onSelect, mode, onMode }: Ti4ControlsProps) {
  const players = items(doc.players);
  const units = items(doc.units);
  const moves = items(doc.moves);
  const active = str(doc.activeSystem);
  const activePlayer = str(doc.activePlayer, str(players[0]?.id));
  return (
    <div class="controls" data-testid="ti4-controls">
      <div class="row">
        <label>Active system <input size={5} value={active} data-testid="active-system" onChange={(e) => commit(setTop(doc, 'activeSystem', e.currentTarget.value.trim() || undefined))} /></label>
        <label>Player <select value={activePlayer} onChange={(e) => commit(setTop(doc, 'activePlayer', e.currentTarget.value))}>
          {players.map((p) => <option value={str(p.id)}>{str(p.id)} ({str(p.faction)})</option>)}
        </select></label>
      </div>
      <div class="row" role="radiogroup" aria-label="a click on the map sets">
        <span class="label">Map click sets</span>
        <label class="radio"><input type="radio" name="mapclick" checked={mode === 'active'} onChange={() => onMode('active')} /> active system</label>
        <label class="radio"><input type="radio" name="mapclick" checked={mode === 'path'} onChange={() => onMode('path')} data-testid="mode-path" /> path of {selected ?? 'the selected unit'}</label>
      </div>
      <table class="units">
        <thead><tr><th>unit</th><th>type</th><th>player</th><th>system</th><th /></tr></thead>
        <tbody>
          {units.map((u) => {
            const id = str(u.id);
            return (
              <tr class={id === selected ? 'on' : ''} onClick={() => onSelect(id)} data-testid={`unit-${id}`}>
                <td>{id}</td><td>{str(u.type)}</td><td>{str(u.player)}</td>
                <td><input size={4} value={str(u.system)} onClick={(e) => e.stopPropagation()} onChange={(e) => commit(setField(doc, id, 'system', e.currentTarget.value.trim()))} /></td>
                <td><button type="button" class="quiet" aria-label={`remove ${id}`} onClick={(e) => { e.stopPropagation(); commit(removeObject(doc, id)); }}>×</button></td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h4>Declared moves</h4>
      {moves.length === 0 ? <p class="hint">None: the plan lists every ship that can reach the active system.</p> : null}
      <ul class="moves">
        {moves.map((m, index) => (
          <li>
            <code>{str(m.unit)}</code>: {Array.isArray(m.path) ? (m.path as string[]).join(' → ') : ''}
            {' '}<label>carrying <input size={10} value={Array.isArray(m.transport) ? (m.transport as string[]).join(', ') : ''} onChange={(e) => {
              const transport = e.currentTarget.value.split(/[\s,]+/).filter((t) => t !== '');
              commit(setTop(doc, 'moves', moves.map((other, k) => (k === index ? { ...other, transport } : other))));
            }} /></label>
            <button type="button" class="quiet" aria-label="remove move" onClick={() => commit(setTop(doc, 'moves', moves.length === 1 ? undefined : moves.filter((_, k) => k !== index)))}>×</button>
          </li>
        ))}
      </ul>
      {moves.length > 0 ? <button type="button" class="quiet" onClick={() => commit(setTop(doc, 'moves', undefined))}>Clear moves</button> : null}
      <label class="block">Map string <textarea rows={3} value={str(doc.map)} spellcheck={false} onChange={(e) => commit(setTop(doc, 'map', e.currentTarget.value))} /></label>
    </div>
  );
}
