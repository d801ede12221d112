/**
 * A table's event feed, computed from its records alone (pure): the archived hands and the table
 * item. Every event carries the table version it belongs to. A chosen move (a play that was not
 * placed automatically, or a draw by choice) is one version; the draws, passes and forced plays
 * that follow it, the hand's end and the next deal belong to the same version. So an event's
 * version is its hand's start version plus the chosen moves up to it.
 *
 * What a seat sees: the public events, plus its own dealt hand and the tiles it drew. A
 * spectator (seat null) sees the public events only. Seeds and salts appear only in `handEnded`.
 */
import {
  EV_DRAW,
  EV_PLAY,
  evSeat,
  evTile,
  evType,
  type HandRecord,
  type HandResultView,
  type HistoryEvent,
  handResultOf,
  historyEntries,
  isChosenMove,
  type MatchState,
  pointsUnit,
  type Rules,
  resolveRules,
  seatTilesOf,
  sideOf,
  type Tile,
  type TileMask,
  tileCountOf,
  tileName,
} from '../../shared/engine';
import { commitmentOf, fairDealOf, firstHandRule, type RevealedDeal } from './fair-deal';
import { type HandArchive, lineMatch, lineRules, type TableRecord } from './model';

type TileName = string;

export type FeedEvent = { version: number; handNo: number } & (
  | {
      type: 'handDealt';
      opener: number;
      /** Scores per side when the hand was dealt. */
      scores: number[];
      /** Tiles dealt to each seat, and left in the boneyard. */
      handCounts: number[];
      boneyard: number;
      /** SHA-256 of `<seed>:<salt>`; null on development tables (fixed seed). */
      commitment: string | null;
      fixedSeed: boolean;
      /** Your own tiles as dealt (only in your own feed). */
      hand?: TileName[];
    }
  // Plays, draws and passes as in the views' history.
  | HistoryEvent
  | ({
      type: 'handEnded';
      /** The deal's salt, revealed with the seed: `dealFromSeed(rules, seed, firstHandRule)` recomputes it. */
      salt: string | null;
      firstHandRule: boolean;
    } & Omit<HandResultView, 'handNo'>)
  | {
      type: 'matchEnded';
      winner: number;
      scores: number[];
      forfeitedBy: number | null;
      /** A forfeit cut the hand in play short: its seed and salt, revealed (as `fairDeal.unfinished`). */
      unfinished: RevealedDeal | null;
    }
);

export interface FeedPage<E = FeedEvent> {
  /** A line game's events (or Mexican Train's: feed-trains.ts). */
  events: E[];
  /** Pass as `since` for the next page (the last version this page covers completely). */
  next: number;
  /** More events exist after `next` right now. */
  more: boolean;
}

export interface FeedInput {
  table: TableRecord;
  /** The archived hands that ended after `since`, oldest first. */
  archives: HandArchive[];
  /** False when the store may hold more archives after these (a page of them). */
  archivesComplete: boolean;
  /** The caller's seat, or null (spectator). */
  seat: number | null;
  since: number;
  limit: number;
}

/**
 * Whether a page of archives (the first ones ending after `since`) is too short to give any
 * whole version after `since`: all of them end at `since + 1`. Read more of them then.
 */
export function moreArchivesNeeded(
  archives: readonly HandArchive[],
  complete: boolean,
  since: number,
): boolean {
  const last = archives.at(-1);
  return !complete && last !== undefined && last.endVersion - 1 <= since;
}

/** One page of events after `since`, never splitting a version across pages. */
export function feedPage(input: FeedInput): FeedPage {
  const { table, since, limit } = input;
  const all: FeedEvent[] = [];
  for (const a of input.archives) {
    const r = a.record;
    const startScores = r.scores.map((x, i) => x - r.pts[i] - r.score.deltas[i]);
    all.push(...handEvents(table, r, startScores, a.startVersion, a.salt, input.seat));
    all.push(handEnded(lineMatch(table)!.rules, a));
  }
  const st = lineMatch(table);
  if (input.archivesComplete && st) {
    if (st.last === null || st.last.handNo !== st.handNo) {
      // The hand in play (or left unfinished by a forfeit): its tiles held now, its log so far.
      const h = st.hand;
      const live = { handNo: st.handNo, seed: h.seed, opener: h.opener, hands: h.hands, log: h.log };
      all.push(
        ...handEvents(
          table,
          live,
          liveStartScores(st),
          table.handStartVersion ?? 0,
          table.salt ?? null,
          input.seat,
        ),
      );
    }
    if (st.winner >= 0) {
      all.push({
        version: table.overVersion ?? table.version,
        handNo: st.handNo,
        type: 'matchEnded',
        winner: st.winner,
        scores: st.scores.slice(),
        forfeitedBy: st.forfeit ?? null,
        unfinished: fairDealOf(table).unfinished,
      });
    }
  }
  let after = all.filter((e) => e.version > since);
  // Archives read a page at a time: the version the last one read ended at also holds the next
  // hand's deal (and maybe the end of a hand in an archive not read yet), so the page stops
  // before it (the caller reads more archives when that leaves nothing: moreArchivesNeeded).
  const lastRead = input.archives.at(-1);
  if (!input.archivesComplete && lastRead) after = after.filter((e) => e.version < lastRead.endVersion);
  let end = after.length;
  if (after.length > limit) {
    // Cut before the first version that does not fit whole; a version alone larger than the
    // limit is sent whole.
    const cut = after[limit].version;
    end =
      after[0].version === cut
        ? after.findIndex((e) => e.version > cut)
        : after.findIndex((e) => e.version === cut);
    if (end < 0) end = after.length;
  }
  const events = after.slice(0, end);
  const more = end < after.length || !input.archivesComplete;
  const next = events.length > 0 ? events[events.length - 1].version : since;
  return { events, next: more ? next : Math.max(next, table.version), more };
}

