/**
 * A finished hand played again from its record: the deal as it was dealt (each hand, the
 * boneyard in order) and the match state before every move someone chose, so that the analysis
 * can ask the engine's own `viewFor` what the seat to move could see then.
 *
 * The record (match.ts's HandRecord) holds the full log, private draws included, and the hands
 * left at the end: each seat was dealt what it held at the end plus what it played less what it
 * drew, and the boneyard ended in the tiles drawn, the first drawn last. The tiles never drawn
 * are in their dealt order when the hand's seed recomputes this deal (`dealFromSeed`: every
 * table hand); a development table's fixed deal has no such seed, and its undrawn tiles are
 * taken in id order, the order `matchFromDeal` gives a boneyard it is not told.
 */
import {
  applyMove,
  dealFromSeed,
  EV_DRAW,
  EV_PLAY,
  evEnd,
  evForced,
  evSeat,
  evTile,
  evType,
  HAND_PLAYING,
  type HandRecord,
  isChosenMove,
  type LegalMove,
  type MatchState,
  moveOf,
  openHand,
  type Rules,
  STAND_IN,
  seatTilesOf,
  seedState,
  type Tile,
  type TileMask,
  tileCountOf,
  tileName,
  wordsOfRules,
} from '../engine';
import { addTile } from '../engine/words';

export interface Decision {
  /** The index in the record's log of the move's entry. */
  at: number;
  seat: number;
  /** The match as it stood before the move. */
  state: MatchState;
  move: LegalMove;
}

export interface ReplayedHand {
  rules: Rules;
  record: HandRecord;
  /** Each seat's tiles as dealt (W words a seat on a bigger set, as HandState.hands). */
  dealt: TileMask[];
  /** The boneyard as dealt, in order: draws take the last tile. */
  bone: Tile[];
  /**
   * False when the tiles never drawn are in an assumed order (see above) and the game draws: a
   * line that draws more than the hand did then rests on that assumption.
   */
  undrawnOrderKnown: boolean;
  /** Every chosen move of the hand, in order. */
  decisions: Decision[];
}

export class ReplayError extends Error {
  override readonly name = 'ReplayError';
}

/** The entry without the stand-in mark: who chose a move does not change what it was. */
const plain = (e: number) => e & ~STAND_IN;

/**
 * Rebuilds the deal from the record and replays it through the engine (`applyMove`), checking
 * that every entry comes out as recorded. `bone`, when the caller knows the dealt boneyard
 * (a development table's fixed deal), overrides the assumed order of the undrawn tiles.
 */
