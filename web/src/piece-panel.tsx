import { useState } from 'preact/hooks';
import type { Game } from '../../src/index.ts';
import { catalogOf } from './catalogs.ts';
import { GAME_FACTS } from './game-facts.ts';
import type { Doc } from './edit.ts';
import { addTo, findObject, freshId, pathOf, removeObject, rotateObject, setField, setPose } from './edit.ts';
import { numberOr, obj, str } from './loose.ts';

/** The selected piece (type, owner, pose by number) and adding pieces from the catalogs. */
export function PiecePanel({ game, doc, commit, selected, onSelect }: { game: Game; doc: Doc; commit: (next: Doc) => void; selected: string | null; onSelect: (id: string | null) => void }) {
  const found = selected === null ? null : findObject(doc, selected);
  const catalog = catalogOf(game);
  const at = obj(found?.value.pose) ?? obj(found?.value.position);
  const base = selected === null ? '' : pathOf(doc, selected) ?? '';
  const place = found?.value.pose !== undefined ? 'pose' : 'position';
  const poseInput = (field: 'x' | 'y' | 'heading', step: number) => (
    <label>{field} <input type="number" step={step} value={numberOr(at?.[field], 0)} data-testid={`pose-${field}`} data-path={`${base}.${place}.${field}`}
      onChange={(e) => commit(setPose(doc, selected!, field, Number(e.currentTarget.value)))} /></label>
  );
  return (
    <section class="pieces">
      <datalist id="ship-types">{catalog.ships.map((n) => <option value={n} />)}</datalist>
      <datalist id="squadron-types">{catalog.squadrons.map((n) => <option value={n} />)}</datalist>
      <datalist id="obstacle-types">{catalog.obstacles.map((n) => <option value={n} />)}</datalist>
      <datalist id="owners">{catalog.owners.map((n) => <option value={n} />)}</datalist>
      {found !== null && selected !== null && found.kind !== 'unit' ? (
        <div class="selected" data-testid="selected">
          <h3>{found.kind} <code>{selected}</code></h3>
          <div class="row">
            <label>type <input list={`${found.kind}-types`} data-path={`${base}.type`} value={str(found.value.type)} onChange={(e) => commit(setField(doc, selected, 'type', e.currentTarget.value))} /></label>
            {found.kind !== 'obstacle' ? <label>owner <input list="owners" data-path={`${base}.owner`} size={8} value={str(found.value.owner)} onChange={(e) => commit(setField(doc, selected, 'owner', e.currentTarget.value.trim()))} /></label> : null}
          </div>
          {game === 'xwing' && found.kind === 'ship' ? (
            // xwing.range.against.order: who moves first; the imports fill both from the list.
            <div class="row">
              <label title="pilot initiative (0-6; huge ships 7-8): who moves first">initiative <input type="number" min={0} max={8} size={3} data-testid="piece-initiative" data-path={`${base}.initiative`}
                value={typeof found.value.initiative === 'number' ? found.value.initiative : ''}
                onChange={(e) => {
                  const text = e.currentTarget.value.trim();
                  commit(setField(doc, selected, 'initiative', text === '' ? undefined : Number(text)));
                }} /></label>
              <label title="the pilot, as an XWS pilot id (e.g. lukeskywalker)">pilot <input size={12} data-testid="piece-pilot" data-path={`${base}.pilot`} value={str(found.value.pilot)}
                onChange={(e) => commit(setField(doc, selected, 'pilot', e.currentTarget.value.trim() === '' ? undefined : e.currentTarget.value.trim()))} /></label>
            </div>
          ) : null}
          {at !== undefined ? (
            <div class="row">{poseInput('x', 1)}{poseInput('y', 1)}{'heading' in at ? poseInput('heading', 15) : null}</div>
          ) : <p class="hint">A polygon obstacle: drag it, or turn it with r / R.</p>}
          <div class="row">
            {found.kind !== 'squadron' ? <>
              <button type="button" onClick={() => commit(rotateObject(doc, selected, -15))} title="R">⟲ 15°</button>
              <button type="button" onClick={() => commit(rotateObject(doc, selected, 15))} title="r">⟳ 15°</button>
            </> : null}
            <button type="button" class="danger" onClick={() => { commit(removeObject(doc, selected)); onSelect(null); }}>Remove</button>
          </div>
        </div>
      ) : <p class="hint">Click a piece to select it; drag to move; arrows nudge, r / R turn, Tab cycles.</p>}
      <AddPiece key={game} game={game} doc={doc} commit={commit} onSelect={onSelect} />
    </section>
  );
}

