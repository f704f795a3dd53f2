import { xwingDial } from './catalogs-xwing.ts';
import { EffectPicker } from './effect-picker.tsx';
import { XWING_EFFECTS } from './effects-xwing.ts';
import type { Doc } from './edit.ts';
import { setField, setTop } from './edit.ts';
import { ids, items, numberOr, obj, str } from './loose.ts';
import { xwingActionAfterManeuver, xwingActionBlocked } from './turns.ts';

const BEARING_GLYPH: Readonly<Record<string, string>> = {
  F: '↑', B: '↖', N: '↗', T: '↰', Y: '↱', K: '⟲', L: '↶', P: '↷', E: '⤺', R: '⤻', O: '■', S: '↓', A: '↙', D: '↘',
};
const BEARING_ORDER = 'TBFNYKLPERSADO';
const DIFFICULTY_NAME: Readonly<Record<string, string>> = { W: 'white', B: 'blue', R: 'red', P: 'purple' };
const BEARING_NAME: Readonly<Record<string, string>> = {
  F: 'straight', B: 'bank left', N: 'bank right', T: 'turn left', Y: 'turn right', K: 'Koiogran turn', L: "Segnor's loop left", P: "Segnor's loop right",
  E: 'Tallon roll left', R: 'Tallon roll right', O: 'stationary', S: 'reverse straight', A: 'reverse bank left', D: 'reverse bank right',
};

/** Every code of a generic dial, for a ship type the catalog does not know. */
const GENERIC_DIAL = ['1T', '1B', '1F', '1N', '1Y', '2T', '2B', '2F', '2N', '2Y', '3T', '3B', '3F', '3N', '3Y', '3K', '4F', '4K', '5F'].map((c) => `${c}W`);

/**
 * X-Wing: pick the moving ship and a dial maneuver from its dial (xwing.dial.codes), then an action:
 * after a maneuver the action is taken from where the maneuver ended, with the stress it left.
 */
