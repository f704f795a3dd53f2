import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { render, scene as sceneFor } from '../../src/engines.ts';

/**
 * The real obstacle outlines drawn (xwing.obstacle.catalog, armada.obstacle.sizes): every X-Wing
 * piece and every Armada token of the catalogs laid out on a table, pinned as SVG files that can
 * be opened to look at the shapes (`__snapshots__/*-obstacle-outlines.svg`).
 */
const example = (game: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', game, 'obstacle-outlines.json'), 'utf8')) as unknown;

describe.each(['xwing', 'armada'])('%s obstacle outlines', (game) => {
  test('every catalog piece is drawn as its outline, the overlapped one highlighted', async () => {
    const document = example(game);
    const scene = sceneFor(document);
    if (!scene.ok) throw new Error(JSON.stringify(scene.issues));
    const obstacles = scene.value.items.filter((i) => i.role === 'obstacle');
    expect(obstacles.length).toBe(game === 'xwing' ? 24 : 14);
    for (const item of obstacles) {
      expect(item.shape.kind).toBe('polygon');
      if (item.shape.kind === 'polygon') expect(item.shape.points.length).toBeGreaterThan(8);
    }
    const svg = render(document);
    if (!svg.ok) throw new Error('not rendered');
    await expect(svg.value).toMatchFileSnapshot(`__snapshots__/${game}-obstacle-outlines.svg`);
  });
});
