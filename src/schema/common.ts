import * as z from 'zod';

/** Shared pieces of the scenario schemas (millimetres and degrees in the table frame; ids and catalog names as strings). */

export const finite = z.number().refine(Number.isFinite, { message: 'expected a finite number' });

export const id = z.string().min(1, 'expected a non-empty id');

/** `{ x, y, heading }`: the centre of the whole footprint, heading in degrees clockwise from +y. */
export const pose = z.strictObject({
  x: finite.describe('mm from the left edge of the play area'),
  y: finite.describe('mm from the first player\'s edge'),
  heading: finite.describe('degrees clockwise from +y (0 faces +y, 90 faces +x)'),
});
export type Pose = z.infer<typeof pose>;

export const point = z.strictObject({ x: finite, y: finite });

export const playArea = z.strictObject({
  width: z.number().positive().refine(Number.isFinite, 'expected a finite width'),
  height: z.number().positive().refine(Number.isFinite, 'expected a finite height'),
});

/** An explicit polygon in table coordinates: at least three `[x, y]` points. */
export const polygon = z.array(z.tuple([finite, finite])).min(3, 'a polygon needs at least 3 points');
