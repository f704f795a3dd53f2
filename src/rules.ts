import { armadaRules, armadaSections } from './armada/rules.ts';
import type { ArmadaRuleId } from './armada/rules.ts';
import { coreRules, coreSections } from './core/rules.ts';
import type { CoreRuleId, RuleEntry, RuleSections } from './core/rules.ts';
import { ti4Rules, ti4Sections } from './ti4/rules.ts';
import type { Ti4RuleId } from './ti4/rules.ts';
import { xwingRules, xwingSections } from './xwing/rules.ts';
import type { XwingRuleId } from './xwing/rules.ts';

/**
 * Every rule id a trace step or an issue may carry: the shared ids and each game's
 * (`src/core/rules.ts`, `src/<game>/rules.ts`). A misspelt id fails to compile.
 */
export type RuleId = CoreRuleId | ArmadaRuleId | XwingRuleId | Ti4RuleId;

/** One registry: its heading, its sections in order, its rules. */
export interface RuleBook {
  readonly key: 'core' | 'armada' | 'xwing' | 'ti4';
  readonly name: string;
  readonly sections: RuleSections;
  readonly rules: Readonly<Record<string, RuleEntry>>;
}

/** The registries in the order `docs/rules.md` lists them. */
export const ruleBooks: readonly RuleBook[] = [
  { key: 'core', name: 'Shared by every game', sections: coreSections, rules: coreRules },
  { key: 'armada', name: 'Star Wars: Armada', sections: armadaSections, rules: armadaRules },
  { key: 'xwing', name: 'Star Wars: X-Wing (2.0 and 2.5)', sections: xwingSections, rules: xwingRules },
  { key: 'ti4', name: 'Twilight Imperium 4 (Prophecy of Kings and Codex)', sections: ti4Sections, rules: ti4Rules },
];

/** Every registered rule by id. */
export const rules: Readonly<Record<RuleId, RuleEntry>> = { ...coreRules, ...armadaRules, ...xwingRules, ...ti4Rules };

/** True when `value` is a registered rule id (for ids read from outside, e.g. a JSON answer). */
export function isRuleId(value: string): value is RuleId {
  return Object.hasOwn(rules, value);
}
