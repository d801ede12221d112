/**
 * An event's page, /events/<id>: join or leave (with the invitation code, typed or from the link's
 * `?code=`), your matches (tables and their hands' review), the standings with their tie-breaks,
 * the crosstable, the current round's tables, a countdown to the start or the round's deadline,
 * and the organiser's start, pause, resume and removal of a no-show.
 * A running event is read again every few seconds (each read syncs its rounds: docs/events.md).
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type Schemas, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { currentPlayerId, currentToken } from '../api/token';
import { addEnglish, t } from '../i18n';
import { events } from '../i18n/en/events';
import { Link } from '../ui/navigation';
import { profilePath } from '../ui/player-name';
import { Problem } from '../ui/problem';
import { untilText } from '../ui/time';
import { useTitle } from '../ui/title';

addEnglish(events);

type Ev = Schemas['Event'];
type Cell = Ev['crosstable'][number]['rounds'][number];

const REFRESH_MS = 5000;

/** A crosstable cell's mark: 1, 0, +, −, … or the bye's word. */
const resultMark = (r: Cell['result']) =>
  ({ win: '1', loss: '0', bye: t('events.byeWord'), 'forfeit-win': '+', 'forfeit-loss': '−', pending: '…' })[
    r
  ];

/** A result as the catalog's select says it (an ICU selector has no hyphen). */
const RESULT_SELECTORS: Record<Cell['result'], string> = {
  win: 'win',
  loss: 'loss',
  bye: 'bye',
  'forfeit-win': 'forfeitWin',
  'forfeit-loss': 'forfeitLoss',
  pending: 'pending',
};

function useClock(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return now;
}

function Countdown({ event }: { event: Ev }) {
  const now = useClock();
  const current = event.pairedRounds.at(-1);
  if (event.status === 'upcoming')
    return (
      <p data-testid="countdown">
        {event.startAt
          ? t('events.startsAt', { when: untilText(event.startAt, now) })
          : t('events.startsWhenFull', {
              count: event.entrants.filter((e) => !e.removed).length,
              max: event.maxPlayers,
            })}
      </p>
    );
  if (event.status === 'finished') return <p data-testid="countdown">{t('events.over')}</p>;
  if (event.status === 'paused') return <p data-testid="countdown">{t('events.pausedWords')}</p>;
  if (!current) return null;
  return (
    <p data-testid="countdown">
      {t('events.roundCountdown', {
        round: current.round,
        of: event.roundCount ?? 0,
        when: untilText(current.deadline, now),
      })}
    </p>
  );
}

/** A side's name: a player's, or a partnership team's (both names), or a team's partner's own. */
function nameOf(event: Ev, playerId: string | null): string {
  if (!playerId) return t('events.nobody');
  const team = event.entrants.find((e) => e.playerId === playerId);
  if (team?.partner) return t('events.partner', { name: team.name, partner: team.partner.name });
  if (team) return team.name;
  return (
    event.entrants.find((e) => e.partner?.playerId === playerId)?.partner?.name ?? t('events.formerPlayer')
  );
}

/** The entrant (player or team) the viewer is in, by its id. */
function myEntrant(event: Ev): string | null {
  const me = currentPlayerId();
  return event.entrants.find((e) => e.playerId === me || e.partner?.playerId === me)?.playerId ?? null;
}

