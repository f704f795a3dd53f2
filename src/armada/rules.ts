import type { RuleEntry, RuleSections } from '../core/rules.ts';

/**
 * Star Wars: Armada rule ids (`armada.<area>.<name>`) that this engine implements or cites, each
 * with a short title and the section of the movement rules it belongs to. Ids are stable: a rule
 * that changes keeps its id. See `src/core/rules.ts`.
 */
export const armadaSections = {
  maneuver: 'The maneuver',
  tool: 'Maneuver-tool geometry',
  speed0: 'Speed 0, yaw at speed 0, huge ships',
  overlap: 'Overlapping',
  obstacles: 'Obstacles',
  squadrons: 'Squadrons',
  area: 'Play area, range and distance',
  bases: 'Bases',
  data: 'Ship data',
} as const satisfies RuleSections;

export const armadaRules = {
  'armada.maneuver.steps': { title: 'Executing a maneuver is Determine Course, then Move Ship', section: 'maneuver' },
  'armada.speed.range': { title: 'Speed is 0 up to the highest column of the ship\'s speed chart', section: 'maneuver' },
  'armada.yaw.chart': { title: 'Each joint clicks at most the yaw its speed chart prints for the current speed', section: 'maneuver' },
  'armada.yaw.max': { title: 'No joint ever turns more than 2 clicks either way', section: 'maneuver' },
  'armada.course.navigate': { title: 'A Navigate command changes speed by 1 and/or adds 1 yaw to one joint', section: 'maneuver' },
  'armada.course.locked': { title: 'Once the tool is in the notches the clicks are fixed', section: 'maneuver' },
  'armada.move.place': { title: 'The ship is lifted and set down at its final position; what lies between is ignored', section: 'maneuver' },
  'armada.tool.structure': { title: 'The tool is five pieces joined by four joints; speed n uses joints 1 to n', section: 'tool' },
  'armada.tool.click': { title: 'One click turns a joint 22.5 degrees', section: 'tool' },
  'armada.tool.dims': { title: 'Lengths and width of the tool pieces', section: 'tool' },
  'armada.tool.pose': { title: 'How the final pose follows from speed, clicks and tool side', section: 'tool' },
  'armada.tool.example': { title: 'Worked example of a final pose (speed 2, clicks +1, 0)', section: 'tool' },
  'armada.tool.footprint': { title: 'The tool footprint used for the side test', section: 'tool' },
  'armada.tool.side': { title: 'The ship ends on the side of the tool it started on, not overlapping the tool', section: 'tool' },
  'armada.tool.touch': { title: 'Touching the tool is not overlapping it', section: 'tool' },
  'armada.tool.side-both': { title: 'A course that overlaps the tool on both sides cannot be used', section: 'tool' },
  'armada.speed0': { title: 'At speed 0 the ship stays put but has still executed a maneuver', section: 'speed0' },
  'armada.speed0.yaw': { title: 'Yaw at speed 0, where an effect allows it', section: 'speed0' },
  'armada.huge.notch': { title: 'A huge ship uses the tool from its rear base', section: 'speed0' },
  'armada.huge.dims': { title: 'A huge ship is two large bases one behind the other', section: 'speed0' },
  'armada.huge.side': { title: 'A huge ship cannot use a course that overlaps the tool on both sides', section: 'speed0' },
  'armada.huge.charts': { title: 'Huge ships have speed 2 at most and no printed yaw', section: 'speed0' },
  'armada.overlap.definition': { title: 'What counts as overlapping (the whole base; touching is not overlapping)', section: 'overlap' },
  'armada.overlap.ships': { title: 'Overlapping a ship: drop one speed at a time, same clicks, until clear', section: 'overlap' },
  'armada.overlap.temporary': { title: 'The reduced speed is temporary; the speed dial does not change', section: 'overlap' },
  'armada.overlap.tool-allowed': { title: 'At a reduced speed the ship may overlap the tool', section: 'overlap' },
  'armada.overlap.damage': { title: 'One facedown damage card to the moving ship and one to the closest ship it overlapped', section: 'overlap' },
  'armada.overlap.closest': { title: 'The closest overlapped ship is measured from the final position', section: 'overlap' },
  'armada.overlap.squadrons': { title: 'Squadrons under the final position are placed touching the ship', section: 'overlap' },
  'armada.overlap.obstacles': { title: 'An obstacle under the final position has its effect, also at speed 0', section: 'overlap' },
  'armada.overlap.order': { title: 'Order of effects after the move: overlap damage, then obstacles and stations', section: 'overlap' },
  'armada.overlap.edge': { title: 'Leaving the play area is judged where the ship actually ends', section: 'overlap' },
  'armada.obstacle.final-only': { title: 'Only the final position counts for obstacles', section: 'obstacles' },
  'armada.obstacle.effects': { title: 'What each obstacle does to a ship that overlaps it', section: 'obstacles' },
  'armada.obstacle.sizes': { title: 'Sizes of the obstacle tokens', section: 'obstacles' },
  'armada.squadron.no-overlap': { title: 'A squadron may not end overlapping a ship or another squadron', section: 'squadrons' },
  'armada.squadron.placement-not-movement': { title: 'Displaced squadrons are placed, not moved', section: 'squadrons' },
  'armada.squadron.move': { title: 'A squadron moves its centre up to the outer edge of distance band "speed"', section: 'squadrons' },
  'armada.squadron.engaged': { title: 'An engaged squadron cannot move (heavy, grit, intel and cloak change this)', section: 'squadrons' },
  'armada.squadron.activation': { title: 'In the Squadron Phase an activated squadron moves or attacks', section: 'squadrons' },
  'armada.squadron.speeds': { title: 'Squadron speeds come from the catalog', section: 'squadrons' },
  'armada.squadron.base': { title: 'Squadron base size', section: 'squadrons' },
  'armada.area.size': { title: 'Size of the play area', section: 'area' },
  'armada.edge.destroyed': { title: 'A ship or squadron partly outside the play area is destroyed', section: 'area' },
  'armada.range.bands': { title: 'The range ruler: outer edges of distance 1-5 and of close, medium and long range', section: 'area' },
  'armada.range.measure': { title: 'Measure closest point to closest point; on a band edge the nearer band counts', section: 'area' },
  'armada.base.sizes': { title: 'Ship base sizes, with and without shield dials', section: 'bases' },
  'armada.data.charts': { title: 'Speed charts of the ship catalog', section: 'data' },
  'armada.data.provenance': { title: 'Where the catalog\'s ship data comes from', section: 'data' },
  'armada.data.conflict': { title: 'The one known conflict between speed-chart sources', section: 'data' },
  'armada.data.max-speeds': { title: 'Maximum speeds by ship', section: 'data' },
} as const satisfies Readonly<Record<`armada.${string}`, RuleEntry<keyof typeof armadaSections>>>;

export type ArmadaRuleId = keyof typeof armadaRules;
