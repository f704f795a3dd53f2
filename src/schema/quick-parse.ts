import type * as z from 'zod';

/**
 * A quick path in front of a strict zod schema for documents it accepts: the same value zod's
 * `safeParse` gives (defaults filled in, keys in the schema's order, arrays and objects new,
 * strings and numbers as they came), found without zod's payload and issue bookkeeping, which
 * allocates about 18 KiB for a TI4 scenario of 640 characters. Built from the schema's own
 * definition, so it follows the schema as it changes. It never decides a refusal: a document it
 * is not sure of (any check failing, a key it does not know, a key present with the value
 * undefined, a value of a prototype other than Object's or Array's) returns `undefined`, and the
 * caller runs zod, whose issues are the answer. `quickParser` answers null for a schema holding a
 * part it does not know (transforms, pipes, exclusive unions, catch-alls other than strict): such
 * a schema has no quick path.
 */
export type QuickParse<T> = (value: unknown) => T | undefined;

/** What a part's check answers for a value it does not accept. */
const NO = Symbol('no');
type Part = (value: unknown) => unknown;

/** Zod 4's definition of a schema, as far as this file reads it. */
interface Def {
  readonly type: string;
  readonly checks?: readonly { readonly _zod: { readonly def: CheckDef } }[];
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly catchall?: z.ZodType;
  readonly element?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly rest?: z.ZodType | null;
  readonly innerType?: z.ZodType;
  readonly defaultValue?: unknown;
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly values?: readonly unknown[];
  readonly options?: readonly z.ZodType[];
  readonly discriminator?: string;
  readonly inclusive?: boolean;
  readonly unionFallback?: boolean;
  readonly coerce?: boolean;
}

interface CheckDef {
  readonly check: string;
  readonly type?: string;
  readonly maximum?: number;
  readonly minimum?: number;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly value?: number;
  readonly inclusive?: boolean;
  readonly fn?: (value: unknown) => unknown;
  readonly when?: unknown;
}

function defOf(schema: z.ZodType): Def {
  const def: object = schema._zod.def;
  return def as Def;
}

/** The quick path of `schema`, or null when it holds a part this file does not know. */
export function quickParser<T>(schema: z.ZodType<T>): QuickParse<T> | null {
  const part = partOf(schema);
  if (part === null) return null;
  return (value) => {
    const out = part(value);
    return out === NO ? undefined : (out as T);
  };
}

function partOf(schema: z.ZodType): Part | null {
  const def = defOf(schema);
  // Coercing schemas (`z.coerce.number()`) accept other types: not on the quick path.
  if (def.coerce === true) return null;
  switch (def.type) {
    case 'object':
      return objectPart(def);
    case 'array':
      return arrayPart(def);
    case 'tuple':
      return tuplePart(def);
    case 'string':
      return stringPart(def);
    case 'number':
      return numberPart(def);
    case 'boolean':
      return noChecks(def) ? (value) => (typeof value === 'boolean' ? value : NO) : null;
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      if (!noChecks(def) || !values.every((v) => typeof v === 'string')) return null;
      const allowed = new Set(values);
      return (value) => (typeof value === 'string' && allowed.has(value) ? value : NO);
    }
    case 'literal': {
      // Strings and finite numbers, matched as zod matches them (a Set's `has`).
      const values = def.values ?? [];
      if (!noChecks(def) || !values.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) return null;
      const allowed = new Set(values);
      return (value) => (allowed.has(value) ? value : NO);
    }
    case 'union':
      return def.discriminator === undefined ? unionPart(def) : discriminatedPart(def);
    default:
      return null;
  }
}

/**
 * When zod surely refuses a value for `schema` (true), for a part `partOf` knows; false is a doubt.
 * A union's option may be passed over only when it surely refuses: zod takes the first option that
 * accepts, and the quick path's refusal of an option may be a mere doubt.
 */
type Refuses = (value: unknown) => boolean;

function refusesOf(schema: z.ZodType): Refuses | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean': {
      const type = def.type;
      return (value) => typeof value !== type;
    }
    case 'enum':
    case 'literal': {
      // Exact on both paths: the quick part refuses only what zod refuses.
      const part = partOf(schema);
      return part === null ? null : (value) => part(value) === NO;
    }
    case 'array':
    case 'tuple':
      return (value) => !Array.isArray(value);
    case 'object': {
      if (def.shape === undefined) return null;
      // A field that is neither optional nor defaulted refuses undefined (every part this file
      // knows does): zod reads `input[key]` of such a field, absent or undefined, and refuses it.
      const required: string[] = [];
      for (const key of Object.keys(def.shape)) {
        const type = defOf(def.shape[key]!).type;
        if (type !== 'optional' && type !== 'default') {
          if (partOf(def.shape[key]!) === null) return null;
          required.push(key);
        }
      }
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return true;
        if (Object.getPrototypeOf(value) !== Object.prototype) return false;
        const input = value as Record<string, unknown>;
        for (const key of required) if (input[key] === undefined) return true;
        return false;
      };
    }
    case 'union': {
      if (def.discriminator !== undefined) return (value) => typeof value !== 'object' || value === null || Array.isArray(value);
      const each: Refuses[] = [];
      for (const option of def.options ?? []) {
        const refuses = refusesOf(option);
        if (refuses === null) return null;
        each.push(refuses);
      }
      return (value) => each.every((refuses) => refuses(value));
    }
    default:
      return null;
  }
}

