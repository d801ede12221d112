/**
 * What anyone shown a table may know of it without a seat's view: its seats as they are shown
 * (names, levels, seats kept for someone) and whose turn it is. The table resource and the
 * inbox's summaries both say them from here.
 */

import type { BotLevel } from '../../shared/bots';
import { isOver } from '../../shared/engine';
import { computerName } from './computer-names';
import type { TableRecord } from './model';

export type ShownSeat =
  | { seat: number; kind: 'open'; invited?: { playerId: string; name: string } }
  | { seat: number; kind: 'person'; name: string; playerId: string }
  | { seat: number; kind: 'computer'; level: BotLevel; name: string };

export interface Turn {
  seat: number;
  since: string;
  deadline: string | null;
}

export function shownSeats(table: TableRecord): ShownSeat[] {
  return table.seats.map((s, seat) =>
    s.kind === 'person'
      ? { seat, kind: s.kind, name: s.name, playerId: s.playerId }
      : s.kind === 'computer'
        ? { seat, kind: s.kind, level: s.level, name: computerName(table.seats, seat) }
        : { seat, kind: s.kind, ...(s.invited && { invited: s.invited }) },
  );
}

/** Whose turn it is and since when, while the match is being played (null otherwise). */
export function turnOf(table: TableRecord): Turn | null {
  const st = table.match;
  if (st === null || isOver(st)) return null;
  return { seat: st.hand.turn, since: table.turnSince!, deadline: table.deadline };
}
