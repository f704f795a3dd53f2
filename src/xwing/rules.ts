import type { RuleEntry, RuleSections } from '../core/rules.ts';

/**
 * Star Wars: X-Wing (2.0 and 2.5) rule ids (`xwing.<area>.<name>`) that this engine implements
 * or cites, each with a short title and the section of the movement rules it belongs to. Where
 * the 2.0 and 2.5 rules differ the id ends in `.20` or `.25`. See `src/core/rules.ts`.
 */
export const xwingSections = {
  components: 'Components and dimensions',
  maneuvers: 'Maneuvers',
  partial: 'Overlap and partial execution',
  obstacles: 'Obstacles',
  repositions: 'Repositions (moves that are not maneuvers)',
  flee: 'Leaving the play area',
  huge: 'Huge ships',
  data: 'Ship data',
} as const satisfies RuleSections;

export const xwingRules = {
  'xwing.area.size': { title: 'Size of the play area', section: 'components' },
  'xwing.base.sizes': { title: 'Base sizes: small 40, medium 60, large 80 mm', section: 'components' },
  'xwing.base.guides': { title: 'The guides and hashmarks a template is set against', section: 'components' },
  'xwing.template.straight': { title: 'Lengths and width of the straight templates', section: 'components' },
  'xwing.template.arcs': { title: 'Radii of the bank and turn templates', section: 'components' },
  'xwing.dial.codes': { title: 'Dial codes: speed, bearing letter, difficulty letter', section: 'maneuvers' },
  'xwing.maneuver.placement': { title: 'How a template is placed and the ship set at its end', section: 'maneuvers' },
  'xwing.maneuver.straight': { title: 'Final pose of a straight', section: 'maneuvers' },
  'xwing.maneuver.arc': { title: 'Final pose of a bank or turn', section: 'maneuvers' },
  'xwing.maneuver.koiogran': { title: 'Koiogran turn: a straight that ends facing backward', section: 'maneuvers' },
  'xwing.maneuver.segnor': { title: 'Segnor\'s loop: a bank that ends facing backward', section: 'maneuvers' },
  'xwing.maneuver.tallon': { title: 'Tallon roll: a turn and a further 90 degrees', section: 'maneuvers' },
  'xwing.maneuver.final-rotation': { title: 'The extra rotation happens only on full execution', section: 'maneuvers' },
  'xwing.maneuver.stationary': { title: 'Stationary: no movement, still a maneuver, never overlaps', section: 'maneuvers' },
  'xwing.maneuver.reverse': { title: 'Reverse maneuvers: the template at the rear, the ship moves backward', section: 'maneuvers' },
  'xwing.difficulty': { title: 'Check Difficulty: red gains stress, blue removes it', section: 'maneuvers' },
  'xwing.stress.red': { title: 'A stressed ship cannot execute a red maneuver (it executes 2FW instead)', section: 'maneuvers' },
  'xwing.ion': { title: 'An ionized ship executes a blue straight 1', section: 'maneuvers' },
  'xwing.overlap.definition': { title: 'What counts as overlapping (touching is not overlapping)', section: 'partial' },
  'xwing.partial.when': { title: 'A maneuver ending on a ship is partially executed', section: 'partial' },
  'xwing.partial.path': { title: 'How the ship backs up along the template', section: 'partial' },
  'xwing.partial.search': { title: 'The ship stops at the first pose, going back, that is on top of no ship', section: 'partial' },
  'xwing.partial.touching': { title: 'The ship ends touching the last ship it backed over', section: 'partial' },
  'xwing.partial.forcing': { title: 'The ships overlapped at the full final position forced the partial execution', section: 'partial' },
  'xwing.partial.executed': { title: 'A partial execution still counts as a maneuver of its speed, bearing and difficulty', section: 'partial' },
  'xwing.partial.effect.20': { title: '2.0: after a partial execution the ship skips its Perform Action step', section: 'partial' },
  'xwing.partial.effect.25': { title: '2.5: the effect of bumping into a friendly or an enemy ship', section: 'partial' },
  'xwing.obstacle.through': { title: 'Moving through an obstacle: the template lies on it', section: 'obstacles' },
  'xwing.obstacle.overlap': { title: 'Overlapping an obstacle: the final base lies on it', section: 'obstacles' },
  'xwing.obstacle.partial': { title: 'After a partial execution only the template up to the final position counts', section: 'obstacles' },
  'xwing.obstacle.order': { title: 'Several obstacles resolve in order along the template', section: 'obstacles' },
  'xwing.obstacle.start': { title: 'An obstacle the ship starts on does nothing unless met again', section: 'obstacles' },
  'xwing.obstacle.effects.20': { title: '2.0: what each obstacle type does', section: 'obstacles' },
  'xwing.obstacle.effects.25': { title: '2.5: what each obstacle type does', section: 'obstacles' },
  'xwing.obstacle.catalog': { title: 'Obstacle types and their shapes', section: 'obstacles' },
  'xwing.move.not-maneuver': { title: 'Barrel roll, boost and decloak are moves that succeed or fail, never partially', section: 'repositions' },
  'xwing.roll.small': { title: 'Barrel roll of a small ship', section: 'repositions' },
  'xwing.roll.large': { title: 'Barrel roll of a medium or large ship', section: 'repositions' },
  'xwing.roll.choice': { title: 'Barrel roll: direction first, then one of three positions', section: 'repositions' },
  'xwing.boost': { title: 'Boost: straight 1 or bank 1 at the front guides', section: 'repositions' },
  'xwing.decloak': { title: 'Decloak: a barrel roll or boost with the straight-2 template', section: 'repositions' },
  'xwing.tractor': { title: 'Tractored: the player who tractored the ship may make it barrel roll or boost straight 1', section: 'repositions' },
  'xwing.tractor.obstacles': { title: 'A tractor move onto obstacles: allowed in 2.0, not in 2.5; dice as usual, no action skip', section: 'repositions' },
  'xwing.tractor.rotate': { title: '2.5: after an opponent moved it, the owner may rotate the tractored ship 90 degrees and gain 1 stress', section: 'repositions' },
  'xwing.flee': { title: 'A ship partly outside the play area after a move flees', section: 'flee' },
  'xwing.huge.dial': { title: 'What huge-ship dials hold', section: 'huge' },
  'xwing.huge.geometry': { title: 'Huge-ship maneuvers are not supported (template placement unconfirmed)', section: 'huge' },
  'xwing.data.dials': { title: 'Dials and base sizes of the ship catalog', section: 'data' },
  'xwing.data.validate': { title: 'Every catalog dial code is checked', section: 'data' },
} as const satisfies Readonly<Record<`xwing.${string}`, RuleEntry<keyof typeof xwingSections>>>;

export type XwingRuleId = keyof typeof xwingRules;
