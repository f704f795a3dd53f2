import { render } from 'preact';
import { App, initialGame } from './app.tsx';
import { loadGame } from './game-parts.ts';
import './style.css';

// The shown game's code (its engine, controls and catalogs) is fetched at once, while the page's
// frame is drawn; other games' code comes when the player switches (game-parts.ts).
void loadGame(initialGame()).catch(() => undefined);
const root = document.getElementById('app')!;
// The skeleton in index.html is only for before the script runs: the app replaces it.
root.replaceChildren();
render(<App />, root);
