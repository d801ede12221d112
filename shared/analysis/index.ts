/**
 * The expert's review of a finished hand: pure, seeded, importing only the engine, the computer
 * players and zod. notes/i29-docs.md describes the API and the stored format.
 */
export * from './analyse';
export * from './estimate';
export * from './exact';
export * from './format';
export * from './replay';
export * from './verdict';
