import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stateToHash } from '../../web/src/url-state.ts';
import type { Planner } from './harness.ts';
import { scenarioOf, SIZES, startPlanner, traceOf } from './harness.ts';
import { ARMADA, TI4, XWING } from './scenarios.ts';

/**
 * The planner as a player meets it (issue 11), in Chromium at a laptop size and a phone size:
 * boards that read like the game, picking options on the table, every screen, the keyboard,
 * colour that is never the only cue, resilient editing, turns, saves and export.
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
const hashOf = (scenario: unknown, showAll = false) => stateToHash({ scenario, showAll });
const shot = (name: string) => join(process.env.SHIPMOVE_SHOTS ?? tmpdir(), `shipmove-ux-${name}.png`);

async function open(size: Size, scenario?: unknown, showAll = false): Promise<Page> {
  const page = await started!.context.newPage();
  await page.setViewportSize(SIZES[size]);
  await page.goto(`${started!.server.url}${scenario === undefined ? '' : hashOf(scenario, showAll)}`);
  await page.waitForSelector('[data-testid=board] svg [data-id]');
  return page;
}

/**
 * Clicks an option where it is drawn on the board: at the middle of the first segment of a route,
 * or at the centre of a ghost that no other piece covers there. Returns the fields it picks.
 */
async function clickOption(page: Page, selector: string): Promise<Record<string, unknown>> {
  const target = await page.evaluate((wanted) => {
    for (const item of document.querySelectorAll(`[data-testid=board] ${wanted}`)) {
      const shape = item.querySelector('polyline, polygon, circle') as SVGGraphicsElement | null;
      if (shape === null) continue;
      const points: { x: number; y: number }[] = [];
      if (shape.tagName === 'polyline') {
        const line = (shape as SVGPolylineElement).points;
        const a = line.getItem(0);
        const b = line.getItem(1);
        const p = new DOMPoint((a.x + b.x) / 2, (a.y + b.y) / 2).matrixTransform(shape.getScreenCTM()!);
        points.push({ x: p.x, y: p.y });
      } else {
        const box = shape.getBoundingClientRect();
        for (const fx of [0.5, 0.35, 0.65, 0.2, 0.8]) for (const fy of [0.5, 0.35, 0.65, 0.2, 0.8]) points.push({ x: box.left + box.width * fx, y: box.top + box.height * fy });
      }
      for (const point of points) {
        const top = document.elementsFromPoint(point.x, point.y).map((e) => e.closest('[data-id], [data-pick]')).find((e) => e !== null && (e.hasAttribute('data-pick') || !['hex', 'play-area', 'label', 'planet', 'anomaly', 'hyperlane', 'wormhole'].includes(e.getAttribute('data-role') ?? '')));
        if (top === item) return { ...point, pick: item.getAttribute('data-pick')! };
      }
    }
    return null;
  }, selector);
  if (target === null) throw new Error(`no uncovered ${selector} on the board`);
  await page.mouse.click(target.x, target.y);
  return JSON.parse(target.pick) as Record<string, unknown>;
}

/** On a phone the panels are tabs: show the one a test needs. */
async function panel(page: Page, size: Size, tab: 'move' | 'outcome' | 'pieces' | 'file'): Promise<void> {
  if (size === 'phone') await page.click(`[data-testid=tab-${tab}]`);
}

const TI4_ILLEGAL = {
  ...TI4,
  map: '26 39 40 19 20 21 41 42 43 44 45 46 47 48 25 59 60 61',
  players: [{ id: 'red', faction: 'hacan', technologies: [], commandTokens: [] }, { id: 'blue', faction: 'sol', technologies: [], commandTokens: [] }],
  units: [
    { id: 'c1', player: 'red', type: 'carrier', system: '26' },
    { id: 'f1', player: 'red', type: 'fighter', system: '26' },
    { id: 'f2', player: 'red', type: 'fighter', system: '26' },
    { id: 'f3', player: 'red', type: 'fighter', system: '26' },
    { id: 'd1', player: 'red', type: 'destroyer', system: '41' },
    { id: 'b1', player: 'blue', type: 'dreadnought', system: '19' },
  ],
  activeSystem: '39',
  // Too far for a carrier (move 1) and through an enemy ship.
  moves: [{ unit: 'c1', path: ['26', '19', '39'], transport: ['f1'] }],
};

