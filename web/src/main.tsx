import { render } from 'preact';
import { App } from './app.tsx';
import './style.css';

render(<App />, document.getElementById('app')!);
// The first drawing is in the document now: the browser tests read this mark (ms since navigation).
performance.mark('shipmove-first-render');
