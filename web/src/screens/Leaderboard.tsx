/**
 * A pool's leaderboard, /leaderboards/<pool> (/leaderboards: the first pool): the listed players
 * best first, a page at a time, each linking to their profile, and for a signed-in player their
 * own place on it (or why they are not on it). Anyone may look: nothing here signs a player up.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiProblem, api, errorText, type Schemas, unwrap } from '../api/client';
import { currentPlayerId, currentToken } from '../api/token';
import { addEnglish, type MessageKey, t } from '../i18n';
import { screens } from '../i18n/en/screens';
import { Link } from '../ui/navigation';
import { profilePath } from '../ui/player-name';
import { isPool, POOLS, type Pool, poolName } from '../ui/pools';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

type Entry = Schemas['Leaderboard']['entries'][number];
type Rank = Schemas['PlayerRank'];

const PAGE = 25;

addEnglish(screens);

const WHY: Record<Extract<Rank, { listed: false }>['why'], MessageKey> = {
  unrated: 'screens.board.why.unrated',
  provisional: 'screens.board.why.provisional',
  hidden: 'screens.board.why.hidden',
};

function MyRank({ pool }: { pool: Pool }) {
  const [rank, setRank] = useState<Rank | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setRank(null);
    setError(null);
    unwrap(api.GET('/v1/players/me/leaderboards/{pool}', { params: { path: { pool } } }))
      .then((r) => live && setRank(r))
      // The server out of reach: the board below, asked at the same time, says so once.
      .catch((err) => live && !(err instanceof ApiProblem && err.status === 0) && setError(errorText(err)));
    return () => {
      live = false;
    };
  }, [pool]);
  const me = currentPlayerId();
  if (error) return <Problem text={t('screens.board.yourRankProblem', { problem: error })} />;
  if (!rank) return null;
  return (
    <p class="my-rank" data-testid="my-rank">
      {rank.listed ? (
        <>
          <strong>
            {t('screens.board.yourRank', {
              rank:
                !rank.exact && rank.rank === null
                  ? t('screens.board.outsideTop', { n: rank.atLeast - 1 })
                  : String(rank.rank),
            })}
          </strong>
          {!rank.exact && rank.rank !== null && t('screens.board.about')}
          {t('screens.board.rating', { rating: rank.rating })}
        </>
      ) : (
        t(WHY[rank.why])
      )}{' '}
      {me && <Link href={profilePath(me)}>{t('screens.board.yourProfile')}</Link>}
    </p>
  );
}

function Board({ pool }: { pool: Pool }) {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function load(from?: string) {
    setError(null);
    try {
      const page = await unwrap(
        api.GET('/v1/leaderboards/{pool}', {
          params: { path: { pool }, query: { limit: PAGE, cursor: from } },
        }),
      );
      setEntries((old) => [...(from ? (old ?? []) : []), ...page.entries]);
      setCursor(page.cursor);
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    setEntries(null);
    setCursor(null);
    void load();
  }, [pool]);
  const me = currentPlayerId();
  return (
    <>
      <Problem text={error} />
      {!entries && !error && <p class="loading">{t('common.loading')}</p>}
      {entries?.length === 0 && <p>{t('screens.board.nobody')}</p>}
      {entries && entries.length > 0 && (
        <table class="stats leaderboard-table">
          <caption class="visually-hidden">{t('screens.board.caption', { pool: poolName(pool) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('screens.board.rank')}</th>
              <th scope="col">{t('table.player')}</th>
              <th scope="col">{t('screens.board.ratingHead')}</th>
              <th scope="col">{t('screens.board.matches')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.playerId} class={e.playerId === me ? 'you' : undefined} data-player={e.playerId}>
                <td>{e.rank}</td>
                <th scope="row">
                  <Link href={profilePath(e.playerId)}>{e.name ?? t('screens.board.former')}</Link>
                </th>
                <td>{e.rating}</td>
                <td>{e.played}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {cursor && (
        <button type="button" onClick={() => load(cursor)}>
          {t('screens.board.more')}
        </button>
      )}
    </>
  );
}

export default function Leaderboard({ pool = POOLS[0].pool }: { pool?: string }) {
  useTitle(t('screens.board.title', { pool: poolName(pool) }));
  const signedIn = currentToken() !== null;
  return (
    <section class="panel">
      <h1 tabIndex={-1}>{t('screens.board.heading', { pool: poolName(pool) })}</h1>
      <nav aria-label={t('screens.board.pools')} class="how-games">
        {POOLS.map((p) => (
          <Link key={p.pool} href={`/leaderboards/${p.pool}`} current={p.pool === pool}>
            {t(p.key)}
          </Link>
        ))}
      </nav>
      <p class="lead">{t('screens.board.lead')}</p>
      {!isPool(pool) ? (
        <p>
          {t('screens.board.noPool')} <code>{pool}</code>: {t('screens.board.pickOne')}
        </p>
      ) : (
        <>
          {signedIn && <MyRank pool={pool} />}
          <Board pool={pool} />
        </>
      )}
    </section>
  );
}
