/** After the match: a rematch (asked for, or joined when another asked), or a new game. */
import { useState } from 'preact/hooks';
import { api, errorText, type Table, unwrap } from '../api/client';
import { HandLinks } from '../review/HandLinks';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';

export function MatchOver({ table }: { table: Table }) {
  const [error, setError] = useState<string | null>(null);
  async function rematch() {
    setError(null);
    try {
      const next = table.rematch
        ? await unwrap(api.POST('/v1/tables/{id}/seats', { params: { path: { id: table.rematch } } }))
        : await unwrap(api.POST('/v1/tables/{id}/rematch', { params: { path: { id: table.id } } }));
      navigate(`/tables/${next.id}`);
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <>
      <Problem text={error} />
      <div class="actions">
        <button type="button" class="primary" onClick={rematch}>
          {table.rematch ? 'Join the rematch' : 'Rematch'}
        </button>
        <Link href="/">New game</Link>
      </div>
      <HandLinks table={table} />
    </>
  );
}
