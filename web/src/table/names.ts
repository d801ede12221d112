/** What to call seats and sides on screen. */
import type { Seat, Table } from '../api/client';
import { currentPlayerId } from '../api/token';

const LEVEL_NAMES: Record<string, string> = { random: 'easy', greedy: 'medium', expert: 'hard' };

export function seatName(seat: Seat | undefined, you?: number | null): string {
  if (!seat) return 'nobody';
  if (you !== undefined && you !== null && seat.seat === you) return 'You';
  if (seat.kind === 'computer')
    return seat.name ?? `Computer ${seat.seat + 1} (${LEVEL_NAMES[seat.level ?? ''] ?? 'computer'})`;
  if (seat.kind === 'person') return seat.name ?? `Player ${seat.seat + 1}`;
  return seat.invited ? `${keptForYou(seat) ? 'You' : seat.invited.name} (invited)` : 'Open seat';
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
 * person's seat, nor one a rematch keeps for them.
 */
export function othersNames(seats: Seat[], you: number | null): string {
  return seats
    .filter((s) => s.seat !== you && !keptForYou(s))
    .map((s) => seatName(s))
    .join(', ');
}

/** "You", "Ana" or, for a team, "You and Cy". */
export function sideName(table: Table, side: number): string {
  const sides = table.view?.sides ?? table.seats.map((s) => s.seat);
  const members = table.seats.filter((s) => sides[s.seat] === side).map((s) => seatName(s, table.you));
  if (members.length <= 1) return members[0] ?? `Side ${side + 1}`;
  return members.join(' and ');
}

/** Whether the rules put seats in teams. */
export function inTeams(table: Table): boolean {
  return table.rules.teams === 'partnership' && table.rules.players === 4;
}

/** A sentence's subject and verb: "You score", "You and Cy score", "Ana scores". */
export function says(name: string, plural: string, singular: string): string {
  return `${name} ${name === 'You' || name.includes(' and ') ? plural : singular}`;
}
