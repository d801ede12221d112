/** What the ratings' operations need from outside: their store and a clock (the API's deps hold one). */
import type { RatingStore } from './port';

export interface RatingContext {
  store: RatingStore;
  now(): Date;
}
