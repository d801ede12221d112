/**
 * A player's public profile, /players/<id>: their rating in each pool they were rated in ("?"
 * while provisional, with its uncertainty), matches played and won, how their hands went, and
 * their last rated matches, each linking to its table. On your own profile, every match you
 * played, rated or not, counted from your tables (GET /v1/players/me/tables), which also name the
 * opponents of your recent rated matches; and a switch takes you off every leaderboard (PATCH
 * /v1/players/me/ratings); the profile stays public either way.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiProblem, api, errorText, type InboxEntry, type Schemas, unwrap } from '../api/client';
import { currentPlayerId, currentToken } from '../api/token';
import { addEnglish, formatDate, t, tRich } from '../i18n';
import { account } from '../i18n/en/account';
import { screens } from '../i18n/en/screens';
import { othersNames } from '../ui/names';
import { Link, navigate } from '../ui/navigation';
import { poolName, signedChange } from '../ui/pools';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

addEnglish(screens);

type Profile = Schemas['PlayerProfile'];
type PoolRating = Profile['ratings'][number];
type Recent = Profile['recent'][number];

// Each table sits in a box that scrolls sideways on a phone; the box takes the keyboard's focus,
// so it can be scrolled without a mouse.

addEnglish(account);

function percent(part: number, whole: number): string {
  return whole === 0 ? '' : ` (${Math.round((part / whole) * 100)}%)`;
}

/** A finished match's result in words: "Won", "2nd of 3", "Lost (forfeited)". */
function resultWords(m: Recent): string {
  const place = m.won
    ? t('account.profile.won')
    : m.sides === 2
      ? t('account.profile.lost')
      : t('account.profile.place', { place: m.place, sides: m.sides });
  return m.forfeited ? t('account.profile.forfeited', { place }) : place;
}

function dateWords(iso: string): string {
  return formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}

