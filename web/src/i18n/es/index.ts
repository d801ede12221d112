/** The catalog in this language: one file a namespace, as English has (../en/index.ts). */
import type { Messages } from '../en';
import { common } from './common';
import { nav } from './nav';

export const messages: Messages = { ...common, ...nav };
