/**
 * The hub: a picture of the engine double in the middle and each train a spoke from it (yours
 * straight down, nearest your hand), each spoke with its last tiles, a badge counting them all,
 * its marker and a double to cover; beside it the trains as a list (who owns each, their tile
 * count and total, whose turn), which screen readers read. A train the chosen tile fits is a
 * button in the list and a tap target on its spoke.
 */
import { useRef } from 'preact/hooks';
import type { Schemas, TrainTable } from '../../api/client';
import { t } from '../../i18n';
import { seatName } from '../../ui/names';
import { DominoShape, numbersOf } from '../Domino';
import type { TrainScene } from './scene';
import {
  along,
  BADGE_R,
  BADGE_SIZE,
  FIRST_R,
  LABEL_SIZE,
  labelAt,
  placeTiles,
  shortName,
  spokeAngles,
  TARGET_W,
  TILE_L,
  TILE_W,
  WHEEL_R,
} from './wheel';

type TrainView = Schemas['TrainView'];
type Train = TrainView['trains'][number];

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

/** A train's short name on its spoke: its owner's name, or yours, or the Mexican train. */
function spokeName(table: TrainTable, train: Train): string {
  return train.owner === null || train.owner === table.you
    ? trainName(table, train)
    : seatName(table.seats[train.owner]);
}

/**
 * The order the trains are listed in, top to bottom: the others' in turn order after yours, then
 * the Mexican train, then yours (a spectator's seat 0 stands for "yours").
 */
export function spokeOrder(players: number, you: number | null): number[] {
  const own = you ?? 0;
  const others = Array.from({ length: players - 1 }, (_, i) => (own + 1 + i) % players);
  return [...others, players, own];
}

/**
 * The train the last move shown put a tile on, when that move was a play shown since the hub came
 * on screen at `since` (it is drawn landing): never again on a new look, a reload or the next round.
 */
export function landedOn(scene: TrainScene, since: { round: number; step: number }): number | null {
  const last = scene.last;
  const fresh = scene.round !== since.round || scene.step > since.step;
  return fresh && last?.type === 'play' ? last.train : null;
}

/** What a spoke is drawn as, from its train and the moment. */
interface SpokeLook {
  index: number;
  angle: number;
  mine: boolean;
  turn: boolean;
  /** The chosen tile, when it fits this train. */
  target: string | null;
}

