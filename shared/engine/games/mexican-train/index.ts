/** Mexican Train (docs/rules.md#mexican-train): its rules, match and seat views. */
export * from './match';
export * from './rules';
export * from './view';
