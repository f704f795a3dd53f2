/**
 * Exact arithmetic for the rare decisions that floating point cannot settle (the fallback of the
 * kernel's filters). Every finite double is a dyadic rational m * 2^e; sums, differences and
 * products of dyadics are dyadics, so a polynomial in the inputs is evaluated without any
 * rounding on BigInt mantissas. Square roots never appear: a comparison involving a length is
 * squared (see `signSqrtForm`). Slow (microseconds), used only when the filter is unsure.
 */

export interface Dyadic {
  readonly m: bigint;
  readonly e: number;
}

const ZERO: Dyadic = { m: 0n, e: 0 };

/**
 * The exact value of a finite double: scaled by a power of two to an integer (scaling by powers
 * of two is exact while the result stays normal, which the scale chosen ensures).
 */
export function exact(x: number): Dyadic {
  if (x === 0) return ZERO;
  if (!Number.isFinite(x)) throw new RangeError(`exact arithmetic needs a finite number, got ${x}`);
  if (Number.isInteger(x)) return { m: BigInt(x), e: 0 };
  let k = Math.min(1074, 53 - Math.floor(Math.log2(Math.abs(x))));
  let m = k > 1000 ? x * 2 ** 600 * 2 ** (k - 600) : x * 2 ** k;
  while (!Number.isInteger(m)) {
    m *= 2;
    k += 1;
  }
  return { m: BigInt(m), e: -k };
}

export function add(a: Dyadic, b: Dyadic): Dyadic {
  if (a.m === 0n) return b;
  if (b.m === 0n) return a;
  if (a.e === b.e) return { m: a.m + b.m, e: a.e };
  if (a.e > b.e) return { m: (a.m << BigInt(a.e - b.e)) + b.m, e: b.e };
  return { m: a.m + (b.m << BigInt(b.e - a.e)), e: a.e };
}

export function neg(a: Dyadic): Dyadic {
  return { m: -a.m, e: a.e };
}

export function sub(a: Dyadic, b: Dyadic): Dyadic {
  return add(a, neg(b));
}

export function mul(a: Dyadic, b: Dyadic): Dyadic {
  return { m: a.m * b.m, e: a.e + b.e };
}

export function sign(a: Dyadic): -1 | 0 | 1 {
  return a.m > 0n ? 1 : a.m < 0n ? -1 : 0;
}

/** Exact x - y of two doubles. */
export function diff(x: number, y: number): Dyadic {
  return sub(exact(x), exact(y));
}

/** Exact cross product (ax, ay) x (bx, by) of dyadic vectors. */
export function cross(ax: Dyadic, ay: Dyadic, bx: Dyadic, by: Dyadic): Dyadic {
  return sub(mul(ax, by), mul(ay, bx));
}

/** Exact dot product of dyadic vectors. */
export function dot(ax: Dyadic, ay: Dyadic, bx: Dyadic, by: Dyadic): Dyadic {
  return add(mul(ax, bx), mul(ay, by));
}

/** Exact sign of a + b * sqrt(q), q >= 0. */
export function signSqrtForm(a: Dyadic, b: Dyadic, q: Dyadic): -1 | 0 | 1 {
  const sa = sign(a);
  const sb = sign(q) === 0 ? 0 : sign(b);
  if (sb === 0) return sa;
  if (sa === 0) return sb;
  if (sa === sb) return sa;
  // Opposite signs: compare a^2 with b^2 q.
  const d = sign(sub(mul(a, a), mul(mul(b, b), q)));
  return (sa > 0 ? d : (-d as -1 | 0 | 1));
}

/**
 * Exact sign of (x - threshold) where x = s * sqrt(q) / t, i.e. s*sqrt(q) compared with threshold*t,
 * t > 0: used for distances along a ray (rational parameter times a length).
 */
export function signScaledLengthMinus(s: Dyadic, q: Dyadic, t: Dyadic, threshold: Dyadic): -1 | 0 | 1 {
  // sign(s*sqrt(q) - threshold*t) with t > 0
  return signSqrtForm(neg(mul(threshold, t)), s, q);
}

/** Exact sign of a + b1 sqrt(q1) + b2 sqrt(q2), q1, q2 >= 0. */
export function signSqrtSum(a: Dyadic, b1: Dyadic, q1: Dyadic, b2: Dyadic, q2: Dyadic): -1 | 0 | 1 {
  // left = a + b1 sqrt(q1), right = -b2 sqrt(q2); the sign of left - right.
  const sl = signSqrtForm(a, b1, q1);
  const sr = -(sign(q2) === 0 ? 0 : sign(b2));
  if (sl !== sr) return sl > sr ? 1 : -1;
  if (sl === 0) return 0;
  // Same sign: compare squares. left^2 = a^2 + b1^2 q1 + 2 a b1 sqrt(q1); right^2 = b2^2 q2.
  const squares = signSqrtForm(sub(add(mul(a, a), mul(mul(b1, b1), q1)), mul(mul(b2, b2), q2)), mul(add(a, a), b1), q1);
  return (sl > 0 ? squares : (-squares as -1 | 0 | 1));
}
