/**
 * Showing the moves one at a time: each move since the person last looked (at this table, in
 * this browser) is shown in order, the next after a short pause, so that a computer player's
 * reply reads as a move rather than a jump; your own move is shown at once. While moves are being
 * shown the hand waits (your controls come as soon as the moves before your turn are shown, never
 * later). With prefers-reduced-motion every move is shown at once.
 *
 * The end of a hand is shown move by move too, before the hand's end is: the scene then is the
 * finished hand's (the view has moved on to the next hand), until the person goes on.
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
interface Look {
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

/** Where a person who never looked, or looked too long ago, starts: the table as it is. */
function settled(table: Table): Look {
  const view = table.view!;
  return { handNo: view.handNo, step: view.history.length };
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

export function useMotion(table: Table): Motion {
  const view = table.view!;
  const [look, setLook] = useState<Look>(() => {
    const stored = readLook(table.id);
    if (!stored || reducedMotion()) return settled(table);
    const hand = handOf(table, stored.handNo);
    if (hand && stored.step <= hand.history.length) return stored;
    // Hands went by since: the one in play, from its deal.
    return { handNo: view.handNo, step: stored.handNo < view.handNo ? 0 : view.history.length };
  });
  const lastShown = useRef(0);
  const hand = handOf(table, look.handNo);
  // A look at a hand the table no longer has (a hand finished and the next one too, between two
  // answers): the hand in play, from its deal.
  useEffect(() => {
    if (!hand) setLook({ handNo: view.handNo, step: 0 });
  }, [hand === null]);
  const target = hand?.history.length ?? 0;
  // Without motion every move is shown as it comes: the look is always the whole hand. Your own
  // moves next in line are shown at once, in the same render as the answer that brought them:
  // never a frame with the answer's turn and the move not yet on the line.
  const still = reducedMotion();
  let step = still ? target : look.step;
  while (hand && step < target && hand.history[step].seat === table.you) step++;
  const showing = hand !== null && step < target;

  useEffect(() => writeLook(table.id, { handNo: look.handNo, step }), [table.id, look.handNo, step]);

  useEffect(() => {
    if (!hand || still) return;
    // Your own moves, shown at once: the pause before the next move counts from them.
    if (step > look.step) {
      lastShown.current = performance.now();
      setLook({ handNo: look.handNo, step });
      return;
    }
    if (step >= target) return;
    const left = target - step;
    const pause = Math.max(FASTEST_MS, Math.min(MOVE_PAUSE_MS, CATCH_UP_MS / left));
    // Another's move after the pause since the last move shown (none when the table has been
    // still for that long: the wait for it was the pause).
    const wait = Math.max(0, pause - (performance.now() - lastShown.current));
    const t = setTimeout(() => {
      lastShown.current = performance.now();
      setLook({ handNo: look.handNo, step: step + 1 });
    }, wait);
    return () => clearTimeout(t);
  }, [look.handNo, look.step, step, target, hand !== null]);

  const scene = useMemo(
    () => (hand ? sceneAt(hand, step) : sceneAt(currentHand(view), view.history.length)),
    [hand, step, table.version],
  );

  return {
    scene,
    showing,
    handShown: (handNo) => look.handNo > handNo || (look.handNo === handNo && !showing),
    nextHand: () => {
      if (look.handNo !== view.handNo) {
        lastShown.current = performance.now();
        setLook({ handNo: view.handNo, step: still ? view.history.length : 0 });
      }
    },
    skip: () => hand && setLook({ handNo: look.handNo, step: target }),
  };
}
