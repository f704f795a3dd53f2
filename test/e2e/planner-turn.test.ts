import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Planner } from './harness.ts';
import { contrastIn, openAt, scenarioOf, shotPath, SIZES, startPlanner, visibleBox } from './harness.ts';
import { ARMADA, TI4, XWING } from './scenarios.ts';

/**
 * The planner for a whole turn on any screen (issue 24), in Chromium at a laptop size (1366x768)
 * and a phone size (390x844), in both themes: the phone shares its screen between the board and
 * the controls, a finger previews an option before choosing it, one bad field never blanks the
 * board, and every panel's defaults suit the game shown. Screenshots go to the temporary folder
 * (or SHIPMOVE_SHOTS) as `shipmove-turn-<name>.png`.
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
const shot = (name: string) => shotPath('turn', name);

const open = (size: Size, scenario: unknown, showAll = false, theme: 'dark' | 'light' = 'dark'): Promise<Page> => openAt(started!, size, scenario, showAll, theme);

async function panel(page: Page, size: Size, tab: 'move' | 'measure' | 'outcome' | 'pieces' | 'file'): Promise<void> {
  if (size === 'phone') await page.click(`[data-testid=tab-${tab}]`);
}

/** A point on a ghost that nothing else covers (the top element there belongs to it). */
async function uncoveredGhost(page: Page, selector = '[data-pick]'): Promise<{ x: number; y: number; pick: string }> {
  const found = await page.evaluate((wanted) => {
    for (const ghost of document.querySelectorAll(`[data-testid=board] ${wanted}`)) {
      const box = ghost.getBoundingClientRect();
      for (const fx of [0.5, 0.35, 0.65, 0.2, 0.8]) {
        for (const fy of [0.5, 0.35, 0.65, 0.2, 0.8]) {
          const x = box.left + box.width * fx;
          const y = box.top + box.height * fy;
          if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
          const top = document.elementsFromPoint(x, y).map((e) => e.closest('[data-pick], [data-id]')).find((e) => e !== null && (e.hasAttribute('data-pick') || ['ship', 'ship-final', 'ship-start'].includes(e.getAttribute('data-role') ?? '')));
          if (top === ghost) return { x, y, pick: ghost.getAttribute('data-pick')! };
        }
      }
    }
    return null;
  }, selector);
  if (found === null) throw new Error(`no uncovered ${selector} on the board`);
  return found;
}


async function touchTap(page: Page, at: { x: number; y: number }): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y, id: 1 }] });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

describe('1. the phone shares its screen', () => {
  test.each([false, true])('X-Wing at 390x844 (show all options: %s): every dial maneuver in view, at least 250 px of board', async (showAll) => {
    for (const theme of ['dark', 'light'] as const) {
      const page = await open('phone', XWING, showAll, theme);
      const codes = await page.locator('[data-testid^=dial-]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!));
      expect(codes.length).toBeGreaterThanOrEqual(15);
      for (const code of codes) expect((await visibleBox(page, `[data-testid="${code}"]`)).whole, code).toBe(true);
      const board = (await page.locator('[data-testid=board]').boundingBox())!;
      expect(board.height).toBeGreaterThanOrEqual(250);
      expect(board.width).toBeGreaterThanOrEqual(370);
      // The page itself does not scroll: the board and the controls share the screen.
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(`phone-dial-${showAll ? 'all' : 'one'}-${theme}`) });
      await page.close();
    }
  });

  test('Armada and TI4 at 390x844: the move controls start in view under a board of at least 250 px', async () => {
    for (const [scenario, first] of [[ARMADA, '[data-testid=speed-2]'], [TI4, '[data-testid=ti4-controls] button, [data-testid=ti4-controls] select']] as const) {
      const page = await open('phone', scenario, true);
      expect((await page.locator('[data-testid=board]').boundingBox())!.height).toBeGreaterThanOrEqual(250);
      expect((await visibleBox(page, first)).whole).toBe(true);
      await page.close();
    }
  });

  test('a finger taps an option to preview it (who can shoot it there) and taps it again to choose it; a mouse click chooses at once', async () => {
    const duel = {
      ...XWING,
      ships: [XWING.ships[0], { ...XWING.ships[1], pose: { x: 420, y: 420, heading: 180 } }],
      maneuver: { ship: 'luke', dial: '1BB' },
    };
    const page = await open('phone', duel, true);
    const before = await scenarioOf(page);
    const ghost = await uncoveredGhost(page, '[data-pick]:not([data-pick*="1BB"])');
    await touchTap(page, ghost);
    const info = page.locator('[data-testid=option-info]');
    await expect.poll(() => info.textContent()).toMatch(/Tap it again to choose it\.$/);
    expect(await page.locator('[data-testid=board] [data-previewed]').count()).toBe(1);
    // Not chosen yet.
    expect(await scenarioOf(page)).toEqual(before);
    await page.screenshot({ path: shot('phone-preview') });
    await touchTap(page, ghost);
    const chosen = JSON.parse(ghost.pick) as { maneuver?: { dial?: string } };
    await expect.poll(async () => ((await scenarioOf(page)).maneuver as { dial?: string }).dial).toBe(chosen.maneuver?.dial);
    expect(await page.locator('[data-testid=board] [data-previewed]').count()).toBe(0);
    await page.close();
  });
});

