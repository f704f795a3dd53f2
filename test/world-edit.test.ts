import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import './fast-check-seed.ts';
import { plan, prepare } from '../src/index.ts';
import type { Prepared, WorldEdit } from '../src/index.ts';

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
