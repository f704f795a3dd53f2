import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { measure } from '../../src/index.ts';
import { stateToHash } from '../../web/src/url-state.ts';
import type { Planner } from './harness.ts';
import { SIZES, startPlanner } from './harness.ts';
import { TI4, XWING } from './scenarios.ts';

/**
 * Range, arcs and threats on the page (issue 12), in Chromium at a laptop size and a phone size:
 * the ruler dragged from a piece (mouse and finger) shows the band live and, let go on another
 * piece, the library's whole measure; the same from the keyboard; arcs of any selected ship;
 * options shaded by who can shoot them, with a legend and words on hover or tap; light exports;
 * the unknown TI4 unit on the map.
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
const shot = (name: string) => join(process.env.SHIPMOVE_SHOTS ?? tmpdir(), `shipmove-measure-${name}.png`);

/** luke (rebels) and howlrunner (empire), no move: the ruler measures them where they stand. */
const STILL = { ...XWING, maneuver: undefined };

/** luke facing vader, who faces luke: about half of luke's maneuvers end in vader's front arc. */
const DUEL = {
  game: 'xwing', rules: '2.5',
  ships: [
    { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 300, y: 200, heading: 0 }, stress: 0 },
    { id: 'vader', type: 'TIE Advanced x1', owner: 'empire', pose: { x: 420, y: 420, heading: 180 }, stress: 0 },
  ],
  obstacles: [],
  maneuver: { ship: 'luke', dial: '3NW' },
};

async function open(size: Size, scenario: unknown, showAll = false): Promise<Page> {
  const page = await started!.context.newPage();
  await page.setViewportSize(SIZES[size]);
  await page.goto(`${started!.server.url}${stateToHash({ scenario, showAll })}`);
  await page.waitForSelector('[data-testid=board] svg [data-id]');
  return page;
}

async function panel(page: Page, size: Size, tab: 'move' | 'measure' | 'outcome' | 'pieces' | 'file'): Promise<void> {
  if (size === 'phone') await page.click(`[data-testid=tab-${tab}]`);
}

async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(`[data-testid=board] ${selector}`).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A point where the topmost option ghost is one matching `selector`, and its pick text. */
async function uncoveredGhost(page: Page, selector: string): Promise<{ x: number; y: number; pick: string }> {
  const found = await page.evaluate((wanted) => {
    for (const item of document.querySelectorAll(`[data-testid=board] ${wanted}`)) {
      const box = item.getBoundingClientRect();
      for (const fx of [0.5, 0.35, 0.65, 0.2, 0.8]) {
        for (const fy of [0.5, 0.35, 0.65, 0.2, 0.8]) {
          const x = box.left + box.width * fx;
          const y = box.top + box.height * fy;
          const top = document.elementsFromPoint(x, y).map((e) => e.closest('[data-pick], [data-id]')).find((e) => e !== null && (e.hasAttribute('data-pick') || ['ship', 'ship-final', 'ship-start'].includes(e.getAttribute('data-role') ?? '')));
          if (top === item) return { x, y, pick: item.getAttribute('data-pick')! };
        }
      }
    }
    return null;
  }, selector);
  if (found === null) throw new Error(`no uncovered ${selector}`);
  return found;
}

