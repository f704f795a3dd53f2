import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { findShip, officialShips, SHIP_RECORDS } from '../../src/armada/catalog/ships.ts';
import { findSquadron, SQUADRON_RECORDS } from '../../src/armada/catalog/squadrons.ts';
import { findObstacle, OBSTACLE_RECORDS, obstacleOutline } from '../../src/armada/catalog/obstacles.ts';
import { BASES, HUGE_LENGTH } from '../../src/armada/catalog/bases.ts';
import { TOOL } from '../../src/armada/tool-dims.ts';

describe('armada.data.charts', () => {
  test('armada.data.provenance: 66 official ships and 8 Armada Legacy community ships, marked', () => {
    expect(SHIP_RECORDS).toHaveLength(74);
    expect(officialShips()).toHaveLength(66);
    expect(SHIP_RECORDS.filter((r) => r.status === 'armada-legacy-community')).toHaveLength(8);
  });

  test('armada.data.charts: every chart has one column per speed 1..max, joint k in column k has k values 0-2', () => {
    for (const record of SHIP_RECORDS) {
      expect(record.chart, record.name).toHaveLength(record.maxSpeed);
      record.chart.forEach((column, s) => {
        expect(column, `${record.name} speed ${s + 1}`).toHaveLength(s + 1);
        for (const value of column) expect([0, 1, 2]).toContain(value);
      });
      expect(record.maxSpeed).toBeGreaterThanOrEqual(1);
      expect(record.maxSpeed).toBeLessThanOrEqual(4);
    }
  });

  test('armada.data.charts: the catalog matches the shared TSV row for row', () => {
    const rows = readFileSync(new URL('../../data/armada-ships.tsv', import.meta.url), 'utf8')
      .split('\n').filter((l) => l && !l.startsWith('#')).slice(1).map((l) => l.split('\t'));
    expect(rows).toHaveLength(SHIP_RECORDS.length);
    rows.forEach((row, i) => {
      const record = SHIP_RECORDS[i]!;
      expect(record.name).toBe(row[0]);
      expect(record.size).toBe(row[2]);
      expect(record.maxSpeed).toBe(Number(row[3]));
      expect(record.chart.map((c, s) => `${s + 1}:${c.join('')}`).join(' ')).toBe(row[5]);
      expect(record.status).toBe(row[6]);
    });
  });

  test('armada.data.max-speeds: CR90 4, Victory II 2, huge ships 2 with all "-"', () => {
    expect((findShip('cr90 corvette a') as { ok: true; record: { maxSpeed: number } }).record.maxSpeed).toBe(4);
    const vsd = findShip('Victory II-class Star Destroyer');
    expect(vsd.ok && vsd.record.maxSpeed).toBe(2);
    for (const record of SHIP_RECORDS.filter((r) => r.size === 'huge')) {
      expect(record.maxSpeed).toBe(2);
      expect(record.chart.flat().every((v) => v === 0)).toBe(true);
    }
  });

  test('armada.data.conflict: the Rebel Providence-class Carrier at speed 2 reads I -', () => {
    const rebel = findShip('Providence-class Carrier (Rebel Alliance)');
    expect(rebel.ok && rebel.record.chart[1]).toEqual([1, 0]);
  });

  test('armada.data.charts: a name printed with two different charts asks for the faction; an unknown one suggests names', () => {
    const ambiguous = findShip('Providence-class Carrier');
    expect(ambiguous.ok).toBe(false);
    expect(!ambiguous.ok && ambiguous.message).toMatch(/Separatist Alliance/);
    const same = findShip('Venator II-class Star Destroyer');
    expect(same.ok && same.record.status).toBe('official');
    const typo = findShip('Victory II-class Star Destroyr');
    expect(!typo.ok && typo.message).toMatch(/did you mean "Victory II-class Star Destroyer"/);
  });
});

describe('armada.squadron.speeds', () => {
  test('armada.squadron.speeds: TIE Interceptor 5, TIE Fighter 4, X-wing 3, B-wing 2; " Squadron" suffix accepted', () => {
    const speed = (name: string) => { const f = findSquadron(name); return f.ok ? f.record.speed : null; };
    expect(speed('TIE Interceptor')).toBe(5);
    expect(speed('TIE Fighter Squadron')).toBe(4);
    expect(speed('x-wing squadron')).toBe(3);
    expect(speed('B-wing')).toBe(2);
    expect(speed('Frobnicator')).toBeNull();
    expect(new Set(SQUADRON_RECORDS.map((r) => r.name)).size).toBe(SQUADRON_RECORDS.length);
  });
});

describe('armada.obstacle.sizes', () => {
  test('armada.obstacle.effects: every obstacle type has an effect and a convex default outline of its token size', () => {
    expect(OBSTACLE_RECORDS.map((r) => r.type)).toEqual(['asteroid-field', 'debris-field', 'station', 'dust-field', 'gravity-rift', 'purrgil', 'exogorth']);
    for (const record of OBSTACLE_RECORDS) {
      const outline = obstacleOutline(record);
      const xs = outline.map((p) => p.x);
      const ys = outline.map((p) => p.y);
      expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(record.width, 9);
      expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(record.length, 9);
    }
    expect(findObstacle('Asteroid Field').ok).toBe(true);
    expect(findObstacle('debris').ok).toBe(true);
  });
});

describe('armada.base.sizes and armada.tool.dims', () => {
  test('armada.base.sizes: RRG overlap sizes and TTS inner sizes', () => {
    expect(BASES.small.overlap).toEqual({ width: 43, length: 71 });
    expect(BASES.medium.overlap).toEqual({ width: 63, length: 102 });
    expect(BASES.large.overlap).toEqual({ width: 77.5, length: 129 });
    expect(BASES.small.inner.width).toBe(41);
    expect(HUGE_LENGTH).toBeCloseTo(351.44, 2);
  });

  test('armada.tool.dims: 22.5 degrees a click, 46.13 / 68.40 / 22.27 mm, 15.25 wide; L_seg = L_first + L_last', () => {
    expect(TOOL).toEqual({ clickDegrees: 22.5, firstLength: 46.13, segmentLength: 68.4, lastLength: 22.27, width: 15.25 });
    expect(TOOL.firstLength + TOOL.lastLength).toBeCloseTo(TOOL.segmentLength, 9);
  });
});
