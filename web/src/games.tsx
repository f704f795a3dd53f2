import type { ComponentType } from 'preact';
import type { Game } from '../../src/index.ts';
import type { MapClick } from './controls-ti4.tsx';
// Each game's controls come with its code (game-parts.ts): a line says so while they load.
import { ArmadaControls, Ti4Controls, XwingControls } from './game-parts.ts';
import type { Doc } from './edit.ts';

/**
 * What the page knows of each game, in one place: its names, its move controls, and what kind of
 * board it has. The rest of the page asks this registry, never which game it is.
 */
export interface ControlsProps {
  readonly doc: Doc;
  readonly commit: (next: Doc) => void;
  /** The outcome and plan the page computed (for turns and "why not"). */
  readonly outcome: unknown;
  readonly planned: unknown;
  readonly selected: string | null;
  readonly onSelect: (id: string | null) => void;
  /** What a click on the map sets (a map of systems). */
  readonly mode: MapClick;
  readonly onMode: (mode: MapClick) => void;
  /** A new active system (a map of systems). */
  readonly onActive: (system: string | undefined) => void;
}

export interface GameUi {
  readonly name: string;
  readonly short: string;
  readonly Controls: ComponentType<ControlsProps>;
  /**
   * The board is a map of systems (TI4): units are clicked, not dragged; a click on a system sets
   * the active system or extends a route; the arrow keys walk the units.
   */
  readonly map: boolean;
  /** The scenario list whose pieces the keyboard walks. */
  readonly pieces: 'objects' | 'units';
  /** On a phone the table opens framed on its pieces (a whole table is a few pixels a piece). */
  readonly frameOnPhone: boolean;
}

export const GAME_UI: Readonly<Record<Game, GameUi>> = {
  armada: {
    name: 'Armada', short: 'Armada', map: false, pieces: 'objects', frameOnPhone: true,
    Controls: ({ doc, commit, outcome }) => <ArmadaControls doc={doc} commit={commit} outcome={outcome} />,
  },
  xwing: {
    name: 'X-Wing', short: 'X-Wing', map: false, pieces: 'objects', frameOnPhone: true,
    Controls: ({ doc, commit, outcome }) => <XwingControls doc={doc} commit={commit} outcome={outcome} />,
  },
  ti4: {
    name: 'Twilight Imperium 4', short: 'TI4', map: true, pieces: 'units', frameOnPhone: false,
    Controls: ({ doc, commit, selected, onSelect, mode, onMode, onActive, planned }) => (
      <Ti4Controls doc={doc} commit={commit} selected={selected} onSelect={onSelect} mode={mode} onMode={onMode} onActive={onActive} planned={planned} />
    ),
  },
};
