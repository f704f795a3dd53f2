import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SQUADRON_EFFECT_RECORDS } from '../../src/armada/catalog/squadron-effects.ts';
import { armadaRules } from '../../src/armada/rules.ts';
import { resolve } from '../../src/engines.ts';
import { moved, reachOf } from './helpers.ts';

/**
 * Effects on a squadron's move as data (armada.effects.squadron-speed,
 * armada.effects.squadron-card-move): worked examples with the Armada Wiki's clarifications
 * (Polkadoty/armada-wiki, ARC 2025-07-11) and the RRG FAQ, reaches from the range ruler's
 * outer edges 76.5 / 124.5 / 185.5 / 245.5 / 304.8 mm.
 */
type Squadron = { id: string; type: string; owner: string; position: { x: number; y: number }; keywords?: string[] };
const sq = (id: string, type: string, owner: string, x: number, y: number, keywords: string[] = []): Squadron => ({ id, type, owner, position: { x, y }, keywords });

function doc(squadrons: Squadron[], move: Record<string, unknown>) {
  return { game: 'armada', ships: [], squadrons, squadronMove: move };
}
const xwing = (keywords = ['bomber', 'escort']) => sq('x', 'X-wing Squadron', 'rebels', 500, 450, keywords);
const move = (squadrons: Squadron[], effects: string[], to = { x: 500, y: 450 }) => moved(doc(squadrons, { squadron: 'x', to, effects }));

