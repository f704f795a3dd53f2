import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { splitBatch } from '../../src/server/batch.ts';

/** POST /v1/batch (docs/api.md, "Batch") in-process, and the splitting of its body. */
const examples = join(import.meta.dirname, '..', '..', 'examples');
const scenario = (path: string) => JSON.parse(readFileSync(join(examples, path), 'utf8')) as unknown;
const bank = scenario('xwing/clean-bank.json');
const illegal = scenario('ti4/illegal-movement.json');

const app = createApp({ page: null });
const batch = async (body: string, type = 'application/json') => {
  const response = await app.request('/v1/batch', { method: 'POST', body, headers: { 'content-type': type } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
};

interface Item {
  ok: boolean;
  status?: number;
  value?: unknown;
  errors?: { path: string; rule: string; message: string }[];
}

describe('splitting a batch body', () => {
  test('a JSON array splits into the texts of its elements, whatever they hold', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
    }));
    fc.assert(fc.property(fc.array(json.value, { maxLength: 8 }), fc.boolean(), (items, pretty) => {
      const text = pretty ? JSON.stringify(items, null, 2) : JSON.stringify(items);
      const split = splitBatch(text, 'application/json');
      expect(split.ok).toBe(true);
      if (!split.ok) return;
      expect(split.value.format).toBe('json');
      expect(split.value.items.map((item) => JSON.parse(item) as unknown)).toEqual(JSON.parse(text));
    }));
  });

  test('NDJSON by content type or by a body that is not an array; blank lines skipped', () => {
    const ndjson = '{"op":"plan"}\n\n  {"op":"resolve"}  \r\n';
    for (const type of ['application/x-ndjson', 'application/jsonl', undefined, 'text/plain']) {
      const split = splitBatch(ndjson, type);
      expect(split).toEqual({ ok: true, value: { format: 'ndjson', items: ['{"op":"plan"}', '{"op":"resolve"}'] } });
    }
    expect(splitBatch('[1,2]\n[3]', 'application/x-ndjson')).toEqual({ ok: true, value: { format: 'ndjson', items: ['[1,2]', '[3]'] } });
  });

  test.each(['[1,]', '[,1]', '[1 2', '[1]]', '[1] x', '{"op":"plan"}', '', '[[1]'])('%j as application/json is a 400 json', (text) => {
    const split = splitBatch(text, 'application/json');
    expect(split.ok).toBe(false);
    if (!split.ok) expect(split.issues[0]).toMatchObject({ path: '', rule: 'json' });
  });

  test('more items than the cap is limits.batch, before any item is parsed', () => {
    expect(splitBatch(`[${'1,'.repeat(10)}1]`, undefined, 10)).toMatchObject({ ok: false, issues: [{ rule: 'limits.batch' }] });
    expect(splitBatch('1\n'.repeat(11), undefined, 10)).toMatchObject({ ok: false, issues: [{ rule: 'limits.batch' }] });
    expect(splitBatch(`[${'1,'.repeat(9)}1]`, undefined, 10)).toMatchObject({ ok: true });
  });

  test('deep nesting inside an item is only counted, never recursed into', () => {
    const deep = `[${'['.repeat(200_000)}${']'.repeat(200_000)}]`;
    expect(splitBatch(deep, 'application/json')).toMatchObject({ ok: true, value: { items: [expect.any(String)] } });
  });
});

