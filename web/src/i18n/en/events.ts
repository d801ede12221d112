/** The events' words: the Events page, an event's page, and a table's link to its event. */
export const events = {
  'events.tableEvent': '{name} · round {round}',
} as const;
