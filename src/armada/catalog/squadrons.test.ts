import { describe, expect, test } from 'vitest';
import { SQUADRON_CARDS } from './squadron-data.ts';
import { ACE_RECORDS, ALL_SQUADRON_RECORDS, findSquadron, SQUADRON_RECORDS } from './squadrons.ts';

const speed = (name: string) => {
  const found = findSquadron(name);
  return found.ok ? found.record.speed : null;
};
const keywords = (name: string) => {
  const found = findSquadron(name);
  return found.ok ? found.record.keywords : null;
};

/** The keywords a squadron card may carry (src/schema/armada.ts, plus scout which no current card has). */
const KEYWORDS = new Set(['heavy', 'grit', 'intel', 'cloak', 'escort', 'swarm', 'bomber', 'counter', 'rogue', 'relay', 'strategic', 'dodge', 'screen', 'snipe', 'adept', 'assault', 'scatter', 'ai', 'scout']);

describe('armada.squadron.speeds: every squadron card of the current pool', () => {
  test('107 cards (33 generic squadrons, 74 aces), each found by its name with a speed 1-5 and known keywords', () => {
    expect(SQUADRON_CARDS).toHaveLength(107);
    expect(SQUADRON_CARDS.filter((c) => c.ace === undefined)).toHaveLength(33);
    expect(ALL_SQUADRON_RECORDS).toHaveLength(SQUADRON_CARDS.length);
    expect(new Set(ALL_SQUADRON_RECORDS.map((r) => r.name)).size).toBe(ALL_SQUADRON_RECORDS.length);
    for (const card of SQUADRON_CARDS) {
      const found = findSquadron(card.name);
      expect(found.ok, card.name).toBe(true);
      if (!found.ok) continue;
      expect(found.record.card).toBe(card);
      expect(found.record.speed).toBeGreaterThanOrEqual(1);
      expect(found.record.speed).toBeLessThanOrEqual(5);
      for (const k of found.record.keywords) expect(KEYWORDS.has(k), `${card.name}: ${k}`).toBe(true);
      // Every ace's type is a generic squadron of the catalog.
      expect(findSquadron(card.type).ok, card.type).toBe(true);
    }
  });

  test('the aces lists name: Rogue Squadron 3, Howlrunner 4, Luke Skywalker 3, Ketsu Onyo 4, the Mandalorian Gauntlet Fighter 4, IG-88 5', () => {
    expect([speed('Rogue Squadron'), keywords('Rogue Squadron')]).toEqual([3, ['bomber', 'rogue']]);
    expect([speed('Howlrunner'), keywords('Howlrunner')]).toEqual([4, ['swarm']]);
    expect([speed('Luke Skywalker'), keywords('Luke Skywalker')]).toEqual([3, ['bomber', 'escort']]);
    expect([speed('Ketsu Onyo'), keywords('Ketsu Onyo')]).toEqual([4, ['bomber', 'grit', 'rogue']]);
    expect([speed('Gauntlet Squadron'), keywords('Gauntlet')]).toEqual([4, ['assault', 'rogue']]);
    expect([speed('Fenn Rau'), speed('Gar Saxon')]).toEqual([4, 4]);
    expect([speed('IG-88'), speed('Aggressor')]).toEqual([5, 3]);
    expect([speed('Bossk'), speed('YV-666')]).toEqual([3, 2]);
    expect(keywords('Vulture')).toEqual(['ai', 'swarm']);
  });

  test('an ace printed on two squadron types is named with its type; the bare name is refused with both choices', () => {
    expect([speed('Darth Vader (TIE Advanced)'), speed('Darth Vader (TIE Defender)')]).toEqual([4, 5]);
    expect([speed('Anakin Skywalker (BTL-B Y-wing)'), speed('Anakin Skywalker (Delta-7)')]).toEqual([3, 4]);
    const vader = findSquadron('Darth Vader');
    expect(vader.ok).toBe(false);
    expect(!vader.ok && vader.message).toContain('"Darth Vader (TIE Advanced)", "Darth Vader (TIE Defender)"');
  });

  test('the published list keeps its names, order and speeds (cross-check with the TTS squadron definitions)', () => {
    const bySpeed: Record<number, string[]> = {
      5: ['TIE Interceptor', 'TIE Defender', 'A-wing', 'IG-88', 'IG-88B', 'Droid Tri-fighter'],
      4: ['TIE Fighter', 'TIE Bomber', 'TIE Advanced', 'TIE Phantom', 'JumpMaster 5000', 'Gauntlet', 'YT-2400', 'E-wing', 'Lancer', 'Delta-7', 'Vulture', 'Hyena', 'Belbullab-22'],
      3: ['X-wing', 'Y-wing', 'Z-95', 'HWK-290', 'Scurrg', 'VCX-100', 'Firespray', 'Aggressor', 'Lambda', 'VT-49', 'V-19', 'Han Solo', 'Lando Calrissian', 'Bossk', 'Moralo Eval'],
      2: ['B-wing', 'YT-1300', 'YV-666', 'ARC-170'],
    };
    expect(SQUADRON_RECORDS.map((r) => r.name)).toEqual([5, 4, 3, 2].flatMap((s) => bySpeed[s]!));
    for (const r of SQUADRON_RECORDS) expect(bySpeed[r.speed], r.name).toContain(r.name);
    expect(ACE_RECORDS.every((r) => !SQUADRON_RECORDS.includes(r))).toBe(true);
  });
});
