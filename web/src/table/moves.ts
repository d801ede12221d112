/**
 * Your moves at the table: which tiles and ends the view allows (legalMoves, never worked out
 * here; ends that would make the same line are one choice, ends.ts), the tile chosen while its
 * end is asked, sending a move once, and what went wrong.
 */
import { useEffect, useState } from 'preact/hooks';
import { errorText, type Table } from '../api/client';
import { distinctEnds } from './ends';
import type { Move, TableFollower } from './follow';

export interface Moves {
  playable: Set<string>;
  canDraw: boolean;
  chosen: string | null;
  sending: boolean;
  /** The tile being sent, out of the hand until the answer comes. */
  sent: string | null;
  error: string | null;
  endsFor: (tile: string) => number[];
  onTile: (tile: string) => void;
  send: (move: Move) => Promise<void>;
  unchoose: () => void;
  setError: (e: string | null) => void;
}

export function useMoves(table: Table, follower: TableFollower): Moves {
  const view = table.view!;
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => setChosen(null), [table.version]);

  const legal = view.legalMoves ?? [];
  const playable = new Set(legal.flatMap((m) => (m.type === 'play' ? [m.tile] : [])));
  const endsFor = (tile: string) =>
    distinctEnds(
      view.line,
      table.rules.spinner,
      tile,
      legal.flatMap((m) => (m.type === 'play' && m.tile === tile ? [m.end] : [])),
    );

  async function send(move: Move) {
    setError(null);
    setSending(true);
    setSent('tile' in move ? move.tile : null);
    setChosen(null);
    try {
      await follower.move(move);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
      setSent(null);
    }
  }

  function onTile(tile: string) {
    if (sending) return;
    const ends = endsFor(tile);
    if (ends.length === 1) void send({ tile, end: ends[0] });
    else if (ends.length > 1) setChosen(chosen === tile ? null : tile);
  }

  useEffect(() => {
    if (!chosen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setChosen(null);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [chosen]);

  return {
    playable,
    canDraw: legal.some((m) => m.type === 'draw'),
    chosen,
    sending,
    sent,
    error,
    endsFor,
    onTile,
    send,
    unchoose: () => setChosen(null),
    setError,
  };
}
