import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import * as z from 'zod';
import { describe, expect, test } from 'vitest';
import './fast-check-seed.ts';
import { plan, prepare } from '../src/index.ts';
import { engines } from '../src/engines.ts';
import { applyEdit } from '../src/world-edit.ts';
import { zodIssues } from '../src/schema/issues.ts';
import type { Prepared, WorldEdit } from '../src/index.ts';
import { lastReplan } from '../src/armada/replan.ts';
import { threatArmament } from '../src/armada/armed-threats.ts';
import { threatsAgainst, threatsFor } from '../src/armada/measure.ts';
import { planScenario } from '../src/armada/plan.ts';
import type { World } from '../src/armada/world.ts';
import { prepareWorld, updateWorld } from '../src/armada/world.ts';
import { FRESH_SETUP, KEPT_SETUP, prepareEnemy } from '../src/armada/threat-setup.ts';
import { DEFAULT_CONFIG } from '../src/armada/config.ts';
import type { ArmadaScenario } from '../src/schema/armada.ts';
import { parseScenario } from '../src/schema/index.ts';

/**
 * Prepared worlds that update (CONVENTIONS section 10): a plan on a world updated by one edit
 * equals the plan of the edited scenario prepared from scratch. Armada and X-Wing; the edits are
 * applied to the scenario here independently of src/world-edit.ts.
 */
const examples = join(import.meta.dirname, '..', 'examples');
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(examples, file), 'utf8')) as Record<string, unknown>;
const prepared = (document: unknown): Prepared => {
  const world = prepare(document);
  if (!world.ok) throw new Error(JSON.stringify(world.issues));
  return world.value;
};

type Piece = Record<string, unknown> & { id: string };
const LISTS = ['ships', 'squadrons', 'obstacles'] as const;

/** The edit applied to a scenario document (what a caller would write by hand). */
/** The crowded Armada example as the engine's own prepared world (parsed, prepared with the default config). */
function crowdedWorld(): World {
  const parsed = parseScenario(read('armada/plan-crowded-table.json'));
  if (!parsed.ok) throw new Error('parse failed');
  const world = prepareWorld(parsed.value as ArmadaScenario, DEFAULT_CONFIG);
  if (!world.ok) throw new Error('prepare failed');
  return world.value;
}

function edited(document: Record<string, unknown>, edit: WorldEdit): Record<string, unknown> {
  const out: Record<string, unknown> = { ...document };
  if (edit.op === 'add') {
    out[edit.list] = [...((document[edit.list] as Piece[] | undefined) ?? []), edit.piece];
    return out;
  }
  for (const list of LISTS) {
    const pieces = (document[list] as Piece[] | undefined) ?? [];
    const index = pieces.findIndex((p) => p.id === edit.id);
    if (index < 0) continue;
    const piece = { ...pieces[index]! };
    if (edit.op === 'remove') {
      out[list] = pieces.filter((_, i) => i !== index);
      return out;
    }
    if (edit.op === 'move') {
      if ('position' in piece) piece['position'] = { x: edit.to.x, y: edit.to.y };
      else piece['pose'] = { x: edit.to.x, y: edit.to.y, heading: edit.to.heading ?? (piece['pose'] as { heading: number }).heading };
    } else if (edit.value === undefined) delete piece[edit.field];
    else piece[edit.field] = edit.value;
    out[list] = pieces.map((p, i) => (i === index ? piece : p));
    return out;
  }
  return out;
}

const ids = (document: Record<string, unknown>, lists: readonly (typeof LISTS)[number][] = LISTS): string[] => lists.flatMap((l) => ((document[l] as Piece[] | undefined) ?? []).map((p) => p.id));

