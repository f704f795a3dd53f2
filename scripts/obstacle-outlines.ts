/**
 * Measures an obstacle's outline from a flat obstacle mesh (Wavefront OBJ): the method behind the
 * catalogs `src/xwing/catalog/obstacle-outlines.ts` and `src/armada/catalog/obstacle-outlines.ts`.
 *
 *   node --import tsx scripts/obstacle-outlines.ts <file.obj> <mm per mesh unit> [tolerance mm]
 *
 * 1. The mesh is a thin prism (the token's thickness along the mesh's y axis). Its top cap (the
 *    faces whose vertices all lie at the largest y) is projected onto the table plane (mesh x, z).
 * 2. The cap's boundary edges (edges used by exactly one cap triangle) are chained into loops; the
 *    loop with the largest area is the token's outline.
 * 3. Handedness: the printed art is a plain image, so the outline is taken in the orientation in
 *    which the mesh-to-texture mapping (x, z) -> (u, v) keeps its orientation; where it reverses
 *    it, x is mirrored. (This is what the apps show: Unity and Tabletop Simulator mirror x when
 *    they load an OBJ file.) Meshes without texture coordinates keep their x.
 * 4. Scaled to mm, centred on the centre of its bounding box, simplified with Douglas-Peucker
 *    (every dropped point is within the tolerance of the kept outline, default 0.5 mm), rounded to
 *    0.01 mm, counter-clockwise. Prints the vertices, bounding box and area as JSON.
 *
 * The catalogs were made with (mm per unit, tolerance 0.5 mm):
 * - X-Wing, FlyCasual `Assets/ImportedAssets/Tabletop Simulator/Obstacles/...` meshes (the `mesh` of
 *   each entry): 10 x the entry's `prefabScale` (10 for asteroids, 1000 for the debris clouds'
 *   metre meshes, 17, 17, 17, 24, 24, 35 for gas clouds 1-6). Checked: FlyCasual's known-size
 *   pieces read the same way come out at their real sizes, and the VASSAL module's token images
 *   agree with the result (`scripts/token-image-size.ts`; the catalog's header has the numbers).
 * - Armada, TTS-V `TTS_armada/assets/misc/obstacles/<token>/mesh.obj`: 25.4 (inches).
 */
import { readFileSync } from 'node:fs';

type P = [number, number];

function parseObj(text: string) {
  const vs: [number, number, number][] = [];
  const vts: P[] = [];
  const faces: { v: number[]; t: (number | undefined)[] }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const parts = line.trim().split(/\s+/);
    if (parts[0] === 'v') vs.push([Number(parts[1]), Number(parts[2]), Number(parts[3])]);
    else if (parts[0] === 'vt') vts.push([Number(parts[1]), Number(parts[2])]);
    else if (parts[0] === 'f') {
      const refs = parts.slice(1).map((r) => r.split('/'));
      const index = (s: string | undefined, n: number) => (s === undefined || s === '' ? undefined : Number(s) < 0 ? n + Number(s) : Number(s) - 1);
      faces.push({ v: refs.map((r) => index(r[0], vs.length)!), t: refs.map((r) => index(r[1], vts.length)) });
    }
  }
  return { vs, vts, faces };
}

const area = (ring: readonly P[]) => ring.reduce((s, a, i) => { const b = ring[(i + 1) % ring.length]!; return s + a[0] * b[1] - b[0] * a[1]; }, 0) / 2;

function capOutline(text: string): { ring: P[]; mirrored: boolean } {
  const { vs, vts, faces } = parseObj(text);
  const top = Math.max(...vs.map((v) => v[1]));
  const key = (i: number) => `${vs[i]![0].toFixed(6)},${vs[i]![2].toFixed(6)}`;
  // Cap faces; a face given twice (a double-sided cap) counts once.
  const seenFaces = new Set<string>();
  const cap = faces.filter((f) => {
    if (!f.v.every((i) => Math.abs(vs[i]![1] - top) < 1e-4)) return false;
    const id = f.v.map(key).sort().join(';');
    if (seenFaces.has(id)) return false;
    seenFaces.add(id);
    return true;
  });
  const count = new Map<string, number>();
  const directed: [string, string][] = [];
  const at = new Map<string, P>();
  let orientation = 0;
  for (const f of cap) {
    for (let k = 1; k + 1 < f.v.length; k++) {
      const tri = [0, k, k + 1];
      const pts = tri.map((j) => vs[f.v[j]!]!);
      const xz = area(pts.map((p) => [p[0], p[2]] as P));
      const uvs = tri.map((j) => f.t[j]);
      if (uvs.every((t) => t !== undefined) && Math.abs(xz) > 1e-12) {
        const uv = area(uvs.map((t) => vts[t!]!));
        if (Math.abs(uv) > 1e-12) orientation += Math.sign(xz) * Math.sign(uv);
      }
    }
    for (let j = 0; j < f.v.length; j++) {
      const a = key(f.v[j]!);
      const b = key(f.v[(j + 1) % f.v.length]!);
      if (a === b) continue;
      at.set(a, [vs[f.v[j]!]![0], vs[f.v[j]!]![2]]);
      const undirected = a < b ? `${a}|${b}` : `${b}|${a}`;
      count.set(undirected, (count.get(undirected) ?? 0) + 1);
      directed.push([a, b]);
    }
  }
  const neighbours = new Map<string, string[]>();
  for (const [a, b] of directed) {
    if (count.get(a < b ? `${a}|${b}` : `${b}|${a}`) !== 1) continue;
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }
  const loops: P[][] = [];
  const used = new Set<string>();
  for (const start of neighbours.keys()) {
    if (used.has(start)) continue;
    const loop: P[] = [];
    let previous: string | undefined;
    let k: string | undefined = start;
    while (k !== undefined && !used.has(k)) {
      used.add(k);
      loop.push(at.get(k)!);
      const options: string[] = (neighbours.get(k) ?? []).filter((n) => n !== previous && !used.has(n));
      previous = k;
      k = options[0];
    }
    if (loop.length >= 3) loops.push(loop);
  }
  if (loops.length === 0) loops.push(...levelRings(vs, faces));
  const ring = loops.sort((a, b) => Math.abs(area(b)) - Math.abs(area(a)))[0]!;
  const mirrored = orientation < 0;
  return { ring: mirrored ? ring.map(([x, y]) => [-x, y] as P) : ring, mirrored };
}

