/**
 * The English catalog, the one every other language is checked against: one file a part of the
 * client (a namespace), each key prefixed with its namespace. The namespaces here are bundled;
 * a screen's own (`screens`, `account`) comes with the screen's chunk (addEnglish, docs/i18n.md#sizes).
 */
import type { account } from './account';
import { common } from './common';
import { events } from './events';
import { nav } from './nav';
import { review } from './review';
import type { screens } from './screens';
import { sets } from './sets';
import { table } from './table';
import type { trains } from './trains';

export const en = { ...common, ...nav, ...table, ...review, ...events, ...sets };

/** The namespaces a screen's chunk brings. */
export type LazyEnglish = typeof screens & typeof account & typeof trains;

export type MessageKey = keyof typeof en | keyof LazyEnglish;
/** A language's catalog: any subset of English's keys (a missing one falls back to English). */
export type Messages = Partial<Record<MessageKey, string>>;
