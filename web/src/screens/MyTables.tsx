/** My tables: where it is your turn first (with the deadlines), then the others. */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type InboxEntry, unwrap } from '../api/client';
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
function resultWords(t: InboxEntry): string | null {
  const r = t.result;
  if (!r) return null;
  const sorted = [...r.scores].sort((a, b) => b - a).join(' to ');
  const winner = sideName({ seats: t.seats, you: t.you, view: { sides: r.sides } }, r.winner);
  const forfeit = r.forfeitedBy !== null ? ` (${seatName(t.seats[r.forfeitedBy], t.you)} forfeited)` : '';
  return `${winner} won, ${sorted}${forfeit}`;
}

function Entry({ t, away }: { t: InboxEntry; away: Map<string, string> }) {
  const result = resultWords(t);
  const others = othersNames(t.seats, t.you);
  const open = openSeats(t.seats);
  const turn = t.turn ? t.seats[t.turn.seat] : undefined;
  return (
    <li class={t.yourTurn ? 'card yours' : 'card'}>
      <Link href={`/tables/${t.id}`}>
        <strong>{gameName(t.preset)}</strong>
        {t.rated && <span class="rated-mark"> rated</span>} with {others || 'nobody yet'}
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
      const page = await unwrap(
        api.GET('/v1/players/me/tables', { params: { query: { limit: 20, cursor: from } } }),
      );
      setTables((old) => [...(from ? (old ?? []) : []), ...page.tables]);
      setCursor(page.cursor);
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    if (signedUp) void load();
  }, []);

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
              <Entry key={t.id} t={t} away={away} />
            ))}
          </ul>
        </>
      )}
      {rest.length > 0 && (
        <>
          <h2>The others</h2>
          <ul class="cards">
            {rest.map((t) => (
              <Entry key={t.id} t={t} away={away} />
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