describe.each(BOTH)('at %s size', (size) => {
  test('the ruler: a drag from a piece shows the band live; let go on another piece, the library\'s measure', async () => {
    const page = await open(size, STILL);
    const board = page.locator('[data-testid=board]');
    await page.click('[data-testid=ruler]');
    expect(await page.locator('[data-testid=ruler]').getAttribute('aria-pressed')).toBe('true');
    const from = await centreOf(page, '.items > [data-id=luke][data-role=ship]');
    const to = await centreOf(page, '.items > [data-id=howlrunner][data-role=ship]');
    const halfway = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
    if (size === 'phone') {
      // A finger: touch events become pointer events, as on a phone.
      const session = await page.context().newCDPSession(page);
      await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: { x: number; y: number } | null) => session.send('Input.dispatchTouchEvent', { type, touchPoints: at === null ? [] : [{ x: at.x, y: at.y, id: 1 }] });
      await touch('touchStart', from);
      for (let k = 1; k <= 6; k += 1) await touch('touchMove', { x: from.x + ((halfway.x - from.x) * k) / 6, y: from.y + ((halfway.y - from.y) * k) / 6 });
      await expect.poll(() => board.locator('[data-id=ruler-line]').count()).toBe(1);
      const words = await board.locator('[data-id=ruler-reading] text').textContent();
      expect(words).toMatch(/^range [1-5]( \(beyond attack range\))? · \d+ mm$/);
      expect(await board.locator('[data-id=ruler-ring]').count()).toBe(3);
      await page.screenshot({ path: shot(`ruler-drag-${size}`) });
      for (let k = 1; k <= 6; k += 1) await touch('touchMove', { x: halfway.x + ((to.x - halfway.x) * k) / 6, y: halfway.y + ((to.y - halfway.y) * k) / 6 });
      await touch('touchEnd', null);
    } else {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let k = 1; k <= 6; k += 1) await page.mouse.move(from.x + ((halfway.x - from.x) * k) / 6, from.y + ((halfway.y - from.y) * k) / 6);
      await expect.poll(() => board.locator('[data-id=ruler-line]').count()).toBe(1);
      expect(await board.locator('[data-id=ruler-reading] text').textContent()).toMatch(/^range [1-5]( \(beyond attack range\))? · \d+ mm$/);
      // The panel reads along (and the piece did not move: the ruler measures, it does not drag).
      await expect.poll(() => page.locator('[data-testid=ruler-reading]').textContent()).toMatch(/luke to the pointer: [\d.]+ mm, range \d/);
      await page.screenshot({ path: shot(`ruler-drag-${size}`) });
      for (let k = 1; k <= 6; k += 1) await page.mouse.move(halfway.x + ((to.x - halfway.x) * k) / 6, halfway.y + ((to.y - halfway.y) * k) / 6);
      await page.mouse.up();
    }
    // Let go on howlrunner: the whole answer, as the library gives it, in the side panel (the Measure tab on a phone).
    const expected = measure(STILL, 'luke', 'howlrunner');
    if (!expected.ok) throw new Error('the library refused the measure');
    const result = page.locator('[data-testid=measure-result]');
    await expect.poll(() => result.isVisible()).toBe(true);
    const text = await result.textContent();
    expect(text).toContain('luke → howlrunner');
    expect(text).toContain(`${Math.round(expected.value.distance * 10) / 10} mm`);
    expect(text).toContain(`range ${String(expected.value.range)}`);
    const arcs = await page.locator('[data-testid=measure-arcs]').textContent();
    if (expected.value.arcs.length === 0) expect(arcs).toContain('In none of luke\'s arcs');
    for (const a of expected.value.arcs) expect(arcs).toContain(`${a.arc}: range ${String(a.range)}`);
    expect(await page.locator('[data-testid=measure-trace] li').count()).toBe(expected.value.trace.length);
    // The closest points are drawn, and luke's arcs with them; the pieces stayed where they were.
    expect(await board.locator('[data-id=ruler-line]').count()).toBe(1);
    expect(await board.locator('[data-role=ship-front][data-id=luke]').count()).toBeGreaterThan(1);
    expect(page.url()).toContain(stateToHash({ scenario: STILL, showAll: false }).slice(0, 40));
    await page.screenshot({ path: shot(`ruler-measured-${size}`) });
    expect(started!.errors).toEqual([]);
    await page.close();
  });

  test('the ruler from the keyboard: two pieces picked from lists', async () => {
    const page = await open(size, { ...STILL, obstacles: [{ id: 'rock', type: 'asteroid', polygon: [[400, 350], [460, 340], [470, 420], [410, 430]] }] });
    await panel(page, size, 'measure');
    await page.selectOption('[data-testid=measure-from]', 'howlrunner');
    await page.selectOption('[data-testid=measure-to]', 'luke');
    await page.focus('[data-testid=measure-to]');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('measure-go');
    await page.keyboard.press('Enter');
    const expected = measure(STILL, 'howlrunner', 'luke');
    if (!expected.ok) throw new Error('the library refused the measure');
    await expect.poll(() => page.locator('[data-testid=measure-result]').textContent()).toContain('howlrunner → luke');
    expect(await page.locator('[data-testid=board] [data-id=ruler-line]').count()).toBe(1);
    await page.close();
  });

  test('arcs of any selected ship, toggled', async () => {
    const page = await open(size, STILL);
    const board = page.locator('[data-testid=board]');
    const arcLines = () => board.locator('.items > [data-role=ship-front][data-id=howlrunner]').count();
    const before = await arcLines();
    const at = await centreOf(page, '.items > [data-id=howlrunner][data-role=ship]');
    await page.mouse.click(at.x, at.y);
    await expect.poll(arcLines).toBeGreaterThan(before);
    await page.click('[data-testid=arcs]');
    await expect.poll(arcLines).toBe(before);
    await page.close();
  });

  test('"show all options" shaded by who can shoot them, with a legend; pointing at (or tapping) an option says who can shoot it', async () => {
    const page = await open(size, DUEL, true);
    const board = page.locator('[data-testid=board]');
    await page.selectOption('[data-testid=shade]', 'exposure');
    const legend = page.locator('[data-testid=shading-legend]');
    await expect.poll(() => legend.isVisible()).toBe(true);
    expect(await legend.locator('li[data-level]').allTextContents()).toEqual(['no enemy can shoot it', '1 enemy can shoot it', '2 enemies', '3 or more', 'thick outline: best ranked']);
    const ghosts = await board.locator('[data-pick]').count();
    expect(await board.locator('[data-pick][data-shade=exposure]').count()).toBe(ghosts);
    expect(await board.locator('[data-pick][data-level="1"]').count()).toBeGreaterThan(0);
    expect(await board.locator('[data-pick][data-level="0"]').count()).toBeGreaterThan(0);
    // A shaded ghost is drawn in its shade, not in its outcome's colour.
    const fill = await board.locator('[data-pick][data-level="1"] > rect, [data-pick][data-level="1"] > polygon').first().evaluate((e) => getComputedStyle(e).fill);
    expect(fill).toBe('rgb(240, 228, 66)');
    const info = page.locator('[data-testid=option-info]');
    const exposed = await uncoveredGhost(page, '[data-pick][data-level="1"]');
    if (size === 'phone') {
      // A tap: the option is picked and its words stay.
      await page.mouse.click(exposed.x, exposed.y);
      await expect.poll(() => info.textContent()).toMatch(/can be shot by vader \(front, range \d\)/);
    } else {
      await page.mouse.move(exposed.x, exposed.y);
      await expect.poll(() => info.textContent()).toMatch(/^\w+: can be shot by vader \(front, range \d\); it can shoot /);
      const safe = await uncoveredGhost(page, '[data-pick][data-level="0"]');
      await page.mouse.move(safe.x, safe.y);
      await expect.poll(() => info.textContent()).toMatch(/^\w+: no enemy can shoot it there; /);
    }
    await page.selectOption('[data-testid=shade]', 'targets');
    await expect.poll(() => legend.locator('li[data-level]').first().textContent()).toBe('no target');
    await page.screenshot({ path: shot(`shaded-${size}`) });
    await page.selectOption('[data-testid=shade]', 'outcome');
    await expect.poll(() => legend.count()).toBe(0);
    expect(await board.locator('[data-shade]').count()).toBe(0);
    await page.close();
  });
});