describe('POST /v1/batch', () => {
  test('a JSON array is answered by a JSON array in the same order, each ok or not', async () => {
    const items = [
      { op: 'resolve', scenario: bank },
      { op: 'plan', scenario: { game: 'chess' } },
      { op: 'render', scenario: bank, plan: true },
      { op: 'resolve', scenario: illegal },
      { op: 'measure', scenario: bank, from: 'luke', to: 'luke' },
      { op: 'fly', scenario: bank },
      { op: 'resolve', scenario: bank, extra: 1 },
      { op: 'plan' },
      'not an item',
      { op: 'plan', scenario: bank, limit: 1 },
      { op: 'plan', scenario: bank, limit: 'all' },
    ];
    const answer = await batch(JSON.stringify(items));
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/json');
    const results = JSON.parse(answer.text) as Item[];
    expect(results).toHaveLength(items.length);
    expect(results[0]).toMatchObject({ ok: true, value: { game: 'xwing', ship: 'luke' } });
    expect(results[1]).toMatchObject({ ok: false, status: 400, errors: [{ path: 'game', rule: 'schema' }] });
    expect(results[2]).toMatchObject({ ok: true });
    expect(String(results[2]!.value)).toMatch(/^<svg/);
    // A TI4 move the rules forbid was understood: ok, with legal false (section 6).
    expect(results[3]).toMatchObject({ ok: true, value: { game: 'ti4', legal: false } });
    // A ship measured against itself: the measure operation's own refusal.
    expect(results[4]).toMatchObject({ ok: false, status: 400, errors: [{ path: 'to', rule: 'reference' }] });
    expect(results[5]).toMatchObject({ ok: false, status: 400, errors: [{ path: 'op', rule: 'batch.op' }] });
    expect(results[6]).toMatchObject({ ok: false, status: 400, errors: [{ path: 'extra', rule: 'batch.item' }] });
    expect(results[7]).toMatchObject({ ok: false, status: 400, errors: [{ path: 'scenario', rule: 'batch.item' }] });
    expect(results[8]).toMatchObject({ ok: false, status: 400, errors: [{ rule: 'batch.item' }] });
    expect(results[9]).toMatchObject({ ok: true, value: { maneuvers: [expect.anything()], cut: { limit: 1 } } });
    expect(results[10]).toMatchObject({ ok: false, status: 400, errors: [{ path: 'limit', rule: 'batch.item' }] });
  });

  test('each item answers what the single route answers', async () => {
    const single = await app.request('/v1/plan', { method: 'POST', body: JSON.stringify(bank) });
    const answer = await batch(JSON.stringify([{ op: 'plan', scenario: bank }]));
    expect((JSON.parse(answer.text) as Item[])[0]!.value).toEqual(await single.json());
  });

  test('NDJSON is answered line by line as NDJSON; a malformed line is that item\'s error', async () => {
    const body = [JSON.stringify({ op: 'resolve', scenario: bank }), '{broken', '', JSON.stringify({ op: 'validate', scenario: bank })].join('\n');
    const answer = await batch(body, 'application/x-ndjson');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/x-ndjson');
    const lines = answer.text.trimEnd().split('\n').map((line) => JSON.parse(line) as Item);
    expect(lines.map((line) => line.ok)).toEqual([true, false, false]);
    expect(lines[1]!.errors![0]).toMatchObject({ rule: 'json' });
    expect(lines[2]!.errors![0]).toMatchObject({ rule: 'batch.op' });
  });

  test('an empty batch answers an empty array', async () => {
    expect(JSON.parse((await batch('[]')).text)).toEqual([]);
  });

  test('a body that is not a batch, or too many items, is a 400 for the whole batch', async () => {
    const notArray = await batch('{"op":"plan"', 'application/json');
    expect(notArray.status).toBe(400);
    expect(JSON.parse(notArray.text)).toMatchObject({ errors: [{ rule: 'json' }] });
    const small = createApp({ page: null, maxBatchItems: 3 });
    const tooMany = await small.request('/v1/batch', { method: 'POST', body: JSON.stringify([1, 2, 3, 4]) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ errors: [{ rule: 'limits.batch' }] });
  });

  test('items the runner could not finish answer 503 with the deadline or busy rule', async () => {
    let calls = 0;
    const runner = {
      concurrency: 2,
      run: () => {
        calls += 1;
        return Promise.resolve(calls % 2 === 1 ? { kind: 'deadline' as const } : { kind: 'busy' as const });
      },
      close: () => Promise.resolve(),
    };
    const limited = createApp({ page: null, runner });
    const response = await limited.request('/v1/batch', { method: 'POST', body: JSON.stringify([{}, {}, {}]) });
    const results = (await response.json()) as Item[];
    expect(results.map((item) => [item.status, item.errors?.[0]?.rule])).toEqual([[503, 'limits.deadline'], [503, 'limits.busy'], [503, 'limits.deadline']]);
  });

  test('GET /v1/batch is a 405', async () => {
    expect((await app.request('/v1/batch')).status).toBe(405);
  });
});
