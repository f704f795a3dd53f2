import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Game } from '../../src/index.ts';
import { GAMES } from '../../src/index.ts';
import { Board, piecesViewBox } from './board.tsx';
import { compute } from './compute.ts';
import { ArmadaControls } from './controls-armada.tsx';
import type { MapClick } from './controls-ti4.tsx';
import { Ti4Controls } from './controls-ti4.tsx';
import { XwingControls } from './controls-xwing.tsx';
import { demosOf, openingDemo } from './demos.ts';
import type { Doc } from './edit.ts';
import { extendPath, moveObject, objectIds, removeObject, rotateObject, setTop } from './edit.ts';
import { EXAMPLES } from './examples.ts';
import { JsonPanel } from './json-panel.tsx';
import { ids } from './loose.ts';
import { OutcomePanel } from './outcome-panel.tsx';
import { PiecePanel } from './piece-panel.tsx';
import { hashToState, stateToHash } from './url-state.ts';

const GAME_NAMES: Readonly<Record<Game, string>> = { armada: 'Armada', xwing: 'X-Wing', ti4: 'Twilight Imperium 4' };
const HISTORY_LIMIT = 200;

function initialState(): { scenario: Doc; showAll: boolean } {
  const shared = hashToState(location.hash);
  if (shared !== null && typeof shared.scenario === 'object' && shared.scenario !== null) return { scenario: shared.scenario as Doc, showAll: shared.showAll };
  return { scenario: openingDemo('armada', EXAMPLES) as Doc, showAll: false };
}

function gameOf(doc: Doc): Game {
  return doc.game === 'xwing' || doc.game === 'ti4' ? doc.game : 'armada';
}

function editingText(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return element !== null && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT' || element.isContentEditable);
}

