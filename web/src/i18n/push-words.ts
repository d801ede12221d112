/**
 * A push message's line in a language, for the service worker (sw.ts): it has no page, no
 * localStorage and none of the page's catalog, so it carries the `push` namespace of each
 * language (a few hundred bytes each) and formats the line from the event's data itself.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { push as en } from './en/push';
import { push as es } from './es/push';
import { push as fr } from './fr/push';
import { push as ptBR } from './pt-BR/push';

type PushKey = keyof typeof en;
const CATALOGS: Record<string, Record<PushKey, string>> = { en, es, 'pt-BR': ptBR, fr };

/** What the server sends (functions/notifications/push.ts): the event, its data, its English line. */
export interface PushMessage {
  type: string;
  text: string;
  data: {
    tableId?: string;
    host?: string;
    seat?: number | null;
    deadline?: string | null;
    joined?: { seat: number; name: string };
    result?: { winners: number[]; scores: number[] };
    event?: { round: number };
  };
}

/** A formatter for one language (English for a language the worker does not know). */
export function pushWords(lang: string): (key: PushKey, values?: Record<string, string | number>) => string {
  const locale = lang in CATALOGS ? lang : 'en';
  const catalog = CATALOGS[locale];
  return (key, values) => String(new IntlMessageFormat(catalog[key], locale).format(values));
}

/** The notification's line: "Te toca en la mesa de Ana, quedan 23 h". */
export function pushText(message: PushMessage, lang: string, now: number): string {
  const w = pushWords(lang);
  const d = message.data ?? {};
  if (!d.tableId || !d.host) return lang === 'en' || !message.type ? message.text : w('push.unknown');
  const host = d.host;
  const left = d.deadline ? timeLeft(w, Date.parse(d.deadline) - now) : null;
  switch (message.type) {
    case 'table.your_turn':
      return left ? w('push.yourTurnLeft', { host, left }) : w('push.yourTurn', { host });
    case 'table.deadline_soon':
      return w('push.deadlineSoon', { host, left: left ?? w('push.littleTime') });
    case 'table.joined':
      return w('push.joined', { name: d.joined?.name ?? w('push.someone'), seat: d.joined?.seat ?? '?' });
    case 'table.started':
      return w('push.started', { host });
    case 'event.round_paired': {
      const round = d.event?.round ?? '?';
      return left ? w('push.roundPairedLeft', { round, left }) : w('push.roundPaired', { round });
    }
    case 'table.ended': {
      const r = d.result;
      if (!r) return w('push.ended', { host });
      const won = d.seat !== null && d.seat !== undefined && r.winners.includes(d.seat);
      return w(won ? 'push.endedWon' : 'push.endedLost', { host, scores: r.scores.join('-') });
    }
    case 'table.rematch':
      return w('push.rematch', { host });
    default:
      return w('push.other', { host });
  }
}

function timeLeft(w: ReturnType<typeof pushWords>, ms: number): string {
  if (ms <= 0) return w('push.noTime');
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 48) return w('push.days', { count: Math.floor(hours / 24) });
  if (hours >= 1) return w('push.hours', { n: hours });
  const minutes = Math.floor(ms / 60_000);
  return minutes >= 1 ? w('push.minutes', { n: minutes }) : w('push.underMinute');
}
