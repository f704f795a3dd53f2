/**
 * The whole page state in the URL hash, so a link reproduces it: `#s=<base64url of the
 * scenario JSON>`, `&all=1` when "show all options" is on, and the view: `&z=` zoom, `&f=` the
 * framed view box (four numbers), `&r=` the ruler (`from` or `from,to`, with `&rb=distance` for
 * distance bands), `&sh=` the shading of the options. UTF-8 safe.
 */
export interface SharedView {
  readonly zoom?: number;
  /** An SVG view box: "x y width height". */
  readonly frame?: string;
  readonly ruler?: { readonly from: string; readonly to: string | null };
  readonly bands?: 'range' | 'distance';
  readonly shading?: 'outcome' | 'exposure' | 'targets';
}

export interface SharedState {
  readonly scenario: unknown;
  readonly showAll: boolean;
  readonly view?: SharedView;
}

export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let k = 0; k < bytes.length; k += 0x8000) binary += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let k = 0; k < binary.length; k += 1) bytes[k] = binary.charCodeAt(k);
  return new TextDecoder().decode(bytes);
}

const round = (n: number): string => String(Math.round(n * 100) / 100);

export function stateToHash(state: SharedState): string {
  const view = state.view ?? {};
  let out = `#s=${encodeBase64Url(JSON.stringify(state.scenario))}${state.showAll ? '&all=1' : ''}`;
  if (view.zoom !== undefined && view.zoom !== 1) out += `&z=${round(view.zoom)}`;
  if (view.frame !== undefined) out += `&f=${view.frame.split(' ').map((n) => round(Number(n))).join(',')}`;
  if (view.ruler !== undefined) out += `&r=${encodeURIComponent(view.ruler.to === null ? view.ruler.from : `${view.ruler.from},${view.ruler.to}`)}`;
  if (view.bands === 'distance') out += '&rb=distance';
  if (view.shading !== undefined && view.shading !== 'outcome') out += `&sh=${view.shading}`;
  return out;
}

function viewOf(params: URLSearchParams): SharedView {
  const view: { -readonly [K in keyof SharedView]: SharedView[K] } = {};
  const zoom = Number(params.get('z'));
  if (params.has('z') && Number.isFinite(zoom) && zoom >= 1 && zoom <= 8) view.zoom = zoom;
  const frame = (params.get('f') ?? '').split(',').map(Number);
  if (frame.length === 4 && frame.every(Number.isFinite) && frame[2]! > 0 && frame[3]! > 0) view.frame = frame.join(' ');
  const ruler = params.get('r');
  if (ruler !== null && ruler !== '') {
    const [from, to] = ruler.split(',');
    view.ruler = { from: from!, to: to ?? null };
  }
  if (params.get('rb') === 'distance') view.bands = 'distance';
  const shading = params.get('sh');
  if (shading === 'exposure' || shading === 'targets') view.shading = shading;
  return view;
}

/** The state in a hash, or null when there is none or it cannot be read. */
export function hashToState(hash: string): SharedState | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const encoded = params.get('s');
  if (encoded === null || encoded === '') return null;
  try {
    return { scenario: JSON.parse(decodeBase64Url(encoded)) as unknown, showAll: params.get('all') === '1', view: viewOf(params) };
  } catch {
    return null;
  }
}