export function replayHand(rules: Rules, record: HandRecord, bone?: readonly Tile[]): ReplayedHand {
  const log = record.log;
  // One word a seat on double-six, two or three on the bigger sets (engine/words.ts).
  const W = wordsOfRules(rules);
  if (record.hands.length !== rules.players * W)
    throw new ReplayError('the record has a hand per seat of other rules');
  const dealtTiles = seatTilesOf(rules, record.hands).map((ts) => new Set(ts));
  const drewBy = dealtTiles.map(() => new Set<Tile>());
  const drawn: Tile[] = [];
  for (const e of log) {
    const t = evTile(e);
    if (evType(e) === EV_PLAY) dealtTiles[evSeat(e)].add(t);
    else if (evType(e) === EV_DRAW) {
      drewBy[evSeat(e)].add(t);
      drawn.push(t);
    }
  }
  const dealt = new Array<TileMask>(rules.players * W).fill(0);
  const held = new Set<Tile>();
  dealtTiles.forEach((ts, s) => {
    for (const t of ts)
      if (!drewBy[s].has(t)) {
        addTile(dealt, s * W, t);
        held.add(t);
      }
  });
  const undrawn: Tile[] = [];
  for (let t = 0; t < tileCountOf(rules); t++) if (!held.has(t) && !drawn.includes(t)) undrawn.push(t);
  const tail = drawn.slice().reverse();
  let dealtBone = [...undrawn, ...tail];
  // A game that never draws never needs the order (nor does one that drew every tile).
  let undrawnOrderKnown = undrawn.length === 0 || !rules.drawing;
  const fromSeed = seededBone(rules, record.seed, dealt, tail);
  if (fromSeed) {
    dealtBone = fromSeed;
    undrawnOrderKnown = true;
  } else if (bone) {
    const given = bone.slice(bone.length - tail.length);
    if (bone.length !== dealtBone.length || given.some((t, i) => t !== tail[i]))
      throw new ReplayError('the boneyard given does not end in the tiles the record drew');
    if (bone.some((t) => !dealtBone.includes(t)))
      throw new ReplayError('the boneyard given holds a tile the record dealt to a hand');
    dealtBone = bone.slice();
    undrawnOrderKnown = true;
  }

  const first = log[0];
  const leadTile = first !== undefined && evType(first) === EV_PLAY && evForced(first) ? evTile(first) : -1;
  const pts = record.pts;
  const startScores = record.scores.map((s, i) => s - pts[i] - record.score.deltas[i]);
  let state: MatchState = {
    rules,
    rng: seedState(record.seed),
    scores: startScores,
    handNo: record.handNo,
    hand: openHand(rules, record.seed, dealt.slice(), dealtBone.slice(), {
      seat: record.opener,
      tile: leadTile,
    }),
    // The hand before this one is not the analysis's business, and no seat's estimate reads it.
    last: null,
    winner: -1,
  };
  const decisions: Decision[] = [];
  checkPrefix(log, state.hand.log);
  let ended: { hands: readonly TileMask[]; log: readonly number[] } | null =
    state.hand.end === HAND_PLAYING ? null : state.hand;
  while (!ended) {
    const at = state.hand.log.length;
    const e = log[at];
    if (e === undefined) throw new ReplayError('the record’s log ends before its hand does');
    if (!isChosenMove(e)) throw new ReplayError(`entry ${at} should be a move someone chose`);
    const seat = evSeat(e);
    const move: LegalMove =
      evType(e) === EV_PLAY ? { type: 'play', tile: tileName(evTile(e)), end: evEnd(e) } : { type: 'draw' };
    decisions.push({ at, seat, state, move });
    const res = applyMove(state, seat, moveOf(move), { nextHandSeed: 'replay' });
    if (!res.ok) throw new ReplayError(`entry ${at} is not a legal move: ${res.error.message}`);
    if (res.handEnded) {
      ended = res.finished[0];
      checkPrefix(log, ended.log);
    } else {
      state = res.state;
      checkPrefix(log, state.hand.log);
    }
  }
  if (ended.log.length !== log.length) throw new ReplayError('the hand ends before the record’s log does');
  if (ended.hands.some((m, s) => m !== record.hands[s]))
    throw new ReplayError('the replayed hand does not end with the hands the record revealed');
  return { rules, record, dealt, bone: dealtBone, undrawnOrderKnown, decisions };
}

/** The replayed log so far is the record's, entry by entry (a finished one: all of it). */
function checkPrefix(log: readonly number[], replayed: readonly number[]): void {
  if (replayed.length > log.length) throw new ReplayError('the replay runs past the record’s log');
  for (let i = 0; i < replayed.length; i++)
    if (plain(replayed[i]) !== plain(log[i]))
      throw new ReplayError(`entry ${i} of the log does not replay as recorded`);
}

/** The dealt boneyard from the hand's seed, when that seed dealt these hands and these draws. */
function seededBone(rules: Rules, seed: string, dealt: TileMask[], tail: Tile[]): Tile[] | null {
  // A later hand was dealt without the first-hand opener rule (no redeal): try both.
  for (const firstHandRule of [false, true]) {
    const { deal } = dealFromSeed(rules, seed, firstHandRule);
    if (deal.hands.some((m, s) => m !== dealt[s])) continue;
    const end = deal.bone.slice(deal.bone.length - tail.length);
    if (end.every((t, i) => t === tail[i])) return deal.bone;
  }
  return null;
}
