/**
 * Shapes of the geometry kernel, in the table frame: millimetres, origin
 * at the bottom-left of the play area, +y up, headings and bearings in degrees clockwise from +y.
 * In a shape's own frame +x is its right and +y its front. Shapes are plain data.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The centre of a footprint and the heading its front faces. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

/** Oriented rectangle (a ship base): centre, heading, `width` across (left-right), `length` along the heading. */
export interface Rect {
  readonly kind: 'rect';
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  readonly width: number;
  readonly length: number;
}

/** Simple polygon (convex or not, either winding), in table coordinates; at least three points. */
export interface Polygon {
  readonly kind: 'polygon';
  readonly points: readonly Point[];
}

/** Disc (an Armada squadron base). */
export interface Circle {
  readonly kind: 'circle';
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

/** Straight strip: the rectangle of `width` centred on the segment from `from` to `to` (flat ends). */
export interface Strip {
  readonly kind: 'strip';
  readonly from: Point;
  readonly to: Point;
  readonly width: number;
}

/**
 * Arc strip: the band between two concentric arcs (an X-Wing bank or turn template).
 * `inner` and `outer` are the radii; the band starts at bearing `from` (degrees clockwise from +y,
 * seen from the centre) and sweeps `sweep` degrees (positive clockwise, |sweep| <= 360).
 */
export interface ArcStrip {
  readonly kind: 'arc';
  readonly x: number;
  readonly y: number;
  readonly inner: number;
  readonly outer: number;
  readonly from: number;
  readonly sweep: number;
}

export type Shape = Rect | Polygon | Circle | Strip | ArcStrip;

/** A footprint made of several pieces (the Armada tool chain, a template with its end caps). */
export type Compound = readonly Shape[];

/** The one contact tolerance: interpenetration up to this is touching. */
export const CONTACT_TOLERANCE = 1e-6;

/** Required accuracy of a path search, in mm of travel (a placed "touching" gap is at most 0.01 mm). */
export const PATH_TOLERANCE = 0.01;
