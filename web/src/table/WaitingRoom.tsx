/** Before the start: the join code, the share link, the seats, and Start for the table's creator. */
import { useState } from 'preact/hooks';
import { type AnyTable, api, errorText, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { currentPlayerId, currentToken, savedName } from '../api/token';
import { t } from '../i18n';
import { gameName } from '../ui/games';
import { NameField } from '../ui/name-field';
import { keptForYou, waitingFor } from '../ui/names';
import { navigate } from '../ui/navigation';
import { PlayerName } from '../ui/player-name';
import { Problem, Retrying } from '../ui/problem';
import { shareLink } from '../ui/share-link';

/** What the waiting room asks of a table's follower: the table an action answered with, shown. */
export interface Seating {
  act(call: () => Promise<AnyTable>): Promise<void>;
  wake(): void;
}

/** The game and its rules in a few words: a line game's target, Mexican Train's set and house rules. */
function rulesWords(table: AnyTable): { game: string; summary: string } {
  const r = table.rules;
  if (r.game !== 'mexicanTrain')
    return {
      game: gameName(r.preset),
      summary: t('table.wait.summary', { players: r.players, target: r.target }),
    };
  const house = [
    r.firstTurnManyTiles ? ` · ${t('trains.option.manyTiles')}` : '',
    r.blankDoubleFifty ? ` · ${t('trains.option.blankFifty')}` : '',
  ].join('');
  return {
    game: t('trains.name'),
    summary: `${t('trains.wait.summary', { players: r.players, set: r.set })}${house}`,
  };
}

export function WaitingRoom(props: {
  table: AnyTable;
  follower: Seating;
  /** The follower's last problem: the seats shown may be behind the table's. */
  problem: string | null;
}) {
  const { table, follower } = props;
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const newcomer = currentToken() === null;
  const [name, setName] = useState(savedName() ?? '');
  const link = shareLink(location.origin, table);
  const me = currentPlayerId();
  const creator = table.createdBy === me;
  // Without a seat, `you` is null: a spectator's view, or the seat's view of an open public
  // table, which the server shows anyone looking in.
  const seated = table.you !== null;
  // A rematch's seat kept for this person: theirs to take, or to decline (as leaving).
  const invited = table.seats.some(keptForYou);
  // A seat the server would give them: open and not kept for someone else, or a computer's.
  const free = table.seats.some(
    (s) => s.kind === 'computer' || (s.kind === 'open' && (!s.invited || keptForYou(s))),
  );
  const open = table.seats.filter((s) => s.kind === 'open').length;
  const people = table.seats.filter((s) => s.kind === 'person').length;
  const canStart = open === 0 || (table.fillWithComputers !== null && people >= 2);
  const path = { params: { path: { id: table.id } } };

  async function run(what: () => Promise<unknown>) {
    setError(null);
    try {
      await what();
    } catch (err) {
      setError(errorText(err));
    }
  }
  const start = () => run(() => follower.act(() => unwrap(api.POST('/v1/tables/{id}/start', path))));
  // Someone new gives the name the others will see first (kept as their player's name).
  const sit = () =>
    run(async () => {
      if (newcomer) await ensurePlayer(name);
      await follower.act(() => unwrap(api.POST('/v1/tables/{id}/seats', path)));
    });
  const leave = () =>
    run(async () => {
      await unwrap(api.DELETE('/v1/tables/{id}/seats/me', path));
      navigate('/friends');
    });
  const about = rulesWords(table);
  const copy = () =>
    run(async () => {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    });

  return (
    <section class="panel waiting">
      <h1 tabIndex={-1}>
        {t('table.wait.heading', { game: about.game, code: table.code })}
        {table.rated && <small class="rated-mark"> {t('table.wait.rated')}</small>}
      </h1>
      <p role="status" class="status">
        {table.status === 'closed'
          ? t('table.wait.closed')
          : open > 0
            ? waitingFor(table.seats)
            : creator
              ? t('table.wait.seatedStart')
              : t('table.wait.seatedWait')}
      </p>
      <Retrying problem={props.problem} onTryNow={() => follower.wake()} />
      <div class="share">
        <p>
          {t('table.wait.joinCode')} <strong class="code">{table.code}</strong>. {t('table.wait.sendLink')}
        </p>
        <div class="inline">
          <div class="field grow">
            <label for="share-link">{t('table.wait.shareLink')}</label>
            <input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <button type="button" onClick={copy}>
            {copied ? t('table.wait.copied') : t('table.wait.copyLink')}
          </button>
        </div>
      </div>
      <h2>{t('table.wait.seats')}</h2>
      <ol class="seats">
        {table.seats.map((s) => (
          <li key={s.seat} class={s.kind}>
            <PlayerName seat={s} you={table.you} />
            {s.kind === 'computer' && s.seat !== table.you && t('table.wait.computerUnless')}
          </li>
        ))}
      </ol>
      <p class="rules-summary">
        {about.summary}
        {table.fillWithComputers && ` · ${t('table.wait.fillComputers')}`}
        {table.moveTimeLimitSeconds &&
          ` · ${t('table.wait.perMove', { n: Math.round(table.moveTimeLimitSeconds / 60) })}`}
        {` · ${table.visibility === 'public' ? t('table.wait.listed') : t('table.wait.private')}`}
      </p>
      <Problem text={error} />
      {table.status === 'open' && (
        <div class="actions">
          {!seated && free && newcomer && (
            <NameField
              id="sit-name"
              label={t('table.wait.nameLabel')}
              value={name}
              onInput={setName}
              required
            />
          )}
          {!seated && free && (
            <button type="button" class="primary" onClick={sit} disabled={newcomer && name.trim() === ''}>
              {t('table.wait.takeSeat')}
            </button>
          )}
          {creator && (
            <button type="button" class="primary" disabled={!canStart} onClick={start}>
              {t('table.wait.start')}
            </button>
          )}
          {(seated || invited) && (
            <button type="button" onClick={leave}>
              {creator ? t('table.wait.close') : seated ? t('table.wait.leave') : t('table.wait.decline')}
            </button>
          )}
        </div>
      )}
      {creator && !canStart && table.status === 'open' && (
        <p class="hint">{table.fillWithComputers ? t('table.wait.needSecond') : t('table.wait.needAll')}</p>
      )}
    </section>
  );
}