/**
 * Fallback for meshes whose cap is not a plain sheet (a bevelled edge): a ring of vertices at one
 * height whose every vertex has exactly two neighbours at that height along the mesh's edges.
 */
function levelRings(vs: readonly [number, number, number][], faces: readonly { v: number[] }[]): P[][] {
  const level = (i: number) => vs[i]![1].toFixed(4);
  const key = (i: number) => `${vs[i]![0].toFixed(6)},${vs[i]![2].toFixed(6)},${level(i)}`;
  const neighbours = new Map<string, Set<string>>();
  const at = new Map<string, P>();
  for (const f of faces) {
    for (let j = 0; j < f.v.length; j++) {
      const a = f.v[j]!;
      const b = f.v[(j + 1) % f.v.length]!;
      if (level(a) !== level(b) || key(a) === key(b)) continue;
      at.set(key(a), [vs[a]![0], vs[a]![2]]);
      at.set(key(b), [vs[b]![0], vs[b]![2]]);
      neighbours.set(key(a), (neighbours.get(key(a)) ?? new Set()).add(key(b)));
      neighbours.set(key(b), (neighbours.get(key(b)) ?? new Set()).add(key(a)));
    }
  }
  const rings: P[][] = [];
  const used = new Set<string>();
  for (const start of neighbours.keys()) {
    if (used.has(start)) continue;
    const loop: P[] = [];
    let ok = true;
    let previous: string | undefined;
    let k: string | undefined = start;
    while (k !== undefined && !used.has(k)) {
      used.add(k);
      loop.push(at.get(k)!);
      const next: string[] = [...neighbours.get(k)!];
      if (next.length !== 2) ok = false;
      const step: string | undefined = next.find((n) => n !== previous && !used.has(n));
      previous = k;
      k = step;
    }
    if (ok && loop.length >= 3) rings.push(loop);
  }
  return rings;
}

function segmentDistance(p: P, a: P, b: P): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

function douglasPeucker(points: P[], tolerance: number): P[] {
  if (points.length <= 2) return points;
  let worst = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = segmentDistance(points[i]!, points[0]!, points[points.length - 1]!);
    if (d > worst) { worst = d; at = i; }
  }
  if (worst <= tolerance) return [points[0]!, points[points.length - 1]!];
  return [...douglasPeucker(points.slice(0, at + 1), tolerance).slice(0, -1), ...douglasPeucker(points.slice(at), tolerance)];
}

/** Simplifies a closed ring, split at its two mutually farthest-apart vertices. */
export function simplifyRing(ring: P[], tolerance: number): P[] {
  let i0 = 0;
  let far = 0;
  for (let i = 0; i < ring.length; i++) {
    const d = Math.hypot(ring[i]![0] - ring[0]![0], ring[i]![1] - ring[0]![1]);
    if (d > far) { far = d; i0 = i; }
  }
  let i1 = 0;
  far = 0;
  for (let i = 0; i < ring.length; i++) {
    const d = Math.hypot(ring[i]![0] - ring[i0]![0], ring[i]![1] - ring[i0]![1]);
    if (d > far) { far = d; i1 = i; }
  }
  const [a, b] = i0 < i1 ? [i0, i1] : [i1, i0];
  const first = douglasPeucker(ring.slice(a, b + 1), tolerance);
  const second = douglasPeucker([...ring.slice(b), ...ring.slice(0, a + 1)], tolerance);
  return [...first.slice(0, -1), ...second.slice(0, -1)];
}

function main(): void {
  const [file, scaleText, toleranceText] = process.argv.slice(2);
  if (file === undefined || scaleText === undefined) {
    process.stderr.write('usage: obstacle-outlines.ts <file.obj> <mm per mesh unit> [tolerance mm]\n');
    process.exit(2);
  }
  const scale = Number(scaleText);
  const tolerance = toleranceText === undefined ? 0.5 : Number(toleranceText);
  const { ring, mirrored } = capOutline(readFileSync(file, 'utf8'));
  let mm = ring.map(([x, y]) => [x * scale, y * scale] as P);
  if (area(mm) < 0) mm = mm.reverse();
  const xs = mm.map((p) => p[0]);
  const ys = mm.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const centred = mm.map(([x, y]) => [x - cx, y - cy] as P);
  const simple = simplifyRing(centred, tolerance).map(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100] as P);
  const width = Math.max(...xs) - Math.min(...xs);
  const length = Math.max(...ys) - Math.min(...ys);
  process.stdout.write(`${JSON.stringify({ file, mirrored, meshPoints: ring.length, points: simple.length, width: Math.round(width * 100) / 100, length: Math.round(length * 100) / 100, meshArea: Math.round(area(centred) * 10) / 10, area: Math.round(area(simple) * 10) / 10, outline: simple })}\n`);
}

main();
