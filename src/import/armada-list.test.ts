import { describe, expect, test } from 'vitest';
import { BASES, SQUADRON_RADIUS } from '../armada/catalog/bases.ts';
import { findShip } from '../armada/catalog/ships.ts';
import { exportArmadaList, importArmadaList } from './armada-list.ts';

const KINGSTON = `Name: Test
Faction: Galactic Empire
Commander: Grand Moff Tarkin

Assault: Most Wanted
Defense: Fire Lanes
Navigation: Superior Positions

[ flagship ] Victory II-class Star Destroyer (85)
• Grand Moff Tarkin (38)
• Dominator (12)
= 135 Points

Gladiator I-class Star Destroyer (56)
= 56 Points

Squadrons:
• 4 x TIE Fighter Squadron (32)
• 2 x TIE Interceptor Squadron (22)
• Howlrunner (16)
= 70 Points

Total Points: 261
`;

type Rect = { x: number; y: number; w: number; l: number };

function footprint(type: string, pose: { x: number; y: number }): Rect {
  const found = findShip(type);
  if (!found.ok) throw new Error(found.message);
  const base = BASES[found.record.size].overlap;
  return { x: pose.x, y: pose.y, w: base.width, l: base.length };
}

function circleRectGap(c: { x: number; y: number }, r: Rect): number {
  const dx = Math.max(Math.abs(c.x - r.x) - r.w / 2, 0);
  const dy = Math.max(Math.abs(c.y - r.y) - r.l / 2, 0);
  return Math.hypot(dx, dy) - SQUADRON_RADIUS;
}

