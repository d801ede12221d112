/** What to call seats and sides on screen. */
import type { Seat, Table } from '../api/client';

const LEVEL_NAMES: Record<string, string> = { random: 'easy', greedy: 'medium', expert: 'hard' };

export function seatName(seat: Seat | undefined, you?: number | null): string {
  if (!seat) return 'nobody';
  if (you !== undefined && you !== null && seat.seat === you) return 'You';
  if (seat.kind === 'computer')
    return seat.name ?? `Computer ${seat.seat + 1} (${LEVEL_NAMES[seat.level ?? ''] ?? 'computer'})`;
  if (seat.kind === 'person') return seat.name ?? `Player ${seat.seat + 1}`;
  return seat.invited ? `${seat.invited.name} (invited)` : 'Open seat';
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
