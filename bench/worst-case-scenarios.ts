/**
 * The largest scenarios the input limits allow (src/schema/limits.ts), built to be expensive:
 * every piece the limits permit, as many as possible on the mover's path, every polygon a star
 * with the most points allowed (each point a reflex/convex alternation, the worst case for
 * decomposition), every squadron where the ship lands, TI4 maps with every ring and every unit.
 * Used by the `worst case inside limits` benchmarks and by the adversarial tests.
 */
import { LIMITS, slotsWithin } from '../src/schema/limits.ts';

type Json = Record<string, unknown>;

/** A star polygon with `points` vertices alternating between two radii, counter-clockwise. */
export function star(cx: number, cy: number, outer: number, inner: number, points: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (2 * Math.PI * i) / points;
    out.push([round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a))]);
  }
  return out;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A grid of `count` points, `columns` wide, from (x0, y0) with the given spacing. */
function grid(count: number, columns: number, x0: number, y0: number, dx: number, dy: number): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < count; i++) out.push({ x: round(x0 + (i % columns) * dx), y: round(y0 + Math.floor(i / columns) * dy) });
  return out;
}

/**
 * Armada: the mover at the bottom centre facing up at its top speed; every squadron over its path
 * (so each course lands on as many as its footprint holds); every obstacle a
 * maximal star on the path; the other ships in two columns beside the path and across its far end.
 */
export function armadaWorst(mover: 'CR90 Corvette A' | 'Executor I-class Star Dreadnought'): Json {
  const huge = mover.startsWith('Executor');
  const width = 1828.8;
  const height = 914.4;
  const cx = width / 2;
  const startY = huge ? 200 : 80;
  const ships: Json[] = [{ id: 'mover', type: mover, owner: 'empire', pose: { x: cx, y: startY, heading: 0 }, speed: huge ? 2 : 4 }];
  const others = LIMITS.armadaShips.max - 1;
  for (let i = 0; i < others; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const k = Math.floor(i / 2);
    const column = k % 2;
    const row = Math.floor(k / 2);
    ships.push({
      id: `s${i}`,
      type: 'CR90 Corvette B',
      owner: 'rebels',
      pose: { x: round(cx + side * (330 + column * 60)), y: round(60 + (row % 8) * 100), heading: 0 },
    });
  }
  const squadronCount = LIMITS.armadaSquadrons.max;
  // Small mover: a block of squadrons side by side over the path. Huge mover: squadrons stacked
  // (bases may overlap in a scenario) in a narrow column it lands on, so all must be placed again.
  const columns = huge ? 4 : 12;
  const spacing = huge ? { dx: 25, dy: 8 } : { dx: 44, dy: 44 };
  const squadrons = grid(squadronCount, columns, cx - ((columns - 1) * spacing.dx) / 2, huge ? startY - 100 : startY + 60, spacing.dx, spacing.dy).map((position, i) => ({
    id: `q${i}`,
    type: 'X-wing Squadron',
    owner: 'rebels',
    position,
  }));
  const obstacles = Array.from({ length: LIMITS.armadaObstacles.max }, (_, i) => ({
    id: `o${i}`,
    type: 'debris-field',
    polygon: star(round(cx - 200 + (i % 8) * 57), round(startY + 120 + Math.floor(i / 8) * 150), 28, 9, LIMITS.vertices.max),
  }));
  return {
    game: 'armada',
    playArea: { width, height },
    ships,
    squadrons,
    obstacles,
    maneuver: huge ? { ship: 'mover', speed: 2, yaw: [0, 0], side: 'auto' } : { ship: 'mover', speed: 4, yaw: [0, 1, 1, 2], side: 'auto' },
  };
}

/**
 * Armada with movement effects: the CR90 worst case with the Navigate dial and token, every effect
 * that widens its speed window or yaw values, and Engine Techs (an extra maneuver after every
 * course): without the plan's work budget (`limits.plan`) this plan took 16 s.
 */
export function armadaEffectsWorst(): Json {
  const base = armadaWorst('CR90 Corvette A') as { ships: Json[]; maneuver: Json };
  const effects = ['admiral-ozzel', 'entrapment-formation', 'clone-captain-silver', 'swift-return', 'general-madine', 'take-evasive-action', 'admiral-coburn', 'moff-jerjerrod', 'harrow'];
  return {
    ...base,
    ships: base.ships.map((s) => ((s as { id: string }).id === 'mover' ? { ...(s as object), effects: ['engine-techs'] } : s)),
    maneuver: { ...(base.maneuver as object), navigate: { dial: true, token: true }, effects },
  };
}

/**
 * Armada squadron move: a TIE Fighter (speed 4, the longest reach) in the middle of the table with
 * every other squadron the limits allow packed around it in a hexagonal grid, touching (friendly
 * near it, enemy farther out, none at distance 1 so it may move), and every ship the limits allow
 * around that, all enemies: every keep-out boundary crosses the reach disc and every enemy is a
 * target of the exact closest approach.
 */