/**
 * A union: zod tries the options in order and answers with the first that accepts. The quick path
 * does the same, passing over an option only where zod surely refuses it (a string for an object
 * option, an object without a required key of the option); on any other doubt it answers nothing.
 */
function unionPart(def: Def): Part | null {
  if (!noChecks(def) || def.inclusive !== undefined || def.options === undefined || def.options.length === 0) return null;
  const parts: Part[] = [];
  const refuses: Refuses[] = [];
  for (const option of def.options) {
    const part = partOf(option);
    const refused = refusesOf(option);
    if (part === null || refused === null) return null;
    parts.push(part);
    refuses.push(refused);
  }
  const n = parts.length;
  return (value) => {
    for (let i = 0; i < n; i++) {
      const out = parts[i]!(value);
      if (out !== NO) return out;
      if (!refuses[i]!(value)) return NO;
    }
    return NO;
  };
}

/**
 * A discriminated union: zod picks the option by the discriminator's value and answers with it
 * alone. Options are strict objects whose discriminator is a literal; no fallback to the union.
 */
function discriminatedPart(def: Def): Part | null {
  const key = def.discriminator!;
  if (!noChecks(def) || def.unionFallback === true || def.options === undefined) return null;
  const byValue = new Map<unknown, Part>();
  for (const option of def.options) {
    const optionDef = defOf(option);
    if (optionDef.type !== 'object' || optionDef.shape === undefined) return null;
    const tag = optionDef.shape[key];
    if (tag === undefined) return null;
    const tagDef = defOf(tag);
    if (tagDef.type !== 'literal' || tagDef.values === undefined) return null;
    const part = partOf(option);
    if (part === null) return null;
    for (const v of tagDef.values) {
      if (v === undefined || byValue.has(v)) return null;
      byValue.set(v, part);
    }
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return NO;
    const part = byValue.get((value as Record<string, unknown>)[key]);
    return part === undefined ? NO : part(value);
  };
}

function noChecks(def: Def): boolean {
  return def.checks === undefined || def.checks.length === 0;
}

/** How an object's field treats absence: required, optional (left out) or defaulted (the default given). */
interface Field {
  readonly key: string;
  readonly absent: 'required' | 'optional' | 'default';
  readonly part: Part;
  readonly defaultOf?: () => unknown;
}

function objectPart(def: Def): Part | null {
  // Strict objects only: an unknown key is zod's to refuse.
  if (!noChecks(def) || def.shape === undefined || def.catchall === undefined || defOf(def.catchall).type !== 'never') return null;
  const fields: Field[] = [];
  for (const key of Object.keys(def.shape)) {
    if (key === '__proto__') return null;
    const schema = def.shape[key]!;
    const fieldDef = defOf(schema);
    if (fieldDef.type === 'optional' || fieldDef.type === 'default') {
      if (!noChecks(fieldDef) || fieldDef.innerType === undefined) return null;
      const inner = partOf(fieldDef.innerType);
      if (inner === null) return null;
      // The default as zod gives it: a fresh copy each time (zod's getter makes one); a string,
      // number or boolean as it is, an empty list as a new one, anything else from the getter.
      const sample = fieldDef.type === 'default' ? fieldDef.defaultValue : undefined;
      const defaultOf = typeof sample === 'string' || typeof sample === 'number' || typeof sample === 'boolean' ? () => sample
        : Array.isArray(sample) && sample.length === 0 ? () => []
        : () => fieldDef.defaultValue;
      fields.push(fieldDef.type === 'optional' ? { key, absent: 'optional', part: inner } : { key, absent: 'default', part: inner, defaultOf });
    } else {
      const part = partOf(schema);
      if (part === null) return null;
      fields.push({ key, absent: 'required', part });
    }
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return NO;
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    let given = 0;
    for (const field of fields) {
      const item = input[field.key];
      if (item === undefined) {
        if (field.absent === 'required') return NO;
        if (field.absent === 'default') out[field.key] = field.defaultOf!();
        continue;
      }
      const checked = field.part(item);
      if (checked === NO) return NO;
      out[field.key] = checked;
      given += 1;
    }
    // The keys zod's strict check enumerates are exactly the fields given a value: as many of
    // them. More means an unknown key, or a key present with undefined (zod's to judge); fewer,
    // a field given but not enumerable.
    let keys = 0;
    for (const _key in input) keys += 1;
    return keys === given ? out : NO;
  };
}

