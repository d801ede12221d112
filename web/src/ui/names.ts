/** What to call seats and sides on screen. */
import type { Seat, Table } from '../api/client';
import { currentPlayerId } from '../api/token';
import { formatList, t } from '../i18n';
import { levelName } from './games';

export function seatName(seat: Seat | undefined, you?: number | null): string {
  if (!seat) return t('common.nobody');
  if (you !== undefined && you !== null && seat.seat === you) return t('common.you');
  if (seat.kind === 'computer') {
    // The server names a computer in English ("Greedy computer 2"): said in the page's language,
    // its number kept.
    const name = t('common.computerName', { level: levelName(seat.level ?? 'computer') });
    const n = seat.name?.match(/ (\d+)$/)?.[1];
    return n ? `${name} ${n}` : name;
  }
  // Names that look alike at one table carry their place among the look-alikes (nameMark), as
  // the server's picture shows them: "Ana" and a Cyrillic "Аna" read "Ana" and "Аna (2)".
  if (seat.kind === 'person') {
    const name = seat.name ?? t('common.playerN', { n: seat.seat + 1 });
    return seat.nameMark ? `${name} (${seat.nameMark})` : name;
  }
  if (!seat.invited) return t('common.openSeat');
  return keptForYou(seat) ? t('common.youInvited') : t('common.invited', { name: seat.invited.name });
}

/**
 * Whether a seat is one a rematch keeps for this person, theirs to take or decline: their seat
 * until then, though `you` is null (they are not seated yet).
 */
export function keptForYou(seat: Seat): boolean {
  return seat.kind === 'open' && seat.invited?.playerId === currentPlayerId();
}

/**
 * Who else is at a table, for a list of tables ("Ana, Ben (invited)"; empty for nobody): not this
 * person's seat, nor one a rematch keeps for them, nor a seat nobody has (openSeats counts those).
 */
export function othersNames(seats: Seat[], you: number | null): string {
  return seats
    .filter((s) => s.seat !== you && !keptForYou(s) && (s.kind !== 'open' || s.invited))
    .map((s) => seatName(s))
    .join(', ');
}

/** "1 open seat", "2 open seats", or '' for none (a seat kept for someone is theirs, not open). */
export function openSeats(seats: Seat[]): string {
  const n = seats.filter((s) => s.kind === 'open' && !s.invited).length;
  return n === 0 ? '' : t('common.openSeats', { count: n });
}

/**
 * The waiting room's words on its open seats (one or more). A seat a rematch keeps for someone
 * counts as open until they take it, except for that person: theirs is to take, not to wait for.
 */
export function waitingFor(seats: Seat[]): string {
  const open = seats.filter((s) => s.kind === 'open');
  const others = open.filter((s) => !keptForYou(s)).length;
  if (others === open.length) return t('common.waitingForPlayers', { count: others });
  const rest = others > 0 ? ` ${t('common.otherSeatsOpen', { count: others })}` : '';
  return `${t('common.seatKeptForYou')}${rest}`;
}

/**
 * Who plays for `side`: "You", "Ana" or, for a team, "You and Cy" (at a table, or an entry of My
 * tables with its result's sides).
 */
export function sideName(
  table: Pick<Table, 'seats' | 'you'> & { view?: { sides: number[] } | null },
  side: number,
): string {
  const sides = table.view?.sides ?? table.seats.map((s) => s.seat);
  const members = table.seats.filter((s) => sides[s.seat] === side).map((s) => seatName(s, table.you));
  if (members.length <= 1) return members[0] ?? t('common.side', { n: side + 1 });
  return formatList(members);
}

/** Whether the rules put seats in teams. */
export function inTeams(table: Table): boolean {
  return table.rules.teams === 'partnership' && table.rules.players === 4;
}

/**
 * A sentence's subject, for a message's `who` select ("You score", "You and Cy score", "Ana
 * scores"): `you` alone, `many` for a team, `one` for anyone else; `name` as the seat is called.
 */
export type Subject = {
  who: 'you' | 'many' | 'one';
  name: string;
};

/** The subject a seat is: "You" or its name. */
export function seatSubject(table: Pick<Table, 'seats' | 'you'>, seat: number): Subject {
  return { who: seat === table.you ? 'you' : 'one', name: seatName(table.seats[seat], table.you) };
}

/** The subject a side is: "You", "Ana", or a team ("You and Cy"). */
export function sideSubject(
  table: Pick<Table, 'seats' | 'you'> & { view?: { sides: number[] } | null },
  side: number,
): Subject {
  const sides = table.view?.sides ?? table.seats.map((s) => s.seat);
  const members = table.seats.filter((s) => sides[s.seat] === side);
  const who = members.length > 1 ? 'many' : members[0]?.seat === table.you ? 'you' : 'one';
  return { who, name: sideName(table, side) };
}
