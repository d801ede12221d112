/**
 * A match from the first deal to its winner: the stored state, starting a match, applying a
 * move (checked, on a copy), the end of a hand and the next deal.
 */
import { dealFromSeed, firstHandLead, type Lead, shuffleAndDeal } from './deal';
import { MOVE_ERRORS, type MoveRejection, reject } from './errors';
import {
  advance,
  DRAW,
  drawByChoice,
  HAND_BLOCKED,
  HAND_DOMINO,
  HAND_PLAYING,
  type HandState,
  mayDraw,
  mayDrawByChoice,
  playableTiles,
  playTile,
} from './hand';
import { cloneLine, emptyLine, fits, fittingEnds } from './line';
import { STAND_IN } from './log';
import { nextSeed, type RngState, seedState } from './rng';
import { type Rules, setSizeOf, sideCount, sideOf, tileCountOf, wordsOfRules } from './rules';
import { type HandScore, scoreHand } from './scoring';
import { has, inSet, pipsOf, popcount, type Tile, type TileMask, tileName, tilesOf } from './tiles';
import { addTile, countTiles, holds, pipsIn, tilesIn } from './words';

/** How the last finished hand ended, with everything it reveals. */
export interface HandRecord {
  handNo: number;
  /** The hand's deal seed, revealed now that the hand is over. */
  seed: string;
  opener: number;
  /** HAND_DOMINO or HAND_BLOCKED. */
  end: number;
  /** The seat that went out, or -1. */
  out: number;
  /** Tiles left in each hand at the end, revealed (W words a seat on a bigger set: HandState.hands). */
  hands: TileMask[];
  /** The hand's full event log (log.ts), private draws included: views filter it. */
  log: number[];
  /** Points scored during play per side (All Fives). */
  pts: number[];
  score: HandScore;
  /** Scores per side after the hand. */
  scores: number[];
}

/** The whole stored game. Never sent to a client or a computer player: see view.ts. */
export interface MatchState {
  rules: Rules;
  /** The match's PRNG: the source of hand seeds when the caller supplies none. */
  rng: RngState;
  /** Scores per side at the start of the current hand (add `hand.pts` for the live score). */
  scores: number[];
  handNo: number;
  hand: HandState;
  last: HandRecord | null;
  /** The winning side once the match is over, else -1. */
  winner: number;
  /** The seat that forfeited the match (a correspondence timeout), if one did. */
  forfeit?: number;
}

export type Move = { type: 'play'; tile: Tile; end?: number } | { type: 'draw' };

export interface MoveOptions {
  /** Seed for the next hand if this move ends a hand (the API supplies a cryptographic one). */
  nextHandSeed?: string | (() => string);
  /** The move is the stand-in's for the seat (its deadline passed): marked so in the log. */
  standIn?: boolean;
}

export type MoveResult =
  | {
      ok: true;
      state: MatchState;
      handEnded: boolean;
      /** The hands this move finished, in order (more than one when a new deal blocks at once). */
      finished: HandRecord[];
    }
  | { ok: false; error: MoveRejection };

export interface NewMatchOptions {
  /** Seeds the match PRNG; hand seeds are drawn from it unless given. */
  seed: string;
  /**
   * The first hand's deal seed, or a source of seeds (the API hands in a cryptographic one; a
   * source also serves a first deal that blocks at once). Default: drawn from the match PRNG.
   */
  handSeed?: string | (() => string);
}

/** Each seat's tiles from a hand's masks (one word a seat, or W on a bigger set). */
export function seatTilesOf(r: Pick<Rules, 'set'>, hands: readonly TileMask[]): Tile[][] {
  const W = wordsOfRules(r);
  if (W === 1) return hands.map(tilesOf);
  const out: Tile[][] = [];
  for (let base = 0; base < hands.length; base += W) out.push(tilesIn(hands, base, W));
  return out;
}

/** Each seat's pips from a hand's masks. */
export function seatPipsOf(r: Pick<Rules, 'set'>, hands: readonly TileMask[]): number[] {
  const W = wordsOfRules(r);
  if (W === 1) return hands.map(pipsOf);
  const out: number[] = [];
  for (let base = 0; base < hands.length; base += W) out.push(pipsIn(hands, base, W));
  return out;
}

