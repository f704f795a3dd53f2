import { useState } from 'preact/hooks';
import { formatIssue } from '../../src/core/issue.ts';
import type { ImportFormat } from '../../src/import/index.ts';
import { importInto, importList, parseSeat } from '../../src/import/index.ts';
import type { Doc } from './edit.ts';
import { GAME_FACTS, gameNamed } from './game-facts.ts';

const FORMATS: readonly (readonly [ImportFormat, string])[] = [
  ['xws', 'X-Wing squad (XWS JSON)'],
  ['armada-list', 'Armada fleet list (builder text)'],
  ['ti4-map', 'TI4 map string'],
];

type Piece = { readonly id?: unknown };

/** Ids not yet on the board: a taken id gets the first free `-2`, `-3`, ... suffix. */
function freshIds<T extends Piece>(pieces: readonly T[], taken: Set<string>): T[] {
  return pieces.map((piece) => {
    const base = String(piece.id);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id === base ? piece : { ...piece, id };
  });
}

/**
 * A list brought in from a builder (docs/imports.md, import.mode): "add to this table" puts an
 * X-Wing or Armada list on a board of the same game, at the edge opposite the pieces there (ids kept
 * unique); "new table" (or a TI4 map, or a list of another game) makes the list the board. The
 * import's notes (what was skipped or assumed) and its errors are shown.
 */
export function ImportPanel({ doc, commit }: { doc: Doc; commit: (next: Doc) => void }) {
  // The format of the game shown first (a TI4 board opens on the map string).
  const [format, setFormat] = useState<ImportFormat>(() => ({ armada: 'armada-list', xwing: 'xws', ti4: 'ti4-map' } as const)[gameNamed(doc.game)]);
  const [text, setText] = useState('');
  const [owner, setOwner] = useState('');
  const [mode, setMode] = useState<'add' | 'new'>('add');
  const [messages, setMessages] = useState<{ readonly error: boolean; readonly lines: readonly string[] }>({ error: false, lines: [] });

  const run = (source: string) => {
    const written = format === 'ti4-map' && owner.trim() !== '' ? owner.split(',').map((s) => s.trim()) : [];
    const seats = written.map(parseSeat);
    const bad = written.filter((_, i) => seats[i] === null);
    if (bad.length > 0) {
      setMessages({ error: true, lines: bad.map((seat) => `seat ${JSON.stringify(seat)}: write a seat as faction, player=faction or player=faction@slot [import.ti4.seat]`) });
      return;
    }
    const options = format === 'ti4-map' ? { seats: seats.flatMap((s) => (s === null ? [] : [s])) } : owner.trim() !== '' ? { owner: owner.trim() } : {};
    const adding = mode === 'add' && format !== 'ti4-map' && doc.game === (format === 'xws' ? 'xwing' : 'armada');
    let result = adding ? importInto(format, source, doc, options) : importList(format, source, options);
    // A board still being edited may not validate: then the list is imported alone and merged below.
    if (adding && !result.ok && result.issues.every((i) => i.path.startsWith('into'))) result = importList(format, source, options);
    if (!result.ok) {
      setMessages({ error: true, lines: result.issues.map(formatIssue) });
      return;
    }
    const imported: Doc = { ...result.value.scenario };
    const notes = result.value.notes.map((n) => `${n.path}: ${n.note} [${n.rule}]`);
    if (adding && result.value.notes.some((n) => n.rule === 'import.mode')) {
      const count = (key: string, d: Doc) => ((d as Record<string, unknown>)[key] as unknown[] | undefined ?? []).length;
      commit(imported);
      setMessages({ error: false, lines: [`added ${count('ships', imported) - count('ships', doc)} ship(s) and ${count('squadrons', imported) - count('squadrons', doc)} squadron(s) to the board`, ...notes] });
    } else if (adding && imported.game === doc.game && !GAME_FACTS[gameNamed(imported.game)].map) {
      const current = doc as Record<string, unknown>;
      const incoming = imported as Record<string, unknown>;
      const taken = new Set<string>();
      for (const key of ['ships', 'squadrons', 'obstacles']) for (const piece of (current[key] as Piece[] | undefined) ?? []) taken.add(String(piece.id));
      const merged: Record<string, unknown> = { ...current };
      for (const key of ['ships', 'squadrons']) {
        const added = (incoming[key] as Piece[] | undefined) ?? [];
        if (added.length > 0) merged[key] = [...((current[key] as Piece[] | undefined) ?? []), ...freshIds(added, taken)];
      }
      commit(merged as Doc);
      setMessages({ error: false, lines: [`added ${((incoming.ships as unknown[] | undefined) ?? []).length} ship(s) and ${((incoming.squadrons as unknown[] | undefined) ?? []).length} squadron(s) to the board`, ...notes] });
    } else {
      commit(imported);
      setMessages({ error: false, lines: [`the board is now the imported ${String(imported.game)} scenario`, ...notes] });
    }
  };
  const open = (event: Event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (file !== undefined) void file.text().then((content) => { setText(content); run(content); });
  };
  return (
    <details class="import">
      <summary>Import list</summary>
      <div class="row">
        <label>Format <select value={format} onChange={(e) => setFormat(e.currentTarget.value as ImportFormat)} data-testid="import-format">
          {FORMATS.map(([id, name]) => <option value={id}>{name}</option>)}
        </select></label>
        <label>Table <select value={mode} onChange={(e) => setMode(e.currentTarget.value as 'add' | 'new')} data-testid="import-mode">
          <option value="add">add to this table</option>
          <option value="new">new table</option>
        </select></label>
        <label>{format === 'ti4-map' ? 'Seats' : 'Owner'} <input type="text" value={owner} placeholder={format === 'ti4-map' ? 'sol, red=hacan@4' : 'from the list'} onInput={(e) => setOwner(e.currentTarget.value)} data-testid="import-owner" /></label>
      </div>
      <textarea rows={8} spellcheck={false} value={text} onInput={(e) => setText(e.currentTarget.value)} data-testid="import-text" aria-label="list to import" placeholder="paste an XWS squad, a fleet builder's text export or a map string" />
      <div class="row">
        <button type="button" onClick={() => run(text)} data-testid="import-apply">Import</button>
        <label class="button">Open file… <input type="file" accept=".json,.txt,text/plain,application/json" onChange={open} hidden /></label>
      </div>
      {messages.lines.length > 0 ? (
        <ul class={messages.error ? 'error' : 'notes'} role={messages.error ? 'alert' : 'status'} data-testid="import-messages">
          {messages.lines.map((line) => <li>{line}</li>)}
        </ul>
      ) : null}
    </details>
  );
}
