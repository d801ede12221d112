/** The status line's words: whose turn, what to do, a move being shown, the match's result. */
import type { HistoryEvent, Table } from '../api/client';
import { count, says, seatName, sideName } from '../ui/names';
import { untilText } from '../ui/time';

export function matchResult(table: Table): string {
  const view = table.view!;
  if (view.winner === null) return 'The match is over.';
  const score = view.scores
    .map((s, side) => ({ s, side }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.s)
    .join(' to ');
  const forfeit =
    view.forfeitedBy !== null ? ` (${seatName(table.seats[view.forfeitedBy], table.you)} forfeited)` : '';
  return `Match over: ${says(sideName(table, view.winner), 'win', 'wins')}, ${score}${forfeit}.`;
}

/** Another seat's move as it is shown: "Greedy computer played 5-5, scoring 10." */
export function moveWords(table: Table, e: HistoryEvent): string {
  const who = seatName(table.seats[e.seat], table.you);
  switch (e.type) {
    case 'play':
      return `${who} played ${e.tile}${e.points > 0 ? `, scoring ${e.points}` : ''}.`;
    case 'draw':
      return `${who} drew ${count(e.count, 'tile')}.`;
    case 'pass':
      return `${who} passed.`;
  }
}

/**
 * The move just shown, in words; your pass that came at once after another's move says that
 * move too ("Greedy computer played 5-6. You passed."), or it would never be read.
 */
export function shownMoveWords(table: Table, last: HistoryEvent, previous: HistoryEvent | null): string {
  const words = moveWords(table, last);
  if (last.type === 'pass' && last.seat === table.you && previous && previous.seat !== table.you)
    return `${moveWords(table, previous)} ${words}`;
  return words;
}

export interface TurnFacts {
  over: boolean;
  yourTurn: boolean;
  chosen: string | null;
  mustDraw: boolean;
}

/** Whose turn it is and what to do, with the deadline. */
export function turnWords(table: Table, f: TurnFacts): string {
  const view = table.view!;
  if (f.over) return matchResult(table);
  const deadline = table.turn?.deadline ? ` ${untilText(table.turn.deadline)}.` : '';
  if (f.yourTurn) {
    if (f.chosen) return `Your turn: choose the end for ${f.chosen}.${deadline}`;
    return `${f.mustDraw ? 'Your turn: draw a tile.' : 'Your turn.'}${deadline}`;
  }
  const name = view.turn !== null ? seatName(table.seats[view.turn], table.you) : '';
  return `${name}'s turn.${deadline}`;
}