/** Random edits of one scenario: moves (pose or position), a field set, a piece added or removed. */
function edits(document: Record<string, unknown>, fields: fc.Arbitrary<{ field: string; value: unknown }>): fc.Arbitrary<WorldEdit> {
  const all = ids(document);
  const ships = (document['ships'] as Piece[]);
  const pose = fc.record({ x: fc.integer({ min: 50, max: 850 }), y: fc.integer({ min: 50, max: 850 }), heading: fc.integer({ min: 0, max: 359 }) });
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('move' as const), id: fc.constantFrom(...all), to: pose }) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...ids(document, ['ships'])), fields).map(([id, f]) => ({ op: 'set' as const, id, ...f })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...ships), pose).map(([ship, p]) => ({ op: 'add' as const, list: 'ships' as const, piece: { ...ship, id: `${ship.id}-copy`, pose: p } })) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), id: fc.constantFrom(...all) }) },
  );
}

function sameAsFromScratch(document: Record<string, unknown>, edit: WorldEdit): void {
  const updated = prepared(document).update(edit);
  const scratch = edited(document, edit);
  const expected = plan(scratch);
  if (!updated.ok) {
    // Refused (e.g. the maneuver's ship removed): refused from scratch too, with the same rules.
    expect(expected.ok).toBe(false);
    return;
  }
  const actual = updated.value.plan();
  expect(expected.ok).toBe(actual.ok);
  expect(actual).toEqual(expected);
  expect(updated.value.scenario).toEqual(prepared(scratch).scenario);
}

describe('a prepared world updated by one edit plans as the edited scenario prepared from scratch', () => {
  test('Armada (crowded table, obstacles with a gravity rift): moves, dial changes, ships added and removed', () => {
    for (const file of ['armada/plan-crowded-table.json', 'armada/obstacle-outlines.json']) {
      const document = read(file);
      const speed = fc.record({ field: fc.constant('speed'), value: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(undefined)) });
      fc.assert(fc.property(edits(document, speed), (edit) => sameAsFromScratch(document, edit)), { numRuns: 15 });
    }
  });

  test('X-Wing (duel, asteroid field): moves, stress changes, ships added and removed', () => {
    for (const file of ['xwing/plan-against-duel.json', 'xwing/asteroid-moved-through.json']) {
      const document = read(file);
      const stress = fc.record({ field: fc.constant('stress'), value: fc.integer({ min: 0, max: 2 }) });
      fc.assert(fc.property(edits(document, stress), (edit) => sameAsFromScratch(document, edit)), { numRuns: 20 });
    }
  });

  test('worked example: the crowded table, the VSD moved out of the way; the world shares the other ships', () => {
    const before = prepared(read('armada/plan-crowded-table.json'));
    const after = before.update({ op: 'move', id: 'vsd', to: { x: 1700, y: 800, heading: 90 } });
    if (!after.ok) throw new Error(JSON.stringify(after.issues));
    const ships = (after.value.scenario as { ships: { id: string; pose: unknown }[] }).ships;
    expect(ships.find((s) => s.id === 'vsd')!.pose).toEqual({ x: 1700, y: 800, heading: 90 });
    // Unchanged pieces are the same objects as before.
    const old = (before.scenario as { ships: { id: string }[] }).ships;
    for (const ship of ships) if (ship.id !== 'vsd') expect(old).toContain(ship);
    expect(before.scenario).not.toBe(after.value.scenario);
  });

  test('a bad edit names the JSON path and leaves the world as it was', () => {
    const world = prepared(read('armada/plan-crowded-table.json'));
    const bad = world.update({ op: 'set', id: 'vsd', field: 'speed', value: -1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]!.path).toMatch(/^ships\[\d+\]\.speed$/);
    const unknown = world.update({ op: 'move', id: 'nobody', to: { x: 1, y: 1 } });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.issues[0]).toMatchObject({ path: 'id', rule: 'schema' });
    const twice = world.update({ op: 'set', id: 'vsd', field: 'id', value: 'isd' });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.issues[0]!.message).toContain('already used');
  });
});