describe('catalog: every squadron effect is registered with its rule and cites its page', () => {
  test('rule ids registered; sources on the Armada Wiki', () => {
    for (const e of SQUADRON_EFFECT_RECORDS) {
      expect(Object.hasOwn(armadaRules, e.rule)).toBe(true);
      expect(e.source).toMatch(/^Polkadoty\/armada-wiki: public\/rulings\/.+#/);
    }
  });
});

describe('armada.effects.squadron-speed: speed of its own move', () => {
  test('an X-wing (speed 3, 185.5 mm) with Vector: speed 4, 245.5 mm; with Vector and All Fighters, Follow Me!: 5, 304.8 mm', () => {
    expect(move([xwing()], ['vector'])).toMatchObject({ speed: 4, reach: 245.5, effectsUsed: ['vector'] });
    expect(move([xwing()], ['vector', 'all-fighters-follow-me'])).toMatchObject({ speed: 5, reach: 304.8 });
  });

  test('Vector skips a heavy squadron; Corrupter needs bomber (a condition, said in the trace)', () => {
    const heavy = move([sq('x', 'B-wing Squadron', 'rebels', 500, 450, ['bomber', 'heavy'])], ['vector', 'corrupter']);
    expect(heavy).toMatchObject({ speed: 3, reach: 185.5, effectsUsed: ['corrupter'] });
    expect(heavy.trace.some((t) => t.rule === 'armada.effects.condition' && /without heavy/.test(t.note))).toBe(true);
    expect(move([xwing(['escort'])], ['corrupter'])).toMatchObject({ speed: 3, effectsUsed: [] });
  });

  test('Independence raises to 4 (with All Fighters, Follow Me!: 5, the Wiki clarification); a TIE Interceptor at 5 stays 5', () => {
    expect(move([xwing()], ['independence'])).toMatchObject({ speed: 4, reach: 245.5 });
    expect(move([xwing()], ['independence', 'all-fighters-follow-me'])).toMatchObject({ speed: 5 });
    expect(move([sq('x', 'TIE Interceptor Squadron', 'empire', 500, 450)], ['independence', 'vector', 'all-fighters-follow-me'])).toMatchObject({ speed: 5, reach: 304.8, effectsUsed: [] });
  });

  test('Admiral Chiraneau: an engaged X-wing moves with a printed speed of 2 (124.5 mm); with Vector 3 (the Wiki clarification)', () => {
    const engaged = [xwing(), sq('t', 'TIE Fighter Squadron', 'empire', 560, 450)];
    expect(move(engaged, [], { x: 400, y: 450 }).legal).toBe(false);
    const chiraneau = move(engaged, ['admiral-chiraneau'], { x: 375.5, y: 450 });
    expect(chiraneau).toMatchObject({ legal: true, speed: 2, reach: 124.5, moved: 124.5 });
    expect(move(engaged, ['admiral-chiraneau'], { x: 375.4, y: 450 }).violations.map((v) => v.rule)).toEqual(['armada.squadron.move']);
    expect(move(engaged, ['admiral-chiraneau', 'vector'], { x: 400, y: 450 })).toMatchObject({ legal: true, speed: 3 });
    // Unengaged, Chiraneau changes nothing.
    expect(move([xwing()], ['admiral-chiraneau'])).toMatchObject({ speed: 3, effectsUsed: [] });
  });
});

describe('armada.effects.squadron-card-move: a distance, not a speed', () => {
  test('Fighter Coordination Team: up to distance 1 (76.5 mm); speed effects do not apply (FAQ)', () => {
    const o = move([xwing()], ['fighter-coordination-team', 'vector'], { x: 576.5, y: 450 });
    expect(o).toMatchObject({ legal: true, reach: 76.5, speed: 3, effectsUsed: ['fighter-coordination-team'] });
    expect(o.trace.some((t) => t.rule === 'armada.effects.vector' && /does not apply/.test(t.note))).toBe(true);
    expect(move([xwing()], ['fighter-coordination-team'], { x: 576.6, y: 450 }).legal).toBe(false);
  });

  test('only an unengaged squadron: engaged with a heavy squadron (which would not stop its own move) still rules it out', () => {
    const o = move([xwing(), sq('t', 'VT-49', 'empire', 560, 450, ['heavy'])], ['fighter-coordination-team'], { x: 520, y: 450 });
    expect(o.violations.map((v) => v.rule)).toEqual(['armada.effects.fighter-coordination-team']);
    expect(move([xwing(), sq('t', 'VT-49', 'empire', 560, 450, ['heavy'])], [], { x: 400, y: 450 }).legal).toBe(true);
  });

  test('Squall: up to distance 2 (124.5 mm), not ending engaged; the plan keeps its centre 110.5 mm from enemy squadrons', () => {
    const enemy = sq('t', 'TIE Fighter Squadron', 'empire', 700, 450);
    expect(move([xwing(), enemy], ['squall'], { x: 589, y: 450 })).toMatchObject({ legal: true, reach: 124.5 });
    // 110 mm between centres: 76 mm between bases, distance 1: engaged.
    const engaged = move([xwing(), enemy], ['squall'], { x: 590, y: 450 });
    expect(engaged.violations.map((v) => v.rule)).toEqual(['armada.effects.squall']);
    const r = reachOf(doc([xwing(), enemy], { squadron: 'x', effects: ['squall'] }));
    expect(r.reach).toBe(124.5);
    expect(r.keepOut.filter((k) => k.kind === 'engagement').map((k) => k.id)).toEqual(['t']);
    const closest = r.targets.find((t) => t.id === 't')!;
    // Every end on the edge of its engagement zone is as close: 76.5 mm (and a hair) between bases.
    expect(closest.distance).toBeCloseTo(76.5, 5);
    expect(closest.withinDistance1).toBe(false);
    expect(move([xwing(), enemy], ['squall'], closest.closestEnd).legal).toBe(true);
    for (const p of r.endPoints) expect(Math.hypot(p.x - 700, p.y - 450)).toBeGreaterThan(110.5);
  });

  test('bad input: an unknown effect, two card moves, a card move with a cloak move', () => {
    const r = resolve(doc([xwing()], { squadron: 'x', to: { x: 500, y: 450 }, effects: ['vectorr', 'squall', 'fighter-coordination-team'], cloak: true }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.path, i.rule])).toEqual([
      ['squadronMove.effects[0]', 'armada.effects.squadron-speed'],
      ['squadronMove.effects[2]', 'armada.effects.squadron-card-move'],
      ['squadronMove.effects[1]', 'armada.effects.squadron-card-move'],
    ]);
  });
});