/** How many tiles each seat holds. */
export function seatCountsOf(r: Pick<Rules, 'set'>, hands: readonly TileMask[]): number[] {
  const W = wordsOfRules(r);
  if (W === 1) return hands.map(popcount);
  const out: number[] = [];
  for (let base = 0; base < hands.length; base += W) out.push(countTiles(hands, base, W));
  return out;
}

/** Whether `seat` holds tile t, on any set. */
export function seatHolds(r: Pick<Rules, 'set'>, hands: readonly TileMask[], seat: number, t: Tile): boolean {
  const W = wordsOfRules(r);
  return W === 1 ? has(hands[seat], t) : holds(hands, seat * W, t);
}

export function isOver(st: MatchState): boolean {
  return st.winner >= 0;
}

/** Live scores per side: the scores at the hand's start plus points scored during this hand. */
export function liveScores(st: MatchState): number[] {
  if (isOver(st)) return st.scores.slice();
  return st.scores.map((s, i) => s + st.hand.pts[i]);
}

export function newMatch(rules: Rules, opts: NewMatchOptions): MatchState {
  return startMatch(rules, opts).state;
}

/** A match just dealt, and the hands that ended as they were dealt. */
export interface StartedMatch {
  state: MatchState;
  /**
   * Hands over before anyone moved (an opening tile fixed by the opener rule can block at once):
   * a table records them like any hand a move finishes.
   */
  finished: HandRecord[];
}

/** newMatch, keeping the hands that ended at their deal. */
export function startMatch(rules: Rules, opts: NewMatchOptions): StartedMatch {
  const st = undealtMatch(rules, opts.seed);
  const handSeed =
    typeof opts.handSeed === 'function' ? opts.handSeed() : (opts.handSeed ?? nextSeed(st.rng));
  st.hand = dealHand(rules, handSeed, null);
  const finished = settleHands(st, typeof opts.handSeed === 'function' ? opts.handSeed : undefined);
  return { state: st, finished };
}

/** A match before its first deal. */
function undealtMatch(rules: Rules, seed: string): MatchState {
  return {
    rules,
    rng: seedState(seed),
    scores: new Array(sideCount(rules)).fill(0),
    handNo: 1,
    hand: undefined as unknown as HandState,
    last: null,
    winner: -1,
  };
}

/**
 * Deals a hand and opens it. `lead` is the opener decided by the last hand (laterOpener winner or
 * rotate); null applies the first-hand rule to the new deal (first hand, or sameAsFirst).
 */
export function dealHand(r: Rules, seed: string, lead: Lead | null): HandState {
  const { deal, lead: ruled } = dealFromSeed(r, seed, lead === null);
  return openHand(r, seed, deal.hands, deal.bone, (lead ?? ruled)!);
}

/** Starts a hand from dealt tiles: a tile fixed by the opener rule is placed at once. */
export function openHand(r: Rules, seed: string, hands: TileMask[], bone: Tile[], lead: Lead): HandState {
  const h: HandState = {
    seed,
    opener: lead.seat,
    hands,
    bone,
    line: emptyLine(),
    turn: lead.seat,
    log: [],
    pts: new Array(sideCount(r)).fill(0),
    end: HAND_PLAYING,
    dbl: false,
  };
  if (lead.tile >= 0) playTile(r, h, lead.tile, 0, true);
  return h;
}

/**
 * Reuses a hand's arrays for a new deal from `rng` (first-hand opener rule, redeals included):
 * the playouts' and the benchmark's way to deal without allocating.
 */
export function redealInPlace(r: Rules, h: HandState, rng: RngState, order: Tile[]): void {
  let lead: Lead | null = null;
  while (!lead) lead = shuffleAndDeal(r, rng, order, h.hands, h.bone, true);
  const l = h.line;
  l.v.length = 0;
  l.t.length = 0;
  l.f.length = 0;
  l.s = -1;
  l.n = 0;
  h.log.length = 0;
  h.pts.fill(0);
  h.end = HAND_PLAYING;
  h.dbl = false;
  h.opener = lead.seat;
  h.turn = lead.seat;
  if (lead.tile >= 0) playTile(r, h, lead.tile, 0, true);
}

