/** Small helpers for writing SVG text: escaping and compact numbers. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for an XML text node or a double-quoted attribute. */
const SPECIAL = /[&<>"']/;

export function escapeXml(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A number with at most two decimals, no "-0", never NaN in the output (0 instead). */
export function num(value: number): string {
  if (Number.isInteger(value)) return value === 0 ? '0' : String(value);
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) || rounded === 0 ? '0' : String(rounded);
}

/** `name="value"` pairs for the attributes that are set, escaped. */
export function attributes(attrs: Readonly<Record<string, string | number | undefined>>): string {
  let out = '';
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return out;
}
