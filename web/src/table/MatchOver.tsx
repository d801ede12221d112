/**
 * After the match, first on the table: who won and the final scores, a rematch (asked for, or
 * joined when another asked) or a new game, in a rated match each seat's rating change (before →
 * after), and the hands to review; the last hand's details come below it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { type AnyTable, api, errorText, type Table, unwrap } from '../api/client';
import { HandLinks } from '../review/HandLinks';
import { Link, navigate } from '../ui/navigation';
import { PlayerName, SideNames } from '../ui/player-name';
import { poolName, signedChange } from '../ui/pools';
import { Problem } from '../ui/problem';
import { winnerWords } from './status';
import './match-over.css';
import { t } from '../i18n';

/**
 * The ratings the match's end changed, by seat (nothing for an unrated match, or one not rated),
 * in `order` (seats, e.g. by place at a Mexican Train table) or the API's.
 */
export function RatingChange({
  table,
  order,
}: {
  table: Pick<AnyTable, 'rated' | 'ratingChange' | 'seats' | 'you'>;
  order?: number[];
}) {
  const change = table.ratingChange;
  if (!change) {
    if (!table.rated) return null;
    return <p class="hint">{t('table.ratedNoMove')}</p>;
  }
  const rows = order ? order.flatMap((seat) => change.seats.filter((c) => c.seat === seat)) : change.seats;
  return (
    <section class="rating-changes" aria-labelledby="rating-change-heading">
      <h2 id="rating-change-heading">{t('table.ratings', { pool: poolName(change.pool) })}</h2>
      <table class="stats">
        <thead>
          <tr>
            <th scope="col">{t('table.player')}</th>
            <th scope="col">{t('table.before')}</th>
            <th scope="col">{t('table.after')}</th>
            <th scope="col">{t('table.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
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
        {t('table.matchOver')}
      </h2>
      <p class="match-winner">{winnerWords(table)}</p>
      <ol class="final-scores" aria-label={t('table.finalScores')}>
        {sides.map(({ score, side }) => (
          <li key={side} class={view.winner === side ? 'winner' : undefined}>
            <span class="final-name">
              <SideNames table={table} side={side} />
              {view.winner === side && <span class="visually-hidden">{t('table.winnerMark')}</span>}
            </span>{' '}
            <strong>{score}</strong>
          </li>
        ))}
      </ol>
      <Problem text={error} />
      {!spectator && (
        <div class="actions match-actions">
          <button type="button" class="primary big-action" onClick={rematch}>
            {table.rematch ? t('table.joinRematch') : t('table.rematch')}
          </button>
          <Link href="/" class="button-link">
            {t('table.newGame')}
          </Link>
        </div>
      )}
      <RatingChange table={table} />
      <HandLinks table={table} />
    </section>
  );
}
