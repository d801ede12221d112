/** My tables: where it is your turn first (with the deadlines), then the others. */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type InboxEntry, type Table, unwrap } from '../api/client';
import { currentToken } from '../api/token';
import { awayText, useAway } from '../ui/away';
import { gameName } from '../ui/games';
import { openSeats, othersNames, seatName, sideName } from '../ui/names';
import { Link } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { untilText } from '../ui/time';
import { useTitle } from '../ui/title';

const STATUS: Record<string, string> = {
  open: 'waiting for players',
  playing: 'playing',
  over: 'over',
  closed: 'closed',
};

/** A finished match's result from this person's side: "You won, 104 to 87". */
function resultWords(table: Table): string | null {
  const view = table.view;
  if (view?.status !== 'over') return null;
  if (view.winner === null) return 'Over';
  const sorted = [...view.scores].sort((a, b) => b - a).join(' to ');
  const winner = sideName(table, view.winner);
  const forfeit =
    view.forfeitedBy !== null ? ` (${seatName(table.seats[view.forfeitedBy], table.you)} forfeited)` : '';
  return `${winner} won, ${sorted}${forfeit}`;
}

/**
 * The results of finished matches, read a few at a time (My tables lists the tables, not how
 * they ended): a table each, as its seat sees it.
 */
function useResults(tables: InboxEntry[] | null): Map<string, string> {
  const [results, setResults] = useState(new Map<string, string>());
  useEffect(() => {
    const wanted = (tables ?? []).filter((t) => t.status === 'over' && !results.has(t.id) && t.you !== null);
    if (wanted.length === 0) return;
    let live = true;
    (async () => {
      const found = new Map(results);
      for (let i = 0; i < wanted.length; i += 4) {
        const batch = wanted.slice(i, i + 4);
        const read = await Promise.all(
          batch.map((t) =>
            unwrap(api.GET('/v1/tables/{id}', { params: { path: { id: t.id } } })).catch(() => null),
          ),
        );
        read.forEach((table, k) => {
          const words = table && resultWords(table);
          if (words) found.set(batch[k].id, words);
        });
        if (!live) return;
        setResults(new Map(found));
      }
    })();
    return () => {
      live = false;
    };
  }, [tables]);
  return results;
}

function Entry({
  t,
  result,
  away,
}: {
  t: InboxEntry;
  result: string | undefined;
  away: Map<string, string>;
}) {
  const others = othersNames(t.seats, t.you);
  const open = openSeats(t.seats);
  const turn = t.turn ? t.seats[t.turn.seat] : undefined;
  return (
    <li class={t.yourTurn ? 'card yours' : 'card'}>
      <Link href={`/tables/${t.id}`}>
        <strong>{gameName(t.preset)}</strong> with {others || 'nobody yet'}
        {open && `, ${open}`}
      </Link>
      <span>
        {t.invited
          ? 'You are invited to a rematch: open it to take your seat.'
          : t.yourTurn
            ? 'Your turn'
            : turn
              ? `${seatName(turn)}'s turn`
              : t.status === 'over' && result
                ? result
                : STATUS[t.status]}
        {t.turn?.deadline && ` · ${untilText(t.turn.deadline)}`}
        {t.seats.map((s) =>
          s.kind === 'person' && s.seat !== t.you && away.has(s.playerId) ? (
            <span key={s.seat} class="away">{` · ${seatName(s)} is ${awayText(away.get(s.playerId)!)}`}</span>
          ) : null,
        )}
      </span>
    </li>
  );
}

export default function MyTables() {
  useTitle('My tables');
  const [tables, setTables] = useState<InboxEntry[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signedUp = currentToken() !== null;

  async function load(from?: string) {
    try {
      const page = await unwrap(api.GET('/v1/me/tables', { params: { query: { limit: 20, cursor: from } } }));
      setTables((old) => [...(from ? (old ?? []) : []), ...page.tables]);
      setCursor(page.cursor);
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    if (signedUp) void load();
  }, []);

  const results = useResults(tables);
  const away = useAway(
    (tables ?? []).flatMap((t) =>
      t.seats.flatMap((s) => (s.kind === 'person' && s.seat !== t.you ? [s.playerId] : [])),
    ),
  );
  const yours = tables?.filter((t) => t.yourTurn || t.invited) ?? [];
  const rest = tables?.filter((t) => !t.yourTurn && !t.invited) ?? [];
  return (
    <section class="panel">
      <h1 tabIndex={-1}>My tables</h1>
      {!signedUp && (
        <p>
          No tables yet. <Link href="/">Play against the computer</Link> or{' '}
          <Link href="/friends">with friends</Link>.
        </p>
      )}
      {signedUp && (
        <p>
          Going away? <Link href="/vacation">Vacation</Link> keeps your correspondence games waiting.
        </p>
      )}
      <Problem text={error} />
      {signedUp && !tables && !error && <p class="loading">Loading…</p>}
      {tables && tables.length === 0 && (
        <p>
          No tables yet. <Link href="/">Start a game</Link>.
        </p>
      )}
      {yours.length > 0 && (
        <>
          <h2>Your move</h2>
          <ul class="cards">
            {yours.map((t) => (
              <Entry key={t.id} t={t} result={results.get(t.id)} away={away} />
            ))}
          </ul>
        </>
      )}
      {rest.length > 0 && (
        <>
          <h2>The others</h2>
          <ul class="cards">
            {rest.map((t) => (
              <Entry key={t.id} t={t} result={results.get(t.id)} away={away} />
            ))}
          </ul>
        </>
      )}
      {cursor && (
        <button type="button" onClick={() => load(cursor)}>
          More tables
        </button>
      )}
    </section>
  );
}