export function XwingControls({ doc, commit, outcome }: { doc: Doc; commit: (next: Doc) => void; outcome: unknown }) {
  const ships = ids(doc.ships);
  const maneuver = obj(doc.maneuver);
  const action = obj(doc.action);
  const mover = str(maneuver?.ship ?? action?.ship, ships[0] ?? '');
  const moverShip = items(doc.ships).find((s) => s.id === mover);
  const known = xwingDial(str(moverShip?.type));
  const dial = (known.length > 0 ? known : GENERIC_DIAL).slice().sort((a, b) => a[0]!.localeCompare(b[0]!) || BEARING_ORDER.indexOf(a[1]!) - BEARING_ORDER.indexOf(b[1]!));
  const speeds = [...new Set(dial.map((c) => c[0]!))].sort().reverse();
  const chosen = str(maneuver?.dial);
  const placement = str(maneuver?.placement ?? action?.placement, 'middle');
  // xwing.maneuver.sideslip: a bank or turn may be executed as a side-slip (a card grants it); the choice is kept across banks and turns.
  const slippable = (code: string) => /^[0-5][BNTY]/.test(code);
  const sideslip = maneuver?.sideslip === true;
  const pickDial = (code: string) => commit(setTop(setTop(doc, 'action', undefined), 'maneuver', { ship: mover, dial: code, ...(placement !== 'middle' ? { placement } : {}), ...(sideslip && slippable(code) ? { sideslip: true } : {}) }));
  const toggleSlip = (on: boolean) => {
    if (maneuver === undefined) return;
    const { sideslip: _drop, ...rest } = maneuver;
    commit(setTop(doc, 'maneuver', on ? { ...rest, sideslip: true } : rest));
  };
  const blocked = maneuver !== undefined ? xwingActionBlocked(outcome) : null;
  const pickAction = (type: string, direction: string) => {
    // Turns, not single steps: the action follows the maneuver shown, from its final pose and stress.
    const chained = maneuver !== undefined ? xwingActionAfterManeuver(doc, outcome, { type, direction }) : null;
    commit(chained ?? setTop(setTop(doc, 'maneuver', undefined), 'action', { ship: mover, type, direction }));
  };
  if (ships.length === 0) return <p class="hint">Add a ship to plan a maneuver.</p>;
  return (
    <div class="controls" data-testid="xwing-controls">
      <div class="row">
        <label>Ship <select value={mover} data-testid="maneuver-ship" onChange={(e) => commit(action !== undefined ? setTop(doc, 'action', { ...action, ship: e.currentTarget.value }) : setTop(doc, 'maneuver', { ship: e.currentTarget.value, dial: chosen || '1FW' }))}>
          {ships.map((id) => <option value={id}>{id}</option>)}
        </select></label>
        <label>Rules <select value={str(doc.rules, '2.5')} onChange={(e) => commit(setTop(doc, 'rules', e.currentTarget.value))}>
          <option value="2.5">2.5</option><option value="2.0">2.0</option>
        </select></label>
        <label>Stress <input type="number" min={0} max={9} data-path={`ships[${Math.max(0, ships.indexOf(mover))}].stress`} value={numberOr(moverShip?.stress, 0)} onChange={(e) => commit(setField(doc, mover, 'stress', Math.max(0, Number(e.currentTarget.value) || 0)))} /></label>
      </div>
      <div class="dial" data-path="maneuver.dial" onKeyDown={dialKeys} role="group" aria-label={`dial of ${str(moverShip?.type, 'the ship')}`}>
        {speeds.map((speed) => (
          <div class="dial-row">
            <span class="label">{speed}</span>
            {dial.filter((c) => c[0] === speed).map((code) => (
              <button type="button" class={`dial-code d-${code[2]}${code === chosen ? ' on' : ''}`} aria-pressed={code === chosen} data-testid={`dial-${code}`} tabIndex={code === (dial.includes(chosen) ? chosen : dial[0]) ? 0 : -1}
                aria-label={`${code[0]} ${BEARING_NAME[code[1]!] ?? code[1]}, ${DIFFICULTY_NAME[code[2]!] ?? ''}`} title={`${code}: ${BEARING_NAME[code[1]!] ?? ''}, ${DIFFICULTY_NAME[code[2]!] ?? ''}`} onClick={() => pickDial(code)}>
                {BEARING_GLYPH[code[1]!] ?? code[1]}
              </button>
            ))}
          </div>
        ))}
      </div>
      <div class="row">
        <label>Placement <select value={placement} onChange={(e) => {
          const value = e.currentTarget.value;
          const extra = value === 'middle' ? {} : { placement: value };
          if (action !== undefined) commit(setTop(doc, 'action', { ship: action.ship, type: action.type, ...(action.direction === undefined ? {} : { direction: action.direction }), ...extra }));
          else if (maneuver !== undefined) commit(setTop(doc, 'maneuver', { ship: maneuver.ship, dial: maneuver.dial, ...extra }));
        }}>
          <option value="front">front</option><option value="middle">middle</option><option value="back">back</option>
        </select></label>
        <label title="execute the bank or turn as a side-slip: the template at the side opposite its direction (xwing.maneuver.sideslip)"><input type="checkbox" data-testid="maneuver-sideslip" checked={sideslip} disabled={maneuver === undefined || !slippable(chosen)} onChange={(e) => toggleSlip(e.currentTarget.checked)} /> side-slip</label>
      </div>
      <div class="row actions" role="group" aria-label={maneuver !== undefined ? 'action after the maneuver' : 'actions'}>
        <span class="label">{maneuver !== undefined ? 'Then' : 'Action'}</span>
        {([['barrel-roll', 'left', 'roll ◀'], ['barrel-roll', 'right', 'roll ▶'], ['boost', 'left', 'boost ↖'], ['boost', 'forward', 'boost ↑'], ['boost', 'right', 'boost ↗']] as const).map(([type, direction, name]) => (
          <button type="button" class={action?.type === type && action.direction === direction ? 'on' : ''} aria-pressed={action?.type === type && action.direction === direction}
            data-testid={`action-${type}-${direction}`} disabled={blocked !== null} title={blocked ?? (maneuver !== undefined ? `${name} from where ${chosen} ends` : name)} onClick={() => pickAction(type, direction)}>{name}</button>
        ))}
      </div>
      {blocked !== null ? <p class="hint" data-testid="action-blocked">No action after this maneuver: {blocked}.</p> : null}
      {maneuver !== undefined && blocked === null ? <p class="hint">An action here is taken after {chosen}: the ship moves to where it ends, with the stress it leaves ({numberOr(obj(outcome)?.stress, numberOr(moverShip?.stress, 0))}).</p> : null}
      <EffectPicker label={`Cards of ${mover} that change its dial or moves`} testid="xwing-effects" choices={XWING_EFFECTS}
        value={Array.isArray(moverShip?.effects) ? (moverShip.effects as unknown[]) : []} onChange={(next) => commit(setField(doc, mover, 'effects', next))} />
      <FirstPlayer doc={doc} commit={commit} />
      <p class="hint">Chosen: <code data-testid="chosen-move">{maneuver !== undefined ? chosen : action !== undefined ? `${str(action.type)} ${str(action.direction)}` : 'none'}</code></p>
    </div>
  );
}

