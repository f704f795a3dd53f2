import { describe, expect, test } from 'vitest';
import { CARD_EFFECTS, effectsForXws } from '../xwing/catalog/card-effects.ts';
import type { CardEffect } from '../xwing/catalog/card-effects.ts';
import { PILOTS } from './catalog/pilots.ts';
import { YASB_PILOTS, YASB_UPGRADES } from './catalog/yasb-ids.ts';
import { parseJsonLenient } from './json.ts';
import { importXws } from './xws.ts';

const ok = (input: unknown) => {
  const result = importXws(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
};

describe('XWS leniency, aliases, editions, rules (import.xws.*)', () => {
  test('import.xws.lenient: a raw newline and unescaped quotes in "description" (FlyCasual) are read with a note', () => {
    const text = '{"name":"Aces","description":"Line one\nHe said "go" now\\q","faction":"rebelalliance","pilots":[{"id":"lukeskywalker","ship":"t65xwing"}]}';
    expect(() => JSON.parse(text)).toThrow();
    const value = ok(text);
    expect(value.scenario.ships.map((s) => s.pilot)).toEqual(['lukeskywalker']);
    const note = value.notes.find((n) => n.rule === 'import.xws.lenient');
    expect(note).toMatchObject({ path: 'description' });
    expect(note!.note).toContain('raw newline');
    expect(note!.note).toContain('unescaped quote');
  });

  test('import.xws.lenient: a field the import uses stays strict, refused at its path', () => {
    const result = importXws('{"faction":"rebelalliance","pilots":[{"id":"luke\nskywalker"}]}');
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'pilots[0].id', rule: 'json' }] });
  });

  test('the reader: byte-order mark, keys such as toString and __proto__ as data, a depth limit, line and column', () => {
    const value = ok('\uFEFF{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker","upgrades":{"toString":1,"__proto__":["r2d2"]}}]}');
    expect(value.scenario.ships).toHaveLength(1);
    const parsed = parseJsonLenient('{"__proto__":{"polluted":1},"toString":1}');
    expect(parsed.ok && Object.getPrototypeOf(parsed.value.value)).toBe(Object.prototype);
    expect(parsed.ok && (parsed.value.value as Record<string, unknown>).toString).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const deep = parseJsonLenient('['.repeat(100) + ']'.repeat(100));
    expect(deep).toMatchObject({ ok: false, issues: [{ rule: 'limits.depth' }] });
    if (!deep.ok) expect(deep.issues[0]!.message).toContain('deeper than 64');
    const bad = parseJsonLenient('{\n  "a": 1,\n  "b" 2\n}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]!.message).toMatch(/^malformed JSON at line 3, column 7/);
  });

  test('the reader is linear: 200 000 quotes inside a description', () => {
    const description = '"x '.repeat(200_000);
    const parsed = parseJsonLenient(`{"description":"${description}","a":1}`);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect((parsed.value.value as { description: string }).description).toHaveLength(description.length);
  });

  test('import.xws.alias: YASB and older ship ids are read from the table, with a note naming who writes them', () => {
    const value = ok({ faction: 'firstorder', pilots: [{ id: 'majorstridan', ship: 'upsilonclasscommandshuttle' }] });
    expect(value.scenario.ships[0]!.type).toBe('Upsilon-class command shuttle');
    expect(value.notes.find((n) => n.rule === 'import.xws.alias')!.note).toContain('YASB');
    const scav = ok({ faction: 'resistance', pilots: [{ id: 'rey', ship: 'scavengedyt1300lightfreighter' }] });
    expect(scav.scenario.ships[0]!.pilot).toBe('rey');
    const old = ok({ faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', ship: 'xwing' }, { id: 'hortonsalm', ship: 'ywing' }] });
    expect(old.scenario.ships.map((s) => s.type)).toEqual(['T-65 X-wing', 'BTL-A4 Y-wing']);
  });

  test('import.xws.pilot: the XWS 2.0 collision form <pilot>-<ship>, and a variant the table lacks read as its pilot', () => {
    const value = ok({ faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker-t65xwing', ship: 't65xwing' }, { id: 'herasyndulla-rz1awing' }] });
    expect(value.scenario.ships.map((s) => s.pilot)).toEqual(['lukeskywalker', 'herasyndulla-rz1awing']);
    expect(value.notes.find((n) => n.path === 'pilots[0].id')!.note).toContain('<pilot>-<ship>');
    const variant = ok({ faction: 'firstorder', pilots: [{ id: 'kyloren-evacuationofdqar', ship: 'tiesilencer' }] });
    expect(variant.scenario.ships[0]!.pilot).toBe('kyloren');
  });

  test('import.xws.edition: a first-edition squad gives one message', () => {
    for (const squad of [
      { faction: 'rebel', pilots: [{ name: 'lukeskywalker', ship: 'xwing' }, { name: 'rookiepilot', ship: 'xwing' }] },
      { faction: 'rebelalliance', version: '0.3.0', pilots: [{ id: 'rookiepilot', ship: 'xwing' }, { id: 'goldsquadronpilot', ship: 'ywing' }] },
      { faction: 'imperial', pilots: [{ id: 'blacksquadronpilot', ship: 'tiefighter' }, { id: 'obsidiansquadronpilot', ship: 'tiefighter' }] },
    ]) {
      const result = importXws(squad);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.issues).toHaveLength(1);
      expect(result.issues[0]).toMatchObject({ rule: 'import.xws.edition' });
      expect(result.issues[0]!.message).toMatch(/^first-edition XWS is not read/);
    }
  });

  test('import.xws.edition: the XWS 1.x shape (pilots by "name") with second-edition pilots is read, with a note', () => {
    const value = ok({ faction: 'scum', name: 'Sunny B!', pilots: [{ name: 'sunnybounder', ship: 'm3ainterceptor' }], version: '0.3.0' });
    expect(value.scenario.ships[0]!.pilot).toBe('sunnybounder');
    expect(value.notes.find((n) => n.rule === 'import.xws.edition')!.note).toContain('read as "id"');
  });

  test('import.xws.rules: rules from "ruleset" (XWA, AMG: 2.5; legacy: 2.0), never from "version"; a note when absent', () => {
    const of = (extra: object) => ok({ faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker' }], ...extra });
    expect(of({ ruleset: 'XWA', version: '2.0.0' }).scenario.rules).toBe('2.5');
    expect(of({ ruleset: 'AMG' }).scenario.rules).toBe('2.5');
    expect(of({ ruleset: 'legacy', version: '2.5.0' }).scenario.rules).toBe('2.0');
    const absent = of({ version: '2.0.0' });
    expect(absent.scenario.rules).toBe('2.5');
    expect(absent.notes.find((n) => n.rule === 'import.xws.rules')).toMatchObject({ path: 'ruleset' });
  });

  test('ships keep pilot and initiative (CONVENTIONS section 11): Luke 5, an Academy Pilot 1, Vader 6', () => {
    const value = ok({ faction: 'galacticempire', pilots: [{ id: 'academypilot' }, { id: 'darthvader' }] });
    expect(value.scenario.ships.map((s) => [s.pilot, s.initiative])).toEqual([['academypilot', 1], ['darthvader', 6]]);
    expect(ok({ faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker' }] }).scenario.ships[0]!.initiative).toBe(5);
  });

  test('xwing.dial.effects: only Kelrodo-Ai Holdout and Volan Das have Modified for Organics; every pilot effect matches its card', () => {
    const organics = PILOTS.filter((p) => effectsForXws(p.id, p.ship, [], p.shipAbility).effects.includes('modified-for-organics')).map((p) => p.id);
    expect(organics.sort()).toEqual(['kelrodoaiholdout', 'volandas']);
    const vultures = PILOTS.filter((p) => p.ship === 'vultureclassdroidfighter' || p.ship === 'droidtrifighter');
    expect(vultures.length).toBeGreaterThan(15);
    const mismatches: string[] = [];
    for (const pilot of PILOTS) {
      for (const name of effectsForXws(pilot.id, pilot.ship, [], pilot.shipAbility).effects) {
        const card = CARD_EFFECTS[name] as CardEffect;
        if (card.type === 'ship ability') {
          // The card data's ship ability on this pilot's card is the effect's card (its bracketed ship aside).
          if (card.card.replace(/\s*\(.*\)$/, '') !== pilot.shipAbility) mismatches.push(`${pilot.id}: ${name} but its card has ${JSON.stringify(pilot.shipAbility)}`);
        } else if (card.type === 'pilot') {
          const plain = (text: string) => text.replace(/["“”]/g, '');
          if (!plain(card.card).includes(plain(pilot.name))) mismatches.push(`${pilot.id} (${pilot.name}): ${name} is ${card.card}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  test('import.xws.link: a YASB link is decoded with its id tables; other builders are refused with the reason', () => {
    const luke = YASB_PILOTS.indexOf('lukeskywalker');
    const r2 = YASB_UPGRADES.indexOf('r2d2');
    const link = `https://yasb.app/?f=Rebel%20Alliance&d=v10ZsZ20Z${luke}X${r2}WWWYY&sn=Test%20Squad&obs=`;
    const value = ok(link);
    expect(value.scenario.ships.map((s) => [s.pilot, s.initiative, s.type])).toEqual([['lukeskywalker', 5, 'T-65 X-wing']]);
    expect(value.scenario.rules).toBe('2.5');
    expect(value.notes[0]).toMatchObject({ rule: 'import.xws.link' });
    const lbn = importXws('https://launchbaynext.app/print?lbx=abc');
    expect(lbn).toMatchObject({ ok: false, issues: [{ rule: 'import.xws.link' }] });
    if (!lbn.ok) expect(lbn.issues[0]!.message).toContain('Launch Bay Next');
    const old = importXws('https://raithos.github.io/?f=Rebel%20Alliance&d=v8ZsZ200Z4X');
    if (!old.ok) expect(old.issues[0]!.message).toContain('v8');
    expect(old.ok).toBe(false);
  });
});