describe('fingers', () => {
  test('phone: a finger drags a piece across the board, and the page does not scroll away under it', async () => {
    const page = await open('phone', STILL);
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
    const from = await centreOf(page, '.items > [data-id=luke][data-role=ship]');
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: { x: number; y: number } | null) => session.send('Input.dispatchTouchEvent', { type, touchPoints: at === null ? [] : [{ x: at.x, y: at.y, id: 1 }] });
    const scrolled = await page.evaluate(() => window.scrollY);
    await touch('touchStart', from);
    for (let k = 1; k <= 8; k += 1) await touch('touchMove', { x: from.x + 8 * k, y: from.y - 10 * k });
    await touch('touchEnd', null);
    await expect.poll(async () => {
      const state = new URL(page.url()).hash;
      return state === stateToHash({ scenario: STILL, showAll: false });
    }).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.close();
  });
});

describe('leftovers of the planner', () => {
  test('exports in the light (print) look by default, or the dark one on request', async () => {
    const page = await open('desktop', STILL);
    const read = async () => {
      const download = page.waitForEvent('download');
      await page.click('[data-testid=export-svg]');
      return readFileSync((await (await download).path())!, 'utf8');
    };
    const light = await read();
    expect(light).toContain('.background { fill: #e9eef7; }');
    await page.selectOption('[data-testid=export-look]', 'dark');
    const dark = await read();
    expect(dark).not.toContain('#e9eef7');
    expect(dark).toContain('class="shipmove-scene"');
    await page.close();
  });

  test('a TI4 unit of an unknown type is on the map at its system, marked', async () => {
    const page = await open('desktop', { ...TI4, units: [...TI4.units, { id: 'x1', player: 'red', type: 'dreadnaught', system: '26' }] });
    const unit = page.locator('[data-testid=board] .items > [data-id=x1][data-role=unit]');
    await expect.poll(() => unit.count()).toBe(1);
    expect(await unit.getAttribute('data-outcome')).toBe('illegal');
    expect(await unit.getAttribute('aria-label')).toBe('x1 in system 26, set aside: unknown unit type');
    expect(await page.locator('[data-testid=status-fix]').first().textContent()).toContain('dreadnought');
    await page.close();
  });
});