/**
 * The scores when the hand in play was dealt. A forfeit folds the points the hand had made into
 * the match's scores (forfeitMatch), so they come off again here: the feed adds them back play by play.
 */
function liveStartScores(st: MatchState): number[] {
  if (st.forfeit === undefined) return st.scores;
  const start = st.scores.slice();
  for (const { event } of historyEntries(st.hand.log, null, pointsUnit(st.rules))) {
    if (event.type === 'play') start[sideOf(st.rules, event.seat)] -= event.points;
  }
  return start;
}

/** The hand being dealt, as a hand record or the hand in play shows it. */
type DealtHand = Pick<HandRecord, 'handNo' | 'seed' | 'opener' | 'hands' | 'log'>;

/** One hand's deal and moves (`h.hands`: the tiles held at the end, or now). */
function handEvents(
  table: TableRecord,
  h: DealtHand,
  startScores: number[],
  startVersion: number,
  salt: string | null,
  seat: number | null,
): FeedEvent[] {
  const handNo = h.handNo;
  const rules = lineMatch(table)?.rules ?? resolveRules(lineRules(table)!);
  const dealt = dealtTiles(rules, h.hands, h.log);
  const out: FeedEvent[] = [
    {
      version: startVersion,
      handNo,
      type: 'handDealt',
      opener: h.opener,
      scores: startScores,
      handCounts: dealt.map((ts) => ts.length),
      boneyard: tileCountOf(rules) - dealt.reduce((n, ts) => n + ts.length, 0),
      commitment: salt === null ? null : commitmentOf(h.seed, salt),
      fixedSeed: table.dev !== null,
      ...(seat !== null && { hand: dealt[seat].map(tileName) }),
    },
  ];
  // Each chosen move is one table version; what happens by itself belongs to the move before.
  const versionAt: number[] = [];
  let version = startVersion;
  for (const e of h.log) {
    if (isChosenMove(e)) version++;
    versionAt.push(version);
  }
  const unit = pointsUnit(rules);
  for (const { event, at } of historyEntries(h.log, seat, unit))
    out.push({ version: versionAt[at], handNo, ...event });
  return out;
}

function handEnded(rules: Rules, a: HandArchive): FeedEvent {
  const { handNo, ...result } = handResultOf(a.record, rules);
  return {
    version: a.endVersion,
    handNo,
    type: 'handEnded',
    ...result,
    salt: a.salt,
    firstHandRule: firstHandRule(rules, handNo),
  };
}

/** Each seat's tiles as dealt: the tiles held now, plus those it played, minus those it drew. */
export function dealtHands(held: readonly TileMask[], log: readonly number[]): TileMask[] {
  const dealt = held.slice();
  // Plays first, then draws: a drawn tile may have been played since.
  for (const e of log) if (evType(e) === EV_PLAY) dealt[evSeat(e)] |= 1 << evTile(e);
  for (const e of log) if (evType(e) === EV_DRAW) dealt[evSeat(e)] &= ~(1 << evTile(e));
  return dealt;
}

/** dealtHands on any set (a bigger set's hands are words: HandState.hands), as tile ids. */
export function dealtTiles(rules: Rules, held: readonly TileMask[], log: readonly number[]): Tile[][] {
  const dealt = seatTilesOf(rules, held).map((ts) => new Set(ts));
  for (const e of log) if (evType(e) === EV_PLAY) dealt[evSeat(e)].add(evTile(e));
  for (const e of log) if (evType(e) === EV_DRAW) dealt[evSeat(e)].delete(evTile(e));
  return dealt.map((ts) => [...ts].sort((a, b) => a - b));
}
