/** The French catalog: one file a namespace, as English has (../en/index.ts). */
import type { Messages } from '../en';
import { common } from './common';
import { events } from './events';

export const messages: Messages = { ...common, ...events };
