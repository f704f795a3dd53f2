import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Game, Measurement, Result } from '../../src/index.ts';
import { GAMES } from '../../src/registry.ts';
import { OUTCOME_ICONS, OUTCOME_NAMES, textSize } from '../../src/render/index.ts';
import type { SceneOutcome } from '../../src/render/scene.ts';
import type { RulerHandlers } from './board.tsx';
import { Board, piecesViewBox, zoomStep } from './board.tsx';
import { decorate, layers } from './decorate.ts';
import type { MapClick } from './controls-ti4.tsx';
import { demosOf, openingDemo } from './demos.ts';
import type { Doc } from './edit.ts';
import { applyPick, extendPath, findObject, moveObject, objectIds, placedId, removeObject, rotateObject, setActiveSystem, setPose } from './edit.ts';
import { EXAMPLES, loadExamples } from './examples.ts';
import { FilePanel } from './file-panel.tsx';
import { gameNamed } from './game-facts.ts';
import { GAME_UI } from './games.tsx';
import { JsonPanel } from './json-panel.tsx';
import { Legend, ShadingLegend } from './legend.tsx';
import { MeasurePanel } from './measure-panel.tsx';
import type { PointReading, RulerBands } from './measuring.ts';
import { asDrawn, measureToPoint, MEASURING } from './measuring.ts';
import { measurementItems, rangeWords, rulerItems } from './ruler.ts';
import type { Shading } from './threats.ts';
import type { OptionThreat } from './threats.ts';
import { optionThreats, threatsByPick, threatText } from './threats.ts';
import { ids } from './loose.ts';
import { OutcomePanel } from './outcome-panel.tsx';
import { optionEntries } from './options.ts';
import { gameReady, loadGame, ti4Marks } from './game-parts.ts';
import { PiecePanel } from './piece-panel.tsx';
import type { ResilientComputed } from './resilient.ts';
import { computeResilient, fixesOf, setAtPath } from './resilient.ts';
import { statusOf } from './status.ts';
import type { Theme } from './theme.ts';
import { initialTheme, saveTheme } from './theme.ts';
import type { SharedView } from './url-state.ts';
import { hashToState, stateToHash } from './url-state.ts';
// The guide and the import dialog are fetched after the first board (lazy-panels.tsx).
import { Guide, ImportPanel } from './lazy-panels.tsx';
import type { AgainstOption } from './against.ts';
import { againstByPick, againstOptions, rankAgainst, shadeAgainst } from './against.ts';
import { AgainstLegend, AgainstPanel, againstLine, bestOf, useLaterPlan } from './against-panel.tsx';
import { chosenFollowUp, FollowUpPanel, followUpEntries, followUpItems } from './follow-ups.tsx';

const HISTORY_LIMIT = 200;

type Tab = 'move' | 'measure' | 'outcome' | 'pieces' | 'file';
const TABS: readonly (readonly [Tab, string])[] = [['move', 'Move'], ['measure', 'Measure'], ['outcome', 'Outcome'], ['pieces', 'Pieces'], ['file', 'Saves']];

/** The ruler on the board: from a piece to a point (while dragging) and/or to another piece. */
interface RulerView {
  readonly from: string;
  readonly at: { x: number; y: number } | null;
  readonly to: string | null;
}

function initialState(): { scenario: Doc; showAll: boolean; view: SharedView } {
  const shared = hashToState(location.hash);
  if (shared !== null && typeof shared.scenario === 'object' && shared.scenario !== null) return { scenario: shared.scenario as Doc, showAll: shared.showAll, view: shared.view ?? {} };
  return { scenario: openingDemo(gameNamed(undefined), EXAMPLES) as Doc, showAll: false, view: {} };
}

/** The game the page opens on (the shared link's, else the opening demo's): main.tsx fetches its code first. */
export function initialGame(): Game {
  return gameOf(initialState().scenario);
}

function gameOf(doc: Doc): Game {
  return gameNamed(doc.game);
}

function editingText(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return element !== null && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT' || element.isContentEditable);
}

const boardHasFocus = (): boolean => (document.activeElement as HTMLElement | null)?.classList.contains('board') === true;

