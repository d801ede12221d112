/** The start: pick a game and play against the computer at once (no sign-up form). */
import { useState } from 'preact/hooks';
import { api, errorText, outcomeUnknown, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { savedName } from '../api/token';
import { addEnglish, type MessageKey, t, tRich } from '../i18n';
import { screens } from '../i18n/en/screens';
import { DEFAULT_CHOICE, type GameChoice, GameOptions, rulesOf } from '../ui/game-options';
import { gameName, howToPlayPath } from '../ui/games';
import { NameField } from '../ui/name-field';
import { Link, navigate } from '../ui/navigation';
import { POOLS, type Pool } from '../ui/pools';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { YourName } from '../ui/YourName';

type Pace = 'live' | '1d' | '2d' | '3d' | '7d';
addEnglish(screens);

const PACES: { pace: Pace; key: MessageKey }[] = [
  { pace: 'live', key: 'screens.pace.live' },
  { pace: '1d', key: 'screens.pace.1d' },
  { pace: '2d', key: 'screens.pace.2d' },
  { pace: '3d', key: 'screens.pace.3d' },
  { pace: '7d', key: 'screens.pace.7d' },
];

/** "Play a rated game": a game and a pace, then the waiting screen (docs/pairing.md). */
function RatedGame({ known, name }: { known: boolean; name: string }) {
  const [pool, setPool] = useState<Pool>('draw2');
  const [pace, setPace] = useState<Pace>('live');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function find(e: Event) {
    e.preventDefault();
    setError(null);
    setWorking(true);
    try {
      await ensurePlayer(known ? undefined : name);
      const entry = await unwrap(api.POST('/v1/players/me/pairing', { body: { pool, pace, rated: true } }));
      navigate(entry.tableId ? `/tables/${entry.tableId}` : `/pairing/${entry.id}`);
    } catch (err) {
      setError(errorText(err));
      setWorking(false);
    }
  }

  return (
    <form onSubmit={find} class="rated-game" aria-labelledby="rated-heading">
      <h2 id="rated-heading">{t('screens.home.meet')}</h2>
      <label for="rated-pool">{t('screens.home.game')}</label>
      <select
        id="rated-pool"
        value={pool}
        onChange={(e) => setPool((e.target as HTMLSelectElement).value as Pool)}
      >
        {POOLS.map((p) => (
          <option key={p.pool} value={p.pool}>
            {t(p.key)}
          </option>
        ))}
      </select>
      <label for="rated-pace">{t('screens.home.pace')}</label>
      <select
        id="rated-pace"
        value={pace}
        onChange={(e) => setPace((e.target as HTMLSelectElement).value as Pace)}
      >
        {PACES.map((p) => (
          <option key={p.pace} value={p.pace}>
            {t(p.key)}
          </option>
        ))}
      </select>
      <Problem text={error} />
      <button type="submit" class="primary" disabled={working}>
        {working ? t('screens.home.joining') : t('screens.home.playRated')}
      </button>
    </form>
  );
}

export default function Home() {
  useTitle(t('screens.home.title'));
  const [choice, setChoice] = useState<GameChoice>(DEFAULT_CHOICE);
  const [name, setName] = useState(savedName() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const known = savedName();

  async function play(e: Event) {
    e.preventDefault();
    setError(null);
    setWorking(true);
    try {
      await ensurePlayer(known ? undefined : name);
      const seats = Array.from({ length: choice.players }, (_, i) =>
        i === 0 ? { kind: 'person' as const } : { kind: 'computer' as const, level: choice.level },
      );
      // One key per press: a repeat after a lost answer opens the same table, never a second.
      const key = crypto.randomUUID();
      const table = await unwrap(
        api.POST('/v1/tables', {
          params: { header: { 'idempotency-key': key } },
          body: { rules: rulesOf(choice), seats },
        }),
      );
      try {
        await unwrap(api.POST('/v1/tables/{id}/start', { params: { path: { id: table.id } } }));
      } catch (err) {
        // Started or not, the table's screen shows which (with a Start button if not).
        if (!outcomeUnknown(err)) throw err;
      }
      navigate(`/tables/${table.id}`);
    } catch (err) {
      setError(errorText(err));
      setWorking(false);
    }
  }

  return (
    <section class="panel start">
      <h1 tabIndex={-1}>{t('screens.home.title')}</h1>
      <p class="lead">
        {tRich('screens.home.lead', {
          friends: (words) => <Link href="/friends">{words}</Link>,
          lobby: (words) => <Link href="/lobby">{words}</Link>,
        })}
      </p>
      {known && <YourName />}
      <form onSubmit={play}>
        <GameOptions value={choice} onChange={setChoice} idPrefix="home" />
        {!known && (
          <NameField id="home-name" label={t('screens.home.nameOptional')} value={name} onInput={setName} />
        )}
        <Problem text={error} />
        <button type="submit" class="primary big" disabled={working}>
          {working ? t('screens.home.dealing') : t('screens.home.playComputer')}
        </button>
      </form>
      <RatedGame known={known !== null} name={name} />
      <p class="home-links">
        {t('screens.home.newTo')}{' '}
        <Link href={howToPlayPath(choice.preset)}>
          {t('screens.home.howToPlay', { game: gameName(choice.preset) })}
        </Link>{' '}
        · <Link href="/how-to-play">{t('screens.home.allGames')}</Link>
      </p>
    </section>
  );
}
