import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compactPlan, plan, resolve } from '../../src/index.ts';
import { againstOptions, againstReason, rankAgainst, RISK_SHADES, riskLevel } from '../../web/src/against.ts';
import { OKABE_ITO, TABLE } from '../../src/render/palette.ts';
import { followUpEntries } from '../../web/src/follow-ups.tsx';
import type { Planner } from './harness.ts';
import { contrastIn, openAt, scenarioOf, shotPath, SIZES, startPlanner, traceOf, visibleBox } from './harness.ts';
import { ARMADA, TI4, XWING } from './scenarios.ts';

/**
 * Page controls for what the engine plans and the page could not ask for (issues 23, 24, 26), in
 * Chromium at 1366x768 and 390x844: "against every enemy option" (X-Wing and Armada) with ghosts
 * shaded by risk and the top choices in words, X-Wing follow-up moves, the table fields without a
 * control (X-Wing first player, initiative and pilot; Armada second player and card placements),
 * Navigate's +1 yaw courses in the plan, and the TI4 threat overlay on a phone. The numbers the
 * page shows are checked against the library's own answer for the same scenario. Screenshots go
 * to the temporary folder (or SHIPMOVE_SHOTS) as `shipmove-controls-<name>.png`.
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
const shot = (name: string) => shotPath('controls', name);
const example = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', path), 'utf8')) as Record<string, unknown>;
const DUEL = example('xwing/plan-against-duel.json');

const open = (size: Size, scenario: unknown, showAll = false, theme: 'dark' | 'light' = 'dark'): Promise<Page> => openAt(started!, size, scenario, showAll, theme);

async function panel(page: Page, size: Size, tab: 'move' | 'measure' | 'outcome' | 'pieces' | 'file'): Promise<void> {
  if (size === 'phone') await page.click(`[data-testid=tab-${tab}]`);
}

/** The scenario the page holds once the last edit has reached its URL (the link is written after the redraw). */
async function current(page: Page): Promise<Record<string, unknown>> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 20)))));
  return scenarioOf(page);
}

