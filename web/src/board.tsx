import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { scaleLength } from '../../src/render/index.ts';
import { lightCss } from './drawing-style.ts';
import { pickLabel } from './options.ts';

/** The light look of the drawing, scoped to the board in the light theme (the same rules an export writes). */
const LIGHT_BOARD_CSS = lightCss('[data-theme="light"] .board ');

/**
 * The drawing: the renderer's SVG, hit-tested by the `data-id` and `data-role` attributes it
 * writes. Press on a piece to select it, drag to move it; a click on a system (TI4) reports it; a
 * click on an option's ghost picks that option. The board scrolls when zoomed: one finger (or a
 * press on empty table) pans, two fingers pinch, Ctrl + wheel zooms. Only the pieces themselves
 * refuse the browser's touch gestures (so a finger on a ship drags it, anywhere else scrolls).
 * Every piece answers within 20 px of its outline, however small it is drawn (a 40 px hit area).
 */
export interface BoardProps {
  readonly svg: string;
  /** Markup laid over the drawing (arcs, the ruler): its own group, so the drawing under a pressed piece is not replaced. */
  readonly overlay?: string;
  readonly selected: string | null;
  /** Ids of pieces that can be dragged (ships, squadrons, obstacles). */
  readonly movable: ReadonlySet<string>;
  /** Ids of units and systems that can be clicked (TI4). */
  readonly clickable: ReadonlySet<string>;
  readonly onSelect: (id: string | null) => void;
  /** A drag began on a piece (`role`: the drawn item pressed, e.g. `ship-final` for a move's end). */
  readonly onDragStart: (id: string, role: string) => void;
  /** Total displacement in table mm since the drag started. */
  readonly onDrag: (id: string, dx: number, dy: number) => void;
  readonly onDragEnd: () => void;
  readonly onClickItem: (id: string, role: string, members: readonly string[]) => void;
  /** A click on an option ghost: the scenario fields that choose it. */
  readonly onPick: (pick: Record<string, unknown>) => void;
  /** A framed view (an SVG viewBox), or null for the table. */
  readonly viewBox: string | null;
  /** Magnification of the board (1: the whole view fits). */
  readonly zoom: number;
  readonly onZoom: (zoom: number) => void;
  /** A piece whose drawn end (`ship-final`) is dragged to set where its move ends (an Armada squadron move). */
  readonly endDrag?: string | null;
  /** The option (its `data-pick`) pointed at in the list beside the board: its ghost is marked. */
  readonly highlight?: string | null;
  /** Write each option's label (dial code, speed and clicks, unit) on its ghost, at a fixed screen size. */
  readonly ghostLabels?: boolean;
  /** The board is a map of systems: no scale bar in mm. */
  readonly map?: boolean;
  /** The selected piece that turns by a handle (its id and heading), or null. */
  readonly turnable?: { readonly id: string; readonly heading: number } | null;
  /** The handle was dragged: the piece's new heading in degrees (15° steps, 1° with Alt). */
  readonly onRotate?: (id: string, heading: number) => void;
  /** CSS that hides filtered ghosts. */
  readonly hiddenCss: string;
  /**
   * A click on a system goes to the system (TI4 route editing), also when it lands on a unit of
   * another stack there, so the route is extended; only the routed unit's own stack is picked.
   * Otherwise a unit near the pointer wins (its 40 px hit area).
   */
  readonly preferSystems?: boolean;
  /**
   * The range ruler: while set, a press on a measurable piece (and a drag) measures from it instead
   * of moving it; `over` is the measurable piece under the pointer, if any.
   */
  readonly ruler?: RulerHandlers | null;
  /** Screen pixels per table mm at the current view (so words laid over the board can keep a readable size). */
  readonly onScale?: (pixelsPerMm: number) => void;
  /**
   * The option ghost under the pointer (its `data-pick` text), or null: hover on a mouse, a first
   * tap on a touch screen (`touch` true: a second tap on the same ghost chooses it).
   */
  readonly onHoverOption?: (pick: string | null, touch?: boolean) => void;
}

