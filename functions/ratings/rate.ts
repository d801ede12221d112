/**
 * Rating a finished match: one Weng-Lin update (openskill, Plackett-Luce, its default
 * parameters) per match, never per hand, from the match's final places: each for themselves by
 * final score, partnerships by the team's result (both partners rated from it), Mexican Train by
 * its places (lowest total first). A player who resigned or ran out of time is ranked last. A
 * match abandoned before anyone moved is not rated.
 *
 * Exactly once: `ratingWrites` is pure and returns the players' new items, each conditioned on
 * the version that was read; they go in the same DynamoDB transaction as the table's own
 * conditional write (conditioned on the table's version), so of two racing ends of one match (a
 * move and a timeout) only one transaction lands, whole, and a replay of an end already saved
 * finds the table over (`before` is over: nothing to rate) or its write refused.
 */
import { rate } from 'openskill';
import {
  evStandIn,
  HAND_DOMINO,
  type HandRecord,
  isChosenMove,
  isOver,
  type MatchState,
  type MexicanState,
  sideCount,
  sideOf,
} from '../../shared/engine';
import { MT_PLAY, MT_STOP, mtType } from '../../shared/engine/games/mexican-train';
import {
  type BoardEntry,
  type BoardKey,
  displayRating,
  isProvisional,
  newPoolRating,
  type PlayerRatings,
  type PoolRating,
  type RatableTable,
  type RatingWrite,
  RECENT_KEPT,
  unrated,
} from './model';
import { ratedPool, ratedSides } from './pools';
import type { MatchHands, RatingStore } from './port';

/**
 * Each side's place at the end (1 = first, ties share): the winner first, a side whose player
 * forfeited (resigned or timed out) last, the others by their final score.
 */
export function finalPlaces(match: MatchState): number[] {
  const sides = sideCount(match.rules);
  const loser = match.forfeit === undefined ? -1 : sideOf(match.rules, match.forfeit);
  const standing = (side: number) =>
    side === match.winner
      ? Number.POSITIVE_INFINITY
      : side === loser
        ? Number.NEGATIVE_INFINITY
        : match.scores[side];
  return Array.from({ length: sides }, (_, side) => {
    let better = 0;
    for (let other = 0; other < sides; other++) if (standing(other) > standing(side)) better++;
    return better + 1;
  });
}

/**
 * Whether the match ended (a resignation, a timeout) before anyone made a move of their own: no
 * hand finished and the hand's log holds no chosen move but the stand-in's. An opening tile the
 * opener rule placed is nobody's move.
 */
export function abandonedBeforeFirstMove(match: MatchState): boolean {
  return match.last === null && !match.hand.log.some((e) => isChosenMove(e) && !evStandIn(e));
}

/** Whether the match is Mexican Train's. */
function isTrainState(m: MatchState | MexicanState): m is MexicanState {
  return 'round' in m;
}

/** Whether the match (either kind) is over. */
function matchIsOver(m: MatchState | MexicanState): boolean {
  return isTrainState(m) ? m.places !== null : isOver(m);
}

/**
 * Mexican Train's abandoned match: no round finished and no seat played a tile or ended a run
 * (draws and passes happen by themselves).
 */
export function trainAbandonedBeforeFirstMove(match: MexicanState): boolean {
  return match.last === null && !match.round.log.some((e) => mtType(e) === MT_PLAY || mtType(e) === MT_STOP);
}

/** What a side's rated match adds to its statistics (see PoolRating). */
interface SideStats {
  hands: number;
  dominoed: number;
  blocked: number;
  points: number;
}

/**
 * A finished match as a rating reads it: each side's place, the seat that forfeited, and each
 * side's statistics. A Mexican Train seat is a side: its place from the match (lowest total
 * first, a forfeit last), its rounds finished as hands and the pips it took as points.
 */
