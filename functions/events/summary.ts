/** A public event as its list shows it: what the listing entry holds. */
import type { EventRecord, EventStatus } from './model';

export interface EventSummary {
  id: string;
  name: string;
  game: EventRecord['game'];
  format: EventRecord['format'];
  pace: EventRecord['pace'];
  status: EventStatus;
  startAt: string | null;
  createdAt: string;
  /** Entrants not removed. */
  players: number;
  maxPlayers: number;
  round: number;
  roundCount: number | null;
  rated: boolean;
  duplicate: boolean;
  visibility: EventRecord['visibility'];
}

export function summaryOf(e: EventRecord): EventSummary {
  return {
    id: e.id,
    name: e.name,
    game: e.game,
    format: e.format,
    pace: e.pace,
    status: e.status,
    startAt: e.startAt,
    createdAt: e.createdAt,
    players: e.entrants.filter((x) => !x.removed).length,
    maxPlayers: e.maxPlayers,
    round: e.round,
    roundCount: e.roundCount,
    rated: e.rated,
    duplicate: e.duplicate,
    visibility: e.visibility,
  };
}
