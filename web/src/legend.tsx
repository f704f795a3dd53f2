import type { Scene } from '../../src/render/scene.ts';
import { legendEntries, ownerColours } from '../../src/render/index.ts';

/** The legend as page text (readable at any board size): a swatch drawn like the thing, its icon and name. */
export function Legend({ scene }: { scene: Scene }) {
  const entries = legendEntries(scene.items, ownerColours(scene.items), scene.highlightMeaning);
  if (entries.length === 0) return null;
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
