/**
 * The English catalog, the one every other language is checked against: one file a part of the
 * client (a namespace), each key prefixed with its namespace. The namespaces here are bundled;
 * a screen's own (`screens`, `account`, `events`, `review`) comes with the screen's chunk
 * (addEnglish, docs/i18n.md#sizes).
 */
import type { account } from './account';
import { common } from './common';
import type { events } from './events';
import type { howto } from './howto';
import { nav } from './nav';
import type { notify } from './notify';
import type { review } from './review';
import type { reviewTrains } from './reviewTrains';
import type { screens } from './screens';
import { sets } from './sets';
import { table } from './table';
import type { trains } from './trains';

export const en = { ...common, ...nav, ...table, ...sets };

/** The namespaces a screen's chunk brings. */
export type LazyEnglish = typeof screens &
  typeof account &
  typeof events &
  typeof review &
  typeof reviewTrains &
  typeof howto &
  typeof notify &
  typeof trains;

/** Their names: each other language loads one with the screen that brings it (its index.ts). */
export type LazyNamespace =
  | 'screens'
  | 'account'
  | 'events'
  | 'review'
  | 'reviewTrains'
  | 'howto'
  | 'notify'
  | 'trains';
/** A language's namespaces that come with their screens, each a chunk of its own. */
export type LazyCatalog = Record<LazyNamespace, () => Promise<Messages>>;

export type MessageKey = keyof typeof en | keyof LazyEnglish;
/** A language's catalog: any subset of English's keys (a missing one falls back to English). */
export type Messages = Partial<Record<MessageKey, string>>;
