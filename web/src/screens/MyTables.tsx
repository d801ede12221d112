/** My tables: where it is your turn first (with the deadlines), then the others. */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type InboxEntry, unwrap } from '../api/client';
import { currentToken } from '../api/token';
import { Link } from '../router';
import { othersNames, seatName } from '../table/names';
import { untilText } from '../table/time';
import { gameName } from './game-options';
import { Problem } from './problem';
import { useTitle } from './title';

const STATUS: Record<string, string> = {
  open: 'waiting for players',
  playing: 'playing',
  over: 'over',
  closed: 'closed',
};

function Entry({ t }: { t: InboxEntry }) {
  const others = othersNames(t.seats, t.you);
  const turn = t.turn ? t.seats[t.turn.seat] : undefined;
  return (
    <li class={t.yourTurn ? 'card yours' : 'card'}>
      <Link href={`/tables/${t.id}`}>
        <strong>{gameName(t.preset)}</strong> with {others || 'nobody yet'}
      </Link>
      <span>
        {t.invited
          ? 'You are invited to a rematch: open it to take your seat.'
          : t.yourTurn
            ? 'Your turn'
            : turn
              ? `${seatName(turn)}'s turn`
              : STATUS[t.status]}
        {t.turn?.deadline && ` · ${untilText(t.turn.deadline)}`}
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
              <Entry key={t.id} t={t} />
            ))}
          </ul>
        </>
      )}
      {rest.length > 0 && (
        <>
          <h2>The others</h2>
          <ul class="cards">
            {rest.map((t) => (
              <Entry key={t.id} t={t} />
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
