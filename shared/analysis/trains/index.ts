/** The expert's review of a finished Mexican Train round (docs/analysis.md#mexican-train). */
export * from './analyse';
export * from './estimate';
export * from './format';
export * from './replay';
