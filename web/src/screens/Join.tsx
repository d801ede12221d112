/**
 * /join/<code>: a share link. Someone who already plays here takes the seat at once; someone new
 * is first asked the name the others will see (kept as their player's name), with the table
 * described: by the link's own words (ui/share-link.ts) for a private table, which cannot be read
 * without a seat, else by a look at the public table. A match already under way is there to
 * watch instead.
 */
import { useEffect, useState } from 'preact/hooks';
import { type AnyTable, ApiProblem, api, errorText, problemOf, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { currentToken, savedName } from '../api/token';
import { addEnglish, tRich, t as tr } from '../i18n';
import { screens } from '../i18n/en/screens';
import { trains } from '../i18n/en/trains';
import { gameName } from '../ui/games';
import { NameField } from '../ui/name-field';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { invitationWords, readInvitation } from '../ui/share-link';
import { useTitle } from '../ui/title';

addEnglish(screens);
addEnglish(trains);

/** Takes the seat; a match already under way without you is watched instead (public tables). */
async function takeSeat(code: string): Promise<string> {
  try {
    const table = await unwrap(api.POST('/v1/tables/{id}/seats', { params: { path: { id: code } } }));
    return table.id;
  } catch (err) {
    if (err instanceof ApiProblem && err.code === 'table/already-started') {
      const table = await unwrap(
        api.GET('/v1/tables/{id}/spectator-view', { params: { path: { id: code } } }),
      ).catch(() => {
        throw err;
      });
      return table.id;
    }
    throw err;
  }
}

/** "Ana's Draw table, 2 players, playing to 100", as far as a public table says. */
function about(t: AnyTable): string {
  const first = t.seats[0];
  const host = first?.kind === 'person' && first.name ? first.name : '';
  if (t.rules.game === 'mexicanTrain')
    return tr(host ? 'trains.invitationOf' : 'trains.invitation', { host, players: t.rules.players });
  const values = { host, game: gameName(t.rules.preset), players: t.rules.players, target: t.rules.target };
  return tr(host ? 'common.invitationOf' : 'common.invitation', values);
}

/** Where to go when this table is none to sit at. */
function OtherWays() {
  return (
    <p>
      {tRich('screens.join.otherWays', {
        lobby: (words) => <Link href="/lobby">{words}</Link>,
        computer: (words) => <Link href="/">{words}</Link>,
      })}
    </p>
  );
}

function AskName(props: { code: string }) {
  const [invitation] = useState(() => readInvitation(location.search));
  const [table, setTable] = useState<AnyTable | null>(null);
  // A private table refuses a look without a seat: its link says what it is instead.
  const [looked, setLooked] = useState(invitation?.private === true);
  const [missing, setMissing] = useState<string | null>(null);
  const [name, setName] = useState(savedName() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  useEffect(() => {
    if (invitation?.private) return;
    let live = true;
    // A public table shows what it is; a private one refuses a look without a seat (401/403).
    api
      .GET('/v1/tables/{id}/spectator-view', { params: { path: { id: props.code } } })
      .then((answer) => {
        if (!live) return;
        if (answer.data) setTable(answer.data);
        else if (answer.response.status === 404)
          setMissing(errorText(problemOf(answer.response, answer.error)));
        setLooked(true);
      })
      .catch(() => live && setLooked(true));
    return () => {
      live = false;
    };
  }, [props.code]);

  async function sit(e: Event) {
    e.preventDefault();
    setError(null);
    setWorking(true);
    try {
      await ensurePlayer(name);
      navigate(`/tables/${await takeSeat(props.code)}`, { replace: true });
    } catch (err) {
      setError(errorText(err));
      setWorking(false);
    }
  }

  if (!looked) return <p class="loading">{tr('screens.join.looking')}</p>;
  if (missing)
    return (
      <>
        <Problem text={missing} />
        <OtherWays />
      </>
    );
  if (table && table.status !== 'open')
    return (
      <>
        <p>{tr('screens.join.started', { about: about(table) })}</p>
        <p>
          {tRich('screens.join.watchOr', {
            watch: (words) => <Link href={`/tables/${table.id}`}>{words}</Link>,
            computer: (words) => <Link href="/">{words}</Link>,
          })}
        </p>
      </>
    );
  return (
    <form onSubmit={sit}>
      {table ? (
        <p class="lead">{about(table)}.</p>
      ) : (
        invitation && <p class="lead">{invitationWords(invitation)}.</p>
      )}
      <NameField id="join-name" label={tr('table.wait.nameLabel')} value={name} onInput={setName} required />
      <Problem text={error} />
      <button type="submit" class="primary" disabled={working || name.trim() === ''}>
        {working ? tr('screens.join.taking') : tr('table.wait.takeSeat')}
      </button>
    </form>
  );
}

function JoinNow(props: { code: string }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    takeSeat(props.code)
      .then((id) => live && navigate(`/tables/${id}`, { replace: true }))
      .catch((err) => live && setError(errorText(err)));
    return () => {
      live = false;
    };
  }, [props.code]);
  if (error)
    return (
      <>
        <Problem text={error} />
        <OtherWays />
      </>
    );
  return <p class="loading">{tr('screens.join.taking')}</p>;
}

export default function Join(props: { code: string }) {
  useTitle(tr('screens.join.title'));
  // Read once: signing up on this screen must not swap the form for the other branch.
  const [known] = useState(() => currentToken() !== null);
  return (
    <section class="panel">
      <h1 tabIndex={-1}>{tr('screens.join.heading', { code: props.code })}</h1>
      {known ? <JoinNow code={props.code} /> : <AskName code={props.code} />}
    </section>
  );
}
