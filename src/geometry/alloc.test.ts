/**
 * The hot path allocates nothing: 5e6 overlap decisions on prebuilt rectangles (after warm-up)
 * must not trigger garbage collection. Had each call allocated even one 16-byte heap number,
 * 80 MB of garbage would force several young-generation collections. GCs are counted with a
 * PerformanceObserver on 'gc' entries (no flags needed); bench/geometry.ts also reports the heap
 * growth per call.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { expect, test } from 'vitest';
import { convexOverlap, flatLength, writeRectFlat } from './index.ts';

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

test('convexOverlap on prebuilt rectangles allocates nothing (no GC over 5e6 calls)', async () => {
  let seed = 11;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
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
