/**
 * What anyone shown a table may know without a seat's view: seats, whose turn, how a match ended.
 *
 * The table resource and the inbox's summaries both take them from here.
 */

import type { BotLevel } from '../../shared/bots';
import { isOver, liveScores, sideOf } from '../../shared/engine';
import { lookAlikeMarks } from '../accounts/name-skeleton';
import { computerName } from './computer-names';
import { isMatchOver, seatToMove } from './guards';
import { lineMatch, type TableRecord, trainMatch } from './model';

export type ShownSeat =
  | { seat: number; kind: 'open'; invited?: { playerId: string; name: string } }
  | { seat: number; kind: 'person'; name: string; playerId: string; nameMark?: number }
  | { seat: number; kind: 'computer'; level: BotLevel; name: string };

export interface Turn {
  seat: number;
  since: string;
  deadline: string | null;
}

/**
 * The seats as shown. A person whose name looks like another seat's (confusable skeletons,
 * accounts/name-skeleton.ts: "Ana" and a Cyrillic "Аna", or two "Ana"s) gets a `nameMark`, their
 * place among the look-alikes in seat order, so the people seated can tell them apart ("Ana (2)").
 */
export function shownSeats(table: TableRecord): ShownSeat[] {
  const marks = lookAlikeMarks(shownNames(table));
  return table.seats.map((s, seat) =>
    s.kind === 'person'
      ? {
          seat,
          kind: s.kind,
          name: s.name,
          playerId: s.playerId,
          ...(marks[seat] && { nameMark: marks[seat] }),
        }
      : s.kind === 'computer'
        ? { seat, kind: s.kind, level: s.level, name: computerName(table.seats, seat) }
        : { seat, kind: s.kind, ...(s.invited && { invited: s.invited }) },
  );
}

/** Each seat's name as shown (a computer's as it is called; none for an open seat). */
export function shownNames(table: TableRecord): (string | undefined)[] {
  return table.seats.map((s, seat) =>
    s.kind === 'person' ? s.name : s.kind === 'computer' ? computerName(table.seats, seat) : undefined,
  );
}

/** A person's name with their look-alike mark, if any: "Ana (2)". */
export function markedName(name: string, mark: number | undefined): string {
  return mark === undefined ? name : `${name} (${mark})`;
}

/** Whose turn it is and since when, while the match is being played (null otherwise). */
export function turnOf(table: TableRecord): Turn | null {
  const st = table.match;
  if (st === null || isMatchOver(st)) return null;
  return { seat: seatToMove(st), since: table.turnSince!, deadline: table.deadline };
}

/** How a finished match ended: what its end showed everyone at the table, no tile. */
export interface MatchResult {
  /** The winning side. */
  winner: number;
  /** The final score of each side. */
  scores: number[];
  /** Each seat's side (seats across a partnership share one). */
  sides: number[];
  /** The seat that resigned or timed out under the forfeit policy, if one did. */
  forfeitedBy: number | null;
  /** Mexican Train: each seat's place (1 best, shared on equal totals); `scores` are the totals. */
  places?: number[];
}

/** The result of the table's match once it is over (null before, and for a table never started). */
export function resultOf(table: TableRecord): MatchResult | null {
  const trains = trainMatch(table);
  if (trains) {
    if (trains.places === null) return null;
    return {
      winner: trains.places.indexOf(1),
      scores: trains.totals.slice(),
      sides: trains.totals.map((_, s) => s),
      forfeitedBy: trains.forfeit ?? null,
      places: trains.places.slice(),
    };
  }
  const st = lineMatch(table);
  if (st === null || !isOver(st)) return null;
  return {
    winner: st.winner,
    scores: liveScores(st),
    sides: Array.from({ length: st.rules.players }, (_, s) => sideOf(st.rules, s)),
    forfeitedBy: st.forfeit ?? null,
  };
}
