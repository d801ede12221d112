/** Play with friends: open a table (join code and share link), join one by code, or pick one in the lobby. */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type Table, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { currentToken, savedName } from '../api/token';
import { navigate } from '../router';
import { DEFAULT_CHOICE, type GameChoice, GameOptions, gameName, rulesOf } from './game-options';
import { NameField } from './name-field';
import { Problem } from './problem';
import { useTitle } from './title';
import { YourName } from './YourName';

const TIME_LIMITS: { seconds: number | null; name: string }[] = [
  { seconds: null, name: 'No limit' },
  { seconds: 60, name: '1 minute' },
  { seconds: 300, name: '5 minutes' },
  { seconds: 3600, name: '1 hour' },
  { seconds: 86400, name: '1 day (correspondence)' },
  { seconds: 3 * 86400, name: '3 days (correspondence)' },
];

function OpenTable(props: { name: string }) {
  const [choice, setChoice] = useState<GameChoice>(DEFAULT_CHOICE);
  const [fill, setFill] = useState(true);
  const [visibility, setVisibility] = useState<'public' | 'private'>('private');
  const [limit, setLimit] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function open(e: Event) {
    e.preventDefault();
    setError(null);
    setWorking(true);
    try {
      await ensurePlayer(props.name);
      const table = await unwrap(
        api.POST('/v1/tables', {
          // A repeat after a lost answer opens the same table, never a second.
          params: { header: { 'idempotency-key': crypto.randomUUID() } },
          body: {
            rules: rulesOf(choice),
            visibility,
            ...(fill ? { fillWithComputers: { level: choice.level } } : {}),
            ...(limit === null ? {} : { moveTimeLimitSeconds: limit }),
          },
        }),
      );
      navigate(`/tables/${table.id}`);
    } catch (err) {
      setError(errorText(err));
      setWorking(false);
    }
  }

  return (
    <form onSubmit={open} aria-labelledby="open-heading">
      <h2 id="open-heading">Open a table</h2>
      <GameOptions value={choice} onChange={setChoice} idPrefix="open" levelLabel="Computers' level" />
      <label class="check">
        <input type="checkbox" checked={fill} onChange={(e) => setFill(e.currentTarget.checked)} />
        Fill the seats still empty at the start with computer players
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={visibility === 'public'}
          onChange={(e) => setVisibility(e.currentTarget.checked ? 'public' : 'private')}
        />
        List it in the lobby, for anyone to join
      </label>
      <div class="field">
        <label for="open-limit">Time per move</label>
        <select
          id="open-limit"
          value={limit === null ? '' : String(limit)}
          onChange={(e) => setLimit(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        >
          {TIME_LIMITS.map((t) => (
            <option key={t.name} value={t.seconds === null ? '' : String(t.seconds)}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <Problem text={error} />
      <button type="submit" class="primary" disabled={working}>
        {working ? 'Opening…' : 'Open the table'}
      </button>
    </form>
  );
}

function JoinByCode() {
  const [code, setCode] = useState('');
  return (
    <form
      aria-labelledby="code-heading"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) navigate(`/join/${encodeURIComponent(code.trim().toUpperCase())}`);
      }}
    >
      <h2 id="code-heading">Join with a code</h2>
      <div class="inline">
        <div class="field grow">
          <label for="join-code">Join code</label>
          <input
            id="join-code"
            value={code}
            maxLength={40}
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            placeholder="K7MQ4X"
            onInput={(e) => setCode(e.currentTarget.value)}
          />
        </div>
        <button type="submit">Join</button>
      </div>
    </form>
  );
}

function Lobby(props: { name: string }) {
  const [tables, setTables] = useState<Table[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(currentToken() !== null);

  useEffect(() => {
    if (!asked) return;
    let live = true;
    ensurePlayer(props.name)
      .then(() => unwrap(api.GET('/v1/lobby', { params: { query: { limit: 20 } } })))
      .then((page) => live && setTables(page.tables))
      .catch((err) => live && setError(errorText(err)));
    return () => {
      live = false;
    };
  }, [asked]);

  return (
    <section aria-labelledby="lobby-heading">
      <h2 id="lobby-heading">Public tables</h2>
      {!asked && (
        <button type="button" onClick={() => setAsked(true)}>
          Show the tables waiting for players
        </button>
      )}
      <Problem text={error} />
      {asked && !tables && !error && <p class="loading">Loading…</p>}
      {tables && tables.length === 0 && <p>No public table is waiting for players right now: open one.</p>}
      {tables && tables.length > 0 && (
        <ul class="cards">
          {tables.map((t) => {
            const taken = t.seats.filter((s) => s.kind === 'person').length;
            const first = t.seats[0];
            const host = first?.kind === 'person' ? first.name : 'someone';
            return (
              <li key={t.id} class="card">
                <span>
                  <strong>{gameName(t.rules.preset)}</strong>, {t.rules.players} players, to {t.rules.target}{' '}
                  · opened by {host} · {taken} of {t.rules.players} seated
                </span>
                <button type="button" onClick={() => navigate(`/join/${t.code}`)}>
                  Take a seat <span class="visually-hidden">at {host}'s table</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export default function Friends() {
  useTitle('Play with friends');
  const known = savedName();
  const [name, setName] = useState(known ?? '');
  return (
    <section class="panel">
      <h1 tabIndex={-1}>Play with friends</h1>
      <p class="lead">
        Open a table and send its link to your friends: opening the link takes a seat. Seats nobody takes can
        go to computer players.
      </p>
      {known ? (
        <YourName />
      ) : (
        <NameField
          id="friends-name"
          label="Your name, as your friends will see it"
          value={name}
          onInput={setName}
        />
      )}
      <div class="columns">
        <OpenTable name={name} />
        <div>
          <JoinByCode />
          <Lobby name={name} />
        </div>
      </div>
    </section>
  );
}
