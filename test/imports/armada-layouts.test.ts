import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { decodeListBytes, repairText } from '../../src/import/armada-text.ts';
import { importArmadaList } from '../../src/import/armada-list.ts';
import { validate } from '../../src/index.ts';

/** Fleet lists as the builders export them (test/imports/fixtures/armada/README.md gives each source). */
const dir = join(import.meta.dirname, 'fixtures', 'armada');
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

function imported(text: string) {
  const result = importArmadaList(text);
  if (!result.ok) throw new Error(JSON.stringify(result.issues, null, 1));
  expect(validate(result.value.scenario).ok).toBe(true);
  const { ships, squadrons } = result.value.scenario;
  return {
    layout: result.value.notes.find((n) => n.rule === 'import.armada.layout')!.note,
    notes: result.value.notes,
    ships: ships.map((s) => s.type),
    squadrons: squadrons.map((s) => s.type).sort(),
    scenario: result.value.scenario,
  };
}

/** "Dumpster Fire Mk 18", one fleet exported by five builders: the same four ships and six squadrons from each. */
const DUMPSTER_SHIPS = ['CR90 Corvette A', 'MC80 Star Cruiser', 'Modified Pelta-class Command Ship', 'Nebulon-B Escort Frigate'];
const DUMPSTER_SQUADRONS = ['Biggs Darklighter', 'Jan Ors', 'X-wing', 'X-wing', 'Y-wing', 'Y-wing'];