describe.each(BOTH)('2. robust editing at %s size', (size) => {
  test('TI4 Pieces -> Add with its defaults adds a TI4 unit, also after switching from another game', async () => {
    const page = await open(size, ARMADA);
    await page.click('[data-testid=game-ti4]');
    await page.waitForSelector('[data-testid=board] svg[data-game=ti4]');
    const before = await scenarioOf(page);
    const units = (before.units as unknown[]).length;
    await panel(page, size, 'pieces');
    await expect.poll(() => page.locator('[data-testid=add-button]').textContent()).toBe('Add unit');
    await page.click('[data-testid=add-button]');
    await expect.poll(async () => ((await scenarioOf(page)).units as unknown[]).length).toBe(units + 1);
    const after = await scenarioOf(page);
    expect(after.ships).toBeUndefined();
    const added = (after.units as { type: string; system: string; player: string }[])[units]!;
    // A unit of the catalog, of the first player, in a system on the map.
    expect(added.type).toBe('carrier');
    expect(String(after.map).split(' ').concat(['18'])).toContain(added.system);
    expect(await page.locator('[data-testid=status]').textContent()).not.toMatch(/Refused/);
    expect(await page.locator('[data-testid=board] [data-role=hex]').count()).toBeGreaterThan(3);
    await page.close();
  });

  test('a bad field (active system 999, a bad map token) is marked and the last good board stays', async () => {
    const page = await open(size, TI4, false, size === 'phone' ? 'light' : 'dark');
    const hexes = await page.locator('[data-testid=board] [data-role=hex]').count();
    expect(hexes).toBeGreaterThan(3);
    const field = page.locator('[data-testid=active-system]');
    await field.fill('999');
    await field.press('Tab');
    await expect.poll(() => page.locator('[data-testid=kept-board]').textContent()).toMatch(/last good state until activeSystem is fixed/);
    // The field's mark may come a frame after the kept board's notice on a loaded machine: poll it too.
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => field.getAttribute('title')).toMatch(/999.*not on this map/);
    await expect.poll(() => page.locator('[data-testid=status]').textContent()).toMatch(/Refused: system "999" is not on this map/);
    // The board is the last good one, not a blank or plain stand-in.
    expect(await page.locator('[data-testid=board] [data-role=hex]').count()).toBe(hexes);
    await page.screenshot({ path: shot(`kept-board-${size}`) });
    await field.fill('40');
    await field.press('Tab');
    await expect.poll(() => page.locator('[data-testid=kept-board]').count()).toBe(0);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBeNull();
    // The map string: one bad token marks the map field and keeps the board.
    const map = page.locator('[data-testid=map-string]');
    await map.fill('26 39 zz 19 20 21');
    await map.press('Tab');
    await expect.poll(() => map.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-testid=board] [data-role=hex]').count()).toBe(hexes);
    await page.close();
  });
});

