import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../src/server/listen.ts';
import type { RunningServer } from '../../src/server/listen.ts';
import { loadStaticFiles } from '../../src/server/static-files.ts';
import { expect } from 'vitest';
import { hashToState, stateToHash } from '../../web/src/url-state.ts';

/**
 * Browser tests run Debian's Chromium through playwright-core (never a downloaded browser). A
 * missing browser is a failure with a plain message, never a skip.
 */
export const CHROMIUM = process.env.SHIPMOVE_CHROMIUM ?? '/usr/bin/chromium';

const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const root = join(import.meta.dirname, '..', '..');

/** The two screens every page test looks at: a laptop (1366x768) and a phone (390x844). */
export const SIZES = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;

export interface Planner {
  readonly server: RunningServer;
  readonly context: BrowserContext;
  readonly errors: string[];
  close(): Promise<void>;
}

/** Builds the page from the current sources into a temporary folder (so the test sees this tree, not an old dist). */
async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
}

export async function startPlanner(): Promise<Planner> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: the browser tests need it (apt-get install chromium). This is a failure, not a skip.`);
  }
  const outDir = mkdtempSync(join(tmpdir(), 'shipmove-page-'));
  const profile = mkdtempSync(join(tmpdir(), 'shipmove-profile-'));
  await buildPage(outDir);
  const server = await startServer(0, '127.0.0.1', { page: loadStaticFiles(outDir) });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1440, height: 900 },
  });
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  return {
    server,
    context,
    errors,
    close: async () => {
      await context.close();
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the planner on a scenario (through the share link format) and waits for the drawing. */
export async function openScenario(planner: Planner, hash: string): Promise<Page> {
  const page = await planner.context.newPage();
  await page.goto(`${planner.server.url}${hash}`);
  await page.waitForSelector('[data-testid=board] svg [data-role=play-area], [data-testid=board] svg [data-role=hex]');
  return page;
}

/** Opens the planner at a screen size on a scenario (share-link state), in the theme asked for, once the board is drawn. */
export async function openAt(planner: Planner, size: keyof typeof SIZES, scenario: unknown, showAll = false, theme: 'dark' | 'light' = 'dark'): Promise<Page> {
  const page = await planner.context.newPage();
  await page.setViewportSize(SIZES[size]);
  await page.goto(`${planner.server.url}${stateToHash({ scenario, showAll })}`);
  await page.waitForSelector('[data-testid=board] svg [data-id]');
  if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== theme) await page.click('[data-testid=theme]');
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
  return page;
}

/** Where a test's screenshot goes: SHIPMOVE_SHOTS or the temporary folder, as `shipmove-<suite>-<name>.png`. */
export function shotPath(suite: string, name: string): string {
  return join(process.env.SHIPMOVE_SHOTS ?? tmpdir(), `shipmove-${suite}-${name}.png`);
}

/** The scenario the page holds, read from its URL (the share-link state). */
export async function scenarioOf(page: Page): Promise<Record<string, unknown>> {
  const state = hashToState(new URL(page.url()).hash);
  if (state === null) throw new Error(`no scenario in ${page.url()}`);
  return state.scenario as Record<string, unknown>;
}

export async function traceOf(page: Page): Promise<string[]> {
  return page.locator('[data-testid=trace] li').allTextContents();
}

/** The WCAG contrast ratio of the text of each element matching `selector` against its background (the first opaque one up the tree); elements in the board, disabled or without text of their own are left out. */
export function contrastIn(page: Page, selector: string): Promise<{ text: string; ratio: number }[]> {
  return page.evaluate((wanted) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? ['0', '0', '0', '1']).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const background = (element: Element): number[] => {
      for (let node: Element | null = element; node !== null; node = node.parentElement) {
        const bg = rgb(getComputedStyle(node).backgroundColor);
        if ((bg[3] ?? 1) > 0.5 && getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)') return bg;
      }
      return rgb(getComputedStyle(document.body).backgroundColor);
    };
    const out: { text: string; ratio: number }[] = [];
    for (const element of document.querySelectorAll(wanted)) {
      const own = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      const box = element.getBoundingClientRect();
      if (!own || box.width === 0 || (element as HTMLButtonElement).disabled === true || element.closest('[disabled], .board, svg') !== null) continue;
      const a = lum(rgb(getComputedStyle(element).color));
      const b = lum(background(element));
      out.push({ text: (element.textContent ?? '').trim().slice(0, 30), ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) });
    }
    return out;
  }, selector);
}

/** The page's visible box of an element, clipped by every scrolling ancestor and the window. */
export async function visibleBox(page: Page, selector: string): Promise<{ whole: boolean; height: number }> {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    let top = Math.max(0, box.top);
    let bottom = Math.min(window.innerHeight, box.bottom);
    let left = Math.max(0, box.left);
    let right = Math.min(window.innerWidth, box.right);
    for (let node = element.parentElement; node !== null; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (!/(auto|scroll|hidden)/.test(style.overflowY + style.overflowX)) continue;
      const clip = node.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    const whole = top <= box.top + 0.5 && bottom >= box.bottom - 0.5 && left <= box.left + 0.5 && right >= box.right - 0.5;
    return { whole, height: box.height };
  });
}
