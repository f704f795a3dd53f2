/**
 * The limits table (CONVENTIONS section 7, src/schema/limits.ts): its numbers at the boundary,
 * the parser's depth scan, the issue cap, quoting, the plan cut, and the table kept in step with
 * docs/limits.md and the constants other modules use.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { capIssues, MAX_ISSUES } from '../src/core/issue.ts';
import type { Issue } from '../src/core/issue.ts';
import { textDepthBreach, valueBreach } from '../src/core/json-depth.ts';
import { DEFAULT_PLAN_LIMIT, limitPlan } from '../src/core/plan-limit.ts';
import { quote, QUOTE_MAX } from '../src/core/quote.ts';
import { MAX_SUGGEST_LENGTH, NameIndex } from '../src/core/suggest.ts';
import { plan, validate } from '../src/engines.ts';
import { jsonSchema, parseJson, parseScenario } from '../src/schema/index.ts';
import { LIMITS, MAX_INPUT_BYTES } from '../src/schema/limits.ts';

const xwing = (patch: Record<string, unknown> = {}) => ({
  game: 'xwing',
  ships: [{ id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 300, y: 150, heading: 0 } }],
  maneuver: { ship: 'luke', dial: '2NB' },
  ...patch,
});

function rules(result: { ok: boolean; issues?: readonly Issue[] }): string[] {
  return result.ok ? [] : (result.issues ?? []).map((i) => i.rule);
}

describe('the table', () => {
  test('each limit is at or above the minimum CONVENTIONS section 7 asks for', () => {
    expect(LIMITS.inputSize.max).toBeGreaterThanOrEqual(1024 * 1024);
    expect(LIMITS.depth.max).toBeGreaterThanOrEqual(32);
    expect(LIMITS.string.max).toBeGreaterThanOrEqual(100);
    expect(LIMITS.coordinate.max).toBeGreaterThanOrEqual(100_000);
    expect(LIMITS.armadaShips.max).toBeGreaterThanOrEqual(40);
    expect(LIMITS.armadaSquadrons.max).toBeGreaterThanOrEqual(120);
    expect(LIMITS.armadaObstacles.max).toBeGreaterThanOrEqual(20);
    expect(LIMITS.xwingShips.max).toBeGreaterThanOrEqual(60);
    expect(LIMITS.xwingObstacles.max).toBeGreaterThanOrEqual(20);
    expect(LIMITS.vertices.max).toBeGreaterThanOrEqual(64);
    expect(LIMITS.mapRings.max).toBeGreaterThanOrEqual(6);
    expect(LIMITS.ti4Players.max).toBeGreaterThanOrEqual(8);
    expect(LIMITS.ti4Units.max).toBeGreaterThanOrEqual(1000);
    expect(LIMITS.ti4Moves.max).toBeGreaterThanOrEqual(100);
    expect(LIMITS.issues.max).toBe(50);
  });

  test('every message states its number, and the constants elsewhere agree with the table', () => {
    for (const limit of Object.values(LIMITS)) {
      if (limit.rule === 'limits.plan') continue;
      const shown = limit.max === MAX_INPUT_BYTES ? '1,048,576' : limit.max.toLocaleString('en-US');
      expect(limit.says, limit.rule).toContain(shown);
    }
    expect(MAX_ISSUES).toBe(LIMITS.issues.max);
    expect(QUOTE_MAX).toBe(LIMITS.received.max);
    expect(DEFAULT_PLAN_LIMIT).toBe(LIMITS.planOptions.max);
    expect(MAX_SUGGEST_LENGTH).toBe(LIMITS.string.max);
  });

  test('docs/limits.md names every rule and number', () => {
    const docs = readFileSync(new URL('../docs/limits.md', import.meta.url), 'utf8');
    for (const limit of Object.values(LIMITS)) {
      expect(docs, limit.rule).toContain(limit.rule);
      expect(docs, limit.rule).toContain(limit.max.toLocaleString('en-US'));
    }
  });

  test('the JSON Schemas carry the numbers and the table', () => {
    const schema = JSON.stringify(jsonSchema('armada'));
    expect(schema).toContain(`"maxItems":${LIMITS.armadaSquadrons.max}`);
    expect(schema).toContain(`"maxLength":${LIMITS.string.max}`);
    expect(schema).toContain(`"maximum":${LIMITS.coordinate.max}`);
    expect(jsonSchema('ti4')['x-limits']).toMatchObject({ depth: { rule: 'limits.depth', max: LIMITS.depth.max } });
  });
});

describe('at the boundary', () => {
  test('strings: the limit is accepted, one more is refused at its path', () => {
    const at = 'x'.repeat(LIMITS.string.max);
    expect(rules(parseScenario(xwing({ ships: [{ id: at, type: 'T-65 X-wing', pose: { x: 1, y: 1, heading: 0 } }], maneuver: undefined })))).toEqual([]);
    const over = parseScenario(xwing({ ships: [{ id: `${at}x`, type: 'T-65 X-wing', pose: { x: 1, y: 1, heading: 0 } }], maneuver: undefined }));
    expect(over).toMatchObject({ ok: false, issues: [{ path: 'ships[0].id', rule: 'limits.string' }] });
  });

  test('coordinates: +-100,000 accepted, beyond refused, on every coordinate field', () => {
    const max = LIMITS.coordinate.max;
    expect(rules(parseScenario(xwing({ ships: [{ id: 'a', type: 'T-65 X-wing', pose: { x: -max, y: max, heading: 0 } }], maneuver: undefined })))).toEqual([]);
    for (const bad of [max + 0.001, -max - 0.001, 1e308, -1e308]) {
      const result = parseScenario(xwing({ ships: [{ id: 'a', type: 'T-65 X-wing', pose: { x: 0, y: bad, heading: 0 } }] }));
      expect(result).toMatchObject({ ok: false, issues: [{ path: 'ships[0].pose.y', rule: 'limits.coordinate' }] });
    }
    expect(parseScenario(xwing({ ships: [{ id: 'a', type: 'T-65 X-wing', pose: { x: Infinity, y: 0, heading: 0 } }] })).ok).toBe(false);
  });

  test('polygon points: the limit is accepted, one more is refused', () => {
    const ring = (n: number) => Array.from({ length: n }, (_, i) => [100 + 50 * Math.cos((2 * Math.PI * i) / n), 100 + 50 * Math.sin((2 * Math.PI * i) / n)]);
    expect(rules(parseScenario(xwing({ obstacles: [{ id: 'o', type: 'asteroid', polygon: ring(LIMITS.vertices.max) }] })))).toEqual([]);
    expect(parseScenario(xwing({ obstacles: [{ id: 'o', type: 'asteroid', polygon: ring(LIMITS.vertices.max + 1) }] }))).toMatchObject({
      ok: false,
      issues: [{ path: 'obstacles[0].polygon', rule: 'limits.vertices' }],
    });
  });

  test('JSON depth: the limit is accepted, one more level is refused before parsing', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(parseJson(nested(LIMITS.depth.max)).ok).toBe(true);
    expect(parseJson(nested(LIMITS.depth.max + 1))).toMatchObject({ ok: false, issues: [{ path: '', rule: 'limits.depth' }] });
    expect(parseJson(nested(100_000))).toMatchObject({ ok: false, issues: [{ rule: 'limits.depth' }] });
  });

  test('JSON size: more than 1 MiB of text is refused', () => {
    expect(parseJson(`"${'a'.repeat(MAX_INPUT_BYTES)}"`)).toMatchObject({ ok: false, issues: [{ rule: 'limits.size' }] });
  });
});

describe('the depth scan', () => {
  test('brackets inside strings and escaped quotes do not count', () => {
    expect(textDepthBreach('{"a":"[[[[\\"[[{{"}', 1)).toBe(-1);
    expect(textDepthBreach('{"a":[1]}', 1)).toBe(5);
  });

  test('agrees with the depth of parsed JSON (fast-check)', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'medium' }), fc.integer({ min: 1, max: 6 }), (text, max) => {
        const value = JSON.parse(text) as unknown;
        const deep = valueBreach(value, max, 1e6);
        expect(textDepthBreach(text, max) >= 0).toBe(deep !== null && deep.kind === 'depth');
      }),
    );
  });

  test('a cyclic library value is refused, not walked forever', () => {
    const cyclic: Record<string, unknown> = { game: 'xwing' };
    cyclic['self'] = cyclic;
    expect(rules(validate(cyclic))).toEqual(['limits.depth']);
  });
});

describe('bounded errors', () => {
  test('at most 50 issues, the last saying how many more', () => {
    const many: Issue[] = Array.from({ length: 120 }, (_, i) => ({ path: `a[${i}]`, rule: 'schema', message: 'bad' }));
    const capped = capIssues(many);
    expect(capped).toHaveLength(MAX_ISSUES);
    expect(capped[MAX_ISSUES - 1]).toMatchObject({ path: '', rule: 'limits.issues' });
    expect(capped[MAX_ISSUES - 1]!.message).toContain('71 more issues');
    expect(capIssues(many.slice(0, 50))).toHaveLength(50);
  });

  test('received values are quoted with at most about 100 characters', () => {
    expect(quote('x'.repeat(10_000)).length).toBeLessThanOrEqual(QUOTE_MAX);
    expect(quote('abc')).toBe('"abc"');
    expect(quote([1, 2, 3])).toBe('an array of 3 items');
    expect(capIssues([{ path: '', rule: 'schema', message: 'm', received: 'y'.repeat(5000) }])[0]!.received!.length).toBeLessThanOrEqual(QUOTE_MAX);
  });

  test('names longer than the string limit get no suggestion and cost nothing', () => {
    const index = new NameIndex([['T-65 X-wing', 1]]);
    expect(index.suggest(`T-65 X-wing${'!'.repeat(MAX_SUGGEST_LENGTH)}`)).toEqual([]);
    expect(index.unknownMessage('ship type', 'y'.repeat(1_000_000)).length).toBeLessThan(200);
  });
});

describe('plan limit', () => {
  test('a plan cut to n options says so; an uncut plan has no `cut`', () => {
    const full = plan(xwing());
    expect(full.ok).toBe(true);
    if (!full.ok) return;
    expect(full.value).not.toHaveProperty('cut');
    const cut = plan(xwing(), { limit: 4 });
    expect(cut).toMatchObject({ ok: true, value: { cut: { limit: 4 } } });
    if (!cut.ok) return;
    const value = cut.value as unknown as { maneuvers: unknown[]; actions: unknown[]; cut: { total: number; omitted: number } };
    expect(value.maneuvers.length + value.actions.length).toBe(4);
    expect(value.cut.total - value.cut.omitted).toBe(4);
  });

  test('a limit that is not a positive integer is refused', () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(rules(plan(xwing(), { limit }))).toEqual(['limits.plan']);
  });

  test('TI4 reach plans count (system, unit) pairs', () => {
    const reach = { game: 'ti4', reach: { '26': ['a', 'b'], '27': ['c'] }, gravityDrive: {}, trace: [] };
    expect(limitPlan(reach, 2)).toMatchObject({ reach: { '26': ['a', 'b'] }, cut: { limit: 2, total: 3, omitted: 1 } });
  });
});
