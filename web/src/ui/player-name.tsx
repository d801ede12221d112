/**
 * A seat's name as it is shown at the table, linking to the person's public profile (computer
 * players and open seats have none, and stay words).
 */
import { Fragment } from 'preact';
import type { Seat, Table } from '../api/client';
import { listParts, t } from '../i18n';
import { seatName } from './names';
import { Link } from './navigation';

export function profilePath(playerId: string): string {
  return `/players/${encodeURIComponent(playerId)}`;
}

export function PlayerName({ seat, you }: { seat: Seat | undefined; you?: number | null }) {
  const name = seatName(seat, you);
  if (seat?.kind !== 'person') return <>{name}</>;
  return (
    <Link href={profilePath(seat.playerId)} class="player-link">
      {name}
    </Link>
  );
}

/**
 * A side's names, each a link where it is a person's: "Ana", or for a team "You and Cy"; `apart`
 * keeps each name whole on its line (a narrow column breaks between names, not inside one).
 */
export function SideNames({ table, side, apart }: { table: Table; side: number; apart?: boolean }) {
  const sides = table.view?.sides ?? table.seats.map((s) => s.seat);
  const members = table.seats.filter((s) => sides[s.seat] === side);
  if (members.length === 0) return <>{t('common.side', { n: side + 1 })}</>;
  // The language's own "and" and commas between the names (Intl.ListFormat), each name a link.
  const parts = listParts(members.map((s) => String(s.seat)));
  return (
    <>
      {parts.map((part, i) => {
        if (part.type === 'literal') return <Fragment key={`and-${i}`}>{part.value}</Fragment>;
        const s = members.find((m) => String(m.seat) === part.value)!;
        return apart ? (
          <span class="side-member">
            <PlayerName seat={s} you={table.you} />
          </span>
        ) : (
          <PlayerName key={s.seat} seat={s} you={table.you} />
        );
      })}
    </>
  );
}
