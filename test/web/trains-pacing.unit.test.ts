/**
 * Mexican Train's moves shown one at a time: the pacing's pure parts, shared with the line table
 * (web/src/table/motion.ts: the pause, where a look starts, your own moves at once), and the round
 * as it stood after each of its moves (web/src/table/trains/scene.ts), checked against the
 * engine's own view at every point of real matches, the round in play's and the finished one's.
 */
import { describe, expect, it } from 'vitest';
import { resolveMexicanRules } from '../../shared/engine';
import {
  applyMexicanMove,
  type MexicanState,
  mexicanMoveOf,
  mexicanViewFor,
  newMexicanMatch,
} from '../../shared/engine/games/mexican-train';
import type { Schemas } from '../../web/src/api/client';
import {
  firstLook,
  MOVE_PAUSE_MS,
  type PacedGame,
  pastOwnMoves,
  pauseBefore,
} from '../../web/src/table/motion';
import { currentRound, finishedRound, roundOf, trainSceneAt } from '../../web/src/table/trains/scene';

type TrainView = Schemas['TrainView'];

describe('the pacing', () => {
  const moves = (...seats: number[]) => seats.map((seat) => ({ seat }));
  const game: PacedGame = {
    id: 't',
    you: 0,
    handNo: 3,
    moves: 5,
    movesOf: (n) => (n === 3 ? moves(1, 2, 3, 0, 1) : n === 2 ? moves(0, 1) : null),
  };

  it('pauses the same between moves, shorter to catch up on many', () => {
    expect(pauseBefore(1)).toBe(MOVE_PAUSE_MS);
    expect(pauseBefore(5)).toBe(MOVE_PAUSE_MS);
    expect(pauseBefore(10)).toBe(350);
    expect(pauseBefore(100)).toBe(180);
  });

  it('starts where the person last looked, else the hand in play as it is, or from its deal', () => {
    expect(firstLook(game, null, false)).toEqual({ handNo: 3, step: 5 });
    expect(firstLook(game, { handNo: 3, step: 1 }, false)).toEqual({ handNo: 3, step: 1 });
    // The finished hand, still in the view: its last moves then its end.
    expect(firstLook(game, { handNo: 2, step: 1 }, false)).toEqual({ handNo: 2, step: 1 });
    // Hands went by since: the one in play from its deal; with reduced motion, as it is.
    expect(firstLook(game, { handNo: 1, step: 9 }, false)).toEqual({ handNo: 3, step: 0 });
    expect(firstLook(game, { handNo: 3, step: 1 }, true)).toEqual({ handNo: 3, step: 5 });
  });

  it('shows your own moves next in line at once, never another’s', () => {
    const round = moves(0, 0, 1, 0);
    expect(pastOwnMoves(round, 0, 0)).toBe(2);
    expect(pastOwnMoves(round, 2, 0)).toBe(2);
    expect(pastOwnMoves(round, 3, 0)).toBe(4);
    expect(pastOwnMoves(round, 0, null)).toBe(0);
  });
});

/** What the screen draws of a view: the trains, the hands' counts, the boneyard, whose turn. */
const drawn = (v: TrainView) => ({
  trains: v.trains,
  handCounts: v.handCounts,
  boneyard: v.boneyard,
  turn: v.status === 'playing' ? v.turn : null,
});

/** Seat 0's view after every move of a match played by `pick`, until `rounds` rounds have ended. */
function viewsOf(players: number, set: 9 | 12, seed: string, rounds: number, firstTurnManyTiles: boolean) {
  const r = resolveMexicanRules({ game: 'mexicanTrain', players, set, firstTurnManyTiles });
  let st: MexicanState = newMexicanMatch(r, { seed, roundSeed: `${seed}-1` });
  const views = [mexicanViewFor(st, 0) as TrainView];
  let ended = 0;
  for (let n = 0; ended < rounds && st.places === null; n++) {
    const seat = st.round.turn;
    const legal = mexicanViewFor(st, seat).legalMoves!;
    // A fixed walk through the legal moves: plays and stops both come up.
    const res = applyMexicanMove(st, seat, mexicanMoveOf(r, legal[(n * 7) % legal.length]), {
      nextRoundSeed: `${seed}-${ended + 2}`,
    });
    if (!res.ok) throw new Error(res.error.message);
    st = res.state;
    if (res.roundEnded) ended++;
    views.push(mexicanViewFor(st, 0) as TrainView);
  }
  return views;
}

describe('a round after some of its moves', () => {
  for (const [players, set, firstTurnManyTiles] of [
    [2, 9, false],
    [4, 12, true],
    [8, 12, false],
  ] as const) {
    it(`is the engine's view at each point: ${players} players, double-${set}`, () => {
      const views = viewsOf(players, set, `pace-${players}`, 3, firstTurnManyTiles);
      const final = views.at(-1)!;
      let checked = 0;
      for (const v of views) {
        // The round in play, at every length the view had on the way.
        const now = roundOf(final, v.round);
        const rec = now ?? currentRound(v);
        expect(drawn({ ...v, ...trainSceneAt(rec, v.history.length) } as TrainView)).toEqual(drawn(v));
        // The same moves from the view itself.
        expect(trainSceneAt(currentRound(v), v.history.length)).toMatchObject(drawn(v));
        checked++;
      }
      // A round that ended: its moves from the next round's view, the turn after them none.
      for (const [i, v] of views.entries()) {
        const next = views.slice(i).find((w) => w.lastRound?.round === v.round);
        if (!next || v.round === next.round) continue;
        const scene = trainSceneAt(finishedRound(next)!, v.history.length);
        expect(scene).toMatchObject({
          ...drawn(v),
          round: v.round,
          engine: v.engine,
          step: v.history.length,
        });
      }
      expect(checked).toBeGreaterThan(10);
      expect(trainSceneAt(finishedRound(final)!, Infinity).turn).toBe(null);
    });
  }

  it('names the move shown last and the seat to move next', () => {
    const [v] = viewsOf(4, 12, 'pace-last', 1, false).slice(-2);
    const rec = currentRound(v);
    const k = rec.history.length;
    expect(k).toBeGreaterThan(0);
    expect(trainSceneAt(rec, k - 1).last).toEqual(rec.history[k - 2] ?? null);
    expect(trainSceneAt(rec, k - 1).turn).toBe(rec.history[k - 1].seat);
    expect(trainSceneAt(rec, 0)).toMatchObject({ step: 0, last: null, turn: rec.history[0]?.seat ?? v.turn });
  });
});