function spokeClasses(train: Train, look: SpokeLook, base: string): string {
  return [
    base,
    train.owner === null ? 'mexican' : '',
    look.mine ? 'mine' : '',
    look.turn ? 'turn' : '',
    train.marker ? 'marked' : '',
    train.openDouble ? 'open-double' : '',
    look.target ? 'target' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** One spoke of the picture: its rail, its last tiles, its badge and marker, a tap target. */
function WheelSpoke(props: {
  scene: TrainScene;
  look: SpokeLook;
  /** The train's name, beyond its badge where the screen has room for it. */
  name: string;
  spokes: number;
  landed: boolean;
  onTrain: (index: number) => void;
}) {
  const { scene, look } = props;
  const train = scene.trains[look.index];
  const tiles = laidOut(scene.engine, train.tiles);
  const placed = placeTiles(tiles, props.spokes);
  const [bx, by] = along(look.angle, BADGE_R);
  // The marker stands beside the badge, a quarter turn round from the spoke.
  const [fx, fy] = along(look.angle + 90, BADGE_SIZE + 9);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a shortcut for a pointer; the list's button is the keyboard's and screen reader's way
    <g
      class={spokeClasses(train, look, 'wheel-spoke')}
      data-train={look.index}
      onClick={look.target ? () => props.onTrain(look.index) : undefined}
    >
      <g transform={`rotate(${look.angle})`}>
        {look.target && (
          <rect
            class="wheel-target"
            x={FIRST_R - 6}
            y={-TARGET_W / 2}
            width={WHEEL_R - FIRST_R + 4}
            height={TARGET_W}
            rx={10}
          />
        )}
        <line class="rail" x1={FIRST_R - 4} y1={0} x2={BADGE_R - BADGE_SIZE} y2={0} />
        {placed.map((p) => {
          const [a, b] = numbersOf(p.tile);
          const last = p.index === tiles.length - 1;
          const classes = [
            'wheel-tile',
            a === b ? 'double' : '',
            last && train.openDouble ? 'open' : '',
            last && props.landed ? 'arriving' : '',
          ];
          // Along the spoke a tile's near half faces the hub; a double across it stands upright.
          const shape = p.across
            ? `translate(${-TILE_W / 2} ${-TILE_L / 2}) scale(${TILE_W / 50})`
            : `translate(${-TILE_L / 2} ${-TILE_W / 2}) scale(${TILE_W / 50})`;
          return (
            <g key={`${scene.round}-${p.index}`} transform={`translate(${p.centre} 0)`}>
              <g class={classes.filter(Boolean).join(' ')}>
                <g transform={shape}>
                  <DominoShape a={a} b={b} across={!p.across} />
                </g>
              </g>
            </g>
          );
        })}
      </g>
      <circle class="badge" cx={bx} cy={by} r={BADGE_SIZE} />
      <text class="badge-count" x={bx} y={by} text-anchor="middle" dominant-baseline="central">
        {train.tiles.length}
      </text>
      <SpokeName angle={look.angle} name={props.name} />
      {train.marker && (
        <g class="wheel-marker" transform={`translate(${bx + fx} ${by + fy})`}>
          <line x1={-4} y1={9} x2={-4} y2={-9} />
          <path d="M -4 -9 L 8 -4.5 L -4 0 Z" />
        </g>
      )}
    </g>
  );
}

/** A spoke's name, level, beyond its badge (shown at desktop widths only: trains.css). */
function SpokeName(props: { angle: number; name: string }) {
  const at = labelAt(props.angle);
  return (
    <text
      class="spoke-label"
      x={at.x}
      y={at.y}
      font-size={LABEL_SIZE}
      text-anchor={at.anchor}
      dominant-baseline={at.baseline}
    >
      {shortName(props.name)}
    </text>
  );
}

/** A small arrow pointing the way a train's spoke does: the list's key to the picture. */
function Pointer(props: { angle: number }) {
  return (
    <svg class="pointer" viewBox="-10 -10 20 20" aria-hidden="true" focusable="false">
      <path transform={`rotate(${props.angle})`} d="M -7 0 L 5 0 M 1 -4.5 L 6 0 L 1 4.5" />
    </svg>
  );
}

/** One train in the list: its name, marker, owner's tiles and total, its length; a button when a target. */
function ListedTrain(props: {
  table: TrainTable;
  scene: TrainScene;
  look: SpokeLook;
  onTrain: (index: number) => void;
}) {
  const { table, scene, look } = props;
  const view = table.view!;
  const train = scene.trains[look.index];
  const owner = train.owner;
  const tiles = laidOut(scene.engine, train.tiles);
  const end = tiles.length > 0 ? numbersOf(tiles[tiles.length - 1])[1] : numbersOf(scene.engine)[0];
  const body = (
    <>
      <Pointer angle={look.angle} />
      <span class="spoke-name">{trainName(table, train)}</span>
      {train.marker && (
        <span class="marker" title={t('trains.marker')}>
          <span aria-hidden="true">⚑</span> <span class="visually-hidden">{t('trains.marker')}</span>
        </span>
      )}
      {look.turn && <span class="turn-mark">{t('trains.turnMark')}</span>}
      {train.openDouble && <span class="double-badge">{t('trains.openDouble')}</span>}
      <span class="spoke-length">
        {tiles.length === 0 ? t('trains.notStarted') : t('trains.length', { count: tiles.length, end })}
      </span>
      {tiles.length > 0 && (
        <span class="visually-hidden">{t('trains.lastTiles', { tiles: tiles.slice(-3).join(', ') })}</span>
      )}
      {owner !== null && (
        <span class="spoke-seat">
          {t('trains.seatLine', { count: scene.handCounts[owner], total: view.totals[owner] })}
        </span>
      )}
    </>
  );
  return (
    <li class={spokeClasses(train, look, 'spoke')} data-train={look.index}>
      {look.target ? (
        <button type="button" class="spoke-button" onClick={() => props.onTrain(look.index)}>
          <span class="visually-hidden">{t('trains.playHere', { tile: look.target })} </span>
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
  /** The round as shown now (the moves one at a time). */
  scene: TrainScene;
  /** The chosen tile and the trains it fits. */
  chosen: { tile: string; trains: number[] } | null;
  onTrain: (index: number) => void;
}) {
  const { table, scene, chosen } = props;
  const order = spokeOrder(scene.handCounts.length, table.you);
  const angles = spokeAngles(order.length);
  const looks: SpokeLook[] = order.map((index, p) => {
    const owner = scene.trains[index].owner;
    return {
      index,
      angle: angles[p],
      mine: owner !== null && owner === table.you,
      turn: owner !== null && scene.turn === owner,
      target: chosen?.trains.includes(index) ? chosen.tile : null,
    };
  });
  // Where the hub came on screen: a tile lands only for a move shown after that.
  const since = useRef({ round: scene.round, step: scene.step }).current;
  const landed = landedOn(scene, since);
  const [ea, eb] = numbersOf(scene.engine);
  return (
    <section class="hub" aria-labelledby="hub-heading">
      <h2 id="hub-heading" class="visually-hidden">
        {t('trains.hub')}
      </h2>
      <div class="wheel-box">
        <svg
          class={`wheel spokes-${order.length}`}
          viewBox={`${-WHEEL_R} ${-WHEEL_R} ${2 * WHEEL_R} ${2 * WHEEL_R}`}
          aria-hidden="true"
          focusable="false"
        >
          {looks.map((look) => (
            <WheelSpoke
              key={look.index}
              scene={scene}
              look={look}
              spokes={order.length}
              name={spokeName(table, scene.trains[look.index])}
              landed={landed === look.index}
              onTrain={props.onTrain}
            />
          ))}
          <g class="engine-tile" transform="translate(-32 -16) scale(0.64)">
            <DominoShape a={ea} b={eb} across />
          </g>
        </svg>
        <p class="engine">{t('trains.engine', { tile: scene.engine })}</p>
      </div>
      <ol class="spokes">
        {looks.map((look) => (
          <ListedTrain key={look.index} table={table} scene={scene} look={look} onTrain={props.onTrain} />
        ))}
      </ol>
    </section>
  );
}
