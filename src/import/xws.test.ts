import { describe, expect, test } from 'vitest';
import { PILOTS } from './catalog/pilots.ts';
import { exportXws, importXws } from './xws.ts';

const squad = (pilots: unknown[], faction = 'rebelalliance') => JSON.stringify({ faction, pilots });

/** Axis-aligned base rectangles of ships at heading 0 or 180 overlap (interiors meet). */
function overlaps(a: { x: number; y: number; w: number; l: number }, b: { x: number; y: number; w: number; l: number }) {
  return Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.y - b.y) < (a.l + b.l) / 2;
}

describe('XWS import (import.xws.*)', () => {
  test('import.xws.pilot: each pilot is a ship of its catalog type, ids made unique, owner from the faction', () => {
    const result = importXws(squad([
      { id: 'bluesquadronescort', ship: 't65xwing' },
      { id: 'bluesquadronescort', ship: 't65xwing' },
      { id: 'lukeskywalker' },
    ]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const ships = result.value.scenario.ships;
    expect(ships.map((s) => s.id)).toEqual(['blue-squadron-escort', 'blue-squadron-escort-2', 'luke-skywalker']);
    expect(ships.map((s) => s.pilot)).toEqual(['bluesquadronescort', 'bluesquadronescort', 'lukeskywalker']);
    expect(ships.map((s) => s.type)).toEqual(['T-65 X-wing', 'T-65 X-wing', 'T-65 X-wing']);
    expect(ships.every((s) => s.owner === 'rebels')).toBe(true);
  });

  test('import.xws.pilot: an unknown pilot id names its path and suggests the closest ids', () => {
    const result = importXws(squad([{ id: 'bluesquadronescort' }, { id: 'lukeskywalkr', ship: 't65xwing' }]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ path: 'pilots[1].id', rule: 'import.xws.pilot' });
    expect(result.issues[0]!.message).toContain('"lukeskywalker"');
  });

  test('import.xws.ship: an unknown ship id with an unknown pilot names its path and suggests', () => {
    const result = importXws(squad([{ id: 'lukeskywalkr', ship: 't65xwng' }]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[1]).toMatchObject({ path: 'pilots[0].ship', rule: 'import.xws.ship' });
    expect(result.issues[1]!.message).toContain('"t65xwing"');
  });

  test('import.xws.alias: the pilot id decides the ship; a ship id that disagrees or is unknown is a note', () => {
    for (const ship of ['asf01bwing', 't65xwng']) {
      const result = importXws(squad([{ id: 'lukeskywalker', ship }]));
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(result.value.scenario.ships[0]!.type).toBe('T-65 X-wing');
      expect(result.value.notes.find((n) => n.path === 'pilots[0].ship')).toMatchObject({ rule: 'import.xws.alias' });
    }
  });

  test('import.xws.faction: an unknown faction is refused with a suggestion; a pilot of another faction is a note', () => {
    const bad = importXws(squad([{ id: 'lukeskywalker' }], 'rebelaliance'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]).toMatchObject({ path: 'faction', rule: 'import.xws.faction' });
    const mixed = importXws(squad([{ id: 'lukeskywalker' }], 'galacticempire'));
    expect(mixed.ok).toBe(true);
    if (mixed.ok) expect(mixed.value.notes.some((n) => n.rule === 'import.xws.faction' && n.path === 'pilots[0].id')).toBe(true);
  });

  test('import.xws.faction: XWS 1.x ids and owner names are read as the 2.x faction', () => {
    for (const faction of ['rebel', 'rebels', 'Rebel Alliance'.replace(/ /g, '').toLowerCase()]) {
      const result = importXws(squad([{ id: 'lukeskywalker' }], faction));
      expect(result.ok && result.value.scenario.ships[0]!.owner).toBe('rebels');
    }
  });

  test('import.xws.shape: not a squad, malformed JSON, no pilots', () => {
    expect(importXws('[1]')).toMatchObject({ ok: false, issues: [{ rule: 'import.xws.shape' }] });
    expect(importXws('{"faction": ')).toMatchObject({ ok: false, issues: [{ rule: 'json' }] });
    expect(importXws('{"faction":"rebelalliance","pilots":[]}')).toMatchObject({ ok: false, issues: [{ path: 'pilots', rule: 'import.xws.shape' }] });
    expect(importXws({ faction: 'rebelalliance', pilots: [{ ship: 't65xwing' }] })).toMatchObject({ ok: false, issues: [{ path: 'pilots[0].id', rule: 'import.xws.shape' }] });
  });

  test('import.xws.skipped: upgrades, points and vendor are skipped with notes', () => {
    const result = importXws({ faction: 'rebelalliance', points: 20, pilots: [{ id: 'lukeskywalker', upgrades: { astromech: ['r2d2'] } }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const skipped = result.value.notes.filter((n) => n.rule === 'import.xws.skipped').map((n) => n.path);
    expect(skipped).toEqual(['pilots[0].upgrades', 'points']);
  });

  test('import.deploy (xwing.setup): ships stand within range 1 of the near edge, inside the play area, none overlapping', () => {
    const pilots = PILOTS.filter((p) => p.ship === 't65xwing' && p.faction === 'rebelalliance').slice(0, 8).map((p) => ({ id: p.id }));
    expect(pilots).toHaveLength(8);
    const result = importXws(squad(pilots));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rects = result.value.scenario.ships.map((s) => ({ x: s.pose.x, y: s.pose.y, w: 40, l: 40, heading: s.pose.heading }));
    for (const [i, a] of rects.entries()) {
      expect(a.heading).toBe(0);
      expect(a.y + a.l / 2).toBeLessThanOrEqual(100);
      expect(a.y - a.l / 2).toBeGreaterThanOrEqual(0);
      for (const b of rects.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
  });

  test('import.deploy: the far edge faces the other way; --owner overrides the faction; given poses are kept', () => {
    const pose = { x: 300, y: 400, heading: 45 };
    const result = importXws(squad([{ id: 'lukeskywalker' }, { id: 'wedgeantilles' }]), { edge: 'far', owner: 'player2', poses: { wedgeantilles: pose } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [luke, wedge] = result.value.scenario.ships;
    expect(luke!.pose.heading).toBe(180);
    expect(914.4 - (luke!.pose.y + 20)).toBeLessThanOrEqual(100);
    expect(wedge!.pose).toEqual(pose);
    expect(luke!.owner).toBe('player2');
  });

  test('import.deploy: deployed ships keep clear of a ship at a given pose on the edge', () => {
    const pilots = PILOTS.filter((p) => p.ship === 't65xwing' && p.faction === 'rebelalliance').slice(0, 6).map((p) => ({ id: p.id }));
    const given = { x: 200, y: 40, heading: 30 };
    const result = importXws(squad(pilots), { poses: { [pilots[2]!.id]: given } });
    if (!result.ok) throw new Error('rejected');
    const ships = result.value.scenario.ships;
    expect(ships[2]!.pose).toEqual(given);
    for (const [i, ship] of ships.entries()) {
      if (i === 2) continue;
      expect(Math.hypot(ship.pose.x - given.x, ship.pose.y - given.y)).toBeGreaterThanOrEqual(2 * Math.hypot(20, 20));
      expect(ship.pose.y + 20).toBeLessThanOrEqual(100);
    }
  });

  test('the pilot table: 672 unique pilot ids, every ship in the ship catalog', async () => {
    const { shipTypeIndex } = await import('../xwing/catalog/ship-types.ts');
    expect(new Set(PILOTS.map((p) => p.id)).size).toBe(PILOTS.length);
    expect(PILOTS.filter((p) => shipTypeIndex.get(p.ship) === undefined)).toEqual([]);
  });

  test('exportXws is the round trip: the same faction, pilot ids and ships', () => {
    const input = { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tielnfighter' }, { id: 'academypilot', ship: 'tielnfighter' }, { id: 'darthvader', ship: 'tieadvancedx1' }] };
    const imported = importXws(input);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const exported = exportXws(imported.value.scenario);
    expect(exported.ok).toBe(true);
    if (exported.ok) expect(exported.value.squad).toMatchObject({ faction: 'galacticempire', pilots: input.pilots });
  });

  test('exportXws: a ship whose id is no pilot gets the first pilot of its type, with a note', () => {
    const exported = exportXws({ ships: [{ id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 0, y: 0, heading: 0 }, stress: 0 }] });
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(exported.value.squad.faction).toBe('rebelalliance');
    expect(exported.value.squad.pilots[0]!.ship).toBe('t65xwing');
    expect(exported.value.notes[0]).toMatchObject({ path: 'ships[0].id', rule: 'import.xws.pilot' });
  });
});
