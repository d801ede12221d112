/**
 * The Mexican Train parts of a table resource: its resolved rules and its seat views.
 * table-resource.ts imports this module on first use, so a cold start does not load the train
 * engine (docs/benchmarks.md, the bundle).
 */
export { mexicanViewFor, resolveMexicanRules } from '../../shared/engine/games/mexican-train';
export { trainFairDealOf } from '../tables/feed-trains';