function matchResult(
  match: MatchState | MexicanState,
  hands: readonly HandRecord[],
): { places: number[]; forfeit: number | undefined; stats: (side: number) => SideStats } {
  if (isTrainState(match)) {
    const rounds = match.last?.round ?? 0;
    return {
      places: match.places!,
      forfeit: match.forfeit,
      stats: (seat) => ({ hands: rounds, dominoed: 0, blocked: 0, points: match.totals[seat] }),
    };
  }
  const byHand = [...new Map(hands.map((h) => [h.handNo, h])).values()];
  return { places: finalPlaces(match), forfeit: match.forfeit, stats: (side) => handStats(byHand, side) };
}

/**
 * The ratings items (and leaderboard entries) a save that ends a rated match writes with it:
 * none unless `after` is the end of a rated match of people that `before` was not yet. `ratings`
 * are the seated players' items as read (missing: never rated); `hands` every hand of the match
 * that finished (the statistics; duplicates are counted once).
 */
export function ratingWrites(
  before: Pick<RatableTable, 'status'>,
  after: RatableTable,
  ratings: ReadonlyMap<string, PlayerRatings>,
  hands: readonly HandRecord[],
): RatingWrite[] {
  const match = after.match;
  if (before.status === 'over' || after.status !== 'over' || !match || !matchIsOver(match)) return [];
  const pool = ratedPool(after);
  if (pool === null) return [];
  if (isTrainState(match) ? trainAbandonedBeforeFirstMove(match) : abandonedBeforeFirstMove(match)) return [];
  const at = after.finishedAt ?? after.updatedAt;
  const people = after.seats.map((s) => (s.kind === 'person' ? s.playerId : ''));
  const current = people.map((id) => ratings.get(id) ?? unrated(id, at));
  // Belt and braces behind the table's condition: an item that already holds this match.
  if (current.some((r) => r.lastMatch === after.id)) return [];
  const seatsOf = ratedSides(after.rules);
  const sideOfSeat = (seat: number) => seatsOf.findIndex((seats) => seats.includes(seat));
  const sides = seatsOf.length;
  const { places, forfeit, stats: sideStats } = matchResult(match, hands);
  const poolRating = (seat: number) => current[seat].pools[pool] ?? newPoolRating(at);
  const updated = rate(
    seatsOf.map((seats) => seats.map((seat) => ({ mu: poolRating(seat).mu, sigma: poolRating(seat).sigma }))),
    { rank: places },
  );
  return people.map((playerId, seat) => {
    const side = sideOfSeat(seat);
    const old = poolRating(seat);
    const skill = updated[side][seatsOf[side].indexOf(seat)];
    const stats = sideStats(side);
    const mine = current[seat];
    const next: PoolRating = {
      mu: skill.mu,
      sigma: skill.sigma,
      played: old.played + 1,
      won: old.won + (places[side] === 1 ? 1 : 0),
      hands: old.hands + stats.hands,
      dominoed: old.dominoed + stats.dominoed,
      blocked: old.blocked + stats.blocked,
      points: old.points + stats.points,
      listed: listedAt(mine.hidden, skill),
      lastPlayedAt: at,
    };
    const recent = {
      tableId: after.id,
      pool,
      finishedAt: at,
      place: places[side],
      sides,
      forfeited: forfeit === seat,
      before: displayRating(old),
      after: displayRating(next),
    };
    return {
      next: {
        ...mine,
        version: mine.version + 1,
        lastMatch: after.id,
        pools: { ...mine.pools, [pool]: next },
        recent: [recent, ...mine.recent].slice(0, RECENT_KEPT),
        updatedAt: at,
      },
      expectedVersion: ratings.has(playerId) ? mine.version : null,
      ...relisting(playerId, pool, old, next),
    };
  });
}

/** The rating a pool entry is listed at: none while provisional or hidden. */
function listedAt(hidden: boolean, r: { mu: number; sigma: number }): number | null {
  return hidden || isProvisional(r) ? null : displayRating(r);
}

