/**
 * The English catalog, the one every other language is checked against: one file a part of the
 * client (a namespace), each key prefixed with its namespace.
 */
import { common } from './common';
import { events } from './events';
import { nav } from './nav';
import { review } from './review';
import { sets } from './sets';
import { table } from './table';

export const en = { ...common, ...events, ...nav, ...table, ...review, ...sets };

export type MessageKey = keyof typeof en;
/** A language's catalog: any subset of English's keys (a missing one falls back to English). */
export type Messages = Partial<Record<MessageKey, string>>;
