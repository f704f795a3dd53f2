/** Reading loosely typed scenario JSON in the page (the document may be mid-edit and invalid). */
export type Loose = Record<string, unknown>;

export function items(value: unknown): Loose[] {
  return Array.isArray(value) ? value.filter((v): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v)) : [];
}

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function obj(value: unknown): Loose | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;
}

export function ids(value: unknown): string[] {
  return items(value).map((item) => str(item.id)).filter((id) => id !== '');
}
