/** The catalog in this language: one file a namespace, as English has (../en/index.ts). */
import type { Messages } from '../en';
import { account } from './account';
import { common } from './common';
import { events } from './events';
import { nav } from './nav';
import { review } from './review';
import { screens } from './screens';
import { sets } from './sets';
import { table } from './table';
import { trains } from './trains';

export const messages: Messages = {
  ...common,
  ...nav,
  ...table,
  ...review,
  ...screens,
  ...account,
  ...events,
  ...sets,
  ...trains,
};