export interface RulerHandlers {
  readonly measurable: ReadonlySet<string>;
  readonly onMove: (from: string, at: { x: number; y: number }, over: string | null) => void;
  readonly onEnd: (from: string, at: { x: number; y: number }, over: string | null) => void;
}

/**
 * The part of the drawing that holds the pieces (not the empty table), with a margin: an SVG
 * viewBox. With `options`, only the mover and its options (the ghosts a plan draws).
 */
export function piecesViewBox(options = false): string | null {
  const svg = document.querySelector<SVGSVGElement>('.board svg');
  if (svg === null) return null;
  let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
  const selector = options ? '.items > [data-pick], .items > [data-role=ship-start], .items > [data-role=ship-final], .items > [data-role=tool], .items > [data-role=template]' : '.items > [data-role]';
  for (const item of svg.querySelectorAll<SVGGraphicsElement>(selector)) {
    const role = item.getAttribute('data-role');
    if (item.closest('.overlay') !== null || role === 'play-area' || role === 'hex' || role === 'label' || role === 'planet' || role === 'anomaly' || role === 'wormhole' || role === 'hyperlane') continue;
    const b = item.getBBox();
    if (b.width === 0 && b.height === 0) continue;
    box = box === null
      ? { x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height }
      : { x0: Math.min(box.x0, b.x), y0: Math.min(box.y0, b.y), x1: Math.max(box.x1, b.x + b.width), y1: Math.max(box.y1, b.y + b.height) };
  }
  if (box === null) return null;
  const margin = Math.max(box.x1 - box.x0, box.y1 - box.y0) * (options ? 0.05 : 0.15) + 20;
  return `${box.x0 - margin} ${box.y0 - margin} ${box.x1 - box.x0 + 2 * margin} ${box.y1 - box.y0 + 2 * margin}`;
}

const DRAG_ROLES = new Set(['ship', 'ship-start', 'ship-front', 'shield-frame', 'hull-zone', 'squadron', 'obstacle', 'displaced', 'label']);
const PIECE_ROLES = new Set(['ship', 'ship-start', 'ship-final', 'squadron', 'obstacle', 'unit', 'hex', 'displaced']);
const THRESHOLD_PX = 3;
/** Half the smallest hit area: a piece answers within this many pixels of its outline. */
export const HIT_SLOP_PX = 20;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 8;

interface DragState {
  readonly id: string;
  readonly role: string;
  readonly pointer: number;
  readonly startClient: { x: number; y: number };
  readonly startTable: { x: number; y: number };
  moved: boolean;
}

interface RulerState {
  readonly from: string;
  readonly pointer: number;
}

interface PanState {
  readonly pointer: number;
  readonly startClient: { x: number; y: number };
  readonly startScroll: { left: number; top: number };
  moved: boolean;
}

/** Client pixels to table millimetres through the SVG's own transform, with the y flip undone. */
export function clientToTable(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } | null {
  const matrix = svg.getScreenCTM();
  if (matrix === null) return null;
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y === 0 ? 0 : -point.y };
}

const clampZoom = (zoom: number): number => Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, zoom));