function CurrentRound({ event }: { event: Ev }) {
  const current = event.pairedRounds.at(-1);
  if (!current) return null;
  const me = myEntrant(event);
  return (
    <section aria-labelledby="round-heading">
      <h2 id="round-heading">{t('events.roundHeading', { round: current.round })}</h2>
      <ul class="cards" data-testid="round-tables">
        {current.matches.map((m) => {
          const sides = [m.a, ...(m.b ? [m.b] : []), ...(m.more ?? [])];
          const names = m.b
            ? sides.map((x) => nameOf(event, x)).join(' – ')
            : `${nameOf(event, m.a)} – ${t('events.byeWord')}`;
          const mine = me !== null && sides.includes(me);
          const winner = m.result?.winner ? sides['abcd'.indexOf(m.result.winner)] : null;
          const result = m.result
            ? m.result.how === 'bye'
              ? t('events.byeWord')
              : t('events.won', {
                  name: winner ? nameOf(event, winner) : t('events.nobody'),
                  forfeit: m.result.how === 'forfeit' ? 'yes' : 'no',
                })
            : t('events.playing');
          return (
            <li key={m.board} class={mine ? 'card you' : 'card'} data-board={m.board}>
              <span>
                {t('events.board', { board: m.board })} <strong>{names}</strong> · {result}
              </span>
              {/* The event's tables are private: only their players may open them. */}
              {m.tableId && mine && (
                <Link href={`/tables/${m.tableId}`} class="button-link">
                  {m.result ? t('events.open') : t('events.play')}{' '}
                  <span class="visually-hidden">{t('events.yourTable', { names })}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The matches of the one looking, round by round: the opponent, the result, the table and its hands' review. */
function MyMatches({ event }: { event: Ev }) {
  const me = myEntrant(event);
  const mine = event.crosstable.find((row) => row.playerId === me)?.rounds ?? [];
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="my-matches-heading">
      <h2 id="my-matches-heading">{t('events.myMatches')}</h2>
      <ul class="cards" data-testid="my-matches">
        {mine.map((cell) => (
          <li key={cell.round} class="card" data-round={cell.round}>
            <span>
              {t('events.myMatch', {
                round: cell.round,
                opponent: cell.opponents.map((x) => nameOf(event, x)).join(', '),
                result: RESULT_SELECTORS[cell.result],
              })}
            </span>
            {cell.tableId && (
              <span class="inline">
                <Link href={`/tables/${cell.tableId}`}>
                  {t('events.openTable')}{' '}
                  <span class="visually-hidden">{t('events.roundHidden', { round: cell.round })}</span>
                </Link>
                {cell.result !== 'pending' && (
                  <Link href={`/tables/${cell.tableId}/hands/1/review`}>
                    {t('events.reviewHands')}{' '}
                    <span class="visually-hidden">{t('events.roundHidden', { round: cell.round })}</span>
                  </Link>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p class="hint">{t('events.reviewHint')}</p>
    </section>
  );
}

/** The organiser's button that removes a no-show (running or paused events). */
function RemoveButton({
  event,
  playerId,
  onChange,
}: {
  event: Ev;
  playerId: string;
  onChange: (e: Ev) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const name = nameOf(event, playerId);
  return (
    <>
      <button
        type="button"
        class="tool"
        disabled={working}
        onClick={() => {
          if (!confirm(t('events.removeConfirm', { name }))) return;
          setWorking(true);
          setError(null);
          unwrap(
            api.DELETE('/v1/events/{id}/entrants/{playerId}', {
              params: { path: { id: event.id, playerId } },
            }),
          )
            .then(onChange)
            .catch((err) => setError(errorText(err)))
            .finally(() => setWorking(false));
        }}
      >
        {t('events.remove')} <span class="visually-hidden">{name}</span>
      </button>
      <Problem text={error} />
    </>
  );
}

function Standings({ event, onChange }: { event: Ev; onChange: (e: Ev) => void }) {
  if (event.standings.length === 0) return null;
  const me = currentPlayerId();
  const duplicate = event.duplicate;
  const removing = event.organiserId === me && (event.status === 'running' || event.status === 'paused');
  return (
    <section aria-labelledby="standings-heading">
      <h2 id="standings-heading">{t('events.standings')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached by keyboard to scroll it */}
      {/* biome-ignore lint/a11y/useSemanticElements: a named box around a table, not a form's fieldset */}
      <div class="table-scroll" tabIndex={0} role="group" aria-label={t('events.standings')}>
        <table class="stats" data-testid="standings">
          <caption class="visually-hidden">
            {t('events.standingsCaption', { duplicate: duplicate ? 'yes' : 'no' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('events.rank')}</th>
              <th scope="col">{t('events.player')}</th>
              {duplicate && <th scope="col">{t('events.matchpoints')}</th>}
              <th scope="col">{t('events.score')}</th>
              <th scope="col">
                <abbr title={t('events.buchholzTitle')}>{t('events.buchholzShort')}</abbr>
              </th>
              <th scope="col">
                <abbr title={t('events.sbTitle')}>SB</abbr>
              </th>
              <th scope="col">{t('events.wins')}</th>
              <th scope="col">{t('events.played')}</th>
              {removing && <th scope="col">{t('events.noShow')}</th>}
            </tr>
          </thead>
          <tbody>
            {event.standings.map((s) => (
              <tr key={s.playerId} class={s.playerId === me ? 'you' : undefined} data-player={s.playerId}>
                <td>{s.rank}</td>
                <th scope="row">
                  <Link href={profilePath(s.playerId)}>{s.name}</Link>
                  {s.removed && ` ${t('events.withdrawn')}`}
                </th>
                {duplicate && <td>{s.matchpoints ?? '–'}</td>}
                <td>{s.score}</td>
                <td>{s.buchholz}</td>
                <td>{s.sonnebornBerger}</td>
                <td>{s.wins}</td>
                <td>{s.played}</td>
                {removing && (
                  <td>
                    {!s.removed && <RemoveButton event={event} playerId={s.playerId} onChange={onChange} />}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="hint">{t('events.tiesHint')}</p>
    </section>
  );
}

function Crosstable({ event }: { event: Ev }) {
  const rounds = event.pairedRounds.map((r) => r.round);
  if (rounds.length === 0 || event.crosstable.length === 0) return null;
  const me = currentPlayerId();
  const rankOf = new Map(event.standings.map((s) => [s.playerId, s.rank]));
  const rows = [...event.crosstable].sort(
    (a, b) => (rankOf.get(a.playerId) ?? 0) - (rankOf.get(b.playerId) ?? 0),
  );
  return (
    <section aria-labelledby="crosstable-heading">
      <h2 id="crosstable-heading">{t('events.crosstable')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached by keyboard to scroll it */}
      {/* biome-ignore lint/a11y/useSemanticElements: a named box around a table, not a form's fieldset */}
      <div class="table-scroll" tabIndex={0} role="group" aria-label={t('events.crosstable')}>
        <table class="stats" data-testid="crosstable">
          <caption class="visually-hidden">{t('events.crosstableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('events.player')}</th>
              {rounds.map((r) => (
                <th key={r} scope="col">
                  {t('events.roundHeading', { round: r })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.playerId}>
                <th scope="row">
                  {rankOf.get(row.playerId) ?? ''}. {nameOf(event, row.playerId)}
                </th>
                {rounds.map((r) => {
                  const cell = row.rounds.find((c) => c.round === r);
                  if (!cell) return <td key={r}>–</td>;
                  const words = cell.opponent
                    ? t('events.cell', {
                        mark: resultMark(cell.result),
                        opponent: cell.opponents.map((x) => nameOf(event, x)).join(', '),
                        rank: rankOf.get(cell.opponent) ?? '?',
                        seat: cell.seat + 1,
                      })
                    : resultMark(cell.result);
                  return (
                    <td key={r}>
                      {cell.tableId && row.playerId === me ? (
                        <Link href={`/tables/${cell.tableId}`}>{words}</Link>
                      ) : (
                        words
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="hint">{t('events.crosstableHint')}</p>
    </section>
  );
}

function Entry({ event, onChange }: { event: Ev; onChange: (e: Ev) => void }) {
  const me = currentPlayerId();
  const entered = event.entrants.some((e) => (e.playerId === me || e.partner?.playerId === me) && !e.removed);
  const [partnerOf, setPartnerOf] = useState('');
  const [code, setCode] = useState(() => new URLSearchParams(location.search).get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  if (event.status !== 'upcoming') return null;
  async function act(call: () => Promise<Ev>) {
    setError(null);
    setWorking(true);
    try {
      onChange(await call());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setWorking(false);
    }
  }
  const id = event.id;
  if (entered)
    return (
      <div>
        <p>{t('events.entered')}</p>
        <Problem text={error} />
        <button
          type="button"
          disabled={working}
          onClick={() =>
            act(() => unwrap(api.DELETE('/v1/events/{id}/entrants/me', { params: { path: { id } } })))
          }
        >
          {t('events.leave')}
        </button>
      </div>
    );
  const invitation = event.visibility === 'invitation';
  return (
    <form
      aria-labelledby="join-event-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void act(async () => {
          await ensurePlayer();
          return unwrap(
            api.POST('/v1/events/{id}/entrants', {
              params: { path: { id } },
              body: {
                ...(invitation && { code: code.trim().toUpperCase() }),
                ...(partnerOf && { partnerOf }),
              },
            }),
          );
        });
      }}
    >
      <h2 id="join-event-heading">{t('events.join')}</h2>
      {invitation && (
        <div class="field">
          <label for="event-code">{t('events.invitationCode')}</label>
          <input
            id="event-code"
            value={code}
            maxLength={32}
            autocomplete="off"
            spellcheck={false}
            onInput={(e) => setCode(e.currentTarget.value)}
          />
        </div>
      )}
      {event.game === 'partnership' && (
        <fieldset>
          <legend>{t('events.teamHint')}</legend>
          <label>
            <input
              type="radio"
              name="event-team"
              checked={partnerOf === ''}
              onChange={() => setPartnerOf('')}
            />{' '}
            {t('events.newTeam')}
          </label>
          {event.entrants
            .filter((e) => !e.partner && !e.removed)
            .map((e) => (
              <label key={e.playerId}>
                <input
                  type="radio"
                  name="event-team"
                  checked={partnerOf === e.playerId}
                  onChange={() => setPartnerOf(e.playerId)}
                />{' '}
                {t('events.joinTeam', { name: e.name })}
              </label>
            ))}
        </fieldset>
      )}
      <Problem text={error} />
      <button type="submit" class="primary" disabled={working}>
        {t('events.joinButton')}
      </button>
    </form>
  );
}

function OrganiserControls({ event, onChange }: { event: Ev; onChange: (e: Ev) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  if (event.organiserId !== currentPlayerId() || event.status === 'finished') return null;
  const id = event.id;
  const params = { params: { path: { id } } };
  async function act(call: () => Promise<Ev>) {
    setError(null);
    setWorking(true);
    try {
      onChange(await call());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setWorking(false);
    }
  }
  const link = `${location.origin}/events/${id}${event.code ? `?code=${event.code}` : ''}`;
  return (
    <section aria-labelledby="organiser-heading">
      <h2 id="organiser-heading">{t('events.youOrganise')}</h2>
      {event.code && (
        <p>
          {t('events.invitationCode')}: <strong data-testid="event-code">{event.code}</strong> ·{' '}
          {t('events.link')}: <code>{link}</code>
        </p>
      )}
      <Problem text={error} />
      <div class="inline">
        {event.status === 'upcoming' && (
          <button
            type="button"
            class="primary"
            disabled={working}
            onClick={() => act(() => unwrap(api.POST('/v1/events/{id}/start', params)))}
          >
            {t('events.start')}
          </button>
        )}
        {event.status === 'running' && (
          <button
            type="button"
            disabled={working}
            onClick={() => act(() => unwrap(api.POST('/v1/events/{id}/pause', params)))}
          >
            {t('events.pause')}
          </button>
        )}
        {event.status === 'paused' && (
          <button
            type="button"
            disabled={working}
            onClick={() => act(() => unwrap(api.POST('/v1/events/{id}/resume', params)))}
          >
            {t('events.resume')}
          </button>
        )}
      </div>
    </section>
  );
}

export default function EventPage({ id }: { id: string }) {
  const [event, setEvent] = useState<Ev | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(currentToken() !== null);
  useTitle(event ? `${t('events.event')} · ${event.name}` : t('events.event'));
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      unwrap(api.GET('/v1/events/{id}', { params: { path: { id } } }))
        .then((e) => {
          if (!live) return;
          setEvent(e);
          setError(null);
          if (e.status === 'running' || e.status === 'upcoming') timer = setTimeout(read, REFRESH_MS);
        })
        .catch((err) => {
          if (!live) return;
          setError(errorText(err));
          timer = setTimeout(read, REFRESH_MS * 2);
        });
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, signedIn]);
  if (!signedIn)
    return (
      <section class="panel">
        <h1 tabIndex={-1}>{t('events.event')}</h1>
        <p>{t('events.forPlayers')}</p>
        <Problem text={error} />
        <button
          type="button"
          class="primary"
          onClick={() =>
            ensurePlayer()
              .then(() => setSignedIn(true))
              .catch((err) => setError(errorText(err)))
          }
        >
          {t('events.takePart')}
        </button>
      </section>
    );
  return (
    <section class="panel">
      <h1 tabIndex={-1}>{event ? event.name : t('events.event')}</h1>
      <Problem text={error} />
      {!event && !error && <p class="loading">{t('events.loading')}</p>}
      {event && (
        <>
          <p class="lead" data-testid="event-status">
            {t('events.status', { status: event.status })} ·{' '}
            {t('events.format', { format: event.format.replace('-', '') })} ·{' '}
            {t('events.game', { game: event.game })} · {t('events.pace', { pace: event.pace })}
            {event.duplicate ? ` · ${t('events.duplicate')}` : ''}
            {` · ${event.rated ? t('events.rated') : t('events.unrated')}`}
            {event.entrants.some((e) => e.playerId === event.organiserId) &&
              ` · ${t('events.organisedBy', { name: nameOf(event, event.organiserId) })}`}
          </p>
          <Countdown event={event} />
          <Entry event={event} onChange={setEvent} />
          <OrganiserControls event={event} onChange={setEvent} />
          <CurrentRound event={event} />
          <MyMatches event={event} />
          <Standings event={event} onChange={setEvent} />
          <Crosstable event={event} />
          {event.status === 'upcoming' && (
            <section aria-labelledby="entrants-heading">
              <h2 id="entrants-heading">{t('events.entrants')}</h2>
              <ul data-testid="entrants">
                {event.entrants
                  .filter((e) => !e.removed)
                  .map((e) => (
                    <li key={e.playerId}>
                      {event.game === 'partnership' && !e.partner
                        ? t('events.openPlace', { name: e.name })
                        : nameOf(event, e.playerId)}
                    </li>
                  ))}
              </ul>
            </section>
          )}
          <p>
            <Link href="/events">{t('events.allEvents')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
