/**
 * "Did you mean" for catalog names: names are matched case-insensitively
 * and an unknown name gets the closest catalog names by edit distance.
 */

function editDistance(a: string, b: string): number {
  const previous = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A case-insensitive name index over a catalog. */
export class NameIndex<T> {
  private readonly byName = new Map<string, T>();
  private readonly names: string[] = [];

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [name, value] of entries) {
      const key = normalise(name);
      if (!this.byName.has(key)) {
        this.byName.set(key, value);
        this.names.push(name);
      }
    }
  }

  get(name: string): T | undefined {
    return this.byName.get(normalise(name));
  }

  /** The closest catalog names to `name`, best first: substring matches, then by edit distance. */
  suggest(name: string, count = 3): string[] {
    const wanted = normalise(name);
    const scored = this.names.map((candidate) => {
      const key = normalise(candidate);
      const contains = wanted.length >= 3 && (key.includes(wanted) || wanted.includes(key));
      const distance = editDistance(wanted, key) / Math.max(wanted.length, key.length, 1);
      return { candidate, score: contains ? distance - 1 : distance };
    });
    scored.sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate));
    return scored.filter((entry) => entry.score < 0.6).slice(0, count).map((entry) => entry.candidate);
  }

  /** The message for an unknown name: `unknown ship type "X"; did you mean "A", "B"?` */
  unknownMessage(kind: string, name: string): string {
    const close = this.suggest(name);
    const hint = close.length > 0 ? `; did you mean ${close.map((c) => JSON.stringify(c)).join(', ')}?` : '';
    return `unknown ${kind} ${JSON.stringify(name)}${hint}`;
  }

  all(): readonly string[] {
    return this.names;
  }
}
