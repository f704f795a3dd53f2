import { describe, expect, test } from 'vitest';
import { parseMapString } from '../../src/ti4/map/map-string.ts';
import { validate } from '../../src/engines.ts';

function issuesOf(map: string) {
  const r = parseMapString(map);
  return r.ok ? [] : r.issues;
}

describe('ti4.map.string', () => {
  test('ti4.map.string: Mecatol Rex is implied at the centre; token i fills index i; -1 is empty', () => {
    const r = parseMapString('26 -1 83A3');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.slots[0]).toEqual({ kind: 'system', index: 0, tile: 18 });
    expect(r.value.slots[1]).toEqual({ kind: 'system', index: 1, tile: 26 });
    expect(r.value.slots[2]).toEqual({ kind: 'empty', index: 2 });
    expect(r.value.slots[3]).toMatchObject({ kind: 'hyperlane', index: 3, tile: 83, face: 'A', rotation: 3, lanes: [[1, 4]] });
  });
  test('ti4.map.string: a {centre} token replaces Mecatol Rex ({-1} none, {4} tile 4); commas separate too', () => {
    const none = parseMapString('{-1} 26,27');
    expect(none.ok && none.value.slots[0]).toEqual({ kind: 'empty', index: 0 });
    expect(none.ok && none.value.slots[2]).toEqual({ kind: 'system', index: 2, tile: 27 });
    const four = parseMapString('{4} 26');
    expect(four.ok && four.value.slots[0]).toEqual({ kind: 'system', index: 0, tile: 4 });
  });
  test('ti4.map.string: 0 is a home placeholder, treated as empty with a warning', () => {
    const r = parseMapString('0 26');
    expect(r.ok && r.value.slots[1]).toEqual({ kind: 'empty', index: 1 });
    expect(r.ok && r.value.warnings[0]?.rule).toBe('ti4.map.string');
  });
  test('ti4.map.string: a bad token is named with its index, at path "map"', () => {
    const [problem] = issuesOf('26 27 8x3 28');
    expect(problem).toMatchObject({ path: 'map', rule: 'ti4.map.string', received: '8x3' });
    expect(problem!.message).toContain('token 3');
  });
  test('ti4.map.string: unknown tiles, rotations above 5 and repeated system tiles are refused', () => {
    expect(issuesOf('26 4253')[0]).toMatchObject({ rule: 'ti4.map.string', received: '4253' });
    expect(issuesOf('83A7')[0]).toMatchObject({ rule: 'ti4.map.string', received: '83A7' });
    expect(issuesOf('26 27 26')[0]!.message).toContain('token 3 repeats tile 26');
    expect(issuesOf('26 -2')[0]).toMatchObject({ rule: 'ti4.map.string', received: '-2' });
  });
  test('ti4.move.scar: entropic scars 114 and 116 are accepted (Thunder\'s Edge anomalies)', () => {
    expect(issuesOf('26 114 116')).toEqual([]);
  });
  test('ti4.map.string: Thunder\'s Edge tiles 92-118; 96 names its face (96a, 96b), once per map', () => {
    expect(issuesOf('92 94 95 96a 97 98 99 100 101 102 103 104 105 106 107 108 109 110 111 113 115 117')).toEqual([]);
    expect(issuesOf('26 96')[0]).toMatchObject({ rule: 'ti4.map.string', received: '96' });
    expect(issuesOf('96a 96b')[0]!.message).toContain('repeats tile 96');
    expect(issuesOf('26 125')[0]).toMatchObject({ rule: 'ti4.map.string', received: '125' });
    expect(issuesOf('{112} 26')).toEqual([]);
  });
  test('ti4.adj.hyperlane-tile-sides: a hyperlane tile used twice is a community layout (warning, not an error)', () => {
    const r = parseMapString('85A3 26 85A5');
    expect(r.ok && r.value.warnings.map((w) => w.rule)).toContain('ti4.adj.hyperlane-tile-sides');
  });
  test('ti4.map.string: the CLI-facing validation reports the map error', () => {
    const r = validate({ game: 'ti4', map: '26 banana', players: [{ id: 'red', faction: 'sol' }] });
    expect(!r.ok && r.issues[0]).toMatchObject({ path: 'map', rule: 'ti4.map.string' });
  });
  test('ti4.map.positions: any number of rings (a 6-ring map) parses', () => {
    const r = parseMapString(Array.from({ length: 126 }, () => '-1').join(' '));
    expect(r.ok && r.value.slots).toHaveLength(127);
  });
});
