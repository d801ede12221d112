/** Each event of the feed as a sentence: draws, passes and points as they happen. */
import type { FeedEvent, Table } from '../api/client';
import { formatList, t } from '../i18n';
import { seatName, seatSubject, sideSubject } from '../ui/names';

export function eventText(table: Table, e: FeedEvent): string {
  const who = (seat: number) => seatName(table.seats[seat], table.you);
  const forfeit = (seat: number | null) => (seat === null ? '' : t('table.forfeited', { name: who(seat) }));
  switch (e.type) {
    case 'handDealt': {
      const opener = seatSubject(table, e.opener);
      const values = { ...opener, hand: e.handNo, each: e.handCounts[0], left: e.boneyard };
      if (!e.boneyard) return t('table.feed.dealt', values);
      return t(table.rules.drawing ? 'table.feed.dealtBoneyard' : 'table.feed.dealtSetAside', values);
    }
    case 'play':
      return t('table.played', {
        ...seatSubject(table, e.seat),
        tile: e.tile,
        points: e.points,
        forced: e.forced ? 'yes' : 'no',
      });
    case 'draw':
      return t('table.feed.drew', {
        ...seatSubject(table, e.seat),
        count: e.count,
        tiles: e.tiles ? ` (${e.tiles.join(', ')})` : '',
        chosen: e.chosen ? 'yes' : 'no',
      });
    case 'pass':
      return t('table.feed.passed', {
        ...seatSubject(table, e.seat),
        numbers: formatList(e.numbers.map(String), 'disjunction'),
      });
    case 'handEnded':
      return e.winner === null
        ? t('table.feed.handTied', { hand: e.handNo })
        : t('table.feed.handEnded', {
            ...sideSubject(table, e.winner),
            hand: e.handNo,
            reason: e.reason === 'blocked' ? 'blocked' : 'out',
            award: e.award,
          });
    case 'matchEnded':
      return t('table.feed.matchEnded', { ...sideSubject(table, e.winner), forfeit: forfeit(e.forfeitedBy) });
  }
}
