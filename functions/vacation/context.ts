/** What the vacation operations need: a store holding the banks (the app's Store does) and a clock. */
import type { VacationStore } from './port';

export interface VacationContext {
  store: { readonly vacations: VacationStore };
  now(): Date;
}
