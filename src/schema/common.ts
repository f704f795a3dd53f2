import * as z from 'zod';
import { limitedArray, limitedNumber, limitedString, playAreaSide } from './limits.ts';

/** Shared pieces of the scenario schemas (millimetres and degrees in the table frame; ids and catalog names as strings). */

export const finite = z.number().refine(Number.isFinite, { message: 'expected a finite number' });

/** A coordinate in mm: finite and within the limits table's range (`limits.coordinate`). */
export const coordinate = limitedNumber('coordinate');

export const id = limitedString().min(1, 'expected a non-empty id');

/** A catalog name or other free text: non-empty and capped in length (`limits.string`). */
export const name = limitedString().min(1);

/** `{ x, y, heading }`: the centre of the whole footprint, heading in degrees clockwise from +y. */
export const pose = z.strictObject({
  x: coordinate.describe('mm from the left edge of the play area'),
  y: coordinate.describe('mm from the first player\'s edge'),
  heading: limitedNumber('heading').describe('degrees clockwise from +y (0 faces +y, 90 faces +x)'),
});
export type Pose = z.infer<typeof pose>;

export const point = z.strictObject({ x: coordinate, y: coordinate });

export const playArea = z.strictObject({
  width: playAreaSide(),
  height: playAreaSide(),
});

/** An explicit polygon in table coordinates: at least three `[x, y]` points. */
export const polygon = limitedArray(z.tuple([coordinate, coordinate]), 'vertices').min(3, 'a polygon needs at least 3 points');
