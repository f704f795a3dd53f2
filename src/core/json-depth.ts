/**
 * Nesting depth of JSON, measured without recursion so that no input can overflow the stack
 * (CONVENTIONS section 7, `limits.depth`): one scan of the text before `JSON.parse`, and one
 * explicit-stack walk for values a library caller hands over already parsed.
 */

/**
 * Where JSON text first nests deeper than `maxDepth` arrays/objects, as a character offset; -1
 * when it never does. Brackets inside strings are skipped (escapes honoured); the text need not
 * be valid JSON, the parser judges that afterwards.
 */
export function textDepthBreach(text: string, maxDepth: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > maxDepth) return i;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--;
    }
  }
  return -1;
}

export type ValueBreach = { readonly kind: 'depth'; readonly path: readonly (string | number)[] } | { readonly kind: 'size' } | null;

/**
 * Checks an already-parsed value: no array/object deeper than `maxDepth`, at most `maxValues`
 * values in all (which also bounds the work on shared or cyclic references: a cycle is either
 * too deep or too large). Returns the path of the first too-deep container, or null.
 */
export function valueBreach(value: unknown, maxDepth: number, maxValues: number): ValueBreach {
  interface Node {
    readonly value: unknown;
    readonly depth: number;
    readonly parent: Node | null;
    readonly key: string | number;
  }
  const stack: Node[] = [{ value, depth: 0, parent: null, key: '' }];
  let seen = 0;
  while (stack.length > 0) {
    const top = stack.pop()!;
    seen++;
    if (typeof top.value !== 'object' || top.value === null) continue;
    const depth = top.depth + 1;
    if (depth > maxDepth) return { kind: 'depth', path: pathOf(top) };
    const container = top.value as Record<string | number, unknown>;
    const keys = Array.isArray(top.value) ? null : Object.keys(container);
    const count = Array.isArray(top.value) ? top.value.length : keys!.length;
    if (seen + stack.length + count > maxValues) return { kind: 'size' };
    for (let k = count - 1; k >= 0; k--) {
      const key = keys === null ? k : keys[k]!;
      stack.push({ value: container[key], depth, parent: top, key });
    }
  }
  return null;

  function pathOf(node: Node): (string | number)[] {
    const out: (string | number)[] = [];
    for (let at: Node | null = node; at !== null && at.parent !== null; at = at.parent) out.push(at.key);
    return out.reverse();
  }
}
