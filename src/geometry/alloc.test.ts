/**
 * The hot paths allocate nothing: 5e6 overlap decisions (after warm-up) on prebuilt flat
 * rectangles, on two Rect shapes straight from their poses, and on prepared boxes and discs must
 * not trigger garbage collection. Had each call allocated even one 16-byte heap number,
 * 80 MB of garbage would force several young-generation collections. GCs are counted with a
 * PerformanceObserver on 'gc' entries (no flags needed); bench/geometry.ts also reports the heap
 * growth per call.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { expect, test } from 'vitest';
import { bodiesOverlap, convexOverlap, flatLength, overlaps, prepare, writeRectFlat, type Rect, type Shape } from './index.ts';

/** Garbage collections that started while `run` was running (the test runner's own later work is not counted). */
function gcCount(run: () => void): Promise<number> {
  return new Promise((resolve) => {
    const starts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) starts.push(entry.startTime);
    });
    observer.observe({ entryTypes: ['gc'] });
    const from = performance.now();
    run();
    const to = performance.now();
    setTimeout(() => {
      observer.disconnect();
      resolve(starts.filter((t) => t >= from && t <= to).length);
    }, 100);
  });
}

function random(start: number): () => number {
  let seed = start;
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
}

test('convexOverlap on prebuilt rectangles allocates nothing (no GC over 5e6 calls)', async () => {
  const rnd = random(11);
  const rects = Array.from({ length: 2048 }, () => writeRectFlat(new Float64Array(flatLength(4)), 300 + rnd() * 120, 300 + rnd() * 120, rnd() * 360, 20 + rnd() * 80, 20 + rnd() * 80));
  let hits = 0;
  const loop = (count: number) => {
    for (let i = 0; i < count; i++) if (convexOverlap(rects[i & 1023]!, rects[1024 + (i & 1023)]!)) hits++;
  };
  loop(2_000_000); // warm-up: optimised code does not box numbers
  const gcs = await gcCount(() => loop(5_000_000));
  expect(hits).toBeGreaterThan(0);
  expect(gcs).toBeLessThanOrEqual(1);
});

test('overlaps on two rectangles given as shapes (from their poses, nothing prepared) allocates nothing', async () => {
  const rnd = random(12);
  const rects: Rect[] = Array.from({ length: 2048 }, () => ({ kind: 'rect', x: 300 + rnd() * 120, y: 300 + rnd() * 120, heading: rnd() * 360, width: 20 + rnd() * 80, length: 20 + rnd() * 80 }));
  let hits = 0;
  const loop = (count: number) => {
    for (let i = 0; i < count; i++) if (overlaps(rects[i & 1023]!, rects[1024 + (i & 1023)]!)) hits++;
  };
  loop(2_000_000);
  const gcs = await gcCount(() => loop(5_000_000));
  expect(hits).toBeGreaterThan(0);
  expect(gcs).toBeLessThanOrEqual(1);
});

test('bodiesOverlap on prepared rectangles, strips and discs (decided on their numbers) allocates nothing', async () => {
  const rnd = random(13);
  const shape = (i: number): Shape => {
    const x = 300 + rnd() * 120;
    const y = 300 + rnd() * 120;
    if (i % 3 === 0) return { kind: 'rect', x, y, heading: rnd() * 360, width: 20 + rnd() * 80, length: 20 + rnd() * 80 };
    if (i % 3 === 1) return { kind: 'strip', from: { x, y }, to: { x: x + rnd() * 60, y: y + rnd() * 60 }, width: 5 + rnd() * 20 };
    return { kind: 'circle', x, y, radius: 5 + rnd() * 30 };
  };
  const bodies = Array.from({ length: 2048 }, (_, i) => prepare(shape(i)));
  let hits = 0;
  const loop = (count: number) => {
    for (let i = 0; i < count; i++) if (bodiesOverlap(bodies[i & 1023]!, bodies[1024 + ((i * 7) & 1023)]!)) hits++;
  };
  loop(2_000_000);
  const gcs = await gcCount(() => loop(5_000_000));
  expect(hits).toBeGreaterThan(0);
  expect(gcs).toBeLessThanOrEqual(1);
});