export function Board(props: BoardProps) {
  const host = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);
  const pan = useRef<PanState | null>(null);
  const measuring = useRef<RulerState | null>(null);
  // The rotate handle held: the piece, the pointer and the piece's centre on the table.
  const rotating = useRef<{ id: string; pointer: number; centre: { x: number; y: number }; started: boolean } | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // The ghost a finger tapped once (previewed): a second tap on it chooses it, a tap elsewhere previews that one.
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const setPreviewed = (raw: string | null) => {
    previewRef.current = raw;
    setPreview(raw);
  };
  /** Where to keep still while zooming: a client point and the table point under it. */
  const anchor = useRef<{ client: { x: number; y: number }; fraction: { x: number; y: number } } | null>(null);

  const zoomAround = (next: number, clientX: number, clientY: number) => {
    const element = host.current;
    if (element === null) return;
    const rect = element.getBoundingClientRect();
    const fraction = {
      x: (element.scrollLeft + clientX - rect.left) / Math.max(1, element.scrollWidth),
      y: (element.scrollTop + clientY - rect.top) / Math.max(1, element.scrollHeight),
    };
    anchor.current = { client: { x: clientX - rect.left, y: clientY - rect.top }, fraction };
    latest.current.onZoom(clampZoom(next));
  };

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const svgOf = () => element.querySelector('svg');
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const p = latest.current;
      const ruler = p.ruler ?? null;
      if (ruler !== null) {
        const from = pieceAt(event.clientX, event.clientY, (id) => ruler.measurable.has(id));
        const svg = svgOf();
        const at = svg === null ? null : clientToTable(svg, event.clientX, event.clientY);
        if (from !== null && at !== null) {
          event.preventDefault();
          element.setPointerCapture(event.pointerId);
          measuring.current = { from, pointer: event.pointerId };
          ruler.onMove(from, at, null);
          return;
        }
      }
      const handle = (event.target as Element | null)?.closest?.('[data-handle=rotate]') ?? null;
      if (handle !== null && p.turnable != null) {
        const cx = Number(handle.getAttribute('data-cx'));
        const cy = Number(handle.getAttribute('data-cy'));
        event.preventDefault();
        element.setPointerCapture(event.pointerId);
        rotating.current = { id: p.turnable.id, pointer: event.pointerId, centre: { x: cx, y: cy }, started: false };
        return;
      }
      const target = pick(event.clientX, event.clientY, p);
      const id = target?.getAttribute('data-id') ?? null;
      const role = target?.getAttribute('data-role') ?? '';
      const raw = target?.getAttribute('data-pick') ?? null;
      if (raw !== null) {
        // A finger previews first (who can shoot it, its outcome), and chooses with a second tap.
        if (event.pointerType !== 'mouse' && previewRef.current !== raw) {
          setPreviewed(raw);
          p.onHoverOption?.(raw, true);
          return;
        }
        setPreviewed(null);
        p.onHoverOption?.(raw);
        p.onPick(JSON.parse(raw) as Record<string, unknown>);
        return;
      }
      if (previewRef.current !== null) {
        setPreviewed(null);
        p.onHoverOption?.(null);
      }
      if (id !== null && (DRAG_ROLES.has(role) || (role === 'ship-final' && p.endDrag === id)) && p.movable.has(id)) {
        const svg = svgOf();
        const at = svg === null ? null : clientToTable(svg, event.clientX, event.clientY);
        if (at === null) return;
        event.preventDefault();
        element.setPointerCapture(event.pointerId);
        drag.current = { id, role, pointer: event.pointerId, startClient: { x: event.clientX, y: event.clientY }, startTable: at, moved: false };
        p.onSelect(id);
        return;
      }
      if (id !== null && p.clickable.has(id)) {
        const members = (target?.getAttribute('data-members') ?? id).split(' ');
        p.onClickItem(id, role, members);
        return;
      }
      if (id !== null && p.movable.has(id)) {
        p.onSelect(id);
        return;
      }
      // Empty table: a mouse pans the zoomed board (fingers scroll it natively).
      if (event.pointerType === 'mouse' && (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)) {
        pan.current = { pointer: event.pointerId, startClient: { x: event.clientX, y: event.clientY }, startScroll: { left: element.scrollLeft, top: element.scrollTop }, moved: false };
        element.setPointerCapture(event.pointerId);
        return;
      }
      p.onSelect(null);
    };
    /** Where a ruler drag is: the table point, and the measurable piece under the pointer (not the one it started from). */
    const rulerAt = (event: PointerEvent, state: RulerState) => {
      const svg = svgOf();
      const at = svg === null ? null : clientToTable(svg, event.clientX, event.clientY);
      const measurable = latest.current.ruler?.measurable;
      const over = measurable === undefined ? null : pieceAt(event.clientX, event.clientY, (id) => id !== state.from && measurable.has(id));
      return at === null ? null : { at, over };
    };
    const move = (event: PointerEvent) => {
      const turning = rotating.current;
      if (turning !== null && turning.pointer === event.pointerId) {
        const svg = svgOf();
        const at = svg === null ? null : clientToTable(svg, event.clientX, event.clientY);
        if (at === null) return;
        // Headings are clockwise from the table's +y (the front of a piece at heading 0 points up).
        const raw = (Math.atan2(at.x - turning.centre.x, at.y - turning.centre.y) * 180) / Math.PI;
        const stepDeg = event.altKey ? 1 : 15;
        const heading = ((Math.round(raw / stepDeg) * stepDeg) % 360 + 360) % 360;
        if (!turning.started) {
          turning.started = true;
          latest.current.onDragStart(turning.id, 'rotate');
        }
        latest.current.onRotate?.(turning.id, heading);
        return;
      }
      const ruling = measuring.current;
      if (ruling !== null && ruling.pointer === event.pointerId) {
        const where = rulerAt(event, ruling);
        if (where !== null) latest.current.ruler?.onMove(ruling.from, where.at, where.over);
        return;
      }
      if (drag.current === null && pan.current === null && event.pointerType === 'mouse') {
        const ghost = (event.target as Element | null)?.closest?.('[data-pick]') ?? null;
        latest.current.onHoverOption?.(ghost?.getAttribute('data-pick') ?? null);
      }
      const panning = pan.current;
      if (panning !== null && panning.pointer === event.pointerId) {
        const dx = event.clientX - panning.startClient.x;
        const dy = event.clientY - panning.startClient.y;
        if (Math.hypot(dx, dy) >= THRESHOLD_PX) panning.moved = true;
        element.scrollLeft = panning.startScroll.left - dx;
        element.scrollTop = panning.startScroll.top - dy;
        return;
      }
      const state = drag.current;
      if (state === null || state.pointer !== event.pointerId) return;
      if (!state.moved) {
        if (Math.hypot(event.clientX - state.startClient.x, event.clientY - state.startClient.y) < THRESHOLD_PX) return;
        state.moved = true;
        latest.current.onDragStart(state.id, state.role);
      }
      const svg = svgOf();
      const at = svg === null ? null : clientToTable(svg, event.clientX, event.clientY);
      if (at === null) return;
      latest.current.onDrag(state.id, at.x - state.startTable.x, at.y - state.startTable.y);
    };
    const up = (event: PointerEvent) => {
      if (rotating.current?.pointer === event.pointerId) {
        const started = rotating.current.started;
        rotating.current = null;
        if (started) latest.current.onDragEnd();
        return;
      }
      const ruling = measuring.current;
      if (ruling !== null && ruling.pointer === event.pointerId) {
        measuring.current = null;
        const where = event.type === 'pointercancel' ? null : rulerAt(event, ruling);
        if (where !== null) latest.current.ruler?.onEnd(ruling.from, where.at, where.over);
        return;
      }
      if (pan.current?.pointer === event.pointerId) {
        if (!pan.current.moved) latest.current.onSelect(null);
        pan.current = null;
        return;
      }
      if (drag.current?.pointer !== event.pointerId) return;
      const moved = drag.current.moved;
      drag.current = null;
      if (moved) latest.current.onDragEnd();
    };
    // Ctrl + wheel (and a trackpad pinch, which the browser reports so) zooms about the pointer.
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoomAround(latest.current.zoom * Math.exp(-event.deltaY * 0.0025), event.clientX, event.clientY);
    };
    // Two fingers pinch the board's zoom; one finger is left to the browser (it scrolls).
    let pinch: { distance: number; zoom: number } | null = null;
    const spread = (touches: TouchList) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
    const touchStart = (event: TouchEvent) => {
      // A finger that pressed a piece (to drag it, or to measure from it) keeps it: the page does not
      // scroll away under it. (Chromium does not apply CSS touch-action to shapes inside an SVG.)
      if (event.touches.length === 1 && (drag.current !== null || measuring.current !== null || rotating.current !== null) && event.cancelable) event.preventDefault();
      if (event.touches.length === 2) {
        measuring.current = null;
        pinch = { distance: Math.max(1, spread(event.touches)), zoom: latest.current.zoom };
        // A second finger turns a drag into a pinch: the drag ends where it is.
        if (drag.current?.moved === true) latest.current.onDragEnd();
        drag.current = null;
      }
    };
    const touchMove = (event: TouchEvent) => {
      if (pinch === null || event.touches.length !== 2) return;
      event.preventDefault();
      const middle = { x: (event.touches[0]!.clientX + event.touches[1]!.clientX) / 2, y: (event.touches[0]!.clientY + event.touches[1]!.clientY) / 2 };
      zoomAround(pinch.zoom * (spread(event.touches) / pinch.distance), middle.x, middle.y);
    };
    const touchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch = null;
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    // A finger's tap keeps its option's words shown (the pointer leaves as the finger lifts).
    const leave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') latest.current.onHoverOption?.(null);
    };
    element.addEventListener('pointerleave', leave);
    element.addEventListener('wheel', wheel, { passive: false });
    element.addEventListener('touchstart', touchStart, { passive: false });
    element.addEventListener('touchmove', touchMove, { passive: false });
    element.addEventListener('touchend', touchEnd);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('wheel', wheel);
      element.removeEventListener('touchstart', touchStart);
      element.removeEventListener('touchmove', touchMove);
      element.removeEventListener('touchend', touchEnd);
    };
  }, []);

  // After each redraw: the framed view, and each piece named for assistive technology.
  useLayoutEffect(() => {
    const svg = host.current?.querySelector('svg');
    if (svg === null || svg === undefined) return;
    const wanted = props.viewBox ?? svg.getAttribute('data-table-box') ?? /viewBox="([^"]+)"/.exec(props.svg)?.[1];
    if (wanted !== undefined && svg.getAttribute('viewBox') !== wanted) svg.setAttribute('viewBox', wanted);
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-label', 'the table');
    let n = 0;
    for (const group of svg.querySelectorAll<SVGGElement>('.items > [data-id]')) {
      const id = group.getAttribute('data-id')!;
      const role = group.getAttribute('data-role') ?? '';
      if (!PIECE_ROLES.has(role) || !(props.movable.has(id) || props.clickable.has(id))) continue;
      group.setAttribute('id', `piece-${n}`);
      n += 1;
      group.setAttribute('role', 'img');
      group.setAttribute('aria-label', group.getAttribute('data-label') ?? group.querySelector('title')?.textContent ?? id);
      if (id === props.selected) group.setAttribute('aria-selected', 'true');
    }
    // A selected unit inside a stack is shown by its stack.
    const chosen = props.selected === null ? null : svg.querySelector(`.items > [data-id="${cssString(props.selected)}"][aria-label], .items > [data-members~="${cssString(props.selected)}"][aria-label]`);
    if (chosen !== null) host.current!.setAttribute('aria-activedescendant', chosen.id);
    else host.current!.removeAttribute('aria-activedescendant');
  }, [props.svg, props.viewBox, props.selected]);

  // The previewed ghost is marked (drawn as if pointed at) until it is chosen or another is tapped.
  useLayoutEffect(() => {
    const svg = host.current?.querySelector('svg');
    if (svg === null || svg === undefined) return;
    for (const marked of svg.querySelectorAll('[data-previewed]')) marked.removeAttribute('data-previewed');
    if (preview === null) return;
    const ghost = [...svg.querySelectorAll('[data-pick]')].find((g) => g.getAttribute('data-pick') === preview);
    if (ghost === undefined) setPreviewed(null);
    else ghost.setAttribute('data-previewed', 'true');
  }, [props.svg, preview]);

  // The rotate handle of the selected piece: a grip in front of it, joined to its centre, 11 screen pixels across.
  useLayoutEffect(() => {
    const svg = host.current?.querySelector('svg');
    if (svg === null || svg === undefined) return;
    svg.querySelector(':scope > g.rotate-handle')?.remove();
    const turn = props.turnable ?? null;
    if (turn === null) return;
    const piece = [...svg.querySelectorAll<SVGGraphicsElement>('.items > [data-id]')].find((g) => g.getAttribute('data-id') === turn.id && ['ship', 'ship-start', 'obstacle'].includes(g.getAttribute('data-role') ?? ''));
    const matrix = svg.getScreenCTM();
    if (piece === undefined || matrix === null || matrix.a <= 0) return;
    const box = piece.getBBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const upp = 1 / matrix.a;
    const reach = Math.max(box.width, box.height) / 2 + 22 * upp;
    const radians = (turn.heading * Math.PI) / 180;
    // SVG y runs down: the table's +y is the SVG's -y.
    const hx = cx + reach * Math.sin(radians);
    const hy = cy - reach * Math.cos(radians);
    const ns = 'http://www.w3.org/2000/svg';
    const layer = document.createElementNS(ns, 'g');
    layer.setAttribute('class', 'rotate-handle');
    const line = document.createElementNS(ns, 'line');
    for (const [k, v] of [['x1', cx], ['y1', cy], ['x2', hx], ['y2', hy]] as const) line.setAttribute(k, String(v));
    line.setAttribute('stroke-width', String(1.5 * upp));
    const grip = document.createElementNS(ns, 'circle');
    grip.setAttribute('cx', String(hx));
    grip.setAttribute('cy', String(hy));
    grip.setAttribute('r', String(11 * upp));
    grip.setAttribute('stroke-width', String(2 * upp));
    grip.setAttribute('data-handle', 'rotate');
    grip.setAttribute('data-testid', 'rotate-handle');
    // The centre in table coordinates (y up), for the angle of the pointer.
    grip.setAttribute('data-cx', String(cx));
    grip.setAttribute('data-cy', String(cy === 0 ? 0 : -cy));
    const title = document.createElementNS(ns, 'title');
    title.textContent = `turn ${turn.id} (${Math.round(turn.heading)}°): drag around it; 15° steps, 1° with Alt`;
    grip.append(title);
    layer.append(line, grip);
    svg.append(layer);
  }, [props.svg, props.turnable?.id, props.turnable?.heading, props.zoom, props.viewBox, props.overlay]);

  // The option pointed at in the list beside the board.
  useLayoutEffect(() => {
    const svg = host.current?.querySelector('svg');
    if (svg === null || svg === undefined) return;
    for (const marked of svg.querySelectorAll('[data-highlighted]')) marked.removeAttribute('data-highlighted');
    const wanted = props.highlight ?? null;
    if (wanted === null) return;
    for (const ghost of svg.querySelectorAll('[data-pick]')) if (ghost.getAttribute('data-pick') === wanted) ghost.setAttribute('data-highlighted', 'true');
  }, [props.svg, props.highlight]);

  // Labels on the ghosts, 12 screen pixels tall at any zoom; a ghost whose label would sit on another's is left to the list.
  useLayoutEffect(() => {
    const svg = host.current?.querySelector('svg');
    if (svg === null || svg === undefined) return;
    svg.querySelector(':scope > g.ghost-labels')?.remove();
    if (props.ghostLabels !== true) return;
    const matrix = svg.getScreenCTM();
    if (matrix === null || matrix.a <= 0) return;
    const size = 12 / matrix.a;
    const layer = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    layer.setAttribute('class', 'ghost-labels');
    layer.setAttribute('aria-hidden', 'true');
    const placed: { x: number; y: number; w: number }[] = [];
    for (const ghost of svg.querySelectorAll<SVGGraphicsElement>('.items > [data-pick]')) {
      if (getComputedStyle(ghost).display === 'none') continue;
      const text = pickLabel(ghost.getAttribute('data-pick') ?? '');
      if (text === '') continue;
      const box = ghost.getBBox();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const w = text.length * size * 0.6;
      if (placed.some((p) => Math.abs(p.x - x) < (p.w + w) / 2 && Math.abs(p.y - y) < size * 1.1)) continue;
      placed.push({ x, y, w });
      const label = document.createElementNS('http://www.w3.org/2000/svg', 'text');
      label.setAttribute('x', String(x));
      label.setAttribute('y', String(y));
      label.setAttribute('font-size', String(size));
      label.setAttribute('stroke-width', String(size * 0.28));
      label.setAttribute('data-for', ghost.getAttribute('data-pick') ?? '');
      label.textContent = text;
      layer.append(label);
    }
    svg.append(layer);
  }, [props.svg, props.ghostLabels, props.zoom, props.viewBox, props.hiddenCss, props.overlay]);

  // The overlay group, after the drawing's items (and again after each new drawing).
  useLayoutEffect(() => {
    const svg = host.current?.querySelector('svg');
    if (svg === null || svg === undefined) return;
    let layer = svg.querySelector(':scope > g.overlay');
    if ((props.overlay ?? '') === '') {
      layer?.remove();
      return;
    }
    if (layer === null) {
      layer = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      layer.setAttribute('class', 'items overlay');
      layer.setAttribute('aria-hidden', 'true');
      const items = svg.querySelector(':scope > g.items');
      svg.insertBefore(layer, items?.nextSibling ?? null);
    }
    layer.innerHTML = props.overlay ?? '';
  }, [props.svg, props.overlay]);

  // Zooming keeps the anchored point still (the pointer, the pinch's middle or the view's centre).
  useLayoutEffect(() => {
    const element = host.current;
    const held = anchor.current;
    if (element === null || held === null) return;
    element.scrollLeft = held.fraction.x * element.scrollWidth - held.client.x;
    element.scrollTop = held.fraction.y * element.scrollHeight - held.client.y;
    anchor.current = null;
  }, [props.zoom]);

  // The scale bar follows the view: a round length in mm about 100 px long at the current zoom.
  const [scale, setScale] = useState<{ mm: number; px: number } | null>(null);
  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const measure = () => {
      const svg = element.querySelector('svg');
      const matrix = svg?.getScreenCTM();
      if (matrix === null || matrix === undefined || matrix.a <= 0) return;
      // Words on the board are sized in screen pixels: CSS reads table units per pixel from here.
      element.style.setProperty('--upp', String(1 / matrix.a));
      const mm = scaleLength(500 / matrix.a);
      setScale((old) => (old?.mm === mm && Math.abs(old.px - mm * matrix.a) < 0.5 ? old : { mm, px: mm * matrix.a }));
      latest.current.onScale?.(matrix.a);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [props.svg, props.viewBox, props.zoom]);

  const selectedCss = props.selected === null
    ? ''
    : `.board :is([data-id="${cssString(props.selected)}"], [data-members~="${cssString(props.selected)}"]):not([data-role=label]):not([data-pick]) > :not(title):not(text) { stroke: var(--select); stroke-width: 3.5px; stroke-dasharray: none; }`;
  return (
    <div class="board-frame">
      <style>{LIGHT_BOARD_CSS + selectedCss + props.hiddenCss}</style>
      <div ref={host} class="board" tabIndex={0} data-testid="board" data-zoom={props.zoom.toFixed(2)} style={{ '--zoom': String(props.zoom) }}
        role="application" aria-roledescription="game table"
        aria-label="table: Tab moves between pieces, arrow keys nudge the selected piece, r turns it; Ctrl and the wheel or two fingers zoom"
        dangerouslySetInnerHTML={{ __html: props.svg }} />
      {scale !== null && props.map !== true ? (
        <div class="scale-bar" data-testid="scale-bar" data-mm={scale.mm} aria-label={`scale: the bar is ${scale.mm} mm on the table`} role="img">
          <span class="bar" style={{ width: `${scale.px}px` }} />
          <span class="text">{scale.mm} mm</span>
        </div>
      ) : null}
    </div>
  );
}

