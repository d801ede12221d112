/** The start: pick a game and play against the computer at once (no sign-up form). */
import { useState } from 'preact/hooks';
import { api, errorText, outcomeUnknown, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { savedName } from '../api/token';
import { DEFAULT_CHOICE, type GameChoice, GameOptions, rulesOf } from '../ui/game-options';
import { gameName, howToPlayPath } from '../ui/games';
import { NameField } from '../ui/name-field';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { YourName } from '../ui/YourName';

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
      <p class="home-links">
        New to dominoes?{' '}
        <Link href={howToPlayPath(choice.preset)}>How to play {gameName(choice.preset)}</Link> ·{' '}
        <Link href="/how-to-play">all the games</Link>
      </p>
    </section>
  );
}
