import type { JSX } from 'preact';
import { armadaChart, armadaPlacements } from './catalogs-armada.ts';
import { EffectPicker } from './effect-picker.tsx';
import { ARMADA_EFFECTS, ARMADA_SQUADRON_EFFECTS } from './effects-armada.ts';
import type { Doc } from './edit.ts';
import { placedId, setField, setTop } from './edit.ts';
import { ids, items, numberOr, obj, str } from './loose.ts';
import { armadaNextShip } from './turns.ts';

/** The most a joint can ever be clicked (armada.yaw.max). */
const MAX_CLICKS = 2;

/**
 * Armada: which ship moves, its speed dial, the Navigate command (dial and/or token) that changes
 * speed and yaw within the rules (armada.course.navigate), the yaw clicks at each joint
 * (armada.yaw.chart) and the side of the tool (armada.tool.side). After a maneuver the next ship
 * activates from where this one ended.
 */
export function ArmadaControls({ doc, commit, outcome }: { doc: Doc; commit: (next: Doc) => void; outcome: unknown }) {
  const ships = ids(doc.ships);
  const maneuver = obj(doc.maneuver);
  const ship = str(maneuver?.ship, '');
  const speed = numberOr(maneuver?.speed, 0);
  const yaw = Array.isArray(maneuver?.yaw) ? (maneuver.yaw as number[]) : [];
  const side = str(maneuver?.side, 'auto');
  const navigate = obj(maneuver?.navigate);
  const navDial = navigate?.dial === true;
  const navToken = navigate?.token === true;
  const raised = typeof navigate?.yawJoint === 'number' ? navigate.yawJoint : undefined;
  const mover = items(doc.ships).find((s) => s.id === ship);
  const dial = typeof mover?.speed === 'number' ? mover.speed : undefined;
  const chart = armadaChart(str(mover?.type));
  const printed = (atSpeed: number, joint: number): number => chart?.chart[atSpeed - 1]?.[joint] ?? 2;
  const limit = (joint: number): number => Math.min(MAX_CLICKS, printed(speed, joint) + (navDial && raised === joint + 1 ? 1 : 0));
  const write = (next: Record<string, unknown>) => {
    const merged: Record<string, unknown> = { ship, speed, yaw, side, ...(navigate === undefined ? {} : { navigate }), ...(maneuver?.effects === undefined ? {} : { effects: maneuver.effects }), ...next };
    if (merged.navigate === undefined) delete merged.navigate;
    if (merged.effects === undefined) delete merged.effects;
    commit(setTop(doc, 'maneuver', merged));
  };
  const clampYaw = (atSpeed: number, nav: Record<string, unknown> | undefined) => Array.from({ length: atSpeed }, (_, k) => {
    const most = Math.min(MAX_CLICKS, printed(atSpeed, k) + (nav?.dial === true && nav.yawJoint === k + 1 ? 1 : 0));
    return Math.max(-most, Math.min(most, yaw[k] ?? 0));
  });
  // Picking a speed spends what Navigate it needs: one change takes the dial (or the token when
  // only that is chosen), two take both; the yaw raise stays with the dial.
  const navigateFor = (value: number): Record<string, unknown> | undefined => {
    const change = dial === undefined ? 0 : Math.abs(value - dial);
    const wantDial = change === 2 || (change === 1 && !(navToken && !navDial)) || (change === 0 && navDial && raised !== undefined);
    const wantToken = change === 2 || (change === 1 && navToken && !navDial);
    if (!wantDial && !wantToken) return undefined;
    return { dial: wantDial, token: wantToken, ...(wantDial && raised !== undefined && raised <= value ? { yawJoint: raised } : {}) };
  };
  const setSpeed = (value: number) => {
    const nav = navigateFor(value);
    write({ speed: value, yaw: clampYaw(value, nav), navigate: nav });
  };
  const setNavigate = (next: { dial: boolean; token: boolean; yawJoint?: number }) => {
    const nav = next.dial || next.token ? { dial: next.dial, token: next.token, ...(next.dial && next.yawJoint !== undefined ? { yawJoint: next.yawJoint } : {}) } : undefined;
    write({ navigate: nav, yaw: clampYaw(speed, nav) });
  };
  const reachable = (value: number): boolean => dial === undefined || Math.abs(value - dial) <= 2;
  const setClick = (joint: number, value: number) => write({ yaw: yaw.map((v, k) => (k === joint ? Math.max(-limit(joint), Math.min(limit(joint), value)) : v)) });
  const next = armadaNextShip(doc, outcome);
  const squadrons = ids(doc.squadrons);
  const squadronMove = obj(doc.squadronMove);
  const planShip = (id: string | undefined) => {
    const first = items(doc.ships).find((s) => s.id === id) ?? items(doc.ships)[0];
    const start = numberOr(first?.speed, 1);
    commit(setTop(setTop(doc, 'squadronMove', undefined), 'maneuver', { ship: str(first?.id), speed: start, yaw: Array.from({ length: start }, () => 0), side: 'auto' }));
  };
  const planSquadron = (id: string | undefined) => {
    if (id === undefined) return;
    commit(setTop(setTop(setTop(doc, 'maneuver', undefined), 'placement', undefined), 'squadronMove', { squadron: id }));
  };
  const placement = obj(doc.placement);
  const planPlacement = () => {
    // armada.effects.placement: a card's placement, by default Reserve Hangar Deck (a squadron at distance 1 of a friendly ship).
    const cleared = setTop(setTop(doc, 'maneuver', undefined), 'squadronMove', undefined);
    commit(setTop(cleared, 'placement', defaultPlacement(doc)));
  };
  // Ship Phase or Squadron Phase: what moves now.
  const phase = (
    <div class="segmented phase" role="group" aria-label="what moves">
      <button type="button" class={squadronMove === undefined && placement === undefined ? 'on' : ''} aria-pressed={squadronMove === undefined && placement === undefined} data-testid="armada-phase-ship" disabled={ships.length === 0} onClick={() => (squadronMove !== undefined || placement !== undefined) && planShip(undefined)}>Ship</button>
      <button type="button" class={squadronMove !== undefined ? 'on' : ''} aria-pressed={squadronMove !== undefined} data-testid="armada-phase-squadron" disabled={squadrons.length === 0} onClick={() => squadronMove === undefined && planSquadron(squadrons[0])}>Squadron</button>
      <button type="button" class={placement !== undefined && squadronMove === undefined ? 'on' : ''} aria-pressed={placement !== undefined && squadronMove === undefined} data-testid="armada-phase-placement" disabled={ships.length === 0 && squadrons.length === 0} title="A ship or squadron placed by a card (armada.effects.placement)" onClick={() => placement === undefined && planPlacement()}>Placement</button>
    </div>
  );
  const table = <TableControls doc={doc} commit={commit} />;
  if (squadronMove !== undefined) return <><SquadronControls doc={doc} commit={commit} phase={phase} outcome={outcome} />{table}</>;
  if (placement !== undefined) return <><PlacementControls doc={doc} commit={commit} phase={phase} outcome={outcome} />{table}</>;
  if (ships.length === 0) return <div class="controls">{phase}<p class="hint">Add a ship to plan a maneuver.</p></div>;
  if (maneuver === undefined) {
    return (
      <div class="controls">
        {phase}
        <p class="hint">No maneuver set.</p>
        <button type="button" data-testid="plan-maneuver" onClick={() => planShip(undefined)}>Plan a maneuver</button>
        {table}
      </div>
    );
  }
  return (
    <div class="controls" data-testid="armada-controls">
      {phase}
      <div class="row">
        <label>Ship <select value={ship} onChange={(e) => {
          const chosen = e.currentTarget.value;
          const at = numberOr(items(doc.ships).find((s) => s.id === chosen)?.speed, speed);
          commit(setTop(doc, 'maneuver', { ship: chosen, speed: at, yaw: Array.from({ length: at }, () => 0), side }));
        }} data-testid="maneuver-ship">
          {ships.map((id) => <option value={id}>{id}</option>)}
        </select></label>
        <label>Dial <select value={dial === undefined ? '' : String(dial)} data-testid="dial" data-path={`ships[${Math.max(0, ships.indexOf(ship))}].speed`} aria-label="speed dial" onChange={(e) => {
          const value = e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value);
          // A new dial is a new Determine Course: the speed follows it, Navigate is not spent.
          const moved = setField(doc, ship, 'speed', value);
          const atSpeed = value ?? speed;
          commit(setTop(moved, 'maneuver', { ship, speed: atSpeed, yaw: Array.from({ length: atSpeed }, (_, k) => Math.max(-printed(atSpeed, k), Math.min(printed(atSpeed, k), yaw[k] ?? 0))), side }));
        }}>
          <option value="">none</option>
          {Array.from({ length: (chart?.maxSpeed ?? 4) + 1 }, (_, s) => <option value={String(s)}>{s}</option>)}
        </select></label>
      </div>
      <div class="row">
        <span class="label">Speed</span>
        <div class="segmented" role="group" aria-label="speed" data-path="maneuver.speed">
          {[0, 1, 2, 3, 4].map((s) => {
            const above = chart !== null && s > chart.maxSpeed;
            const far = !reachable(s);
            return (
              <button type="button" class={s === speed ? 'on' : ''} aria-pressed={s === speed} data-testid={`speed-${s}`} onClick={() => setSpeed(s)}
                disabled={(above || far) && s !== speed} title={above ? `above the top speed ${chart?.maxSpeed}` : far ? `the dial shows ${dial}: Navigate changes speed by at most 2` : dial !== undefined && s !== dial ? `Navigate: speed ${s - dial > 0 ? '+' : ''}${s - dial}` : undefined}>{s}</button>
            );
          })}
        </div>
      </div>
      <div class="navigate" role="group" aria-label="Navigate command" data-testid="navigate">
        <span class="label">Navigate</span>
        <label class="check"><input type="checkbox" checked={navDial} data-testid="navigate-dial" onChange={() => setNavigate({ dial: !navDial, token: navToken, ...(raised === undefined ? {} : { yawJoint: raised }) })} /> dial</label>
        <label class="check"><input type="checkbox" checked={navToken} data-testid="navigate-token" onChange={() => setNavigate({ dial: navDial, token: !navToken, ...(raised === undefined ? {} : { yawJoint: raised }) })} /> token</label>
        {navDial && speed > 0 ? (
          <label>+1 yaw at <select value={raised === undefined ? '' : String(raised)} data-testid="navigate-joint" onChange={(e) => setNavigate({ dial: true, token: navToken, ...(e.currentTarget.value === '' ? {} : { yawJoint: Number(e.currentTarget.value) }) })}>
            <option value="">no joint</option>
            {yaw.map((_, k) => <option value={String(k + 1)}>joint {k + 1}</option>)}
          </select></label>
        ) : null}
        {dial !== undefined ? <span class="hint">dial {dial}{speed !== dial ? `, speed ${speed - dial > 0 ? '+' : ''}${speed - dial}` : ''}</span> : null}
      </div>
      <div class="joints" data-path="maneuver.yaw" role="group" aria-label="yaw clicks per joint (positive toward the ship's right)">
        {yaw.map((clicks, joint) => (
          <div class="joint">
            <span class="label">joint {joint + 1}</span>
            <button type="button" aria-label={`joint ${joint + 1} left`} data-testid={`yaw-${joint}-left`} onClick={() => setClick(joint, clicks - 1)} disabled={clicks <= -limit(joint)}>◀</button>
            <output data-testid={`yaw-${joint}`} aria-label={`joint ${joint + 1} clicks`}>{clicks > 0 ? `+${clicks}` : clicks}</output>
            <button type="button" aria-label={`joint ${joint + 1} right`} data-testid={`yaw-${joint}-right`} onClick={() => setClick(joint, clicks + 1)} disabled={clicks >= limit(joint)}>▶</button>
            <span class="hint">chart {['-', 'I', 'II'][limit(joint)] ?? limit(joint)}{limit(joint) !== printed(speed, joint) ? ' (Navigate)' : ''}</span>
          </div>
        ))}
        {yaw.length === 0 ? <p class="hint">Speed 0: the ship does not move.</p> : null}
      </div>
      <label>Tool side <select value={side} onChange={(e) => write({ side: e.currentTarget.value })}>
        <option value="auto">auto (rules choose)</option>
        <option value="left">left</option>
        <option value="right">right</option>
      </select></label>
      <EffectPicker label="Cards in force for this maneuver" testid="armada-effects" choices={ARMADA_EFFECTS}
        value={Array.isArray(maneuver.effects) ? (maneuver.effects as unknown[]) : []} onChange={(list) => write({ effects: list })} />
      <div class="row">
        <button type="button" data-testid="next-ship" disabled={next === null} onClick={() => next !== null && commit(next)}
          title="Leave this ship where it ended and activate the next one">Done: next ship ▸</button>
        <button type="button" class="quiet" onClick={() => commit(setTop(doc, 'maneuver', undefined))}>Clear maneuver</button>
      </div>
      {table}
    </div>
  );
}

