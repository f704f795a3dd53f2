import { useState } from 'preact/hooks';
import { unitStats } from '../../src/ti4/catalog/units.ts';
import { UNIT_LETTERS } from '../../src/ti4/scene-items.ts';
import type { Doc } from './edit.ts';
import { removeObject, setField, setTop } from './edit.ts';
import type { Loose } from './loose.ts';
import { items, str } from './loose.ts';

export type MapClick = 'active' | 'path';

export interface Ti4ControlsProps {
  readonly doc: Doc;
  readonly commit: (next: Doc) => void;
  readonly selected: string | null;
  readonly onSelect: (id: string | null) => void;
  readonly mode: MapClick;
  readonly onMode: (mode: MapClick) => void;
  /** A new active system (moves that no longer end there are cleared). */
  readonly onActive: (system: string | undefined) => void;
  /** The plan (who can reach the active system), when the page has one. */
  readonly planned: unknown;
}

interface PlanRows {
  readonly ships?: readonly { readonly unit: string; readonly path: readonly string[]; readonly cost: number }[];
  readonly unreachable?: readonly { readonly unit: string; readonly reason: string; readonly rule: string }[];
}

/** What the plan says of the selected unit: its route to the active system, or why it cannot come. */
function SelectedUnit({ unit, planned, active }: { unit: Loose; planned: unknown; active: string }) {
  const id = str(unit.id);
  const rows = (planned ?? {}) as PlanRows;
  const route = rows.ships?.find((s) => s.unit === id);
  const stuck = rows.unreachable?.find((s) => s.unit === id);
  const capacity = capacityOf(unit);
  return (
    <div class="selected-unit" data-testid="selected-unit" aria-live="polite">
      <strong>{id}</strong> <span class="hint">{str(unit.type)} of {str(unit.player)} in {str(unit.system)}{capacity > 0 ? `, capacity ${capacity}` : ''}</span>
      {route !== undefined ? <div><span aria-hidden="true">→ </span>can reach {active}: {route.path.join(' → ')}</div> : null}
      {stuck !== undefined ? <div><span aria-hidden="true">⊘ </span>cannot come: {stuck.reason} <code class="rule">{stuck.rule}</code></div> : null}
    </div>
  );
}

/** Fighters and ground forces are carried (ti4.transport.capacity). */
const CARRIED = new Set(['fighter', 'infantry', 'mech']);

function kindOf(unit: Loose): string {
  return unitStats(str(unit.type))?.kind ?? str(unit.type);
}

/** A ship's capacity (ti4.transport.capacity), upgraded where the unit says so. */
export function capacityOf(unit: Loose): number {
  const stats = unitStats(str(unit.type));
  if (stats === undefined) return 0;
  return unit.upgraded === true ? stats.upgradedCapacity ?? stats.capacity : stats.capacity;
}

/**
 * The transport editor of one declared move: the units of the same player that could be picked
 * up along the route (in its systems), with the ship's capacity used; the engine checks the rest
 * (ti4.transport.pickup, ti4.transport.capacity).
 */
