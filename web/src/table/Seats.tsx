/**
 * Around the table: each seat where it sits as this person sees it (you at the bottom, the
 * others in playing order to your left, across and to your right, so a partner sits across), its
 * name and team, its tiles face down, whose turn, and its last move of the hand beside it.
 */
import type { HistoryEvent, Table } from '../api/client';
import { t } from '../i18n';
import { inTeams } from '../ui/names';
import { PlayerName } from '../ui/player-name';
import { untilText } from '../ui/time';
import { TileBack } from './Domino';
import type { Scene } from './scene';

export type Place = 'bottom' | 'left' | 'top' | 'right';

const PLACES: Record<number, Place[]> = {
  2: ['bottom', 'top'],
  3: ['bottom', 'left', 'right'],
  4: ['bottom', 'left', 'top', 'right'],
};

/** Where `seat` sits for the person at `you` (a spectator sees seat 0 at the bottom). */
export function placeOf(seat: number, you: number | null, players: number): Place {
  const k = (seat - (you ?? 0) + players) % players;
  return (PLACES[players] ?? PLACES[4])[k] ?? 'top';
}

/** "Us" or "Them" in a partnership, from the seated person's side; "Team 1"/"Team 2" for a spectator. */
export function teamOf(table: Table, seat: number): { tag: string; us: boolean } | null {
  if (!inTeams(table)) return null;
  const sides = table.view!.sides;
  if (table.you === null) return { tag: t('table.teamN', { n: sides[seat] + 1 }), us: sides[seat] === 0 };
  const us = sides[seat] === sides[table.you];
  return { tag: us ? t('table.us') : t('table.them'), us };
}

/** A seat's last move, in a few words ("drew 2", "passed"): where it happened. */
function lastMoveWords(e: HistoryEvent | null): string | null {
  if (!e) return null;
  if (e.type === 'play') return t('table.plate.played', { tile: e.tile });
  if (e.type === 'draw') return t('table.plate.drew', { n: e.count });
  return t('table.plate.passed');
}

export function SeatPlate(props: {
  table: Table;
  seat: number;
  scene: Scene;
  /** The seat whose turn it is, or who moved last while moves are being shown. */
  active: boolean;
  /** It is this seat's turn now (not a move being shown). */
  toPlay: boolean;
  /** The seat's last move is the one just shown. */
  justMoved: boolean;
}) {
  const { table, seat, scene } = props;
  const place = placeOf(seat, table.you, table.seats.length);
  const tiles = scene.counts[seat] ?? 0;
  const team = teamOf(table, seat);
  const moved = lastMoveWords(scene.lastBySeat[seat]);
  const classes = [
    'seat',
    `at-${place}`,
    props.active ? 'turn' : '',
    team ? (team.us ? 'team-us' : 'team-them') : '',
  ];
  return (
    <div class={classes.filter(Boolean).join(' ')} data-seat={seat}>
      <span class="seat-name">
        <PlayerName seat={table.seats[seat]} you={table.you} />
        {team && <span class="team-tag">{team.tag}</span>}
      </span>
      {seat !== table.you && (
        <span class="backs" aria-hidden="true">
          {Array.from({ length: Math.min(tiles, 14) }, (_, i) => (
            <TileBack key={i} />
          ))}
        </span>
      )}
      <span class="seat-count">
        {t('common.tiles', { count: tiles })}
        {props.toPlay && <strong class="to-play"> · {t('table.toPlay')}</strong>}
        {props.toPlay && table.turn?.deadline && (
          <span class="deadline"> · {untilText(table.turn.deadline)}</span>
        )}
      </span>
      {moved && (
        <span
          class={props.justMoved ? 'seat-move just' : 'seat-move'}
          key={props.justMoved ? `m${scene.step}` : 'm'}
          aria-hidden="true"
        >
          {moved}
        </span>
      )}
    </div>
  );
}

/** The tiles nobody holds: a pile of backs and how many (set aside in a block game). */
export function Boneyard(props: { tiles: number; drawing: boolean }) {
  if (!props.drawing && props.tiles === 0) return null;
  const what = props.drawing ? t('table.boneyard') : t('table.setAside');
  return (
    <div class="boneyard" role="img" aria-label={`${what}: ${t('common.tiles', { count: props.tiles })}`}>
      <span class="pile" aria-hidden="true">
        {Array.from({ length: Math.min(props.tiles, 4) }, (_, i) => (
          <TileBack key={i} />
        ))}
      </span>
      <span class="pile-count" aria-hidden="true">
        {what} <strong>{props.tiles}</strong>
      </span>
    </div>
  );
}
