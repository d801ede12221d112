/** The scores against the target (team scores in a partnership, "Us" and "Them"), and the score pad. */
import type { FeedEvent, Table } from '../api/client';
import { t } from '../i18n';
import { inTeams, sideName } from '../ui/names';
import { SideNames } from '../ui/player-name';
import { teamOf } from './Seats';

type Ended = Extract<FeedEvent, { type: 'handEnded' }>;

/** A side's team tag, from any seat on it. */
function sideTag(table: Table, side: number) {
  const seat = table.view!.sides.indexOf(side);
  return seat >= 0 ? teamOf(table, seat) : null;
}

function teamClass(team: { us: boolean } | null): string {
  return team ? (team.us ? 'team-us' : 'team-them') : '';
}

export function Scores({ table, scores }: { table: Table; scores: number[] }) {
  const view = table.view!;
  const target = table.rules.target;
  return (
    <section class={inTeams(table) ? 'scores teams' : 'scores'} aria-labelledby="scores-heading">
      <h2 id="scores-heading">
        {inTeams(table) ? t('table.teamScores') : t('table.scores')}{' '}
        <small>{t('table.playingTo', { target })}</small>
      </h2>
      <table>
        <tbody>
          {scores.map((score, side) => {
            const team = sideTag(table, side);
            const classes = [view.winner === side ? 'winner' : '', teamClass(team)].filter(Boolean);
            return (
              <tr key={side} class={classes.join(' ') || undefined}>
                <th scope="row">
                  <SideNames table={table} side={side} apart={team !== null} />
                  {team && <span class="team-tag">{team.tag}</span>}
                </th>
                <td>{score}</td>
                <td class="bar-cell" aria-hidden="true">
                  <span
                    class="bar"
                    style={{ width: `${Math.max(0, Math.min(100, (score / target) * 100))}%` }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The scores in a line, for the top bar on a phone ("You 35 · Greedy computer 20"). */
export function ScoreChips({ table, scores }: { table: Table; scores: number[] }) {
  return (
    <span class="score-chips" aria-hidden="true">
      {scores.map((s, side) => {
        const team = sideTag(table, side);
        return (
          <span key={side} class={`chip ${teamClass(team)}`.trim()}>
            {team ? team.tag : sideName(table, side)} <strong>{s}</strong>
          </span>
        );
      })}
    </span>
  );
}

/**
 * Hand by hand: what each side scored in it (during play and at its end), and the running total;
 * there from the first hand on, empty until a hand ends.
 */
export function ScorePad({ table, ended }: { table: Table; ended: Ended[] }) {
  const sides = table.view!.scores.length;
  const gain = (e: Ended, side: number) => (e.points[side] ?? 0) + (e.deltas[side] ?? 0);
  const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
  return (
    <section class="score-pad" aria-labelledby="pad-heading">
      <h2 id="pad-heading">{t('table.scorePad')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('table.hand')}</th>
            {Array.from({ length: sides }, (_, side) => (
              <th scope="col" key={side}>
                {sideTag(table, side)?.tag ?? <SideNames table={table} side={side} />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ended.length === 0 && (
            <tr class="pad-empty">
              <td colSpan={sides + 1}>{t('table.noHandEnded')}</td>
            </tr>
          )}
          {ended.map((e) => (
            <tr key={e.handNo}>
              <th scope="row">{e.handNo}</th>
              {e.scores.map((total, side) => (
                <td key={side} class={e.winner === side ? 'won' : undefined}>
                  <span class="gain">{signed(gain(e, side))}</span> <span class="total">{total}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