/** The leaderboard entries that change when a pool's rating goes from `old` to `next`. */
function relisting(
  playerId: string,
  pool: BoardEntry['pool'],
  old: PoolRating,
  next: PoolRating,
): Pick<RatingWrite, 'unlist' | 'list'> {
  // An entry that keeps its key is put again (one item: a transaction touches an item once).
  const unlist: BoardKey[] =
    old.listed !== null && old.listed !== next.listed ? [{ pool, playerId, rating: old.listed }] : [];
  const list: BoardEntry[] =
    next.listed !== null ? [{ pool, playerId, rating: next.listed, played: next.played }] : [];
  return { unlist, list };
}

/** A side's hands: how many, won by going out or in a block, and the points it scored in them. */
export function handStats(hands: readonly HandRecord[], side: number) {
  let dominoed = 0;
  let blocked = 0;
  let points = 0;
  for (const h of hands) {
    if (h.score.winner === side) {
      if (h.end === HAND_DOMINO) dominoed++;
      else blocked++;
    }
    points += h.pts[side] + h.score.deltas[side];
  }
  return { hands: hands.length, dominoed, blocked, points };
}

/**
 * Hiding from (or showing again on) every leaderboard: the player's item with the flag, and the
 * entries it removes or adds; null when there is nothing to change. The profile stays public.
 */
export function hideWrite(
  playerId: string,
  current: PlayerRatings | undefined,
  hidden: boolean,
  at: string,
): RatingWrite | null {
  const mine = current ?? unrated(playerId, at);
  if (mine.hidden === hidden) return null;
  const unlist: BoardKey[] = [];
  const list: BoardEntry[] = [];
  const pools: PlayerRatings['pools'] = {};
  for (const [pool, r] of Object.entries(mine.pools) as [BoardEntry['pool'], PoolRating][]) {
    const listed = listedAt(hidden, r);
    if (r.listed !== null && r.listed !== listed) unlist.push({ pool, playerId, rating: r.listed });
    if (listed !== null) list.push({ pool, playerId, rating: listed, played: r.played });
    pools[pool] = { ...r, listed };
  }
  return {
    next: { ...mine, hidden, pools, version: mine.version + 1, updatedAt: at },
    expectedVersion: current ? current.version : null,
    unlist,
    list,
  };
}

/** How many archived hands are read a page (a match rarely has more). */
const HANDS_PAGE = 50;

/**
 * The hook at the end of a match: given the table as read (`before`), as the save leaves it
 * (`after`) and the hands this save finished, the rating writes to add to the save. Reads
 * nothing unless `after` ends a rated match; then the seated players' items and the match's
 * archived hands, at once.
 */
export async function matchEndRatings(
  deps: { ratings: Pick<RatingStore, 'getRatings'>; hands: MatchHands },
  before: Pick<RatableTable, 'status'>,
  after: RatableTable,
  finishedNow: readonly HandRecord[],
): Promise<RatingWrite[]> {
  if (before.status === 'over' || after.status !== 'over' || ratedPool(after) === null) return [];
  const people = after.seats.flatMap((s) => (s.kind === 'person' ? [s.playerId] : []));
  // Mexican Train's statistics come from the match itself: its rounds are not archived as hands.
  const train = after.match !== null && isTrainState(after.match);
  const [ratings, archived] = await Promise.all([
    deps.ratings.getRatings(people),
    train ? [] : allHands(deps.hands, after.id),
  ]);
  return ratingWrites(before, after, ratings, [...archived, ...finishedNow]);
}

async function allHands(store: MatchHands, tableId: string): Promise<HandRecord[]> {
  const out: HandRecord[] = [];
  for (let after = 0; ; ) {
    const page = await store.handArchives(tableId, after, HANDS_PAGE);
    out.push(...page.map((a) => a.record));
    if (page.length < HANDS_PAGE) return out;
    after = page[page.length - 1].endVersion;
  }
}
