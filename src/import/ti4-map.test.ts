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

  test('import.ti4.seat: an unknown faction suggests; a slot the map lacks or already taken is refused; no seat at all is refused', () => {
    expect(importTi4Map(SIX, { seats: [{ faction: 'hacn' }] })).toMatchObject({ ok: false, issues: [{ path: 'seats[0].faction', rule: 'import.ti4.seat' }] });
    expect(importTi4Map(SIX, { seats: [{ faction: 'sol', seat: 7 }] })).toMatchObject({ ok: false, issues: [{ path: 'seats[0].seat', rule: 'import.ti4.seat' }] });
    expect(importTi4Map(SIX, { seats: [{ faction: 'sol', seat: 1 }, { faction: 'hacan', seat: 1 }] })).toMatchObject({ ok: false, issues: [{ path: 'seats[1].seat' }] });
    expect(importTi4Map(SIX)).toMatchObject({ ok: false, issues: [{ path: 'seats', rule: 'import.ti4.seat' }] });
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
});
