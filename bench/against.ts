/**
 * Planning against the opponent (docs/against.md): the plan of one ship with every option played
 * against every option of the enemy ships (their repositions after each maneuver included), beside
 * the same plan with the enemy's maneuvers only, and that beside the answer made of the public
 * operations a client without `against` would call (resolve the planned option, resolve each enemy
 * maneuver on the table after it, measure both ways), measured in the same run. Targets: 20 ms for the duel, 100 ms
 * against three enemies, 100 ms for the crowded Armada table with one named enemy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measure, plan, resolve } from '../src/engines.ts';
import type { BenchRow, BenchSuite } from './harness.ts';
import { medians, row } from './harness.ts';

type Doc = Record<string, any>;
const examples = join(import.meta.dirname, '..', 'examples');
const load = (path: string): Doc => JSON.parse(readFileSync(join(examples, path), 'utf8'));

const withPose = (doc: Doc, id: string, pose: unknown): Doc => ({ ...doc, ships: doc.ships.map((s: Doc) => (s.id === id ? { ...s, pose } : s)) });

/** The duel answered with resolve and measure only: every combination from scratch. */
function viaOperations(doc: Doc, planned: string, enemy: string, enemyDial: readonly string[], plannedDial: readonly string[]): number {
  let shot = 0;
  for (const mine of plannedDial) {
    const first = resolve({ ...doc, maneuver: { ship: planned, dial: mine } });
    if (!first.ok) continue;
    const after = withPose(doc, planned, (first.value as { pose: unknown }).pose);
    for (const theirs of enemyDial) {
      const second = resolve({ ...after, maneuver: { ship: enemy, dial: theirs } });
      if (!second.ok) continue;
      const { maneuver: _m, ...table } = withPose(after, enemy, (second.value as { pose: unknown }).pose);
      const into = measure(table, enemy, planned);
      const back = measure(table, planned, enemy);
      if (into.ok && back.ok && into.value.arcs.length + back.value.arcs.length > 0) shot++;
    }
  }
  return shot;
}

export const suite: BenchSuite = async () => {
  const duel = load('xwing/plan-against-duel.json');
  // Luke at initiative 2 moves first: each TIE option meets his final base.
  const lowFirst = { ...duel, ships: duel.ships.map((s: Doc) => (s.id === 'luke' ? { ...s, initiative: 2 } : s)) };
  const three = {
    ...lowFirst,
    ships: [
      ...lowFirst.ships,
      { id: 'mauler', type: 'TIE/ln Fighter', owner: 'empire', initiative: 3, pose: { x: 620, y: 540, heading: 200 } },
      { id: 'backstabber', type: 'TIE/ln Fighter', owner: 'empire', initiative: 4, pose: { x: 300, y: 600, heading: 160 } },
    ],
  };
  const crowded = load('armada/plan-crowded-table.json');
  const againstGlad = { against: { ships: ['glad'] } };
  const xPlan = plan(lowFirst);
  const tiePlan = plan({ ...lowFirst, maneuver: { ship: 'howl', dial: '1TW' } });
  if (!xPlan.ok || !tiePlan.ok) throw new Error('bench scenarios do not plan');
  const lukeDials = (xPlan.value as { readonly maneuvers: readonly { readonly dial: string; readonly placement: string | null }[] }).maneuvers.filter((m) => m.placement === null).map((m) => m.dial);
  const tieDials = (tiePlan.value as { readonly maneuvers: readonly { readonly dial: string; readonly placement: string | null }[] }).maneuvers.filter((m) => m.placement === null).map((m) => m.dial);
  const times = await medians({
    duel: () => plan(lowFirst, { against: 'all' }),
    maneuversOnly: () => plan(lowFirst, { against: { repositions: false } }),
    three: () => plan(three, { against: 'all' }),
    threeManeuversOnly: () => plan(three, { against: { repositions: false } }),
    armada: () => plan(crowded, againstGlad),
  });
  // How many combinations were played: over every option of the planned ship, each enemy's options (maneuvers and repositions).
  const played = (doc: Doc, spec: unknown): { combinations: number; repositions: number } => {
    const r = plan(doc, { against: spec });
    if (!r.ok) throw new Error('bench scenario does not plan against');
    const options = [...(r.value as Doc).maneuvers, ...(r.value as Doc).actions] as Doc[];
    const enemies = options.flatMap((o) => o.against.enemies as Doc[]);
    return { combinations: enemies.reduce((n, e) => n + e.combinations, 0), repositions: enemies.reduce((n, e) => n + e.repositions, 0) };
  };
  const duelPlayed = played(lowFirst, 'all');
  const threePlayed = played(three, 'all');
  const naive = await medians({ naive: () => viaOperations(lowFirst, 'luke', 'howl', tieDials, lukeDials) }, { time: 200, iterations: 3 });
  const ms = (ns: number) => Math.round((ns / 1e6) * 1000) / 1000;
  const rows: BenchRow[] = [
    row('xwing plan against every enemy option (T-65 vs TIE/ln, 2.5)', times.duel!, 'maneuvers only (repositions: false)', times.maneuversOnly!, null, { target_ms: 20, median_ms: ms(times.duel!), combinations: duelPlayed.combinations, repositions: duelPlayed.repositions }),
    row('xwing plan against every enemy maneuver, resolve + measure per combination (T-65 vs TIE/ln, 2.5)', times.maneuversOnly!, 'resolve + measure per combination', naive.naive!, null, { median_ms: ms(times.maneuversOnly!), combinations: lukeDials.length * tieDials.length }),
    row('xwing plan against every enemy option, one ship against three enemies', times.three!, 'maneuvers only (repositions: false)', times.threeManeuversOnly!, null, { target_ms: 100, median_ms: ms(times.three!), combinations: threePlayed.combinations, repositions: threePlayed.repositions }),
    row('armada plan against the next enemy activation (crowded table, one named enemy)', times.armada!, null, null, null, { target_ms: 100, median_ms: ms(times.armada!) }),
  ];
  return rows;
};