describe('property: effects never shorten a move, never pass distance 5, and plan agrees with resolve', () => {
  const ids = ['vector', 'corrupter', 'all-fighters-follow-me', 'independence', 'admiral-chiraneau'];
  test('the speed with any speed effects is at least the catalog speed (unless Chiraneau moves it while engaged) and at most 5', () => {
    fc.assert(
      fc.property(fc.subarray(ids), fc.constantFrom('X-wing', 'B-wing', 'TIE Bomber', 'A-wing'), fc.subarray(['bomber', 'heavy']), (effects, type, keywords) => {
        const base = move([sq('x', type, 'rebels', 500, 450, keywords)], []);
        const o = move([sq('x', type, 'rebels', 500, 450, keywords)], effects);
        expect(o.speed).toBeGreaterThanOrEqual(base.speed);
        expect(o.reach).toBeLessThanOrEqual(304.8);
        const r = reachOf(doc([sq('x', type, 'rebels', 500, 450, keywords)], { squadron: 'x', effects }));
        expect(r.reach).toBe(o.reach);
        for (const p of r.endPoints) expect(Math.hypot(p.x - 500, p.y - 450)).toBeLessThanOrEqual(o.reach + 1e-9);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the example examples/armada/squadron-squall.json', () => {
  test('a TIE Bomber moved by Squall 120.83 mm (distance 2 ends at 124.5 mm), clear of the X-wing\'s distance 1, 208.19 mm from the Nebulon-B', async () => {
    const { readFileSync } = await import('node:fs');
    const document = JSON.parse(readFileSync(new URL('../../examples/armada/squadron-squall.json', import.meta.url), 'utf8')) as unknown;
    const o = moved(document);
    expect(o).toMatchObject({ legal: true, reach: 124.5, effectsUsed: ['squall'], engagedAfter: [] });
    expect(o.moved.toFixed(2)).toBe('120.83');
    expect(o.near!.map((d) => [d.id, d.distance.toFixed(2), d.withinDistance1])).toEqual([['nebulon', '208.19', false]]);
    const r = reachOf(document);
    expect(r.keepOut.filter((k) => k.kind === 'engagement').map((k) => k.id)).toEqual(['x-wing']);
    expect(r.targets.find((t) => t.id === 'x-wing')!.distance).toBeCloseTo(76.5, 5);
  });
});

describe('effects from enemy pieces at distance 1: Instigator (a ship) and Ketsu Onyo (a squadron)', () => {
  // A Raider I at (700, 450) heading 0: its base without shield-dial frames is 41 mm wide (x 679.5 to 720.5).
  const raider = { id: 'instigator-ship', type: 'Raider I-class Corvette', owner: 'empire', pose: { x: 700, y: 450, heading: 0 } };
  const withShip = (squadrons: Squadron[], moveSpec: Record<string, unknown>) => ({ game: 'armada', ships: [raider], squadrons, squadronMove: moveSpec });
  const instigator = { effect: 'instigator', source: 'instigator-ship' };

  test('an X-wing 60 mm from the Raider\'s base (distance 1) is treated as engaged by 2 more: it cannot move, grit or not; beyond distance 1 it can', () => {
    const at = (x: number, keywords = ['bomber', 'escort']) => sq('x', 'X-wing Squadron', 'rebels', x, 450, keywords);
    // Centre at 602.5: base edge at 619.5, 60 mm from the base at 679.5.
    const stuck = moved(withShip([at(602.5, ['grit'])], { squadron: 'x', to: { x: 500, y: 450 }, effects: [instigator] }));
    expect(stuck.violations.map((v) => v.rule)).toEqual(['armada.squadron.engaged']);
    expect(stuck.effectsUsed).toEqual(['instigator']);
    expect(stuck.trace.some((t) => t.rule === 'armada.effects.instigator' && /2 more squadrons/.test(t.note))).toBe(true);
    // Centre at 586: 76.5 mm from the base, still distance 1; at 585.9: 76.6 mm, beyond.
    expect(moved(withShip([at(586)], { squadron: 'x', to: { x: 500, y: 450 }, effects: [instigator] })).legal).toBe(false);
    expect(moved(withShip([at(585.9)], { squadron: 'x', to: { x: 500, y: 450 }, effects: [instigator] })).legal).toBe(true);
    // Admiral Chiraneau moves it anyway, at speed 2 (the Wiki clarification).
    expect(moved(withShip([at(602.5)], { squadron: 'x', to: { x: 500, y: 450 }, effects: [instigator, 'admiral-chiraneau'] }))).toMatchObject({ legal: true, speed: 2 });
  });

  test('Squall may not end within distance 1 of the Instigator; the plan leaves out a closest end there', () => {
    const x = sq('x', 'X-wing Squadron', 'rebels', 500, 450, ['bomber', 'escort']);
    const end = moved(withShip([x], { squadron: 'x', to: { x: 610, y: 450 }, effects: ['squall', instigator] }));
    expect(end.violations.map((v) => v.rule)).toEqual(['armada.effects.squall']);
    const r = reachOf(withShip([x], { squadron: 'x', effects: ['squall', instigator] }));
    expect(r.targets.map((t) => t.id)).toEqual([]);
    for (const p of r.endPoints) expect(moved(withShip([x], { squadron: 'x', to: p, effects: ['squall', instigator] })).legal).toBe(true);
  });

  test('Ketsu Onyo at distance 1: an X-wing\'s speed 3 - 2 = 1 (76.5 mm), then Vector +1 = 2; a B-wing\'s 2 - 2 stops at 1', () => {
    const ketsu = sq('ketsu', 'Scurrg', 'empire', 560, 450, ['bomber', 'grit', 'rogue']);
    const use = { effect: 'ketsu-onyo', source: 'ketsu' };
    const heavyFriend = (x: Squadron) => [x, ketsu];
    // Ketsu engages the X-wing too: give the X-wing grit so it may move (one engaging squadron).
    const xg = sq('x', 'X-wing Squadron', 'rebels', 500, 450, ['grit']);
    expect(moved(doc(heavyFriend(xg), { squadron: 'x', to: { x: 423.5, y: 450 }, effects: [use] }))).toMatchObject({ legal: true, speed: 1, reach: 76.5, effectsUsed: ['ketsu-onyo'] });
    expect(moved(doc(heavyFriend(xg), { squadron: 'x', to: { x: 423.5, y: 450 }, effects: [use, 'vector'] }))).toMatchObject({ speed: 2, reach: 124.5 });
    expect(moved(doc(heavyFriend(sq('x', 'B-wing Squadron', 'rebels', 500, 450, ['grit'])), { squadron: 'x', to: { x: 500, y: 450 }, effects: [use] }))).toMatchObject({ speed: 1 });
    // Beyond distance 1 of her: no change.
    expect(moved(doc([xg, sq('ketsu', 'Scurrg', 'empire', 700, 450)], { squadron: 'x', to: { x: 500, y: 450 }, effects: [use] }))).toMatchObject({ speed: 3, effectsUsed: [] });
  });

  test('bad input: no source, a source of the wrong kind, a friendly source, a source for an effect without one', () => {
    const x = sq('x', 'X-wing Squadron', 'rebels', 500, 450);
    const r = resolve({ game: 'armada', ships: [raider, { ...raider, id: 'friend', owner: 'rebels', pose: { x: 300, y: 300, heading: 0 } }], squadrons: [x], squadronMove: { squadron: 'x', to: { x: 500, y: 450 }, effects: ['instigator', { effect: 'ketsu-onyo', source: 'instigator-ship' }, { effect: 'instigator', source: 'friend' }, { effect: 'vector', source: 'instigator-ship' }] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.path, i.rule])).toEqual([
      ['squadronMove.effects[0]', 'armada.effects.condition'],
      ['squadronMove.effects[1].source', 'armada.effects.condition'],
      ['squadronMove.effects[2].source', 'armada.effects.condition'],
      ['squadronMove.effects[3].source', 'armada.effects.condition'],
    ]);
  });
});