function cssValue(text: string): string {
  return text.replace(/["\\]/g, (c) => `\\${c}`);
}

/** What a pointed-at (or tapped) option is: who can shoot it there, or its title as drawn. */
function optionWords(pick: string, threat: OptionThreat | undefined): string {
  if (threat !== undefined) return threatText(threat);
  const ghost = [...document.querySelectorAll('.board [data-pick]')].find((g) => g.getAttribute('data-pick') === pick);
  const title = ghost?.querySelector('title')?.textContent ?? ghost?.getAttribute('data-label') ?? '';
  return title === '' ? 'This option.' : `${title}.`;
}

/**
 * A drag of a piece by (dx, dy) mm from the document it started on: the moving squadron of an
 * Armada squadron move gets a new end (`squadronMove.to`: from its last end when that was pressed, else from its start); any
 * other piece moves.
 */
export function dragTo(origin: Doc, id: string, dx: number, dy: number, fromEnd = false): Doc {
  const move = origin.squadronMove as { squadron?: unknown; to?: { x: number; y: number } } | undefined;
  if (origin.game === 'armada' && move?.squadron === id) {
    const squadron = (Array.isArray(origin.squadrons) ? (origin.squadrons as { id?: unknown; position?: { x: number; y: number } }[]) : []).find((s) => s.id === id);
    const from = fromEnd ? move.to ?? squadron?.position : squadron?.position;
    if (from !== undefined) {
      const round = (v: number) => Math.round(v * 100) / 100;
      return { ...origin, squadronMove: { ...move, to: { x: round(from.x + dx), y: round(from.y + dy) } } };
    }
  }
  const placement = origin.placement as Record<string, unknown> | undefined;
  if (origin.game === 'armada' && origin.squadronMove === undefined && placement !== undefined && placedId(placement) === id) {
    // armada.effects.placement: a drag of the placed piece sets where it goes, from its place when that was pressed, else from where it is on the table.
    const piece = findObject(origin, id)?.value as { pose?: { x: number; y: number; heading?: number }; position?: { x: number; y: number } } | undefined;
    const onTable: { x: number; y: number; heading?: number } | undefined = piece?.pose ?? piece?.position;
    const placed = placement.to as { x: number; y: number; heading?: number } | undefined;
    const from = fromEnd ? placed ?? onTable : onTable ?? placed;
    if (from !== undefined) {
      const round = (v: number) => Math.round(v * 100) / 100;
      const heading = placement.ship !== undefined ? { heading: from.heading ?? (typeof placement.heading === 'number' ? placement.heading : 0) } : {};
      return { ...origin, placement: { ...placement, to: { x: round(from.x + dx), y: round(from.y + dy), ...heading } } };
    }
  }
  return moveObject(origin, id, dx, dy);
}

/** The fields a refusal names, for people: `activeSystem`, `maneuver.speed`. */
function fieldNames(issues: readonly { readonly path: string }[]): string {
  const paths = [...new Set(issues.map((i) => (i.path === '' ? 'the scenario' : i.path)))];
  return paths.slice(0, 3).join(', ') + (paths.length > 3 ? ` (+${paths.length - 3})` : '');
}

/**
 * Marks the page's fields (`data-path`) that a refusal names: a field is marked when an issue's
 * path is the field's path or lies inside it; the issue's words become its hover text.
 */
export function markFields(root: ParentNode, issues: readonly { readonly path: string; readonly message: string }[]): number {
  let marked = 0;
  for (const field of root.querySelectorAll<HTMLElement>('[data-path]')) {
    const path = field.dataset.path!;
    const hit = issues.find((i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`));
    if (hit === undefined) {
      if (field.hasAttribute('aria-invalid')) {
        field.removeAttribute('aria-invalid');
        field.removeAttribute('title');
      }
      continue;
    }
    marked += 1;
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('title', hit.message);
  }
  return marked;
}

/** The ruler's answer in one line under the board (the whole answer is in the Measure panel). */
function rulerSummary(reading: PointReading | null, result: Result<Measurement> | null, band: string | null): string {
  if (reading !== null) return `${reading.from} to the pointer: ${reading.band}, ${Math.round(reading.distance)} mm`;
  if (result === null) return '';
  if (!result.ok) return result.issues.map((i) => i.message).join('; ');
  const m = result.value;
  const arcs = m.arcs.length === 0 ? `in none of ${m.from}'s arcs` : m.arcs.map((a) => `${a.arc}: ${rangeWords(a.range)}${a.obstructed ? ' (obstructed)' : ''}`).join('; ');
  return `${m.from} → ${m.to}: ${band ?? ''}, ${Math.round(m.distance)} mm; ${arcs}`;
}

export function App() {
  const initial = useMemo(initialState, []);
  const [doc, setDoc] = useState<Doc>(initial.scenario);
  const [showAll, setShowAll] = useState(initial.showAll);
  const [past, setPast] = useState<readonly Doc[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [mode, setMode] = useState<MapClick>('active');
  const [copied, setCopied] = useState(false);
  // A shared link brings its view: the framed part, the zoom, the ruler and the shading.
  const [frame, setFrame] = useState<string | null>(initial.view.frame ?? null);
  const [zoom, setZoom] = useState(initial.view.zoom ?? 1);
  const [guideOpen, setGuideOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('move');
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const [notice, setNotice] = useState('');
  const [hiddenGroups, setHiddenGroups] = useState<ReadonlySet<string>>(new Set());
  const [hiddenOutcomes, setHiddenOutcomes] = useState<ReadonlySet<string>>(new Set());
  // While a piece is dragged, every option is not re-planned on each step (a plan can take a frame or more).
  const [dragging, setDragging] = useState(false);
  const dragOrigin = useRef<Doc | null>(null);
  // The drag began on a move's drawn end (a squadron's end), not on the piece where it starts.
  const dragFromEnd = useRef(false);
  // A view to frame once the next drawing is in: the options of a plan, or (on a phone, where a
  // whole Armada or X-Wing table is a few pixels a piece) the pieces.
  const narrow = (): boolean => typeof matchMedia === 'function' && matchMedia('(max-width: 760px)').matches;
  const frameNext = useRef<'options' | 'pieces' | null>(initial.view.frame === undefined && GAME_UI[gameOf(initial.scenario)].frameOnPhone && narrow() ? 'pieces' : null);
  const game = gameOf(doc);
  // The shown game's code comes on demand (game-parts.ts): until it is in, the board is drawn
  // plainly and the status says it is loading; then everything is computed again.
  const [, setLoaded] = useState(0);
  const ready = gameReady(game);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const retry = (delay: number) => {
      void loadGame(game).then(() => {
        if (live) setLoaded((n) => n + 1);
      }, () => {
        // A lost connection: try again, less often each time.
        if (live) setTimeout(() => retry(Math.min(delay * 2, 30_000)), delay);
      });
    };
    retry(1000);
    return () => {
      live = false;
    };
  }, [game, ready]);
  const Controls = GAME_UI[game].Controls;
  // Plans the board's plan does not make: every option against every enemy option (X-Wing, Armada), follow-up moves (X-Wing).
  const [againstOn, setAgainstOn] = useState(false);
  const [followOn, setFollowOn] = useState(false);
  // A squadron move without its end yet: the plan draws where it can go (armada.squadron.move).
  const wantsReach = doc.game === 'armada' && ((typeof doc.squadronMove === 'object' && doc.squadronMove !== null && (doc.squadronMove as { to?: unknown }).to === undefined)
    // A card's placement without its place yet: the plan draws where the piece may go (armada.effects.placement).
    || (doc.squadronMove === undefined && typeof doc.placement === 'object' && doc.placement !== null && (doc.placement as { to?: unknown }).to === undefined));
  const fresh = useMemo(() => computeResilient(doc, (showAll || wantsReach) && !dragging), [doc, showAll, wantsReach, dragging, ready]);
  // One bad field never blanks the board: a scenario refused beyond single pieces (a system not on
  // the map, a speed above 4) keeps the last good drawing of the same game, and the field is marked.
  const lastGood = useRef<ResilientComputed | null>(null);
  const keptBoard = fresh.fallback && fresh.broken.length === 0 && lastGood.current !== null && lastGood.current.game === fresh.game;
  if (!fresh.fallback) lastGood.current = fresh;
  const computed = keptBoard ? lastGood.current! : fresh;
  const status = statusOf(fresh);
  // The first board drawn with the game's engine (not the plain stand-in while it loads): the
  // browser tests and scripts/first-paint.ts read this mark (ms since navigation).
  useEffect(() => {
    if (!fresh.loading && performance.getEntriesByName('shipmove-first-render').length === 0) performance.mark('shipmove-first-render');
  }, [fresh]);

  // Range, arcs and threats (X-Wing and Armada): the library measures, the page draws.
  const measuringGame = MEASURING[game] ?? null;
  const [rulerOn, setRulerOn] = useState(false);
  const [rulerBands, setRulerBands] = useState<RulerBands>(initial.view.bands ?? 'range');
  const [ruler, setRuler] = useState<RulerView | null>(initial.view.ruler === undefined ? null : { from: initial.view.ruler.from, at: null, to: initial.view.ruler.to });
  const [arcsOn, setArcsOn] = useState(true);
  const [shading, setShading] = useState<Shading>(initial.view.shading ?? 'outcome');
  const [hovered, setHovered] = useState<string | null>(null);
  // The hovered option came from a finger's first tap: a second tap chooses it.
  const [previewing, setPreviewing] = useState(false);
  // The option pointed at in the list beside the board (its ghost is marked on the board).
  const [listHover, setListHover] = useState<string | null>(null);
  // TI4: resources and influence written beside each planet, on demand.
  const [planetValues, setPlanetValues] = useState(false);
  // Screen pixels per mm: the ruler's words keep at least a readable 13 px however far the board is zoomed out.
  const [pixelsPerMm, setPixelsPerMm] = useState(0);
  const bands: RulerBands = measuringGame?.bands.includes(rulerBands) === true ? rulerBands : 'range';
  const arcsFor = ruler?.to != null ? ruler.from : selected;
  const wantTable = measuringGame !== null && (ruler !== null || (arcsOn && arcsFor !== null));
  const table = useMemo(
    () => (wantTable && measuringGame !== null ? measuringGame.table(asDrawn(doc, computed.outcome)) : null),
    [wantTable, measuringGame, doc, computed.outcome],
  );
  const measured = useMemo(() => {
    if (ruler === null || table === null || !table.ok || measuringGame === null) return { items: [], reading: null, result: null, band: null };
    const size = Math.max(textSize(computed.scene) * 0.8, pixelsPerMm > 0 ? 13 / pixelsPerMm : 0);
    // Words stay inside what the board shows: the framed view, or the table.
    const view = frame?.split(' ').map(Number);
    const span = view !== undefined && view.length === 4 ? { left: view[0]!, right: view[0]! + view[2]! } : { left: computed.scene.bounds.x, right: computed.scene.bounds.x + computed.scene.bounds.width };
    if (ruler.to !== null) {
      const result = table.value.measure(ruler.from, ruler.to);
      const band = result.ok ? measuringGame.band(bands, result.value.distance) : null;
      const bases = [table.value.shapeOf(ruler.from), table.value.shapeOf(ruler.to)].filter((shape) => shape !== null);
      return { items: result.ok ? measurementItems(result.value, band ?? '', size, bases, span) : [], reading: null, result, band };
    }
    const shape = table.value.shapeOf(ruler.from);
    const reading = ruler.at === null || shape === null ? null : measureToPoint(measuringGame, table.value, bands, ruler.from, ruler.at);
    if (reading === null || !reading.ok || shape === null) return { items: [], reading: null, result: null, band: null };
    return { items: rulerItems(shape, reading.value, measuringGame.edges(bands), size, span), reading: reading.value, result: null, band: null };
  }, [ruler, table, measuringGame, bands, computed.scene, pixelsPerMm, frame]);
  const threats = useMemo(() => (computed.planned === null ? new Map() : threatsByPick(computed.scene, optionThreats(computed.compact))), [computed]);
  const docKey = useMemo(() => JSON.stringify(doc), [doc]);
  // Against every enemy option (docs/against.md): planned after the board is drawn, with a busy state; never while a piece is dragged.
  const canAgainst = !GAME_UI[game].map;
  const againstShown = againstOn && canAgainst && showAll;
  const against = useLaterPlan(againstShown && !dragging && !keptBoard, doc, docKey, { against: 'all' });
  const againstRanked = useMemo(() => rankAgainst(againstOptions(against.result?.compact)), [against.result]);
  const againstPicks = useMemo(() => (againstRanked.length === 0 ? new Map<string, AgainstOption>() : againstByPick(computed.scene, againstRanked)), [againstRanked, computed.scene]);
  const pickOfAgainst = useMemo(() => {
    const out = new Map<AgainstOption, string>();
    for (const [pick, option] of againstPicks) if (!out.has(option)) out.set(option, pick);
    return out;
  }, [againstPicks]);
  // Follow-up moves of the chosen X-Wing maneuver (xwing.move.follow-up).
  const followShown = followOn && game === 'xwing';
  const follow = useLaterPlan(followShown && !dragging && !keptBoard && doc.maneuver !== undefined, doc, docKey, { followUps: true });
  const followEntries = useMemo(() => (follow.result?.planned == null ? [] : followUpEntries(follow.result.planned, doc)), [follow.result, doc]);
  // Turned on: once the follow-ups are in, the view frames the maneuver and where they end.
  const frameFollow = useRef(false);
  useEffect(() => {
    if (!frameFollow.current || followEntries.length === 0) return;
    frameFollow.current = false;
    const box = piecesViewBox(true)?.split(' ').map(Number);
    if (box === undefined || box.length !== 4) return;
    let [x0, y0, x1, y1] = [box[0]!, box[1]!, box[0]! + box[2]!, box[1]! + box[3]!];
    // The drawing's y runs down: a pose at table y is at -y.
    for (const e of followEntries) {
      x0 = Math.min(x0, e.pose.x - 45);
      x1 = Math.max(x1, e.pose.x + 45);
      y0 = Math.min(y0, -e.pose.y - 45);
      y1 = Math.max(y1, -e.pose.y + 45);
    }
    setZoom(1);
    setFrame(`${x0} ${y0} ${x1 - x0} ${y1 - y0}`);
  }, [followEntries]);
  const movingShip = typeof (doc.maneuver as { ship?: unknown } | undefined)?.ship === 'string' ? String((doc.maneuver as { ship: string }).ship) : '';
  const decorations = useMemo(() => {
    const arcs = arcsOn && arcsFor !== null && table !== null && table.ok ? table.value.arcsOf(arcsFor) : [];
    const follows = followShown ? followUpItems(computed.scene, movingShip, followEntries, chosenFollowUp(followEntries, doc), pixelsPerMm > 0 ? 12 / pixelsPerMm : textSize(computed.scene)) : [];
    return { items: [...arcs, ...follows, ...measured.items], arcs: arcsOn, shading: showAll && !againstShown ? shading : 'outcome' as Shading, threats };
  }, [arcsOn, arcsFor, table, measured, shading, showAll, threats, againstShown, followShown, followEntries, computed.scene, movingShip, doc, pixelsPerMm]);
  const layered = useMemo(() => layers(computed.scene, computed.svg, decorations), [computed, decorations]);
  // Each ghost shaded by how often an enemy can shoot it, the best choices outlined.
  const drawn = useMemo(() => (againstPicks.size === 0 ? layered : { ...layered, base: shadeAgainst(layered.base, againstPicks, bestOf(againstRanked)) }), [layered, againstPicks, againstRanked]);
  // TI4: command tokens, planet control, home systems and (on demand) planet values over the map.
  const marks = useMemo(
    () => (GAME_UI[game].map ? ti4Marks(doc, computed.scene, { values: planetValues, unitsPerPixel: pixelsPerMm > 0 ? 1 / pixelsPerMm : 1 }) : ''),
    [game, doc, computed.scene, planetValues, pixelsPerMm],
  );
  // An export draws everything in one file (only when asked: a ruler drag redraws the overlay alone).
  const wholeDrawing = () => {
    const whole = decorate(computed.scene, computed.svg, decorations).svg;
    return againstPicks.size === 0 ? whole : shadeAgainst(whole, againstPicks, bestOf(againstRanked));
  };
  const hoveredThreat = hovered === null ? undefined : threats.get(hovered);
  const hoveredAgainst = hovered === null ? undefined : againstPicks.get(hovered);
  const options = useMemo(() => (showAll ? optionEntries(computed.scene) : []), [showAll, computed.scene]);
  const movedShip = (computed.outcome as { ship?: unknown; pose?: unknown } | null);
  const afterMove = movedShip !== null && typeof movedShip.ship === 'string' && movedShip.pose !== undefined ? movedShip.ship : null;
  const measurablePieces = useMemo(() => {
    const out: string[] = [];
    for (const list of ['ships', 'squadrons']) out.push(...ids(doc[list]));
    return out;
  }, [doc]);
  const rulerHandlers: RulerHandlers | null = measuringGame !== null && rulerOn
    ? {
      measurable: new Set(measurablePieces),
      onMove: (from, at, over) => setRuler({ from, at, to: over }),
      onEnd: (from, at, over) => {
        setRuler({ from, at, to: over });
        if (over !== null) setTab('measure');
      },
    }
    : null;

  // After each render: the fields a refusal names are marked (panels are drawn by many components).
  useEffect(() => {
    markFields(document, [...fresh.issues, ...(against.result?.issues ?? [])]);
  });

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    saveTheme(theme);
  }, [theme]);

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
    if (next.game !== docRef.current.game) {
      setFrame(null);
      setZoom(1);
      if (GAME_UI[gameOf(next)].frameOnPhone && narrow()) frameNext.current = 'pieces';
    }
    setNotice('');
    apply(next, [...pastRef.current.slice(-HISTORY_LIMIT), docRef.current]);
  };
  const undo = () => {
    const previous = pastRef.current[pastRef.current.length - 1];
    if (previous !== undefined) apply(previous, pastRef.current.slice(0, -1));
  };
  const switchGame = (next: Game) => {
    select(null);
    setRuler(null);
    commit(openingDemo(next, EXAMPLES) as Doc);
  };

  // The whole state in the URL: a link reproduces it.
  const rulerFrom = ruler?.from ?? null;
  const rulerTo = ruler?.to ?? null;
  useEffect(() => {
    const view: SharedView = {
      zoom,
      ...(frame !== null ? { frame } : {}),
      // A measurement between two pieces (a drag in progress is not a view to share).
      ...(rulerFrom !== null && rulerTo !== null ? { ruler: { from: rulerFrom, to: rulerTo } } : {}),
      bands: rulerBands,
      shading,
    };
    const hash = stateToHash({ scenario: doc, showAll, view });
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }, [doc, showAll, zoom, frame, rulerFrom, rulerTo, rulerBands, shading]);

  const selectedRef = useRef(selected);
  const select = (id: string | null) => {
    selectedRef.current = id;
    setSelected(id);
    // With no unit chosen, a click on the map sets the active system again.
    if (id === null) setMode('active');
  };
  const latest = useRef({ commit, undo, select, setShowAll, setMode, setRuler });
  latest.current = { commit, undo, select, setShowAll, setMode, setRuler };

  useEffect(() => {
    const onHash = () => {
      const shared = hashToState(location.hash);
      if (shared === null || typeof shared.scenario !== 'object' || shared.scenario === null) return;
      if (JSON.stringify(shared.scenario) === JSON.stringify(docRef.current)) return;
      latest.current.commit(shared.scenario as Doc);
      latest.current.setShowAll(shared.showAll);
    };
    const onKey = (event: KeyboardEvent) => {
      const { commit: change, undo: back, select: choose } = latest.current;
      const current = docRef.current;
      const chosen = selectedRef.current;
      const currentGame = gameOf(current);
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        if (editingText(event.target)) return;
        event.preventDefault();
        back();
        return;
      }
      // Everything else acts on the board only while it has the focus: Tab reaches the header and panels as usual.
      if (!boardHasFocus() || event.ctrlKey || event.metaKey) return;
      const ui = GAME_UI[currentGame];
      const order = ui.pieces === 'units' ? ids(current.units) : objectIds(current);
      const step = (delta: number): string | null => {
        if (order.length === 0) return null;
        const at = chosen === null ? -1 : order.indexOf(chosen);
        const next = at === -1 ? (delta > 0 ? 0 : order.length - 1) : at + delta;
        return next < 0 || next >= order.length ? null : order[next]!;
      };
      if (event.key === 'Tab') {
        const next = step(event.shiftKey ? -1 : 1);
        if (next === null) return; // let the focus leave the board
        event.preventDefault();
        choose(next);
        return;
      }
      if (event.key === 'Escape') {
        choose(null);
        latest.current.setRuler(null);
        return;
      }
      // TI4 units do not move by millimetres: the arrow keys walk from unit to unit.
      if (ui.map) {
        const delta = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
        if (delta !== 0) {
          event.preventDefault();
          const next = step(delta);
          if (next !== null) choose(next);
        }
        return;
      }
      if (chosen === null) return;
      const distance = event.altKey ? 1 : event.shiftKey ? 25 : 5;
      const nudges: Record<string, [number, number]> = { ArrowLeft: [-distance, 0], ArrowRight: [distance, 0], ArrowUp: [0, distance], ArrowDown: [0, -distance] };
      const nudge = nudges[event.key];
      if (nudge !== undefined) {
        event.preventDefault();
        change(moveObject(current, chosen, nudge[0], nudge[1]));
      } else if (event.key === 'r' || event.key === 'R') {
        event.preventDefault();
        const degrees = event.altKey ? 1 : 15;
        change(rotateObject(current, chosen, event.key === 'R' ? -degrees : degrees));
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        change(removeObject(current, chosen));
        choose(null);
      }
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const movable = useMemo(() => {
    const out = new Set(objectIds(doc));
    // A set-aside piece a card places is dragged where it is drawn placed.
    const placed = doc.game === 'armada' ? placedId(doc.placement as Record<string, unknown> | undefined) : null;
    if (placed !== null) out.add(placed);
    return out;
  }, [doc]);
  // The selected piece turns by a handle when it has a heading (ships, obstacles at a pose): its pose.
  const turnable = useMemo(() => {
    if (selected === null || GAME_UI[game].map) return null;
    const pose = findObject(doc, selected)?.value.pose as { x?: unknown; y?: unknown; heading?: unknown } | undefined;
    return pose !== undefined && typeof pose.heading === 'number' ? { id: selected, heading: pose.heading } : null;
  }, [doc, selected, game]);
  // The Squadron Phase: dragging the moving squadron sets where it ends, not where it starts (armada.squadron.move).
  const squadronMoving = game === 'armada' && typeof (doc.squadronMove as { squadron?: unknown } | undefined)?.squadron === 'string' ? String((doc.squadronMove as { squadron: string }).squadron)
    : game === 'armada' ? placedId(doc.placement as Record<string, unknown> | undefined) : null;
  const clickable = useMemo(() => {
    const out = new Set<string>(ids(doc.units));
    for (const item of computed.scene.items) if (item.role === 'hex' && item.id !== undefined) out.add(item.id);
    return out;
  }, [doc, computed]);
  const changeActive = (system: string | undefined) => {
    const { doc: next, dropped } = setActiveSystem(doc, system);
    commit(next);
    if (dropped > 0) setNotice(`${dropped} declared move${dropped === 1 ? '' : 's'} no longer ended in the active system and ${dropped === 1 ? 'was' : 'were'} cleared (Undo brings ${dropped === 1 ? 'it' : 'them'} back).`);
  };
  const onClickItem = (id: string, role: string, members: readonly string[]) => {
    if (!GAME_UI[game].map) return;
    const units = ids(doc.units);
    if (units.includes(id) && role !== 'hex') {
      // A stack: a second click moves on to the next unit in it.
      const at = selected === null ? -1 : members.indexOf(selected);
      const next = at === -1 ? members[0]! : members[(at + 1) % members.length]!;
      select(next);
      setMode('path');
      return;
    }
    if (mode === 'path' && selected !== null && units.includes(selected)) commit(extendPath(doc, selected, id));
    else changeActive(id);
  };
  const onPick = (pick: Record<string, unknown>) => {
    commit(applyPick(doc, pick));
    const moves = pick.moves as { unit?: string }[] | undefined;
    const maneuver = (pick.maneuver ?? pick.action) as { ship?: string } | undefined;
    const chosen = moves?.[0]?.unit ?? maneuver?.ship;
    if (chosen !== undefined) select(chosen);
  };

  // Each game's examples come once its first board is drawn (they never compete with its code).
  const [examples, setExamples] = useState<Readonly<Record<string, unknown>>>(EXAMPLES);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void loadExamples(game).then((more) => {
      if (live) setExamples((old) => ({ ...old, ...more }));
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [game, ready]);
  const demos = useMemo(() => demosOf(game, examples), [game, examples]);
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

  // Options on the table can be filtered by group (speed, unit) and by outcome so they stay readable.
  const optionGroups = useMemo(() => {
    const groups = new Set<string>();
    const outcomes = new Set<SceneOutcome>();
    for (const item of computed.scene.items) {
      if (item.pick === undefined) continue;
      if (item.group !== undefined) groups.add(item.group);
      if (item.outcome !== undefined) outcomes.add(item.outcome);
    }
    return { groups: [...groups].sort(), outcomes: [...outcomes] };
  }, [computed]);
  const hiddenCss = [...hiddenGroups].map((g) => `.board [data-pick][data-group="${cssValue(g)}"]`)
    .concat([...hiddenOutcomes].map((o) => `.board [data-pick][data-outcome="${cssValue(o)}"]`))
    .map((rule) => `${rule} { display: none; }`).join(' ');
  const toggle = (set: ReadonlySet<string>, value: string) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };
  const tableBox = /data-table-box="([^"]+)"/.exec(computed.svg)?.[1]?.split(' ').map(Number);
  const aspect = frame !== null ? frame.split(' ').map(Number) : tableBox;

  useEffect(() => {
    const wanted = frameNext.current;
    // Framed once the engine's drawing is in (not on the line that says the game is loading).
    if (wanted === null || computed.loading === true) return;
    frameNext.current = null;
    setFrame(wanted === 'options' ? piecesViewBox(true) ?? piecesViewBox() : piecesViewBox());
  }, [computed.svg]);

  const onFix = (fix: { path: string; value: string }) => commit(setAtPath(doc, fix.path, fix.value));

  return (
    <div class="app" data-game={game} data-tab={tab}>
      <header>
        <h1>shipmove <span>planner</span></h1>
        <nav class="games" aria-label="game">
          {GAMES.map((g) => <button type="button" class={g === game ? 'on' : ''} aria-pressed={g === game} aria-label={GAME_UI[g].name} title={GAME_UI[g].name} data-testid={`game-${g}`} onClick={() => g !== game && switchGame(g)}>{GAME_UI[g].short}</button>)}
        </nav>
        <label class="demo"><span class="label-text">Demo</span> <select data-testid="demo" value={shownDemo >= 0 ? String(shownDemo) : ''} onChange={(e) => {
          const demo = demos[Number(e.currentTarget.value)];
          if (demo !== undefined) {
            select(null);
            setRuler(null);
            setFrame(null);
            if (GAME_UI[game].frameOnPhone && narrow()) frameNext.current = 'pieces';
            commit(demo.scenario as Doc);
          }
        }}>
          <option value="" disabled>{shownDemo >= 0 ? 'choose…' : 'edited: choose…'}</option>
          {demos.map((d, k) => <option value={String(k)}>{d.name}</option>)}
        </select></label>
        <div class="tools">
          <button type="button" onClick={undo} disabled={past.length === 0} data-testid="undo" title="Undo (Ctrl+Z)" aria-label="Undo">↶<span class="wide"> Undo</span></button>
          <button type="button" onClick={() => setGuideOpen(true)} data-testid="guide-open" title="A first move in five steps" aria-label="Guide: a first move in five steps">?<span class="wide"> Guide</span></button>
          <button type="button" onClick={copyLink} data-testid="copy-link" title="The link reproduces this scenario">{copied ? 'Copied ✓' : 'Copy link'}</button>
          <button type="button" data-testid="theme" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')} aria-label={`switch to the ${theme === 'dark' ? 'light' : 'dark'} theme`} title={`${theme === 'dark' ? 'Light' : 'Dark'} theme`}>{theme === 'dark' ? '☀' : '☾'}</button>
        </div>
      </header>
      <main>
        <div class="stage">
          <div class="board-tools" role="toolbar" aria-label="board view">
            <button type="button" data-testid="zoom-out" aria-label="zoom out" onClick={() => setZoom(zoomStep(zoom, 1 / 1.5))} disabled={zoom <= 1}>−</button>
            <button type="button" data-testid="zoom-in" aria-label="zoom in" onClick={() => setZoom(zoomStep(zoom, 1.5))}>+</button>
            <button type="button" data-testid="zoom" onClick={() => { setZoom(1); setFrame(frame === null ? piecesViewBox() : null); }} title="Frame the pieces, or the whole table">{frame === null ? 'Pieces' : 'Table'}</button>
            <label class="toggle"><input type="checkbox" checked={showAll} onChange={(e) => {
              const on = e.currentTarget.checked;
              setShowAll(on);
              // The options spread around the mover: frame them once they are drawn (and the table again when they go).
              if (!GAME_UI[game].map) {
                setZoom(1);
                if (on) frameNext.current = 'options';
                else setFrame(null);
              }
            }} data-testid="show-all" /> Show all options</label>
            {canAgainst ? (
              <label class="toggle" title="Play each option against every option of each enemy ship, and shade it by how often it is shot at"><input type="checkbox" checked={againstOn} onChange={(e) => {
                const on = e.currentTarget.checked;
                setAgainstOn(on);
                if (on && !showAll) {
                  setShowAll(true);
                  setZoom(1);
                  frameNext.current = 'options';
                }
              }} data-testid="against" /> Against every enemy option</label>
            ) : null}
            {game === 'xwing' ? (
              <label class="toggle" title="The boosts, barrel rolls and cloaks the ship can still make after the chosen maneuver"><input type="checkbox" checked={followOn} onChange={(e) => {
                const on = e.currentTarget.checked;
                setFollowOn(on);
                frameFollow.current = on;
              }} data-testid="follow-ups" /> Follow-up moves</label>
            ) : null}
            {showAll && threats.size > 0 && !againstShown ? (
              <label class="toggle">Shade <select data-testid="shade" value={shading} onChange={(e) => setShading(e.currentTarget.value as Shading)} aria-label="shade the options by">
                <option value="outcome">by outcome</option>
                <option value="exposure">who can shoot it</option>
                <option value="targets">whom it can shoot</option>
              </select></label>
            ) : null}
            {GAME_UI[game].map ? (
              <button type="button" class={planetValues ? 'on' : ''} aria-pressed={planetValues} data-testid="planet-values" title="Resources and influence of each planet" onClick={() => setPlanetValues(!planetValues)}>Resources / influence</button>
            ) : null}
            {measuringGame !== null ? (
              <>
                <button type="button" class={rulerOn ? 'on' : ''} aria-pressed={rulerOn} data-testid="ruler" title="Drag from a ship or squadron to measure range" onClick={() => {
                  setRulerOn(!rulerOn);
                  if (rulerOn) setRuler(null);
                }}><span aria-hidden="true">↔ </span>Ruler</button>
                {rulerOn && measuringGame.bands.length > 1 ? (
                  <select data-testid="ruler-bands" value={bands} aria-label="ruler bands" onChange={(e) => setRulerBands(e.currentTarget.value as RulerBands)}>
                    {measuringGame.bands.map((b) => <option value={b}>{b === 'range' ? 'range bands' : 'distance bands'}</option>)}
                  </select>
                ) : null}
                <label class="toggle" title="Firing arcs of the selected ship"><input type="checkbox" checked={arcsOn} data-testid="arcs" onChange={(e) => setArcsOn(e.currentTarget.checked)} /> Arcs</label>
              </>
            ) : null}
          </div>
          {showAll && (optionGroups.groups.length > 1 || optionGroups.outcomes.length > 1) ? (
            <div class="filters" role="group" aria-label="show options" data-testid="filters">
              {optionGroups.groups.length > 1 ? optionGroups.groups.map((g) => (
                <button type="button" class={`chip${hiddenGroups.has(g) ? '' : ' on'}`} aria-pressed={!hiddenGroups.has(g)} data-testid={`filter-${g}`} onClick={() => setHiddenGroups(toggle(hiddenGroups, g))}>{g}</button>
              )) : null}
              {optionGroups.outcomes.length > 1 ? optionGroups.outcomes.map((o) => (
                <button type="button" class={`chip${hiddenOutcomes.has(o) ? '' : ' on'}`} aria-pressed={!hiddenOutcomes.has(o)} data-testid={`filter-${o}`} onClick={() => setHiddenOutcomes(toggle(hiddenOutcomes, o))}><span aria-hidden="true">{OUTCOME_ICONS[o]} </span>{OUTCOME_NAMES[o]}</button>
              )) : null}
            </div>
          ) : null}
          <div class="board-area" aria-busy={against.busy || follow.busy} style={aspect !== undefined && aspect.length === 4 ? { '--aspect': `${aspect[2]} / ${aspect[3]}` } : undefined}>
            {against.busy || follow.busy ? <p class="board-busy" data-testid="board-busy" role="status"><span class="spinner" aria-hidden="true" /> {against.busy ? 'Playing every enemy option…' : 'Finding follow-ups…'}</p> : null}
            <Board svg={drawn.base} overlay={drawn.overlay + marks} selected={selected} movable={movable} clickable={clickable} onSelect={select}
              onDragStart={(_id, role) => {
                setDragging(true);
                dragFromEnd.current = role === 'ship-final';
                dragOrigin.current = docRef.current;
                apply(docRef.current, [...pastRef.current.slice(-HISTORY_LIMIT), docRef.current]);
              }}
              onDrag={(id, dx, dy) => {
                if (dragOrigin.current !== null) apply(dragTo(dragOrigin.current, id, dx, dy, dragFromEnd.current), pastRef.current);
              }}
              endDrag={squadronMoving} highlight={listHover} ghostLabels={showAll && !GAME_UI[game].map} map={GAME_UI[game].map}
              onDragEnd={() => setDragging(false)}
              onRotate={(id, heading) => {
                if (dragOrigin.current !== null) apply(setPose(dragOrigin.current, id, 'heading', heading), pastRef.current);
              }}
              turnable={turnable}
              onClickItem={onClickItem} onPick={onPick} viewBox={frame} zoom={zoom} onZoom={setZoom} hiddenCss={hiddenCss} preferSystems={GAME_UI[game].map && mode === 'path' && selected !== null}
              ruler={rulerHandlers} onHoverOption={(pick, touch) => { setHovered(pick); setPreviewing(touch === true); }} onScale={(k) => setPixelsPerMm((old) => (Math.abs(old - k) / Math.max(k, 1e-9) < 0.02 ? old : k))} />
          </div>
          <p class={`status s-${status.kind}`} data-testid="status" role="status" aria-live="polite">
            <span class="icon" aria-hidden="true">{status.icon}</span> {status.text}
            <button type="button" class="link why" data-testid="why" onClick={() => {
              setTab('outcome');
              requestAnimationFrame(() => document.getElementById('panel-outcome')?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
            }}>why?</button>
            {fresh.broken.flatMap((b) => b.issues).flatMap(fixesOf).slice(0, 3).map((fix) => (
              <button type="button" class="fix" data-testid="status-fix" onClick={() => onFix(fix)}>Use “{fix.value}”</button>
            ))}
          </p>
          {notice !== '' ? <p class="notice" data-testid="notice">{notice}</p> : null}
          {keptBoard ? <p class="notice" data-testid="kept-board">The board shows the last good state until {fieldNames(fresh.issues)} {fresh.issues.length === 1 ? 'is' : 'are'} fixed (marked in the panels; Undo goes back).</p> : null}
          {rulerOn || (ruler !== null && (measured.reading !== null || measured.result !== null)) ? (
            // Always there while the ruler is on, so the board does not move when a reading appears.
            <p class="option-info" data-testid="ruler-status" aria-live="polite">{ruler !== null && (measured.reading !== null || measured.result !== null) ? rulerSummary(measured.reading, measured.result, measured.band) : 'Drag from a ship or squadron to measure.'}</p>
          ) : null}
          {showAll ? (
            <p class="option-info" data-testid="option-info" aria-live="polite">
              {hovered !== null ? `${hoveredAgainst !== undefined ? againstLine(hoveredAgainst, game) : optionWords(hovered, hoveredThreat)}${previewing ? ' Tap it again to choose it.' : ''}` : 'Point at an option (tap it on a phone; a second tap chooses it) to see who can shoot it there and whom it can shoot.'}
            </p>
          ) : null}
          <Legend scene={drawn.scene} />
          {showAll && threats.size > 0 && shading !== 'outcome' && !againstShown ? <ShadingLegend shading={shading} /> : null}
          {againstPicks.size > 0 ? <AgainstLegend /> : null}
        </div>
        <aside aria-label="panels">
          <div class="tabs" role="tablist" aria-label="panels">
            {TABS.filter(([id]) => id !== 'measure' || measuringGame !== null).map(([id, name]) => (
              <button type="button" role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls={`panel-${id}`} class={tab === id ? 'on' : ''} data-testid={`tab-${id}`} onClick={() => setTab(id)}>{name}</button>
            ))}
          </div>
          <section class="move" id="panel-move" data-panel="move" aria-labelledby="move-heading">
            <h3 id="move-heading">Move</h3>
            {againstShown ? (
              // The answer the player asked for comes first; the dial follows.
              <AgainstPanel game={game} doc={doc} commit={commit} busy={against.busy} result={against.result} ranked={againstRanked} pickOf={pickOfAgainst} onPick={onPick}
                onHover={(pick) => { setListHover(pick); setHovered(pick); setPreviewing(false); }} />
            ) : null}
            <Controls doc={doc} commit={commit} outcome={fresh.outcome} planned={fresh.planned} selected={selected} onSelect={select} mode={mode} onMode={setMode} onActive={changeActive} />
            {followShown ? <FollowUpPanel doc={doc} commit={commit} busy={follow.busy} entries={followEntries} issues={(follow.result?.issues ?? []).map((i) => i.message)} /> : null}
            {showAll && options.length > 0 ? (
              <div class="option-list" data-testid="option-list">
                <h4>All options ({options.length}): point at one to find it on the board, click to choose it</h4>
                <ul class="options" onMouseLeave={() => { setListHover(null); setHovered(null); }}>
                  {options.map((o) => (
                    <li>
                      <button type="button" data-outcome={o.outcome ?? undefined} data-testid="option" data-pick={o.pick} title={o.title}
                        aria-label={`${o.label}${o.outcome !== null ? `: ${OUTCOME_NAMES[o.outcome]}` : ''}`}
                        onMouseEnter={() => { setListHover(o.pick); setHovered(o.pick); setPreviewing(false); }} onFocus={() => { setListHover(o.pick); setHovered(o.pick); }}
                        onClick={() => onPick(JSON.parse(o.pick) as Record<string, unknown>)}>
                        {o.outcome !== null ? <span class="icon" aria-hidden="true">{OUTCOME_ICONS[o.outcome]}</span> : null}{o.label}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
          {measuringGame !== null ? (
            <MeasurePanel id="panel-measure" pieces={measurablePieces} from={ruler?.from ?? null} to={ruler?.to ?? null} reading={measured.reading}
              measured={measured.result} band={measured.band} afterMove={afterMove}
              unavailable={table !== null && !table.ok ? `Nothing can be measured until the scenario is fixed: ${table.issues[0]?.message ?? 'it is refused'}.` : null}
              onMeasure={(from, to) => setRuler({ from, at: null, to })} onClear={() => setRuler(null)} />
          ) : null}
          <OutcomePanel computed={fresh} onFix={onFix} id="panel-outcome" />
          <div id="panel-pieces" data-panel="pieces">
            <PiecePanel game={game} doc={doc} commit={commit} selected={GAME_UI[game].map ? null : selected} onSelect={select} />
          </div>
          <div id="panel-file" data-panel="file">
            <FilePanel doc={doc} drawing={wholeDrawing} commit={commit} />
            <ImportPanel key={game} doc={doc} commit={commit} />
            <JsonPanel doc={doc} commit={commit} />
          </div>
          <p class="timing" data-testid="timing">resolved and drawn in {fresh.milliseconds.toFixed(1)} ms</p>
        </aside>
      </main>
      {guideOpen ? <Guide game={game} onClose={() => setGuideOpen(false)} /> : null}
    </div>
  );
}