function TransportEditor({ doc, move, index, commit }: { doc: Doc; move: Loose; index: number; commit: (next: Doc) => void }) {
  const units = items(doc.units);
  const ship = units.find((u) => u.id === move.unit);
  if (ship === undefined) return null;
  const path = Array.isArray(move.path) ? (move.path as string[]) : [];
  const carried = Array.isArray(move.transport) ? (move.transport as string[]) : [];
  const capacity = capacityOf(ship);
  const candidates = units.filter((u) => u.player === ship.player && CARRIED.has(kindOf(u)) && path.includes(str(u.system)));
  const moves = items(doc.moves);
  const setTransport = (transport: string[]) => commit(setTop(doc, 'moves', moves.map((other, k) => (k === index ? { ...other, transport } : other))));
  if (capacity === 0 && carried.length === 0) return <span class="hint"> (capacity 0)</span>;
  return (
    <fieldset class="transport" data-testid={`transport-${str(move.unit)}`}>
      <legend>Carrying <span class={carried.length > capacity ? 'error' : ''} data-testid="capacity">{carried.length} / {capacity}</span></legend>
      {candidates.length === 0 ? <span class="hint">nothing to pick up along this route</span> : null}
      {candidates.map((u) => {
        const id = str(u.id);
        const on = carried.includes(id);
        return (
          <label class="check">
            <input type="checkbox" checked={on} disabled={!on && carried.length >= capacity} data-testid={`carry-${id}`}
              onChange={() => setTransport(on ? carried.filter((c) => c !== id) : [...carried, id])} />
            {id} <span class="hint">{str(u.type)} in {str(u.system)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * TI4: the active system (click it on the map), the active player, the units, and declared moves:
 * click a unit on the map, then systems in order (ti4.move.path); the route's last system steps
 * back, the unit's own system starts over.
 */
export function Ti4Controls({ doc, commit, selected, onSelect, mode, onMode, onActive, planned }: Ti4ControlsProps) {
  const players = items(doc.players);
  const units = items(doc.units);
  const moves = items(doc.moves);
  const active = str(doc.activeSystem);
  const activePlayer = str(doc.activePlayer, str(players[0]?.id));
  const bring = Array.isArray(doc.bring) ? (doc.bring as string[]) : [];
  const bringable = units.filter((u) => u.player === activePlayer && CARRIED.has(kindOf(u)) && str(u.system) !== active);
  return (
    <div class="controls" data-testid="ti4-controls">
      <MovementKind doc={doc} commit={commit} />
      <div class="row">
        <label>Active system <input size={5} value={active} data-testid="active-system" data-path="activeSystem" onChange={(e) => onActive(e.currentTarget.value.trim() || undefined)} /></label>
        <label>Player <select value={activePlayer} onChange={(e) => commit(setTop(doc, 'activePlayer', e.currentTarget.value))}>
          {players.map((p) => <option value={str(p.id)}>{str(p.id)} ({str(p.faction)})</option>)}
        </select></label>
        <label class="check" title="for each of the player's systems, every enemy ship that can move there in its next tactical action (orange ring), or none (green ring)">
          <input type="checkbox" checked={doc.threats === true} data-testid="ti4-threats" onChange={(e) => commit(setTop(doc, 'threats', e.currentTarget.checked ? true : undefined))} /> threat map
        </label>
      </div>
      <div class="row" role="radiogroup" aria-label="a click on the map sets">
        <span class="label">Map click sets</span>
        <label class="radio"><input type="radio" name="mapclick" checked={mode === 'active'} onChange={() => onMode('active')} data-testid="mode-active" /> active system</label>
        <label class="radio"><input type="radio" name="mapclick" checked={mode === 'path'} onChange={() => onMode('path')} data-testid="mode-path" /> route of {selected ?? 'the selected unit'}</label>
      </div>
      {selected !== null && units.some((u) => u.id === selected) ? <SelectedUnit unit={units.find((u) => u.id === selected)!} planned={planned} active={active} /> : null}
      {mode === 'path' && selected !== null ? <p class="hint">Click systems in order; the route's last system steps back; {selected}'s own system starts over.</p> : null}
      <h4>Declared moves</h4>
      {moves.length === 0 ? <p class="hint">None: the plan shows every ship that can reach the active system. Click a route on the map to choose it.</p> : null}
      <ul class="moves">
        {moves.map((m, index) => (
          <li data-testid={`move-${str(m.unit)}`}>
            <code>{str(m.unit)}</code>: {Array.isArray(m.path) ? (m.path as string[]).join(' → ') : ''}
            <button type="button" class="quiet" aria-label={`remove the move of ${str(m.unit)}`} onClick={() => commit(setTop(doc, 'moves', moves.length === 1 ? undefined : moves.filter((_, k) => k !== index)))}>×</button>
            <TransportEditor doc={doc} move={m} index={index} commit={commit} />
          </li>
        ))}
      </ul>
      {moves.length > 0 ? <button type="button" class="quiet" onClick={() => commit(setTop(doc, 'moves', undefined))}>Clear moves</button> : null}
      {moves.length === 0 && bringable.length > 0 ? (
        <fieldset class="transport" data-testid="bring">
          <legend>Bring into {active || 'the active system'} (plan finds the carriers)</legend>
          {bringable.map((u) => {
            const id = str(u.id);
            const on = bring.includes(id);
            return (
              <label class="check">
                <input type="checkbox" checked={on} data-testid={`bring-${id}`} onChange={() => {
                  const next = on ? bring.filter((b) => b !== id) : [...bring, id];
                  commit(setTop(doc, 'bring', next.length === 0 ? undefined : next));
                }} />
                {id} <span class="hint">{str(u.type)} in {str(u.system)}</span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <table class="units">
        <caption>Units</caption>
        <thead><tr><th>unit</th><th>type</th><th>player</th><th>system</th><th><span class="sr-only">remove</span></th></tr></thead>
        <tbody>
          {units.map((u, index) => {
            const id = str(u.id);
            return (
              <tr class={id === selected ? 'on' : ''} onClick={() => { onSelect(id); onMode('path'); }} data-testid={`unit-${id}`}>
                <td><button type="button" class="link" aria-pressed={id === selected} onClick={(e) => { e.stopPropagation(); onSelect(id); onMode('path'); }}>{id}</button></td><td>{str(u.type)}</td><td>{str(u.player)}</td>
                <td><input size={4} value={str(u.system)} data-path={`units[${index}].system`} aria-label={`system of ${id}`} onClick={(e) => e.stopPropagation()} onChange={(e) => commit(setField(doc, id, 'system', e.currentTarget.value.trim()))} /></td>
                <td><button type="button" class="quiet" aria-label={`remove ${id}`} onClick={(e) => { e.stopPropagation(); commit(removeObject(doc, id)); }}>×</button></td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="hint" data-testid="unit-letters">On the map: {Object.entries(UNIT_LETTERS).map(([kind, letter]) => `${letter} ${kind}`).join(' · ')}; a number after the letters counts the stack.</p>
      <label class="block">Map string <textarea rows={3} value={str(doc.map)} data-path="map" data-testid="map-string" spellcheck={false} onChange={(e) => commit(setTop(doc, 'map', e.currentTarget.value))} /></label>
    </div>
  );
}

/** The systems of a map string, by tile number (Mecatol Rex, 18, unless a first `{token}` replaces it). */
export function mapSystems(map: string): string[] {
  const tokens = map.trim().split(/\s+/).filter((t) => t !== '');
  const out: string[] = [];
  if (!/^\{/.test(tokens[0] ?? '')) out.push('18');
  for (const token of tokens) {
    const match = /^\{?(\d+)/.exec(token);
    if (match !== null && match[1] !== '0' && !out.includes(match[1]!)) out.push(match[1]!);
  }
  return out;
}

const RETREATS: readonly (readonly [string, string])[] = [['retreat', 'Retreat'], ['foresight', 'Foresight (Naalu)'], ['watchful-ojz', 'Watchful Ojz (Ral Nel)']];
const HEROES: readonly (readonly [string, string])[] = [
  ['helix-protocol', 'Helix Protocol (Argent hero)'], ['dark-space-navigation', 'Dark Space Navigation (L1Z1X hero)'], ['benediction', 'Benediction (Mahact hero)'],
  ['survival-instinct', 'Survival Instinct (Ral Nel)'], ['wing-transfer', 'Wing Transfer (Argent)'],
];

/**
 * What moves: the tactical action (routes into the active system), a retreat or Foresight out of
 * it (ti4.retreat, ti4.move.ability), or a hero's movement outside the tactical action
 * (ti4.move.ability). Without a destination the plan shows every legal one.
 */
function MovementKind({ doc, commit }: { doc: Doc; commit: (next: Doc) => void }) {
  const retreat = doc.retreat as Loose | undefined;
  const ability = doc.abilityMove as Loose | undefined;
  const players = items(doc.players).map((p) => str(p.id));
  const kind = retreat !== undefined ? str(retreat.ability, 'retreat') : ability !== undefined ? str(ability.ability) : 'tactical';
  const systems = mapSystems(str(doc.map));
  const active = str(doc.activeSystem);
  const choose = (value: string) => {
    let next = setTop(setTop(doc, 'retreat', undefined), 'abilityMove', undefined);
    // The player who moves: someone other than the active player for a retreat, when there is one.
    const activePlayer = str(doc.activePlayer, players[0] ?? '');
    const other = players.find((p) => p !== activePlayer) ?? activePlayer;
    if (RETREATS.some(([id]) => id === value)) next = setTop(setTop(next, 'moves', undefined), 'retreat', { player: str(retreat?.player, other), ability: value });
    else if (HEROES.some(([id]) => id === value)) next = setTop(setTop(next, 'moves', undefined), 'abilityMove', { ability: value, player: str(ability?.player, activePlayer), moves: [] });
    commit(next);
  };
  const abilityMoves = Array.isArray(ability?.moves) ? (ability.moves as Loose[]) : [];
  const mover = str(ability?.player);
  const ownShips = items(doc.units).filter((u) => u.player === mover && (unitStats(str(u.type))?.move ?? 0) > 0 && !abilityMoves.some((m) => m.unit === u.id));
  const [unit, setUnit] = useState('');
  const [to, setTo] = useState('');
  return (
    <div class="movement-kind" data-testid="ti4-movement">
      <label>Movement <select value={kind} data-testid="ti4-movement-kind" onChange={(e) => choose(e.currentTarget.value)}>
        <option value="tactical">Tactical action (routes into the active system)</option>
        <optgroup label="Out of the active system">{RETREATS.map(([id, name]) => <option value={id}>{name}</option>)}</optgroup>
        <optgroup label="Outside the tactical action">{HEROES.map(([id, name]) => <option value={id}>{name}</option>)}</optgroup>
      </select></label>
      {retreat !== undefined ? (
        <div class="row" data-testid="ti4-retreat">
          <label>Player <select value={str(retreat.player)} data-path="retreat.player" onChange={(e) => commit(setTop(doc, 'retreat', { ...retreat, player: e.currentTarget.value }))}>
            {players.map((p) => <option value={p}>{p}</option>)}
          </select></label>
          <label>to <select value={str(retreat.to)} data-testid="ti4-retreat-to" data-path="retreat.to" onChange={(e) => {
            const { to: _drop, ...rest } = retreat;
            commit(setTop(doc, 'retreat', e.currentTarget.value === '' ? rest : { ...rest, to: e.currentTarget.value }));
          }}>
            <option value="">every legal system (plan)</option>
            {systems.filter((sys) => sys !== active).map((sys) => <option value={sys}>{sys}</option>)}
          </select></label>
          {active === '' ? <p class="hint" data-path="activeSystem">A retreat leaves the active system: set it first.</p> : <p class="hint">Out of {active}: the map marks where {str(retreat.player)} can go.</p>}
        </div>
      ) : null}
      {ability !== undefined ? (
        <div class="block" data-testid="ti4-ability">
          <label>Player <select value={mover} data-path="abilityMove.player" onChange={(e) => commit(setTop(doc, 'abilityMove', { ...ability, player: e.currentTarget.value, moves: [] }))}>
            {players.map((p) => <option value={p}>{p}</option>)}
          </select></label>
          <ul class="moves">
            {abilityMoves.map((m, k) => (
              <li data-testid={`ability-move-${str(m.unit)}`}><code>{str(m.unit)}</code> → {str(m.to)}
                <button type="button" class="quiet" aria-label={`remove the move of ${str(m.unit)}`} onClick={() => commit(setTop(doc, 'abilityMove', { ...ability, moves: abilityMoves.filter((_, j) => j !== k) }))}>×</button></li>
            ))}
          </ul>
          <div class="row">
            <select value={unit} aria-label="ship that moves" data-testid="ability-unit" onChange={(e) => setUnit(e.currentTarget.value)}>
              <option value="">ship…</option>
              {ownShips.map((u) => <option value={str(u.id)}>{str(u.id)} ({str(u.type)} in {str(u.system)})</option>)}
            </select>
            <select value={to} aria-label="destination" data-testid="ability-to" onChange={(e) => setTo(e.currentTarget.value)}>
              <option value="">to…</option>
              {systems.map((sys) => <option value={sys}>{sys}</option>)}
            </select>
            <button type="button" data-testid="ability-add" disabled={unit === '' || to === ''} onClick={() => {
              commit(setTop(doc, 'abilityMove', { ...ability, moves: [...abilityMoves, { unit, to }] }));
              setUnit('');
              setTo('');
            }}>Add move</button>
          </div>
          {abilityMoves.length === 0 ? <p class="hint">No move yet: the map shows where {mover}'s ships can go.</p> : null}
        </div>
      ) : null}
    </div>
  );
}
