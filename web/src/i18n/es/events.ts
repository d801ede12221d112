import type { events as en } from '../en/events';

export const events: Record<keyof typeof en, string> = {
  'events.tableEvent': '{name} · ronda {round}',
};