describe.each(BOTH)('3. a control for every move shape at %s size', (size) => {
  test('Armada squadron move: pick the squadron, see its reach, drag its end; the start stays and engagement is said', async () => {
    const page = await open(size, ARMADA, false, size === 'phone' ? 'dark' : 'light');
    await page.click('[data-testid=armada-phase-squadron]');
    await expect.poll(async () => (await scenarioOf(page)).squadronMove).toEqual({ squadron: 'tie1' });
    expect((await scenarioOf(page)).maneuver).toBeUndefined();
    const board = page.locator('[data-testid=board]');
    await expect.poll(() => board.locator('[data-id=tie1-reach]').count()).toBe(1);
    const squadron = (await board.locator('.items > [data-role=squadron][data-id=tie1]').boundingBox())!;
    const reach = (await board.locator('[data-id=tie1-reach]').boundingBox())!;
    const from = { x: squadron.x + squadron.width / 2, y: squadron.y + squadron.height / 2 };
    // A third of the way to the reach's edge, toward the right: inside the drawn legal region.
    const to = { x: from.x + (reach.width / 2) / 3, y: from.y };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let k = 1; k <= 6; k += 1) await page.mouse.move(from.x + ((to.x - from.x) * k) / 6, from.y);
    await page.mouse.up();
    await expect.poll(async () => ((await scenarioOf(page)).squadronMove as { to?: { x: number } }).to?.x ?? 0).toBeGreaterThan(450 + 30);
    const after = await scenarioOf(page);
    expect((after.squadrons as { position: { x: number } }[])[0]!.position.x).toBe(450);
    await expect.poll(() => page.locator('[data-testid=status]').textContent()).toMatch(/tie1: moves \d+\.\d+ mm/);
    expect(await page.locator('[data-testid=squadron-engaged]').textContent()).toMatch(/Not engaged at the start\. Not engaged where it ends\./);
    await page.screenshot({ path: shot(`armada-squadron-${size}`) });
    // Cards on the squadron move come from the catalog, found by a search.
    await page.fill('[data-testid=squadron-effects-search]', 'vect');
    await page.click('[data-testid=squadron-effects-add-vector]');
    await expect.poll(async () => ((await scenarioOf(page)).squadronMove as { effects?: unknown }).effects).toEqual(['vector']);
    await page.click('[data-testid=armada-phase-ship]');
    await expect.poll(async () => (await scenarioOf(page)).squadronMove).toBeUndefined();
    await page.close();
  });

  test('X-Wing and Armada card effects from a searchable list of the catalogs\' names', async () => {
    const page = await open(size, XWING);
    await page.fill('[data-testid=xwing-effects-search]', 'r4 astro');
    const first = page.locator('[data-testid^=xwing-effects-add-]').first();
    expect(await first.getAttribute('data-testid')).toBe('xwing-effects-add-r4-astromech');
    expect(await first.textContent()).toMatch(/^R4 Astromech upgrade: Decrease the difficulty/);
    await first.click();
    await expect.poll(async () => ((await scenarioOf(page)).ships as { effects?: unknown }[])[0]!.effects).toEqual(['r4-astromech']);
    expect(await page.locator('[data-testid=status]').textContent()).not.toMatch(/Refused/);
    await page.click('[data-testid=xwing-effects-remove-r4-astromech]');
    await expect.poll(async () => ((await scenarioOf(page)).ships as { effects?: unknown }[])[0]!.effects).toBeUndefined();
    await page.close();
    const armada = await open(size, ARMADA);
    await armada.fill('[data-testid=armada-effects-search]', 'engine techs');
    await armada.click('[data-testid=armada-effects-add-engine-techs]');
    await expect.poll(async () => ((await scenarioOf(armada)).maneuver as { effects?: unknown }).effects).toEqual(['engine-techs']);
    expect(await armada.locator('[data-testid=status]').textContent()).not.toMatch(/Refused/);
    await armada.close();
  });

  test('TI4 retreat and hero movement without the JSON panel', async () => {
    const table = {
      ...TI4,
      players: [...TI4.players, { id: 'blue', faction: 'naalu', technologies: [], commandTokens: [] }],
      activePlayer: 'red',
      units: [...TI4.units, { id: 'b1', player: 'blue', type: 'cruiser', system: '39' }],
      moves: undefined,
    };
    const page = await open(size, table);
    await page.selectOption('[data-testid=ti4-movement-kind]', 'retreat');
    await expect.poll(async () => (await scenarioOf(page)).retreat).toEqual({ player: 'blue', ability: 'retreat' });
    await page.selectOption('[data-testid=ti4-retreat-to]', '26');
    await expect.poll(async () => ((await scenarioOf(page)).retreat as { to?: string }).to).toBe('26');
    await expect.poll(() => page.locator('[data-testid=status]').textContent()).not.toMatch(/Refused/);
    await page.screenshot({ path: shot(`ti4-retreat-${size}`) });
    await page.selectOption('[data-testid=ti4-movement-kind]', 'helix-protocol');
    await expect.poll(async () => (await scenarioOf(page)).abilityMove).toEqual({ ability: 'helix-protocol', player: 'red', moves: [] });
    expect((await scenarioOf(page)).retreat).toBeUndefined();
    await page.selectOption('[data-testid=ability-unit]', 'c1');
    await page.selectOption('[data-testid=ability-to]', '40');
    await page.click('[data-testid=ability-add]');
    await expect.poll(async () => ((await scenarioOf(page)).abilityMove as { moves: unknown[] }).moves).toEqual([{ unit: 'c1', to: '40' }]);
    await page.selectOption('[data-testid=ti4-movement-kind]', 'tactical');
    await expect.poll(async () => (await scenarioOf(page)).abilityMove).toBeUndefined();
    await page.close();
  });
});

