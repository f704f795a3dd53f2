import { describe, expect, test } from 'vitest';
import { jsonSchema, parseJson, parseScenario } from './index.ts';

const armada = {
  game: 'armada',
  ships: [{ id: 'vic', type: 'Victory II-class Star Destroyer', owner: 'empire', pose: { x: 600, y: 300, heading: 0 }, speed: 2 }],
  maneuver: { ship: 'vic', speed: 2, yaw: [0, 1] },
};

describe('scenario schemas (CONVENTIONS section 4)', () => {
  test('a good Armada scenario parses, with defaults filled in', () => {
    const parsed = parseScenario(armada);
    expect(parsed.ok).toBe(true);
    if (parsed.ok && parsed.value.game === 'armada') {
      expect(parsed.value.maneuver?.side).toBe('auto');
      expect(parsed.value.squadrons).toEqual([]);
    }
  });

  test('a heading that is a string is rejected at ships[0].pose.heading', () => {
    const bad = { ...armada, ships: [{ ...armada.ships[0], pose: { x: 600, y: 300, heading: 'abc' } }] };
    const parsed = parseScenario(bad);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.path)).toEqual(['ships[0].pose.heading']);
  });

  test('unknown keys are rejected, each named by its path', () => {
    const parsed = parseScenario({ ...armada, manuever: {}, ships: [{ ...armada.ships[0], sped: 2 }] });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.path).sort()).toEqual(['manuever', 'ships[0].sped']);
  });

  test('a missing or unknown game is one issue at "game"', () => {
    for (const document of [{}, { game: 'chess' }, { game: 3 }]) {
      const parsed = parseScenario(document);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.issues).toMatchObject([{ path: 'game', rule: 'schema' }]);
    }
  });

  test('a document that is not an object is rejected at the root', () => {
    for (const document of [null, [], 'armada', 7]) {
      const parsed = parseScenario(document);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.issues[0]?.path).toBe('');
    }
  });

  test('non-finite numbers are rejected', () => {
    const parsed = parseScenario({ ...armada, ships: [{ ...armada.ships[0], pose: { x: Number.NaN, y: 1, heading: 0 } }] });
    expect(parsed.ok).toBe(false);
  });

  test('X-Wing dial codes are checked by shape; rules default to 2.5', () => {
    const base = { game: 'xwing', ships: [{ id: 'luke', type: 'T-65 X-wing', pose: { x: 200, y: 150, heading: 0 } }] };
    const good = parseScenario({ ...base, maneuver: { ship: 'luke', dial: '3BW' } });
    expect(good.ok && good.value.game === 'xwing' && good.value.rules).toBe('2.5');
    const bad = parseScenario({ ...base, maneuver: { ship: 'luke', dial: '3QW' } });
    expect(!bad.ok && bad.issues[0]?.path).toBe('maneuver.dial');
  });

  test('TI4 ids are kebab-case', () => {
    const bad = parseScenario({ game: 'ti4', map: '', players: [{ id: 'red', faction: 'creuss', technologies: ['Gravity Drive'] }] });
    expect(!bad.ok && bad.issues[0]?.path).toBe('players[0].technologies[0]');
  });

  test('malformed JSON is one issue at the root', () => {
    const parsed = parseJson('{"game": ');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]).toMatchObject({ path: '', rule: 'json' });
  });
});

describe('JSON Schema export', () => {
  for (const game of ['armada', 'xwing', 'ti4'] as const) {
    test(`${game}: an object schema that rejects unknown keys`, () => {
      const schema = jsonSchema(game) as { type: string; additionalProperties: boolean; properties: Record<string, { const?: string }> };
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(false);
      expect(schema.properties.game?.const).toBe(game);
    });
  }
});