describe.each(BOTH)('at %s size', (size) => {
  test('TI4 reads like the game: planet names, units by type with counts, violations listed first and marked on the map', async () => {
    const page = await open(size, TI4_ILLEGAL);
    const board = page.locator('[data-testid=board]');
    await expect.poll(() => board.locator('text').allTextContents()).toEqual(expect.arrayContaining(['Lodor', 'Mecatol Rex', 'Cv', 'F3', 'Dn']));
    // Player colours are not outcome colours; the unit letters sit on the stack.
    const fighters = board.locator('[data-role=unit][data-members="f1 f2 f3"]');
    expect(await fighters.count()).toBe(1);
    // Each violation is on the map at its system, and listed at the top of the outcome.
    expect(await board.locator('[data-role=violation]').count()).toBeGreaterThan(0);
    await panel(page, size, 'outcome');
    const outcome = page.locator('[data-panel=outcome]');
    const first = outcome.locator('h3 + *');
    expect(await first.getAttribute('data-testid')).toBe('violations');
    expect(await page.locator('[data-testid=status]').textContent()).toMatch(/Illegal/);
    // A scale bar in mm.
    expect(await board.locator('.scale text').textContent()).toMatch(/^\d+ mm$/);
    await page.screenshot({ path: shot(`ti4-violations-${size}`) });
    await page.close();
  });

  test('Armada names every ship on its base and every squadron; option ghosts are picked by a click and filtered by speed', async () => {
    const page = await open(size, ARMADA, true);
    const board = page.locator('[data-testid=board]');
    await expect.poll(() => board.locator('[data-role=label] text').allTextContents()).toEqual(expect.arrayContaining(['vic', 'cr90', 'tie1']));
    expect(await board.locator('[data-role=hull-zone]').count()).toBeGreaterThanOrEqual(4);
    expect(await board.locator('.scale').count()).toBe(1);
    // Filter: hide speed 1 options.
    await expect.poll(() => page.locator('[data-testid="filter-speed 1"]').count()).toBe(1);
    const visibleGhosts = () => board.locator('[data-role=ghost][data-pick]:visible').count();
    const all = await visibleGhosts();
    await page.click('[data-testid="filter-speed 1"]');
    await expect.poll(visibleGhosts).toBeLessThan(all);
    // Pick an option on the table.
    const wanted = await clickOption(page, '[data-role=ghost][data-pick]');
    await expect.poll(async () => (await scenarioOf(page)).maneuver).toEqual(wanted.maneuver);
    await page.close();
  });

  test('X-Wing: a click on an option ghost picks that dial; the action follows the maneuver from its final pose and stress', async () => {
    const stressed = { ...XWING, ships: [{ ...XWING.ships[0]!, stress: 1 }, XWING.ships[1]!], maneuver: { ship: 'luke', dial: '2FB' } };
    const page = await open(size, stressed, true);
    const wanted = await clickOption(page, '[data-role=ghost][data-pick]');
    await expect.poll(async () => (await scenarioOf(page)).maneuver).toEqual(wanted.maneuver);
    // Back to the blue 2 straight, which clears the stress: the roll then works from where it ends.
    await panel(page, size, 'move');
    await page.click('[data-testid=dial-2FB]');
    await page.click('[data-testid=action-barrel-roll-left]');
    await expect.poll(async () => (await scenarioOf(page)).action).toMatchObject({ ship: 'luke', type: 'barrel-roll', direction: 'left' });
    const after = await scenarioOf(page);
    const luke = (after.ships as { id: string; stress: number; pose: { y: number } }[]).find((s) => s.id === 'luke')!;
    expect(luke.stress).toBe(0);
    expect(luke.pose.y).toBeGreaterThan(150);
    expect(after.maneuver).toBeUndefined();
    await panel(page, size, 'outcome');
    await expect.poll(async () => (await traceOf(page)).join(' ')).not.toMatch(/stress/i);
    expect(await page.locator('[data-testid=issues]').count()).toBe(0);
    await page.close();
  });

  test('TI4 path editing: a click on a unit selects it, systems extend the route, the last system steps back, its own system restarts', async () => {
    const page = await open(size, { ...TI4_ILLEGAL, moves: undefined });
    const board = page.locator('[data-testid=board]');
    const hex = (id: string) => board.locator(`[data-role=hex][data-id="${id}"]`).first();
    const click = async (id: string) => {
      const box = (await hex(id).boundingBox())!;
      // The middle of the hex: while a route is edited, a system wins over the units near the pointer.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.45);
    };
    const carrier = board.locator('[data-role=unit][data-id=c1]');
    const box = (await carrier.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await click('39');
    await expect.poll(async () => (await scenarioOf(page)).moves).toEqual([{ unit: 'c1', path: ['26', '39'], transport: [] }]);
    await click('40');
    await expect.poll(async () => (await scenarioOf(page)).moves).toEqual([{ unit: 'c1', path: ['26', '39', '40'], transport: [] }]);
    await click('40');
    await expect.poll(async () => (await scenarioOf(page)).moves).toEqual([{ unit: 'c1', path: ['26', '39'], transport: [] }]);
    // The transport editor offers the fighters along the route within the carrier's capacity.
    await panel(page, size, 'move');
    await page.click('[data-testid=carry-f2]');
    await expect.poll(async () => (await scenarioOf(page)).moves).toEqual([{ unit: 'c1', path: ['26', '39'], transport: ['f2'] }]);
    expect(await page.locator('[data-testid=transport-c1] [data-testid=capacity]').textContent()).toBe('1 / 4');
    await click('26');
    await expect.poll(async () => (await scenarioOf(page)).moves).toBeUndefined();
    await page.close();
  });

  test('TI4: a new active system clears the moves that no longer end there (and says so); a route on the map is picked by a click', async () => {
    const page = await open(size, { ...TI4_ILLEGAL, moves: [{ unit: 'c1', path: ['26', '39'], transport: [] }] });
    await panel(page, size, 'move');
    await page.fill('[data-testid=active-system]', '19');
    await page.press('[data-testid=active-system]', 'Enter');
    await expect.poll(async () => (await scenarioOf(page)).activeSystem).toBe('19');
    expect((await scenarioOf(page)).moves).toBeUndefined();
    expect(await page.locator('[data-testid=notice]').textContent()).toMatch(/1 declared move/);
    // No moves: the fighters to bring are a choice, not typed ids (the plan finds their carriers).
    await page.click('[data-testid=bring-f1]');
    await expect.poll(async () => (await scenarioOf(page)).bring).toEqual(['f1']);
    // A selected unit says where it can go, or why it cannot come.
    await page.click('[data-testid=unit-d1] button');
    await expect.poll(() => page.locator('[data-testid=selected-unit]').textContent()).toMatch(/d1.*(can reach|cannot come)/);
    await page.click('[data-testid=mode-active]');
    // Ships that cannot come say why on the map.
    expect(await page.locator('[data-testid=board] [data-role=unit][data-outcome]').count()).toBeGreaterThan(0);
    // No moves: the plan's routes are on the map, and a click on one declares it.
    await expect.poll(() => page.locator('[data-testid=board] [data-role=path][data-pick]').count()).toBeGreaterThan(0);
    const wanted = await clickOption(page, '[data-role=path][data-pick]');
    await expect.poll(async () => (await scenarioOf(page)).moves).toEqual(wanted.moves);
    await page.close();
  });

  test('resilient editing: a ship with an unknown name is marked on the board with clickable fixes; the other outcomes stay', async () => {
    const page = await open(size, { ...ARMADA, ships: [...ARMADA.ships, { id: 'neb', type: 'Nebulon-B', owner: 'rebels', pose: { x: 300, y: 700, heading: 0 } }] });
    // The maneuver still resolves, with real shapes.
    await expect.poll(async () => (await traceOf(page)).length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=board] [data-role=shield-frame]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=board] [data-id=neb][data-outcome=illegal]').count()).toBe(1);
    // The error is written on the piece, and its fixes sit right under the board and in the outcome.
    await expect.poll(() => page.locator('[data-testid=board] [data-role=label] text').allTextContents()).toContain('✕ neb: unknown ship type');
    await panel(page, size, 'outcome');
    expect(await page.locator('[data-panel=outcome] [data-testid=fix]').count()).toBeGreaterThan(0);
    const fix = page.locator('[data-testid=status-fix]').first();
    const name = (await fix.textContent())!.replace(/^Use “|”$/g, '');
    await fix.click();
    await expect.poll(async () => ((await scenarioOf(page)).ships as { id: string; type: string }[]).find((s) => s.id === 'neb')?.type).toBe(name);
    await expect.poll(() => page.locator('[data-testid=issues]').count()).toBe(0);
    await page.close();
  });

  test('Armada turns: the next ship activates from where the first ended; Navigate spends the dial and token within +-2', async () => {
    const page = await open(size, ARMADA);
    await panel(page, size, 'move');
    // Dial 2: speed 0 is two away (dial and token together).
    await page.click('[data-testid=speed-0]');
    await expect.poll(async () => (await scenarioOf(page)).maneuver).toMatchObject({ speed: 0, navigate: { dial: true, token: true } });
    await page.click('[data-testid=speed-2]');
    await expect.poll(async () => (await scenarioOf(page)).maneuver).toEqual({ ship: 'vic', speed: 2, yaw: [0, 0], side: 'auto' });
    await page.click('[data-testid=next-ship]');
    await expect.poll(async () => ((await scenarioOf(page)).maneuver as { ship: string }).ship).toBe('cr90');
    const vic = ((await scenarioOf(page)).ships as { id: string; pose: { y: number } }[]).find((s) => s.id === 'vic')!;
    expect(vic.pose.y).toBeGreaterThan(300);
    await page.close();
  });

  test('keyboard: Tab goes header first, then the board (where Tab walks the pieces), then the panels; the status is announced politely', async () => {
    const page = await open(size, XWING);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
    // Through the header and board toolbar to the board.
    for (let k = 0; k < 20 && !(await page.evaluate(() => document.activeElement?.classList.contains('board'))); k += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('board'))).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('[data-testid=board]').getAttribute('aria-activedescendant')).not.toBeNull();
    const described = await page.evaluate(() => {
      const board = document.querySelector('[data-testid=board]')!;
      return document.getElementById(board.getAttribute('aria-activedescendant')!)?.getAttribute('aria-label');
    });
    expect(described).toMatch(/luke/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Past the last piece the focus leaves the board for the panels.
    expect(await page.evaluate(() => document.activeElement?.closest('aside') !== null || document.activeElement?.closest('.stage') !== null)).toBe(true);
    expect(await page.locator('[data-testid=status]').getAttribute('aria-live')).toBe('polite');
    // Arrow keys do nothing to pieces while the board does not have the focus.
    const before = await scenarioOf(page);
    await page.keyboard.press('ArrowRight');
    expect(await scenarioOf(page)).toEqual(before);
    await page.close();
  });

  test('colour is never the only cue: outcome dashes and icons, a legend with icons, a light and a dark theme', async () => {
    const page = await open(size, XWING, true);
    const dashes = await page.locator('[data-testid=board] [data-role=ghost] > polygon').evaluateAll((nodes) => [...new Set(nodes.map((n) => `${n.parentElement!.getAttribute('data-outcome')}:${n.getAttribute('stroke-dasharray') ?? 'solid'}`))]);
    const byOutcome = new Map(dashes.map((d) => d.split(':') as [string, string]));
    expect(new Set(byOutcome.values()).size).toBe(byOutcome.size);
    expect(await page.locator('[data-testid=legend] .icon').count()).toBeGreaterThan(0);
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const first = await theme();
    await page.click('[data-testid=theme]');
    await expect.poll(theme).not.toBe(first);
    await page.screenshot({ path: shot(`xwing-theme-${size}`) });
    await page.close();
  });

  test('named saves stay in the browser; the board exports as SVG and PNG', async () => {
    const page = await open(size, ARMADA);
    await panel(page, size, 'file');
    await page.fill('[data-testid=save-name]', 'my fleet');
    await page.click('[data-testid=save]');
    await page.reload();
    await page.waitForSelector('[data-testid=board] svg [data-id]');
    await panel(page, size, 'file');
    await expect.poll(() => page.locator('[data-testid=saves]').textContent()).toContain('my fleet');
    const svg = page.waitForEvent('download');
    await page.click('[data-testid=export-svg]');
    expect((await svg).suggestedFilename()).toBe('armada-board.svg');
    const png = page.waitForEvent('download');
    await page.click('[data-testid=export-png]');
    expect((await png).suggestedFilename()).toBe('armada-board.png');
    // The print view: the board and the outcome, without the controls.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').isVisible()).toBe(false);
    expect(await page.locator('[data-testid=board] svg').isVisible()).toBe(true);
    expect(await page.locator('[data-panel=outcome]').isVisible()).toBe(true);
    expect(await page.locator('[data-panel=move]').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});

describe('every screen', () => {
  test('phone: the board fills the width, the outcome is one tap under it, pieces answer within 20 px and the board pinch-zooms', async () => {
    const page = await open('phone', { ...ARMADA, squadrons: [{ ...ARMADA.squadrons[0]!, position: { x: 1500, y: 750 } }] });
    const board = page.locator('[data-testid=board]');
    const box = (await board.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(370);
    // The board itself keeps the browser's panning; only pieces take the finger.
    expect(await board.evaluate((e) => getComputedStyle(e).touchAction)).not.toBe('none');
    expect(await board.locator('[data-role=squadron]').first().evaluate((e) => getComputedStyle(e).touchAction)).toBe('none');
    // The outcome without scrolling past the board: the status line and the Outcome tab sit right under it.
    await page.click('[data-testid=tab-outcome]');
    const outcome = (await page.locator('[data-panel=outcome] h3').boundingBox())!;
    expect(outcome.y).toBeLessThan(844);
    expect((await page.locator('[data-testid=status]').boundingBox())!.y).toBeLessThan(844);
    // Controls are at least 40 px tall.
    const small = await page.locator('header button:visible, .tabs button:visible, .board-tools button:visible').evaluateAll((nodes) => nodes.filter((n) => n.getBoundingClientRect().height < 40).length);
    expect(small).toBe(0);
    // A squadron drawn a few pixels wide is selected by a tap 18 px beside it.
    const squadron = (await board.locator('[data-role=squadron][data-id=tie1]').boundingBox())!;
    await page.mouse.click(squadron.x + squadron.width / 2 + 18, squadron.y + squadron.height / 2);
    await panel(page, 'phone', 'pieces');
    await expect.poll(() => page.locator('[data-testid=selected] code').textContent()).toBe('tie1');
    // Two fingers spread: the board zooms (and its scale bar shortens its length in mm).
    const scaleBefore = Number(await page.locator('[data-testid=scale-bar]').getAttribute('data-mm'));
    expect(scaleBefore).toBeGreaterThan(0);
    const session = await page.context().newCDPSession(page);
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', d: number) => session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }] });
    await touch('touchStart', 20);
    for (const d of [40, 60, 80]) await touch('touchMove', d);
    await touch('touchEnd', 0);
    await expect.poll(async () => Number(await board.getAttribute('data-zoom'))).toBeGreaterThan(2);
    expect(await board.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await expect.poll(async () => Number(await page.locator('[data-testid=scale-bar]').getAttribute('data-mm'))).toBeLessThan(scaleBefore);
    await page.screenshot({ path: shot('armada-pinched-phone') });
    await page.close();
  });

  test('desktop: the header is one row at 1366 px for every game; "Loading the planner" is gone', async () => {
    const page = await open('desktop');
    for (const game of ['armada', 'xwing', 'ti4'] as const) {
      await page.click(`[data-testid=game-${game}]`);
      await page.waitForSelector(`[data-testid=board] svg[data-game=${game}]`);
      const header = (await page.locator('header').boundingBox())!;
      expect(header.height).toBeLessThan(60);
    }
    expect(await page.locator('text=Loading the planner').count()).toBe(0);
    await page.close();
  });

  test('each game opens on its clearest demo: TI4 on a small map, X-Wing on an unstressed ship', async () => {
    const page = await open('desktop');
    await page.click('[data-testid=game-ti4]');
    await page.waitForSelector('[data-testid=board] svg[data-game=ti4]');
    expect(String((await scenarioOf(page)).map).split(' ').length).toBeLessThanOrEqual(18);
    await page.click('[data-testid=game-xwing]');
    await page.waitForSelector('[data-testid=board] svg[data-game=xwing]');
    const scenario = await scenarioOf(page);
    const mover = (scenario.ships as { id: string; stress?: number }[]).find((s) => s.id === (scenario.maneuver as { ship: string }).ship)!;
    expect(mover.stress ?? 0).toBe(0);
    await page.close();
  });

  test('keyboard on the TI4 map: Tab and the arrow keys walk the units, a unit in a stack is shown by its stack', async () => {
    const page = await open('desktop', TI4_ILLEGAL);
    await page.locator('[data-testid=board]').focus();
    await page.keyboard.press('Tab');
    const label = () => page.evaluate(() => {
      const board = document.querySelector('[data-testid=board]')!;
      const id = board.getAttribute('aria-activedescendant');
      return id === null ? null : document.getElementById(id)?.getAttribute('aria-label') ?? null;
    });
    await expect.poll(label).toMatch(/carrier of red in system 26/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(label).toMatch(/3 fighters of red in system 26/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(label).toMatch(/3 fighters of red/);
    await page.close();
  });

  test('the pages raised no script errors', () => {
    expect(started!.errors).toEqual([]);
  });
});
