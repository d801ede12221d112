/** The felt: the seats around the line as the scene has them, the line in the middle. */
import type { Table } from '../api/client';
import { Board } from './Board';
import type { Moves } from './moves';
import { SeatPlate } from './Seats';
import type { Scene } from './scene';

export function Felt(props: {
  table: Table;
  scene: Scene;
  /** Moves are being shown (the seat that moved last is the one marked). */
  showing: boolean;
  moves: Moves;
}) {
  const { table, scene, showing, moves } = props;
  const view = table.view!;
  const over = view.status === 'over';
  const active = showing ? (scene.last?.seat ?? null) : view.turn;
  const bottom = table.you ?? 0;
  const plate = (seat: number) => (
    <SeatPlate
      key={seat}
      table={table}
      seat={seat}
      scene={scene}
      active={active === seat}
      toPlay={!showing && !over && view.turn === seat}
      justMoved={scene.last?.seat === seat}
    />
  );
  return (
    <div class="felt">
      {table.seats.filter((s) => s.seat !== bottom).map((s) => plate(s.seat))}
      <Board
        table={table}
        scene={scene}
        showing={showing}
        choosing={moves.chosen ? { tile: moves.chosen, ends: moves.endsFor(moves.chosen) } : null}
        onChoose={(end) => moves.chosen && moves.send({ tile: moves.chosen, end })}
      />
      {plate(bottom)}
    </div>
  );
}
