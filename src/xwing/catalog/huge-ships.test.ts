import { describe, expect, test } from 'vitest';
import { parseDial } from '../dial.ts';
import { hugeSupported } from '../huge.ts';
import { HUGE_SHIP_TYPES, HUGE_TOOL } from './huge-ships.ts';
import { SHIP_TYPES } from './ship-types.ts';

describe('xwing.huge.dial: the huge ship catalog', () => {
  test('the six huge types of ships.ts (xwing-data2), 80 wide, 195 or 224 long', () => {
    expect(HUGE_SHIP_TYPES.map((t) => t.xws).sort()).toEqual(SHIP_TYPES.filter((t) => t.base === 'huge').map((t) => t.xws).sort());
    for (const t of HUGE_SHIP_TYPES) {
      const row = SHIP_TYPES.find((s) => s.xws === t.xws)!;
      expect(row.name).toBe(t.name);
      expect([t.width, t.length]).toEqual([row.footprint.width, row.footprint.length]);
      expect([195, 224]).toContain(t.length);
    }
  });
  test('xwing.huge.energy: energy and recurring energy as xwing-data2 stats give them', () => {
    expect(Object.fromEntries(HUGE_SHIP_TYPES.map((t) => [t.xws, [t.energy, t.energyRecovers]]))).toEqual({
      croccruiser: [4, 1], cr90corelliancorvette: [7, 2], gozanticlasscruiser: [3, 1], gr75mediumtransport: [4, 1], raiderclasscorvette: [6, 2], tridentclassassaultship: [3, 2],
    });
  });
  test('xwing.huge.geometry: every dial code is executed by the tool except the listed reverse and Koiogran ones', () => {
    for (const t of HUGE_SHIP_TYPES) {
      const dial = SHIP_TYPES.find((s) => s.xws === t.xws)!.dial;
      for (const code of dial) expect(hugeSupported(parseDial(code)!)).toBe(!t.unsupported.includes(code));
      for (const code of t.unsupported) expect(dial).toContain(code);
    }
  });
  test('xwing.huge.bank: the tool has a corner for banks 0-3 and 40 mm straight steps (TTS2 MoveLUT hugeBase)', () => {
    expect(HUGE_TOOL.bankAdvance).toHaveLength(4);
    expect(HUGE_TOOL.bankOutward).toHaveLength(4);
    expect(HUGE_TOOL.straightStep).toBe(40);
  });
});
