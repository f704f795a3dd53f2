import { render } from 'preact';
import { App } from './app.tsx';
import './style.css';

const root = document.getElementById('app')!;
// The "Loading…" line is only for before the script runs: the app replaces it.
root.replaceChildren();
render(<App />, root);
// The first drawing is in the document now: the browser tests read this mark (ms since navigation).
performance.mark('shipmove-first-render');