/**
 * Re-planning (src/armada/replan.ts): a world updated from a world whose plan is known takes what
 * the edit cannot affect from that plan. The re-used plan must be the plan from scratch to the byte
 * (JSON text, key order included), for edits near the planned ship's courses (ships that start or
 * stop blocking a course, obstructing a shot, entering or leaving range), far from them, of
 * squadrons and obstacles, adds, removes and sets, and for chains of edits (a child of a child).
 */
describe('re-planning from the parent world\'s plan gives the plan from scratch', () => {
  const text = (value: unknown): string => JSON.stringify(value);
  /** Edits of the Armada tables that reach the courses: moves around the planned ship's start and its courses' reach. */
  function nearEdits(document: Record<string, unknown>): fc.Arbitrary<WorldEdit> {
    const ships = document['ships'] as Piece[];
    const squadrons = (document['squadrons'] as Piece[] | undefined) ?? [];
    const obstacles = (document['obstacles'] as Piece[] | undefined) ?? [];
    const planned = ships.find((s) => s.id === (document['maneuver'] as { ship: string } | undefined)?.ship) ?? ships[0]!;
    const start = planned['pose'] as { x: number; y: number; heading: number };
    const others = ships.filter((s) => s !== planned);
    // Around the planned ship out to its farthest courses and long range beyond, or a nudge of the piece where it is.
    const near = fc.record({ x: fc.integer({ min: -450, max: 450 }), y: fc.integer({ min: -450, max: 450 }), heading: fc.integer({ min: 0, max: 359 }) }).map((d) => ({ x: start.x + d.x, y: start.y + d.y, heading: d.heading }));
    const nudge = (piece: Piece) => fc.record({ dx: fc.integer({ min: -60, max: 60 }), dy: fc.integer({ min: -60, max: 60 }), dh: fc.integer({ min: -30, max: 30 }) }).map(({ dx, dy, dh }) => {
      const at = (piece['pose'] ?? piece['position']) as { x: number; y: number; heading?: number };
      return { op: 'move' as const, id: piece.id, to: { x: at.x + dx, y: at.y + dy, heading: ((at.heading ?? 0) + dh + 360) % 360 } };
    });
    const far = fc.record({ x: fc.integer({ min: 40, max: 1780 }), y: fc.integer({ min: 40, max: 870 }), heading: fc.integer({ min: 0, max: 359 }) });
    const pieces = [...others, ...squadrons, ...obstacles];
    const choices: { weight: number; arbitrary: fc.Arbitrary<WorldEdit> }[] = [
      { weight: 5, arbitrary: fc.constantFrom(...pieces).chain(nudge) },
      { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...pieces), near).map(([p, to]) => ({ op: 'move' as const, id: p.id, to })) },
      { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...pieces), far).map(([p, to]) => ({ op: 'move' as const, id: p.id, to })) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('move' as const), id: fc.constant(planned.id), to: near }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('remove' as const), id: fc.constantFrom(...pieces.map((p) => p.id)) }) },
    ];
    if (others.length > 0) {
      choices.push({ weight: 1, arbitrary: fc.tuple(fc.constantFrom(...others), fc.oneof(fc.record({ field: fc.constant('speed'), value: fc.integer({ min: 0, max: 3 }) }), fc.record({ field: fc.constant('owner'), value: fc.constantFrom('rebels', 'empire') }))).map(([s, f]) => ({ op: 'set' as const, id: s.id, ...f })) });
      choices.push({ weight: 2, arbitrary: fc.tuple(fc.constantFrom(...others), near).map(([s, to]) => ({ op: 'add' as const, list: 'ships' as const, piece: { ...s, id: `${s.id}-copy`, pose: to } })) });
    }
    if (squadrons.length > 0) {
      choices.push({ weight: 2, arbitrary: fc.tuple(fc.constantFrom(...squadrons), near).map(([q, to]) => ({ op: 'add' as const, list: 'squadrons' as const, piece: { ...q, id: `${q.id}-copy`, position: { x: to.x, y: to.y } } })) });
      choices.push({ weight: 1, arbitrary: fc.tuple(fc.constantFrom(...squadrons), fc.constantFrom('rebels', 'empire')).map(([q, owner]) => ({ op: 'set' as const, id: q.id, field: 'owner', value: owner })) });
    }
    if (obstacles.length > 0) {
      choices.push({ weight: 1, arbitrary: fc.tuple(fc.constantFrom(...obstacles), near).map(([o, to]) => ({ op: 'add' as const, list: 'obstacles' as const, piece: { ...o, id: `${o.id}-copy`, pose: to } })) });
    }
    return fc.oneof(...choices);
  }

  /** Where two texts first differ, with some context (a plan is hundreds of kB: the whole text would drown the report). */
  function firstDifference(actual: string, expected: string): string {
    let i = 0;
    while (i < actual.length && actual[i] === expected[i]) i++;
    return i === actual.length && i === expected.length ? '' : `at ${i}: ${actual.slice(Math.max(0, i - 300), i + 200)}\n  expected: ${expected.slice(Math.max(0, i - 300), i + 200)}`;
  }

  /** The child's plan (its parent's plan known) against the edited document planned from scratch; the child, its document and what the re-plan kept. */
  function replanned(parent: Prepared, document: Record<string, unknown>, edit: WorldEdit): { child: Prepared; document: Record<string, unknown>; stats: ReturnType<typeof lastReplan> } | null {
    const child = parent.update(edit);
    const next = edited(document, edit);
    const actual = child.ok ? child.value.plan() : null;
    const stats = lastReplan();
    const expected = plan(next);
    if (!child.ok) {
      // A piece the first edit removed is refused by name; other refusals are refused from scratch too.
      if (edit.op !== 'add' && !ids(document).includes(edit.id)) expect(child.issues[0]).toMatchObject({ path: 'id' });
      else expect(expected.ok).toBe(false);
      return null;
    }
    expect(firstDifference(text(actual), text(expected)), JSON.stringify(edit)).toBe('');
    return { child: child.value, document: next, stats };
  }

  test('Armada tables: one edit, then a second edit of the child (its plan re-used in turn)', () => {
    let derived = 0;
    let runs = 0;
    for (const file of ['armada/plan-crowded-table.json', 'armada/squadron-displacement.json', 'armada/ship-overlap-backoff.json', 'armada/obstacle-debris-and-station.json', 'armada/obstacle-outlines.json']) {
      const document = read(file);
      const root = prepared(document);
      root.plan();
      const arbitrary = nearEdits(document);
      fc.assert(fc.property(arbitrary, arbitrary, (first, second) => {
        runs++;
        const one = replanned(root, document, first);
        if (one === null) return;
        if (one.stats.derived) derived++;
        const two = replanned(one.child, one.document, second);
        if (two?.stats.derived === true) derived++;
      }), { numRuns: file === 'armada/plan-crowded-table.json' ? 30 : 10 });
    }
    // Most edits are re-planned from the parent's plan (the planned ship's own moves and gravity rifts are not).
    expect(derived).toBeGreaterThan(runs);
  }, 240_000);

  test('worked example: the crowded table\'s VSD moved 30 mm and turned 10 degrees keeps most of the plan', () => {
    const document = read('armada/plan-crowded-table.json');
    const root = prepared(document);
    const vsd = (document['ships'] as Piece[]).find((s) => s.id === 'vsd')!['pose'] as { x: number; y: number; heading: number };
    const to = { x: vsd.x + 30, y: vsd.y - 20, heading: vsd.heading + 10 };
    // A first child of a world never planned is planned from scratch; a second one plans the parent and re-uses it.
    expect(replanned(root, document, { op: 'move', id: 'vsd', to })!.stats).toMatchObject({ derived: false, scratch: 'parent not planned' });
    const child = replanned(root, document, { op: 'move', id: 'vsd', to })!;
    // 874 (pose, enemy) blocks: the VSD's own at its 46 poses in reach, and 34 with entries whose lines of sight (from an
    // entry's attacking hull zone) the VSD can cross, then or now (a block without entries stays empty: obstruction changes
    // no range band).
    // 95 of 96 courses keep their movement: the VSD's footprints (then and now) overlap a speed tried by one course only
    // (5 more come near its bounding circle).
    expect(child.stats).toMatchObject({ derived: true, courses: 96, keptMovement: 95, newPoses: 0, measuredBlocks: 80, keptBlocks: 794 });
    // Its plan is kept: asked again, the same object.
    expect(child.child.plan().ok && child.child.plan()).toStrictEqual(child.child.plan());
    // Moved back where it stood: the parent's plan as it is.
    const back = root.update({ op: 'move', id: 'vsd', to: vsd });
    if (!back.ok) throw new Error('update failed');
    const again = back.value.plan();
    expect(lastReplan()).toMatchObject({ derived: true, keptCourses: 96 });
    expect(text(again)).toBe(text(plan(document)));
    // The planned ship moved: from scratch.
    expect(replanned(root, document, { op: 'move', id: 'cr90', to: { x: 905, y: 300, heading: 0 } })!.stats).toMatchObject({ derived: false, scratch: 'the planned ship changed' });
  });
  test('a drag: each world updated from the last one planned plans from its parent\'s plan; a leaf planned long ago is planned again', () => {
    const document = read('armada/plan-crowded-table.json');
    const root = prepared(document);
    const vsd = (document['ships'] as Piece[]).find((s) => s.id === 'vsd')!['pose'] as { x: number; y: number; heading: number };
    let world = root;
    let doc = document;
    const worlds: Prepared[] = [];
    const reasons: (string | null)[] = [];
    for (let step = 1; step <= 5; step++) {
      const next = replanned(world, doc, { op: 'move', id: 'vsd', to: { x: vsd.x + 6 * step, y: vsd.y - 4 * step, heading: vsd.heading + step } })!;
      reasons.push(next.stats.scratch);
      worlds.push(next.child);
      world = next.child;
      doc = next.document;
    }
    // The first world's parent was never planned; every later one derives from the world before it (kept: it has a child).
    expect(reasons).toEqual(['parent not planned', null, null, null, null]);
    // A world with a child keeps its plan: asked again, the same object.
    const second = worlds[1]!.plan();
    const again = worlds[1]!.plan();
    if (!second.ok || !again.ok) throw new Error('plan failed');
    expect(again.value).toBe(second.value);
    // Two leaves of one parent, then the first asked again after the second: planned again, the same answer.
    const a = replanned(worlds[4]!, doc, { op: 'move', id: 'isd', to: { x: 770, y: 610, heading: 175 } })!;
    const b = replanned(worlds[4]!, doc, { op: 'move', id: 'isd', to: { x: 750, y: 630, heading: 185 } })!;
    expect(b.stats.derived).toBe(true);
    expect(text(a.child.plan())).toBe(text(plan(a.document)));
    expect(lastReplan()).toMatchObject({ derived: true });
  });
});