/** Zooms the board by a factor about the centre of its view. */
export function zoomStep(current: number, factor: number): number {
  return clampZoom(current * factor);
}

/**
 * What the page can act on under the pointer: the topmost drawn piece whose id is movable or
 * clickable, or an option ghost; failing that, the nearest piece within `HIT_SLOP_PX` of the
 * pointer (so a piece drawn 8 px wide is still a 40 px target).
 */
function pick(clientX: number, clientY: number, props: BoardProps): Element | null {
  let ghost: Element | null = null;
  let system: Element | null = null;
  for (const element of document.elementsFromPoint(clientX, clientY)) {
    const item = element.closest('[data-id], [data-pick]');
    if (item === null) continue;
    if (item.hasAttribute('data-pick')) {
      ghost ??= item;
      continue;
    }
    const id = item.getAttribute('data-id');
    if (id === null || !(props.movable.has(id) || props.clickable.has(id))) continue;
    if (item.getAttribute('data-role') === 'hex') system ??= item;
    // While a route is drawn, a unit of another stack is looked through to its system: the click
    // extends the route (ti4.move.path); a click on the routed unit's own stack still picks in it.
    else if (props.preferSystems === true && !inStack(item, props.selected)) continue;
    else return item;
  }
  if (ghost !== null) return ghost;
  if (system !== null && props.preferSystems === true) return system;
  const near = nearPiece(clientX, clientY, props);
  // Off every system while a route is drawn: only the routed unit's stack may be picked near the pointer.
  if (near !== null && props.preferSystems === true && !inStack(near, props.selected)) return system;
  return near ?? system;
}