describe('Armada fleet-list import (import.armada.*)', () => {
  test('import.armada.line: ship lines, squadron counts ("4 x"), aces typed with their keywords', () => {
    const result = importArmadaList(KINGSTON);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { ships, squadrons } = result.value.scenario;
    expect(ships.map((s) => s.type)).toEqual(['Victory II-class Star Destroyer', 'Gladiator I-class Star Destroyer']);
    expect(squadrons.filter((s) => s.type === 'TIE Fighter')).toHaveLength(4);
    expect(squadrons.filter((s) => s.type === 'TIE Interceptor')).toHaveLength(2);
    const ace = squadrons.find((s) => s.id === 'howlrunner');
    expect(ace).toBeDefined();
    expect(ace!.type).toBe('Howlrunner');
    expect(ace!.keywords).toEqual(['swarm']);
    expect(squadrons.find((s) => s.type === 'TIE Interceptor')!.keywords).toEqual(['counter', 'swarm']);
    expect(new Set([...ships, ...squadrons].map((p) => p.id)).size).toBe(ships.length + squadrons.length);
    expect([...ships, ...squadrons].every((p) => p.owner === 'empire')).toBe(true);
  });

  test('import.armada.skipped: commander, objectives, upgrades and totals are notes with their line', () => {
    const result = importArmadaList(KINGSTON);
    if (!result.ok) throw new Error('rejected');
    const skipped = result.value.notes.filter((n) => n.rule === 'import.armada.skipped').map((n) => n.path);
    expect(skipped).toEqual(expect.arrayContaining(['line 3', 'line 5', 'line 6', 'line 7', 'line 10', 'line 11', '']));
  });

  test('the Warlords form: "3 TIE Fighter Squadrons ( 24 points)", en-dash upgrade lines', () => {
    const result = importArmadaList('Victory I-class Star Destroyer (73 points)\n–  Expanded Launch Bays  ( 6  points)\n= 79 total ship cost\n\n3 TIE Fighter Squadrons ( 24 points)\n1 Firespray-31 ( 18 points)\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.scenario.squadrons.map((s) => s.type)).toEqual(['TIE Fighter', 'TIE Fighter', 'TIE Fighter', 'Firespray']);
  });

  test('import.armada.line: an unknown name is refused at its line with the closest names', () => {
    const result = importArmadaList('Victory II-class Star Destroyr (85)\nSquadrons:\n• 2 x TIE Fightr Squadron\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.path, i.rule])).toEqual([['line 1', 'import.armada.line'], ['line 3', 'import.armada.line']]);
    expect(result.issues[0]!.message).toContain('"Victory II-class Star Destroyer"');
    expect(result.issues[1]!.message).toContain('"TIE Fighter Squadron"');
  });

  test('import.format: text with no ship or squadron is refused', () => {
    expect(importArmadaList('Faction: Rebel Alliance\nCommander: Admiral Ackbar\n')).toMatchObject({ ok: false, issues: [{ rule: 'import.format' }] });
  });

  test('import.deploy (armada.setup.areas, armada.setup.deploy): ships inside the deployment zone, squadrons within distance 2, nothing overlapping', () => {
    for (const edge of ['near', 'far'] as const) {
      const result = importArmadaList(KINGSTON, { edge });
      if (!result.ok) throw new Error('rejected');
      const { ships, squadrons } = result.value.scenario;
      const rects = ships.map((s) => footprint(s.type, s.pose));
      for (const [i, r] of rects.entries()) {
        expect(ships[i]!.pose.heading).toBe(edge === 'near' ? 0 : 180);
        const fromEdge = edge === 'near' ? r.y : 914.4 - r.y;
        expect(fromEdge - r.l / 2).toBeGreaterThanOrEqual(0);
        expect(fromEdge + r.l / 2).toBeLessThanOrEqual(185.5);
        expect(r.x - r.w / 2).toBeGreaterThanOrEqual(304.8);
        expect(r.x + r.w / 2).toBeLessThanOrEqual(1828.8 - 304.8);
        for (const o of rects.slice(i + 1)) expect(Math.abs(r.x - o.x) >= (r.w + o.w) / 2 || Math.abs(r.y - o.y) >= (r.l + o.l) / 2).toBe(true);
      }
      for (const [i, s] of squadrons.entries()) {
        const gaps = rects.map((r) => circleRectGap(s.position, r));
        expect(Math.min(...gaps)).toBeGreaterThan(0);
        expect(Math.min(...gaps)).toBeLessThanOrEqual(124.5);
        for (const o of squadrons.slice(i + 1)) expect(Math.hypot(s.position.x - o.position.x, s.position.y - o.position.y)).toBeGreaterThan(2 * SQUADRON_RADIUS);
      }
    }
  });

  test('--owner overrides the faction line', () => {
    const result = importArmadaList(KINGSTON, { owner: 'player1' });
    expect(result.ok && result.value.scenario.ships.every((s) => s.owner === 'player1')).toBe(true);
  });

  test('exportArmadaList is the round trip: the same ship types and squadron counts', () => {
    const first = importArmadaList(KINGSTON);
    if (!first.ok) throw new Error('rejected');
    const again = importArmadaList(exportArmadaList(first.value.scenario));
    if (!again.ok) throw new Error('rejected');
    const count = (s: typeof first.value.scenario) => [s.ships.map((x) => x.type), s.squadrons.filter((q) => q.type).map((q) => q.type).sort()];
    expect(count(again.value.scenario)).toEqual(count(first.value.scenario));
  });
});

describe('Armada fleet-list reading stays linear (no backtracking) and treats names as data', () => {
  const MIB = 1024 * 1024;
  const inputs: [string, string][] = [
    ['1 MiB of spaces', ' '.repeat(MIB)],
    ['1 MiB of spaces between brackets', `(${' '.repeat(MIB - 3)})x`],
    ['one line of 1 MiB', `Victory II-class Star Destroyer ${'('.repeat(MIB / 2 - 20)}${' 1)'.repeat(MIB / 6 - 10)}`],
    ['1 MiB of short garbage lines', Array.from({ length: MIB / 16 }, (_, i) => `zq${(i * 7919) % 1000} ((x) )  `).join('\n').slice(0, MIB)],
    ['1 MiB of blank lines', '\n'.repeat(MIB)],
  ];
  for (const [label, text] of inputs) {
    test(`${label}: at most 4 character visits per input character, refused with a few issues`, () => {
      const work = { visited: 0 };
      const result = importArmadaList(text, {}, work);
      expect(text.length).toBeLessThanOrEqual(MIB);
      expect(work.visited).toBeGreaterThanOrEqual(text.length);
      expect(work.visited).toBeLessThanOrEqual(4 * text.length + 100);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.issues.length).toBeLessThanOrEqual(11);
    });
  }

  test('a list of 2 lines costs about its length: visits grow linearly with the text', () => {
    const small = { visited: 0 };
    const large = { visited: 0 };
    importArmadaList(`Victory II-class Star Destroyer${' '.repeat(1000)}(85)\n`, {}, small);
    importArmadaList(`Victory II-class Star Destroyer${' '.repeat(100000)}(85)\n`, {}, large);
    expect(large.visited / small.visited).toBeLessThan(100 * 1.1);
  });

  test('hostile names are plain data: Faction: constructor, __proto__ and toString lines', () => {
    const result = importArmadaList('Faction: constructor\nVictory II-class Star Destroyer (85)\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.scenario.ships[0]!.owner).toBe('empire');
    const proto = importArmadaList('Faction: __proto__\n__proto__\nconstructor\ntoString (3)\n');
    expect(proto.ok).toBe(false);
    if (proto.ok) return;
    expect(proto.issues.map((i) => i.path)).toEqual(['line 2', 'line 3', 'line 4']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('every squadron card the catalog knows imports typed, with its speed and keywords', () => {
  test('a "Squadrons:" block naming all 107 cards (generic squadrons by their printed name, aces by theirs) validates with every speed set', async () => {
    const { ALL_SQUADRON_RECORDS } = await import('../armada/catalog/squadrons.ts');
    const { buildWorld } = await import('../armada/world.ts');
    const lines = ALL_SQUADRON_RECORDS.map((r) => `• ${r.card.ace === undefined ? r.card.card : r.name} (${r.card.points})`);
    const result = importArmadaList(`Faction: Galactic Empire\nVictory II-class Star Destroyer (85)\n\nSquadrons:\n${lines.join('\n')}\n`);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const { squadrons } = result.value.scenario;
    expect(squadrons.map((s) => s.type)).toEqual(ALL_SQUADRON_RECORDS.map((r) => r.name));
    for (const [i, s] of squadrons.entries()) expect(s.keywords ?? [], s.type).toEqual(ALL_SQUADRON_RECORDS[i]!.keywords);
    expect(result.value.notes.filter((n) => n.rule === 'import.armada.line')).toEqual([]);
    const world = buildWorld(result.value.scenario);
    expect(world.issues).toEqual([]);
    expect(world.table.squadrons.map((s) => s.speed)).toEqual(ALL_SQUADRON_RECORDS.map((r) => r.speed));
  });
});
