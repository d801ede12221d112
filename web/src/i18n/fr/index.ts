/** The French catalog: one file a namespace, as English has (../en/index.ts). */
import type { Messages } from '../en';
import { common } from './common';
import { sets } from './sets';

export const messages: Messages = { ...common, ...sets };
