import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compactPlan, plan } from '../src/index.ts';
import type { CompactArmadaPlan, CompactXwingPlan, Plan } from '../src/index.ts';
import { rowObjects } from '../src/core/compact.ts';
import { runCommand } from '../src/cli/commands.ts';
import { createApp } from '../src/server/app.ts';

/** Compact plans (CONVENTIONS section 10, docs/api.md "Compact plans"). */
const examples = join(import.meta.dirname, '..', 'examples');
const read = (file: string): unknown => JSON.parse(readFileSync(join(examples, file), 'utf8'));
const fullPlan = (file: string): Plan => {
  const planned = plan(read(file));
  if (!planned.ok) throw new Error(JSON.stringify(planned.issues));
  return planned.value;
};
const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');
const r2 = (n: number): number => Math.round(n * 100) / 100 || 0;

describe('compact plan sizes (minified JSON, deterministic)', () => {
  test('the crowded Armada plan is at most 96 KB (459 KB in full)', () => {
    const full = fullPlan('armada/plan-crowded-table.json');
    expect(bytes(full)).toBeGreaterThan(400_000);
    expect(bytes(compactPlan(full))).toBeLessThanOrEqual(96 * 1024);
  });
  test('the Engine Techs plan is at most 256 KB (3.5 MB in full)', () => {
    const full = fullPlan('armada/engine-techs-extra-maneuver.json');
    expect(bytes(full)).toBeGreaterThan(3_000_000);
    expect(bytes(compactPlan(full))).toBeLessThanOrEqual(256 * 1024);
  });
});

describe('the compact Armada plan keeps every choosing field', () => {
  test('worked example: clean-yawed-course, first course', () => {
    const compact = compactPlan(fullPlan('armada/clean-yawed-course.json')) as CompactArmadaPlan;
    expect(compact.detail).toBe('compact');
    expect(compact.names.slice(0, 3)).toEqual(['cr90', 'left', 'right']);
    const first = rowObjects(compact.columns, compact.courses)[0]!;
    // speed 1, one click left, tool on the left side, 2 below the dial (3); ends at (400.82, 392.87) heading 315.
    expect(first).toMatchObject({ speed: 1, yaw: [-2], side: 1, dialChange: -2, x: 400.82, y: 392.87, heading: 315, executedSpeed: 1, speedDial: 1, destroyed: 0 });
    expect(compact.illegal[0]).toMatchObject({ speed: 0, rule: 'armada.course.navigate' });
  });

  test('every Armada ship plan example: rows match the full plan option by option', () => {
    for (const file of readdirSync(join(examples, 'armada'))) {
      const full = fullPlan(`armada/${file}`);
      if (full.game !== 'armada' || full.kind !== undefined) continue;
      const compact = compactPlan(full) as CompactArmadaPlan;
      expect(compact.courses.length, file).toBe(full.courses.length);
      const rows = rowObjects(compact.columns, compact.courses);
      full.courses.forEach((course, i) => {
        const row = rows[i]!;
        const o = course.outcome;
        expect(row['speed']).toBe(course.speed);
        expect(compact.names[row['side'] as number]).toBe(course.side);
        expect([row['x'], row['y'], row['heading']]).toEqual([r2(o.pose.x), r2(o.pose.y), r2(o.pose.heading)]);
        expect(row['executedSpeed']).toBe(o.executedSpeed);
        expect((row['overlappedShips'] as number[]).map((k) => compact.names[k])).toEqual(o.overlappedShips);
        expect((row['damage'] as number[][]).map(([s, cards]) => [compact.names[s!], cards])).toEqual(o.damage.map((d) => [d.ship, d.cards]));
        if (o.exposure !== undefined) {
          expect((row['exposure'] as number[][]).map(([s, z, r]) => [compact.names[s!], compact.names[z!], compact.names[r!]])).toEqual(o.exposure.map((t) => [t.ship, t.arc, t.range]));
          expect((row['targets'] as unknown[]).length).toBe(o.targets!.length);
          expect((row['squadronTargets'] as unknown[]).length).toBe(o.squadronTargets!.length);
        }
        expect(((row['followUps'] as unknown[] | null) ?? []).length).toBe(course.followUps?.length ?? 0);
      });
      expect(compact.ranking.map(([i]) => `courses[${i}]`)).toEqual(full.ranking.map((s) => s.option));
    }
  });
});

