/** Your hand and what you may do with it: play a tile, draw, choose another tile, skip the moves being shown. */
import type { Table } from '../api/client';
import { t } from '../i18n';
import { Hand, returnFocusToHand } from './Hand';
import { HintButton } from './Hint';
import type { Motion } from './motion';
import type { Moves } from './moves';

const pipsOf = (tiles: string[]) =>
  tiles.reduce((sum, t) => sum + t.split('-').reduce((a, n) => a + Number(n), 0), 0);

export function Controls(props: {
  table: Table;
  /** Your tiles as the scene has them (shown.ts handAt). */
  hand: string[] | null;
  moves: Moves;
  motion: Motion;
  yourTurn: boolean;
}) {
  const { table, moves, motion, yourTurn } = props;
  const last = motion.scene.last;
  // Tiles you have just drawn (only your own view names them).
  const drawn = last?.type === 'draw' && last.seat === table.you ? last.tiles : undefined;
  if (!props.hand) return null;
  // The tile on its way to the line has left the hand.
  const tiles = props.hand.filter((t) => t !== moves.sent);
  return (
    <>
      <Hand
        tiles={tiles}
        playable={yourTurn && !moves.sending ? moves.playable : new Set()}
        chosen={moves.chosen}
        pips={pipsOf(tiles)}
        drawn={drawn}
        onTile={moves.onTile}
      />
      <div class="actions">
        {yourTurn && moves.canDraw && (
          <button
            type="button"
            onClick={() => {
              returnFocusToHand();
              void moves.send({ draw: true });
            }}
            disabled={moves.sending}
          >
            {t('table.drawTile')}
          </button>
        )}
        {yourTurn && <HintButton table={table} disabled={moves.sending} />}
        {moves.chosen && (
          <button type="button" onClick={moves.unchoose}>
            {t('table.chooseAnother')}
          </button>
        )}
        {motion.showing && (
          <button type="button" class="link" onClick={motion.skip}>
            {t('table.skipToNow')}
          </button>
        )}
      </div>
    </>
  );
}
