import { useEffect, useState } from 'preact/hooks';
import type { PlanOptions } from '../../src/index.ts';
import type { AgainstOption } from './against.ts';
import { againstReason, RISK_SHADES } from './against.ts';
import { BestSwatch, ShadeSwatch } from './legend.tsx';
import type { PlacedPlan } from './plan-client.ts';
import { planAway } from './plan-client.ts';
import type { Doc } from './edit.ts';
import { setField } from './edit.ts';
import { items, str } from './loose.ts';

/**
 * A plan with options the board's plan does not take (against every enemy option, follow-ups),
 * computed after the board is drawn: while it runs the caller shows a busy state, and an edit
 * while it waits starts it again for the new document. `busy` is true until the answer for this
 * very document is in.
 */
export function useLaterPlan(wanted: boolean, doc: Doc, key: string, options: PlanOptions): { readonly busy: boolean; readonly result: PlacedPlan | null } {
  const optionsKey = JSON.stringify(options);
  const [done, setDone] = useState<{ readonly key: string; readonly result: PlacedPlan } | null>(null);
  const wantedKey = `${optionsKey} ${key}`;
  useEffect(() => {
    if (!wanted || done?.key === wantedKey) return;
    let live = true;
    // In a worker when the page can start one (the page keeps answering), else on the page after the busy state is painted.
    void planAway(doc, options).then((result) => {
      if (live && result !== null) setDone({ key: wantedKey, result });
    });
    return () => {
      live = false;
    };
  }, [wanted, wantedKey]);
  if (!wanted) return { busy: false, result: null };
  return done?.key === wantedKey ? { busy: false, result: done.result } : { busy: true, result: null };
}

/** Every option tied with the first of the ranking (the shading's thick outline). */
export function bestOf(ranked: readonly AgainstOption[]): Set<AgainstOption> {
  const first = ranked[0];
  return new Set(first === undefined ? [] : ranked.filter((o) => o.shotBy === first.shotBy && o.canShoot === first.canShoot && o.bumped === first.bumped));
}

const TOP = 5;

/**
 * The answer of "against every enemy option": the busy state while it is computed, what stops it
 * (a ship without initiative gets a field here, marked), and the top choices with their reasons;
 * a click on one chooses it like its ghost.
 */
export function AgainstPanel({ game, doc, commit, busy, result, ranked, pickOf, onPick, onHover }: {
  game: string;
  doc: Doc;
  commit: (next: Doc) => void;
  busy: boolean;
  result: PlacedPlan | null;
  ranked: readonly AgainstOption[];
  pickOf: ReadonlyMap<AgainstOption, string>;
  onPick: (pick: Record<string, unknown>) => void;
  onHover: (pick: string | null) => void;
}) {
  const ships = items(doc.ships);
  // xwing.range.against.order: every ship played needs an initiative; the refusal names each one.
  const needInitiative = (result?.issues ?? []).flatMap((issue) => {
    const match = /^ships\[(\d+)\]\.initiative$/.exec(issue.path);
    return match === null ? [] : [{ index: Number(match[1]), id: str(ships[Number(match[1])]?.id, `ships[${match[1]}]`) }];
  });
  const enemies = new Set(ranked.flatMap((o) => o.enemies.map((e) => e.ship)));
  return (
    <section class="against" data-testid="against-panel" aria-busy={busy} aria-labelledby="against-heading" data-computed-in={result?.where}>
      <h4 id="against-heading">Against every enemy option</h4>
      {busy ? (
        <p class="hint busy" data-testid="against-busy" role="status"><span class="spinner" aria-hidden="true" /> Playing each option against every option of each enemy ship…</p>
      ) : null}
      {!busy && result !== null && result.issues.length > 0 ? (
        <div data-testid="against-issues">
          <p class="hint bad">Cannot play against the enemy: {result.issues.slice(0, 3).map((i) => i.message).join('; ')}.</p>
          {needInitiative.length > 0 ? (
            <div class="row">
              {needInitiative.map((ship) => (
                <label>{ship.id} initiative <input type="number" min={0} max={8} size={3} data-path={`ships[${ship.index}].initiative`} data-testid={`against-initiative-${ship.id}`}
                  onChange={(e) => {
                    const value = e.currentTarget.value.trim();
                    if (value !== '') commit(setField(doc, ship.id, 'initiative', Number(value)));
                  }} /></label>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      {!busy && result !== null && result.issues.length === 0 ? (
        ranked.length === 0 ? <p class="hint" data-testid="against-none">No option to play.</p> : (
          <>
            <p class="hint" data-testid="against-summary">
              {ranked.length} options played against {enemies.size === 0 ? 'no enemy ship (none is near enough)' : `${[...enemies].join(', ')}`}; best first (least often shot at, then most often able to shoot):
            </p>
            <ol class="against-top" data-testid="against-top" onMouseLeave={() => onHover(null)}>
              {ranked.slice(0, TOP).map((option) => {
                const pick = pickOf.get(option);
                return (
                  <li data-level={String(option.shotBy)}>
                    <button type="button" class="link" data-testid="against-choice" data-pick={pick} disabled={pick === undefined}
                      title={pick === undefined ? 'not drawn on the board' : 'choose this option'}
                      onMouseEnter={() => onHover(pick ?? null)} onFocus={() => onHover(pick ?? null)}
                      onClick={() => pick !== undefined && onPick(JSON.parse(pick) as Record<string, unknown>)}>{againstReason(option, game)}</button>
                  </li>
                );
              })}
            </ol>
            <p class="hint">Computed in {Math.round(result.milliseconds)} ms.</p>
          </>
        )
      ) : null}
    </section>
  );
}

/** The legend of the risk shading: one swatch per share shot at, and the best-ranked mark. */
export function AgainstLegend() {
  return (
    <ul class="legend shading" aria-label="options shaded by how often an enemy can shoot them" data-testid="against-legend">
      <li class="legend-title">Against every enemy option:</li>
      {RISK_SHADES.map((shade) => (
        <li data-level={shade.level}>
          <ShadeSwatch shade={shade} />
          {shade.label}
        </li>
      ))}
      <li data-level="best">
        <BestSwatch />
        outline: best
      </li>
    </ul>
  );
}

/** One option's numbers in a sentence, for the line under the board. */
export function againstLine(option: AgainstOption, game: string): string {
  return `${againstReason(option, game)}.`;
}