/** The owners of the table's ships and squadrons, each once. */
function owners(doc: Doc): string[] {
  return [...new Set([...items(doc.ships), ...items(doc.squadrons)].map((p) => str(p.owner)).filter((o) => o !== ''))];
}

/**
 * The game's own fields beside the move: the second player (objectives whose rule is only for the
 * second player's ships, Asteroid Tactics and Dangerous Territory, are checked against it).
 */
function TableControls({ doc, commit }: { doc: Doc; commit: (next: Doc) => void }) {
  const second = str(doc.secondPlayer);
  const list = owners(doc);
  return (
    <div class="row table-fields">
      <label title="the second player's ships are the ones objectives such as Asteroid Tactics and Dangerous Territory are checked for">Second player <select value={second} data-testid="second-player" data-path="secondPlayer" onChange={(e) => commit(setTop(doc, 'secondPlayer', e.currentTarget.value === '' ? undefined : e.currentTarget.value))}>
        <option value="">not set</option>
        {(list.includes(second) || second === '' ? list : [...list, second]).map((o) => <option value={o}>{o}</option>)}
      </select></label>
    </div>
  );
}

/** A first placement for the table: Reserve Hangar Deck, its first squadron, measured from a ship of the squadron's owner. */
export function defaultPlacement(doc: Doc): Record<string, unknown> {
  const squadron = items(doc.squadrons)[0];
  const ship = items(doc.ships).find((s) => squadron === undefined || s.owner === squadron.owner) ?? items(doc.ships)[0];
  if (squadron !== undefined) return { by: 'reserve-hangar-deck', squadron: str(squadron.id), ...(ship !== undefined ? { from: str(ship.id) } : {}) };
  return { by: 'admiral-raddus', ship: str(ship?.id), ...(items(doc.ships)[1] !== undefined ? { from: str(items(doc.ships)[1]!.id) } : {}) };
}

