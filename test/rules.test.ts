import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { step } from '../src/core/trace.ts';
import { plan, resolve, validate } from '../src/index.ts';
import { isRuleId, ruleBooks, rules } from '../src/rules.ts';
import { RULES_DOC, renderRulesDoc } from '../scripts/rules-doc.ts';

/**
 * The rule registries (src/rules.ts, src/<game>/rules.ts) against the code: every id the code
 * emits is registered, every registered id is cited by the code, and docs/rules.md is current.
 */
const root = join(import.meta.dirname, '..');
const registryFiles = new Set(['src/rules.ts', 'src/core/rules.ts', 'src/armada/rules.ts', 'src/xwing/rules.ts', 'src/ti4/rules.ts']);

function files(folder: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !registryFiles.has(relative(root, file)));
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test(-d)?\.ts$/.test(name);
const isCode = (name: string) => /\.(tsx?|mjs|js)$/.test(name);
/** The library, CLI, server and planner page: what emits ids. */
const sourceFiles = [...files(join(root, 'src'), isSource), ...files(join(root, 'web', 'src'), isSource)];
/** Everything that may cite an id: sources, tests, benchmarks, scripts (comments and test names included). */
const codeFiles = [...files(join(root, 'src'), isCode), ...files(join(root, 'web', 'src'), isCode), ...files(join(root, 'test'), isCode), ...files(join(root, 'bench'), isCode), ...files(join(root, 'scripts'), isCode)].filter(
  (file) => relative(root, file) !== 'test/rules.test.ts',
);

const GAME_ID = /^(armada|xwing|ti4)\.[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** String literals the sources give as rule ids: any literal shaped like a game id, and any literal in a `rule` position. */
function emittedLiterals(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const note = (id: string, where: string) => found.set(id, [...(found.get(id) ?? []), where]);
  for (const file of sourceFiles) {
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file);
    for (const m of text.matchAll(/['"`]((?:armada|xwing|ti4)\.[a-z0-9.-]+)['"`]/g)) note(m[1]!, where);
    for (const m of text.matchAll(/\brule\??:\s*['"]([^'"]+)['"]/g)) note(m[1]!, where);
    for (const m of text.matchAll(/\b(?:issue|oneError)\([^,()]+(?:\([^()]*\))?[^,()]*,\s*['"]([^'"]+)['"]/g)) note(m[1]!, where);
    for (const m of text.matchAll(/\bstep\(\s*['"]([^'"]+)['"]/g)) note(m[1]!, where);
  }
  return found;
}

/** Every string value under a `rule` key, anywhere in an answer. */
function rulesIn(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) rulesIn(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'rule' && typeof inner === 'string') out.add(inner);
      else rulesIn(inner, out);
    }
  }
  return out;
}

describe('rule ids', () => {
  test('every id literal in the sources is registered', () => {
    const found = emittedLiterals();
    // The scan must see the ids the engines emit today (about a hundred game ids and the shared ones).
    expect([...found.keys()].filter((id) => GAME_ID.test(id)).length).toBeGreaterThanOrEqual(90);
    expect(found.has('schema') && found.has('json')).toBe(true);
    const unregistered = [...found].filter(([id]) => !isRuleId(id)).map(([id, where]) => `${id} (${[...new Set(where)].join(', ')})`);
    expect(unregistered).toEqual([]);
  });

  test('every rule in the traces and issues of the examples is registered', () => {
    const seen = new Set<string>();
    const examples = join(root, 'examples');
    for (const game of ['armada', 'xwing', 'ti4']) {
      for (const name of readdirSync(join(examples, game)).filter((n) => n.endsWith('.json'))) {
        const document: unknown = JSON.parse(readFileSync(join(examples, game, name), 'utf8'));
        for (const answer of [validate(document), resolve(document), plan(document)]) rulesIn(answer, seen);
      }
    }
    // Rejections too: malformed documents and unknown names.
    rulesIn(validate({ game: 'xwing', ships: 'none' }), seen);
    rulesIn(validate({ game: 'ti4', map: '26', players: [{ id: 'red', faction: 'creus' }], units: [] }), seen);
    expect(seen.size).toBeGreaterThanOrEqual(40);
    expect([...seen].filter((id) => !isRuleId(id))).toEqual([]);
  });

  test('every registered id is cited by the code (no dead entries)', () => {
    const cited = new Set<string>();
    for (const file of codeFiles) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:armada|xwing|ti4)\.[a-z0-9-]+(?:\.[a-z0-9-]+)*/g)) cited.add(m[0]);
      for (const m of text.matchAll(/['"`]([a-z][a-z0-9]*(?:[.-][a-z0-9]+)*)['"`]/g)) cited.add(m[1]!);
    }
    // Shared ids registered for the limits every entry point applies (CONVENTIONS section 7) ahead
    // of the code that emits them; this list only allows, it never fails once they are emitted.
    const ahead = new Set(['limits.size', 'limits.depth', 'limits.string', 'limits.coordinate', 'limits.count', 'limits.vertices', 'limits.issues', 'limits.deadline', 'limits.busy', 'limits.plan']);
    const dead = Object.keys(rules).filter((id) => !cited.has(id) && !ahead.has(id));
    expect(dead).toEqual([]);
  });

  test('ids are well formed and each game registry holds only its own ids', () => {
    for (const book of ruleBooks) {
      for (const [id, entry] of Object.entries(book.rules)) {
        // Shared ids: `schema`, `limits.size`; the import ids name the format too (`import.xws.pilot`).
        if (book.key === 'core') expect(id).toMatch(/^[a-z]+(-[a-z]+)*(\.[a-z]+)?$|^import\.[a-z0-9]+(\.[a-z0-9]+)?$/);
        else expect(id.startsWith(`${book.key}.`) && GAME_ID.test(id)).toBe(true);
        expect(Object.hasOwn(book.sections, entry.section)).toBe(true);
        expect(entry.title.length).toBeGreaterThan(0);
        expect(entry.title.length).toBeLessThanOrEqual(120);
      }
    }
  });

  test('a misspelt id does not compile', () => {
    // @ts-expect-error `armada.yaw.chrat` is not a registered rule id (tsc checks this line).
    const misspelt = step('armada.yaw.chrat', 'never');
    expect(isRuleId(misspelt.rule)).toBe(false);
    expect(isRuleId(step('armada.yaw.chart', 'ok').rule)).toBe(true);
  });
});

/**
 * The rules reference the registries were written from lives outside the repository; where a
 * copy is at hand (RULES_REFERENCE=dir, or a `shared/rules` folder above the checkout) every game
 * id must be one of its rules, in the section the registry names, or a finer rule the project
 * added under one of its areas (`xwing.tractor.rotate` beside `xwing.tractor`): the first two
 * parts of the id are those of a reference rule.
 */
function findReference(): string | null {
  const given = process.env['RULES_REFERENCE'];
  if (given !== undefined && given !== '') return given;
  for (let dir = root; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'rules');
    if (existsSync(join(candidate, 'armada.md'))) return candidate;
  }
  return null;
}
const reference = findReference();

