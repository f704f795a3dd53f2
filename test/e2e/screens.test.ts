import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Planner } from './harness.ts';
import { SIZES, startPlanner } from './harness.ts';

/**
 * Every game's opening demo at a laptop size (1366x768) and a phone size (390x844): the page
 * lays out without horizontal scrolling, and a screenshot of each is saved for people to look at
 * (`shipmove-screen-<game>-<size>.png` in the temporary folder).
 */
let started: Planner | null = null;

beforeAll(async () => {
  started = await startPlanner();
});

afterAll(async () => {
  await started?.close();
});


describe.each(Object.entries(SIZES))('at %s size', (size, viewport) => {
  test.each(['armada', 'xwing', 'ti4'] as const)('%s opens on its demo, fits the width', async (game) => {
    const page = await started!.context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(started!.server.url);
    await page.waitForSelector('[data-testid=board] svg [data-id]');
    if (game !== 'armada') {
      await page.click(`[data-testid=game-${game}]`);
      await page.waitForSelector(`[data-testid=board] svg[data-game=${game}]`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(process.env.SHIPMOVE_SHOTS ?? tmpdir(), `shipmove-screen-${game}-${size}.png`) });
    await page.close();
  });
});
