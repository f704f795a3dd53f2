import type { Issue, Result } from './core/issue.ts';
import type { Scene, SceneOptions } from './render/scene.ts';
import type { Game, Scenario } from './schema/index.ts';

/**
 * What every game engine offers (one per game folder). All functions are pure: a plain scenario
 * in (already checked against the schema), a new plain outcome out; the input is never mutated.
 */
export interface GameEngine<S extends Scenario = Scenario, O = unknown, P = unknown> {
  readonly game: Game;
  /** Checks beyond the schema: catalog names (with suggestions), id references, rule limits on inputs. */
  check(scenario: S): Issue[];
  /** Resolves the scenario's move (CONVENTIONS section 5). */
  resolve(scenario: S): Result<O>;
  /** Lists every legal option with its outcome. */
  plan(scenario: S): Result<P>;
  /**
   * Where a resolved outcome says the declared move breaks a rule (TI4: `legal: false`), the
   * violations as issues. The CLI prints the outcome and exits 1 with these (CONVENTIONS
   * section 3: "a move the rules forbid"); engines that refuse such moves in `resolve` omit it.
   */
  forbidden?(scenario: S, outcome: O): Issue[];
  /** What to draw: the scenario, and its move's outcome where it has one (or every option with `plan`). */
  scene(scenario: S, options?: SceneOptions): Result<Scene>;
  /** Plain text for people (the CLI without `--json`). */
  describeOutcome(outcome: O): string;
  describePlan(plan: P): string;
}