describe('threatsAgainst measures chosen enemies as threatsFor does (the re-plan\'s dirty blocks)', () => {
  test('crowded table: at every final pose of the plan, each enemy alone and every other enemy, the entries threatsFor finds for them', () => {
    const w = crowdedWorld();
    const mover = w.ships.find((s) => s.id === 'cr90')!;
    const planned = planScenario(w, 'cr90', DEFAULT_CONFIG);
    if (!planned.ok || planned.value.kind !== undefined) throw new Error('plan failed');
    const poses = [...new Map(planned.value.courses.map((c) => [JSON.stringify(c.outcome.pose), c.outcome.pose])).values()];
    const owner = mover.owner ?? '';
    const enemies = w.ships.filter((s) => s.index !== mover.index && (s.owner ?? '') !== owner);
    const squadrons = w.squadrons.filter((q) => (q.owner ?? '') !== owner);
    const size = Math.max(...w.ships.map((s) => s.index + 1));
    // Masks: each enemy ship alone, each enemy squadron alone, and every other piece of each list.
    const masks: { ships: Uint8Array; squadrons: Uint8Array }[] = [];
    for (const e of enemies) masks.push({ ships: Uint8Array.from({ length: size }, (_, i) => (i === e.index ? 1 : 0)), squadrons: new Uint8Array(squadrons.length) });
    for (let q = 0; q < squadrons.length; q++) masks.push({ ships: new Uint8Array(size), squadrons: Uint8Array.from({ length: squadrons.length }, (_, i) => (i === q ? 1 : 0)) });
    masks.push({ ships: Uint8Array.from({ length: size }, (_, i) => i % 2), squadrons: Uint8Array.from({ length: squadrons.length }, (_, i) => i % 2) });
    expect(poses.length).toBeGreaterThan(20);
    expect(masks.length).toBe(enemies.length + squadrons.length + 1);
    for (const armament of [null, threatArmament(w, mover)]) {
      const whole = threatsFor(w, mover, armament);
      const some = threatsAgainst(w, mover, armament);
      let entries = 0;
      for (const pose of poses) {
        const all = whole(pose);
        expect(some(pose, null, null)).toStrictEqual(all);
        for (const mask of masks) {
          const shipIn = (id: string) => mask.ships[w.ships.find((s) => s.id === id)!.index] === 1;
          const squadronIn = (id: string) => mask.squadrons[squadrons.findIndex((q) => q.id === id)] === 1;
          const found = some(pose, mask.ships, mask.squadrons);
          expect(found).toStrictEqual({
            exposure: all.exposure.filter((t) => shipIn(t.ship)),
            targets: all.targets.filter((t) => shipIn(t.ship)),
            squadronExposure: all.squadronExposure.filter((t) => squadronIn(t.squadron)),
            squadronTargets: all.squadronTargets.filter((t) => squadronIn(t.squadron)),
          });
          entries += found.exposure.length + found.targets.length + found.squadronExposure.length + found.squadronTargets.length;
        }
      }
      // Not an empty comparison: the masks together find entries at these poses.
      expect(entries).toBeGreaterThan(100);
    }
  });
});

