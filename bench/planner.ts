/**
 * Planner benchmark (issue 6): what the page does on every drag step, for each game's demo
 * scenario (the one the page opens on): validate, resolve, build the scene and write the SVG.
 * Target: median under 16 ms (one frame). Also measured: the same with "show all options"
 * (plan drawn as ghosts), which the page does only when that view is on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Game } from '../src/index.ts';
import { GAMES, prepare } from '../src/index.ts';
import { compute } from '../web/src/compute.ts';
import { demosOf, openingDemo } from '../web/src/demos.ts';
import { computeResilient } from '../web/src/resilient.ts';
import { layers } from '../web/src/decorate.ts';
import { asDrawn, measureToPoint, MEASURING } from '../web/src/measuring.ts';
import { rulerItems } from '../web/src/ruler.ts';
import { loadAllGames } from '../web/src/game-parts.ts';
import { textSize } from '../src/render/index.ts';
import type { BenchRow, BenchSuite } from './harness.ts';
import { medians, row } from './harness.ts';

const FRAME_MS = 16;

/** The engines' example files as the page bundles them: path to parsed JSON. */
export function readExamples(): Record<string, unknown> {
  const root = join(import.meta.dirname, '..', 'examples');
  const out: Record<string, unknown> = {};
  for (const game of GAMES) {
    let names: string[] = [];
    try {
      names = readdirSync(join(root, game)).filter((name) => name.endsWith('.json'));
    } catch {
      continue;
    }
    for (const name of names) out[`../../examples/${game}/${name}`] = JSON.parse(readFileSync(join(root, game, name), 'utf8')) as unknown;
  }
  return out;
}

/** The scenario the page opens on for each game. */
export function demoScenarios(): Record<Game, unknown> {
  const examples = readExamples();
  return { armada: openingDemo('armada', examples), xwing: openingDemo('xwing', examples), ti4: openingDemo('ti4', examples) };
}

export const suite: BenchSuite = async () => {
  // The page loads each game's code on demand; the benchmark computes every game.
  await loadAllGames();
  const demos = demoScenarios();
  const rows: BenchRow[] = [];
  for (const game of GAMES) {
    const scenario = demos[game];
    const once = compute(scenario, false);
    const all = compute(scenario, true);
    if (once.issues.length > 0 || once.fallback) throw new Error(`${game} demo does not resolve: ${once.issues.map((i) => i.message).join('; ')}`);
    /** Exactly "resolve + render": validate and prepare once, resolve, scene, SVG text. */
    const resolveAndRender = () => {
      const prepared = prepare(scenario);
      if (!prepared.ok) throw new Error('invalid');
      const drawn = prepared.value.render();
      return drawn.ok ? drawn.value : '';
    };
    const timed = await medians({
      core: resolveAndRender,
      page: () => compute(scenario, false),
      all: () => compute(scenario, true),
    }, { time: 600 });
    const coreMs = timed.core! / 1e6;
    rows.push(row(`planner ${game} demo: validate + resolve + scene + SVG`, timed.core!, null, null, null, {
      target_ms: FRAME_MS,
      meets_target: coreMs < FRAME_MS,
      svg_kB: Math.round(once.svg.length / 102.4) / 10,
      items: once.scene.items.length,
    }));
    rows.push(row(`planner ${game} demo: the page's whole update (one drag step)`, timed.page!, null, null, null, {
      target_ms: FRAME_MS,
      meets_target: timed.page! / 1e6 < FRAME_MS,
    }));
    rows.push(row(`planner ${game} demo: with show all options (plan as ghosts)`, timed.all!, null, null, null, {
      ghosts: all.scene.items.filter((item) => item.role === 'ghost').length,
      svg_kB: Math.round(all.svg.length / 102.4) / 10,
    }));
  }
  // Every demo the page offers: one drag step as the page runs it (resilient compute: validate,
  // resolve, scene, SVG), against the one-frame budget.
  const examples = readExamples();
  for (const game of GAMES) {
    for (const demo of demosOf(game, examples)) {
      const timed = await medians({ step: () => computeResilient(demo.scenario, false) }, { time: 250 });
      const ms = timed.step! / 1e6;
      rows.push(row(`planner ${game} "${demo.name}": drag step`, timed.step!, null, null, null, { target_ms: FRAME_MS, meets_target: ms < FRAME_MS, opening: JSON.stringify(demo.scenario) === JSON.stringify(demos[game]) }));
    }
  }
  rows.push(...await rulerRows(demos));
  return rows;
};

/**
 * One step of a range-ruler drag (issue 12) on each measuring game's opening demo: the library's
 * closest distance from the first ship's base to the pointer, the ruler's items and the overlay
 * markup the board lays over the drawing (the drawing itself is not redrawn), against a full drag
 * step (the page's whole update) as the peer.
 */
async function rulerRows(demos: Record<Game, unknown>): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const game of GAMES) {
    const measuring = MEASURING[game];
    if (measuring === undefined) continue;
    const computed = compute(demos[game], false);
    const table = measuring.table(asDrawn(demos[game], computed.outcome));
    if (!table.ok) throw new Error(`${game} demo cannot be measured`);
    const from = table.value.pieces[0]!.id;
    const shape = table.value.shapeOf(from)!;
    const size = textSize(computed.scene);
    let k = 0;
    const step = () => {
      k = (k + 1) % 97;
      const reading = measureToPoint(measuring, table.value, 'range', from, { x: 100 + 7 * k, y: 80 + 5 * k });
      if (!reading.ok) throw new Error('no reading');
      return layers(computed.scene, computed.svg, { items: rulerItems(shape, reading.value, measuring.edges('range'), size), arcs: true, shading: 'outcome', threats: new Map() }).overlay;
    };
    const timed = await medians({ ruler: step, drag: () => computeResilient(demos[game], false) }, { time: 400 });
    rows.push(row(`planner ${game} demo: one ruler step (measure to the pointer + overlay)`, timed.ruler!, 'a drag step (whole update)', timed.drag!, null, {
      target_ms: FRAME_MS,
      meets_target: timed.ruler! / 1e6 < FRAME_MS,
    }));
  }
  return rows;
}
