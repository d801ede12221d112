/**
 * The game at a table, put together: the top bar (the game, the scores, How to play, the sound),
 * the status line, the seats around the line, your hand and what you may do, the end of a hand
 * or of the match, and beside them the scores, the score pad and what happened. Each part is its
 * own: motion.ts shows the moves one at a time, moves.ts sends yours, alerts.ts says when it is
 * your turn, status.ts words it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, errorText, type FeedEvent, unwrap } from '../api/client';
import { gameName, howToPlayPath } from '../ui/games';
import { Link, navigate } from '../ui/navigation';
import { Problem, Retrying } from '../ui/problem';
import { setSoundOn, soundOn, useTurnAlert } from './alerts';
import { Board } from './Board';
import { Feed, shownEvents } from './Feed';
import type { Followed, TableFollower } from './follow';
import { Hand } from './Hand';
import { HandOver } from './HandOver';
import { useMotion } from './motion';
import { useMoves } from './moves';
import { ScoreChips, ScorePad, Scores } from './Scores';
import { SeatPlate } from './Seats';
import { moveWords, turnWords } from './status';

type Ended = Extract<FeedEvent, { type: 'handEnded' }>;

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

function lastOf<T extends FeedEvent['type']>(events: FeedEvent[], type: T) {
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i].type === type) return events[i] as Extract<FeedEvent, { type: T }>;
  return null;
}

/** Re-renders every `ms` (deadlines count down). */
function useTick(ms: number): void {
  const [, setN] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setN((n) => n + 1), ms);
    return () => clearInterval(t);
  }, [ms]);
}

function SoundSwitch() {
  const [on, setOn] = useState(soundOn);
  return (
    <button
      type="button"
      class="tool"
      aria-pressed={on}
      onClick={() => {
        setSoundOn(!on);
        setOn(!on);
      }}
    >
      Sound {on ? 'on' : 'off'}
    </button>
  );
}

