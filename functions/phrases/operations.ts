/**
 * Saying a phrase at a table, and reading what was said: the services behind
 * POST and GET /v1/tables/{id}/phrases.
 *
 * Who: a seated player says (requireSeat: a spectator cannot), anyone who may watch the table
 * reads (watcherSeat: a public table's phrases are as public as its spectator view; a private
 * table's are its players'). A phrase names its seat and one of the fixed phrases, nothing else.
 *
 * Where: the table's phrase log (port.ts), never the table item, so the table's version moves
 * with real moves only. The log is rewritten whole under a condition on its last phrase's number;
 * a lost race is read again and tried again, the rate judged again on what won; a write that
 * landed unanswered (the store tried again and found its own phrase) counts once.
 */
import { StoreUnavailableError, VersionConflictError } from '../core/store-errors';
import { TableError } from '../tables/errors';
import { getTableOrThrow } from '../tables/load';
import type { TableRecord } from '../tables/model';
import { requireSeat, watcherSeat } from '../tables/visibility';
import type { PhraseContext } from './context';
import { PHRASE_CODES, PhraseError } from './errors';
import {
  emptyLog,
  isPhraseId,
  PHRASES_PER_WINDOW,
  type PhraseLog,
  phrasesAfter,
  type SaidPhrase,
  waitBeforeNext,
  withPhrase,
} from './model';

/** A table's phrases are kept this long after the last one (the item's TTL), like a finished table. */
export const KEEP_PHRASES_SECONDS = 30 * 24 * 3600;

/**
 * Lost races tried again before the request gives up (each a read and a write): each lost race is
 * another phrase said, and a burst holds at most 5 a seat (docs/phrases.md#at-once).
 */
export const RACES = 32;

export interface PhrasesRead {
  table: TableRecord;
  /** The phrases after the cursor asked for, oldest first. */
  said: SaidPhrase[];
  /** The cursor to ask with next: the last phrase's number (unchanged when none came). */
  last: number;
}

/** `playerId` says `phrase` at the table: the phrase as said. */
export async function sayPhrase(
  ctx: PhraseContext,
  idOrCode: string,
  playerId: string,
  phrase: string,
): Promise<SaidPhrase> {
  if (!isPhraseId(phrase))
    throw new PhraseError(PHRASE_CODES.unknown, `"${phrase.slice(0, 40)}" is not one of the quick phrases`);
  const table = await getTableOrThrow(ctx, idOrCode);
  const seat = requireSeat(table, playerId);
  if (table.status === 'closed') throw new TableError('table/closed', 'this table was closed');
  for (let attempt = 1; ; attempt++) {
    const log = (await ctx.store.phrases.findPhrases(table.id)) ?? emptyLog(table.id);
    const now = ctx.now();
    const wait = waitBeforeNext(log, seat, now);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new PhraseError(
        PHRASE_CODES.tooMany,
        `at most ${PHRASES_PER_WINDOW} phrases a minute: wait ${seconds} s`,
        seconds,
      );
    }
    const next = withPhrase(log, seat, phrase, now);
    try {
      await ctx.store.phrases.savePhrases(
        next,
        log.last,
        Math.floor(now.getTime() / 1000) + KEEP_PHRASES_SECONDS,
      );
      return next.said.at(-1)!;
    } catch (err) {
      if (!(err instanceof VersionConflictError)) throw err;
      // A try that went unanswered may have landed: then the log holds this very phrase (its
      // number, seat, words and instant), and it is not said twice.
      const said = next.said.at(-1)!;
      if (err.earlierAttemptUnknown) {
        const landed = (await ctx.store.phrases.findPhrases(table.id))?.said.find((p) => p.seq === said.seq);
        if (landed && landed.seat === seat && landed.phrase === said.phrase && landed.at === said.at)
          return landed;
      }
      if (attempt >= RACES)
        throw new StoreUnavailableError(`the phrases of table ${table.id} kept changing; nothing was said`, {
          contended: true,
          cause: err,
        });
    }
  }
}

export interface PhraseWait {
  /** Answer once there is a phrase after this one (undefined: at once, whatever there is). */
  after?: number;
  maxMs: number;
  intervalMs: number;
}

/**
 * What was said at the table after `wait.after`, as `viewerId` (null: no token) may read it;
 * with `after`, held until something is said or the wait is over (a long-poll, looking at the
 * log every `intervalMs`: one consistent GetItem each time, the table itself read once).
 */
export async function readPhrases(
  ctx: PhraseContext,
  idOrCode: string,
  viewerId: string | null,
  wait: PhraseWait,
  signal?: AbortSignal,
): Promise<PhrasesRead> {
  const table = await getTableOrThrow(ctx, idOrCode);
  watcherSeat(table, viewerId);
  const after = wait.after ?? 0;
  let log: PhraseLog = (await ctx.store.phrases.findPhrases(table.id)) ?? emptyLog(table.id);
  if (wait.after !== undefined) {
    const started = ctx.clock();
    while (log.last <= after && !signal?.aborted) {
      const left = wait.maxMs - (ctx.clock() - started);
      if (left <= 0) break;
      await sleep(Math.min(wait.intervalMs, left));
      log = (await ctx.store.phrases.findPhrases(table.id)) ?? log;
    }
  }
  return { table, said: phrasesAfter(log, after), last: Math.max(log.last, 0) };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