describe.runIf(reference !== null)('rule ids against the rules reference', () => {
  test('every game id is a rule of the reference, under the heading of its section, or a finer rule in one of its areas', () => {
    const wrong: string[] = [];
    for (const book of ruleBooks.filter((b) => b.key !== 'core')) {
      const sectionOf = new Map<string, string>();
      let heading = '';
      for (const line of readFileSync(join(reference!, `${book.key}.md`), 'utf8').split('\n')) {
        const h = /^## \d+\. (.*)$/.exec(line);
        if (h) heading = h[1]!;
        const item = /^\d+\. `([a-z0-9.-]+)`/.exec(line);
        if (item) sectionOf.set(item[1]!, heading);
      }
      for (const [id, entry] of Object.entries(book.rules)) {
        const at = sectionOf.get(id);
        const area = id.split('.').slice(0, 2).join('.');
        if (at === undefined) {
          if (![...sectionOf.keys()].some((known) => known === area || known.startsWith(`${area}.`))) wrong.push(`${id}: not in ${book.key}.md, nor in an area of it`);
        } else if (!at.toLowerCase().includes(book.sections[entry.section]!.toLowerCase())) {
          wrong.push(`${id}: in "${at}", registered under "${book.sections[entry.section]}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('docs/rules.md', () => {
  test('is current (run `npm run rules-doc` after editing a registry)', () => {
    expect(readFileSync(RULES_DOC, 'utf8')).toBe(renderRulesDoc());
  });

  test('lists every registered id once', () => {
    const text = renderRulesDoc();
    for (const id of Object.keys(rules)) expect(text.split(`| \`${id}\` |`).length - 1).toBe(1);
  });
});
