/**
 * The hub: the engine double in the middle, the others' trains above it, the Mexican train and
 * yours below, nearest your hand. Each train shows its last few tiles (and how many came before),
 * its marker and a double waiting to be covered, and its owner's tile count, total and turn; a
 * train the chosen tile fits is a button.
 */
import type { Schemas, TrainTable } from '../../api/client';
import { t } from '../../i18n';
import { seatName } from '../../ui/names';
import { Domino, numbersOf } from '../Domino';

type TrainView = Schemas['TrainView'];
type Train = TrainView['trains'][number];

/** How many of a train's last tiles are drawn: enough to read it, few enough for a phone. */
export const SHOWN_TILES = 4;

/**
 * A train's tiles as they lie, each turned so that the number it was matched by faces the hub:
 * "5-12" after a 12 reads 12-5.
 */
export function laidOut(engine: string, tiles: string[]): string[] {
  let open = numbersOf(engine)[0];
  return tiles.map((tile) => {
    const [a, b] = numbersOf(tile);
    const [near, far] = a === open ? [a, b] : [b, a];
    open = far;
    return `${near}-${far}`;
  });
}

/**
 * A train's name as the person reads it: theirs, another seat's, or the Mexican train; `mid` for
 * one inside a sentence ("Play 1-2 on the Mexican train").
 */
export function trainName(table: TrainTable, train: Train, mid = false): string {
  if (train.owner === null) return t(mid ? 'trains.mexican.mid' : 'trains.mexican');
  if (train.owner === table.you) return t(mid ? 'trains.yourTrain.mid' : 'trains.yourTrain');
  return t(mid ? 'trains.trainOf.mid' : 'trains.trainOf', { name: seatName(table.seats[train.owner]) });
}

/**
 * The order the trains are drawn in, top to bottom: the others' in turn order after yours, then
 * the Mexican train, then yours (a spectator's seat 0 stands for "yours").
 */
export function spokeOrder(players: number, you: number | null): number[] {
  const own = you ?? 0;
  const others = Array.from({ length: players - 1 }, (_, i) => (own + 1 + i) % players);
  return [...others, players, own];
}

function Spoke(props: {
  table: TrainTable;
  index: number;
  /** The chosen tile, when it fits this train. */
  target: string | null;
  onTrain: (index: number) => void;
}) {
  const view = props.table.view!;
  const train = view.trains[props.index];
  const name = trainName(props.table, train);
  const tiles = laidOut(view.engine, train.tiles);
  const shown = tiles.slice(-SHOWN_TILES);
  const before = tiles.length - shown.length;
  const mine = train.owner !== null && train.owner === props.table.you;
  const owner = train.owner;
  const turn = owner !== null && view.status === 'playing' && view.turn === owner;
  const classes = [
    turn ? 'turn' : '',
    'spoke',
    train.owner === null ? 'mexican' : '',
    mine ? 'mine' : '',
    train.marker ? 'marked' : '',
    train.openDouble ? 'open-double' : '',
    props.target ? 'target' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      <span class="spoke-head">
        <span class="spoke-name">{name}</span>
        {train.marker && (
          <span class="marker" title={t('trains.marker')}>
            <span aria-hidden="true">⚑</span> <span class="visually-hidden">{t('trains.marker')}</span>
          </span>
        )}
        {owner !== null && (
          <span class="spoke-seat">
            {t('trains.seatLine', { count: view.handCounts[owner], total: view.totals[owner] })}
          </span>
        )}
        {turn && <span class="turn-mark">{t('trains.turnMark')}</span>}
        {train.openDouble && <span class="double-badge">{t('trains.openDouble')}</span>}
        {before > 0 && <span class="spoke-before">{t('trains.earlier', { count: before })}</span>}
      </span>
      <span class="spoke-tiles">
        {shown.length === 0 && <span class="spoke-empty">{t('trains.notStarted')}</span>}
        {shown.map((tile, i) => {
          const [a, b] = numbersOf(tile);
          return (
            <Domino
              key={`${before + i}`}
              tile={tile}
              across={a !== b}
              class={a === b ? 'domino train-tile double' : 'domino train-tile'}
            />
          );
        })}
      </span>
    </>
  );
  return (
    <li class={classes} data-train={props.index}>
      {props.target ? (
        <button type="button" class="spoke-button" onClick={() => props.onTrain(props.index)}>
          <span class="visually-hidden">{t('trains.playHere', { tile: props.target })} </span>
          {body}
        </button>
      ) : (
        <div class="spoke-body">{body}</div>
      )}
    </li>
  );
}

export function Hub(props: {
  table: TrainTable;
  /** The chosen tile and the trains it fits. */
  chosen: { tile: string; trains: number[] } | null;
  onTrain: (index: number) => void;
}) {
  const { table, chosen } = props;
  const view = table.view!;
  const order = spokeOrder(view.players, table.you);
  const spoke = (index: number) => (
    <Spoke
      key={index}
      table={table}
      index={index}
      target={chosen?.trains.includes(index) ? chosen.tile : null}
      onTrain={props.onTrain}
    />
  );
  return (
    <section class="hub" aria-labelledby="hub-heading">
      <h2 id="hub-heading" class="visually-hidden">
        {t('trains.hub')}
      </h2>
      <ol class="spokes others">{order.slice(0, -2).map(spoke)}</ol>
      <div class="engine">
        <Domino tile={view.engine} across class="domino engine-tile" />
        <span>{t('trains.engine', { tile: view.engine })}</span>
      </div>
      <ol class="spokes ours">{order.slice(-2).map(spoke)}</ol>
    </section>
  );
}