/** luke facing vader: options in and out of vader's arc, several piled where they end. */
const DUEL = {
  game: 'xwing', rules: '2.5',
  ships: [
    { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 300, y: 200, heading: 0 }, stress: 0 },
    { id: 'vader', type: 'TIE Advanced x1', owner: 'empire', pose: { x: 420, y: 420, heading: 180 }, stress: 0 },
  ],
  obstacles: [],
  maneuver: { ship: 'luke', dial: '3NW' },
};

describe.each(BOTH)('4. show-all that reads at %s size', (size) => {
  test('ghosts carry their dial codes at a fixed screen size; the list beside the board marks the ghost pointed at and picks it', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const page = await open(size, DUEL, true, theme);
      const labels = page.locator('[data-testid=board] .ghost-labels text');
      await expect.poll(() => labels.count()).toBeGreaterThan(5);
      const texts = await labels.allTextContents();
      for (const text of texts) expect(text).toMatch(/^[0-5][A-Z][WBRP]( [fmb])?$/);
      // 12 px on the screen whatever the zoom: the drawn height of a label is a readable size.
      const height = (await labels.first().boundingBox())!.height;
      expect(height).toBeGreaterThanOrEqual(10);
      expect(height).toBeLessThanOrEqual(20);
      await page.click('[data-testid=zoom-in]');
      await expect.poll(async () => (await labels.first().boundingBox())!.height).toBeLessThanOrEqual(20);
      const list = page.locator('[data-testid=option-list] [data-testid=option]');
      const ghosts = await page.evaluate(() => new Set([...document.querySelectorAll('[data-testid=board] [data-pick]')].map((g) => g.getAttribute('data-pick'))).size);
      expect(await list.count()).toBe(ghosts);
      await page.screenshot({ path: shot(`show-all-labels-${size}-${theme}`) });
      if (size === 'desktop') {
        const entry = list.nth(3);
        const pick = (await entry.getAttribute('data-pick'))!;
        await entry.hover();
        await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid=board] [data-highlighted]')?.getAttribute('data-pick') ?? null)).toBe(pick);
        await expect.poll(() => page.locator('[data-testid=option-info]').textContent()).toMatch(/can shoot|can be shot|no enemy/);
        await entry.click();
        const dial = (JSON.parse(pick) as { maneuver: { dial: string } }).maneuver.dial;
        await expect.poll(async () => ((await scenarioOf(page)).maneuver as { dial: string }).dial).toBe(dial);
        // The chosen ship is selected, but its options do not take the selection's thick outline (it reads as "best ranked").
        await expect.poll(() => page.locator('[data-testid=board] [aria-selected=true]').count()).toBeGreaterThan(0);
        const widths = await page.locator('[data-testid=board] .items > [data-pick] > :is(rect, polygon)').evaluateAll((nodes) => nodes.map((n) => getComputedStyle(n).strokeWidth));
        expect(widths.length).toBeGreaterThan(5);
        expect(widths.filter((w) => w === '3.5px')).toEqual([]);
      }
      await page.close();
    }
  });

  test('a failed action shows ✕ as the legend does; landing on an asteroid says obstacle, not another ship', async () => {
    const blocked = { ...XWING, ships: [XWING.ships[0], { ...XWING.ships[1], pose: { x: 380, y: 150, heading: 0 } }], maneuver: undefined, action: { ship: 'luke', type: 'barrel-roll', direction: 'right' } };
    const page = await open(size, blocked);
    const status = page.locator('[data-testid=status]');
    await expect.poll(() => status.getAttribute('class')).toMatch(/s-bad/);
    expect(await status.locator('.icon').textContent()).toBe('✕');
    expect(await page.locator('[data-testid=board] [data-role=template]').count()).toBeGreaterThan(0);
    await page.close();
    const rock = { ...XWING, obstacles: [{ id: 'rock', type: 'asteroid', polygon: [[285, 255], [315, 255], [315, 285], [285, 285]] }] };
    const landed = await open(size, rock);
    await expect.poll(() => landed.locator('[data-testid=action-blocked]').textContent()).toMatch(/landed on an obstacle \(rock, asteroid\)/);
    expect(await landed.locator('[data-testid=action-blocked]').textContent()).not.toMatch(/another/);
    await landed.close();
  });
});

