/** Play with friends: open a table (join code and share link), join one by code, or go to the lobby. */
import { useState } from 'preact/hooks';
import { api, errorText, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { savedName } from '../api/token';
import { DEFAULT_CHOICE, type GameChoice, GameOptions, rulesOf } from '../ui/game-options';
import { NameField } from '../ui/name-field';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { YourName } from '../ui/YourName';

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
        List it in the lobby, for anyone to join and watch
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
          <section aria-labelledby="lobby-heading">
            <h2 id="lobby-heading">Public tables</h2>
            <p>
              Tables anyone may join, and matches being played to watch, are in the{' '}
              <Link href="/lobby">lobby</Link>.
            </p>
          </section>
        </div>
      </div>
    </section>
  );
}
