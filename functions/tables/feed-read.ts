/**
 * Reads a table's feed page: the table, then the hand archives it knows of, at one version.
 *
 * Archives are read in pages that double until they reach past `since`; the events themselves
 * are the pure `feedPage` (feed.ts).
 */
import type { TableContext } from './context';
import { type FeedEvent, type FeedPage, feedPage, moreArchivesNeeded } from './feed';
import type { TrainFeedEvent } from './feed-trains';
import { type RoundArchive, type TableRecord, trainMatch } from './model';

/** Archived hands read per feed page at first: a page ends after them when there are more. */
const ARCHIVES_PER_PAGE = 40;

/** The feed of `table` for `seat` (null: a spectator's) after version `since`, at most `limit` events. */
export async function readFeedPage(
  ctx: Pick<TableContext, 'store'>,
  table: TableRecord,
  seat: number | null,
  since: number,
  limit: number,
): Promise<FeedPage<FeedEvent | TrainFeedEvent>> {
  const st = trainMatch(table);
  if (st) {
    // Every round that ended after `since` in one read (a match has `rounds` of them); those
    // written after the table was read belong to a later version than the one answered.
    const rounds = await ctx.store.roundArchives(table.id, since, st.rules.rounds);
    const archives = rounds.filter((a) => a.endVersion <= table.version);
    return (await import('./feed-trains')).trainFeedPage(table, archives, seat, since, limit);
  }
  let perPage = ARCHIVES_PER_PAGE;
  let read = await ctx.store.handArchives(table.id, since, perPage);
  while (moreArchivesNeeded(read, read.length < perPage, since)) {
    perPage *= 2;
    read = await ctx.store.handArchives(table.id, since, perPage);
  }
  // Archives written after the table was read belong to a later version than the one answered.
  const archives = read.filter((a) => a.endVersion <= table.version);
  return feedPage({ table, archives, archivesComplete: read.length < perPage, seat, since, limit });
}

/**
 * A finished Mexican Train round of the table as archived (its record with every hand revealed,
 * its salt and versions), or null: not finished, or finished before rounds were archived.
 */
export async function finishedRound(
  ctx: Pick<TableContext, 'store'>,
  tableId: string,
  round: number,
): Promise<RoundArchive | null> {
  // Rounds are archived in order, from round 1 or a later one on: round n is among the first n.
  const archives = await ctx.store.roundArchives(tableId, 0, round);
  return archives.find((a) => a.record.round === round) ?? null;
}
