import { describe, expect, test } from 'vitest';
import { importBody, importInto, oppositeEdge } from './into.ts';
import { importXws } from './xws.ts';

const rebels = JSON.stringify({ faction: 'rebelalliance', ruleset: 'XWA', pilots: [{ id: 'lukeskywalker' }, { id: 'bluesquadronescort' }, { id: 'bluesquadronescort' }] });
const empire = JSON.stringify({ faction: 'galacticempire', ruleset: 'XWA', pilots: [{ id: 'darthvader' }, { id: 'lukeskywalker' }] });

function table() {
  const first = importXws(rebels);
  if (!first.ok) throw new Error('rejected');
  return first.value.scenario;
}

describe('imports build a table (import.mode)', () => {
  test('mode add: the second list deploys on the edge opposite the pieces there, ids kept apart, the table kept', () => {
    const into = { ...table(), obstacles: [{ id: 'rock', type: 'asteroid', pose: { x: 450, y: 450, heading: 0 } }] };
    const added = importInto('xws', empire, into);
    if (!added.ok) throw new Error(JSON.stringify(added.issues));
    const { scenario, notes } = added.value;
    if (scenario.game !== 'xwing') throw new Error('game');
    expect(scenario.ships.map((s) => s.id)).toEqual(['luke-skywalker', 'blue-squadron-escort', 'blue-squadron-escort-2', 'darth-vader', 'luke-skywalker-2']);
    expect(scenario.ships.slice(3).map((s) => [s.owner, s.pose.heading])).toEqual([['empire', 180], ['empire', 180]]);
    expect(scenario.ships.slice(3).every((s) => s.pose.y > 914.4 - 100)).toBe(true);
    expect(scenario.obstacles.map((o) => o.id)).toEqual(['rock']);
    expect(notes.find((n) => n.rule === 'import.mode')!.note).toContain('deploys on the far edge');
  });

  test('mode add: an explicit edge wins; deployed ships keep clear of the ships on that edge', () => {
    const added = importInto('xws', empire, table(), { edge: 'near' });
    if (!added.ok) throw new Error(JSON.stringify(added.issues));
    const ships = added.value.scenario.game === 'xwing' ? added.value.scenario.ships : [];
    const [a, b] = [ships.slice(0, 3), ships.slice(3)];
    for (const s of b) {
      expect(s.pose.heading).toBe(0);
      for (const t of a) expect(Math.hypot(s.pose.x - t.pose.x, s.pose.y - t.pose.y)).toBeGreaterThanOrEqual(2 * Math.hypot(20, 20));
    }
  });

  test('mode add: a second list of the same faction gets its own owner, so the lists are enemies; --owner wins', () => {
    const same = importInto('xws', rebels, table());
    if (!same.ok) throw new Error(JSON.stringify(same.issues));
    const ships = same.value.scenario.game === 'xwing' ? same.value.scenario.ships : [];
    expect([...new Set(ships.map((s) => s.owner))]).toEqual(['rebels', 'rebels-2']);
    expect(same.value.notes.find((n) => n.path === 'owner')!.note).toContain('enemies');
    const chosen = importInto('xws', rebels, table(), { owner: 'rebels' });
    expect(chosen.ok && chosen.value.scenario.game === 'xwing' && new Set(chosen.value.scenario.ships.map((s) => s.owner)).size).toBe(1);
  });

  test('mode add, Armada: the second fleet deploys on the far edge, clashing ids renamed, owners apart', async () => {
    const { importArmadaList } = await import('./armada-list.ts');
    const fleet = 'Faction: Galactic Empire\nVictory II-class Star Destroyer (85)\nSquadrons:\n• 2 x TIE Fighter Squadron (16)\n';
    const first = importArmadaList(fleet);
    if (!first.ok) throw new Error(JSON.stringify(first.issues));
    const added = importInto('armada-list', fleet, first.value.scenario);
    if (!added.ok) throw new Error(JSON.stringify(added.issues));
    const scenario = added.value.scenario;
    if (scenario.game !== 'armada') throw new Error('game');
    expect(scenario.ships).toHaveLength(2);
    expect(new Set(scenario.ships.map((s) => s.id)).size).toBe(2);
    expect(scenario.ships[1]!.pose.heading).toBe(180);
    expect(scenario.ships[1]!.pose.y).toBeGreaterThan(914.4 / 2);
    expect(new Set([...scenario.ships, ...scenario.squadrons].map((p) => p.id)).size).toBe(6);
    expect(new Set(scenario.ships.map((s) => s.owner)).size).toBe(2);
  });

  test('oppositeEdge: far when most pieces stand in the near half; near for an empty table', () => {
    expect(oppositeEdge([], 914.4)).toBe('near');
    expect(oppositeEdge([{ id: 'a', pose: { x: 0, y: 30 } }], 914.4)).toBe('far');
    expect(oppositeEdge([{ id: 'a', pose: { x: 0, y: 880 } }, { id: 'b', pose: { x: 0, y: 870 } }, { id: 'c', pose: { x: 0, y: 10 } }], 914.4)).toBe('near');
  });

  test('mode add refuses another game\'s scenario and a TI4 map, naming why', () => {
    expect(importInto('xws', empire, { game: 'armada', ships: [] })).toMatchObject({ ok: false, issues: [{ path: 'into.game', rule: 'import.mode' }] });
    expect(importInto('ti4-map', '26 0 27', { game: 'ti4', map: '26', players: [] })).toMatchObject({ ok: false, issues: [{ path: 'mode', rule: 'import.mode' }] });
    expect(importInto('xws', empire, { game: 'xwing', ships: [{ id: 'x' }] })).toMatchObject({ ok: false, issues: expect.arrayContaining([expect.objectContaining({ path: 'into.ships[0].type' })]) });
  });

  test('the HTTP body: plain text, or { "text", "into", "edge" }', () => {
    const plain = importBody('xws', empire);
    expect(plain.ok && plain.value.scenario.game).toBe('xwing');
    const wrapped = importBody('xws', JSON.stringify({ text: empire, into: table() }));
    expect(wrapped.ok && wrapped.value.scenario.game === 'xwing' && wrapped.value.scenario.ships.length).toBe(5);
    const near = importBody('xws', JSON.stringify({ text: empire, into: table(), edge: 'near' }));
    expect(near.ok && near.value.scenario.game === 'xwing' && near.value.scenario.ships[4]!.pose.heading).toBe(0);
    expect(importBody('xws', JSON.stringify({ text: empire, mode: 'add' }))).toMatchObject({ ok: false, issues: [{ path: 'into', rule: 'import.mode' }] });
    expect(importBody('xws', JSON.stringify({ text: empire, mode: 'merge' }))).toMatchObject({ ok: false, issues: [{ path: 'mode' }] });
    const deep = `{"text": ${JSON.stringify(empire)}, "into": ${'['.repeat(100)}${']'.repeat(100)}}`;
    expect(importBody('xws', deep)).toMatchObject({ ok: false, issues: [{ rule: 'limits.depth' }] });
  });
});