describe('import.armada.layout: every layout players use, detected and named in the notes', () => {
  const dumpster: [string, string][] = [
    ['kingston-dumpster-fire-mk-18.txt', 'read as a Ryan Kingston fleet builder export.'],
    ['warlords-dumpster-fire-mk-18.txt', 'read as an Armada Warlords export.'],
    ['flagship-dumpster-fire-mk-18.txt', 'read as a Flagship export.'],
    ['fleet-builder-app-dumpster-fire-mk-18.txt', 'read as an Armada Fleet Builder (app) export.'],
    ['afd-dumpster-fire-mk-18.txt', 'read as an Armada Fleets Designer export.'],
  ];
  for (const [file, layout] of dumpster) {
    test(`${file}: ${layout}`, () => {
      const got = imported(read(file));
      expect(got.layout).toBe(layout);
      expect([...got.ships].sort()).toEqual(DUMPSTER_SHIPS);
      expect(got.squadrons).toEqual(DUMPSTER_SQUADRONS);
      expect(got.scenario.ships.every((s) => s.owner === 'rebels')).toBe(true);
    });
  }

  test('Warlords: the first line is the fleet name (skipped with a note), tabs inside cost brackets, "2 Y-Wing Squadrons"', () => {
    const got = imported(read('warlords-dumpster-fire-mk-18.txt'));
    expect(got.notes).toContainEqual({ path: 'line 1', rule: 'import.armada.skipped', note: 'fleet name "Dumpster Fire Mk 18" skipped: a scenario holds pieces, not list details.' });
    expect(got.notes).toContainEqual({ path: 'line 41', rule: 'import.armada.line', note: '"Y-Wing Squadrons" read as "Y-wing".' });
  });

  test('Warlords without squadrons and without a commander: four ships, "= 0 total squadron cost"', () => {
    for (const file of ['warlords-squadless.txt', 'warlords-no-commander.txt']) {
      const got = imported(read(file));
      expect(got.ships).toEqual(['Starhawk-class Battleship Mark II', 'Modified Pelta-class Assault Ship', 'MC30c Torpedo Frigate', 'GR-75 Medium Transports']);
      expect(got.squadrons).toEqual([]);
    }
  });

  test('Kingston: its own ship names (Pelta Command Ship, Raider II, Victory II, Starhawk Battleship Mark I), "Faction: Imperial"', () => {
    expect(imported(read('kingston-no-obj-no-com-multi-squad.txt'))).toMatchObject({
      ships: ['Raider II-class Corvette', 'Victory II-class Star Destroyer'],
      squadrons: ['Captain Jonus', 'TIE Bomber', 'TIE Bomber'],
    });
    const starhawk = imported(read('kingston-starhawk.txt'));
    expect(starhawk.ships).toEqual(['Starhawk-class Battleship Mark I', 'MC30c Torpedo Frigate', 'GR-75 Medium Transports']);
    expect(starhawk.squadrons).toEqual(['Corran Horn', 'Ketsu Onyo', 'Mart Mattin', 'Rogue Squadron']);
    expect(starhawk.scenario.squadrons.find((s) => s.type === 'Ketsu Onyo')!.keywords).toEqual(['bomber', 'grit', 'rogue']);
    const kingston = imported('Name: x\nFaction: Imperial\nCommander: Grand Moff Tarkin\n\nArquitens Command Cruiser (59)\n• Comms Net (2)\n= 61 Points\n\nAssault Frigate Mk2 A (81)\n= 81 Points\n');
    expect(kingston.ships).toEqual(['Arquitens-class Command Cruiser', 'Assault Frigate Mark II A']);
  });

  test('the Armada Fleet Builder app: "Rebels - Author:", "Squadrons (60/134):", "1x Dutch Vander Y-Wing Squadron", "MC80 Liberty Star Cruiser"', () => {
    const got = imported(read('fleet-builder-app-raddeux-lib-v4.txt'));
    expect(got.ships).toEqual(['MC75 Armored Cruiser', 'Hammerhead Torpedo Corvette', 'GR-75 Medium Transports', 'MC80 Star Cruiser']);
    expect(got.squadrons).toEqual(['Dutch Vander', 'VCX-100', 'Wedge Antilles', 'Y-wing']);
  });

  test('Armada Fleets Designer: "(96 + 37: 133)" costs, "+" upgrade lines, "2 x X-wing Squadron (2 x 13)", objectives as bare lines, "Mk.II" names', () => {
    const got = imported(read('afd-dumpster-fire-mk-18.txt'));
    expect(got.notes.filter((n) => n.note.startsWith('objective ')).map((n) => n.path)).toEqual(['line 19', 'line 20', 'line 21']);
    expect(got.notes.filter((n) => n.note.startsWith('upgrade ')).map((n) => n.path)).toContain('line 4');
    const marks = imported('Test (120/400/400)\n=================\nAssault Frigate Mk.II B (72 + 0: 72)\nStarhawk-class Battleship Mk.I (140 + 8: 148)\n\t+ Engine Techs (8)\n');
    expect(marks.layout).toBe('read as an Armada Fleets Designer export.');
    expect(marks.ships).toEqual(['Assault Frigate Mark II B', 'Starhawk-class Battleship Mark I']);
  });

  test('Star Forge: the builder\'s own template, "{CIS}" qualifiers and "Ace - Type" squadrons', () => {
    const template = imported(read('starforge-template.txt'));
    expect(template.ships).toEqual(['CR90 Corvette A', 'CR90 Corvette B']);
    expect(template.squadrons).toEqual(['Biggs Darklighter', 'Luke Skywalker', 'X-wing']);
    const cis = imported('Name: \nFaction: Separatist\nCommander: Mar Tuuk (28)\n\nProvidence-class Carrier (102)\n• Mar Tuuk (28)\n= 130 Points\n\nGozanti-class Cruisers {CIS} (24)\n= 24 Points\n\nSquadrons:\n• 3 x Vulture-class Droid Fighter Squadron (24)\n• DFS-311 - Vulture-class Droid Fighter Squadron (16)\n= 40 Points\n\nTotal Points: 194');
    expect(cis.layout).toBe('read as a Star Forge export.');
    expect(cis.ships).toEqual(['Providence-class Carrier (Separatist Alliance)', 'Gozanti-class Cruisers (Separatist Alliance)']);
    expect(cis.squadrons).toEqual(['DFS-311', 'Vulture', 'Vulture', 'Vulture']);
    expect(cis.scenario.ships.every((s) => s.owner === 'separatists')).toBe(true);
  });

  test('Fab\'s: "1 • Ship - Upgrade - ... (pts)" lines under an "IMPERIAL FLEET" header; the objectives line skipped', () => {
    const got = imported(read('fabs-layout.txt'));
    expect(got.layout).toBe("read as a Fab's fleet builder export.");
    expect(got.ships).toEqual(['Imperial II-class Star Destroyer', 'Gladiator I-class Star Destroyer', 'Gozanti-class Cruisers']);
    expect(got.squadrons).toEqual(['Howlrunner', 'Mauler Mithel', 'TIE Fighter', 'TIE Fighter', 'TIE Fighter', 'TIE Fighter']);
    expect(got.notes.filter((n) => n.path === 'line 2' && n.rule === 'import.armada.skipped')).toHaveLength(4);
    expect(got.scenario.ships[0]!.owner).toBe('empire');
  });

  test('ShrimpBot\'s fleet file: "ship:", "upgrade:" and "squadron:" lines', () => {
    const got = imported(read('shrimpbot-aff.txt'));
    expect(got.layout).toBe('read as a ShrimpBot fleet file (ship: and squadron: lines).');
    expect(got.ships).toEqual(['MC75 Armored Cruiser', 'CR90 Corvette B', 'GR-75 Medium Transports']);
    expect(got.squadrons).toEqual(['A-wing', 'Shara Bey', 'Tycho Celchu']);
  });

  test('a plain list of names', () => {
    const got = imported(read('plain-names.txt'));
    expect(got.layout).toBe('read as a plain list of ship and squadron names.');
    expect(got.squadrons).toEqual(['Howlrunner', 'TIE Fighter', 'TIE Fighter']);
  });

  test('aces by cost: "1 Darth Vader ( 25 points)" is the TIE Defender ace, 21 the TIE Advanced one; the faction decides "Victory I"', () => {
    expect(imported('Faction: Galactic Empire\nVictory I (73)\n1 Darth Vader ( 25 points)\n1 Darth Vader ( 21 points)\n').squadrons).toEqual(['Darth Vader (TIE Advanced)', 'Darth Vader (TIE Defender)']);
    expect(imported('Faction: Galactic Republic\nVictory I (75)\n').ships).toEqual(['Victory I-class Star Destroyer (Galactic Republic)']);
    const undecided = imported('Faction: Galactic Empire\nVictory I (73)\nSquadrons:\n• Slave I\n');
    expect(undecided.squadrons).toEqual(['Boba Fett']);
    expect(undecided.notes.find((n) => n.path === 'line 4')!.note).toContain('read as "Boba Fett"');
  });
});