describe('KEPT_SETUP prepares what FRESH_SETUP does, once per piece (shared by a world and the worlds updated from it)', () => {
  test('crowded table: the same enemies and blockers as built anew; an updated world shares them but for the moved ship; other dice prepare again', () => {
    const w = crowdedWorld();
    const mover = w.ships.find((s) => s.id === 'cr90')!;
    const battery = threatArmament(w, mover).battery;
    const enemies = w.ships.filter((s) => s.index !== mover.index);
    expect(enemies.length).toBe(11);
    for (const e of enemies) {
      const foe = battery[e.index] ?? null;
      const kept = KEPT_SETUP.enemy(e, foe);
      expect(kept).toStrictEqual(FRESH_SETUP.enemy(e, foe));
      expect(KEPT_SETUP.enemy(e, foe)).toBe(kept);
      // Without armament the dice reach differs: prepared again, as built anew.
      const unarmed = KEPT_SETUP.enemy(e, null);
      expect(unarmed).toStrictEqual(prepareEnemy(e, null));
      expect(KEPT_SETUP.enemy(e, null)).toBe(unarmed);
    }
    const blockers = KEPT_SETUP.blockers(w);
    expect(blockers).toStrictEqual(FRESH_SETUP.blockers(w));
    expect(blockers.length).toBe(w.obstacles.length + w.ships.length);
    // A world updated from it: the same blocker objects for every piece but the moved ship, which is built again where it is now.
    const vsd = w.ships.find((s) => s.id === 'vsd')!;
    const moved = updateWorld(w, { ...w.scenario, ships: w.scenario.ships.map((s) => (s.id === 'vsd' ? { ...s, pose: { x: vsd.pose.x + 30, y: vsd.pose.y - 20, heading: vsd.pose.heading + 10 } } : s)) }, { op: 'move', list: 'ships', index: vsd.index });
    if (!moved.ok) throw new Error('update failed');
    const after = KEPT_SETUP.blockers(moved.value);
    expect(after).toStrictEqual(FRESH_SETUP.blockers(moved.value));
    for (let i = 0; i < after.length; i++) {
      const isVsd = i === w.obstacles.length + vsd.index;
      if (isVsd) expect(after[i]).not.toBe(blockers[i]);
      else expect(after[i]).toBe(blockers[i]);
    }
    expect(after[w.obstacles.length + vsd.index]!.cx).toBe(vsd.pose.x + 30);
  });
});

