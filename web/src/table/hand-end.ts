/**
 * When the end of a hand is shown: the last hand's end (its handEnded event) once its last move
 * has been, until the person goes on (remembered per table in this browser, so a reload does not
 * show it again); the end of the match for good.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { FeedEvent, Table } from '../api/client';
import type { Motion } from './motion';

export type Ended = Extract<FeedEvent, { type: 'handEnded' }>;

const SEEN = (id: string) => `dominoes.seen.${id}`;

function readSeen(id: string): number {
  try {
    return Number(localStorage.getItem(SEEN(id))) || 0;
  } catch {
    return 0;
  }
}

function writeSeen(id: string, version: number): void {
  try {
    localStorage.setItem(SEEN(id), String(version));
  } catch {}
}

function lastEnded(events: FeedEvent[]): Ended | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'handEnded') return e;
  }
  return null;
}

export interface HandEnd {
  /** The hand's end to show now, if any. */
  shown: Ended | null;
  /** Goes on to the next hand. */
  next: () => void;
  /** The version the person had seen when the page opened (What happened marks what is newer). */
  seenAtLoad: number;
}

export function useHandEnd(table: Table, events: FeedEvent[], motion: Motion): HandEnd {
  const view = table.view!;
  const seenAtLoad = useMemo(() => readSeen(table.id), [table.id]);
  const [dismissed, setDismissed] = useState(seenAtLoad);
  useEffect(() => writeSeen(table.id, table.version), [table.id, table.version]);
  const over = view.status === 'over';
  const ended = lastEnded(events);
  const due =
    ended && (over ? ended.handNo === view.lastHand?.handNo : ended.version > dismissed) ? ended : null;
  const { showing, scene } = motion;
  // A finished hand shown to its end with no end to show (gone on from elsewhere): the next one.
  useEffect(() => {
    if (!showing && !due && scene.handNo < view.handNo) motion.nextHand();
  }, [showing, due === null, scene.handNo, view.handNo]);
  const shown = due && motion.handShown(due.handNo) ? due : null;
  return {
    shown,
    next: () => {
      if (!shown) return;
      setDismissed(shown.version);
      motion.nextHand();
    },
    seenAtLoad,
  };
}