describe.each(BOTH)('5. readable at %s size', (size) => {
  test('text on the page and the dial arrows reach WCAG AA contrast (4.5:1) in both themes; board names are 12 screen pixels', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const page = await open(size, XWING, false, theme);
      const dial = await contrastIn(page, '.dial-code');
      expect(dial.length).toBeGreaterThan(10);
      expect(dial.filter((d) => d.ratio < 4.5).map((d) => `${theme} dial ${d.text}: ${d.ratio.toFixed(2)}`)).toEqual([]);
      const text = await contrastIn(page, 'header *, aside *, .status, .status *, .legend li, .option-info');
      expect(text.length).toBeGreaterThan(10);
      expect(text.filter((t) => t.ratio < 4.5).map((t) => `${theme}: "${t.text}" ${t.ratio.toFixed(2)}`)).toEqual([]);
      const name = (await page.locator('[data-testid=board] .items > .role-label text').first().boundingBox())!;
      expect(name.height).toBeGreaterThanOrEqual(10);
      expect(name.height).toBeLessThanOrEqual(22);
      await page.screenshot({ path: shot(`readable-xwing-${size}-${theme}`) });
      await page.close();
    }
  });

  test('the board does not move while the ruler is dragged', async () => {
    const page = await open(size, { ...XWING, maneuver: undefined });
    await page.click('[data-testid=ruler]');
    const board = page.locator('[data-testid=board]');
    const before = (await board.boundingBox())!;
    const luke = (await board.locator('.items > [data-id=luke][data-role=ship]').boundingBox())!;
    const from = { x: luke.x + luke.width / 2, y: luke.y + luke.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const boxes: { x: number; y: number; width: number; height: number }[] = [];
    for (let k = 1; k <= 5; k += 1) {
      await page.mouse.move(from.x + 12 * k, from.y - 15 * k);
      await expect.poll(() => page.locator('[data-testid=ruler-status]').textContent()).toMatch(/luke to the pointer/);
      boxes.push((await board.boundingBox())!);
    }
    await page.mouse.up();
    for (const box of boxes) expect(box).toEqual(before);
    await page.close();
  });

  test('TI4 map: command tokens, planet control, home systems by faction, resources and influence on demand; no scale bar in mm', async () => {
    const map = {
      ...TI4,
      map: '26 39 40 19 20 16',
      players: [{ ...TI4.players[0]!, commandTokens: ['26'], planets: ['Lodor'] }],
    };
    const page = await open(size, map, false, size === 'phone' ? 'light' : 'dark');
    const board = page.locator('[data-testid=board]');
    await expect.poll(() => board.locator('[data-mark=token][data-system="26"]').count()).toBe(1);
    expect(await board.locator('[data-mark=control][data-planet=Lodor]').count()).toBe(1);
    expect(await board.locator('[data-mark=home][data-system="16"] title').textContent()).toBe('home system of Emirates of Hacan (red)');
    expect(await board.locator('[data-mark=values]').count()).toBe(0);
    await page.click('[data-testid=planet-values]');
    await expect.poll(() => board.locator('[data-mark=values]').count()).toBeGreaterThan(4);
    expect(await board.locator('[data-mark=values] text').allTextContents()).toContain('1R 6I');
    expect(await page.locator('[data-testid=scale-bar]').count()).toBe(0);
    await page.screenshot({ path: shot(`ti4-marks-${size}`) });
    await page.close();
  });
});