function Ratings({ ratings }: { ratings: PoolRating[] }) {
  return (
    <section aria-labelledby="ratings-heading">
      <h2 id="ratings-heading">{t('account.profile.ratings')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached by keyboard to scroll it */}
      {/* biome-ignore lint/a11y/useSemanticElements: a named box around a table, not a form's fieldset */}
      <div class="table-scroll" tabIndex={0} role="group" aria-label={t('account.profile.ratingsPerPool')}>
        <table class="stats">
          <thead>
            <tr>
              <th scope="col">{t('account.profile.pool')}</th>
              <th scope="col">{t('screens.board.ratingHead')}</th>
              <th scope="col">{t('account.profile.uncertainty')}</th>
              <th scope="col">{t('screens.board.matches')}</th>
              <th scope="col">{t('account.profile.wonHead')}</th>
            </tr>
          </thead>
          <tbody>
            {ratings.map((r) => (
              <tr key={r.pool} data-pool={r.pool}>
                <th scope="row">
                  <Link href={`/leaderboards/${r.pool}`}>{poolName(r.pool)}</Link>
                </th>
                <td class="rating">
                  {r.shown}
                  {r.provisional && <span class="visually-hidden">{t('account.profile.provisional')}</span>}
                </td>
                <td>σ {r.sigma.toFixed(2)}</td>
                <td>{r.played}</td>
                <td>
                  {r.won}
                  {percent(r.won, r.played)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="hint">{t('account.profile.provisionalHint')}</p>
    </section>
  );
}

function Hands({ ratings }: { ratings: PoolRating[] }) {
  return (
    <section aria-labelledby="hands-heading">
      <h2 id="hands-heading">{t('account.profile.hands')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached by keyboard to scroll it */}
      {/* biome-ignore lint/a11y/useSemanticElements: a named box around a table, not a form's fieldset */}
      <div class="table-scroll" tabIndex={0} role="group" aria-label={t('account.profile.handsPerPool')}>
        <table class="stats">
          <thead>
            <tr>
              <th scope="col">{t('account.profile.pool')}</th>
              <th scope="col">{t('account.profile.hands')}</th>
              <th scope="col">{t('account.profile.wonHead')}</th>
              <th scope="col">{t('account.profile.dominoed')}</th>
              <th scope="col">{t('account.profile.blocked')}</th>
              <th scope="col">{t('account.profile.pointsAHand')}</th>
            </tr>
          </thead>
          <tbody>
            {ratings.map((r) =>
              // Mexican Train's rounds won are not counted (docs/ratings.md#mexican-train).
              r.pool === 'mexicanTrain' ? (
                <tr key={r.pool}>
                  <th scope="row">{poolName(r.pool)}</th>
                  <td>{r.hands}</td>
                  <td>–</td>
                  <td>–</td>
                  <td>–</td>
                  <td>{r.averagePoints ?? '–'}</td>
                </tr>
              ) : (
                <tr key={r.pool}>
                  <th scope="row">{poolName(r.pool)}</th>
                  <td>{r.hands}</td>
                  <td>
                    {r.handsWon}
                    {percent(r.handsWon, r.hands)}
                  </td>
                  <td>{r.dominoed}</td>
                  <td>{r.blocked}</td>
                  <td>{r.averagePoints ?? '–'}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <p class="hint">{t('account.profile.handsHint')}</p>
      {ratings.some((r) => r.pool === 'mexicanTrain') && (
        <p class="hint">{t('account.profile.trainHandsHint')}</p>
      )}
    </section>
  );
}

/** Your tables, finished or not: a few pages of the newest (enough for the counts and the names). */
const MY_TABLE_PAGES = 4;

function useMyTables(yours: boolean): InboxEntry[] | null {
  const [entries, setEntries] = useState<InboxEntry[] | null>(null);
  useEffect(() => {
    if (!yours) return;
    let live = true;
    (async () => {
      const all: InboxEntry[] = [];
      let cursor: string | undefined;
      // Pages one after another: each names the next.
      for (let i = 0; i < MY_TABLE_PAGES; i++) {
        const page = await unwrap(
          api.GET('/v1/players/me/tables', { params: { query: { limit: 50, cursor } } }),
        );
        all.push(...page.tables);
        if (!page.cursor) break;
        cursor = page.cursor;
      }
      if (live) setEntries(all);
    })().catch(() => live && setEntries(null));
    return () => {
      live = false;
    };
  }, [yours]);
  return entries;
}

/** Every match you played, rated or not: finished, won, in play. */
function AllMatches({ entries }: { entries: InboxEntry[] }) {
  const finished = entries.filter((e) => e.result !== null && e.you !== null);
  const won = finished.filter((e) => e.result!.winner === e.result!.sides[e.you!]).length;
  const playing = entries.filter((e) => e.status === 'playing').length;
  return (
    <section aria-labelledby="all-heading">
      <h2 id="all-heading">{t('account.profile.allMatches')}</h2>
      <p>
        {t('account.profile.allSummary', {
          finished: finished.length,
          won,
          percent: percent(won, finished.length),
        })}
        {playing > 0 && t('account.profile.inPlay', { n: playing })}.
      </p>
    </section>
  );
}

function RecentMatches({ recent, tables }: { recent: Recent[]; tables: InboxEntry[] | null }) {
  const opponents = (id: string) => {
    const entry = tables?.find((t) => t.id === id);
    return entry ? othersNames(entry.seats, entry.you) : '';
  };
  return (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading">{t('account.profile.recent')}</h2>
      {recent.length === 0 ? (
        <p>{t('account.profile.noneFinished')}</p>
      ) : (
        <ul class="cards">
          {recent.map((m) => (
            <li key={m.tableId} class="card">
              <span>
                <strong>{resultWords(m)}</strong>
                {opponents(m.tableId) && t('account.profile.against', { names: opponents(m.tableId) })}
                {` · ${poolName(m.pool)} · ${dateWords(m.finishedAt)}`}
              </span>
              <span class="rating-change">
                {m.ratingBefore} → {m.ratingAfter} ({signedChange(m.change)})
              </span>
              <Link href={`/tables/${m.tableId}`}>
                {t('account.profile.openTable')}{' '}
                <span class="visually-hidden">
                  {t('account.profile.ofDate', { date: dateWords(m.finishedAt) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Your own profile's switch: off every leaderboard, or back on. */
function Listing({ profile, onChange }: { profile: Profile; onChange: (p: Profile) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The switch shows what was asked at once (the answer then says what is so).
  const [hidden, setHidden] = useState(!profile.listed);
  async function set(next: boolean) {
    setError(null);
    setSaving(true);
    setHidden(next);
    try {
      const now = await unwrap(api.PATCH('/v1/players/me/ratings', { body: { hidden: next } }));
      setHidden(!now.listed);
      onChange(now);
    } catch (err) {
      setHidden(!profile.listed);
      setError(errorText(err));
    } finally {
      setSaving(false);
    }
  }
  return (
    <section aria-labelledby="listing-heading" class="listing">
      <h2 id="listing-heading">{t('nav.leaderboards')}</h2>
      <label class="check">
        <input
          type="checkbox"
          checked={hidden}
          disabled={saving}
          onChange={(e) => set((e.currentTarget as HTMLInputElement).checked)}
        />
        {t('account.profile.hideMe')}
      </label>
      <p class="hint">{profile.listed ? t('account.profile.shown') : t('account.profile.notShown')}</p>
      <Problem text={error} />
    </section>
  );
}

export default function ProfileScreen({ id }: { id: string }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  useTitle(profile ? profile.name : t('table.player'));
  // /players/me is your own profile (GET /v1/players/me is the account, not a profile).
  const mine = currentPlayerId();
  useEffect(() => {
    if (id === 'me' && mine) navigate(`/players/${encodeURIComponent(mine)}`, { replace: true });
  }, [id, mine]);
  useEffect(() => {
    if (id === 'me') return;
    let live = true;
    setProfile(null);
    setError(null);
    setMissing(false);
    unwrap(api.GET('/v1/players/{id}', { params: { path: { id } } }))
      .then((p) => live && setProfile(p))
      .catch((err) => {
        if (!live) return;
        if (err instanceof ApiProblem && err.status === 404) setMissing(true);
        else setError(errorText(err));
      });
    return () => {
      live = false;
    };
  }, [id]);

  const yours = currentToken() !== null && mine === id;
  const tables = useMyTables(yours);
  if (id === 'me' && !mine)
    return (
      <section class="panel">
        <h1 tabIndex={-1}>{t('screens.board.yourProfile')}</h1>
        <p>
          {tRich('account.profile.noPlayer', {
            play: (words) => <Link href="/">{words}</Link>,
            code: (words) => <Link href="/devices">{words}</Link>,
          })}
        </p>
      </section>
    );
  if (missing)
    return (
      <section class="panel">
        <h1 tabIndex={-1}>{t('account.profile.noSuch')}</h1>
        <p>
          {tRich('account.profile.noSuchId', {
            boards: (words) => <Link href="/leaderboards">{words}</Link>,
          })}
        </p>
      </section>
    );
  return (
    <section class="panel profile">
      <h1 tabIndex={-1}>
        {profile
          ? yours
            ? t('account.profile.nameYou', { name: profile.name })
            : profile.name
          : t('table.player')}
      </h1>
      <Problem text={error} />
      {!profile && !error && <p class="loading">{t('common.loading')}</p>}
      {profile && (
        <>
          {!profile.listed && !yours && <p class="lead">{t('account.profile.notListed')}</p>}
          {profile.ratings.length === 0 ? (
            <p>{t('account.profile.noRated')}</p>
          ) : (
            <>
              <Ratings ratings={profile.ratings} />
              <Hands ratings={profile.ratings} />
            </>
          )}
          {tables && <AllMatches entries={tables} />}
          <RecentMatches recent={profile.recent} tables={tables} />
          {yours && <Listing profile={profile} onChange={setProfile} />}
        </>
      )}
    </section>
  );
}