/** Whether the drawn item is the unit `id` or a stack holding it. */
function inStack(item: Element, id: string | null): boolean {
  return id !== null && (item.getAttribute('data-id') === id || (item.getAttribute('data-members') ?? '').split(' ').includes(id));
}

function nearPiece(clientX: number, clientY: number, props: BoardProps): Element | null {
  let best: { element: Element; distance: number } | null = null;
  for (const item of document.querySelectorAll('.board .items > [data-id]')) {
    const role = item.getAttribute('data-role') ?? '';
    const id = item.getAttribute('data-id')!;
    if (role === 'hex' || role === 'play-area' || !PIECE_ROLES.has(role) || !(props.movable.has(id) || props.clickable.has(id))) continue;
    const box = item.getBoundingClientRect();
    // A hit area of at least 2 x HIT_SLOP_PX around the piece's centre, and its outline plus the slop.
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const halfW = Math.max(box.width / 2, HIT_SLOP_PX);
    const halfH = Math.max(box.height / 2, HIT_SLOP_PX);
    const dx = Math.max(0, Math.abs(clientX - cx) - halfW);
    const dy = Math.max(0, Math.abs(clientY - cy) - halfH);
    if (dx > 0 || dy > 0) continue;
    const distance = Math.hypot(clientX - cx, clientY - cy);
    if (best === null || distance < best.distance) best = { element: item, distance };
  }
  return best?.element ?? null;
}

