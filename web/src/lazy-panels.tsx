import type { ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Guide as GuideType } from './guide.tsx';
import type { ImportPanel as ImportPanelType } from './import-panel.tsx';

/**
 * Panels a first board does not need, fetched when they are first opened: the first-move guide
 * and the import dialog (which brings the list readers and their catalogs of every game). Each
 * keeps the props of the panel it stands for, so the page uses them as it would the panels.
 */

type GuideProps = Parameters<typeof GuideType>[0];
type ImportProps = Parameters<typeof ImportPanelType>[0];

let guide: ComponentType<GuideProps> | null = null;
let importPanel: ComponentType<ImportProps> | null = null;

/** A module loaded once, its failure forgotten so that opening again tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

const loadGuide = once(async () => {
  guide = (await import('./guide.tsx')).Guide;
});
const loadImport = once(async () => {
  importPanel = (await import('./import-panel.tsx')).ImportPanel;
});

/** Re-renders once `load` has brought the panel in (at once when it already is). */
function useLoaded(wanted: boolean, load: () => Promise<void>): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void load().then(() => live && setTick((n) => n + 1), () => undefined);
    return () => {
      live = false;
    };
  }, [wanted, load]);
}

/** The first-move guide (guide.tsx), fetched when it is opened. */
export function Guide(props: GuideProps) {
  useLoaded(guide === null, loadGuide);
  const Loaded = guide;
  if (Loaded !== null) return <Loaded {...props} />;
  return (
    <div class="guide-backdrop" onClick={(e) => { if (e.target === e.currentTarget) props.onClose(); }}>
      <div class="guide" role="dialog" aria-modal="true" aria-busy="true" aria-label="first-move guide"><p class="loading">Loading the guide…</p></div>
    </div>
  );
}

/** The import dialog (import-panel.tsx): closed it is only its title; opening it fetches it. */
export function ImportPanel(props: ImportProps) {
  const [opened, setOpened] = useState(false);
  useLoaded(opened && importPanel === null, loadImport);
  const box = useRef<HTMLDivElement>(null);
  const Loaded = importPanel;
  // The dialog replaces its stand-in open, as the player left it.
  useLayoutEffect(() => {
    const details = box.current?.querySelector('details');
    if (Loaded !== null && opened && details !== null && details !== undefined && !details.open) details.open = true;
  }, [Loaded, opened]);
  if (Loaded !== null) return <div class="lazy-panel" ref={box}><Loaded {...props} /></div>;
  return (
    <details class="import" onToggle={(e) => setOpened(e.currentTarget.open)}>
      <summary>Import list</summary>
      <p class="loading" data-testid="import-loading">Loading the list importer…</p>
    </details>
  );
}