/**
 * A ship or squadron placed by a card outside a maneuver (armada.effects.placement): the card, the
 * piece, what the distance is measured from; the board draws where it may go, and a drag of the
 * piece (or the x and y here) sets where it goes (`placement.to`), which the outcome checks.
 */
function PlacementControls({ doc, commit, phase, outcome }: { doc: Doc; commit: (next: Doc) => void; phase: JSX.Element; outcome: unknown }) {
  const placement = obj(doc.placement)!;
  const cards = armadaPlacements();
  const by = str(placement.by);
  const card = cards.find((c) => c.id === by);
  const pieceKey = placement.ship !== undefined ? 'ship' : 'squadron';
  const piece = placedId(placement) ?? '';
  const to = obj(placement.to);
  const write = (next: Record<string, unknown>) => {
    const merged: Record<string, unknown> = { ...placement, ...next };
    for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
    commit(setTop(doc, 'placement', merged));
  };
  const kinds = card === undefined ? ['squadron', 'ship'] : card.piece === 'either' ? ['squadron', 'ship'] : [card.piece];
  const pieces = kinds.flatMap((kind) => ids(kind === 'ship' ? doc.ships : doc.squadrons).map((id) => ({ kind, id })));
  const fromList = card?.from === 'friendly-squadron' ? ids(doc.squadrons) : card?.from === 'obstacle' ? ids(doc.obstacles) : ids(doc.ships);
  const result = obj(outcome);
  const violations = Array.isArray(result?.violations) ? (result.violations as unknown[]).map((v) => str(obj(v)?.message)).filter((m) => m !== '') : [];
  const setTo = (field: 'x' | 'y', value: string) => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) return;
    const base = to ?? { x: 0, y: 0, ...(pieceKey === 'ship' ? { heading: numberOr(placement.heading, 0) } : {}) };
    write({ to: { ...base, [field]: Math.round(n * 100) / 100 } });
  };
  return (
    <div class="controls" data-testid="placement-controls">
      {phase}
      <div class="row">
        <label>Card <select value={by} data-testid="placement-by" data-path="placement.by" onChange={(e) => {
          const next = cards.find((c) => c.id === e.currentTarget.value);
          const keep = next === undefined || next.piece === 'either' || next.piece === pieceKey;
          const other = next?.piece === 'ship' ? ids(doc.ships)[0] : ids(doc.squadrons)[0];
          const pieceField = keep ? { [pieceKey]: placement[pieceKey] } : other === undefined ? {} : { [next!.piece]: other };
          commit(setTop(doc, 'placement', { by: e.currentTarget.value, ...pieceField, ...(placement.from !== undefined ? { from: placement.from } : {}) }));
        }}>
          {card === undefined && by !== '' ? <option value={by}>{by}</option> : null}
          {cards.map((c) => <option value={c.id}>{c.name}</option>)}
        </select></label>
      </div>
      {card !== undefined ? <p class="hint" data-testid="placement-summary">{card.summary}.</p> : null}
      <div class="row">
        <label>Places <select value={`${pieceKey}:${piece}`} data-testid="placement-piece" data-path={`placement.${pieceKey}`} onChange={(e) => {
          const [kind, id] = e.currentTarget.value.split(':') as [string, string];
          const { squadron: _s, ship: _p, to: _t, ...rest } = placement;
          commit(setTop(doc, 'placement', { ...rest, [kind]: id }));
        }}>
          {pieces.some((p) => p.id === piece && p.kind === pieceKey) ? null : <option value={`${pieceKey}:${piece}`}>{piece || 'none'}</option>}
          {pieces.map((p) => <option value={`${p.kind}:${p.id}`}>{p.id} ({p.kind})</option>)}
        </select></label>
        {card?.from === 'token' ? (
          <span class="hint">from the objective token at x <input type="number" size={5} data-path="placement.token.x" value={numberOr(obj(placement.token)?.x, 0)} onChange={(e) => write({ token: { x: Number(e.currentTarget.value), y: numberOr(obj(placement.token)?.y, 0) } })} /> y <input type="number" size={5} data-path="placement.token.y" value={numberOr(obj(placement.token)?.y, 0)} onChange={(e) => write({ token: { x: numberOr(obj(placement.token)?.x, 0), y: Number(e.currentTarget.value) } })} /></span>
        ) : card?.from === 'deployment-zone' ? (
          <label>Edge <select value={str(placement.edge, 'bottom')} data-path="placement.edge" onChange={(e) => write({ edge: e.currentTarget.value })}><option value="bottom">bottom</option><option value="top">top</option></select></label>
        ) : (
          <label>From <select value={str(placement.from)} data-testid="placement-from" data-path="placement.from" onChange={(e) => write({ from: e.currentTarget.value === '' ? undefined : e.currentTarget.value })}>
            <option value="">choose…</option>
            {(fromList.includes(str(placement.from)) || str(placement.from) === '' ? fromList : [str(placement.from), ...fromList]).map((id) => <option value={id}>{id}</option>)}
          </select></label>
        )}
      </div>
      <div class="row" data-path="placement.to">
        <span class="label">To</span>
        <label>x <input type="number" size={5} step={1} data-testid="placement-x" data-path="placement.to.x" value={to === undefined ? '' : numberOr(to.x, 0)} placeholder="drag" onChange={(e) => setTo('x', e.currentTarget.value)} /></label>
        <label>y <input type="number" size={5} step={1} data-testid="placement-y" data-path="placement.to.y" value={to === undefined ? '' : numberOr(to.y, 0)} placeholder="drag" onChange={(e) => setTo('y', e.currentTarget.value)} /></label>
        <button type="button" class="quiet" data-testid="placement-clear" disabled={to === undefined} onClick={() => write({ to: undefined })}>Show where it may go</button>
      </div>
      <p class="hint" data-testid="placement-verdict">
        {to === undefined
          ? `The dots show where ${piece || 'the piece'} may be centred; drag ${piece || 'it'} on the board to where it goes.`
          : result?.legal === true ? `${piece} may be placed there.` : violations.length > 0 ? `Not there: ${violations.join('; ')}.` : ''}
      </p>
    </div>
  );
}

