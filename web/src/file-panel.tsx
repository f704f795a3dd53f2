import { useState } from 'preact/hooks';
import type { DrawingStyle } from './drawing-style.ts';
import { styledSvg } from './drawing-style.ts';
import type { Doc } from './edit.ts';

/** Named saves in this browser (localStorage), the board as SVG or PNG, and a print view. */
export interface Save {
  readonly name: string;
  readonly scenario: Doc;
  readonly saved: string;
}

export const SAVES_KEY = 'shipmove-saves';

export function readSaves(): Save[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(SAVES_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as Save[]).filter((s) => typeof s?.name === 'string' && typeof s.scenario === 'object') : [];
  } catch {
    return [];
  }
}

function writeSaves(saves: readonly Save[]): void {
  try {
    localStorage.setItem(SAVES_KEY, JSON.stringify(saves));
  } catch {
    // Storage full or refused (private mode): the saves stay as they were.
  }
}

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The board's SVG as a PNG at `width` pixels: drawn into a canvas through an image. */
export async function svgToPng(svg: string, width: number): Promise<Blob> {
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the drawing could not be read as an image'));
      image.src = url;
    });
    const ratio = image.naturalHeight > 0 && image.naturalWidth > 0 ? image.naturalHeight / image.naturalWidth : 1;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round(width * ratio);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob === null ? reject(new Error('no PNG')) : resolve(blob)), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function FilePanel({ doc, drawing, commit, id }: { doc: Doc; drawing: () => string; commit: (next: Doc) => void; id?: string }) {
  const [saves, setSaves] = useState<Save[]>(readSaves);
  // Exports default to the light (print) look, whatever the page's theme.
  const [look, setLook] = useState<DrawingStyle>('light');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const game = String(doc.game ?? 'scenario');
  const save = () => {
    const chosen = name.trim() || `${game} ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`;
    const next = [{ name: chosen, scenario: doc, saved: new Date().toISOString() }, ...saves.filter((s) => s.name !== chosen)];
    writeSaves(next);
    setSaves(next);
    setName('');
    setMessage(`Saved “${chosen}”.`);
  };
  const remove = (target: string) => {
    const next = saves.filter((s) => s.name !== target);
    writeSaves(next);
    setSaves(next);
  };
  const exportPng = () => {
    void svgToPng(styledSvg(drawing(), look), 2000).then((blob) => download(`${game}-board.png`, blob), (error: unknown) => setMessage(error instanceof Error ? error.message : String(error)));
  };
  return (
    <section class="file" id={id} data-panel="file" aria-labelledby="file-heading">
      <h3 id="file-heading">Saves and export</h3>
      <div class="row">
        <input value={name} placeholder="name this scenario" aria-label="save name" data-testid="save-name" onInput={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && save()} />
        <button type="button" onClick={save} data-testid="save">Save</button>
      </div>
      {saves.length > 0 ? (
        <ul class="saves" data-testid="saves">
          {saves.map((s) => (
            <li>
              <button type="button" class="link" onClick={() => commit(s.scenario)} title={`open (saved ${s.saved.slice(0, 16).replace('T', ' ')})`}>{s.name}</button>
              <span class="hint">{String(s.scenario.game ?? '')}</span>
              <button type="button" class="quiet" aria-label={`delete save ${s.name}`} onClick={() => remove(s.name)}>×</button>
            </li>
          ))}
        </ul>
      ) : <p class="hint">No saves yet: they stay in this browser.</p>}
      <div class="row">
        <label class="row-field">Look <select data-testid="export-look" value={look} aria-label="look of the exported board" onChange={(e) => setLook(e.currentTarget.value === 'dark' ? 'dark' : 'light')}>
          <option value="light">light (print)</option>
          <option value="dark">dark</option>
        </select></label>
        <button type="button" data-testid="export-svg" onClick={() => download(`${game}-board.svg`, new Blob([styledSvg(drawing(), look)], { type: 'image/svg+xml' }))}>Board as SVG</button>
        <button type="button" data-testid="export-png" onClick={exportPng}>Board as PNG</button>
        <button type="button" data-testid="print" onClick={() => window.print()}>Print</button>
      </div>
      {message !== '' ? <p class="hint" role="status">{message}</p> : null}
    </section>
  );
}
