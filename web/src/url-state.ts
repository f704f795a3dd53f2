/**
 * The whole page state in the URL hash, so a link reproduces it: `#s=<base64url of the
 * scenario JSON>` and `&all=1` when "show all options" is on. UTF-8 safe.
 */
export interface SharedState {
  readonly scenario: unknown;
  readonly showAll: boolean;
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

export function stateToHash(state: SharedState): string {
  return `#s=${encodeBase64Url(JSON.stringify(state.scenario))}${state.showAll ? '&all=1' : ''}`;
}

/** The state in a hash, or null when there is none or it cannot be read. */
export function hashToState(hash: string): SharedState | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const encoded = params.get('s');
  if (encoded === null || encoded === '') return null;
  try {
    return { scenario: JSON.parse(decodeBase64Url(encoded)) as unknown, showAll: params.get('all') === '1' };
  } catch {
    return null;
  }
}