/**
 * The Squadron Phase (armada.squadron.move): which squadron moves; the board draws how far it can
 * go (the reach disc, the zones it may not end in, who engages it) and a drag of the squadron sets
 * where it ends (`squadronMove.to`); the outcome says whether that end is legal and who engages it
 * there. Cards that change the move come from the catalog.
 */
function SquadronControls({ doc, commit, phase, outcome }: { doc: Doc; commit: (next: Doc) => void; phase: JSX.Element; outcome: unknown }) {
  const move = obj(doc.squadronMove)!;
  const squadron = str(move.squadron);
  const to = obj(move.to);
  const write = (next: Record<string, unknown>) => {
    const merged: Record<string, unknown> = { ...move, ...next };
    for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
    commit(setTop(doc, 'squadronMove', merged));
  };
  const result = obj(outcome);
  const engaged = Array.isArray(result?.engagedBy) ? (result.engagedBy as unknown[]).map(String) : [];
  const after = Array.isArray(result?.engagedAfter) ? (result.engagedAfter as unknown[]).map(String) : [];
  return (
    <div class="controls" data-testid="squadron-controls">
      {phase}
      <div class="row">
        <label>Squadron <select value={squadron} data-testid="squadron-move" data-path="squadronMove.squadron" onChange={(e) => commit(setTop(doc, 'squadronMove', { squadron: e.currentTarget.value }))}>
          {ids(doc.squadrons).map((id) => <option value={id}>{id}</option>)}
        </select></label>
        <label class="check"><input type="checkbox" checked={move.cloak === true} data-testid="squadron-cloak" onChange={(e) => write({ cloak: e.currentTarget.checked ? true : undefined })} /> cloak move</label>
      </div>
      <p class="hint" data-testid="squadron-to" data-path="squadronMove.to">
        {to === undefined
          ? `Drag ${squadron} on the board to where it ends: the disc shows how far it can go, shaded zones where it may not end.`
          : `Ends at (${Math.round(numberOr(to.x, 0))}, ${Math.round(numberOr(to.y, 0))}) mm; drag it again to change.`}
      </p>
      <p class="hint" data-testid="squadron-engaged">
        {engaged.length > 0 ? `Engaged at the start by ${engaged.join(', ')}. ` : 'Not engaged at the start. '}
        {to !== undefined ? (after.length > 0 ? `Engaged where it ends by ${after.join(', ')}.` : 'Not engaged where it ends.') : ''}
      </p>
      <div class="row">
        <button type="button" class="quiet" disabled={to === undefined} data-testid="squadron-reset" onClick={() => write({ to: undefined })}>Back to the start</button>
      </div>
      <EffectPicker label="Cards on this squadron move" testid="squadron-effects" choices={ARMADA_SQUADRON_EFFECTS}
        value={Array.isArray(move.effects) ? (move.effects as unknown[]) : []} onChange={(list) => write({ effects: list })} />
    </div>
  );
}
