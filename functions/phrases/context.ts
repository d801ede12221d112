/** What the phrases' operations need: the tables (who sits where, who may watch), their own store, clocks. */
import type { TableContext } from '../tables/context';
import type { TableStore } from '../tables/port';
import type { PhraseStore } from './port';

/** The tables' context on a store that holds the phrases too (the app's Store is every port). */
export interface PhraseContext extends TableContext {
  store: TableStore & { readonly phrases: PhraseStore };
}