export function Play(props: { s: Followed; follower: TableFollower }) {
  const { follower } = props;
  const { events, spectator } = props.s;
  const table = props.s.table!;
  const view = table.view!;
  useTick(15_000);
  const seenAtLoad = useMemo(() => readSeen(table.id), [table.id]);
  const [dismissed, setDismissed] = useState(seenAtLoad);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => writeSeen(table.id, table.version), [table.id, table.version]);
  const motion = useMotion(table);
  const moves = useMoves(table, follower);
  const { scene, showing } = motion;

  const over = view.status === 'over';
  const ended = lastOf(events, 'handEnded');
  const dueEnd: Ended | null =
    ended && (over ? ended.handNo === view.lastHand?.handNo : ended.version > dismissed) ? ended : null;
  // The end of a hand shows once its last move has been.
  const handOver = dueEnd && motion.handShown(dueEnd.handNo) ? dueEnd : null;
  // A finished hand shown to its end with no end to show (gone on from elsewhere): the next one.
  useEffect(() => {
    if (!showing && !dueEnd && scene.handNo < view.handNo) motion.nextHand();
  }, [showing, dueEnd === null, scene.handNo, view.handNo]);

  const yourTurn = !over && !showing && !handOver && view.turn !== null && view.turn === table.you;
  const soundWanted = soundOn();
  useTurnAlert(`${gameName(table.rules.preset)} · hand ${view.handNo}`, yourTurn, soundWanted);

  const turnText = turnWords(table, {
    over,
    yourTurn: !over && view.turn !== null && view.turn === table.you,
    chosen: moves.chosen,
    mustDraw: moves.playable.size === 0 && moves.canDraw,
  });
  const status = showing
    ? scene.last && scene.last.seat !== table.you
      ? moveWords(table, scene.last)
      : `${turnText}`
    : handOver && !over
      ? `Hand ${handOver.handNo} is over. Next: ${turnText}`
      : turnText;

  async function rematch() {
    setError(null);
    try {
      const next = table.rematch
        ? await unwrap(api.POST('/v1/tables/{id}/seats', { params: { path: { id: table.rematch } } }))
        : await unwrap(api.POST('/v1/tables/{id}/rematch', { params: { path: { id: table.id } } }));
      navigate(`/tables/${next.id}`);
    } catch (err) {
      setError(errorText(err));
    }
  }

  const shownHand = handOver ? view.handNo : scene.handNo;
  const handEnds = events.filter((e): e is Ended => e.type === 'handEnded');
  const scores = handOver || over ? view.scores : scene.scores;
  const active = showing ? (scene.last?.seat ?? null) : handOver ? null : view.turn;
  const lastDraw = scene.last?.type === 'draw' && scene.last.seat === table.you ? scene.last : null;
  const drawn = lastDraw && 'tiles' in lastDraw ? (lastDraw.tiles as string[] | undefined) : undefined;
  const others = table.seats.filter((s) => s.seat !== (table.you ?? 0));
  const bottom = table.you ?? 0;
  const plate = (seat: number) => (
    <SeatPlate
      key={seat}
      table={table}
      seat={seat}
      scene={scene}
      active={active === seat}
      toPlay={!showing && !handOver && !over && view.turn === seat}
      justMoved={scene.last?.seat === seat}
    />
  );
  return (
    <section
      class={`table-screen players-${table.seats.length}`}
      data-version={table.version}
      data-showing={showing ? 'true' : undefined}
    >
      <header class="table-head">
        <h1 tabIndex={-1}>
          {gameName(table.rules.preset)} <small>hand {shownHand}</small>
        </h1>
        <ScoreChips table={table} scores={scores} />
        <span class="table-meta">
          to {table.rules.target} · table {table.code}
          {table.development && ' · development deal'}
          {spectator && ' · watching'}
        </span>
        <span class="table-tools">
          <Link href={howToPlayPath(table.rules.preset)} class="tool">
            How to play
          </Link>
          <SoundSwitch />
        </span>
      </header>
      <p role="status" class={yourTurn ? 'status yours' : 'status'}>
        {status}
      </p>
      <Retrying problem={props.s.problem} onTryNow={() => follower.wake()} />
      <Problem text={moves.error ?? error} />
      <div class="table-grid">
        <div class="table-main">
          {handOver ? (
            <HandOver
              table={table}
              ended={handOver}
              events={events}
              lastHand={view.lastHand}
              onNext={
                over
                  ? undefined
                  : () => {
                      setDismissed(handOver.version);
                      motion.nextHand();
                    }
              }
            />
          ) : (
            <div class="felt">
              {others.map((s) => plate(s.seat))}
              <Board
                table={table}
                scene={scene}
                showing={showing}
                choosing={moves.chosen ? { tile: moves.chosen, ends: moves.endsFor(moves.chosen) } : null}
                onChoose={(end) => moves.chosen && moves.send({ tile: moves.chosen, end })}
              />
              {plate(bottom)}
            </div>
          )}
          {!handOver && view.hand && !over && (
            <>
              <Hand
                tiles={view.hand}
                playable={yourTurn && !moves.sending ? moves.playable : new Set()}
                chosen={moves.chosen}
                pips={view.handPips}
                drawn={drawn}
                onTile={moves.onTile}
              />
              <div class="actions">
                {yourTurn && moves.canDraw && (
                  <button type="button" onClick={() => moves.send({ draw: true })} disabled={moves.sending}>
                    Draw a tile
                  </button>
                )}
                {moves.chosen && (
                  <button type="button" onClick={moves.unchoose}>
                    Choose another tile
                  </button>
                )}
                {showing && (
                  <button type="button" class="link" onClick={motion.skip}>
                    Skip to now
                  </button>
                )}
              </div>
            </>
          )}
          {over && !spectator && (
            <div class="actions">
              <button type="button" class="primary" onClick={rematch}>
                {table.rematch ? 'Join the rematch' : 'Rematch'}
              </button>
              <Link href="/">New game</Link>
            </div>
          )}
        </div>
        <aside class="table-side">
          <Scores table={table} scores={scores} />
          <ScorePad table={table} ended={handEnds} />
          <Feed table={table} events={shownEvents(events, scene)} since={seenAtLoad} />
        </aside>
      </div>
    </section>
  );
}
