/**
 * A pool's leaderboard, /leaderboards/<pool> (/leaderboards: the first pool): the listed players
 * best first, a page at a time, each linking to their profile, and for a signed-in player their
 * own place on it (or why they are not on it). Anyone may look: nothing here signs a player up.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiProblem, api, errorText, type Schemas, unwrap } from '../api/client';
import { currentPlayerId, currentToken } from '../api/token';
import { t } from '../i18n';
import { Link } from '../ui/navigation';
import { profilePath } from '../ui/player-name';
import { isPool, POOLS, type Pool, poolName } from '../ui/pools';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

type Entry = Schemas['Leaderboard']['entries'][number];
type Rank = Schemas['PlayerRank'];

const PAGE = 25;

const WHY: Record<Extract<Rank, { listed: false }>['why'], string> = {
  unrated: 'You have not finished a rated match in this pool yet.',
  provisional:
    'You are not listed yet: your rating here is provisional until the service is sure of it (about nine two-player matches).',
  hidden: 'You hid yourself from the leaderboards (on your profile).',
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
  if (error) return <Problem text={`Your rank: ${error}`} />;
  if (!rank) return null;
  return (
    <p class="my-rank" data-testid="my-rank">
      {rank.listed ? (
        <>
          <strong>
            Your rank: {!rank.exact && rank.rank === null ? `outside the top ${rank.atLeast - 1}` : rank.rank}
          </strong>
          {!rank.exact && rank.rank !== null && ' (about, as of the last hourly count)'}, rating {rank.rating}
          .
        </>
      ) : (
        WHY[rank.why]
      )}{' '}
      {me && <Link href={profilePath(me)}>Your profile</Link>}
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
      {!entries && !error && <p class="loading">Loading…</p>}
      {entries?.length === 0 && <p>Nobody is listed in this pool yet.</p>}
      {entries && entries.length > 0 && (
        <table class="stats leaderboard-table">
          <caption class="visually-hidden">{poolName(pool)}: the listed players, best first</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Rating</th>
              <th scope="col">Matches</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.playerId} class={e.playerId === me ? 'you' : undefined} data-player={e.playerId}>
                <td>{e.rank}</td>
                <th scope="row">
                  <Link href={profilePath(e.playerId)}>{e.name ?? 'A former player'}</Link>
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
          More players
        </button>
      )}
    </>
  );
}

export default function Leaderboard({ pool = POOLS[0].pool }: { pool?: string }) {
  useTitle(`Leaderboard · ${poolName(pool)}`);
  const signedIn = currentToken() !== null;
  return (
    <section class="panel">
      <h1 tabIndex={-1}>Leaderboard: {poolName(pool)}</h1>
      <nav aria-label="Pools" class="how-games">
        {POOLS.map((p) => (
          <Link key={p.pool} href={`/leaderboards/${p.pool}`} current={p.pool === pool}>
            {t(p.key)}
          </Link>
        ))}
      </nav>
      <p class="lead">
        Players are ranked by the rating their rated matches in this pool gave them; a new player is listed
        once their rating settles (after about nine two-player matches), and anyone may hide from the board.
      </p>
      {!isPool(pool) ? (
        <p>
          There is no pool called <code>{pool}</code>: pick one above.
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
