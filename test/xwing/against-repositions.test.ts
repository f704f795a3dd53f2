/**
 * Planning against the opponent with the enemy's repositions (xwing.range.against.options,
 * xwing.move.follow-up): after each maneuver the enemy may boost or barrel roll as its action bar
 * allows, and each such reposition is one more enemy option in the shares. Worked examples known
 * by hand, and each reposition cell against an oracle made of plain resolves (the maneuver with
 * its `followUp`) and measures.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import '../fast-check-seed.ts';
import { measure, plan, resolve } from '../../src/engines.ts';
import type { EnemySummary, Encounter, XwingPlanAgainst } from '../../src/xwing/against.ts';
import type { ManeuverOutcome } from '../../src/xwing/outcome.ts';

type Doc = Record<string, any>;

/** Luke (initiative 1) moves first; a TIE/ln whose action bar is a boost faces him `gap` mm away. */
function facing(gap: number, tie: Doc = {}): Doc {
  return {
    game: 'xwing',
    rules: '2.5',
    firstPlayer: 'rebels',
    ships: [
      { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', initiative: 1, pose: { x: 457.2, y: 200, heading: 0 } },
      { id: 'howl', type: 'TIE/ln Fighter', owner: 'empire', initiative: 4, actions: ['boost'], pose: { x: 457.2, y: 200 + gap, heading: 180 }, ...tie },
    ],
    maneuver: { ship: 'luke', dial: '1FB' },
  };
}

function against(doc: Doc, spec: unknown = 'all'): XwingPlanAgainst {
  const result = plan(doc, { against: spec, detail: 'full' });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value as XwingPlanAgainst;
}

function enemyAfter(doc: Doc, dial: string, spec: unknown = 'all'): EnemySummary {
  const option = against(doc, spec).maneuvers.find((m) => m.dial === dial && m.placement === null);
  const e = option?.against?.enemies[0];
  if (e === undefined) throw new Error(`no ${dial}`);
  return e;
}

const names = (cells: readonly Encounter[]): string[] => cells.map((c) => c.option);

describe('X-Wing plan against the enemy\'s repositions', () => {
  test('an enemy whose only shots come from a boost after its maneuver', () => {
    // 680 mm apart: no TIE maneuver ends within range 3 of Luke's 1-straight, but a 4- or
    // 5-straight followed by a forward boost (the 1-straight template and the base, 80 mm) does.
    const without = enemyAfter(facing(680), '1FB', { repositions: false });
    expect([without.combinations, without.repositions, without.shotBy]).toEqual([16, 0, 0]);
    const e = enemyAfter(facing(680), '1FB');
    // 16 maneuvers, 14 of them not red, each followed by a boost left, forward or right: 42 more options.
    expect([e.combinations, e.repositions]).toEqual([58, 42]);
    const shots = e.matrix!.filter((c) => c.shotAt !== null);
    expect(names(shots)).toEqual(['4FW, then boost forward', '5FW, then boost forward']);
    expect(shots.every((c) => c.shotAt === 3)).toBe(true);
    expect(e.shotBy).toBe(Math.round((2 / 58) * 1e6) / 1e6);
    expect(e.worst).toMatchObject({ range: 3, bullseye: true });
  });

  test('after a red maneuver the enemy is stressed and cannot boost; a stressed enemy boosts only after a blue one', () => {
    const calm = enemyAfter(facing(500), '1FB').matrix!;
    // The red Koiogran turns leave it stressed (xwing.stress.red): no action after them.
    for (const red of ['3KR', '4KR']) {
      expect(names(calm)).toContain(red);
      expect(names(calm).filter((n) => n.startsWith(`${red}, then`))).toEqual([]);
    }
    expect(names(calm).filter((n) => n.startsWith('1TW, then'))).toEqual(['1TW, then boost left', '1TW, then boost forward', '1TW, then boost right']);
    // Stressed: no red maneuver at all; a white one keeps the stress (no action), a blue one
    // removes it before the Perform Action step (2BB 2FB 2NB 3FB: 4 blue maneuvers x 3 boosts).
    const stressed = enemyAfter(facing(500, { stress: 1 }), '1FB');
    expect([stressed.combinations, stressed.repositions]).toEqual([26, 12]);
    const boosted = new Set(stressed.matrix!.filter((c) => c.option.includes(', then')).map((c) => c.option.split(',')[0]));
    expect([...boosted]).toEqual(['2BB', '2FB', '2NB', '3FB']);
  });

  test('an ionized enemy performs no boost (xwing.ion)', () => {
    const e = enemyAfter(facing(500, { ion: 1 }), '1FB');
    // Ionized, every dial executes a 1-speed maneuver of its bearing: 1-bank left, 1-straight, 1-bank right; no action after.
    expect([e.combinations, e.repositions]).toEqual([3, 0]);
  });

  test('a bump skips the action: a TIE that runs into Luke\'s final base has no boost after that maneuver', () => {
    // 170 mm apart: Luke's 1-straight ends 80 mm closer (centre at 280); the TIE's 2-straight would end
    // with its centre at 250, on Luke's base (ships move over ships: only the final base bumps).
    const e = enemyAfter(facing(170), '1FB');
    expect(e.matrix!.find((c) => c.option === '2FB')!.bumps).toBe(true);
    const bumps = e.matrix!.filter((c) => c.bumps);
    expect(bumps.length).toBeGreaterThan(0);
    for (const c of bumps) {
      expect(c.option.includes(', then')).toBe(false);
      expect(names(e.matrix!).filter((n) => n.startsWith(`${c.option}, then`))).toEqual([]);
    }
  });

  test('a boost that would end on Luke\'s final base is no option; every one left out is illegal there (oracle)', () => {
    const doc = facing(250);
    const planned = against(doc);
    let missing = 0;
    for (const option of planned.maneuvers) {
      if (option.placement !== null) continue;
      const cells = new Set(names(option.against!.enemies[0]!.matrix!));
      const lukeMoved = resolve({ ...doc, maneuver: { ship: 'luke', dial: option.dial } });
      if (!lukeMoved.ok) throw new Error('luke');
      const after = { ...doc, ships: [{ ...doc.ships[0], pose: (lukeMoved.value as ManeuverOutcome).pose }, doc.ships[1]] };
      for (const dial of ['1TW', '1YW', '2TW', '2BB', '2FB', '2NB', '2YW']) {
        if (!cells.has(dial)) continue;
        for (const direction of ['left', 'forward', 'right']) {
          if (cells.has(`${dial}, then boost ${direction}`)) continue;
          missing++;
          const tie = resolve({ ...after, maneuver: { ship: 'howl', dial, followUp: [{ move: 'boost', direction }] } });
          if (!tie.ok) throw new Error(JSON.stringify(tie.issues));
          const o = tie.value as ManeuverOutcome;
          // Left out because the boost would end on Luke's base, or because the maneuver bumped (no action).
          expect(o.followUp!.legal && o.fully, `${option.dial} ${dial} boost ${direction}`).toBe(false);
        }
      }
    }
    expect(missing).toBeGreaterThan(0);
  });

  test('each reposition cell equals the maneuver and its follow-up resolved after Luke, then measured both ways (oracle)', () => {
    const doc = facing(300, { actions: ['boost', 'barrel roll'] });
    const planned = against(doc);
    const words = (label: string): Doc[] => {
      const [, then] = label.split(', then ');
      if (then === undefined) return [];
      const [move, direction, placement] = then.replace(/^(red|purple) /, '').split(' ');
      return [{ move, direction, ...(placement === undefined ? {} : { placement }) }];
    };
    const rangeFrom = (table: Doc, from: string, to: string): number | null => {
      const m = measure(table, from, to);
      if (!m.ok) throw new Error(JSON.stringify(m.issues));
      const ranges = m.value.arcs.filter((a) => a.range !== null && Number(a.range) <= 3).map((a) => Math.max(1, Number(a.range)));
      return ranges.length === 0 ? null : Math.min(...ranges);
    };
    const withPose = (d: Doc, id: string, pose: unknown): Doc => ({ ...d, ships: d.ships.map((s: Doc) => (s.id === id ? { ...s, pose } : s)) });
    fc.assert(
      fc.property(fc.nat(planned.maneuvers.length - 1), fc.nat(200), (i, j) => {
        const option = planned.maneuvers[i]!;
        if (option.placement !== null || option.use !== undefined) return;
        const cells = option.against!.enemies[0]!.matrix!;
        const withRepositions = cells.filter((c) => c.option.includes(', then'));
        if (withRepositions.length === 0) return;
        const cell = withRepositions[j % withRepositions.length]!;
        const lukeMoved = resolve({ ...doc, maneuver: { ship: 'luke', dial: option.dial } });
        if (!lukeMoved.ok) throw new Error('luke');
        const after = withPose(doc, 'luke', (lukeMoved.value as ManeuverOutcome).pose);
        const dial = cell.option.split(',')[0]!;
        const tie = resolve({ ...after, maneuver: { ship: 'howl', dial, followUp: words(cell.option) } });
        if (!tie.ok) throw new Error(JSON.stringify(tie.issues));
        const followUp = (tie.value as ManeuverOutcome).followUp!;
        expect(followUp.legal).toBe(true);
        const { maneuver: _m, ...table } = withPose(after, 'howl', followUp.pose);
        expect(cell.shotAt).toBe(rangeFrom(table, 'howl', 'luke'));
        expect(cell.canShoot).toBe(rangeFrom(table, 'luke', 'howl'));
      }),
      { numRuns: 20 },
    );
  });

  test('the enemy moving first: each of Luke\'s maneuvers and repositions meets the TIE after its maneuver and reposition (oracle)', () => {
    // The TIE (initiative 4) moves before Luke (initiative 6): its options on the table as it is, then Luke's against where it ended.
    const doc = facing(230, { actions: ['boost', 'barrel roll'] });
    doc.ships[0].initiative = 6;
    const planned = against(doc);
    const options = [...planned.maneuvers, ...planned.actions];
    const withPose = (d: Doc, id: string, pose: unknown): Doc => ({ ...d, ships: d.ships.map((s: Doc) => (s.id === id ? { ...s, pose } : s)) });
    const rangeFrom = (table: Doc, from: string, to: string): number | null => {
      const m = measure(table, from, to);
      if (!m.ok) throw new Error(JSON.stringify(m.issues));
      const ranges = m.value.arcs.filter((a) => a.range !== null && Number(a.range) <= 3).map((a) => Math.max(1, Number(a.range)));
      return ranges.length === 0 ? null : Math.min(...ranges);
    };
    fc.assert(
      fc.property(fc.nat(options.length - 1), fc.nat(400), (i, j) => {
        const option = options[i]!;
        if ('dial' in option && (option.placement !== null || option.use !== undefined)) return;
        const summary = option.against!.enemies[0]!;
        expect(summary.movesFirst).toBe('enemy');
        const cell = summary.matrix![j % summary.matrix!.length]!;
        const [dial, then] = cell.option.split(', then ');
        const steps = then === undefined ? [] : [(([move, direction, placement]) => ({ move, direction, ...(placement === undefined ? {} : { placement }) }))(then.split(' '))];
        const tie = resolve({ ...doc, maneuver: { ship: 'howl', dial, ...(steps.length > 0 ? { followUp: steps } : {}) } });
        if (!tie.ok) throw new Error(JSON.stringify(tie.issues));
        const t = tie.value as ManeuverOutcome;
        if (steps.length > 0) expect(t.followUp!.legal).toBe(true);
        const after = withPose(doc, 'howl', steps.length > 0 ? t.followUp!.pose : t.pose);
        const { maneuver: _m, ...base } = after;
        const luke = 'dial' in option
          ? resolve({ ...base, maneuver: { ship: 'luke', dial: option.dial } })
          : resolve({ ...base, action: { ship: 'luke', type: option.action, direction: option.direction, placement: option.placement, ...(option.bend === undefined ? {} : { bend: option.bend }) } });
        if (!luke.ok) throw new Error(JSON.stringify(luke.issues));
        const l = luke.value as ManeuverOutcome;
        if (l.fled || t.fled) return;
        const { maneuver: _n, ...table } = withPose(after, 'luke', l.pose);
        expect(cell.shotAt).toBe(rangeFrom(table, 'howl', 'luke'));
        expect(cell.canShoot).toBe(rangeFrom(table, 'luke', 'howl'));
        expect(cell.bumped).toBe(!l.fully && (l.touching === 'howl' || l.overlappedShips.includes('howl')));
      }),
      { numRuns: 40 },
    );
  });

  test('weights: a dial code weighs the maneuver and each reposition after it; a full name weighs that option alone (xwing.range.against.weights)', () => {
    const doc = facing(680);
    const all = enemyAfter(doc, '1FB').matrix!;
    const fives = all.filter((c) => c.option === '5FW' || c.option.startsWith('5FW, then'));
    expect(fives.length).toBe(4);
    const byDial = enemyAfter(doc, '1FB', { weights: { howl: { '5FW': 1 } } });
    expect(byDial.shotBy).toBe(Math.round((fives.filter((c) => c.shotAt !== null).length / 4) * 1e6) / 1e6);
    const one = enemyAfter(doc, '1FB', { weights: { howl: { '5FW, then boost forward': 1 } } });
    expect(one.shotBy).toBe(1);
    const plain = enemyAfter(doc, '1FB', { weights: { howl: { '5FW, then boost left': 1 } } });
    expect(plain.shotBy).toBe(0);
    const wrong = plan(doc, { against: { weights: { howl: { '5FW, then boost sideways': 1 } } } });
    expect(!wrong.ok && wrong.issues[0]).toMatchObject({ path: 'against.weights.howl.5FW, then boost sideways', rule: 'xwing.range.against.weights' });
  });

  test('repositions: false plays the maneuvers alone', () => {
    const e = enemyAfter(facing(500), '1FB', { repositions: false });
    expect([e.combinations, e.repositions]).toEqual([16, 0]);
    expect(names(e.matrix!).some((n) => n.includes(', then'))).toBe(false);
    const bad = plan(facing(500), { against: { repositions: 'yes' } });
    expect(!bad.ok && bad.issues[0]!.path.startsWith('against')).toBe(true);
  });
});
