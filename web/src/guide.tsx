import type { Game } from '../../src/index.ts';

/**
 * A first move in five steps for each game, in the words of the table (the dial, the speed
 * tool, the active system), for a player who knows the game from the table, Tabletop Simulator,
 * Vassal or AsyncTI4 but not this page.
 */
export const GUIDES: Readonly<Record<Game, { readonly title: string; readonly steps: readonly string[] }>> = {
  xwing: {
    title: 'Your first X-Wing maneuver',
    steps: [
      'Drag your ship where it stands on your table (or pick a demo above). Select it and drag the round handle in front of it to turn it.',
      'In Move, pick the ship and click a maneuver on its dial: the template is laid and the ship drawn where it ends.',
      'Read the line under the board: clean, bumped (!), on an obstacle (▲) or off the table (✕). “why?” shows each step and the rule behind it.',
      'Turn on “Show all options” to see every maneuver of the dial on the table; tap one to see who can shoot it there, tap again (or click) to choose it.',
      'Then take an action (roll, boost) from where the maneuver ends, and “Copy link” to share the board as it is.',
    ],
  },
  armada: {
    title: 'Your first Armada maneuver',
    steps: [
      'Drag your ships, squadrons and obstacles where they stand (or pick a demo above). Select a ship and drag its round handle to turn it.',
      'In Move, pick the ship and its speed: Navigate (dial or token) is spent for you when the speed differs from the dial.',
      'Click the yaw at each joint of the speed tool (◀ ▶) within the ship’s chart; the tool is drawn and the ship placed at its end, on the side you chose.',
      'Read the line under the board: overlaps, obstacles and a ship off the table are marked as in the legend; “why?” lists the rules step by step.',
      '“Done: next ship” leaves it there and activates the next. For squadrons choose “Squadron”, then drag the squadron inside the drawn circle.',
    ],
  },
  ti4: {
    title: 'Your first TI4 tactical action',
    steps: [
      'Paste your map string in Move (or pick a demo above) and add units in Pieces, as on your AsyncTI4 map.',
      'Click a system to make it the active system: every ship that can reach it is marked →, the others ⊘ with the reason.',
      'Click one of your units, then the systems of its route in order; a click on the route’s last system steps back.',
      'Tick what each ship carries (fighters, infantry, mechs) in the transport list; capacity is counted as you go.',
      'Read the line under the map; “why?” lists every rule checked. Retreats and hero moves are under Movement.',
    ],
  },
};

export function Guide({ game, onClose }: { game: Game; onClose: () => void }) {
  const guide = GUIDES[game];
  return (
    <div class="guide-backdrop" onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div class="guide" role="dialog" aria-modal="true" aria-labelledby="guide-title" data-testid="guide"
        onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
        <h2 id="guide-title">{guide.title}</h2>
        <ol>{guide.steps.map((step) => <li>{step}</li>)}</ol>
        <button type="button" data-testid="guide-close" onClick={onClose} ref={(b) => b?.focus()}>Got it</button>
      </div>
    </div>
  );
}
