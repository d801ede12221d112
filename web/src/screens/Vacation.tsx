/**
 * Vacation, /vacation: what is left in your vacation bank, and "away until" a date (every
 * correspondence deadline of yours waits until you are back; the others at your tables see
 * "on vacation until …"), or back early (the unused whole days come back). docs/vacation.md.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type Schemas, unwrap } from '../api/client';
import { currentToken } from '../api/token';
import { addEnglish, formatDate, t, tRich } from '../i18n';
import { account } from '../i18n/en/account';
import { Link } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

type Bank = Schemas['Vacation'];

addEnglish(account);

function days(n: number): string {
  return t('account.days', { count: n });
}

function dateText(iso: string): string {
  return formatDate(iso, {
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
  useTitle(t('account.vacation.title'));
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
        <h1 tabIndex={-1}>{t('account.vacation.title')}</h1>
        <p>{tRich('account.vacation.noGames', { start: (words) => <Link href="/">{words}</Link> })}</p>
      </section>
    );

  const p = bank?.policy;
  return (
    <section class="panel">
      <h1 tabIndex={-1}>{t('account.vacation.title')}</h1>
      <Problem text={error} />
      {!bank && !error && <p class="loading">{t('common.loading')}</p>}
      {bank && p && (
        <>
          <p class="vacation-balance" role="status">
            {bank.awayUntil
              ? t('account.vacation.awayUntil', {
                  date: dateText(bank.awayUntil),
                  days: days(bank.balanceDays),
                })
              : t('account.vacation.left', { days: days(bank.balanceDays) })}
          </p>
          <p>
            {t('account.vacation.how', {
              hours: Math.round(p.correspondenceAboveSeconds / 3600),
              perYear: p.daysAYear,
              cap: p.capDays,
              start: p.startingDays,
            })}
          </p>
          {bank.awayUntil ? (
            <button type="button" onClick={comeBack} disabled={working}>
              {t('account.vacation.back')}
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
                <label for="vacation-back">{t('account.vacation.backOn')}</label>
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
                {t('account.vacation.goAway')}
              </button>
            </form>
          )}
          <p>{t('account.vacation.spends')}</p>
        </>
      )}
    </section>
  );
}
