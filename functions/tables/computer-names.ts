/**
 * Names a table's computer players by level, numbered when a level repeats ("Greedy computer 2").
 *
 * It depends on the seats' levels alone, so a name stays the same for the table's whole play.
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
