/**
 * The table, /tables/<id>: the waiting room before the start, then the game: the others and
 * their tile counts, the line, your hand (playable tiles from legalMoves), the scores, what
 * happens as it happens, the end of each hand and of the match.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, errorText, type FeedEvent, type Table, unwrap } from '../api/client';
import { Link, navigate } from '../router';
import { Feed } from '../table/Feed';
import { type Followed, type Move, TableFollower } from '../table/follow';
import { Hand } from '../table/Hand';
import { HandOver } from '../table/HandOver';
import { Line } from '../table/Line';
import { says, seatName, sideName } from '../table/names';
import { Players, Scores } from '../table/Players';
import { untilText } from '../table/time';
import { WaitingRoom } from '../table/WaitingRoom';
import { gameName } from './game-options';
import { Problem, Retrying } from './problem';
import { useTitle } from './title';

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

function matchResult(table: Table): string {
  const view = table.view!;
  if (view.winner === null) return 'The match is over.';
  const score = view.scores
    .map((s, side) => ({ s, side }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.s)
    .join(' to ');
  const forfeit =
    view.forfeitedBy !== null ? ` (${seatName(table.seats[view.forfeitedBy], table.you)} forfeited)` : '';
  return `Match over: ${says(sideName(table, view.winner), 'win', 'wins')}, ${score}${forfeit}.`;
}

function Play(props: { s: Followed; follower: TableFollower }) {
  const { follower } = props;
  const { events, spectator } = props.s;
  const table = props.s.table!;
  const view = table.view!;
  useTitle(`${gameName(table.rules.preset)} · hand ${view.handNo}`);
  useTick(15_000);
  const seenAtLoad = useMemo(() => readSeen(table.id), [table.id]);
  const [dismissed, setDismissed] = useState(seenAtLoad);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => writeSeen(table.id, table.version), [table.id, table.version]);
  useEffect(() => setChosen(null), [table.version]);

  const over = view.status === 'over';
  const ended = lastOf(events, 'handEnded');
  const handOver: Ended | null =
    ended && (over ? ended.handNo === view.lastHand?.handNo : ended.version > dismissed) ? ended : null;
  const yourTurn = !over && view.turn !== null && view.turn === table.you;
  const legal = view.legalMoves ?? [];
  const playable = new Set(legal.flatMap((m) => (m.type === 'play' ? [m.tile] : [])));
  const canDraw = legal.some((m) => m.type === 'draw');
  const endsFor = (tile: string) =>
    legal.flatMap((m) => (m.type === 'play' && m.tile === tile ? [m.end] : []));

  async function send(move: Move) {
    setError(null);
    setSending(true);
    setChosen(null);
    try {
      await follower.move(move);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
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

  const turnName = view.turn !== null ? seatName(table.seats[view.turn], table.you) : '';
  const turnText = over
    ? matchResult(table)
    : yourTurn
      ? chosen
        ? `Your turn: choose the end for ${chosen}.`
        : playable.size === 0 && canDraw
          ? 'Your turn: draw a tile.'
          : 'Your turn.'
      : `${turnName}'s turn.`;
  const deadline = !over && table.turn?.deadline ? ` ${untilText(table.turn.deadline)}.` : '';
  const status =
    handOver && !over ? `Hand ${handOver.handNo} is over. Next: ${turnText}` : turnText + deadline;

  const ends = view.ends;
  return (
    <section class="table-screen" data-version={table.version}>
      <header class="table-head">
        <h1 tabIndex={-1}>
          {gameName(table.rules.preset)} <small>hand {view.handNo}</small>
        </h1>
        <span class="table-meta">
          to {table.rules.target} · table {table.code}
          {table.development && ' · development deal'}
          {spectator && ' · watching'}
        </span>
      </header>
      <p role="status" class={yourTurn && !handOver ? 'status yours' : 'status'}>
        {status}
      </p>
      <Retrying problem={props.s.problem} />
      <Problem text={error} />
      <div class="table-grid">
        <div class="table-main">
          <Players table={table} />
          {handOver ? (
            <HandOver
              table={table}
              ended={handOver}
              events={events}
              lastHand={view.lastHand}
              onNext={over ? undefined : () => setDismissed(handOver.version)}
            />
          ) : (
            <>
              <section class="board" aria-labelledby="board-heading">
                <h2 id="board-heading" class="visually-hidden">
                  The line
                </h2>
                <Line
                  plays={view.line}
                  rules={table.rules}
                  showEnds={!over}
                  ends={view.ends}
                  label="The line"
                  choosing={chosen ? { tile: chosen, ends: endsFor(chosen) } : null}
                  onChoose={(end) => chosen && send({ tile: chosen, end })}
                />
                <p class="ends">
                  {ends.length === 0
                    ? 'No tile played yet.'
                    : `Open ends: ${ends.map((e) => e.number).join(' · ')}`}
                  {view.count !== null && (
                    <>
                      {' '}
                      · count <strong>{view.count}</strong>
                      {view.count > 0 && view.count % 5 === 0 && ' (a multiple of five)'}
                    </>
                  )}
                  {(table.rules.drawing || view.boneyard > 0) &&
                    ` · ${table.rules.drawing ? 'boneyard' : 'set aside'}: ${view.boneyard}`}
                </p>
              </section>
              {view.hand && !over && (
                <>
                  <Hand
                    tiles={view.hand}
                    playable={yourTurn && !sending ? playable : new Set()}
                    chosen={chosen}
                    pips={view.handPips}
                    onTile={onTile}
                  />
                  <div class="actions">
                    {yourTurn && canDraw && (
                      <button type="button" onClick={() => send({ draw: true })} disabled={sending}>
                        Draw a tile
                      </button>
                    )}
                    {chosen && (
                      <button type="button" onClick={() => setChosen(null)}>
                        Choose another tile
                      </button>
                    )}
                  </div>
                </>
              )}
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
          <Scores table={table} />
          <Feed table={table} events={events} since={seenAtLoad} />
        </aside>
      </div>
    </section>
  );
}

export default function TableScreen(props: { id: string }) {
  const [s, setS] = useState<Followed | null>(null);
  const follower = useMemo(() => new TableFollower(props.id, setS), [props.id]);
  useEffect(() => {
    void follower.run();
    return () => follower.close();
  }, [follower]);
  const state = s ?? follower.state;
  useTitle('Table');
  // Following has ended. A table shown before is not shown again: it is out of date, and what it
  // offers (leave, start, play) would be refused; why, and where to go on, is what helps.
  if (state.fatal)
    return (
      <section class="panel">
        <h1 tabIndex={-1}>
          {state.table ? 'This table can no longer be shown' : 'This table cannot be shown'}
        </h1>
        <Problem text={state.fatal} />
        <p>
          <Link href="/me">My tables</Link> · <Link href="/">Start a game</Link>
        </p>
      </section>
    );
  const table = state.table;
  if (!table)
    return (
      <>
        <p class="loading">Loading the table…</p>
        <Retrying problem={state.problem} />
      </>
    );
  if (!table.view) return <WaitingRoom table={table} follower={follower} problem={state.problem} />;
  return <Play s={state} follower={follower} />;
}
