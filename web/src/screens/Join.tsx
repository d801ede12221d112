/** /join/<code>: opening a share link takes a seat at once, then shows the table. */
import { useEffect, useState } from 'preact/hooks';
import { ApiProblem, api, errorText, unwrap } from '../api/client';
import { ensurePlayer } from '../api/session';
import { Link, navigate } from '../router';
import { Problem } from './problem';
import { useTitle } from './title';

export default function Join(props: { code: string }) {
  useTitle('Joining a table');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      await ensurePlayer();
      try {
        const table = await unwrap(
          api.POST('/v1/tables/{id}/seats', { params: { path: { id: props.code } } }),
        );
        if (live) navigate(`/tables/${table.id}`, { replace: true });
      } catch (err) {
        // Already under way without you: watch it when it is public, rather than stop at an error.
        if (err instanceof ApiProblem && err.code === 'table/already-started') {
          const table = await unwrap(
            api.GET('/v1/tables/{id}/spectate', { params: { path: { id: props.code } } }),
          ).catch(() => {
            throw err;
          });
          if (live) navigate(`/tables/${table.id}`, { replace: true });
          return;
        }
        throw err;
      }
    })().catch((err) => live && setError(errorText(err)));
    return () => {
      live = false;
    };
  }, [props.code]);
  return (
    <section class="panel">
      <h1 tabIndex={-1}>Joining table {props.code}</h1>
      {error ? (
        <>
          <Problem text={error} />
          <p>
            <Link href="/friends">Find another table</Link> or <Link href="/">play against the computer</Link>
            .
          </p>
        </>
      ) : (
        <p class="loading">Taking a seat…</p>
      )}
    </section>
  );
}