export function App() {
  const initial = useMemo(initialState, []);
  const [doc, setDoc] = useState<Doc>(initial.scenario);
  const [showAll, setShowAll] = useState(initial.showAll);
  const [past, setPast] = useState<readonly Doc[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [mode, setMode] = useState<MapClick>('active');
  const [copied, setCopied] = useState(false);
  const [zoom, setZoom] = useState<string | null>(null);
  // While a piece is dragged, every option is not re-planned on each step (a plan can take a frame or more).
  const [dragging, setDragging] = useState(false);
  const dragOrigin = useRef<Doc | null>(null);
  const game = gameOf(doc);
  const computed = useMemo(() => compute(doc, showAll && !dragging), [doc, showAll, dragging]);

  // The current document and history also live in refs, updated at once, so quick successive
  // edits (keys pressed faster than a redraw) each start from the latest document.
  const docRef = useRef(doc);
  const pastRef = useRef(past);
  const apply = (next: Doc, history: readonly Doc[]) => {
    docRef.current = next;
    pastRef.current = history;
    setDoc(next);
    setPast(history);
  };
  const commit = (next: Doc) => {
    if (next.game !== docRef.current.game) setZoom(null);
    apply(next, [...pastRef.current.slice(-HISTORY_LIMIT), docRef.current]);
  };
  const undo = () => {
    const previous = pastRef.current[pastRef.current.length - 1];
    if (previous !== undefined) apply(previous, pastRef.current.slice(0, -1));
  };
  const switchGame = (next: Game) => {
    select(null);
    commit(openingDemo(next, EXAMPLES) as Doc);
  };

  // The whole state in the URL: a link reproduces it.
  useEffect(() => {
    const hash = stateToHash({ scenario: doc, showAll });
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }, [doc, showAll]);

  const selectedRef = useRef(selected);
  const select = (id: string | null) => {
    selectedRef.current = id;
    setSelected(id);
  };
  const latest = useRef({ commit, undo, select, setShowAll });
  latest.current = { commit, undo, select, setShowAll };

  useEffect(() => {
    const onHash = () => {
      const shared = hashToState(location.hash);
      if (shared === null || typeof shared.scenario !== 'object' || shared.scenario === null) return;
      latest.current.commit(shared.scenario as Doc);
      latest.current.setShowAll(shared.showAll);
    };
    const onKey = (event: KeyboardEvent) => {
      const { commit: apply, undo: back, select } = latest.current;
      const current = docRef.current;
      const chosen = selectedRef.current;
      const currentGame = gameOf(current);
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        if (editingText(event.target)) return;
        event.preventDefault();
        back();
        return;
      }
      if (editingText(event.target) || event.ctrlKey || event.metaKey) return;
      const onBoard = document.activeElement === null || document.activeElement === document.body || (document.activeElement as HTMLElement).classList.contains('board');
      const order = currentGame === 'ti4' ? ids(current.units) : objectIds(current);
      if (event.key === 'Tab' && onBoard && order.length > 0) {
        const at = chosen === null ? -1 : order.indexOf(chosen);
        const next = event.shiftKey ? (at === -1 ? order.length - 1 : at - 1) : at + 1;
        if (next < 0 || next >= order.length) return; // let focus leave the board
        event.preventDefault();
        select(order[next]!);
        document.querySelector<HTMLElement>('.board')?.focus();
        return;
      }
      if (event.key === 'Escape') {
        select(null);
        return;
      }
      if (chosen === null || currentGame === 'ti4') return;
      const step = event.altKey ? 1 : event.shiftKey ? 25 : 5;
      const nudges: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
      const nudge = nudges[event.key];
      if (nudge !== undefined) {
        event.preventDefault();
        apply(moveObject(current, chosen, nudge[0], nudge[1]));
      } else if (event.key === 'r' || event.key === 'R') {
        event.preventDefault();
        const degrees = event.altKey ? 1 : 15;
        apply(rotateObject(current, chosen, event.key === 'R' ? -degrees : degrees));
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        apply(removeObject(current, chosen));
        select(null);
      }
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const movable = useMemo(() => new Set(objectIds(doc)), [doc]);
  const clickable = useMemo(() => {
    const out = new Set<string>(ids(doc.units));
    for (const item of computed.scene.items) if (item.role === 'hex' && item.id !== undefined) out.add(item.id);
    return out;
  }, [doc, computed]);
  const onClickItem = (id: string, role: string) => {
    if (game !== 'ti4') return;
    const units = ids(doc.units);
    if (units.includes(id) && role !== 'hex') {
      select(id);
      return;
    }
    if (mode === 'path' && selected !== null && units.includes(selected)) commit(extendPath(doc, selected, id));
    else commit(setTop(doc, 'activeSystem', id));
  };

  const demos = useMemo(() => demosOf(game, EXAMPLES), [game]);
  // The demo the board shows, while it is unchanged (the picker names it); -1 once edited.
  const shownDemo = useMemo(() => {
    const text = JSON.stringify(doc);
    return demos.findIndex((d) => JSON.stringify(d.scenario) === text);
  }, [doc, demos]);
  const copyLink = () => {
    void navigator.clipboard?.writeText(location.href).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    }, () => undefined);
  };

  return (
    <div class="app" data-game={game}>
      <header>
        <h1>shipmove <span>planner</span></h1>
        <nav class="games" aria-label="game">
          {GAMES.map((g) => <button type="button" class={g === game ? 'on' : ''} aria-pressed={g === game} data-testid={`game-${g}`} onClick={() => g !== game && switchGame(g)}>{GAME_NAMES[g]}</button>)}
        </nav>
        <label class="demo">Demo <select data-testid="demo" value={shownDemo >= 0 ? String(shownDemo) : ''} onChange={(e) => {
          const demo = demos[Number(e.currentTarget.value)];
          if (demo !== undefined) {
            select(null);
            setZoom(null);
            commit(demo.scenario as Doc);
          }
        }}>
          <option value="" disabled>{shownDemo >= 0 ? 'choose…' : 'edited: choose…'}</option>
          {demos.map((d, k) => <option value={String(k)}>{d.name}</option>)}
        </select></label>
        <div class="tools">
          <button type="button" onClick={undo} disabled={past.length === 0} data-testid="undo" title="Undo (Ctrl+Z)">↶ Undo</button>
          <button type="button" data-testid="zoom" onClick={() => setZoom(zoom === null ? piecesViewBox() : null)} title="Zoom to the pieces, or back to the whole table">{zoom === null ? 'Zoom to pieces' : 'Whole table'}</button>
          <label class="toggle"><input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} data-testid="show-all" /> Show all options</label>
          <button type="button" onClick={copyLink} data-testid="copy-link" title="The link reproduces this scenario">{copied ? 'Copied ✓' : 'Copy link'}</button>
        </div>
      </header>
      <main>
        <Board svg={computed.svg} selected={selected} movable={movable} clickable={clickable} onSelect={select}
          onDragStart={() => {
            setDragging(true);
            dragOrigin.current = docRef.current;
            apply(docRef.current, [...pastRef.current.slice(-HISTORY_LIMIT), docRef.current]);
          }}
          onDrag={(id, dx, dy) => {
            if (dragOrigin.current !== null) apply(moveObject(dragOrigin.current, id, dx, dy), pastRef.current);
          }}
          onDragEnd={() => setDragging(false)}
          onClickItem={onClickItem} viewBox={zoom} />
        <aside>
          <section class="move">
            <h3>Move</h3>
            {game === 'armada' ? <ArmadaControls doc={doc} commit={commit} /> : null}
            {game === 'xwing' ? <XwingControls doc={doc} commit={commit} /> : null}
            {game === 'ti4' ? <Ti4Controls doc={doc} commit={commit} selected={selected} onSelect={select} mode={mode} onMode={setMode} /> : null}
          </section>
          <OutcomePanel computed={computed} />
          {game !== 'ti4' ? <PiecePanel game={game} doc={doc} commit={commit} selected={selected} onSelect={select} /> : <PiecePanel game={game} doc={doc} commit={commit} selected={null} onSelect={select} />}
          <JsonPanel doc={doc} commit={commit} />
          <p class="timing" data-testid="timing">resolved and drawn in {computed.milliseconds.toFixed(1)} ms</p>
        </aside>
      </main>
    </div>
  );
}
