/** My tables: where it is your turn first (with the deadlines), then the others. */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, type InboxEntry, unwrap } from '../api/client';
import { currentToken } from '../api/token';
import { addEnglish, type MessageKey, tRich, t as tr } from '../i18n';
import { screens } from '../i18n/en/screens';
import { awayText, useAway } from '../ui/away';
import { gameName } from '../ui/games';
import { openSeats, othersNames, seatName, sideSubject } from '../ui/names';
import { Link } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { untilText } from '../ui/time';
import { useTitle } from '../ui/title';

addEnglish(screens);

const STATUS: Record<string, MessageKey> = {
  open: 'screens.me.status.open',
  playing: 'screens.me.status.playing',
  over: 'screens.me.status.over',
  closed: 'screens.me.status.closed',
};

/**
 * A finished match's result from this person's side: "You won, 104 to 87"; a Mexican Train
 * match's (lowest total wins) "You placed 2nd of 8, 363 points" to a seat, the winner's lowest
 * total first to anyone else.
 */
export function resultWords(t: InboxEntry): string | null {
  const r = t.result;
  if (!r) return null;
  const forfeit =
    r.forfeitedBy !== null ? tr('table.forfeited', { name: seatName(t.seats[r.forfeitedBy], t.you) }) : '';
  if (r.places && t.you !== null) {
    const [place, total] = [r.places[t.you], r.scores[t.you]];
    return tr('screens.me.placed', { place, count: r.places.length, total, forfeit });
  }
  const sorted = [...r.scores].sort((a, b) => (r.places ? a - b : b - a)).join(tr('table.scoreTo'));
  const winner = sideSubject({ seats: t.seats, you: t.you, view: { sides: r.sides } }, r.winner);
  return tr('screens.me.won', { ...winner, score: sorted, forfeit });
}

function Entry({ t, away }: { t: InboxEntry; away: Map<string, string> }) {
  const result = resultWords(t);
  const others = othersNames(t.seats, t.you);
  const open = openSeats(t.seats);
  const turn = t.turn ? t.seats[t.turn.seat] : undefined;
  return (
    <li class={t.yourTurn ? 'card yours' : 'card'}>
      <Link href={`/tables/${t.id}`}>
        <strong>{gameName(t.preset)}</strong>
        {t.rated && <span class="rated-mark"> {tr('table.wait.rated')}</span>}{' '}
        {tr('screens.me.with', { names: others || tr('screens.me.nobodyYet') })}
        {open && `, ${open}`}
      </Link>
      <span>
        {t.invited
          ? tr('screens.me.invited')
          : t.yourTurn
            ? tr('table.yourTurnTitle')
            : turn
              ? tr('screens.me.theirTurn', { name: seatName(turn) })
              : t.status === 'over' && result
                ? result
                : STATUS[t.status] && tr(STATUS[t.status])}
        {t.turn?.deadline && ` · ${untilText(t.turn.deadline)}`}
        {t.seats.map((s) =>
          s.kind === 'person' && s.seat !== t.you && away.has(s.playerId) ? (
            <span key={s.seat} class="away">
              {` · ${tr('screens.me.away', { name: seatName(s), away: awayText(away.get(s.playerId)!) })}`}
            </span>
          ) : null,
        )}
      </span>
    </li>
  );
}

export default function MyTables() {
  useTitle(tr('nav.myTables'));
  const [tables, setTables] = useState<InboxEntry[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signedUp = currentToken() !== null;

  async function load(from?: string) {
    try {
      const page = await unwrap(
        api.GET('/v1/players/me/tables', { params: { query: { limit: 20, cursor: from } } }),
      );
      setTables((old) => [...(from ? (old ?? []) : []), ...page.tables]);
      setCursor(page.cursor);
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    if (signedUp) void load();
  }, []);

  const away = useAway(
    (tables ?? []).flatMap((t) =>
      t.seats.flatMap((s) => (s.kind === 'person' && s.seat !== t.you ? [s.playerId] : [])),
    ),
  );
  const yours = tables?.filter((t) => t.yourTurn || t.invited) ?? [];
  const rest = tables?.filter((t) => !t.yourTurn && !t.invited) ?? [];
  return (
    <section class="panel">
      <h1 tabIndex={-1}>{tr('nav.myTables')}</h1>
      {!signedUp && (
        <p>
          {tRich('screens.me.noneYet', {
            computer: (words) => <Link href="/">{words}</Link>,
            friends: (words) => <Link href="/friends">{words}</Link>,
          })}
        </p>
      )}
      {signedUp && (
        <p>{tRich('screens.me.goingAway', { vacation: (words) => <Link href="/vacation">{words}</Link> })}</p>
      )}
      <Problem text={error} />
      {signedUp && !tables && !error && <p class="loading">{tr('common.loading')}</p>}
      {tables && tables.length === 0 && (
        <p>{tRich('screens.me.noneStart', { start: (words) => <Link href="/">{words}</Link> })}</p>
      )}
      {yours.length > 0 && (
        <>
          <h2>{tr('screens.me.yourMove')}</h2>
          <ul class="cards">
            {yours.map((t) => (
              <Entry key={t.id} t={t} away={away} />
            ))}
          </ul>
        </>
      )}
      {rest.length > 0 && (
        <>
          <h2>{tr('screens.me.others')}</h2>
          <ul class="cards">
            {rest.map((t) => (
              <Entry key={t.id} t={t} away={away} />
            ))}
          </ul>
        </>
      )}
      {cursor && (
        <button type="button" onClick={() => load(cursor)}>
          {tr('screens.me.more')}
        </button>
      )}
    </section>
  );
}
