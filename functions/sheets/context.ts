/** What the sheet operations need from outside; the app's deps provide it. */
import type { SheetStore } from './port';

export interface SheetContext {
  store: SheetStore;
  now(): Date;
  newId(): string;
}
