import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToState, stateToHash } from '../../web/src/url-state.ts';
import type { Planner } from './harness.ts';
import { openAt, scenarioOf, shotPath, SIZES, startPlanner } from './harness.ts';
import { ARMADA, TI4, XWING } from './scenarios.ts';

/**
 * Help on the planner (issue 24), in Chromium at 1366x768 and 390x844: a five-step first-move
 * guide per game, the outcome in players' words with the rule ids behind "why", a shared link
 * that keeps the view (zoom, ruler, shading), arrow keys inside the X-Wing dial, and a handle
 * that turns the selected piece. Screenshots: `shipmove-help-<name>.png`.
 */
let started: Planner | null = null;

beforeAll(async () => {
  started = await startPlanner();
});

afterAll(async () => {
  await started?.close();
});

type Size = keyof typeof SIZES;
const BOTH: Size[] = ['desktop', 'phone'];
const shot = (name: string) => shotPath('help', name);

const open = (size: Size, scenario: unknown, showAll = false, theme: 'dark' | 'light' = 'dark'): Promise<Page> => openAt(started!, size, scenario, showAll, theme);

const DUEL = {
  game: 'xwing', rules: '2.5',
  ships: [
    { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 300, y: 200, heading: 0 }, stress: 0 },
    { id: 'vader', type: 'TIE Advanced x1', owner: 'empire', pose: { x: 420, y: 420, heading: 180 }, stress: 0 },
  ],
  obstacles: [],
  maneuver: { ship: 'luke', dial: '3NW' },
};

describe.each(BOTH)('6. help at %s size', (size) => {
  test('a five-step first-move guide for each game', async () => {
    for (const [scenario, words] of [[XWING, /dial/i], [ARMADA, /speed/i], [TI4, /active system/i]] as const) {
      const theme = scenario === ARMADA ? 'light' : 'dark';
      const page = await open(size, scenario, false, theme);
      await page.click('[data-testid=guide-open]');
      const guide = page.locator('[data-testid=guide]');
      await expect.poll(() => guide.isVisible()).toBe(true);
      expect(await guide.locator('ol > li').count()).toBe(5);
      expect(await guide.textContent()).toMatch(words);
      // The guide fits the screen.
      const box = (await guide.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(SIZES[size].width);
      await page.screenshot({ path: shot(`guide-${scenario.game}-${size}-${theme}`) });
      await page.click('[data-testid=guide-close]');
      await expect.poll(() => guide.count()).toBe(0);
      await page.close();
    }
  });

  test('the outcome speaks in players\' words first; rule ids are behind "why"', async () => {
    const page = await open(size, XWING);
    if (size === 'phone') await page.click('[data-testid=tab-outcome]');
    const first = page.locator('[data-testid=trace] > li').first();
    await expect.poll(() => first.count()).toBe(1);
    const words = await first.locator('.note').textContent();
    expect(words).not.toMatch(/^[a-z0-9]+\.[a-z0-9.-]+/);
    const rule = first.locator('code.rule');
    expect(await rule.isVisible()).toBe(false);
    await page.click('[data-testid=trace-why]');
    await expect.poll(() => rule.isVisible()).toBe(true);
    expect(await rule.textContent()).toMatch(/^xwing\./);
    await page.close();
  });

  test('a shared link keeps zoom, ruler and shading', async () => {
    const page = await open(size, DUEL, true);
    await page.selectOption('[data-testid=shade]', 'exposure');
    await page.click('[data-testid=zoom-in]');
    if (size === 'phone') await page.click('[data-testid=tab-measure]');
    await page.selectOption('[data-testid=measure-from]', 'luke');
    await page.selectOption('[data-testid=measure-to]', 'vader');
    await page.click('[data-testid=measure-go]');
    await expect.poll(() => page.url()).toMatch(/&sh=exposure/);
    await expect.poll(() => page.url()).toMatch(/&r=luke%2Cvader/);
    const link = page.url();
    expect(hashToState(new URL(link).hash)?.view).toMatchObject({ zoom: 1.5, ruler: { from: 'luke', to: 'vader' }, shading: 'exposure' });
    await page.close();
    const again = await started!.context.newPage();
    await again.setViewportSize(SIZES[size]);
    await again.goto(link);
    await again.waitForSelector('[data-testid=board] svg [data-id]');
    await expect.poll(() => again.locator('[data-testid=board]').getAttribute('data-zoom')).toBe('1.50');
    expect(await again.locator('[data-testid=shade]').inputValue()).toBe('exposure');
    await expect.poll(() => again.locator('[data-testid=ruler-status]').textContent()).toMatch(/luke → vader/);
    await again.close();
  });

  test('arrow keys move inside the X-Wing dial; it is one Tab stop', async () => {
    const page = await open(size, XWING);
    const stops = await page.locator('.dial .dial-code[tabindex="0"]').count();
    expect(stops).toBe(1);
    await page.focus('[data-testid=dial-2FB]');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('dial-2NB');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('dial-2BB');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toMatch(/^dial-3/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/^dial-1/);
    await page.keyboard.press('Enter');
    await expect.poll(async () => ((await scenarioOf(page)).maneuver as { dial: string }).dial).toMatch(/^1/);
    await page.close();
  });

  test('a handle turns the selected piece with the mouse', async () => {
    const page = await open(size, { ...XWING, maneuver: undefined });
    const board = page.locator('[data-testid=board]');
    const luke = (await board.locator('.items > [data-id=luke][data-role=ship]').boundingBox())!;
    await page.mouse.click(luke.x + luke.width / 2, luke.y + luke.height / 2);
    const handle = board.locator('[data-testid=rotate-handle]');
    await expect.poll(() => handle.count()).toBe(1);
    const grip = (await handle.boundingBox())!;
    const centre = { x: luke.x + luke.width / 2, y: luke.y + luke.height / 2 };
    const start = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
    const radius = Math.hypot(start.x - centre.x, start.y - centre.y);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // A quarter turn clockwise on the screen: the handle goes from above the ship to its right.
    for (let k = 1; k <= 9; k += 1) {
      const angle = (-90 + 10 * k) * (Math.PI / 180);
      await page.mouse.move(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle));
    }
    await page.mouse.up();
    await expect.poll(async () => ((await scenarioOf(page)).ships as { pose: { heading: number } }[])[0]!.pose.heading).toBe(90);
    await page.screenshot({ path: shot(`rotate-${size}`) });
    if (size === 'phone') {
      // A finger turns it back a quarter turn, and the page does not scroll away under it.
      const back = (await handle.boundingBox())!;
      const from = { x: back.x + back.width / 2, y: back.y + back.height / 2 };
      const session = await page.context().newCDPSession(page);
      await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: { x: number; y: number } | null) => session.send('Input.dispatchTouchEvent', { type, touchPoints: at === null ? [] : [{ x: at.x, y: at.y, id: 1 }] });
      const scrolled = await board.evaluate((e) => e.scrollTop);
      await touch('touchStart', from);
      for (let k = 1; k <= 9; k += 1) {
        const angle = (-10 * k) * (Math.PI / 180);
        await touch('touchMove', { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) });
      }
      await touch('touchEnd', null);
      await expect.poll(async () => ((await scenarioOf(page)).ships as { pose: { heading: number } }[])[0]!.pose.heading).toBe(0);
      expect(await board.evaluate((e) => e.scrollTop)).toBe(scrolled);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await page.close();
  });
});
