/** Play with friends: open a table (join code and share link), join one by code, or go to the lobby. */
import { useState } from 'preact/hooks';
import { api, errorText, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { savedName } from '../api/token';
import { addEnglish, type MessageKey, tRich, t as tr } from '../i18n';
import { screens } from '../i18n/en/screens';
import { DEFAULT_CHOICE, type GameChoice, GameOptions, rulesOf } from '../ui/game-options';
import { NameField } from '../ui/name-field';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { YourName } from '../ui/YourName';

addEnglish(screens);

const TIME_LIMITS: { seconds: number | null; key: MessageKey }[] = [
  { seconds: null, key: 'screens.friends.limit.none' },
  { seconds: 60, key: 'screens.friends.limit.1m' },
  { seconds: 300, key: 'screens.friends.limit.5m' },
  { seconds: 3600, key: 'screens.friends.limit.1h' },
  { seconds: 86400, key: 'screens.friends.limit.1d' },
  { seconds: 3 * 86400, key: 'screens.friends.limit.3d' },
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
      <h2 id="open-heading">{tr('screens.friends.open')}</h2>
      <GameOptions
        value={choice}
        onChange={setChoice}
        idPrefix="open"
        levelLabel={tr('screens.friends.level')}
      />
      <label class="check">
        <input type="checkbox" checked={fill} onChange={(e) => setFill(e.currentTarget.checked)} />
        {tr('screens.friends.fill')}
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={visibility === 'public'}
          onChange={(e) => setVisibility(e.currentTarget.checked ? 'public' : 'private')}
        />
        {tr('screens.friends.list')}
      </label>
      <div class="field">
        <label for="open-limit">{tr('screens.friends.timePerMove')}</label>
        <select
          id="open-limit"
          value={limit === null ? '' : String(limit)}
          onChange={(e) => setLimit(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        >
          {TIME_LIMITS.map((t) => (
            <option key={t.key} value={t.seconds === null ? '' : String(t.seconds)}>
              {tr(t.key)}
            </option>
          ))}
        </select>
      </div>
      <Problem text={error} />
      <button type="submit" class="primary" disabled={working}>
        {working ? tr('screens.friends.opening') : tr('screens.friends.openTable')}
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
      <h2 id="code-heading">{tr('screens.friends.joinWithCode')}</h2>
      <div class="inline">
        <div class="field grow">
          <label for="join-code">{tr('table.wait.joinCode')}</label>
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
        <button type="submit">{tr('screens.friends.join')}</button>
      </div>
    </form>
  );
}

export default function Friends() {
  useTitle(tr('screens.friends.title'));
  const known = savedName();
  const [name, setName] = useState(known ?? '');
  return (
    <section class="panel">
      <h1 tabIndex={-1}>{tr('screens.friends.title')}</h1>
      <p class="lead">{tr('screens.friends.lead')}</p>
      {known ? (
        <YourName />
      ) : (
        <NameField id="friends-name" label={tr('screens.friends.nameLabel')} value={name} onInput={setName} />
      )}
      <div class="columns">
        <OpenTable name={name} />
        <div>
          <JoinByCode />
          <section aria-labelledby="lobby-heading">
            <h2 id="lobby-heading">{tr('screens.friends.publicTables')}</h2>
            <p>
              {tRich('screens.friends.inLobby', { lobby: (words) => <Link href="/lobby">{words}</Link> })}
            </p>
          </section>
        </div>
      </div>
    </section>
  );
}
