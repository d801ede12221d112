/**
 * Showing the moves one at a time: each move since the person last looked (at this table, in
 * this browser) is shown in order, the next after a short pause, so that a computer player's
 * reply reads as a move rather than a jump; your own move is shown at once. While moves are being
 * shown the hand waits (your controls come as soon as the moves before your turn are shown, never
 * later). With prefers-reduced-motion every move is shown at once.
 *
 * The end of a hand is shown move by move too, before the hand's end is: the scene then is the
 * finished hand's (the view has moved on to the next hand), until the person goes on.
 * usePacing is the part that knows no game: Mexican Train's table paces its rounds with it too.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Table } from '../api/client';
import { currentHand, finishedHand, type HandRecord, type Scene, sceneAt } from './scene';

/** Between two moves shown one after another. */
export const MOVE_PAUSE_MS = 700;
/** The longest a catch-up of many moves takes: the pause shrinks to fit, down to FASTEST_MS. */
const CATCH_UP_MS = 3500;
const FASTEST_MS = 180;

/** How far the person has seen a table: a hand and a number of its moves. */
export interface Look {
  handNo: number;
  step: number;
}

const LOOK = (id: string) => `dominoes.look.${id}`;

function readLook(id: string): Look | null {
  try {
    const [handNo, step] = (localStorage.getItem(LOOK(id)) ?? '').split(':').map(Number);
    return Number.isInteger(handNo) && Number.isInteger(step) ? { handNo, step } : null;
  } catch {
    return null;
  }
}

function writeLook(id: string, look: Look): void {
  try {
    localStorage.setItem(LOOK(id), `${look.handNo}:${look.step}`);
  } catch {}
}

export function reducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The hand a look belongs to: the one in play, or the one that just finished. */
function handOf(table: Table, handNo: number): HandRecord | null {
  const view = table.view!;
  if (view.handNo === handNo) return currentHand(view);
  if (view.lastHand?.handNo === handNo) return finishedHand(view.lastHand, view.sides, view.set);
  return null;
}

export interface Motion {
  /** The table as shown now. */
  scene: Scene;
  /** Moves are still to be shown (the person's controls wait). */
  showing: boolean;
  /** The finished hand's last move is shown: its end may be. */
  handShown: (handNo: number) => boolean;
  /** Goes on from a finished hand to the one in play, showing its moves from the deal. */
  nextHand: () => void;
  /** Shows every move left at once. */
  skip: () => void;
}

/** The pause before the next of `left` moves still to show: shorter when many are, to catch up. */
export function pauseBefore(left: number): number {
  return Math.max(FASTEST_MS, Math.min(MOVE_PAUSE_MS, CATCH_UP_MS / left));
}

/**
 * Where the moves shown start: where the person last looked (`stored`), when the game still has
 * that hand and that many of its moves; else the hand in play, from its deal when hands went by
 * since, as it is otherwise (a first look, or reduced motion: `still`).
 */
export function firstLook(game: PacedGame, stored: Look | null, still: boolean): Look {
  const now = { handNo: game.handNo, step: game.moves };
  if (!stored || still) return now;
  const moves = game.movesOf(stored.handNo);
  if (moves && stored.step <= moves.length) return stored;
  return { handNo: game.handNo, step: stored.handNo < game.handNo ? 0 : game.moves };
}

/** The step after your own moves next in line at `step` (they are shown at once). */
export function pastOwnMoves(moves: readonly { seat: number }[], step: number, you: number | null): number {
  let k = step;
  while (k < moves.length && moves[k].seat === you) k++;
  return k;
}

/** A game's moves as the pacing walks them: a hand (or round) by its number, and who made each move. */
export interface PacedGame {
  /** The table's id: where the look is kept in this browser. */
  id: string;
  /** The person's seat (null: a spectator). */
  you: number | null;
  /** The hand in play and how many moves it has. */
  handNo: number;
  moves: number;
  /** The moves of the hand in play or of the one that just finished (null: any other hand). */
  movesOf: (handNo: number) => readonly { seat: number }[] | null;
}

/** Where the pacing has got to: the hand shown and how many of its moves, and its controls. */
export interface Pacing extends Omit<Motion, 'scene'> {
  handNo: number;
  step: number;
}

/** The moves of a game shown one at a time (the line table's and Mexican Train's). */
export function usePacing(game: PacedGame): Pacing {
  const [look, setLook] = useState<Look>(() => firstLook(game, readLook(game.id), reducedMotion()));
  const lastShown = useRef(0);
  const moves = game.movesOf(look.handNo);
  // A look at a hand the table no longer has (a hand finished and the next one too, between two
  // answers): the hand in play, from its deal.
  useEffect(() => {
    if (!moves) setLook({ handNo: game.handNo, step: 0 });
  }, [moves === null]);
  const target = moves?.length ?? 0;
  // Without motion every move is shown as it comes: the look is always the whole hand. Your own
  // moves next in line are shown at once, in the same render as the answer that brought them:
  // never a frame with the answer's turn and the move not yet on the line.
  const still = reducedMotion();
  const step = still ? target : moves ? pastOwnMoves(moves, look.step, game.you) : look.step;
  const showing = moves !== null && step < target;

  useEffect(() => writeLook(game.id, { handNo: look.handNo, step }), [game.id, look.handNo, step]);

  useEffect(() => {
    if (!moves || still) return;
    // Your own moves, shown at once: the pause before the next move counts from them.
    if (step > look.step) {
      lastShown.current = performance.now();
      setLook({ handNo: look.handNo, step });
      return;
    }
    if (step >= target) return;
    const pause = pauseBefore(target - step);
    // Another's move after the pause since the last move shown (none when the table has been
    // still for that long: the wait for it was the pause).
    const wait = Math.max(0, pause - (performance.now() - lastShown.current));
    const t = setTimeout(() => {
      lastShown.current = performance.now();
      setLook({ handNo: look.handNo, step: step + 1 });
    }, wait);
    return () => clearTimeout(t);
  }, [look.handNo, look.step, step, target, moves !== null]);

  return {
    handNo: look.handNo,
    step,
    showing,
    handShown: (handNo) => look.handNo > handNo || (look.handNo === handNo && !showing),
    nextHand: () => {
      if (look.handNo !== game.handNo) {
        lastShown.current = performance.now();
        setLook({ handNo: game.handNo, step: still ? game.moves : 0 });
      }
    },
    skip: () => moves && setLook({ handNo: look.handNo, step: target }),
  };
}

export function useMotion(table: Table): Motion {
  const view = table.view!;
  const pacing = usePacing({
    id: table.id,
    you: table.you,
    handNo: view.handNo,
    moves: view.history.length,
    movesOf: (handNo) => handOf(table, handNo)?.history ?? null,
  });
  const { handNo, step } = pacing;
  const hand = handOf(table, handNo);
  const scene = useMemo(
    () => (hand ? sceneAt(hand, step) : sceneAt(currentHand(view), view.history.length)),
    [hand, step, table.version],
  );
  return { ...pacing, scene };
}
