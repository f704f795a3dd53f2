import { describe, expect, test } from 'vitest';
import { moved, reachOf } from './helpers.ts';

/**
 * Squadrons moving while engaged and keywords gained (armada.effects.squadron-engaged-move,
 * armada.effects.squadron-keywords): worked examples with the Armada Wiki texts and clarifications
 * (Polkadoty/armada-wiki, ARC 2025-07-11). Squadron bases are 34 mm across; an enemy centre 60 mm
 * away is 26 mm between bases, distance 1: engaged. Reaches are the range ruler's outer edges
 * 76.5 / 124.5 / 185.5 / 245.5 mm.
 */
type Squadron = { id: string; type: string; owner: string; position: { x: number; y: number }; keywords?: string[] };
const sq = (id: string, type: string, owner: string, x: number, y: number, keywords: string[] = []): Squadron => ({ id, type, owner, position: { x, y }, keywords });
const doc = (squadrons: Squadron[], move: Record<string, unknown>) => ({ game: 'armada', ships: [], squadrons, squadronMove: move });
// An X-wing (speed 3) at (500, 450) engaged by a TIE fighter at (560, 450).
const xwing = (keywords: string[] = []) => sq('x', 'X-wing Squadron', 'rebels', 500, 450, keywords);
const tie = sq('t', 'TIE Fighter Squadron', 'empire', 560, 450);
const move = (squadrons: Squadron[], effects: string[], to: { x: number; y: number }) => moved(doc(squadrons, { squadron: 'x', to, effects }));

describe('armada.effects.squadron-engaged-move', () => {
  test('Tycho Celchu: engaged, he moves at his own speed 3 (185.5 mm), not Chiraneau\'s printed 2', () => {
    expect(move([xwing(), tie], [], { x: 400, y: 450 }).violations.map((v) => v.rule)).toEqual(['armada.squadron.engaged']);
    const o = move([xwing(), tie], ['tycho-celchu'], { x: 314.5, y: 450 });
    expect(o).toMatchObject({ legal: true, speed: 3, reach: 185.5, moved: 185.5, effectsUsed: ['tycho-celchu'] });
    expect(move([xwing(), tie], ['tycho-celchu'], { x: 314.4, y: 450 }).violations.map((v) => v.rule)).toEqual(['armada.squadron.move']);
    // With Chiraneau too, Tycho's own speed stands.
    expect(move([xwing(), tie], ['tycho-celchu', 'admiral-chiraneau'], { x: 314.5, y: 450 })).toMatchObject({ legal: true, speed: 3 });
    // Unengaged, Tycho changes nothing.
    expect(move([xwing()], ['tycho-celchu'], { x: 400, y: 450 })).toMatchObject({ legal: true, effectsUsed: [] });
  });

  test('Anakin Skywalker (Y-wing): the same for a defense token, said in the trace', () => {
    const o = move([xwing(), tie], ['anakin-skywalker'], { x: 400, y: 450 });
    expect(o.legal).toBe(true);
    expect(o.trace.find((t) => t.rule === 'armada.effects.anakin-skywalker')?.note).toContain('spends 1 defense token');
  });

  test('Kickback and Whisper: up to distance 1 (76.5 mm) even while engaged; not farther', () => {
    expect(move([xwing(), tie], ['kickback'], { x: 423.5, y: 450 })).toMatchObject({ legal: true, reach: 76.5, effectsUsed: ['kickback'] });
    expect(move([xwing(), tie], ['whisper'], { x: 423.4, y: 450 }).violations.map((v) => v.rule)).toEqual(['armada.squadron.move']);
    // Fighter Coordination Team's move is for unengaged squadrons only.
    expect(move([xwing(), tie], ['fighter-coordination-team'], { x: 450, y: 450 }).violations.map((v) => v.rule)).toEqual(['armada.effects.fighter-coordination-team']);
  });

  test('Moralo Eval: the engagement rule decides; with grit against one squadron he moves, against two he does not', () => {
    const second = sq('t2', 'TIE Fighter Squadron', 'empire', 500, 510);
    expect(move([xwing(['grit']), tie], ['moralo-eval'], { x: 440, y: 450 })).toMatchObject({ legal: true, reach: 76.5 });
    expect(move([xwing(['grit']), tie, second], ['moralo-eval'], { x: 440, y: 450 }).violations.map((v) => v.rule)).toEqual(['armada.squadron.engaged']);
  });

  test('plan: Tycho\'s reach while engaged is his own speed', () => {
    const reach = reachOf(doc([xwing(), tie], { squadron: 'x', effects: ['tycho-celchu'] }));
    expect(reach).toMatchObject({ canMove: true, reach: 185.5 });
    expect(reachOf(doc([xwing(), tie], { squadron: 'x' })).canMove).toBe(false);
  });
});

describe('armada.effects.squadron-keywords', () => {
  test('Anakin Skywalker (V-wing): rogue and grit for 1 damage: engaged by one squadron he may move', () => {
    const o = move([xwing(), tie], ['anakin-skywalker-v-wing'], { x: 400, y: 450 });
    expect(o).toMatchObject({ legal: true, effectsUsed: ['anakin-skywalker-v-wing'] });
    expect(o.trace.find((t) => t.rule === 'armada.effects.anakin-skywalker')?.note).toContain('gains rogue and grit');
  });

  test('Plo Koon: grit only beside a friendly adept squadron (centres 60 mm apart: distance 1)', () => {
    const adept = sq('a', 'ARC-170', 'rebels', 500, 390, ['adept']);
    expect(move([xwing(), tie, adept], ['plo-koon'], { x: 400, y: 450 })).toMatchObject({ legal: true, effectsUsed: ['plo-koon'] });
    const far = sq('a', 'ARC-170', 'rebels', 500, 300, ['adept']);
    const o = move([xwing(), tie, far], ['plo-koon'], { x: 400, y: 450 });
    expect(o.violations.map((v) => v.rule)).toEqual(['armada.squadron.engaged']);
    expect(o.trace.some((t) => t.rule === 'armada.effects.condition' && /adept/.test(t.note))).toBe(true);
  });

  test('Hot Landing: grit for squadrons with adept only', () => {
    expect(move([xwing(['adept']), tie], ['hot-landing'], { x: 400, y: 450 }).legal).toBe(true);
    expect(move([xwing(), tie], ['hot-landing'], { x: 400, y: 450 }).legal).toBe(false);
  });

  test('Hera Syndulla gives rogue (named, no change to where it ends); Wedge Antilles gives cloak', () => {
    const hera = move([xwing()], ['hera-syndulla'], { x: 400, y: 450 });
    expect(hera).toMatchObject({ legal: true, effectsUsed: ['hera-syndulla'] });
    expect(hera.trace.some((t) => t.rule === 'armada.squadron.activation' && /rogue/.test(t.note))).toBe(true);
    expect(move([xwing()], ['wedge-antilles'], { x: 400, y: 450 }).effectsUsed).toEqual(['wedge-antilles']);
    expect(move([xwing(['strategic'])], ['wedge-antilles'], { x: 400, y: 450 }).effectsUsed).toEqual([]);
  });
});
