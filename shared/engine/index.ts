/** The rules engine: pure, deterministic, no I/O. Depends on nothing beyond zod. */

export * from './deal';
export * from './errors';
export * from './games';
export * from './hand';
export * from './line';
export * from './log';
export * from './match';
export * from './rng';
export * from './rules';
export * from './scorekeeper';
export * from './scoring';
export * from './sets';
export * from './tiles';
export * from './view';
