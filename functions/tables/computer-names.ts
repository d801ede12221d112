/**
 * What a computer player is called at its table: its level ("Expert computer"), numbered in seat
 * order when the table has more than one of that level ("Greedy computer 2"). It depends on the
 * seats' levels alone (no person's data, no clock), so it stays the same for the table's whole
 * play; only a seat changing before the start can change it.
 */
import type { BotLevel } from '../../shared/bots';
import type { SeatRecord } from './model';

const LEVEL_NAMES: Record<BotLevel, string> = {
  random: 'Random computer',
  greedy: 'Greedy computer',
  expert: 'Expert computer',
};

export function computerName(seats: readonly SeatRecord[], seat: number): string {
  const own = seats[seat];
  if (own?.kind !== 'computer') throw new Error(`seat ${seat} is no computer player`);
  const same = seats.flatMap((s, i) => (s.kind === 'computer' && s.level === own.level ? [i] : []));
  const name = LEVEL_NAMES[own.level];
  return same.length === 1 ? name : `${name} ${same.indexOf(seat) + 1}`;
}
