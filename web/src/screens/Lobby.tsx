/**
 * The lobby, /lobby: public tables waiting for players (take a seat) and public matches being
 * played (watch), a page at a time, and the open challenges (Seeks.tsx). Anyone may look at the
 * tables, signed up or not; only the challenges' buttons sign a newcomer up.
 */
import { useEffect, useState } from 'preact/hooks';
import { type AnyTable, api, errorText, isLineTable, unwrap } from '../api/client';
import { addEnglish, tRich, t as tr } from '../i18n';
import { screens } from '../i18n/en/screens';
import { trains } from '../i18n/en/trains';
import { gameName } from '../ui/games';
import { seatName, sideName } from '../ui/names';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { Seeks } from './Seeks';

addEnglish(screens);
addEnglish(trains);

type List = 'open' | 'playing';
const PAGE = 20;

/** One list of the lobby, its pages read on demand. */
function useList(status: List) {
  const [tables, setTables] = useState<AnyTable[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function load(from?: string) {
    setError(null);
    try {
      const page = await unwrap(
        api.GET('/v1/lobby', { params: { query: { status, limit: PAGE, cursor: from } } }),
      );
      setTables((old) => [...(from ? (old ?? []) : []), ...page.tables]);
      setCursor(page.cursor);
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    void load();
  }, [status]);
  return { tables, more: cursor ? () => load(cursor) : null, error };
}

function host(t: AnyTable): string {
  const first = t.seats[0];
  return first?.kind === 'person' ? (first.name ?? tr('screens.lobby.someone')) : tr('screens.lobby.someone');
}

function Waiting() {
  const { tables, more, error } = useList('open');
  return (
    <section aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">{tr('screens.lobby.waiting')}</h2>
      <Problem text={error} />
      {!tables && !error && <p class="loading">{tr('common.loading')}</p>}
      {tables?.length === 0 && (
        <p>{tRich('screens.lobby.noneWaiting', { open: (words) => <Link href="/friends">{words}</Link> })}</p>
      )}
      {tables && tables.length > 0 && (
        <ul class="cards">
          {tables.map((t) => {
            const taken = t.seats.filter((s) => s.kind === 'person').length;
            return (
              <li key={t.id} class="card">
                <span>
                  {t.rules.game === 'mexicanTrain' ? (
                    <>
                      <strong>{tr('trains.name')}</strong>
                      {tr('trains.lobby.waitingCard', { players: t.rules.players, host: host(t), taken })}
                    </>
                  ) : (
                    <>
                      <strong>{gameName(t.rules.preset)}</strong>
                      {tr('screens.lobby.waitingCard', {
                        players: t.rules.players,
                        target: t.rules.target,
                        host: host(t),
                        taken,
                      })}
                    </>
                  )}
                </span>
                <button type="button" onClick={() => navigate(`/join/${t.code}`)}>
                  {tr('table.wait.takeSeat')}{' '}
                  <span class="visually-hidden">{tr('screens.lobby.atTable', { host: host(t) })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {more && (
        <button type="button" onClick={more}>
          {tr('screens.lobby.moreWaiting')}
        </button>
      )}
    </section>
  );
}

/** "Ana 35 – 20 Greedy computer" for two sides; "Ana 12, Ben 7, Cy 3" for more. */
function scoreLine(t: AnyTable): string {
  if (!isLineTable(t)) return '';
  const view = t.view;
  if (!view) return '';
  const [a, b] = view.scores;
  if (view.scores.length === 2) return `${sideName(t, 0)} ${a} – ${b} ${sideName(t, 1)}`;
  return view.scores.map((s, side) => `${sideName(t, side)} ${s}`).join(', ');
}

function Playing() {
  const { tables, more, error } = useList('playing');
  return (
    <section aria-labelledby="playing-heading">
      <h2 id="playing-heading">{tr('screens.lobby.playing')}</h2>
      <Problem text={error} />
      {!tables && !error && <p class="loading">{tr('common.loading')}</p>}
      {tables?.length === 0 && <p>{tr('screens.lobby.nonePlaying')}</p>}
      {tables && tables.length > 0 && (
        <ul class="cards">
          {tables.map((t) => {
            const names = t.seats.map((s) => seatName(s)).join(', ');
            return (
              <li key={t.id} class="card">
                {isLineTable(t) ? (
                  <span>
                    <strong>{gameName(t.rules.preset)}</strong>
                    {t.view && ` · ${tr('screens.lobby.hand', { n: t.view.handNo })}`} · {scoreLine(t)} ·{' '}
                    {tr('screens.lobby.to', { target: t.rules.target })}
                  </span>
                ) : (
                  <span>
                    <strong>{tr('trains.name')}</strong>
                    {t.view?.game === 'mexicanTrain' &&
                      ` · ${tr('trains.lobby.round', { round: t.view.round, rounds: t.view.rounds })}`}
                    {` · ${names}`}
                  </span>
                )}
                <Link href={`/tables/${t.id}`} class="button-link">
                  {tr('nav.watch')} <span class="visually-hidden">{names}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {more && (
        <button type="button" onClick={more}>
          {tr('screens.lobby.moreMatches')}
        </button>
      )}
    </section>
  );
}

export default function Lobby() {
  useTitle(tr('screens.lobby.title'));
  return (
    <section class="panel">
      <h1 tabIndex={-1}>{tr('screens.lobby.title')}</h1>
      <p class="lead">{tr('screens.lobby.lead')}</p>
      <Seeks />
      <div class="columns even">
        <Waiting />
        <Playing />
      </div>
    </section>
  );
}
