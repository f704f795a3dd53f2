// Using shipmove as a library: run with `node examples/library.mjs` after `npm ci`.
import { formatIssue, plan, resolve } from 'shipmove';

// X-Wing 2.5: Wedge flies a 3-straight into a TIE and partially executes.
const bump = resolve({
  game: 'xwing',
  rules: '2.5',
  ships: [
    { id: 'wedge', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 400, y: 150, heading: 0 } },
    { id: 'backstabber', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 412, y: 338, heading: 200 } },
  ],
  maneuver: { ship: 'wedge', dial: '3FW' },
});
if (bump.ok) {
  const { fully, pose, touching, bumpEffect } = bump.value;
  console.log(`x-wing: fully=${fully} touching=${touching} effect=${bumpEffect} y=${pose.y.toFixed(2)}`);
}

// Armada: every legal course of a CR90 at its current table position.
const courses = plan({
  game: 'armada',
  ships: [{ id: 'cr90', type: 'CR90 Corvette A', owner: 'rebels', pose: { x: 900, y: 300, heading: 0 }, speed: 2 }],
});
if (courses.ok) console.log(`armada: ${courses.value.courses.length} courses for cr90`);

// TI4: a bad scenario is data, not an exception.
const rejected = resolve({ game: 'ti4', map: '26 39 40', players: [{ id: 'red', faction: 'creus' }] });
if (!rejected.ok) for (const problem of rejected.issues) console.log(`ti4: ${formatIssue(problem)}`);
