/**
 * The lobby's open challenges (seeks, docs/pairing.md#seeks): newest first, filtered by game and
 * pace, each with Accept (the table opens), and a form to post one. Accepting or posting signs a
 * newcomer up; looking does not need it, but the list is read with a token, so a newcomer sees a
 * button to show it.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type Schemas, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { currentPlayerId, currentToken } from '../api/token';
import { addEnglish, type MessageKey, t } from '../i18n';
import { screens } from '../i18n/en/screens';
import { navigate } from '../ui/navigation';
import { type Pool, poolName } from '../ui/pools';
import { Problem } from '../ui/problem';

addEnglish(screens);

type Seek = Schemas['Seek'];
type Pace = Seek['pace'];
type TwoPool = Schemas['CreateSeek']['pool'];
const TWO: TwoPool[] = ['draw2', 'block2', 'allFives2', 'allThrees2', 'fivesAndThrees2'];
const PACE_NAMES: Record<Pace, MessageKey> = {
  live: 'screens.seeks.pace.live',
  '1d': 'screens.seeks.pace.1d',
  '2d': 'screens.seeks.pace.2d',
  '3d': 'screens.seeks.pace.3d',
  '7d': 'screens.seeks.pace.7d',
};

export function Seeks() {
  const [seeks, setSeeks] = useState<Seek[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pool, setPool] = useState<TwoPool>('draw2');
  const [pace, setPace] = useState<Pace>('live');
  const [filter, setFilter] = useState<Pool | ''>('');
  const [shown, setShown] = useState(currentToken() !== null);

  async function load() {
    setError(null);
    try {
      const page = await unwrap(
        api.GET('/v1/seeks', { params: { query: { limit: 20, ...(filter && { pool: filter }) } } }),
      );
      setSeeks(page.seeks);
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    if (shown) void load();
  }, [shown, filter]);

  async function accept(id: string) {
    setError(null);
    try {
      await ensurePlayer();
      const made = await unwrap(api.POST('/v1/seeks/{id}/accept', { params: { path: { id } } }));
      navigate(`/tables/${made.tableId}`);
    } catch (err) {
      setError(errorText(err));
      void load();
    }
  }

  async function post(e: Event) {
    e.preventDefault();
    setError(null);
    try {
      await ensurePlayer();
      await unwrap(api.POST('/v1/seeks', { body: { pool, pace, rated: true } }));
      setShown(true);
      await load();
    } catch (err) {
      setError(errorText(err));
    }
  }

  async function cancel(id: string) {
    try {
      await unwrap(api.DELETE('/v1/seeks/{id}', { params: { path: { id } } }));
    } catch (err) {
      setError(errorText(err));
    }
    await load();
  }

  const me = currentPlayerId();
  return (
    <section aria-labelledby="seeks-heading">
      <h2 id="seeks-heading">{t('screens.seeks.heading')}</h2>
      <Problem text={error} />
      {!shown ? (
        <button type="button" onClick={() => void ensurePlayer().then(() => setShown(true))}>
          {t('screens.seeks.show')}
        </button>
      ) : (
        <>
          <label for="seek-filter">{t('screens.home.game')}</label>{' '}
          <select
            id="seek-filter"
            value={filter}
            onChange={(e) => setFilter((e.target as HTMLSelectElement).value as Pool | '')}
          >
            <option value="">{t('screens.seeks.allGames')}</option>
            {TWO.map((p) => (
              <option key={p} value={p}>
                {poolName(p)}
              </option>
            ))}
          </select>
          {seeks?.length === 0 && <p>{t('screens.seeks.none')}</p>}
          {seeks && seeks.length > 0 && (
            <ul class="cards">
              {seeks.map((s) => (
                <li key={s.id} class="card">
                  <span>
                    <strong>{poolName(s.pool)}</strong> · {t(PACE_NAMES[s.pace])} ·{' '}
                    {s.rated ? t('table.wait.rated') : t('screens.seeks.unrated')} · {s.name} ({s.rating})
                    {(s.minRating !== null || s.maxRating !== null) &&
                      ` · ${t('screens.seeks.forRatings', {
                        min: s.minRating ?? t('screens.seeks.any'),
                        max: s.maxRating ?? t('screens.seeks.any'),
                      })}`}
                  </span>
                  {s.playerId === me ? (
                    <button type="button" onClick={() => cancel(s.id)}>
                      {t('common.cancel')} <span class="visually-hidden">{t('screens.seeks.yours')}</span>
                    </button>
                  ) : (
                    <button type="button" onClick={() => accept(s.id)}>
                      {t('screens.seeks.accept')}{' '}
                      <span class="visually-hidden">{t('screens.seeks.theirs', { name: s.name })}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <form onSubmit={post} class="seek-form">
        <label for="seek-pool">{t('screens.home.game')}</label>{' '}
        <select
          id="seek-pool"
          value={pool}
          onChange={(e) => setPool((e.target as HTMLSelectElement).value as TwoPool)}
        >
          {TWO.map((p) => (
            <option key={p} value={p}>
              {poolName(p)}
            </option>
          ))}
        </select>{' '}
        <label for="seek-pace">{t('screens.home.pace')}</label>{' '}
        <select
          id="seek-pace"
          value={pace}
          onChange={(e) => setPace((e.target as HTMLSelectElement).value as Pace)}
        >
          {(Object.keys(PACE_NAMES) as Pace[]).map((p) => (
            <option key={p} value={p}>
              {t(PACE_NAMES[p])}
            </option>
          ))}
        </select>{' '}
        <button type="submit">{t('screens.seeks.post')}</button>
      </form>
    </section>
  );
}
