import type { Scene } from '../../src/render/scene.ts';
import { legendEntries, ownerColours } from '../../src/render/index.ts';
import type { Shading } from './threats.ts';
import { BEST_LABEL, SHADES } from './threats.ts';

/** The legend as page text (readable at any board size): a swatch drawn like the thing, its icon and name. */
export function Legend({ scene }: { scene: Scene }) {
  const entries = legendEntries(scene.items, ownerColours(scene.items), scene.highlightMeaning);
  // An empty legend keeps its line (the board above it does not move when entries come and go).
  return (
    <ul class="legend" aria-label="legend" data-testid="legend">
      {entries.map((entry) => {
        const s = entry.swatch;
        return (
          <li data-kind={entry.kind}>
            <svg class="swatch" viewBox="0 0 16 16" aria-hidden="true" width="16" height="16">
              <rect x="2" y="2" width="12" height="12" rx="2" fill={String(s.fill ?? 'none')} fill-opacity={s['fill-opacity'] === undefined ? undefined : String(s['fill-opacity'])}
                stroke={String(s.stroke ?? 'none')} stroke-width={String(Math.min(3, Number(s['stroke-width'] ?? 1.5)))} stroke-dasharray={s['stroke-dasharray'] === undefined ? undefined : String(s['stroke-dasharray']).split(' ').map((v) => String(Number(v) / 2)).join(' ')} />
            </svg>
            {entry.icon !== undefined ? <span class="icon" aria-hidden="true">{entry.icon}</span> : null}
            {entry.label}
          </li>
        );
      })}
    </ul>
  );
}

/** The legend of "show all options" shaded by threat: one swatch per count, and the best-ranked mark. */
export function ShadingLegend({ shading }: { shading: Exclude<Shading, 'outcome'> }) {
  return (
    <ul class="legend shading" aria-label={shading === 'exposure' ? 'options shaded by how many enemies can shoot them' : 'options shaded by how many enemies they can shoot'} data-testid="shading-legend">
      <li class="legend-title">{shading === 'exposure' ? 'Who can shoot it:' : 'Whom it can shoot:'}</li>
      {SHADES[shading].map((shade) => (
        <li data-level={shade.count}>
          <ShadeSwatch shade={shade} />
          {shade.label}
        </li>
      ))}
      <li data-level="best">
        <BestSwatch />
        <span title={BEST_LABEL}>thick outline: best ranked</span>
      </li>
    </ul>
  );
}

/** A shading legend's swatch: the shade's fill (never paler than 0.25, to be seen) and outline. */
export function ShadeSwatch({ shade }: { shade: { readonly colour: string; readonly opacity: number; readonly stroke?: string } }) {
  return (
    <svg class="swatch" viewBox="0 0 16 16" aria-hidden="true" width="16" height="16">
      <rect x="2" y="2" width="12" height="12" rx="2" fill={shade.colour} fill-opacity={String(Math.max(0.25, shade.opacity))} stroke={shade.stroke ?? shade.colour} stroke-width="1.5" />
    </svg>
  );
}

/** The swatch of the thick outline that marks the best-ranked options. */
export function BestSwatch() {
  return (
    <svg class="swatch" viewBox="0 0 16 16" aria-hidden="true" width="16" height="16">
      <rect x="2" y="2" width="12" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="3" />
    </svg>
  );
}
