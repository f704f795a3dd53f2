/** The engines' example scenarios (`examples/<game>/*.json`), bundled into the page at build time. */
export const EXAMPLES: Readonly<Record<string, unknown>> = import.meta.glob<unknown>('../../examples/*/*.json', { eager: true, import: 'default' });