export function cloneHand(h: HandState): HandState {
  return {
    seed: h.seed,
    opener: h.opener,
    hands: h.hands.slice(),
    bone: h.bone.slice(),
    line: cloneLine(h.line),
    turn: h.turn,
    log: h.log.slice(),
    pts: h.pts.slice(),
    end: h.end,
    dbl: h.dbl,
  };
}

export function cloneMatch(st: MatchState): MatchState {
  return {
    rules: st.rules,
    rng: [st.rng[0], st.rng[1], st.rng[2], st.rng[3]],
    scores: st.scores.slice(),
    handNo: st.handNo,
    hand: cloneHand(st.hand),
    last: st.last,
    winner: st.winner,
    ...(st.forfeit === undefined ? {} : { forfeit: st.forfeit }),
  };
}

/** Checks a move for `seat` without applying it. */
export function checkMove(st: MatchState, seat: number, move: Move): MoveRejection | null {
  const r = st.rules;
  const h = st.hand;
  if (isOver(st)) return reject(MOVE_ERRORS.matchOver, 'the match is over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= r.players) {
    return reject(MOVE_ERRORS.noSuchSeat, `there is no seat ${seat} at this table`);
  }
  if (seat !== h.turn)
    return reject(MOVE_ERRORS.notYourTurn, `it is seat ${h.turn}'s turn, not seat ${seat}'s`);
  if (move.type === 'draw') {
    if (h.line.v.length === 0)
      return reject(MOVE_ERRORS.leaderCannotDraw, 'the player leading a hand never draws');
    if (!mayDraw(r, h)) {
      return reject(
        MOVE_ERRORS.cannotDraw,
        r.drawing ? 'the boneyard has no tile left to draw' : 'this game has no drawing',
      );
    }
    if (!mayDrawByChoice(r, h)) {
      return reject(
        MOVE_ERRORS.mustPlay,
        'you hold a playable tile, and this table does not allow drawing then',
      );
    }
    return null;
  }
  const t = move.tile;
  if (!inSet(t, setSizeOf(r))) return reject(MOVE_ERRORS.unknownTile, 'no such tile');
  if (!seatHolds(r, h.hands, seat, t))
    return reject(MOVE_ERRORS.tileNotInHand, `${tileName(t)} is not in your hand`);
  if (h.line.v.length === 0) {
    // The lead starts the line: there is one place for it, end 0.
    if (move.end !== undefined && move.end !== 0) {
      return reject(MOVE_ERRORS.noSuchEnd, 'the line is empty: the lead goes at end 0');
    }
    return null;
  }
  if (move.end === undefined) {
    if (fittingEnds(h.line, t) > 1) {
      return reject(MOVE_ERRORS.endRequired, `${tileName(t)} fits more than one end: say which end`);
    }
    if (fittingEnds(h.line, t) === 0) {
      return reject(MOVE_ERRORS.tileDoesNotMatchEnd, `${tileName(t)} matches no open end`);
    }
    return null;
  }
  if (!Number.isInteger(move.end) || move.end < 0 || move.end >= h.line.v.length) {
    return reject(MOVE_ERRORS.noSuchEnd, `there is no open end ${move.end} (ends 0..${h.line.v.length - 1})`);
  }
  if (!fits(h.line, t, move.end)) {
    return reject(
      MOVE_ERRORS.tileDoesNotMatchEnd,
      `${tileName(t)} does not match end ${move.end}, which shows ${h.line.v[move.end]}`,
    );
  }
  return null;
}

/** The end a play goes on: the one named, the only one that fits, or 0 for a lead. */
function endOf(st: MatchState, move: { tile: Tile; end?: number }): number {
  if (move.end !== undefined || st.hand.line.v.length === 0) return move.end ?? 0;
  const l = st.hand.line;
  for (let i = 0; i < l.v.length; i++) if (fits(l, move.tile, i)) return i;
  return 0;
}

/**
 * Applies a move for `seat` to a copy of the state. Draws and passes that follow happen by
 * themselves; a move that ends a hand scores it and deals the next one (unless the match is
 * over). A rejected move returns the reason and leaves the state untouched.
 */
