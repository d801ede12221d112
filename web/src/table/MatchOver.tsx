/**
 * After the match: in a rated match, each seat's rating change (before → after); then a rematch
 * (asked for, or joined when another asked), or a new game.
 */
import { useState } from 'preact/hooks';
import { api, errorText, type Table, unwrap } from '../api/client';
import { HandLinks } from '../review/HandLinks';
import { Link, navigate } from '../ui/navigation';
import { PlayerName } from '../ui/player-name';
import { poolName, signedChange } from '../ui/pools';
import { Problem } from '../ui/problem';

/** The ratings the match's end changed, by seat (nothing for an unrated match, or one not rated). */
export function RatingChange({ table }: { table: Table }) {
  const change = table.ratingChange;
  if (!change) {
    if (!table.rated) return null;
    return <p class="hint">This rated match ended before anyone moved: it does not count towards ratings.</p>;
  }
  return (
    <section class="rating-changes" aria-labelledby="rating-change-heading">
      <h2 id="rating-change-heading">Ratings · {poolName(change.pool)}</h2>
      <table class="stats">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {change.seats.map((c) => (
            <tr key={c.seat} data-seat={c.seat}>
              <th scope="row">
                <PlayerName seat={table.seats[c.seat]} you={table.you} />
              </th>
              <td>{c.ratingBefore}</td>
              <td>
                <span aria-hidden="true">→ </span>
                {c.ratingAfter}
              </td>
              <td class={c.change > 0 ? 'gain up' : c.change < 0 ? 'gain down' : 'gain'}>
                {signedChange(c.change)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

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
      <RatingChange table={table} />
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