/** Records whether an element matching `selector` is ever added to the page (a busy state that may last a moment only). */
async function watchFor(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { seen?: Record<string, boolean> };
    w.seen = { ...(w.seen ?? {}), [wanted]: document.querySelector(wanted) !== null };
    new MutationObserver(() => {
      if (document.querySelector(wanted) !== null) w.seen![wanted] = true;
    }).observe(document.body, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate((wanted) => (window as unknown as { seen: Record<string, boolean> }).seen[wanted] === true, selector);
}

/** The library's answer for a scenario played against every enemy option, ranked as the page ranks it. */
function libraryAgainst(scenario: unknown) {
  const planned = plan(scenario, { against: 'all' });
  if (!planned.ok) throw new Error(planned.issues.map((i) => i.message).join('; '));
  return rankAgainst(againstOptions(compactPlan(planned.value)));
}

describe('against every enemy option (issue 26, docs/against.md)', () => {
  for (const size of BOTH) {
    test(`X-Wing ${size}: a busy state, ghosts shaded by risk as the library counts, the top choices in words, a click chooses`, async () => {
      const page = await open(size, DUEL);
      const sawBusy = await watchFor(page, '[data-testid=board-busy]');
      await page.click('[data-testid=against]');
      // Turning it on shows every option.
      expect(await page.isChecked('[data-testid=show-all]')).toBe(true);
      await page.waitForSelector('[data-testid=against-top] li');
      expect(await sawBusy()).toBe(true);
      expect(await page.locator('[data-testid=board-busy]').count()).toBe(0);
      expect(await page.getAttribute('.board-area', 'aria-busy')).toBe('false');
      // Made in a worker: the page keeps answering while every combination is played.
      expect(await page.getAttribute('[data-testid=against-panel]', 'data-computed-in')).toBe('worker');

      const ranked = libraryAgainst(DUEL);
      expect(ranked.length).toBeGreaterThan(10);
      await panel(page, size, 'move');
      const shown = await page.locator('[data-testid=against-choice]').allTextContents();
      expect(shown).toEqual(ranked.slice(0, 5).map((o) => againstReason(o, 'xwing')));
      expect(shown[0]).toMatch(/^\d [A-Za-z' ]+.*: shot at in \d+% of enemy options, can shoot in \d+%/);

      // Each shaded ghost carries the share of enemy options in which it is shot at: 2 straight as the library says.
      const straight = ranked.find((o) => o.label === '2 straight')!;
      expect(straight).toBeDefined();
      const risk = await page.locator('[data-testid=board] [data-shade=against][data-pick*="\\"2FB\\""]').first().getAttribute('data-risk');
      expect(Number(risk)).toBe(Math.round(straight.shotBy * 100));
      const level = await page.locator('[data-testid=board] [data-shade=against][data-pick*="\\"2FB\\""]').first().getAttribute('data-level');
      expect(Number(level)).toBe(riskLevel(straight.shotBy));
      // Every maneuver's ghost is shaded (the repositions are shaded where they are drawn).
      expect(await page.locator('[data-testid=board] [data-shade=against][data-pick*="maneuver"]').count()).toBe(ranked.filter((o) => /^\d/.test(o.label)).length);
      expect(await page.locator('[data-testid=board] [data-shade=against][data-best]').count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator('[data-testid=against-legend]').isVisible()).toBe(true);
      await page.screenshot({ path: shot(`against-xwing-${size}`) });

      // Pointing at a choice marks its ghost and says its reason under the board.
      await page.locator('[data-testid=against-choice]').first().hover();
      await expect.poll(() => page.textContent('[data-testid=option-info]')).toContain(`${shown[0]}.`);
      // A click on the best choice chooses it like its ghost.
      const firstPick = JSON.parse((await page.locator('[data-testid=against-choice]').first().getAttribute('data-pick'))!) as { maneuver?: { dial: string }; action?: { type: string } };
      await page.locator('[data-testid=against-choice]').first().click();
      const after = await current(page);
      if (firstPick.maneuver !== undefined) expect((after.maneuver as { dial: string }).dial).toBe(firstPick.maneuver.dial);
      else expect((after.action as { type: string }).type).toBe(firstPick.action!.type);
      await page.close();
    });
  }

  test('light theme, phone: the risk legend and the list read on a light table', async () => {
    const page = await open('phone', DUEL, false, 'light');
    await page.click('[data-testid=against]');
    await page.waitForSelector('[data-testid=against-top] li');
    // The dial stays in view under the board with the top choices shown (they follow it on a phone).
    const codes = await page.locator('[data-testid^=dial-]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!));
    expect(codes.length).toBeGreaterThanOrEqual(15);
    for (const code of codes) expect((await visibleBox(page, `[data-testid="${code}"]`)).whole, code).toBe(true);
    expect((await page.locator('[data-testid=board]').boundingBox())!.height).toBeGreaterThanOrEqual(250);
    await page.screenshot({ path: shot('against-xwing-phone-light') });
    await page.setViewportSize(SIZES.desktop);
    await page.screenshot({ path: shot('against-xwing-desktop-light') });
    expect(await page.locator('[data-testid=against-legend] li').count()).toBe(6);
    await page.close();
  });

  for (const size of BOTH) {
    test(`X-Wing ${size}: ships without initiative are refused with their fields marked; typing them plays the options`, async () => {
      const page = await open(size, XWING);
      await page.click('[data-testid=against]');
      await page.waitForSelector('[data-testid=against-issues]');
      await panel(page, size, 'move');
      expect(await page.textContent('[data-testid=against-issues]')).toContain('has no initiative');
      // The board stays as it was (one bad field never blanks it).
      expect(await page.locator('[data-testid=board] [data-pick]').count()).toBeGreaterThan(10);
      await expect.poll(() => page.getAttribute('[data-testid=against-initiative-luke]', 'aria-invalid')).toBe('true');
      await page.fill('[data-testid=against-initiative-luke]', '5');
      await page.dispatchEvent('[data-testid=against-initiative-luke]', 'change');
      await page.waitForSelector('[data-testid=against-initiative-howlrunner]');
      await page.fill('[data-testid=against-initiative-howlrunner]', '1');
      await page.dispatchEvent('[data-testid=against-initiative-howlrunner]', 'change');
      await page.waitForSelector('[data-testid=against-top] li');
      const after = await current(page);
      expect((after.ships as { initiative?: number }[]).map((s) => s.initiative)).toEqual([5, 1]);
      const ranked = libraryAgainst(after);
      expect(await page.locator('[data-testid=against-choice]').first().textContent()).toBe(againstReason(ranked[0]!, 'xwing'));
      await page.close();
    });
  }

  const ARMADA_NEAR = { ...ARMADA, ships: [ARMADA.ships[0], { ...ARMADA.ships[1], pose: { x: 800, y: 560, heading: 180 } }] };
  for (const size of BOTH) {
    test(`Armada ${size}: courses against the next enemy activation, shaded and ranked as the library says`, async () => {
      const page = await open(size, ARMADA_NEAR);
      await page.click('[data-testid=against]');
      await page.waitForSelector('[data-testid=against-top] li');
      await panel(page, size, 'move');
      const ranked = libraryAgainst(ARMADA_NEAR);
      const shown = await page.locator('[data-testid=against-choice]').allTextContents();
      expect(shown).toEqual(ranked.slice(0, 5).map((o) => againstReason(o, 'armada')));
      expect(shown[0]).toContain('cr90');
      expect(await page.textContent('[data-testid=against-summary]')).toContain('against cr90');
      expect(await page.locator('[data-testid=board] [data-shade=against]').count()).toBe(ranked.length);
      await page.screenshot({ path: shot(`against-armada-${size}`) });
      await page.close();
    });
  }
});

describe('follow-up moves (xwing.move.follow-up)', () => {
  const planned = plan(DUEL, { followUps: true });
  if (!planned.ok) throw new Error('the duel plans');
  const entries = followUpEntries(planned.value, DUEL);

  test('the duel\'s 2 straight has follow-ups, some legal (worked example of the library)', () => {
    expect(entries.length).toBeGreaterThan(2);
    expect(entries.filter((e) => e.legal).length).toBeGreaterThan(0);
    expect(entries[0]!.path).toMatch(/^maneuvers\[\d+\]\.followUps\[0\]$/);
  });

  for (const size of BOTH) {
    test(`${size}: listed under the chosen maneuver, drawn where they end, and a choice writes maneuver.followUp`, async () => {
      const page = await open(size, DUEL);
      await page.click('[data-testid=follow-ups]');
      await panel(page, size, 'move');
      await page.waitForSelector('[data-testid=follow-up]');
      expect(await page.locator('[data-testid=follow-up]').allTextContents()).toEqual(entries.map((e) => `${e.legal ? '✓' : '✕'}${e.label}${e.legal && e.exposure.length > 0 ? ` · can be shot by ${[...new Set(e.exposure.map((t) => t.ship))].join(', ')}` : ''}`));
      const legal = entries.filter((e) => e.legal);
      expect(await page.locator('[data-testid=board] [data-role=ghost][data-id^="follow-up-"]').count()).toBe(legal.length);
      await page.screenshot({ path: shot(`follow-ups-${size}`) });
      const index = entries.indexOf(legal[0]!);
      await page.locator('[data-testid=follow-up]').nth(index).click();
      const after = await current(page);
      expect((after.maneuver as { followUp?: unknown }).followUp).toEqual(legal[0]!.choice);
      // The library takes the choice: the follow-up is allowed and ends where the plan said.
      const resolved = resolve(after);
      expect(resolved.ok).toBe(true);
      const followUp = (resolved.ok ? resolved.value : null) as { followUp?: { legal: boolean; pose: { x: number; y: number } } } | null;
      expect(followUp?.followUp?.legal).toBe(true);
      expect(followUp?.followUp?.pose.x).toBeCloseTo(legal[0]!.pose.x, 1);
      await expect.poll(() => page.getAttribute(`[data-testid=board] [data-id="follow-up-${index}"]`, 'data-highlight')).toBe('true');
      expect(await page.getAttribute('[data-testid=follow-up].on', 'aria-pressed')).toBe('true');
      await panel(page, size, 'outcome');
      expect((await traceOf(page)).join(' ')).toContain('xwing.move.follow-up');
      // No follow-up again.
      await panel(page, size, 'move');
      await page.click('[data-testid=follow-up-none-choice]');
      expect(((await current(page)).maneuver as { followUp?: unknown }).followUp).toBeUndefined();
      await page.close();
    });
  }
});

describe('fields without a control until now', () => {
  for (const size of BOTH) {
    test(`X-Wing ${size}: first player, and a ship's initiative and pilot in the piece editor; a bad initiative is marked`, async () => {
      const page = await open(size, DUEL);
      await panel(page, size, 'move');
      expect(await page.inputValue('[data-testid=first-player]')).toBe('rebels');
      await page.selectOption('[data-testid=first-player]', 'empire');
      await expect.poll(async () => (await scenarioOf(page)).firstPlayer).toBe('empire');
      await page.selectOption('[data-testid=first-player]', '');
      await expect.poll(async () => (await scenarioOf(page)).firstPlayer).toBeUndefined();

      await page.click('[data-testid=board] [data-id=howl]', { force: true });
      await panel(page, size, 'pieces');
      expect(await page.inputValue('[data-testid=piece-initiative]')).toBe('5');
      expect(await page.inputValue('[data-testid=piece-pilot]')).toBe('howlrunner');
      await page.fill('[data-testid=piece-initiative]', '3');
      await page.dispatchEvent('[data-testid=piece-initiative]', 'change');
      await page.fill('[data-testid=piece-pilot]', 'academypilot');
      await page.dispatchEvent('[data-testid=piece-pilot]', 'change');
      const after = (await current(page)).ships as { id: string; initiative?: number; pilot?: string }[];
      expect(after.find((s) => s.id === 'howl')).toMatchObject({ initiative: 3, pilot: 'academypilot' });
      // 12 is no initiative: the field is marked, the other pieces stay drawn.
      await page.fill('[data-testid=piece-initiative]', '12');
      await page.dispatchEvent('[data-testid=piece-initiative]', 'change');
      await expect.poll(() => page.getAttribute('[data-testid=piece-initiative]', 'aria-invalid')).toBe('true');
      expect(await page.locator('[data-testid=board] [data-id=luke]').count()).toBeGreaterThan(0);
      await page.screenshot({ path: shot(`xwing-fields-${size}`) });
      await page.close();
    });

    test(`Armada ${size}: second player, and a card placement: where it may go, then dragged or typed, checked`, async () => {
      const scenario = example('armada/placement-reserve-hangar-deck.json');
      const { placement: _drop, ...bare } = scenario;
      const page = await open(size, bare);
      await panel(page, size, 'move');
      await page.selectOption('[data-testid=second-player]', 'rebels');
      await expect.poll(async () => (await scenarioOf(page)).secondPlayer).toBe('rebels');
      await page.click('[data-testid=armada-phase-placement]');
      await page.waitForSelector('[data-testid=placement-controls]');
      expect((await current(page)).placement).toEqual({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd' });
      // Without a place: the dots of where it may go.
      await expect.poll(() => page.locator('[data-testid=board] [data-id^="tie-may-go-"]').count()).toBeGreaterThan(10);
      expect(await page.textContent('[data-testid=placement-summary]')).toContain('swarm');
      await page.fill('[data-testid=placement-x]', '330');
      await page.dispatchEvent('[data-testid=placement-x]', 'change');
      await page.fill('[data-testid=placement-y]', '520');
      await page.dispatchEvent('[data-testid=placement-y]', 'change');
      expect((await current(page)).placement).toEqual({ by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 330, y: 520 } });
      const library = resolve({ ...bare, secondPlayer: 'rebels', placement: { by: 'reserve-hangar-deck', squadron: 'tie', from: 'isd', to: { x: 330, y: 520 } } });
      expect(library.ok).toBe(true);
      const legal = (library.ok ? library.value : null) as { legal?: boolean } | null;
      await expect.poll(() => page.textContent('[data-testid=placement-verdict]')).toBe(legal?.legal === true ? 'tie may be placed there.' : expect.stringContaining('Not there'));
      // Far from the ship: refused, and the outcome says why.
      await page.fill('[data-testid=placement-x]', '800');
      await page.dispatchEvent('[data-testid=placement-x]', 'change');
      await expect.poll(() => page.textContent('[data-testid=placement-verdict]')).toContain('Not there');
      await page.screenshot({ path: shot(`armada-placement-${size}`) });
      // Drag the placed squadron (with a mouse, on the laptop): its place moves by the drag, the squadron on the table stays.
      if (size === 'phone') {
        await page.close();
        return;
      }
      const placed = page.locator('[data-testid=board] [data-role=ship-final][data-id=tie]').first();
      const box = (await placed.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      const moved = (await current(page)) as { placement: { to: { x: number; y: number } }; squadrons: { id: string; position: { x: number } }[] };
      expect(moved.placement.to.x).toBeLessThan(800);
      expect(moved.placement.to.y).toBeCloseTo(520, 0);
      expect(moved.squadrons.find((s) => s.id === 'tie')!.position.x).toBe(250);
      await page.close();
    });
  }

  for (const size of BOTH) {
    test(`Armada ${size}: Navigate's +1 yaw courses show in the plan, labelled with their joint`, async () => {
      const scenario = example('armada/navigate-dial.json');
      const planned = plan(scenario);
      expect(planned.ok).toBe(true);
      const page = await open(size, scenario, true);
      const labels = await page.locator('[data-testid=option]').allTextContents();
      expect(labels.some((l) => /\(\+1@\d\)/.test(l))).toBe(true);
      expect(await page.locator('[data-testid=board] [data-pick*="yawJoint"]').count()).toBeGreaterThan(0);
      await page.close();
    });
  }
});

describe('TI4 threat overlay (ti4.move.threats)', () => {
  for (const size of BOTH) {
    test(`${size}: the checkbox draws which systems enemy ships can reach, and the legend names them`, async () => {
      const scenario = {
        ...TI4,
        players: [...TI4.players, { id: 'blue', faction: 'sol', technologies: [], commandTokens: [] }],
        units: [...TI4.units, { id: 'b1', player: 'blue', type: 'cruiser', system: '20' }],
        moves: undefined,
        activeSystem: undefined,
      };
      const page = await open(size, scenario);
      await panel(page, size, 'move');
      await page.check('[data-testid=ti4-threats]');
      expect((await current(page)).threats).toBe(true);
      await expect.poll(() => page.locator('[data-testid=board] [data-role=threat]').count()).toBeGreaterThan(0);
      const box = (await page.locator('[data-testid=board] [data-role=threat]').first().boundingBox())!;
      expect(box.width).toBeGreaterThan(10);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height / 2).toBeLessThan(SIZES[size].height);
      expect(await page.locator('[data-testid=legend] li').allTextContents()).toContain('enemy ships can reach it next round');
      await page.screenshot({ path: shot(`ti4-threats-${size}`) });
      await page.uncheck('[data-testid=ti4-threats]');
      await expect.poll(() => page.locator('[data-testid=board] [data-role=threat]').count()).toBe(0);
      await page.close();
    });
  }
});

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('readable in both themes (WCAG AA)', () => {
  test('the risk outlines reach 3:1 against the table in both looks', () => {
    // The dark table (src/render/palette.ts) and the light look's play area (web/src/drawing-style.ts).
    for (const table of [TABLE, '#f8fafd']) {
      for (const shade of RISK_SHADES) expect(contrast(shade.stroke ?? shade.colour, table), `${shade.label} on ${table}`).toBeGreaterThanOrEqual(3);
    }
    // The outline the yellow fill would have had on its own fails on the light table: the reason for the darker stroke.
    expect(contrast(OKABE_ITO.yellow, '#f8fafd')).toBeLessThan(3);
  });

  for (const size of BOTH) {
    test(`${size}: the new panels' text reaches 4.5:1 in both themes`, async () => {
      for (const theme of ['dark', 'light'] as const) {
        const page = await open(size, DUEL, false, theme);
        await page.click('[data-testid=against]');
        await page.click('[data-testid=follow-ups]');
        await page.waitForSelector('[data-testid=against-top] li');
        await page.waitForSelector('[data-testid=follow-up]');
        await panel(page, size, 'move');
        const text = await contrastIn(page, '[data-testid=against-panel] *, [data-testid=follow-up-panel] *, [data-testid=against-legend] li, .table-fields *');
        expect(text.length).toBeGreaterThan(8);
        expect(text.filter((t) => t.ratio < 4.5).map((t) => `${theme}: "${t.text}" ${t.ratio.toFixed(2)}`)).toEqual([]);
        await page.screenshot({ path: shot(`readable-${size}-${theme}`) });
        await page.close();
      }
      const armada = await open(size, example('armada/placement-reserve-hangar-deck.json'), false, 'light');
      await panel(armada, size, 'move');
      await armada.waitForSelector('[data-testid=placement-controls]');
      const text = await contrastIn(armada, '[data-testid=placement-controls] *');
      expect(text.length).toBeGreaterThan(5);
      expect(text.filter((t) => t.ratio < 4.5).map((t) => `light: "${t.text}" ${t.ratio.toFixed(2)}`)).toEqual([]);
      await armada.close();
    });
  }
});