export function applyMove(st: MatchState, seat: number, move: Move, opts: MoveOptions = {}): MoveResult {
  const error = checkMove(st, seat, move);
  if (error) return { ok: false, error };
  const next = cloneMatch(st);
  const r = next.rules;
  const at = next.hand.log.length;
  if (move.type === 'draw') drawByChoice(r, next.hand);
  else playTile(r, next.hand, move.tile, endOf(st, move));
  // The move's own entry (draws and passes that follow it are nobody's choice).
  if (opts.standIn) next.hand.log[at] |= STAND_IN;
  const finished = settleHands(next, opts.nextHandSeed);
  return { ok: true, state: next, handEnded: finished.length > 0, finished };
}

/**
 * Scores every hand that has ended and deals the next, until a hand is in play or the match is
 * over. Usually one hand; more when a new deal's forced opening tile blocks it at once (tiny
 * hands), which is scored like any blocked hand.
 */
function settleHands(st: MatchState, seeds: MoveOptions['nextHandSeed']): HandRecord[] {
  const finished: HandRecord[] = [];
  let given = typeof seeds === 'string' ? seeds : undefined;
  while (st.hand.end !== HAND_PLAYING && !isOver(st)) {
    const seed = given ?? (typeof seeds === 'function' ? seeds() : nextSeed(st.rng));
    given = undefined;
    finishHand(st, seed);
    finished.push(st.last!);
  }
  return finished;
}

/** Scores the hand that just ended, records it, and ends the match or deals the next hand. */
function finishHand(st: MatchState, nextHandSeed: string): void {
  const r = st.rules;
  const h = st.hand;
  const pips = seatPipsOf(r, h.hands);
  const score = scoreHand(
    r,
    pips,
    h.end === HAND_DOMINO ? { kind: 'domino', seat: h.turn, doubled: h.dbl } : { kind: 'blocked' },
  );
  // Points scored during play always stand; then the hand's award (and losses).
  const scores = st.scores.map((s, i) => s + h.pts[i] + score.deltas[i]);
  st.last = {
    handNo: st.handNo,
    seed: h.seed,
    opener: h.opener,
    end: h.end,
    out: h.end === HAND_DOMINO ? h.turn : -1,
    hands: h.hands.slice(),
    log: h.log,
    pts: h.pts.slice(),
    score,
    scores,
  };
  st.scores = scores;
  const winner = matchWinner(r, scores, st.handNo);
  if (winner >= 0) {
    st.winner = winner;
    h.turn = -1;
    return;
  }
  st.handNo++;
  const seed = nextHandSeed;
  st.hand = dealHand(r, seed, nextLead(r, h, score, pips));
}

/**
 * `seat` forfeits the match (its move deadline passed under a forfeit policy): the match ends at
 * once, the hand unfinished and unscored. The other side wins; with more than two sides, the
 * best-scoring other side (ties: the first of them in turn order after the forfeiting seat).
 */
export function forfeitMatch(st: MatchState, seat: number): MatchState {
  if (isOver(st)) return st;
  const r = st.rules;
  const scores = liveScores(st);
  const loser = sideOf(r, seat);
  let winner = -1;
  for (let i = 1; i <= r.players; i++) {
    const side = sideOf(r, (seat + i) % r.players);
    if (side !== loser && (winner < 0 || scores[side] > scores[winner])) winner = side;
  }
  const next = cloneMatch(st);
  next.scores = scores;
  next.hand.pts.fill(0);
  next.hand.turn = -1;
  next.winner = winner;
  next.forfeit = seat;
  return next;
}

/**
 * Judged when a hand ends: once a side has reached the target (or maxHands hands were played),
 * the highest score wins; a tie for first plays another hand. In the partnership game only the
 * hand's winner scores, so this is "the first side to reach the target".
 */
export function matchWinner(
  r: Pick<Rules, 'target' | 'maxHands'>,
  scores: readonly number[],
  handsPlayed: number,
): number {
  const reached = scores.some((s) => s >= r.target) || (r.maxHands !== null && handsPlayed >= r.maxHands);
  if (!reached) return -1;
  const top = Math.max(...scores);
  const leaders = scores.flatMap((s, i) => (s === top ? [i] : []));
  return leaders.length === 1 ? leaders[0] : -1;
}