/**
 * Whether a check runs on every value of its part's type: no `when`, or zod's own default for
 * length checks (run on values with a length: every string and array).
 */
function always(c: CheckDef, length: boolean): boolean {
  return c.when === undefined || (length && typeof c.when === 'function' && c.when.name === '_whenHasLength');
}

/** Array length checks: at most, at least. */
function lengthBounds(def: Def): { min: number; max: number } | null {
  let min = 0;
  let max = Infinity;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (!always(c, c.check === 'max_length' || c.check === 'min_length')) return null;
    if (c.check === 'max_length' && typeof c.maximum === 'number') max = Math.min(max, c.maximum);
    else if (c.check === 'min_length' && typeof c.minimum === 'number') min = Math.max(min, c.minimum);
    else return null;
  }
  return { min, max };
}

function arrayPart(def: Def): Part | null {
  const bounds = lengthBounds(def);
  if (bounds === null || def.element === undefined) return null;
  const element = partOf(def.element);
  if (element === null) return null;
  const { min, max } = bounds;
  return (value) => {
    if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return NO;
    const n = value.length;
    if (n < min || n > max) return NO;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const item = value[i];
      if (item === undefined) return NO;
      const checked = element(item);
      if (checked === NO) return NO;
      out[i] = checked;
    }
    return out;
  };
}

function tuplePart(def: Def): Part | null {
  if (!noChecks(def) || (def.rest !== undefined && def.rest !== null) || def.items === undefined) return null;
  const items: Part[] = [];
  for (const item of def.items) {
    // Optional items let a tuple be shorter: not on the quick path.
    if (item._zod.optin !== undefined) return null;
    const part = partOf(item);
    if (part === null) return null;
    items.push(part);
  }
  const n = items.length;
  return (value) => {
    if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype || value.length !== n) return NO;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const item = value[i];
      if (item === undefined) return NO;
      const checked = items[i]!(item);
      if (checked === NO) return NO;
      out[i] = checked;
    }
    return out;
  };
}

function stringPart(def: Def): Part | null {
  let min = 0;
  let max = Infinity;
  const patterns: RegExp[] = [];
  const refinements: ((value: unknown) => unknown)[] = [];
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (!always(c, c.check === 'max_length' || c.check === 'min_length')) return null;
    if (c.check === 'max_length' && typeof c.maximum === 'number') max = Math.min(max, c.maximum);
    else if (c.check === 'min_length' && typeof c.minimum === 'number') min = Math.max(min, c.minimum);
    else if (c.check === 'string_format' && c.format === 'regex' && c.pattern instanceof RegExp && !c.pattern.global && !c.pattern.sticky) patterns.push(c.pattern);
    else if (c.check === 'custom' && typeof c.fn === 'function') refinements.push(c.fn);
    else return null;
  }
  return (value) => {
    // Zod measures strings in code points: within `max` UTF-16 units, and either at least twice
    // `min` of them or at most one, a string's count of code points is surely within both bounds.
    // In between it may not be: zod decides.
    if (typeof value !== 'string') return NO;
    const units = value.length;
    if (units > max || units < min || (units < 2 * min && units > 1)) return NO;
    for (const pattern of patterns) if (!pattern.test(value)) return NO;
    for (const refine of refinements) if (refine(value) !== true) return NO;
    return value;
  };
}

function numberPart(def: Def): Part | null {
  let low = -Infinity;
  let high = Infinity;
  // Exclusive bounds: the value must be above `above` and below `below`.
  let above = -Infinity;
  let below = Infinity;
  let whole = false;
  const refinements: ((value: unknown) => unknown)[] = [];
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (!always(c, false)) return null;
    // Bounds, whole numbers as safe integers (zod's `int()`), and refinements.
    if (c.check === 'number_format' && c.format === 'safeint') whole = true;
    else if (c.check === 'greater_than' && c.inclusive === true && typeof c.value === 'number') low = Math.max(low, c.value);
    else if (c.check === 'less_than' && c.inclusive === true && typeof c.value === 'number') high = Math.min(high, c.value);
    else if (c.check === 'greater_than' && c.inclusive === false && typeof c.value === 'number') above = Math.max(above, c.value);
    else if (c.check === 'less_than' && c.inclusive === false && typeof c.value === 'number') below = Math.min(below, c.value);
    else if (c.check === 'custom' && typeof c.fn === 'function') refinements.push(c.fn);
    else return null;
  }
  return (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < low || value > high || !(value > above) || !(value < below)) return NO;
    if (whole && !Number.isSafeInteger(value)) return NO;
    for (const refine of refinements) if (refine(value) !== true) return NO;
    return value;
  };
}
