/**
 * Vacation, /vacation: what is left in your vacation bank, and "away until" a date (every
 * correspondence deadline of yours waits until you are back; the others at your tables see
 * "on vacation until …"), or back early (the unused whole days come back). docs/vacation.md.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type Schemas, unwrap } from '../api/client';
import { currentToken } from '../api/token';
import { Link } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

type Bank = Schemas['Vacation'];

function days(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}

function dateText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A date input's value (local) a few days from now. */
function inDays(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export default function Vacation() {
  useTitle('Vacation');
  const [bank, setBank] = useState<Bank | null>(null);
  const [back, setBack] = useState(inDays(7));
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const signedUp = currentToken() !== null;

  useEffect(() => {
    if (!signedUp) return;
    unwrap(api.GET('/v1/players/me/vacation'))
      .then(setBank)
      .catch((err) => setError(errorText(err)));
  }, []);

  async function act(call: () => Promise<Bank>) {
    setError(null);
    setWorking(true);
    try {
      setBank(await call());
    } catch (err) {
      setError(errorText(err));
    }
    setWorking(false);
  }

  // Back on that day: away until its start, here.
  const goAway = () =>
    act(() =>
      unwrap(
        api.PUT('/v1/players/me/vacation', { body: { until: new Date(`${back}T00:00`).toISOString() } }),
      ),
    );
  const comeBack = () => act(() => unwrap(api.DELETE('/v1/players/me/vacation')));

  if (!signedUp)
    return (
      <section class="panel">
        <h1 tabIndex={-1}>Vacation</h1>
        <p>
          No games yet, so nothing to keep waiting. <Link href="/">Start a game</Link>.
        </p>
      </section>
    );

  const p = bank?.policy;
  return (
    <section class="panel">
      <h1 tabIndex={-1}>Vacation</h1>
      <Problem text={error} />
      {!bank && !error && <p class="loading">Loading…</p>}
      {bank && p && (
        <>
          <p class="vacation-balance" role="status">
            {bank.awayUntil
              ? `You are away until ${dateText(bank.awayUntil)}. ${days(bank.balanceDays)} left in your bank.`
              : `${days(bank.balanceDays)} left in your vacation bank.`}
          </p>
          <p>
            At correspondence tables (more than {Math.round(p.correspondenceAboveSeconds / 3600)} hour a
            move), when your time runs out, a day of your bank (or what is left) gives you more time instead
            of the table’s timeout. You get {p.daysAYear} days a year, a little every day, up to {p.capDays},
            and everyone starts with {p.startingDays}. Games with minutes a move are never paused.
          </p>
          {bank.awayUntil ? (
            <button type="button" onClick={comeBack} disabled={working}>
              I’m back
            </button>
          ) : (
            <form
              class="inline"
              onSubmit={(e) => {
                e.preventDefault();
                void goAway();
              }}
            >
              <div class="field">
                <label for="vacation-back">Back on</label>
                <input
                  id="vacation-back"
                  type="date"
                  min={inDays(1)}
                  value={back}
                  onInput={(e) => setBack((e.target as HTMLInputElement).value)}
                  required
                />
              </div>
              <button type="submit" disabled={working || bank.balanceMinutes <= 0}>
                Go away until then
              </button>
            </form>
          )}
          <p>
            Going away spends the days until you are back at once; coming back early gives the whole days you
            did not use back. The others at your tables see that you are on vacation, and until when.
          </p>
        </>
      )}
    </section>
  );
}