/**
 * The first player (xwing.range.against.order): who moves first when two ships have the same
 * initiative, when the page plays every option against every enemy option.
 */
function FirstPlayer({ doc, commit }: { doc: Doc; commit: (next: Doc) => void }) {
  const first = str(doc.firstPlayer);
  const owners = [...new Set(items(doc.ships).map((s) => str(s.owner)).filter((o) => o !== ''))];
  return (
    <div class="row table-fields">
      <label title="moves first when two ships have the same initiative">First player <select value={first} data-testid="first-player" data-path="firstPlayer" onChange={(e) => commit(setTop(doc, 'firstPlayer', e.currentTarget.value === '' ? undefined : e.currentTarget.value))}>
        <option value="">not set</option>
        {(owners.includes(first) || first === '' ? owners : [...owners, first]).map((o) => <option value={o}>{o}</option>)}
      </select></label>
    </div>
  );
}

/**
 * The dial is one Tab stop: the arrow keys move inside it as on the physical dial (left and right
 * along a speed, up to the faster speed, down to the slower one, at the nearest place), Home and
 * End to the ends of a speed; Enter or Space chooses.
 */
function dialKeys(event: KeyboardEvent): void {
  const current = event.target as HTMLElement | null;
  if (current === null || !current.classList.contains('dial-code')) return;
  const row = current.closest('.dial-row');
  const rows = [...(current.closest('.dial')?.querySelectorAll<HTMLElement>('.dial-row') ?? [])];
  if (row === null) return;
  const buttons = (r: Element) => [...r.querySelectorAll<HTMLButtonElement>('.dial-code')];
  const here = buttons(row);
  const at = here.indexOf(current as HTMLButtonElement);
  let next: HTMLButtonElement | undefined;
  if (event.key === 'ArrowLeft') next = here[at - 1];
  else if (event.key === 'ArrowRight') next = here[at + 1];
  else if (event.key === 'Home') next = here[0];
  else if (event.key === 'End') next = here[here.length - 1];
  else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    const other = rows[rows.indexOf(row as HTMLElement) + (event.key === 'ArrowUp' ? -1 : 1)];
    if (other !== undefined) {
      const x = current.getBoundingClientRect().left;
      next = buttons(other).reduce<HTMLButtonElement | undefined>((best, b) => (best === undefined || Math.abs(b.getBoundingClientRect().left - x) < Math.abs(best.getBoundingClientRect().left - x) ? b : best), undefined);
    }
  } else return;
  event.preventDefault();
  if (next === undefined) return;
  for (const b of current.closest('.dial')!.querySelectorAll<HTMLElement>('.dial-code')) b.tabIndex = b === next ? 0 : -1;
  next.focus();
}