describe('the compact X-Wing plan keeps every choosing field', () => {
  test('worked example: clean-bank, 1BB and the barrel roll refused while stressed', () => {
    const compact = compactPlan(fullPlan('xwing/clean-bank.json')) as CompactXwingPlan;
    const first = rowObjects(compact.maneuverColumns, compact.maneuvers)[0]!;
    expect(compact.names[first['dial'] as number]).toBe('1BB');
    expect(first).toMatchObject({ fully: 1, x: 262.43, y: 240.71, heading: 315, touching: null, bumpEffect: null, stress: 0 });
    const roll = rowObjects(compact.actionColumns, compact.actions)[0]!;
    expect(roll).toMatchObject({ legal: 0, performed: 0, x: 300, y: 150, heading: 0, stress: 1 });
    expect((roll['violations'] as number[]).map((k) => compact.names[k])).toEqual(['xwing.stress.red']);
  });

  test('every X-Wing example: one row per option, the poses and flags of the full plan', () => {
    for (const file of readdirSync(join(examples, 'xwing'))) {
      const full = fullPlan(`xwing/${file}`);
      if (full.game !== 'xwing') continue;
      const compact = compactPlan(full) as CompactXwingPlan;
      const maneuvers = rowObjects(compact.maneuverColumns, compact.maneuvers);
      expect(maneuvers.length, file).toBe(full.maneuvers.length);
      full.maneuvers.forEach((m, i) => {
        const row = maneuvers[i]!;
        expect(compact.names[row['dial'] as number]).toBe(m.dial);
        expect([row['x'], row['y'], row['heading'], row['fully'], row['stress']]).toEqual([r2(m.outcome.pose.x), r2(m.outcome.pose.y), r2(m.outcome.pose.heading), m.outcome.fully ? 1 : 0, m.outcome.stress]);
        expect(row['bumpEffect'] === null ? null : compact.names[row['bumpEffect'] as number]).toBe(m.outcome.bumpEffect);
      });
      const actions = rowObjects(compact.actionColumns, compact.actions);
      expect(actions.map((a) => a['legal'])).toEqual(full.actions.map((a) => (a.legal ? 1 : 0)));
      expect(actions.every((a) => (a['legal'] === 1) === ((a['violations'] as unknown[]).length === 0)), file).toBe(true);
    }
  });
});

describe('the answers are compact unless detail is full', () => {
  const text = readFileSync(join(examples, 'armada', 'plan-crowded-table.json'), 'utf8');
  const full = fullPlan('armada/plan-crowded-table.json');
  test('CLI plan --json: compact; --detail full: the plan as the library gives it', () => {
    const compact = JSON.parse(runCommand({ kind: 'command', command: 'plan', text, json: true }).output!) as CompactArmadaPlan;
    expect(compact).toEqual(JSON.parse(JSON.stringify(compactPlan(full))));
    const asIs = JSON.parse(runCommand({ kind: 'command', command: 'plan', text, json: true, detail: 'full' }).output!) as unknown;
    expect(asIs).toEqual(JSON.parse(JSON.stringify(full)));
  });
  test('POST /v1/plan and ?detail=full', async () => {
    const app = createApp({ page: new Map() });
    const post = (path: string) => app.request(path, { method: 'POST', body: text, headers: { 'content-type': 'application/json' } });
    expect(await (await post('/v1/plan')).json()).toEqual(JSON.parse(JSON.stringify(compactPlan(full))));
    expect(await (await post('/v1/plan?detail=full')).json()).toEqual(JSON.parse(JSON.stringify(full)));
  });
});