/**
 * The id of the piece under the pointer that `accept`s: the topmost drawn one (option ghosts and
 * the ruler's own lines are looked through), else the nearest within `HIT_SLOP_PX` of its outline.
 */
function pieceAt(clientX: number, clientY: number, accept: (id: string) => boolean): string | null {
  for (const element of document.elementsFromPoint(clientX, clientY)) {
    const item = element.closest('.items > [data-id]');
    if (item === null || item.hasAttribute('data-pick')) continue;
    const id = item.getAttribute('data-id')!;
    if (accept(id)) return id;
  }
  let best: { id: string; distance: number } | null = null;
  for (const item of document.querySelectorAll('.board .items > [data-id]')) {
    const id = item.getAttribute('data-id')!;
    if (item.hasAttribute('data-pick') || !PIECE_ROLES.has(item.getAttribute('data-role') ?? '') || !accept(id)) continue;
    const box = item.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    if (Math.abs(clientX - cx) > Math.max(box.width / 2, HIT_SLOP_PX) || Math.abs(clientY - cy) > Math.max(box.height / 2, HIT_SLOP_PX)) continue;
    const distance = Math.hypot(clientX - cx, clientY - cy);
    if (best === null || distance < best.distance) best = { id, distance };
  }
  return best?.id ?? null;
}

function cssString(text: string): string {
  return text.replace(/["\\]/g, (c) => `\\${c}`).replace(/\n/g, '\\a ');
}
