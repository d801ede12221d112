/** Each event of the feed as a sentence: draws, passes and points as they happen. */
import type { FeedEvent, Table } from '../api/client';
import { says, seatName, sideName } from '../ui/names';

function tiles(n: number): string {
  return n === 1 ? '1 tile' : `${n} tiles`;
}

/** The tiles nobody was dealt, as the table names them: a boneyard to draw from, or set aside. */
function leftOver(table: Table, n: number): string {
  return table.rules.drawing ? `${n} in the boneyard` : `${n} set aside`;
}

export function eventText(table: Table, e: FeedEvent): string {
  const who = (seat: number) => seatName(table.seats[seat], table.you);
  const does = (seat: number, you: string, they: string) => says(who(seat), you, they);
  switch (e.type) {
    case 'handDealt':
      return `Hand ${e.handNo} dealt (${e.handCounts[0]} tiles each${e.boneyard ? `, ${leftOver(table, e.boneyard)}` : ''}): ${does(e.opener, 'lead', 'leads')}.`;
    case 'play':
      return `${does(e.seat, 'played', 'played')} ${e.tile}${e.forced ? ' (the only move)' : ''}${e.points > 0 ? `, scoring ${e.points}` : ''}.`;
    case 'draw':
      return `${does(e.seat, 'drew', 'drew')} ${tiles(e.count)}${e.tiles ? ` (${e.tiles.join(', ')})` : ''}${e.chosen ? ' by choice' : ', having nothing to play'}.`;
    case 'pass':
      return `${does(e.seat, 'passed', 'passed')}: no ${e.numbers.join(' or ')} to play.`;
    case 'handEnded':
      return e.winner === null
        ? `Hand ${e.handNo} blocked and tied: nobody scores.`
        : `Hand ${e.handNo} ${e.reason === 'blocked' ? 'blocked' : 'over'}: ${says(sideName(table, e.winner), 'score', 'scores')} ${e.award}.`;
    case 'matchEnded':
      return `Match over: ${says(sideName(table, e.winner), 'win', 'wins')}${e.forfeitedBy !== null ? ` (${who(e.forfeitedBy)} forfeited)` : ''}.`;
  }
}
