/** The line's layout on a table: pure geometry over the engine's line, shared by every picture of it. */

export * from './line-layout';
export * from './pips';
