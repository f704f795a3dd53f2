import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stateToHash } from '../../web/src/url-state.ts';
import type { Planner } from './harness.ts';
import { openScenario, scenarioOf, startPlanner, traceOf } from './harness.ts';
import { ARMADA, TI4, XWING } from './scenarios.ts';

/** The planner page in headless Chromium: load, drag, change a maneuver, share a link, every game. */
let started: Planner | null = null;
let startError: unknown = null;

beforeAll(async () => {
  try {
    started = await startPlanner();
  } catch (error) {
    startError = error;
  }
});

afterAll(async () => {
  await started?.close();
});

/** The running planner; a failed start (no browser, say) fails every test that needs it, loudly. */
function ready(): Planner {
  if (started === null) throw startError instanceof Error ? startError : new Error(`the planner did not start: ${String(startError)}`);
  return started;
}

const hashOf = (scenario: unknown, showAll = false) => stateToHash({ scenario, showAll });
const shipPose = (scenario: Record<string, unknown>, id: string) =>
  (scenario.ships as { id: string; pose: { x: number; y: number; heading: number } }[]).find((s) => s.id === id)!.pose;

describe('the planner page', () => {
  test('Chromium starts (a missing browser is a failure, never a skip)', () => {
    expect(ready().context.browser()?.isConnected() ?? true).toBe(true);
  });

  test('opens on a demo scenario, drawn, with the state in the URL', async () => {
    const planner = ready();
    const page = await planner.context.newPage();
    const started = Date.now();
    await page.goto(planner.server.url);
    await page.waitForSelector('[data-testid=board] svg [data-id]');
    const firstRender = await page.evaluate(() => performance.getEntriesByName('shipmove-first-render')[0]?.startTime ?? -1);
    process.stdout.write(`first render: ${firstRender.toFixed(0)} ms after navigation start (${Date.now() - started} ms until the test saw it)\n`);
    expect(firstRender).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=board] svg [data-id]').count()).toBeGreaterThan(2);
    expect(await page.evaluate(() => location.hash)).toMatch(/^#s=/);
    expect((await scenarioOf(page)).game).toMatch(/^(armada|xwing|ti4)$/);
    await page.screenshot({ path: join(tmpdir(), 'shipmove-e2e-opening.png') });
    expect(planner.errors).toEqual([]);
    await page.close();
  });

  test('X-Wing: picking another dial maneuver (xwing.dial.codes) changes the outcome and its trace', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    await page.waitForSelector('[data-testid=trace] li');
    const before = await traceOf(page);
    const summaryBefore = await page.locator('[data-testid=outcome]').textContent();
    const other = page.locator('.dial-code:not(.on)').filter({ hasText: '↗' }).first();
    const code = (await other.getAttribute('data-testid'))!.replace('dial-', '');
    await other.click();
    await expect.poll(async () => (await scenarioOf(page)).maneuver).toEqual({ ship: 'luke', dial: code });
    await expect.poll(() => traceOf(page)).not.toEqual(before);
    expect(await page.locator('[data-testid=outcome]').textContent()).not.toBe(summaryBefore);
    expect(await page.locator('[data-testid=issues]').count()).toBe(0);
    await page.close();
  });

  test('dragging a ship moves it and re-resolves the move at once', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    await page.waitForSelector('[data-testid=trace] li');
    const before = await traceOf(page);
    const ship = page.locator('[data-testid=board] [data-id="luke"]:is([data-role=ship-start], [data-role=ship])').first();
    const box = (await ship.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let k = 1; k <= 8; k += 1) await page.mouse.move(box.x + box.width / 2 + k * 15, box.y + box.height / 2 - k * 5);
    await page.mouse.up();
    await expect.poll(async () => shipPose(await scenarioOf(page), 'luke').x).toBeGreaterThan(330);
    const pose = shipPose(await scenarioOf(page), 'luke');
    expect(pose.x).toBeGreaterThan(330);
    expect(pose.y).toBeGreaterThan(155);
    expect(pose.heading).toBe(0);
    await expect.poll(() => traceOf(page)).not.toEqual(before);
    // One drag is one undo step.
    await page.click('[data-testid=undo]');
    await expect.poll(async () => shipPose(await scenarioOf(page), 'luke')).toEqual({ x: 300, y: 150, heading: 0 });
    await page.close();
  });

  test('keyboard: Tab selects a piece, arrows nudge it, r turns it, Ctrl+Z undoes', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    await page.locator('[data-testid=board]').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('[data-testid=selected] code').textContent()).toBe('luke');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('r');
    const luke = async () => shipPose(await scenarioOf(page), 'luke');
    await expect.poll(luke).toEqual({ x: 305, y: 155, heading: 15 });
    await page.keyboard.press('Shift+R');
    await page.keyboard.press('Shift+R');
    await expect.poll(async () => (await luke()).heading).toBe(345);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(luke).toEqual({ x: 305, y: 155, heading: 15 });
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('[data-testid=selected] code').textContent()).toBe('howlrunner');
    await page.close();
  });

  test('a share link reproduces the scenario, the options view and the outcome', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    await page.locator('.dial-code:not(.on)').first().click();
    await page.locator('[data-testid=board]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+ArrowRight');
    await page.click('[data-testid=show-all]');
    await expect.poll(() => page.url()).toContain('&all=1');
    const link = page.url();
    const scenario = await scenarioOf(page);
    const trace = await traceOf(page);
    const copy = await planner.context.newPage();
    await copy.goto(link);
    await copy.waitForSelector('[data-testid=board] svg [data-id]');
    expect(await scenarioOf(copy)).toEqual(scenario);
    expect(await traceOf(copy)).toEqual(trace);
    expect(await copy.locator('[data-testid=show-all]').isChecked()).toBe(true);
    await page.close();
    await copy.close();
  });

  test('"show all options" draws every option of the plan as ghosts coloured by outcome', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    expect(await page.locator('[data-role=ghost]').count()).toBe(0);
    await page.click('[data-testid=show-all]');
    await expect.poll(() => page.locator('[data-role=ghost]').count()).toBeGreaterThan(5);
    const outcomes = await page.locator('[data-role=ghost]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-outcome')));
    expect(outcomes.every((o) => o !== null)).toBe(true);
    // Dragging re-plans once the piece is let go.
    const box = (await page.locator('[data-testid=board] [data-id="luke"]:is([data-role=ship-start], [data-role=ship])').first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let k = 1; k <= 5; k += 1) await page.mouse.move(box.x + box.width / 2 + k * 10, box.y + box.height / 2);
    await page.mouse.up();
    await expect.poll(async () => shipPose(await scenarioOf(page), 'luke').x).toBeGreaterThan(310);
    await expect.poll(() => page.locator('[data-role=ghost]').count()).toBeGreaterThan(5);
    await page.screenshot({ path: join(tmpdir(), 'shipmove-e2e-xwing-all.png') });
    await page.close();
  });

  test('importing JSON replaces the scenario; a broken document is reported, not applied', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    await page.locator('.json summary').click();
    const moved = { ...XWING, ships: [{ ...XWING.ships[0]!, pose: { x: 200, y: 200, heading: 90 } }, XWING.ships[1]!] };
    await page.locator('[data-testid=json-text]').fill(JSON.stringify(moved));
    await page.click('[data-testid=json-apply]');
    await expect.poll(async () => shipPose(await scenarioOf(page), 'luke')).toEqual({ x: 200, y: 200, heading: 90 });
    await page.locator('[data-testid=json-text]').fill('{"game": ');
    await page.click('[data-testid=json-apply]');
    await expect.poll(() => page.locator('.json .error').isVisible()).toBe(true);
    expect(shipPose(await scenarioOf(page), 'luke')).toEqual({ x: 200, y: 200, heading: 90 });
    await page.close();
  });

  test('importing a list: an XWS squad adds its pilots to the X-Wing board with fresh ids; a bad list is reported, not applied', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    const before = ((await scenarioOf(page)).ships as unknown[]).length;
    await page.locator('.import summary').click();
    await page.selectOption('[data-testid=import-format]', 'xws');
    const squad = { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', ship: 't65xwing' }, { id: 'wedgeantilles', ship: 't65xwing' }] };
    await page.locator('[data-testid=import-text]').fill(JSON.stringify(squad));
    await page.click('[data-testid=import-apply]');
    await expect.poll(async () => ((await scenarioOf(page)).ships as unknown[]).length).toBe(before + 2);
    const ids = ((await scenarioOf(page)).ships as { id: string; type: string }[]).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await page.locator('[data-testid=import-messages]').textContent()).toMatch(/added 2 ship/);
    await page.locator('[data-testid=import-text]').fill(JSON.stringify({ faction: 'rebelalliance', pilots: [{ id: 'lukeskywalkr', ship: 't65xwing' }] }));
    await page.click('[data-testid=import-apply]');
    await expect.poll(() => page.locator('[data-testid=import-messages][role=alert]').textContent()).toMatch(/did you mean .*lukeskywalker/);
    expect(((await scenarioOf(page)).ships as unknown[]).length).toBe(before + 2);
    await page.close();
  });

  test('importing a list as a new table (import.mode): the board becomes the squad alone, with readable ids', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    await page.locator('.import summary').click();
    await page.selectOption('[data-testid=import-format]', 'xws');
    await page.selectOption('[data-testid=import-mode]', 'new');
    const squad = { faction: 'rebelalliance', ruleset: 'XWA', pilots: [{ id: 'lukeskywalker', ship: 't65xwing' }, { id: 'wedgeantilles', ship: 't65xwing' }] };
    await page.locator('[data-testid=import-text]').fill(JSON.stringify(squad));
    await page.click('[data-testid=import-apply]');
    await expect.poll(async () => ((await scenarioOf(page)).ships as { id: string }[]).map((s) => s.id).join(' ')).toBe('luke-skywalker wedge-antilles');
    expect(await page.locator('[data-testid=import-messages]').textContent()).toMatch(/the board is now the imported xwing scenario/);
    await page.close();
  });

  test.each([
    ['armada', ARMADA],
    ['xwing', XWING],
    ['ti4', TI4],
  ] as const)('%s: a real scenario resolves in the page with its trace', async (game, scenario) => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(scenario));
    expect(await page.locator(`[data-testid=game-${game}]`).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await page.locator('[data-testid=issues] li').allTextContents()).join('\n')).toBe('');
    await expect.poll(async () => (await traceOf(page)).length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=board] svg').getAttribute('data-game')).toBe(game);
    await page.screenshot({ path: join(tmpdir(), `shipmove-e2e-${game}.png`) });
    await page.close();
  });

  test('Armada: changing speed (spending Navigate, armada.course.navigate) and a joint\'s clicks (armada.yaw.chart) re-plots the course', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(ARMADA));
    await expect.poll(async () => (await traceOf(page)).length).toBeGreaterThan(0);
    const before = await traceOf(page);
    await page.click('[data-testid=speed-1]');
    await expect.poll(async () => (await scenarioOf(page)).maneuver).toEqual({ ship: 'vic', speed: 1, yaw: [0], side: 'auto', navigate: { dial: true, token: false } });
    await page.click('[data-testid=yaw-0-right]');
    await expect.poll(async () => (await scenarioOf(page)).maneuver).toEqual({ ship: 'vic', speed: 1, yaw: [1], side: 'auto', navigate: { dial: true, token: false } });
    // The speed dial is not overwritten: Navigate changes the speed.
    expect((await scenarioOf(page)).ships).toEqual(ARMADA.ships);
    await expect.poll(() => traceOf(page)).not.toEqual(before);
    expect(await page.locator('[data-testid=issues] li').count()).toBe(0);
    await page.close();
  });

  test('TI4: a click on a system makes it the active system; in path mode clicks extend the selected unit\'s path', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf({ ...TI4, moves: undefined, activeSystem: '39' }));
    await page.locator('[data-testid=board] [data-role=hex][data-id="40"]').first().click();
    await expect.poll(async () => (await scenarioOf(page)).activeSystem).toBe('40');
    await page.locator('[data-testid=unit-c1]').click();
    await page.locator('[data-testid=mode-path]').check();
    await page.locator('[data-testid=board] [data-role=hex][data-id="39"]').first().click();
    await expect.poll(async () => (await scenarioOf(page)).moves).toEqual([{ unit: 'c1', path: ['26', '39'], transport: [] }]);
    await expect.poll(async () => (await traceOf(page)).length).toBeGreaterThan(0);
    await page.close();
  });

  test('"zoom to pieces" narrows the view to the pieces and keeps it while they move; "whole table" restores it', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(ARMADA));
    const viewBox = () => page.locator('[data-testid=board] svg').getAttribute('viewBox');
    const whole = await viewBox();
    await page.click('[data-testid=zoom]');
    const zoomed = await viewBox();
    expect(zoomed).not.toBe(whole);
    const width = (box: string | null) => Number((box ?? '').split(' ')[2]);
    expect(width(zoomed)).toBeLessThan(width(whole));
    await page.click('[data-testid=speed-1]');
    await expect.poll(async () => (await scenarioOf(page)).maneuver).toMatchObject({ speed: 1 });
    expect(await viewBox()).toBe(zoomed);
    await page.screenshot({ path: join(tmpdir(), 'shipmove-e2e-armada-zoom.png') });
    await page.click('[data-testid=zoom]');
    expect(await viewBox()).toBe(whole);
    await page.close();
  });

  test('adding pieces from the catalogs: an X-Wing ship and an obstacle appear at the table centre and take part', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    const add = page.locator('[data-testid=add-piece]');
    await add.locator('input[aria-label="type from the catalog"]').fill('TIE/in Interceptor');
    await add.locator('input[aria-label=owner]').fill('empire');
    await page.click('[data-testid=add-button]');
    await expect.poll(async () => ((await scenarioOf(page)).ships as unknown[]).length).toBe(3);
    const added = ((await scenarioOf(page)).ships as { id: string; type: string; pose: unknown }[])[2]!;
    expect(added).toMatchObject({ id: 'ship1', type: 'TIE/in Interceptor', owner: 'empire', pose: { x: 457.2, y: 457.2, heading: 0 } });
    await expect.poll(() => page.locator('[data-testid=board] [data-id="ship1"]').count()).toBeGreaterThan(0);
    await add.locator('select[aria-label="kind of piece"]').selectOption('obstacle');
    await add.locator('input[aria-label="type from the catalog"]').fill('debris-cloud');
    await page.click('[data-testid=add-button]');
    await expect.poll(async () => ((await scenarioOf(page)).obstacles as unknown[]).length).toBe(1);
    await expect.poll(() => page.locator('[data-testid=board] [data-role=obstacle]').count()).toBe(1);
    expect(await page.locator('[data-testid=issues] li').count()).toBe(0);
    await page.close();
  });

  test('the render API answers SVG that the browser parses as a picture', async () => {
    const planner = ready();
    const page = await openScenario(planner, hashOf(XWING));
    const result = await page.evaluate(async (body) => {
      const response = await fetch('/v1/render?plan=1', { method: 'POST', body });
      const text = await response.text();
      const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        parseError: parsed.getElementsByTagName('parsererror').length,
        root: parsed.documentElement.nodeName,
        ghosts: parsed.querySelectorAll('[data-role=ghost]').length,
      };
    }, JSON.stringify(XWING));
    expect(result).toMatchObject({ status: 200, parseError: 0, root: 'svg' });
    expect(result.type).toContain('image/svg+xml');
    expect(result.ghosts).toBeGreaterThan(0);
    await page.close();
  });

  test('the page raised no script errors', () => {
    const planner = ready();
    expect(planner.errors).toEqual([]);
  });
});
