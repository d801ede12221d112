/**
 * After the match, first on the table: who won and the final scores, a rematch (asked for, or
 * joined when another asked) or a new game, in a rated match each seat's rating change (before →
 * after), and the hands to review; the last hand's details come below it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, errorText, type Table, unwrap } from '../api/client';
import { HandLinks } from '../review/HandLinks';
import { Link, navigate } from '../ui/navigation';
import { PlayerName, SideNames } from '../ui/player-name';
import { poolName, signedChange } from '../ui/pools';
import { Problem } from '../ui/problem';
import { matchResult } from './status';
import './match-over.css';

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

export function MatchOver({ table, spectator }: { table: Table; spectator: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The game's controls gone, the keyboard's focus comes to the result.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, []);
  const view = table.view!;
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
  const sides = view.scores.map((score, side) => ({ score, side })).sort((a, b) => b.score - a.score);
  return (
    <section class="match-over" aria-labelledby="match-over-heading">
      <h2 id="match-over-heading" tabIndex={-1} ref={heading}>
        Match over
      </h2>
      <p class="match-winner">{matchResult(table).replace(/^Match over: /, '')}</p>
      <ol class="final-scores" aria-label="Final scores">
        {sides.map(({ score, side }) => (
          <li key={side} class={view.winner === side ? 'winner' : undefined}>
            <span class="final-name">
              <SideNames table={table} side={side} />
              {view.winner === side && <span class="visually-hidden"> (winner)</span>}
            </span>{' '}
            <strong>{score}</strong>
          </li>
        ))}
      </ol>
      <Problem text={error} />
      {!spectator && (
        <div class="actions match-actions">
          <button type="button" class="primary big-action" onClick={rematch}>
            {table.rematch ? 'Join the rematch' : 'Rematch'}
          </button>
          <Link href="/" class="button-link">
            New game
          </Link>
        </div>
      )}
      <RatingChange table={table} />
      <HandLinks table={table} />
    </section>
  );
}
