/** Around the table: each seat's name, the tiles it holds (face down), whose turn; and the scores. */
import type { Table } from '../api/client';
import { TileBack } from './Domino';
import { inTeams, seatName, sideName } from './names';
import { untilText } from './time';

export function Players({ table }: { table: Table }) {
  const view = table.view!;
  return (
    <ul class="players" aria-label="Players">
      {table.seats.map((s) => {
        const count = view.handCounts[s.seat] ?? 0;
        const turn = view.turn === s.seat;
        return (
          <li key={s.seat} class={turn ? 'player turn' : 'player'}>
            <span class="player-name">
              {seatName(s, table.you)}
              {s.kind === 'computer' && s.seat !== table.you && <span class="badge">computer</span>}
            </span>
            <span class="backs" aria-hidden="true">
              {Array.from({ length: Math.min(count, 14) }, (_, i) => (
                <TileBack key={i} />
              ))}
            </span>
            <span class="player-count">
              {count} {count === 1 ? 'tile' : 'tiles'}
              {turn && <strong class="to-play"> · to play</strong>}
              {turn && table.turn?.deadline && (
                <span class="deadline"> · {untilText(table.turn.deadline)}</span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function Scores({ table }: { table: Table }) {
  const view = table.view!;
  const target = table.rules.target;
  return (
    <section class="scores" aria-labelledby="scores-heading">
      <h2 id="scores-heading">
        {inTeams(table) ? 'Team scores' : 'Scores'} <small>playing to {target}</small>
      </h2>
      <table>
        <tbody>
          {view.scores.map((score, side) => (
            <tr key={side} class={view.winner === side ? 'winner' : undefined}>
              <th scope="row">{sideName(table, side)}</th>
              <td>{score}</td>
              <td class="bar-cell" aria-hidden="true">
                <span
                  class="bar"
                  style={{ width: `${Math.max(0, Math.min(100, (score / target) * 100))}%` }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
