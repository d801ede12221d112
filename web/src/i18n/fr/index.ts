/** The catalog in this language: one file a namespace, as English has (../en/index.ts). */
import type { LazyCatalog, Messages } from '../en';
import { common } from './common';
import { nav } from './nav';
import { sets } from './sets';
import { table } from './table';

/** The words every page may show, loaded with the language. */
export const messages: Messages = {
  ...common,
  ...nav,
  ...table,
  ...sets,
};

/** The words of a screen, loaded with it (addEnglish in ../index.ts, docs/i18n.md#sizes). */
export const namespaces: LazyCatalog = {
  screens: () => import('./screens').then((m) => m.screens),
  account: () => import('./account').then((m) => m.account),
  events: () => import('./events').then((m) => m.events),
  review: () => import('./review').then((m) => m.review),
  reviewTrains: () => import('./reviewTrains').then((m) => m.reviewTrains),
  howto: () => import('./howto').then((m) => m.howto),
  notify: () => import('./notify').then((m) => m.notify),
  trains: () => import('./trains').then((m) => m.trains),
};