/** Who opens the next hand (null: apply the first-hand rule to the new deal). */
function nextLead(r: Rules, h: HandState, score: HandScore, pips: number[]): Lead | null {
  const n = r.players;
  const left = (h.opener + 1) % n;
  switch (r.laterOpener) {
    case 'sameAsFirst':
      return null;
    case 'rotate':
      return { seat: left, tile: -1 };
    case 'winner': {
      if (h.end === HAND_DOMINO) return { seat: h.turn, tile: -1 };
      if (score.winner === null)
        return { seat: r.blockedTieLead === 'sameOpener' ? h.opener : left, tile: -1 };
      // Blocked: the winning side's player with the fewest pips; ties by turn order from the opener.
      let best = -1;
      for (let i = 0; i < n; i++) {
        const s = (h.opener + i) % n;
        if (sideOf(r, s) === score.winner && (best < 0 || pips[s] < pips[best])) best = s;
      }
      return { seat: best, tile: -1 };
    }
  }
}

export interface FixedDeal {
  /** Each seat's tiles. */
  hands: Tile[][];
  /** The boneyard, drawn from the end (default: every other tile, in id order). */
  bone?: Tile[];
  /** The seat that leads when the opener rule does not fix one (lots, or a later hand). */
  opener?: number;
  scores?: number[];
  handNo?: number;
  seed?: string;
}

/**
 * A match whose current hand has the given tiles: for scenario tests and the API's development
 * mode. The first-hand opener rule applies (a fixed opening tile is placed) unless `opener` is
 * given and the rule is not bound to a tile.
 */
export function matchFromDeal(rules: Rules, fixed: FixedDeal): MatchState {
  return startMatchFromDeal(rules, fixed).state;
}

/** matchFromDeal, keeping the hands that ended at their deal (see StartedMatch). */
export function startMatchFromDeal(rules: Rules, fixed: FixedDeal): StartedMatch {
  const seed = fixed.seed ?? 'fixed';
  const st = undealtMatch(rules, seed);
  // As a random first deal would have: the later hands' seeds follow from the same generator.
  nextSeed(st.rng);
  const count = tileCountOf(rules);
  const W = wordsOfRules(rules);
  const hands = new Array<TileMask>(fixed.hands.length * W).fill(0);
  const used = new Set<Tile>();
  fixed.hands.forEach((ts, seat) => {
    for (const t of ts) {
      if (!inSet(t, setSizeOf(rules)))
        throw new Error(`${tileName(t)} is not a tile of double-${setSizeOf(rules)}`);
      if (used.has(t)) throw new Error('a tile is dealt twice');
      used.add(t);
      addTile(hands, seat * W, t);
    }
  });
  const bone = fixed.bone ?? Array.from({ length: count }, (_, t) => t).filter((t) => !used.has(t));
  for (const t of bone) {
    if (!inSet(t, setSizeOf(rules)))
      throw new Error(`${tileName(t)} is not a tile of double-${setSizeOf(rules)}`);
    if (used.has(t)) throw new Error(`${tileName(t)} is both dealt and in the boneyard`);
    used.add(t);
  }
  if (used.size !== count) throw new Error(`the hands and the boneyard must hold all ${count} tiles once`);
  let lead: Lead | null = null;
  if (fixed.opener !== undefined && (rules.opener === 'lots' || (fixed.handNo ?? 1) > 1)) {
    lead = { seat: fixed.opener, tile: -1 };
  } else {
    lead = firstHandLead(rules, hands, seedState(seed));
    if (!lead) throw new Error('no double was dealt, and the opener rule redeals: give other hands');
  }
  st.hand = openHand(rules, seed, hands, bone, lead);
  if (fixed.scores) st.scores = fixed.scores.slice();
  if (fixed.handNo) st.handNo = fixed.handNo;
  return { state: st, finished: settleHands(st, undefined) };
}

export { advance, DRAW, HAND_BLOCKED, HAND_DOMINO, HAND_PLAYING, playableTiles };
