/**
 * What a computer player is called at its table: its level's display name (shared/bots/levels.ts:
 * "Expert computer"), numbered in seat order when the table has more than one of that level
 * ("Greedy computer 2"). It depends on the seats' levels alone (no person's data, no clock), so it
 * stays the same for the table's whole play; only a seat changing before the start can change it.
 */
import { LEVELS } from '../../shared/bots/levels';
import type { SeatRecord } from './model';

export function computerName(seats: readonly SeatRecord[], seat: number): string {
  const own = seats[seat];
  if (own?.kind !== 'computer') throw new Error(`seat ${seat} is no computer player`);
  const same = seats.flatMap((s, i) => (s.kind === 'computer' && s.level === own.level ? [i] : []));
  const name = `${LEVELS[own.level].name} computer`;
  return same.length === 1 ? name : `${name} ${same.indexOf(seat) + 1}`;
}
