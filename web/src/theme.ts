/** Light or dark: the system's choice (prefers-color-scheme) until the reader picks one, then kept in this browser. */
export type Theme = 'light' | 'dark';

const KEY = 'shipmove-theme';

export function initialTheme(): Theme {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept === 'light' || kept === 'dark') return kept;
  } catch {
    // No storage: follow the system.
  }
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

/** Keeps an explicit choice; the system's own choice is not written down (so it keeps following the system). */
export function saveTheme(theme: Theme): void {
  try {
    const system = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
    if (theme === system && localStorage.getItem(KEY) === null) return;
    localStorage.setItem(KEY, theme);
  } catch {
    // No storage: the choice lasts for this visit.
  }
}
