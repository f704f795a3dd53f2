/** The scenarios the browser tests open (one per game), as plain JSON. */
export const XWING = {
  game: 'xwing',
  rules: '2.5',
  ships: [
    { id: 'luke', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 300, y: 150, heading: 0 }, stress: 0 },
    { id: 'howlrunner', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 560, y: 620, heading: 180 }, stress: 0 },
  ],
  obstacles: [],
  maneuver: { ship: 'luke', dial: '2FB' },
};

export const ARMADA = {
  game: 'armada',
  ships: [
    { id: 'vic', type: 'Victory II-class Star Destroyer', owner: 'empire', pose: { x: 600, y: 300, heading: 0 }, speed: 2 },
    { id: 'cr90', type: 'CR90 Corvette A', owner: 'rebels', pose: { x: 1100, y: 600, heading: 180 }, speed: 2 },
  ],
  squadrons: [{ id: 'tie1', type: 'TIE Fighter Squadron', owner: 'empire', position: { x: 450, y: 420 } }],
  obstacles: [{ id: 'rock', type: 'asteroid-field', pose: { x: 1300, y: 300, heading: 30 } }],
  maneuver: { ship: 'vic', speed: 2, yaw: [0, 1], side: 'auto' },
};

export const TI4 = {
  game: 'ti4',
  map: '26 39 40 19 20 21',
  players: [{ id: 'red', faction: 'hacan', technologies: [], commandTokens: [] }],
  units: [
    { id: 'c1', player: 'red', type: 'carrier', system: '26' },
    { id: 'f1', player: 'red', type: 'fighter', system: '26' },
  ],
  laws: [],
  activeSystem: '39',
  moves: [{ unit: 'c1', path: ['26', '39'], transport: ['f1'] }],
};
