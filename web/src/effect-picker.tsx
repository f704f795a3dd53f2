import { useState } from 'preact/hooks';

/**
 * The search over card effects; each game's list of them is in effects-<game>.ts, with that game's
 * code.
 */

/** One card effect the engine knows: its catalog id, printed name and a line of what it does. */
export interface EffectChoice {
  readonly id: string;
  readonly name: string;
  readonly detail: string;
}

/** The id an effect entry names: a catalog name, or the `effect` / `name` of an entry with choices. */
export function effectId(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'object' && entry !== null) {
    const named = (entry as { effect?: unknown; name?: unknown }).effect ?? (entry as { name?: unknown }).name;
    if (typeof named === 'string') return named;
  }
  return null;
}

const fold = (text: string): string => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, ' ').trim();

/** The choices matching what is typed (name, id or words of what it does), names first. */
export function searchEffects(choices: readonly EffectChoice[], query: string, limit = 8): EffectChoice[] {
  const wanted = fold(query);
  if (wanted === '') return choices.slice(0, limit);
  const words = wanted.split(' ');
  const scored = choices
    .map((c) => {
      const name = fold(`${c.name} ${c.id}`);
      const all = `${name} ${fold(c.detail)}`;
      if (!words.every((w) => all.includes(w))) return null;
      return { c, score: name.startsWith(wanted) ? 0 : words.every((w) => name.includes(w)) ? 1 : 2 };
    })
    .filter((s): s is { c: EffectChoice; score: number } => s !== null)
    .sort((a, b) => a.score - b.score || a.c.name.localeCompare(b.c.name));
  return scored.slice(0, limit).map((s) => s.c);
}

/**
 * Card effects in force, chosen from a searchable list of the catalog's names: the chosen ones as
 * chips (× removes), a search field, and the matches as buttons (each says what the card does).
 * Entries with choices (an object) are kept as they are; a new entry is the catalog id.
 */
export function EffectPicker({ label, choices, value, onChange, testid }: {
  label: string;
  choices: readonly EffectChoice[];
  value: readonly unknown[];
  onChange: (next: unknown[] | undefined) => void;
  testid: string;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const chosen = value.map(effectId);
  const byId = new Map(choices.map((c) => [c.id, c]));
  const matches = searchEffects(choices.filter((c) => !chosen.includes(c.id)), query);
  return (
    <fieldset class="effects" data-testid={testid}>
      <legend>{label}</legend>
      {value.length === 0 ? <span class="hint">none</span> : null}
      <ul class="effect-chips">
        {value.map((entry, k) => {
          const id = chosen[k] ?? '?';
          return (
            <li>
              <span title={byId.get(id)?.detail}>{byId.get(id)?.name ?? id}</span>
              <button type="button" class="quiet" data-testid={`${testid}-remove-${id}`} aria-label={`remove ${byId.get(id)?.name ?? id}`} onClick={() => {
                const next = value.filter((_, j) => j !== k);
                onChange(next.length === 0 ? undefined : next);
              }}>×</button>
            </li>
          );
        })}
      </ul>
      <input type="search" placeholder={`search ${choices.length} cards…`} value={query} data-testid={`${testid}-search`} aria-label={`search ${label}`}
        onInput={(e) => { setQuery(e.currentTarget.value); setOpen(true); }} onFocus={() => setOpen(true)} />
      {open ? (
        <ul class="effect-matches" role="list">
          {matches.map((c) => (
            <li>
              <button type="button" data-testid={`${testid}-add-${c.id}`} title={c.detail} onClick={() => {
                onChange([...value, c.id]);
                setQuery('');
              }}><strong>{c.name}</strong> <span class="hint">{c.detail.length > 90 ? `${c.detail.slice(0, 89)}…` : c.detail}</span></button>
            </li>
          ))}
          {matches.length === 0 ? <li class="hint">no card matches “{query}”</li> : null}
        </ul>
      ) : null}
    </fieldset>
  );
}
