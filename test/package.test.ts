import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * The published package as a user gets it: `npm pack` of the built package, unpacked into a
 * fresh project (inside the repository, so its dependencies resolve from our node_modules), then
 * the typed snippets compiled with `tsc --strict --module nodenext` and run with node.
 * Needs the build (`npm ci` runs it; or `npm run build`).
 */
const root = join(import.meta.dirname, '..');
const project = join(root, '.pack-test');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; exports: Record<string, unknown> };

const SNIPPET = `import { resolve } from 'shipmove/xwing';
import { readFileSync } from 'node:fs';
const text = readFileSync(process.argv[2]!, 'utf8');
const r = resolve(JSON.parse(text));
if (r.ok) { const full: boolean = r.value.fully; console.log('fully', full); } else { for (const i of r.issues) console.log(i.path, i.rule, i.message); }
`;

const OTHERS = `import { plan, type ArmadaPlan } from 'shipmove/armada';
import { resolve as resolveTi4, type Ti4Outcome } from 'shipmove/ti4';
import { overlaps } from 'shipmove/geometry';
import { resolve, GAMES, type Outcome } from 'shipmove';
const p = plan({ game: 'armada', ships: [{ id: 'a', type: 'CR90 Corvette A', pose: { x: 900, y: 300, heading: 0 } }] });
const courses: number = p.ok && p.value.kind === undefined ? p.value.courses.length : -1;
const t = resolveTi4({ game: 'ti4', map: '26', players: [{ id: 'r', faction: 'hacan' }], units: [] });
const legal: boolean | null = t.ok ? t.value.legal : null;
const typed = resolve({ game: 'xwing', ships: [] });
const executed: string | null | undefined = typed.ok ? typed.value.executed : undefined;
const any: Outcome | null = null;
const plans: ArmadaPlan | null = p.ok && p.value.kind === undefined ? p.value : null;
const outcome: Ti4Outcome | null = t.ok ? t.value : null;
const o = overlaps({ kind: 'circle', x: 0, y: 0, radius: 1 }, { kind: 'circle', x: 1.5, y: 0, radius: 1 });
console.log(courses, legal, executed, any, plans !== null, outcome !== null, o, GAMES.length);
`;

let tarball = '';

beforeAll(() => {
  if (!existsSync(join(root, 'dist', 'index.js'))) throw new Error('dist/ is missing: run `npm run build` (npm ci does) before this test');
  rmSync(project, { recursive: true, force: true });
  mkdirSync(join(project, 'node_modules', 'shipmove'), { recursive: true });
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', project], { cwd: root, encoding: 'utf8' })) as { filename: string; files: { path: string }[] }[];
  tarball = packed[0]!.filename;
  execFileSync('tar', ['-xzf', join(project, tarball), '-C', join(project, 'node_modules', 'shipmove'), '--strip-components=1']);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'shipmove-user', private: true, type: 'module' }));
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', outDir: 'out', types: ['node'], skipLibCheck: false },
    include: ['*.ts'],
  }));
  writeFileSync(join(project, 'snippet.ts'), SNIPPET);
  writeFileSync(join(project, 'others.ts'), OTHERS);
  writeFileSync(join(project, 'scenario.json'), JSON.stringify({
    game: 'xwing',
    ships: [
      { id: 'wedge', type: 'T-65 X-wing', owner: 'rebels', pose: { x: 400, y: 150, heading: 0 } },
      { id: 'tie', type: 'TIE/ln Fighter', owner: 'empire', pose: { x: 412, y: 338, heading: 200 } },
    ],
    maneuver: { ship: 'wedge', dial: '3FW' },
  }));
}, 120_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the packed package', () => {
  test('the tarball holds the licence, the readme, the changelog and every export target', () => {
    const listed = execFileSync('tar', ['-tzf', join(project, tarball)], { encoding: 'utf8' }).split('\n').map((f) => f.replace(/^package\//, ''));
    for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']) expect(listed).toContain(file);
    const targets = Object.values(pkg.exports).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry as Record<string, string>)));
    for (const target of targets) expect(listed, target).toContain(target.replace(/^\.\//, ''));
  });

  test('the typed snippets compile under tsc --strict --module nodenext against the package', () => {
    const run = spawnSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);

  test('and run: the X-Wing bump, then every entry point', () => {
    const snippet = spawnSync(process.execPath, [join(project, 'out', 'snippet.js'), join(project, 'scenario.json')], { encoding: 'utf8', cwd: project });
    expect(snippet.stderr).toBe('');
    expect(snippet.stdout.trim()).toBe('fully false');
    const others = spawnSync(process.execPath, [join(project, 'out', 'others.js')], { encoding: 'utf8', cwd: project });
    expect(others.stderr).toBe('');
    const [courses, legal, executed, , , , overlapping, games] = others.stdout.trim().split(' ');
    expect(Number(courses)).toBeGreaterThan(0);
    expect(legal).toBe('true');
    expect(executed).toBe('undefined');
    expect(overlapping).toBe('true');
    expect(games).toBe('3');
  });
});
