/**
 * Prepared worlds by the exact text of the request body that described them: a client that asks
 * again about the same scenario (a bot re-resolving a position, a page polling, a load test) skips
 * the JSON parse, the size and depth walk, the schema and the game's preparation, and goes straight
 * to the engine. Bounded both ways: at most `maxEntries` worlds and `maxChars` characters of keys
 * (a body longer than `maxEntryChars` is never kept), the least recently used going first.
 *
 * A kept world is shared by every later request with the same text, so it must never change: its
 * plain data is frozen, deeply, when it is kept (`deepFreeze`), so an engine that wrote into a
 * shared world would throw rather than answer the next request differently. Nothing here imports
 * Node.
 */
export interface PreparedCacheOptions {
  /** Most worlds kept (default 64). */
  readonly maxEntries?: number;
  /** Most characters of body text kept as keys, all entries together (default 4 Mi). */
  readonly maxChars?: number;
  /** Longest body kept (default 256 Ki characters). */
  readonly maxEntryChars?: number;
}

export interface PreparedCacheSetup<V> extends PreparedCacheOptions {
  /**
   * What of a value to freeze when it is kept (default: all of it); shared engine code and schemas
   * stay out of it. `null` freezes nothing: for values no request shares (run times, marks).
   */
  readonly frozenPart?: ((value: V) => object) | null;
}

export class PreparedCache<V extends object> {
  private readonly entries = new Map<string, V>();
  private chars = 0;
  private readonly maxEntries: number;
  private readonly maxChars: number;
  private readonly maxEntryChars: number;
  private readonly frozenPart: ((value: V) => object) | null;
  /** Look-ups that found a world, and that did not. */
  hits = 0;
  misses = 0;

  constructor(options: PreparedCacheSetup<V> = {}) {
    this.frozenPart = options.frozenPart === undefined ? (value) => value : options.frozenPart;
    this.maxEntries = Math.max(0, Math.floor(options.maxEntries ?? 64));
    this.maxChars = Math.max(0, Math.floor(options.maxChars ?? 4 * 1024 * 1024));
    this.maxEntryChars = Math.min(this.maxChars, Math.max(0, Math.floor(options.maxEntryChars ?? 256 * 1024)));
  }

  get size(): number {
    return this.entries.size;
  }

  /** Characters of key text held. */
  get heldChars(): number {
    return this.chars;
  }

  /** The world kept for this text, now the most recently used; undefined when none is. */
  get(text: string): V | undefined {
    const value = this.entries.get(text);
    if (value === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Most recently used last: a Map iterates in insertion order.
    this.entries.delete(text);
    this.entries.set(text, value);
    return value;
  }

  /** Whether a body of this length may be kept at all (longer ones are not looked up either). */
  fits(text: string): boolean {
    return this.maxEntries > 0 && text.length <= this.maxEntryChars;
  }

  /** Keeps the world (frozen) for this text, dropping the least recently used past the bounds. */
  set(text: string, value: V): void {
    if (!this.fits(text)) return;
    const old = this.entries.get(text);
    if (old !== undefined) {
      this.entries.delete(text);
      this.chars -= text.length;
    }
    if (this.frozenPart !== null) deepFreeze(this.frozenPart(value));
    this.entries.set(text, value);
    this.chars += text.length;
    for (const [key] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(key);
      this.chars -= key.length;
    }
  }

  /** The value kept for this text, without counting a look-up or changing its place. */
  peek(text: string): V | undefined {
    return this.entries.get(text);
  }

  /** Forgets the value kept for this text, if any. */
  delete(text: string): void {
    if (this.entries.delete(text)) this.chars -= text.length;
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }
}

/**
 * Freezes the plain data of a value: every plain object and array reachable from it (through
 * own data properties, array items, Map and Set members), with an explicit stack (no recursion) and
 * each object visited once. Instances of classes are walked but left unfrozen: they keep their own
 * memo slots (an Armada footprint prepares its geometry body the first time a test needs it, a
 * pure function of its shape), which freezing would break. Maps, Sets and typed arrays cannot be
 * frozen against writes; functions are not walked, nor are getters called. A plain array is walked
 * by its items (index by index, no property descriptors: the walk is most of the cost of keeping
 * a world), so a property added to an array besides its items is frozen but not walked.
 */
export function deepFreeze(root: object): void {
  const seen = new Set<object>();
  const stack: object[] = [root];
  while (stack.length > 0) {
    const value = stack.pop()!;
    if (seen.has(value)) continue;
    seen.add(value);
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === Array.prototype) {
      const items = value as readonly unknown[];
      Object.freeze(items);
      for (let k = 0; k < items.length; k += 1) {
        const item = items[k];
        if (typeof item === 'object' && item !== null) stack.push(item);
      }
      continue;
    }
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) continue;
    if (value instanceof Map) {
      for (const [key, member] of value) {
        if (typeof key === 'object' && key !== null) stack.push(key as object);
        if (typeof member === 'object' && member !== null) stack.push(member as object);
      }
      continue;
    }
    if (value instanceof Set) {
      for (const member of value) if (typeof member === 'object' && member !== null) stack.push(member as object);
      continue;
    }
    if (prototype === Object.prototype || prototype === null) Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor !== undefined && 'value' in descriptor) {
        const member: unknown = descriptor.value;
        if (typeof member === 'object' && member !== null) stack.push(member);
      }
    }
  }
}
