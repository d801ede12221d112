/** The start: pick a game and play against the computer at once (no sign-up form). */
import { useState } from 'preact/hooks';
import { api, errorText, outcomeUnknown, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { savedName } from '../api/token';
import { t } from '../i18n';
import { DEFAULT_CHOICE, type GameChoice, GameOptions, rulesOf } from '../ui/game-options';
import { gameName, howToPlayPath } from '../ui/games';
import { NameField } from '../ui/name-field';
import { Link, navigate } from '../ui/navigation';
import { POOLS, type Pool } from '../ui/pools';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { YourName } from '../ui/YourName';

type Pace = 'live' | '1d' | '2d' | '3d' | '7d';
const PACES: { pace: Pace; name: string }[] = [
  { pace: 'live', name: 'Live (5 minutes a move)' },
  { pace: '1d', name: 'A day a move' },
  { pace: '2d', name: 'Two days a move' },
  { pace: '3d', name: 'Three days a move' },
  { pace: '7d', name: 'Seven days a move' },
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
      <h2 id="rated-heading">Meet someone</h2>
      <label for="rated-pool">Game</label>
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
      <label for="rated-pace">Pace</label>
      <select
        id="rated-pace"
        value={pace}
        onChange={(e) => setPace((e.target as HTMLSelectElement).value as Pace)}
      >
        {PACES.map((p) => (
          <option key={p.pace} value={p.pace}>
            {p.name}
          </option>
        ))}
      </select>
      <Problem text={error} />
      <button type="submit" class="primary" disabled={working}>
        {working ? 'Joining…' : 'Play a rated game'}
      </button>
    </form>
  );
}

export default function Home() {
  useTitle('Play dominoes');
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
      <h1 tabIndex={-1}>Play dominoes</h1>
      <p class="lead">
        Double-six dominoes against the computer, right now: no sign-up. Or{' '}
        <Link href="/friends">play with friends</Link>, or <Link href="/lobby">watch a game</Link>.
      </p>
      {known && <YourName />}
      <form onSubmit={play}>
        <GameOptions value={choice} onChange={setChoice} idPrefix="home" />
        {!known && <NameField id="home-name" label="Your name (optional)" value={name} onInput={setName} />}
        <Problem text={error} />
        <button type="submit" class="primary big" disabled={working}>
          {working ? 'Dealing…' : 'Play against the computer'}
        </button>
      </form>
      <RatedGame known={known !== null} name={name} />
      <p class="home-links">
        New to dominoes?{' '}
        <Link href={howToPlayPath(choice.preset)}>How to play {gameName(choice.preset)}</Link> ·{' '}
        <Link href="/how-to-play">all the games</Link>
      </p>
    </section>
  );
}
