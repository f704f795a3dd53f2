import { describe, expect, test } from 'vitest';
import { importTi4Map, parseSeat } from './ti4-map.ts';

const SIX = '22 19 21 20 63 62 44 46 42 78 43 77 45 50 67 47 80 49 0 73 27 0 72 74 0 69 29 0 32 36 0 35 31 0 70 28';

describe('TI4 map-string import (import.ti4.*)', () => {
  test('import.ti4.seat: seats fill the 0 placeholders in order; empty home slots become -1 with a note', () => {
    const result = importTi4Map(SIX, { seats: [{ faction: 'sol' }, { faction: 'hacan' }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const tokens = result.value.scenario.map.split(' ');
    expect(tokens[18]).toBe('1');
    expect(tokens[21]).toBe('16');
    expect([24, 27, 30, 33].map((i) => tokens[i])).toEqual(['-1', '-1', '-1', '-1']);
    expect(result.value.notes.filter((n) => n.note.includes('has no player'))).toHaveLength(4);
    expect(result.value.scenario.players.map((p) => [p.id, p.faction])).toEqual([['sol', 'sol'], ['hacan', 'hacan']]);
  });

  test('import.ti4.seat: explicit slots, units placed in the home system, Creuss gate on the map and home off it', () => {
    const result = importTi4Map(SIX, { seats: [{ player: 'red', faction: 'creuss', seat: 2, units: { carrier: 1, fighter: 2 } }, { player: 'blue', faction: 'sol', units: { dreadnought: 1 } }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const tokens = result.value.scenario.map.split(' ');
    expect(tokens[21]).toBe('17');
    expect(tokens[18]).toBe('1');
    expect(result.value.scenario.units.map((u) => [u.player, u.type, u.system])).toEqual([
      ['red', 'carrier', '51'], ['red', 'fighter', '51'], ['red', 'fighter', '51'], ['blue', 'dreadnought', '1'],
    ]);
  });

  test('import.ti4.seat: an unknown faction suggests; a slot the map lacks or already taken is refused; no seat at all gives a map', () => {
    expect(importTi4Map(SIX, { seats: [{ faction: 'hacn' }] })).toMatchObject({ ok: false, issues: [{ path: 'seats[0].faction', rule: 'import.ti4.seat' }] });
    expect(importTi4Map(SIX, { seats: [{ faction: 'sol', seat: 7 }] })).toMatchObject({ ok: false, issues: [{ path: 'seats[0].seat', rule: 'import.ti4.seat' }] });
    expect(importTi4Map(SIX, { seats: [{ faction: 'sol', seat: 1 }, { faction: 'hacan', seat: 1 }] })).toMatchObject({ ok: false, issues: [{ path: 'seats[1].seat' }] });
    expect(importTi4Map(SIX)).toMatchObject({ ok: true, value: { scenario: { players: [] } } });
    expect(importTi4Map(SIX, { seats: [{ faction: 'keleres' }] })).toMatchObject({ ok: false, issues: [{ path: 'seats[0].tile' }] });
    expect(importTi4Map(SIX, { seats: [{ faction: 'keleres', tile: 125 }] }).ok).toBe(false);
  });

  test('import.ti4.token: placeholders H<n> and P<n>, empty slots -1 _ X, a {centre}, commas', () => {
    const result = importTi4Map('{18},H2,19,P1,_,X,-1', { seats: [{ faction: 'sol', seat: 1 }, { faction: 'hacan', seat: 2 }] });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.scenario.map).toBe('{18} 16 19 1 -1 -1 -1');
  });

  test('import.ti4.token: hyperlane rotations as steps or degrees, with or without a separator', () => {
    const result = importTi4Map('83A3 84a180 85b-2 86A:120 87b 0', { seats: [{ faction: 'sol' }] });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.scenario.map).toBe('83A3 84A3 85B2 86A2 87B0 1');
  });

  test('import.ti4.token: an unknown token is refused naming the token and its place', () => {
    const result = importTi4Map('19 zz 83A7 20A1 83A90', { seats: [{ faction: 'sol' }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.path, i.rule, i.received])).toEqual([
      ['token 2', 'import.ti4.token', 'zz'],
      ['token 3', 'import.ti4.token', '83A7'],
      ['token 4', 'import.ti4.token', '20A1'],
      ['token 5', 'import.ti4.token', '83A90'],
    ]);
    expect(result.issues[0]!.message).toContain('"zz"');
  });

  test('a JSON input { map, seats } and a map generator link (centre first)', () => {
    const json = importTi4Map(JSON.stringify({ map: SIX, seats: [{ faction: 'sol', units: { carrier: 1 } }] }));
    expect(json.ok && json.value.scenario.units.length === 1).toBe(true);
    const link = importTi4Map('https://keeganw.github.io/ti4/?settings=T6&tiles=18,26,27,0', { seats: [{ faction: 'sol' }] });
    expect(link.ok).toBe(true);
    if (link.ok) expect(link.value.scenario.map).toBe('{18} 26 27 1');
    expect(importTi4Map(JSON.stringify({ map: SIX, seats: [{ faction: 'sol', units: { carrer: 1 } }] }))).toMatchObject({ ok: false, issues: [{ rule: 'catalog' }] });
  });

  test('parseSeat reads [player=]faction[@slot]', () => {
    expect(parseSeat('sol')).toEqual({ faction: 'sol' });
    expect(parseSeat('red=hacan@2')).toEqual({ player: 'red', faction: 'hacan', seat: 2 });
    expect(parseSeat('red=@2')).toBeNull();
  });

  test('ti4.map.players: without seats a map to look at, which validates, renders, and refuses to plan', async () => {
    const result = importTi4Map(SIX);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const { scenario, notes } = result.value;
    expect(scenario.players).toEqual([]);
    expect(scenario.map.split(' ').filter((t) => t === '0')).toHaveLength(6);
    expect(notes.find((n) => n.rule === 'ti4.map.players')!.note).toContain('6 home slot(s)');
    const { engines } = await import('../engines.ts');
    const engine = engines.ti4;
    const world = engine.prepare(scenario as never);
    if (!world.ok) throw new Error('prepare failed');
    const scene = engine.scene(world.value as never, {});
    expect(scene.items.filter((i: { role: string }) => i.role === 'hex').length).toBeGreaterThan(30);
    const plan = engine.plan(world.value as never);
    expect(plan).toMatchObject({ ok: false, issues: [{ rule: 'ti4.map.players' }] });
  });

  test('import.ti4.seat: the centre {0} of a double galaxy is home slot 1 (map index 0), so 7 seats fit', () => {
    const map = '{0} 29 -1 -1 -1 44 38 76 -1 -1 -1 59 -1 -1 -1 83A0 88A0 77 64 0 -1 -1 -1 -1 50 33 68 39 -1 -1 -1 85A0 66 86A0 18 79 35 -1 -1 -1 -1 -1 -1 -1 0 72 -1 62 48 -1 -1 -1 -1 -1 84A0 87A0 78 45 46 65 43 -1 -1 -1 -1 -1 -1 -1 -1 -1 22 40 67 74 0 -1 -1 -1 -1 -1 -1 -1 -1 37 28 25 27 26 69 71 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 21 32 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 0 47 41 0 34 42 0';
    const seats = ['sol', 'hacan', 'jolnar', 'l1z1x', 'mentak', 'naalu', 'nekro'].map((faction) => ({ faction }));
    const result = importTi4Map(map, { seats });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.scenario.map.startsWith('{1} 29 ')).toBe(true);
    expect(result.value.scenario.players).toHaveLength(7);
    expect(result.value.notes[0]!.note).toContain('home slot 1, map index 0');
  });

  test('import.ti4.token: TTPG Fracture tiles 900-907 and numbers from 1000 (1011A1) leave their slots empty, each named', () => {
    const result = importTi4Map('26 1011A1 27 905 0');
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.scenario.map).toBe('26 -1 27 -1 0');
    const named = result.value.notes.filter((n) => n.rule === 'import.ti4.token').map((n) => n.note);
    expect(named[0]).toContain('"1011A1" (map index 2) is TTPG\'s tile number');
    expect(named[1]).toContain('Fracture tile 905');
  });

  test('import.ti4.token: Board Game Arena hyperlane numbers are detected and named', () => {
    const bga = importTi4Map('52 53 26 82 27 0');
    expect(bga).toMatchObject({ ok: false, issues: [{ rule: 'import.ti4.token' }] });
    if (!bga.ok) expect(bga.issues[0]!.message).toContain('Board Game Arena');
    const maybe = importTi4Map('52 53 26 27 0');
    expect(maybe.ok && maybe.value.notes.some((n) => n.note.includes('Board Game Arena'))).toBe(true);
  });
});
