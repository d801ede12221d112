/**
 * "Ben is on vacation until Tue 8 Dec" at a correspondence table: the others' vacations, a
 * public fact (docs/vacation.md), while their deadlines there wait for them.
 */
import type { Table } from '../api/client';
import { awayText, useAway } from '../ui/away';
import { seatName } from '../ui/names';
import './away.css';
import { t } from '../i18n';

/** More than an hour a move: the tables a vacation pauses (functions/vacation/model.ts). */
const CORRESPONDENCE_ABOVE_SECONDS = 3600;

export function AwayNotes(props: { table: Table }) {
  const { table } = props;
  const correspondence = (table.moveTimeLimitSeconds ?? 0) > CORRESPONDENCE_ABOVE_SECONDS;
  const others = table.seats.flatMap((s) =>
    correspondence && s.kind === 'person' && s.seat !== table.you ? [s] : [],
  );
  const away = useAway(others.map((s) => s.playerId));
  const notes = others.filter((s) => away.has(s.playerId));
  if (notes.length === 0) return null;
  return (
    <ul class="away-notes" aria-label={t('table.onVacation')}>
      {notes.map((s) => (
        <li key={s.seat}>
          {t('table.awayNote', { name: seatName(s, table.you), away: awayText(away.get(s.playerId)!) })}
        </li>
      ))}
    </ul>
  );
}
