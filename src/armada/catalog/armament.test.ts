/**
 * The armament catalog against the ship catalog and the printed cards (armada.range.armament,
 * armada.range.anti-squadron): every official ship has an entry, the spot checks match the cards
 * as BSData/star-wars-armada and jmthompson2015/star-wars-armada give them.
 */
import { describe, expect, test } from 'vitest';
import { ARMAMENT_RECORDS } from './armament.ts';
import { SHIP_RECORDS } from './ship-data.ts';
import { armamentOf } from '../armament.ts';

const find = (name: string, faction = 'Galactic Empire') => {
  const r = ARMAMENT_RECORDS.find((a) => a.name === name && a.faction === faction);
  if (r === undefined) throw new Error(`no armament for ${name} (${faction})`);
  return r;
};

describe('armament catalog', () => {
  test('every official ship of ship-data.ts has armament, the community ships have none', () => {
    const official = SHIP_RECORDS.filter((r) => r.status === 'official');
    expect(official.length).toBe(66);
    for (const record of official) expect(armamentOf(record), `${record.name} (${record.faction})`).not.toBeNull();
    for (const record of SHIP_RECORDS.filter((r) => r.status !== 'official')) expect(armamentOf(record)).toBeNull();
    expect(ARMAMENT_RECORDS.length).toBe(66);
  });

  test('every entry names a catalog ship once, with whole non-negative dice counts', () => {
    const keys = ARMAMENT_RECORDS.map((r) => `${r.faction}|${r.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of ARMAMENT_RECORDS) {
      expect(SHIP_RECORDS.some((s) => s.name === r.name && s.faction === r.faction)).toBe(true);
      for (const dice of [r.front, r.left, r.right, r.rear, r.antiSquadron, r.leftAuxiliary ?? [0, 0, 0], r.rightAuxiliary ?? [0, 0, 0], r.special ?? [0, 0, 0]]) {
        expect(dice.every((n) => Number.isInteger(n) && n >= 0 && n <= 8)).toBe(true);
      }
      // Cards are symmetric: the left and right zones print the same battery.
      expect(r.left).toEqual(r.right);
    }
    // The 38 wave 1-7 Imperial and Rebel ships agree with jmthompson2015; 12 later ones with RPS.
    expect(ARMAMENT_RECORDS.filter((r) => r.checked === 'jmthompson').length).toBe(38);
    expect(ARMAMENT_RECORDS.filter((r) => r.checked === 'rps').length).toBe(12);
    // Where a source disagrees, the entry says so and is not marked as checked.
    const disputed = ARMAMENT_RECORDS.filter((r) => r.disputed !== undefined);
    expect(disputed.map((r) => r.name).sort()).toEqual(['Gozanti-class Cruisers', 'Munificent-class Comms Frigate', 'Munificent-class Star Frigate', 'Pelta-class Medical Frigate', 'Pelta-class Transport Frigate', 'Recusant-class Light Destroyer']);
    for (const r of disputed) expect(r.checked).toBeNull();
  });

  test('huge ships record their auxiliary zones, the Onagers their special battery', () => {
    const huge = SHIP_RECORDS.filter((r) => r.size === 'huge').map((r) => find(r.name, r.faction));
    expect(huge.length).toBe(4);
    for (const r of huge) expect(r.leftAuxiliary !== undefined && r.rightAuxiliary !== undefined).toBe(true);
    expect(find('Onager-class Star Destroyer').special).toEqual([3, 2, 2]);
  });

  test('spot checks against the printed cards', () => {
    // Victory I-class: front 3 red 3 black, sides 2 red 1 black, rear 2 red, anti-squadron 1 blue (BSData, jmthompson, AlphArmada).
    expect(find('Victory I-class Star Destroyer')).toMatchObject({ front: [3, 0, 3], left: [2, 0, 1], right: [2, 0, 1], rear: [2, 0, 0], antiSquadron: [0, 1, 0] });
    // Victory II-class: its black dice are blue.
    expect(find('Victory II-class Star Destroyer')).toMatchObject({ front: [3, 3, 0], left: [2, 1, 0], rear: [2, 0, 0], antiSquadron: [0, 1, 0] });
    // CR90 Corvette B: blue only (turbolaser turrets), rear one blue.
    expect(find('CR90 Corvette B', 'Rebel Alliance')).toMatchObject({ front: [0, 3, 0], left: [0, 2, 0], rear: [0, 1, 0], antiSquadron: [0, 1, 0] });
    // GR-75 Medium Transports: no battery at all, one black anti-squadron die.
    expect(find('GR-75 Medium Transports', 'Rebel Alliance')).toMatchObject({ front: [0, 0, 0], left: [0, 0, 0], rear: [0, 0, 0], antiSquadron: [0, 0, 1] });
    // Imperial I-class: front 3 red 2 blue 3 black, rear 1 red 2 blue, anti-squadron 1 blue 1 black.
    expect(find('Imperial I-class Star Destroyer')).toMatchObject({ front: [3, 2, 3], left: [2, 0, 2], rear: [1, 2, 0], antiSquadron: [0, 1, 1] });
    // Gladiator I-class: sides 4 black.
    expect(find('Gladiator I-class Star Destroyer')).toMatchObject({ front: [2, 0, 2], left: [0, 0, 4], rear: [1, 0, 1] });
    // Executor I-class (BSData only): front 5 red 4 blue.
    expect(find('Executor I-class Star Dreadnought')).toMatchObject({ front: [5, 4, 0], rear: [2, 1, 1], antiSquadron: [0, 2, 1] });
    // A name printed for two factions: the same card.
    expect(find('Victory I-class Star Destroyer', 'Galactic Republic')).toMatchObject({ front: [3, 0, 3], rear: [2, 0, 0] });
  });
});
