/**
 * Maneuver templates (xwing.template.straight, xwing.template.arcs).
 * Straight 1-5 are 40 mm per speed; bank (45 degrees) and turn (90 degrees) radii are measured on
 * the template's centre line, the line the guide hashmarks follow. Defaults agreed by TTS2
 * `Dim.lua`, TRAJ and VAS `CurvedPaths.java` (xwing Q1); width 20 mm (xwing Q2).
 */
export const TEMPLATE_WIDTH = 20;

/** Length of one straight speed step (mm). */
export const STRAIGHT_STEP = 40;

export const BANK_RADIUS: readonly number[] = [80, 130, 180];
export const TURN_RADIUS: readonly number[] = [35, 62.5, 90];

export const BANK_ANGLE = 45;
export const TURN_ANGLE = 90;

export type TemplateKind = 'straight' | 'bank' | 'turn';

/** A template: its kind and speed; `radius`/`angle` for curved ones (0 for straight). */
export interface Template {
  readonly kind: TemplateKind;
  readonly speed: number;
  /** Straight: its length; curved: the centre-line radius. */
  readonly radius: number;
  readonly angle: number;
  /** Centre-line length (mm). */
  readonly length: number;
}

/** The templates made so far, by kind and speed (only those that exist: at most 11). */
const templates: { readonly [K in TemplateKind]: Map<number, Template> } = { straight: new Map(), bank: new Map(), turn: new Map() };

export function templateOf(kind: TemplateKind, speed: number): Template | null {
  // One frozen object per kind and speed: the course tables (course.ts) are kept per template.
  const byKind = Object.hasOwn(templates, kind) ? templates[kind] : undefined;
  const known = byKind?.get(speed);
  if (known !== undefined) return known;
  const made = makeTemplate(kind, speed);
  if (made !== null && byKind !== undefined) byKind.set(speed, Object.freeze(made));
  return made;
}

function makeTemplate(kind: TemplateKind, speed: number): Template | null {
  if (kind === 'straight') {
    if (speed < 1 || speed > 5) return null;
    return { kind, speed, radius: 0, angle: 0, length: STRAIGHT_STEP * speed };
  }
  const radius = (kind === 'bank' ? BANK_RADIUS : TURN_RADIUS)[speed - 1];
  if (radius === undefined) return null;
  const angle = kind === 'bank' ? BANK_ANGLE : TURN_ANGLE;
  return { kind, speed, radius, angle, length: (radius * angle * Math.PI) / 180 };
}
