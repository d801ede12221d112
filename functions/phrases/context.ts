/** What the phrases' operations need: the tables (who sits where, who may watch), their own store, clocks. */
import type { TableContext } from '../tables/context';
import type { PhraseStore } from './port';

export interface PhraseContext extends TableContext {
  phrases: PhraseStore;
}