describe('import.armada.encoding: Windows-1252 and UTF-16 text read, or named', () => {
  const kingston = read('kingston-dumpster-fire-mk-18.txt');
  const cp1252 = Uint8Array.from([...kingston].map((c) => (c === '•' ? 0x95 : c.charCodeAt(0))));
  const utf16 = (() => {
    const out = new Uint8Array(2 + 2 * kingston.length);
    out[0] = 0xff;
    out[1] = 0xfe;
    for (let i = 0; i < kingston.length; i++) {
      out[2 + 2 * i] = kingston.charCodeAt(i) & 0xff;
      out[3 + 2 * i] = kingston.charCodeAt(i) >> 8;
    }
    return out;
  })();

  test('decodeListBytes: a UTF-16LE file (byte-order mark) and a Windows-1252 file (bullet 0x95) give the list\'s own text', () => {
    expect(decodeListBytes(utf16)).toEqual({ text: kingston, encoding: 'utf-16le' });
    expect(decodeListBytes(cp1252)).toEqual({ text: kingston, encoding: 'windows-1252' });
    expect(decodeListBytes(new TextEncoder().encode(kingston))).toEqual({ text: kingston, encoding: 'utf-8' });
  });

  const expected = imported(kingston);
  const cases: [string, string, string][] = [
    ['Windows-1252 read as Latin-1', String.fromCharCode(...cp1252), 'Windows-1252'],
    ['Windows-1252 read as UTF-8 (0x95 replaced)', new TextDecoder('utf-8').decode(cp1252), 'not UTF-8'],
    ['UTF-16LE read one byte per character', String.fromCharCode(...utf16), 'UTF-16 (little-endian)'],
    ['UTF-8 read as Windows-1252 ("â€¢")', kingston.replaceAll('•', 'â€¢'), '"â€¢" for a bullet'],
  ];
  for (const [label, text, named] of cases) {
    test(`${label}: the same ships and squadrons, and a note naming the encoding`, () => {
      const got = imported(text);
      expect(got.ships).toEqual(expected.ships);
      expect(got.squadrons).toEqual(expected.squadrons);
      expect(got.notes.find((n) => n.rule === 'import.armada.encoding')!.note).toContain(named);
    });
  }

  test('repairText leaves plain UTF-8 alone (no note)', () => {
    expect(repairText(kingston, { visited: 0 })).toEqual({ text: kingston, encoding: null });
  });
});

describe('import.armada.line: a refused line names the line, the layout tried and what a line may be', () => {
  test('a near miss of Kingston\'s own name suggests the ship it means first', () => {
    const result = importArmadaList('Name: x\nFaction: Imperial\nArquitens Comand Cruiser (59)\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]!.message).toContain('did you mean "Arquitens-class Command Cruiser", ');
  });

  test('an unknown ship in a Warlords export: one issue, at its line, with the closest names', () => {
    const text = read('warlords-dumpster-fire-mk-18.txt').replace('MC80 Star Cruiser', 'MC80 Star Cruser');
    const result = importArmadaList(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    const [issue] = result.issues;
    expect(issue!.path).toBe('line 21');
    expect(issue!.rule).toBe('import.armada.line');
    expect(issue!.message).toContain('did you mean "MC80 Star Cruiser"');
    expect(issue!.message).toContain('(read as an Armada Warlords export)');
    expect(issue!.expected).toContain('a ship or squadron');
  });
});