/** Where a new TI4 unit goes when no system is typed: the active system, else the first unit's, else the map's first tile. */
export function defaultSystem(doc: Doc): string {
  const active = str(doc.activeSystem);
  if (active !== '') return active;
  const first = (doc.units as unknown[] | undefined)?.map(obj).find((u) => typeof u?.system === 'string');
  if (first !== undefined) return str(first.system);
  const token = str(doc.map).trim().split(/\s+/).find((t) => /^\d+$/.test(t));
  return token ?? '18';
}

function AddPiece({ game, doc, commit, onSelect }: { game: Game; doc: Doc; commit: (next: Doc) => void; onSelect: (id: string | null) => void }) {
  const catalog = catalogOf(game);
  const kinds = GAME_FACTS[game].addable;
  const [kind, setKind] = useState<string>(kinds[0] ?? 'ship');
  const [type, setType] = useState('');
  const [owner, setOwner] = useState('');
  const [system, setSystem] = useState('');
  const area = obj(doc.playArea);
  const centre = { x: numberOr(area?.width, GAME_FACTS[game].table.width) / 2, y: numberOr(area?.height, GAME_FACTS[game].table.height) / 2 };
  const typeList = kind === 'ship' || kind === 'unit' ? catalog.ships : kind === 'squadron' ? catalog.squadrons : catalog.obstacles;
  const add = () => {
    const chosen = type.trim() || typeList[0] || '';
    if (kind === 'unit') {
      const player = owner.trim() || str(obj((doc.players as unknown[] | undefined)?.[0])?.id, 'red');
      const id = freshId(doc, chosen.slice(0, 2) || 'u');
      commit(addTo(doc, 'units', { id, player, type: chosen, system: system.trim() || defaultSystem(doc) }));
      onSelect(id);
      return;
    }
    const prefix = kind === 'ship' ? 'ship' : kind === 'squadron' ? 'sq' : 'obstacle';
    const id = freshId(doc, prefix);
    const ownerPart = owner.trim() === '' ? {} : { owner: owner.trim() };
    if (kind === 'ship') commit(addTo(doc, 'ships', { id, type: chosen, ...ownerPart, pose: { x: centre.x, y: centre.y, heading: 0 } }));
    else if (kind === 'squadron') commit(addTo(doc, 'squadrons', { id, ...(chosen === '' ? {} : { type: chosen }), ...ownerPart, position: { x: centre.x, y: centre.y } }));
    else commit(addTo(doc, 'obstacles', { id, type: chosen, pose: { x: centre.x, y: centre.y, heading: 0 } }));
    onSelect(id);
  };
  return (
    <div class="add" data-testid="add-piece">
      <h3>Add</h3>
      <div class="row">
        <select value={kind} onChange={(e) => { setKind(e.currentTarget.value); setType(''); }} aria-label="kind of piece">
          {kinds.map((k) => <option value={k}>{k}</option>)}
        </select>
        <input list={kind === 'unit' ? 'ship-types' : `${kind}-types`} placeholder={typeList[0] ?? 'type'} value={type} onInput={(e) => setType(e.currentTarget.value)} aria-label="type from the catalog" />
      </div>
      <div class="row">
        {kind !== 'obstacle' ? <input list={kind === 'unit' ? undefined : 'owners'} size={10} placeholder={kind === 'unit' ? 'player id' : 'owner'} value={owner} onInput={(e) => setOwner(e.currentTarget.value)} aria-label="owner" /> : null}
        {kind === 'unit' ? <input size={5} placeholder={`system (${defaultSystem(doc)})`} value={system} onInput={(e) => setSystem(e.currentTarget.value)} aria-label="system" /> : null}
        <button type="button" onClick={add} data-testid="add-button">Add {kind}</button>
      </div>
    </div>
  );
}
