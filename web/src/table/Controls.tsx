/** Your hand and what you may do with it: play a tile, draw, choose another tile, skip the moves being shown. */
import type { Table } from '../api/client';
import { Hand } from './Hand';
import { HintButton } from './Hint';
import type { Motion } from './motion';
import type { Moves } from './moves';

export function Controls(props: { table: Table; moves: Moves; motion: Motion; yourTurn: boolean }) {
  const { table, moves, motion, yourTurn } = props;
  const view = table.view!;
  const last = motion.scene.last;
  // Tiles you have just drawn (only your own view names them).
  const drawn = last?.type === 'draw' && last.seat === table.you ? last.tiles : undefined;
  if (!view.hand) return null;
  return (
    <>
      <Hand
        tiles={view.hand}
        playable={yourTurn && !moves.sending ? moves.playable : new Set()}
        chosen={moves.chosen}
        pips={view.handPips}
        drawn={drawn}
        onTile={moves.onTile}
      />
      <div class="actions">
        {yourTurn && moves.canDraw && (
          <button type="button" onClick={() => moves.send({ draw: true })} disabled={moves.sending}>
            Draw a tile
          </button>
        )}
        {yourTurn && <HintButton table={table} disabled={moves.sending} />}
        {moves.chosen && (
          <button type="button" onClick={moves.unchoose}>
            Choose another tile
          </button>
        )}
        {motion.showing && (
          <button type="button" class="link" onClick={motion.skip}>
            Skip to now
          </button>
        )}
      </div>
    </>
  );
}
