import { describe, expect, test } from 'vitest';
import { DIAL_PATTERN, parseDial } from '../dial.ts';
import { baseOf, STANDARD_BASE_SIDE } from './bases.ts';
import { SHIP_TYPES, shipTypeIndex } from './ship-types.ts';
import { OBSTACLE_KINDS, defaultOutline } from './obstacles.ts';
import { EFFECTS_20, EFFECTS_25 } from './effects.ts';
import { BANK_RADIUS, TURN_RADIUS, templateOf } from './templates.ts';

describe('xwing.data.dials: the ship catalog', () => {
  test('89 ships: 55 small, 14 medium, 14 large, 6 huge', () => {
    expect(SHIP_TYPES).toHaveLength(89);
    const count = (size: string) => SHIP_TYPES.filter((s) => s.base === size).length;
    expect([count('small'), count('medium'), count('large'), count('huge')]).toEqual([55, 14, 14, 6]);
  });

  test('xwing.data.validate: every dial code matches the XD2 pattern and parses', () => {
    for (const ship of SHIP_TYPES) {
      for (const code of ship.dial) {
        expect(code, ship.name).toMatch(DIAL_PATTERN);
        expect(parseDial(code), `${ship.name} ${code}`).not.toBeNull();
      }
      expect(new Set(ship.dial).size, `${ship.name} has a duplicate code`).toBe(ship.dial.length);
    }
  });

  test('xwing.data.dials: bearing counts over all dials', () => {
    const counts: Record<string, number> = {};
    for (const ship of SHIP_TYPES) for (const code of ship.dial) counts[code.charAt(1)] = (counts[code.charAt(1)] ?? 0) + 1;
    expect(counts).toMatchObject({ F: 349, B: 254, N: 254, T: 194, Y: 194, K: 70, O: 23, L: 23, P: 22, E: 20, R: 20, S: 4, A: 2, D: 2 });
  });

  test('xwing.data.dials: only the Syliure-class Hyperspace Ring has no dial', () => {
    expect(SHIP_TYPES.filter((s) => s.dial.length === 0).map((s) => s.name)).toEqual(['Syliure-class Hyperspace Ring']);
  });

  test('xwing.dial.codes: purple only on the Eta-2 Actis Tallon rolls', () => {
    const purple = SHIP_TYPES.flatMap((s) => s.dial.filter((c) => c.endsWith('P')).map((c) => `${s.xws} ${c}`));
    expect(purple.length).toBeGreaterThan(0);
    for (const entry of purple) expect(entry).toMatch(/^eta2actis [1-5][ER]P$/);
  });

  test('catalog names are matched case-insensitively by name or xws id, with suggestions', () => {
    expect(shipTypeIndex.get('t-65 x-WING')?.xws).toBe('t65xwing');
    expect(shipTypeIndex.get('t65xwing')?.name).toBe('T-65 X-wing');
    expect(shipTypeIndex.suggest('T-65 X-wig')).toContain('T-65 X-wing');
    expect(shipTypeIndex.get('T-65 X-wing')?.dial).toEqual(['1BB', '1FB', '1NB', '2TW', '2BB', '2FB', '2NB', '2YW', '3ER', '3TW', '3BW', '3FW', '3NW', '3YW', '3RR', '4FW', '4KR']);
  });
});

describe('xwing.base.sizes', () => {
  test('small 40, medium 60, large 80; huge 80 wide, 195 or 224 long', () => {
    expect(STANDARD_BASE_SIDE).toEqual({ small: 40, medium: 60, large: 80 });
    expect(baseOf('huge', 'gr75mediumtransport')).toEqual({ size: 'huge', width: 80, length: 195 });
    expect(baseOf('huge', 'cr90corelliancorvette')).toEqual({ size: 'huge', width: 80, length: 224 });
    for (const ship of SHIP_TYPES.filter((s) => s.base === 'huge')) expect(ship.footprint.width).toBe(80);
  });
});

describe('xwing.template.straight / xwing.template.arcs', () => {
  test('straight 1-5 are 40-200 mm', () => {
    expect([1, 2, 3, 4, 5].map((s) => templateOf('straight', s)?.length)).toEqual([40, 80, 120, 160, 200]);
    expect(templateOf('straight', 0)).toBeNull();
    expect(templateOf('straight', 6)).toBeNull();
  });
  test('bank radii 80/130/180 and turn radii 35/62.5/90 with their centre-line lengths', () => {
    expect(BANK_RADIUS).toEqual([80, 130, 180]);
    expect(TURN_RADIUS).toEqual([35, 62.5, 90]);
    expect(templateOf('bank', 1)!.length).toBeCloseTo(62.8, 1);
    expect(templateOf('bank', 3)!.length).toBeCloseTo(141.4, 1);
    expect(templateOf('turn', 2)!.length).toBeCloseTo(98.2, 1);
    expect(templateOf('turn', 4)).toBeNull();
  });
});

describe('xwing.obstacle.catalog and effect tables', () => {
  test('every obstacle type has a default shape and both effect tables', () => {
    for (const kind of OBSTACLE_KINDS) {
      const outline = defaultOutline(kind);
      expect(outline).toHaveLength(8);
      expect(Math.max(...outline.map(([x]) => x)) - Math.min(...outline.map(([x]) => x))).toBeCloseTo(kind.width, 9);
      expect(EFFECTS_20[kind.type].effects.length).toBeGreaterThan(0);
      expect(EFFECTS_25[kind.type].effects.length).toBeGreaterThan(0);
    }
  });
  test('xwing.obstacle.effects.20 / .25: the asteroid differs by rule set', () => {
    expect(EFFECTS_20.asteroid.skipsAction).toBe(true);
    expect(EFFECTS_25.asteroid.effects[0]).toBe('suffer 1 hit damage');
    expect(EFFECTS_25['debris-cloud'].stress).toBe(1);
  });
});
