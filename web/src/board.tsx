import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

/**
 * The drawing: the renderer's SVG, hit-tested by the `data-id` and `data-role` attributes it
 * writes. Press on a piece to select it, drag to move it; a click on a system (TI4) reports it.
 * The pointer is captured by this host element, so redrawing the SVG mid-drag is safe.
 */
export interface BoardProps {
  readonly svg: string;
  readonly selected: string | null;
  /** Ids of pieces that can be dragged (ships, squadrons, obstacles). */
  readonly movable: ReadonlySet<string>;
  /** Ids of units and systems that can be clicked (TI4). */
  readonly clickable: ReadonlySet<string>;
  readonly onSelect: (id: string | null) => void;
  readonly onDragStart: (id: string) => void;
  /** Total displacement in table mm since the drag started. */
  readonly onDrag: (id: string, dx: number, dy: number) => void;
  readonly onDragEnd: () => void;
  readonly onClickItem: (id: string, role: string) => void;
  /** A zoomed view (an SVG viewBox), or null for the whole drawing. */
  readonly viewBox: string | null;
}

/** The part of the drawing that holds the pieces (not the empty table), with a margin: an SVG viewBox. */
export function piecesViewBox(): string | null {
  const svg = document.querySelector<SVGSVGElement>('.board svg');
  if (svg === null) return null;
  let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
  for (const item of svg.querySelectorAll<SVGGraphicsElement>('.items > [data-role]')) {
    const role = item.getAttribute('data-role');
    if (role === 'play-area' || role === 'hex' || role === 'label') continue;
    const b = item.getBBox();
    if (b.width === 0 && b.height === 0) continue;
    box = box === null
      ? { x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height }
      : { x0: Math.min(box.x0, b.x), y0: Math.min(box.y0, b.y), x1: Math.max(box.x1, b.x + b.width), y1: Math.max(box.y1, b.y + b.height) };
  }
  if (box === null) return null;
  const margin = Math.max(box.x1 - box.x0, box.y1 - box.y0) * 0.15 + 20;
  return `${box.x0 - margin} ${box.y0 - margin} ${box.x1 - box.x0 + 2 * margin} ${box.y1 - box.y0 + 2 * margin}`;
}

const DRAG_ROLES = new Set(['ship', 'ship-start', 'ship-front', 'shield-frame', 'squadron', 'obstacle', 'displaced']);
const THRESHOLD_PX = 3;

interface DragState {
  readonly id: string;
  readonly pointer: number;
  readonly startClient: { x: number; y: number };
  readonly startTable: { x: number; y: number };
  moved: boolean;
}

/** Client pixels to table millimetres through the SVG's own transform, with the y flip undone. */
export function clientToTable(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } | null {
  const matrix = svg.getScreenCTM();
  if (matrix === null) return null;
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y === 0 ? 0 : -point.y };
}

export function Board(props: BoardProps) {
  const host = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const svgOf = () => element.querySelector('svg');
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const p = latest.current;
      const target = pick(event.clientX, event.clientY, p);
      const id = target?.getAttribute('data-id') ?? null;
      const role = target?.getAttribute('data-role') ?? '';
      if (id !== null && DRAG_ROLES.has(role) && p.movable.has(id)) {
        const svg = svgOf();
        const at = svg === null ? null : clientToTable(svg, event.clientX, event.clientY);
        if (at === null) return;
        event.preventDefault();
        element.setPointerCapture(event.pointerId);
        drag.current = { id, pointer: event.pointerId, startClient: { x: event.clientX, y: event.clientY }, startTable: at, moved: false };
        p.onSelect(id);
        return;
      }
      if (id !== null && p.clickable.has(id)) {
        p.onClickItem(id, role);
        return;
      }
      if (id !== null && p.movable.has(id)) {
        p.onSelect(id);
        return;
      }
      p.onSelect(null);
    };
    const move = (event: PointerEvent) => {
      const state = drag.current;
      if (state === null || state.pointer !== event.pointerId) return;
      if (!state.moved) {
        if (Math.hypot(event.clientX - state.startClient.x, event.clientY - state.startClient.y) < THRESHOLD_PX) return;
        state.moved = true;
        latest.current.onDragStart(state.id);
      }
      const svg = svgOf();
      const at = svg === null ? null : clientToTable(svg, event.clientX, event.clientY);
      if (at === null) return;
      latest.current.onDrag(state.id, at.x - state.startTable.x, at.y - state.startTable.y);
    };
    const up = (event: PointerEvent) => {
      if (drag.current?.pointer !== event.pointerId) return;
      const moved = drag.current.moved;
      drag.current = null;
      if (moved) latest.current.onDragEnd();
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
    };
  }, []);

  // A zoomed view survives every redraw (the drawing is replaced on each change).
  useLayoutEffect(() => {
    const svg = host.current?.querySelector('svg');
    if (svg === null || svg === undefined) return;
    const whole = /viewBox="([^"]+)"/.exec(props.svg)?.[1];
    const wanted = props.viewBox ?? whole;
    if (wanted !== undefined && svg.getAttribute('viewBox') !== wanted) svg.setAttribute('viewBox', wanted);
  }, [props.svg, props.viewBox]);

  const selectedCss = props.selected === null
    ? ''
    : `.board [data-id="${cssString(props.selected)}"] > :not(title):not(text) { stroke: #ffffff; stroke-width: 3.5px; stroke-dasharray: none; }`;
  return (
    <div class="board-frame">
      <style>{selectedCss}</style>
      <div ref={host} class="board" tabIndex={0} data-testid="board" role="application" aria-label="table: drag pieces, or select one and use the arrow keys" dangerouslySetInnerHTML={{ __html: props.svg }} />
    </div>
  );
}

/**
 * The piece under the pointer that the page can act on: the topmost drawn item whose id is a
 * movable piece or a clickable unit or system (a planet or label on a system counts as the system).
 */
function pick(clientX: number, clientY: number, props: BoardProps): Element | null {
  for (const element of document.elementsFromPoint(clientX, clientY)) {
    const item = element.closest('[data-id]');
    const id = item?.getAttribute('data-id');
    if (item === null || item === undefined || id === undefined || id === null) continue;
    if (props.movable.has(id) || props.clickable.has(id)) return item;
  }
  return null;
}

function cssString(text: string): string {
  return text.replace(/["\\]/g, (c) => `\\${c}`).replace(/\n/g, '\\a ');
}
