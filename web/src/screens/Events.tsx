/**
 * Events, /events: public events upcoming, running and finished, the events you entered, and a
 * form to create one (docs/events.md). Reading the lists needs a player: a visitor without one
 * is offered to take part first (a guest player is signed up then).
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type Schemas, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { currentToken } from '../api/token';
import { addEnglish, t } from '../i18n';
import { events } from '../i18n/en/events';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';

addEnglish(events);

type Summary = Schemas['EventSummary'];
type Settings = Schemas['EventSettings'];
type Status = 'upcoming' | 'running' | 'finished';

/** The formats, in the create form's order. */
const FORMATS: Settings['format'][] = ['swiss', 'round-robin', 'elimination'];

/** A format in words ("Swiss", "Round-robin"). */
const formatName = (format: string) => t('events.formatName', { format: format.replace('-', '') });

/** An event's game in words: a two-player pool's name, partnership teams, or four-player pools. */
export function gameName(game: string): string {
  return t('events.game', { game });
}

/** The games an event is played in (docs/events.md). */
const GAMES: Settings['game'][] = [
  'draw2',
  'block2',
  'allFives2',
  'allThrees2',
  'fivesAndThrees2',
  'partnership',
  'draw4',
  'block4',
  'allFives4',
];

/** "Swiss · Draw, two players · live · 3 of 8 players · round 2 of 5". */
export function eventLine(e: Summary): string {
  const parts = [formatName(e.format), gameName(e.game), t('events.pace', { pace: e.pace })];
  parts.push(t('events.players', { count: e.players, max: e.maxPlayers }));
  if (e.round > 0) parts.push(t('events.roundOf', { round: e.round, of: e.roundCount ?? 0 }));
  if (e.status === 'upcoming')
    parts.push(
      e.startAt
        ? t('events.startsOn', { when: new Date(e.startAt).toLocaleString() })
        : t('events.startsWhenFullShort'),
    );
  if (e.duplicate) parts.push(t('events.duplicate'));
  if (!e.rated) parts.push(t('events.unrated'));
  return parts.join(' · ');
}

