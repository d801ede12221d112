/**
 * The line a person reads in a chat or a push notification ("Your turn at Ana's table, 23 h left"),
 * in their language, from the server's catalog (functions/i18n): built from the event's public
 * data, which itself stays as it is in every language.
 */
import type { Words } from '../i18n/index';
import { type EventData, PING_EVENT, type PingData } from './model';

/** What a delivery's payload holds: the event's type and data (formats.ts Payload). */
interface Told {
  type: string;
  data: EventData | PingData;
}

/** The host's name as events.ts writes it when no person hosts: the same words in each language. */
const A_FRIEND = 'a friend';

/** One line a person reads, in `words`' language. */
export function describeIn(words: Words, p: Told, now: Date): string {
  if (p.type === PING_EVENT || !('tableId' in p.data)) return words.t('notify.test');
  const d = p.data;
  const host = d.host === A_FRIEND ? words.t('notify.a-friend') : d.host;
  const at = { host, possessive: possessive(host) };
  const left = d.deadline ? timeLeft(words, Date.parse(d.deadline) - now.getTime()) : null;
  switch (p.type) {
    case 'table.your_turn':
      return left ? words.t('notify.your-turn.left', { ...at, left }) : words.t('notify.your-turn', at);
    case 'table.deadline_soon':
      return words.t('notify.deadline-soon', { ...at, left: left ?? words.t('notify.left.little') });
    case 'table.joined':
      return words.t('notify.joined', {
        name: d.joined?.name ?? words.t('notify.someone'),
        seat: d.joined?.seat ?? '?',
      });
    case 'table.started':
      return words.t('notify.started', at);
    case 'event.round_paired': {
      const round = d.event?.round ?? '?';
      return left
        ? words.t('notify.round-paired.left', { round, left })
        : words.t('notify.round-paired', { round });
    }
    case 'table.ended': {
      const r = d.result;
      if (!r) return words.t('notify.ended', at);
      const won = d.seat !== null && r.winners.includes(d.seat);
      return words.t(won ? 'notify.ended.won' : 'notify.ended.lost', { ...at, scores: r.scores.join('-') });
    }
    case 'table.rematch':
      return words.t('notify.rematch', { host });
    default:
      return words.t('notify.other', at);
  }
}

/** The words a Slack link to the table shows. */
export const openTableText = (words: Words): string => words.t('notify.open-table');

/** English's possessive of a name ("Ana's", "James'"); the other languages say "de {host}". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function timeLeft(words: Words, ms: number): string {
  if (ms <= 0) return words.t('notify.left.none');
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 48) return words.t('notify.left.days', { count: Math.floor(hours / 24) });
  if (hours >= 1) return words.t('notify.left.hours', { count: hours });
  const minutes = Math.floor(ms / 60_000);
  return minutes >= 1
    ? words.t('notify.left.minutes', { count: minutes })
    : words.t('notify.left.under-a-minute');
}
