/**
 * The lobby, /lobby: public tables waiting for players (take a seat) and public matches being
 * played (watch), a page at a time, and the open challenges (Seeks.tsx). Anyone may look at the
 * tables, signed up or not; only the challenges' buttons sign a newcomer up.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, isLineTable, type Table, unwrap } from '../api/client';
import { gameName } from '../ui/games';
import { seatName, sideName } from '../ui/names';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { Seeks } from './Seeks';

type List = 'open' | 'playing';
const PAGE = 20;

/** One list of the lobby, its pages read on demand. */
function useList(status: List) {
  const [tables, setTables] = useState<Table[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function load(from?: string) {
    setError(null);
    try {
      const page = await unwrap(
        api.GET('/v1/lobby', { params: { query: { status, limit: PAGE, cursor: from } } }),
      );
      // Mexican Train tables are listed by the trains screens, not this line games' list.
      setTables((old) => [...(from ? (old ?? []) : []), ...page.tables.filter(isLineTable)]);
      setCursor(page.cursor);
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    void load();
  }, [status]);
  return { tables, more: cursor ? () => load(cursor) : null, error };
}

function host(t: Table): string {
  const first = t.seats[0];
  return first?.kind === 'person' ? (first.name ?? 'someone') : 'someone';
}

function Waiting() {
  const { tables, more, error } = useList('open');
  return (
    <section aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">Waiting for players</h2>
      <Problem text={error} />
      {!tables && !error && <p class="loading">Loading…</p>}
      {tables?.length === 0 && (
        <p>
          No public table is waiting for players right now: <Link href="/friends">open one</Link>.
        </p>
      )}
      {tables && tables.length > 0 && (
        <ul class="cards">
          {tables.map((t) => {
            const taken = t.seats.filter((s) => s.kind === 'person').length;
            return (
              <li key={t.id} class="card">
                <span>
                  <strong>{gameName(t.rules.preset)}</strong>, {t.rules.players} players, to {t.rules.target}{' '}
                  · opened by {host(t)} · {taken} of {t.rules.players} seated
                </span>
                <button type="button" onClick={() => navigate(`/join/${t.code}`)}>
                  Take a seat <span class="visually-hidden">at {host(t)}'s table</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {more && (
        <button type="button" onClick={more}>
          More tables waiting
        </button>
      )}
    </section>
  );
}

/** "Ana 35 – 20 Greedy computer" for two sides; "Ana 12, Ben 7, Cy 3" for more. */
function scoreLine(t: Table): string {
  const view = t.view;
  if (!view) return '';
  const [a, b] = view.scores;
  if (view.scores.length === 2) return `${sideName(t, 0)} ${a} – ${b} ${sideName(t, 1)}`;
  return view.scores.map((s, side) => `${sideName(t, side)} ${s}`).join(', ');
}

function Playing() {
  const { tables, more, error } = useList('playing');
  return (
    <section aria-labelledby="playing-heading">
      <h2 id="playing-heading">Being played</h2>
      <Problem text={error} />
      {!tables && !error && <p class="loading">Loading…</p>}
      {tables?.length === 0 && <p>No public match is being played right now.</p>}
      {tables && tables.length > 0 && (
        <ul class="cards">
          {tables.map((t) => {
            const names = t.seats.map((s) => seatName(s)).join(', ');
            return (
              <li key={t.id} class="card">
                <span>
                  <strong>{gameName(t.rules.preset)}</strong>
                  {t.view && ` · hand ${t.view.handNo}`} · {scoreLine(t)} · to {t.rules.target}
                </span>
                <Link href={`/tables/${t.id}`} class="button-link">
                  Watch <span class="visually-hidden">{names}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {more && (
        <button type="button" onClick={more}>
          More matches
        </button>
      )}
    </section>
  );
}

export default function Lobby() {
  useTitle('Lobby');
  return (
    <section class="panel">
      <h1 tabIndex={-1}>Lobby</h1>
      <p class="lead">
        Public tables: take a seat at one waiting for players, or watch a match being played. No sign-up to
        look.
      </p>
      <Seeks />
      <div class="columns even">
        <Waiting />
        <Playing />
      </div>
    </section>
  );
}