/** A list of events, its pages read on demand. */
function EventList(props: { status?: Status; heading: string; empty: string; id: string }) {
  const [events, setEvents] = useState<Summary[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function load(from?: string) {
    setError(null);
    try {
      const page = props.status
        ? await unwrap(api.GET('/v1/events', { params: { query: { status: props.status, cursor: from } } }))
        : await unwrap(api.GET('/v1/players/me/events', { params: { query: { cursor: from } } }));
      setEvents((old) => [...(from ? (old ?? []) : []), ...page.events]);
      setCursor(page.cursor);
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    void load();
  }, [props.status]);
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      <Problem text={error} />
      {!events && !error && <p class="loading">{t('events.loading')}</p>}
      {events?.length === 0 && <p>{props.empty}</p>}
      {events && events.length > 0 && (
        <ul class="cards">
          {events.map((e) => (
            <li key={e.id} class="card" data-event={e.id}>
              <span>
                <Link href={`/events/${e.id}`}>
                  <strong>{e.name}</strong>
                </Link>{' '}
                ({t('events.statusLower', { status: e.status })}) · {eventLine(e)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" onClick={() => load(cursor)}>
          {t('events.more')} <span class="visually-hidden">{props.heading}</span>
        </button>
      )}
    </section>
  );
}

const ROUND_TIMES: { seconds: number; pace: Settings['pace'] }[] = [
  { seconds: 1800, pace: 'live' },
  { seconds: 3600, pace: 'live' },
  { seconds: 3 * 86400, pace: 'correspondence' },
  { seconds: 7 * 86400, pace: 'correspondence' },
];

/** The create form: the event's settings, then its page. */
function CreateEvent() {
  const [name, setName] = useState('');
  const [game, setGame] = useState<Settings['game']>('draw2');
  const [format, setFormat] = useState<Settings['format']>('swiss');
  const [roundTime, setRoundTime] = useState(ROUND_TIMES[0].seconds);
  const [rounds, setRounds] = useState(3);
  const [maxPlayers, setMaxPlayers] = useState(8);
  const [startAt, setStartAt] = useState('');
  const [invitation, setInvitation] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const [rated, setRated] = useState(true);
  const [join, setJoin] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function create(e: Event) {
    e.preventDefault();
    setError(null);
    setWorking(true);
    try {
      await ensurePlayer();
      const time = ROUND_TIMES.find((t) => t.seconds === roundTime) ?? ROUND_TIMES[0];
      const event = await unwrap(
        api.POST('/v1/events', {
          body: {
            name: name.trim(),
            game,
            pace: time.pace,
            format,
            rounds: format === 'swiss' ? rounds : null,
            // Four-player pools need four at least (and a multiple of four to start).
            minPlayers: game.endsWith('4') ? 4 : 2,
            maxPlayers,
            startAt: startAt ? new Date(startAt).toISOString() : null,
            rated,
            visibility: invitation ? 'invitation' : 'public',
            duplicate,
            roundSeconds: time.seconds,
            join,
          },
        }),
      );
      navigate(`/events/${event.id}`);
    } catch (err) {
      setError(errorText(err));
      setWorking(false);
    }
  }

  return (
    <form onSubmit={create} aria-labelledby="create-event-heading">
      <h2 id="create-event-heading">{t('events.create')}</h2>
      <div class="field">
        <label for="event-name">{t('events.name')}</label>
        <input
          id="event-name"
          value={name}
          required
          maxLength={80}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for="event-game">{t('events.gameLabel')}</label>
        <select
          id="event-game"
          value={game}
          onChange={(e) => setGame(e.currentTarget.value as Settings['game'])}
        >
          {GAMES.map((g) => (
            <option key={g} value={g}>
              {gameName(g)}
            </option>
          ))}
        </select>
        {game === 'partnership' && <p class="hint">{t('events.teamHint')}</p>}
        {game.endsWith('4') && <p class="hint">{t('events.poolHint')}</p>}
      </div>
      <div class="field">
        <label for="event-format">{t('events.formatLabel')}</label>
        <select
          id="event-format"
          value={format}
          onChange={(e) => setFormat(e.currentTarget.value as Settings['format'])}
        >
          {FORMATS.map((f) => (
            <option key={f} value={f}>
              {formatName(f)}
            </option>
          ))}
        </select>
      </div>
      {format === 'swiss' && (
        <div class="field">
          <label for="event-rounds">{t('events.rounds')}</label>
          <input
            id="event-rounds"
            type="number"
            min={1}
            max={20}
            value={rounds}
            onInput={(e) => setRounds(Number(e.currentTarget.value) || 1)}
          />
        </div>
      )}
      <div class="field">
        <label for="event-size">{t('events.size', { teams: game === 'partnership' ? 'yes' : 'no' })}</label>
        <input
          id="event-size"
          type="number"
          min={2}
          max={1024}
          value={maxPlayers}
          onInput={(e) => setMaxPlayers(Number(e.currentTarget.value) || 2)}
        />
      </div>
      <div class="field">
        <label for="event-pace">{t('events.roundTime')}</label>
        <select
          id="event-pace"
          value={String(roundTime)}
          onChange={(e) => setRoundTime(Number(e.currentTarget.value))}
        >
          {ROUND_TIMES.map((time) => (
            <option key={time.seconds} value={String(time.seconds)}>
              {t('events.roundTimeOption', { seconds: time.seconds, pace: time.pace })}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="event-start">{t('events.startLabel')}</label>
        <input
          id="event-start"
          type="datetime-local"
          value={startAt}
          onInput={(e) => setStartAt(e.currentTarget.value)}
        />
      </div>
      <label class="check">
        <input
          type="checkbox"
          checked={invitation}
          onChange={(e) => setInvitation(e.currentTarget.checked)}
        />
        {t('events.invitationOnly')}
      </label>
      <label class="check">
        <input type="checkbox" checked={duplicate} onChange={(e) => setDuplicate(e.currentTarget.checked)} />
        {t('events.duplicateLabel')}
      </label>
      <label class="check">
        <input type="checkbox" checked={rated} onChange={(e) => setRated(e.currentTarget.checked)} />
        {t('events.ratedLabel')}
      </label>
      <label class="check">
        <input type="checkbox" checked={join} onChange={(e) => setJoin(e.currentTarget.checked)} />
        {t('events.playToo')}
      </label>
      <Problem text={error} />
      <button type="submit" class="primary" disabled={working}>
        {working ? t('events.creating') : t('events.createButton')}
      </button>
    </form>
  );
}

export default function Events() {
  useTitle(t('events.events'));
  const [signedIn, setSignedIn] = useState(currentToken() !== null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section class="panel">
      <h1 tabIndex={-1}>{t('events.events')}</h1>
      <p class="lead">{t('events.lead')}</p>
      {signedIn ? (
        <div class="columns">
          <div>
            <EventList id="mine-heading" heading={t('events.mine')} empty={t('events.mineEmpty')} />
            <EventList
              id="upcoming-heading"
              status="upcoming"
              heading={t('events.status', { status: 'upcoming' })}
              empty={t('events.upcomingEmpty')}
            />
            <EventList
              id="running-heading"
              status="running"
              heading={t('events.status', { status: 'running' })}
              empty={t('events.runningEmpty')}
            />
            <EventList
              id="finished-heading"
              status="finished"
              heading={t('events.status', { status: 'finished' })}
              empty={t('events.finishedEmpty')}
            />
          </div>
          <CreateEvent />
        </div>
      ) : (
        <>
          <p>{t('events.forPlayersList')}</p>
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
        </>
      )}
    </section>
  );
}
