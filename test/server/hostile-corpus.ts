/**
 * Hostile requests for the server (issue 10): bodies built to be expensive or malformed, and raw
 * HTTP that Node's parser refuses. Used by the process test (test/server/hostile-process.test.ts)
 * and the mixed load run (scripts/load.ts). Each names what a clean server must answer: a JSON
 * body with one of the listed statuses, never a 500 and never a dropped connection.
 */

export interface HostileRequest {
  readonly name: string;
  readonly path: string;
  readonly body: string;
  readonly contentType?: string;
  /** The statuses a clean answer may have (503 only from the deadline or the queue). */
  readonly statuses: readonly number[];
}

/** A star polygon of `n` vertices around (cx, cy): concave everywhere, the costliest shape to test. */
export function star(n: number, cx: number, cy: number, outer = 40, inner = 5): number[][] {
  return Array.from({ length: n }, (_, k) => {
    const r = k % 2 === 1 ? inner : outer;
    const a = (2 * Math.PI * k) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

const luke = { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 200, y: 150, heading: 0 } };
const xwing = (extra: Record<string, unknown> = {}) => ({ game: 'xwing', ships: [luke], maneuver: { ship: 'luke', dial: '3BW' }, ...extra });
const victory = { id: 'vic', type: 'Victory II-class Star Destroyer', owner: 'empire', pose: { x: 600, y: 300, heading: 0 }, speed: 3 };

/** Engine-level attacks: valid HTTP, hostile content. Work either refused (400) or stopped at the deadline (503). */
export function engineAttacks(): HostileRequest[] {
  const squadrons = Array.from({ length: 400 }, (_, k) => ({ id: `s${k}`, owner: 'rebels', position: { x: 560 + (k % 8) * 10, y: 340 + Math.floor(k / 8) * 6 } }));
  const tiles = Array.from({ length: 60_000 }, () => '26').join(' ');
  return [
    { name: 'nesting 6,000 deep', path: '/v1/resolve', body: `{"game":${'['.repeat(6000)}${']'.repeat(6000)}}`, statuses: [400] },
    { name: 'nesting 100,000 deep in a ship', path: '/v1/plan', body: `{"game":"xwing","ships":[${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}]}`, statuses: [400] },
    { name: '1,000-vertex star obstacle (X-Wing resolve)', path: '/v1/resolve', body: JSON.stringify(xwing({ obstacles: [{ id: 'a', type: 'asteroid', polygon: star(1000, 200, 300) }] })), statuses: [200, 400, 503] },
    { name: '20,000-vertex star obstacle (X-Wing plan)', path: '/v1/plan', body: JSON.stringify(xwing({ obstacles: [{ id: 'a', type: 'asteroid', polygon: star(20_000, 200, 300) }] })), statuses: [200, 400, 503] },
    { name: '500-vertex debris (Armada plan)', path: '/v1/plan', body: JSON.stringify({ game: 'armada', ships: [victory], obstacles: [{ id: 'd', type: 'debris-field', polygon: star(500, 700, 420) }] }), statuses: [200, 400, 503] },
    { name: '400 squadrons on the path (Armada plan)', path: '/v1/plan', body: JSON.stringify({ game: 'armada', ships: [victory], squadrons }), statuses: [200, 400, 503] },
    { name: 'ship type of 1,000,000 characters', path: '/v1/resolve', body: JSON.stringify({ game: 'xwing', ships: [{ ...luke, type: 'x'.repeat(1_000_000) }] }), statuses: [400, 503] },
    { name: 'TI4 map of 60,000 repeated tiles', path: '/v1/plan', body: JSON.stringify({ game: 'ti4', map: tiles, players: [{ id: 'red', faction: 'sol' }], units: [] }), statuses: [400, 503] },
    { name: 'X-Wing x = 1e308', path: '/v1/resolve', body: JSON.stringify(xwing({ ships: [{ ...luke, pose: { x: 1e308, y: 150, heading: 0 } }] })), statuses: [200, 400] },
    { name: 'play area of 1e308', path: '/v1/render', body: JSON.stringify(xwing({ playArea: { width: 1e308, height: 1e308 } })), statuses: [200, 400] },
    { name: 'a body over 1 MiB', path: '/v1/resolve', body: JSON.stringify({ game: 'armada', ships: [], pad: 'x'.repeat(1_100_000) }), statuses: [413] },
    { name: 'a batch of 1,001 items', path: '/v1/batch', body: `[${Array.from({ length: 1001 }, () => '{}').join(',')}]`, contentType: 'application/json', statuses: [400] },
    { name: 'a batch of star obstacles', path: '/v1/batch', body: JSON.stringify(Array.from({ length: 8 }, () => ({ op: 'resolve', scenario: xwing({ obstacles: [{ id: 'a', type: 'asteroid', polygon: star(1000, 200, 300) }] }) }))), contentType: 'application/json', statuses: [200] },
    { name: 'malformed JSON', path: '/v1/resolve', body: '{"game": "armada",', statuses: [400] },
    { name: 'binary noise', path: '/v1/plan', body: '\u0000\u0001\u0002\uFFFD\uD800', statuses: [400] },
  ];
}

export interface RawAttack {
  readonly name: string;
  /** Bytes sent as they are. */
  readonly raw: string;
  readonly status: number;
  /** The rule of the JSON error answered. */
  readonly rule: string;
}

/** HTTP that Node's parser (or its Expect handling) refuses before the app sees a request. */
export function parserAttacks(): RawAttack[] {
  return [
    { name: 'Content-Length with Transfer-Encoding', raw: 'POST /v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', status: 400, rule: 'http' },
    { name: 'a bad chunk size', raw: 'POST /v1/resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n', status: 400, rule: 'http' },
    { name: 'a 100 KB header', raw: `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`, status: 431, rule: 'http.headers' },
    { name: 'an unknown method token', raw: 'HELLO / HTTP/1.1\r\nHost: x\r\n\r\n', status: 400, rule: 'http' },
    { name: 'a space in the header name', raw: 'GET /health HTTP/1.1\r\nHo st: x\r\n\r\n', status: 400, rule: 'http' },
    { name: 'Expect: 100-continue with 5 MB declared', raw: 'POST /v1/plan HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\nExpect: 100-continue\r\n\r\n', status: 413, rule: 'body-limit' },
    { name: 'an Expect the server does not know', raw: 'POST /v1/plan HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: coffee\r\n\r\n{}', status: 417, rule: 'http' },
  ];
}

/**
 * A legal Armada scenario at the smallest limits the project must accept (40 ships, 120
 * squadrons, 64-vertex concave debris) with the squadrons on the mover's path: `plan` takes
 * long even for a near-linear engine, so a small deadline is sure to pass first.
 */
export function heavyLegalPlan(): string {
  return JSON.stringify({
    game: 'armada',
    ships: [
      { id: 'vic', type: 'Victory II-class Star Destroyer', owner: 'empire', pose: { x: 900, y: 200, heading: 0 }, speed: 2 },
      ...Array.from({ length: 39 }, (_, k) => ({ id: `n${k}`, type: 'Nebulon-B Escort Frigate', owner: 'rebels', pose: { x: 100 + (k % 13) * 130, y: 500 + Math.floor(k / 13) * 130, heading: 180 } })),
    ],
    squadrons: Array.from({ length: 120 }, (_, k) => ({ id: `s${k}`, owner: 'rebels', position: { x: 800 + (k % 12) * 20, y: 300 + Math.floor(k / 12) * 20 } })),
    obstacles: Array.from({ length: 6 }, (_, k) => ({ id: `o${k}`, type: 'debris-field', polygon: star(64, 300 + k * 250, 420) })),
  });
}