describe('a move checks the moved field alone when the piece schema is a plain strict object (the same piece and issues as the whole piece checked)', () => {
  test('every piece with a pose or position in every example of the three games: good and bad moves', () => {
    let fast = 0;
    let compared = 0;
    for (const game of ['armada', 'xwing', 'ti4'] as const) {
      const engine = engines[game];
      for (const file of readdirSync(join(examples, game)).filter((f) => f.endsWith('.json'))) {
        const world = prepare(read(`${game}/${file}`));
        if (!world.ok) continue;
        const scenario = world.value.scenario as unknown as Record<string, Piece[] | undefined>;
        for (const list of LISTS) {
          const pieces = scenario[list] ?? [];
          const item = (engine.schema as unknown as { shape: Record<string, { unwrap?: () => unknown; element?: unknown }> }).shape[list];
          const element = ((item?.element ?? (item?.unwrap?.() as { element?: unknown } | undefined)?.element) ?? null) as { safeParse(v: unknown): { success: boolean; data?: unknown; error?: unknown }; _zod: { def: { checks?: unknown[] } } } | null;
          for (let index = 0; index < pieces.length; index++) {
            const piece = pieces[index]!;
            const field = 'position' in piece ? 'position' : 'pose' in piece ? 'pose' : null;
            if (field === null || element === null) continue;
            const moves: { x: number; y: number; heading?: number }[] = [{ x: 12.5, y: 40.25, heading: 33 }, { x: Number.NaN, y: 1, heading: 2 }, { x: 1, y: 2, heading: Number.POSITIVE_INFINITY }, { x: -1e300, y: 7 }];
            for (const to of moves) {
              const got = applyEdit(engine.schema as never, scenario as never, { op: 'move', id: piece.id, to });
              // The whole piece checked by the item schema, as before the shortcut.
              const next = { ...piece, [field]: field === 'position' ? { x: to.x, y: to.y } : { x: to.x, y: to.y, heading: to.heading ?? (piece[field] as { heading: number }).heading } };
              const whole = element.safeParse(next);
              compared++;
              if (whole.success) {
                expect(got.ok).toBe(true);
                if (got.ok) expect(JSON.stringify((got.value.scenario as unknown as Record<string, unknown[]>)[list]![index])).toBe(JSON.stringify(whole.data));
              } else {
                expect(got.ok).toBe(false);
                if (!got.ok) expect(got.issues).toEqual(zodIssues(whole.error as never, [list, index]));
              }
              if (element instanceof z.ZodObject && (element._zod.def.checks?.length ?? 0) === 0) fast++;
            }
          }
        }
      }
    }
    // Not an empty comparison: many moves, most through the shortcut (Armada ships and squadrons, X-Wing ships, ...).
    expect(compared).toBeGreaterThan(400);
    expect(fast).toBeGreaterThan(200);
  });
});