describe.each(BOTH)('TI4 routes at %s size', (size) => {
  test('a click on a unit of another stack while a route is drawn extends the route (ti4.move.path), it does not select that unit', async () => {
    const crowded = {
      ...TI4,
      players: [...TI4.players, { id: 'blue', faction: 'sol', technologies: [], commandTokens: [] }],
      units: [...TI4.units, { id: 'b1', player: 'blue', type: 'dreadnought', system: '39' }, { id: 'd1', player: 'red', type: 'destroyer', system: '40' }],
      activeSystem: '40',
      moves: undefined,
    };
    const page = await open(size, crowded);
    const board = page.locator('[data-testid=board]');
    // Right on a unit's disc: the unit is the topmost drawing there (what a tap on it hits).
    const onUnit = async (id: string) => {
      const box = (await board.locator(`[data-role=unit][data-id=${id}]`).first().boundingBox())!;
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const top = await page.evaluate(({ x, y }) => document.elementsFromPoint(x, y).map((e) => e.closest('[data-id]')).find((e) => e !== null)?.getAttribute('data-id'), at);
      expect(top).toBe(id);
      return at;
    };
    const c1 = await onUnit('c1');
    await page.mouse.click(c1.x, c1.y);
    await expect.poll(() => board.locator('[data-id=c1][aria-selected=true]').count()).toBe(1);
    const b1 = await onUnit('b1');
    await page.mouse.click(b1.x, b1.y);
    await expect.poll(async () => (await scenarioOf(page)).moves).toEqual([{ unit: 'c1', path: ['26', '39'], transport: [] }]);
    const d1 = await onUnit('d1');
    await page.mouse.click(d1.x, d1.y);
    await expect.poll(async () => (await scenarioOf(page)).moves).toEqual([{ unit: 'c1', path: ['26', '39', '40'], transport: [] }]);
    // The routed unit stays selected; neither unit clicked through was.
    expect(await board.locator('[data-id=c1][aria-selected=true]').count()).toBe(1);
    expect(await board.locator('[aria-selected=true]:is([data-id=b1], [data-id=d1])').count()).toBe(0);
    await page.screenshot({ path: shot(`ti4-route-through-${size}`) });
    await page.close();
  });

  test('a route still being clicked is unfinished (→), not illegal (✕)', async () => {
    const unfinished = { ...TI4, map: '26 39 40 19 20 21 25 27 28 29 30 31', activeSystem: '40' };
    const page = await open(size, unfinished);
    const status = page.locator('[data-testid=status]');
    await expect.poll(() => status.textContent()).toMatch(/Route not finished: c1 is at 39; click systems on to 40\./);
    expect(await status.getAttribute('class')).toMatch(/s-warn/);
    expect(await status.locator('.icon').textContent()).toBe('→');
    await page.close();
  });
});
