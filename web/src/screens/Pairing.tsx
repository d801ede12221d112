/**
 * Waiting to be paired, /pairing/<entry id>: the time waited, how many wait in the queue, the
 * rating gap allowed now, and Cancel; the table opens by itself once a wave seats the entry
 * (the entry's long-poll, docs/pairing.md#honest-waiting).
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type Schemas, unwrap } from '../api/client';
import { addEnglish, type MessageKey, t } from '../i18n';
import { screens } from '../i18n/en/screens';
import { navigate } from '../ui/navigation';
import { poolName } from '../ui/pools';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

addEnglish(screens);

type Entry = Schemas['PairingEntry'];

const PACE_WORDS: Record<string, MessageKey> = {
  live: 'screens.pace.live',
  '1d': 'screens.pace.1d',
  '2d': 'screens.pace.2d',
  '3d': 'screens.pace.3d',
  '7d': 'screens.pace.7d',
};

function waited(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  return m < 60 ? `${m} min ${seconds % 60} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

export default function Pairing({ id }: { id: string }) {
  useTitle(t('screens.pairing.title'));
  const [entry, setEntry] = useState<Entry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [since, setSince] = useState(Date.now());
  const [, setTick] = useState(0);
  const path = { params: { path: { id } } };

  useEffect(() => {
    let live = true;
    const poll = async () => {
      while (live) {
        try {
          const e = await unwrap(
            api.GET('/v1/players/me/pairing/{id}', {
              params: { path: { id }, query: { since: 1, wait: 20 } },
            }),
          );
          if (!live) return;
          setEntry(e);
          setSince(Date.now());
          setError(null);
          if (e.status === 'paired' && e.tableId) {
            navigate(`/tables/${e.tableId}`);
            return;
          }
        } catch (err) {
          if (!live) return;
          setError(errorText(err));
          await new Promise((r) => setTimeout(r, 2000));
        }
      }
    };
    void poll();
    // The time waited moves on between answers.
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [id]);

  async function cancel() {
    try {
      await unwrap(api.DELETE('/v1/players/me/pairing/{id}', path));
      navigate('/');
    } catch (err) {
      // Paired before the cancel landed: the table is theirs.
      const e = await unwrap(api.GET('/v1/players/me/pairing/{id}', path)).catch(() => null);
      if (e?.tableId) navigate(`/tables/${e.tableId}`);
      else setError(errorText(err));
    }
  }

  const seconds = entry ? entry.waitedSeconds + Math.floor((Date.now() - since) / 1000) : 0;
  return (
    <section class="panel pairing" aria-live="polite">
      <h1 tabIndex={-1}>{t('screens.pairing.title')}</h1>
      {entry ? (
        <>
          <p class="lead">
            {poolName(entry.pool)}, {PACE_WORDS[entry.pace] ? t(PACE_WORDS[entry.pace]) : entry.pace},{' '}
            {entry.rated ? t('table.wait.rated') : t('screens.seeks.unrated')}.
          </p>
          <dl class="pairing-facts">
            <dt>{t('screens.pairing.waited')}</dt>
            <dd data-testid="waited">{waited(seconds)}</dd>
            <dt>{t('screens.pairing.peopleWaiting')}</dt>
            <dd data-testid="waiting">{entry.waitingInQueue}</dd>
            <dt>{t('screens.pairing.gap')}</dt>
            <dd>{entry.allowedGap === null ? t('screens.pairing.anyone') : `±${entry.allowedGap}`}</dd>
          </dl>
          <p class="hint">{t('screens.pairing.opensItself')}</p>
        </>
      ) : (
        !error && <p class="loading">{t('common.loading')}</p>
      )}
      <Problem text={error} />
      <button type="button" onClick={cancel}>
        {t('common.cancel')}
      </button>
    </section>
  );
}