export function armadaSquadronWorst(): Json {
  const width = 1828.8;
  const height = 914.4;
  const cx = width / 2;
  const cy = height / 2;
  const squadrons: Json[] = [{ id: 'mover', type: 'TIE Fighter Squadron', owner: 'empire', position: { x: cx, y: cy } }];
  const spots: { x: number; y: number; r: number }[] = [];
  for (let row = -12; row <= 12; row++) {
    for (let col = -12; col <= 12; col++) {
      const x = cx + (col + (row % 2 === 0 ? 0 : 0.5)) * 34;
      const y = cy + row * 34 * Math.sqrt(3) / 2;
      const r = Math.hypot(x - cx, y - cy);
      if (r >= 34 + 76.5 + 1) spots.push({ x: round(x), y: round(y), r });
    }
  }
  spots.sort((a, b) => a.r - b.r);
  const count = LIMITS.armadaSquadrons.max - 1;
  spots.slice(0, count).forEach((spot, i) => {
    squadrons.push({ id: `q${i}`, type: 'X-wing Squadron', owner: i < count * 0.6 ? 'empire' : 'rebels', position: { x: spot.x, y: spot.y } });
  });
  const ships: Json[] = Array.from({ length: LIMITS.armadaShips.max }, (_, i) => {
    const angle = (i / LIMITS.armadaShips.max) * 2 * Math.PI;
    return { id: `s${i}`, type: 'CR90 Corvette B', owner: 'rebels', pose: { x: round(cx + 420 * Math.cos(angle)), y: round(cy + 300 * Math.sin(angle)), heading: round((angle * 180) / Math.PI) } };
  });
  return { game: 'armada', playArea: { width, height }, ships, squadrons, squadronMove: { squadron: 'mover', to: { x: cx + 60, y: cy } } };
}

/**
 * X-Wing: a large ship at the bottom facing up, every other ship in a block ahead of it (so
 * maneuvers end overlapping and back up over many ships), every obstacle a maximal star on the
 * templates' sweep.
 */
export function xwingWorst(): Json {
  const side = 914.4;
  const cx = side / 2;
  const ships: Json[] = [{ id: 'mover', type: 'VCX-100 Light Freighter', owner: 'rebels', pose: { x: cx, y: 60, heading: 0 } }];
  const others = LIMITS.xwingShips.max - 1;
  grid(others, 11, cx - 5 * 42, 200, 42, 42).forEach((pose, i) => {
    ships.push({ id: `s${i}`, type: 'TIE/ln Fighter', owner: i % 2 === 0 ? 'empire' : 'rebels', pose: { ...pose, heading: 180 } });
  });
  const obstacles = Array.from({ length: LIMITS.xwingObstacles.max }, (_, i) => ({
    id: `o${i}`,
    type: i % 2 === 0 ? 'asteroid' : 'debris',
    polygon: star(round(cx - 180 + (i % 8) * 52), round(110 + Math.floor(i / 8) * 60), 22, 7, LIMITS.vertices.max),
  }));
  return { game: 'xwing', rules: '2.5', ships, obstacles, maneuver: { ship: 'mover', dial: '3FW' } };
}

const SHIP_TYPES = ['carrier', 'cruiser', 'destroyer', 'dreadnought', 'war-sun', 'flagship'] as const;
const GROUND = ['fighter', 'infantry', 'mech'] as const;
const FACTIONS = ['hacan', 'sol', 'creuss', 'mentak', 'naalu', 'letnev', 'xxcha', 'yin'] as const;

/**
 * TI4: a map of every ring the limits allow (every system tile 19-91 that is not off the map,
 * home systems, then hyperlanes repeating), every player, every unit (a ship or a fighter or
 * infantry, spread over all systems, the first player's ships everywhere), every player with the
 * movement technologies, and (for resolve) every move the limits allow. Variants: an
 * active-system plan, a reach plan (no active system: every system), and an active-system plan
 * that asks to bring every fighter and ground force the list limit allows (transport assignment).
 */
export function ti4Worst(withMoves: boolean, variant: 'active' | 'reach' | 'bring' = 'active'): Json {
  const slots = slotsWithin(LIMITS.mapRings.max);
  const tiles: string[] = [];
  const systems: string[] = [];
  const systemTiles = [...range(19, 50), ...range(52, 80), ...range(1, 17)].filter((t) => t !== 18);
  for (let i = 0; i < slots; i++) {
    const tile = systemTiles[i];
    if (tile !== undefined) {
      tiles.push(String(tile));
      systems.push(String(tile));
    } else tiles.push(`${83 + (i % 9)}A${i % 6}`);
  }
  const players = FACTIONS.slice(0, LIMITS.ti4Players.max).map((faction) => ({
    id: faction,
    faction,
    technologies: ['gravity-drive', 'antimass-deflectors', 'light-wave-deflector', 'fleet-logistics'],
    commandTokens: [] as string[],
  }));
  const units: Json[] = [];
  for (let i = 0; i < LIMITS.ti4Units.max; i++) {
    const player = i % 3 === 0 ? players[0]!.id : players[1 + (i % (players.length - 1))]!.id;
    const kind = i % 4 === 3 ? GROUND[i % GROUND.length]! : SHIP_TYPES[i % SHIP_TYPES.length]!;
    units.push({ id: `u${i}`, player, type: kind, system: systems[i % systems.length]!, upgraded: true });
  }
  const active = systems[Math.floor(systems.length / 2)]!;
  const scenario: Json = { game: 'ti4', map: tiles.join(' '), players, units };
  if (variant !== 'reach') scenario['activeSystem'] = active;
  if (variant === 'bring') {
    // Every fighter and ground force of the active player asked for (up to the list limit).
    scenario['bring'] = units
      .filter((u) => u['player'] === players[0]!.id && GROUND.includes(u['type'] as (typeof GROUND)[number]))
      .slice(0, LIMITS.list.max)
      .map((u) => u['id']);
  }
  if (withMoves) {
    const moves: Json[] = [];
    for (let i = 0; i < units.length && moves.length < LIMITS.ti4Moves.max; i++) {
      const unit = units[i]!;
      if (unit['player'] !== players[0]!.id || !SHIP_TYPES.includes(unit['type'] as (typeof SHIP_TYPES)[number])) continue;
      moves.push({ unit: unit['id'], path: [unit['system'], active] });
    }
    scenario['moves'] = moves;
  }
  return scenario;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
