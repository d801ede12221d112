/** The status line's words: whose turn, what to do, a move being shown, the match's result. */
import type { HistoryEvent, Table } from '../api/client';
import { t } from '../i18n';
import { seatName, seatSubject, sideSubject } from '../ui/names';
import { untilText } from '../ui/time';

export function matchResult(table: Table): string {
  const view = table.view!;
  if (view.winner === null) return t('table.matchIsOver');
  return t('table.matchOverResult', { result: winnerWords(table) });
}

/** Who won and by how much, without "Match over": "You win, 100 to 85 (Ana forfeited).". */
export function winnerWords(table: Table): string {
  const view = table.view!;
  if (view.winner === null) return t('table.matchIsOver');
  const score = view.scores
    .map((s, side) => ({ s, side }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.s)
    .join(t('table.scoreTo'));
  const forfeit =
    view.forfeitedBy !== null
      ? t('table.forfeited', { name: seatName(table.seats[view.forfeitedBy], table.you) })
      : '';
  return t('table.wins', { ...sideSubject(table, view.winner), score, forfeit });
}

/** Another seat's move as it is shown: "Greedy computer played 5-5, scoring 10." */
export function moveWords(table: Table, e: HistoryEvent): string {
  const who = seatSubject(table, e.seat);
  switch (e.type) {
    case 'play':
      return t('table.played', { ...who, tile: e.tile, points: e.points, forced: 'no' });
    case 'draw':
      return t('table.drew', { ...who, count: e.count });
    case 'pass':
      return t('table.passed', who);
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
    if (f.chosen) return `${t('table.yourTurnChoose', { tile: f.chosen })}${deadline}`;
    return `${f.mustDraw ? t('table.yourTurnDraw') : t('table.yourTurn')}${deadline}`;
  }
  const name = view.turn !== null ? seatName(table.seats[view.turn], table.you) : '';
  return `${t('table.theirTurn', { name })}${deadline}`;
}
