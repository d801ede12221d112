/** Before the start: the join code, the share link, the seats, and Start for the table's creator. */
import { useState } from 'preact/hooks';
import { api, errorText, lineTableOf, type Table, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { currentPlayerId, currentToken, savedName } from '../api/token';
import { gameName } from '../ui/games';
import { NameField } from '../ui/name-field';
import { keptForYou, waitingFor } from '../ui/names';
import { navigate } from '../ui/navigation';
import { PlayerName } from '../ui/player-name';
import { Problem, Retrying } from '../ui/problem';
import { shareLink } from '../ui/share-link';
import type { TableFollower } from './follow';

export function WaitingRoom(props: {
  table: Table;
  follower: TableFollower;
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
  const start = () =>
    run(() => follower.act(() => unwrap(api.POST('/v1/tables/{id}/start', path)).then(lineTableOf)));
  // Someone new gives the name the others will see first (kept as their player's name).
  const sit = () =>
    run(async () => {
      if (newcomer) await ensurePlayer(name);
      await follower.act(() => unwrap(api.POST('/v1/tables/{id}/seats', path)).then(lineTableOf));
    });
  const leave = () =>
    run(async () => {
      await unwrap(api.DELETE('/v1/tables/{id}/seats/me', path));
      navigate('/friends');
    });
  const copy = () =>
    run(async () => {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    });

  return (
    <section class="panel waiting">
      <h1 tabIndex={-1}>
        {gameName(table.rules.preset)} table {table.code}
        {table.rated && <small class="rated-mark"> rated</small>}
      </h1>
      <p role="status" class="status">
        {table.status === 'closed'
          ? 'This table was closed.'
          : open > 0
            ? waitingFor(table.seats)
            : creator
              ? 'Everyone is seated: start when you are ready.'
              : 'Everyone is seated: waiting for the host to start.'}
      </p>
      <Retrying problem={props.problem} onTryNow={() => follower.wake()} />
      <div class="share">
        <p>
          Join code <strong class="code">{table.code}</strong>. Send your friends this link: opening it takes
          a seat.
        </p>
        <div class="inline">
          <div class="field grow">
            <label for="share-link">Share link</label>
            <input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <button type="button" onClick={copy}>
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </div>
      </div>
      <h2>Seats</h2>
      <ol class="seats">
        {table.seats.map((s) => (
          <li key={s.seat} class={s.kind}>
            <PlayerName seat={s} you={table.you} />
            {s.kind === 'computer' && s.seat !== table.you && ' (computer, unless a person takes the seat)'}
          </li>
        ))}
      </ol>
      <p class="rules-summary">
        {table.rules.players} players, playing to {table.rules.target}
        {table.fillWithComputers && ' · seats still open at the start go to computer players'}
        {table.moveTimeLimitSeconds && ` · ${Math.round(table.moveTimeLimitSeconds / 60)} min per move`}
        {table.visibility === 'public' ? ' · listed in the lobby' : ' · private: only people with the link'}
      </p>
      <Problem text={error} />
      {table.status === 'open' && (
        <div class="actions">
          {!seated && free && newcomer && (
            <NameField
              id="sit-name"
              label="Your name, as the others will see it"
              value={name}
              onInput={setName}
              required
            />
          )}
          {!seated && free && (
            <button type="button" class="primary" onClick={sit} disabled={newcomer && name.trim() === ''}>
              Take a seat
            </button>
          )}
          {creator && (
            <button type="button" class="primary" disabled={!canStart} onClick={start}>
              Start the match
            </button>
          )}
          {(seated || invited) && (
            <button type="button" onClick={leave}>
              {creator ? 'Close the table' : seated ? 'Leave the table' : 'Decline the rematch'}
            </button>
          )}
        </div>
      )}
      {creator && !canStart && table.status === 'open' && (
        <p class="hint">
          {table.fillWithComputers
            ? 'A second person must sit down; then the empty seats go to computer players.'
            : 'Every seat needs a player before the start.'}
        </p>
      )}
    </section>
  );
}
