/**
 * Who is on vacation (GET /v1/vacations?players=…): a public fact, "away until", read for the
 * people a screen shows (a table's seats, My tables' opponents) when it opens and every few
 * minutes after. A vacation moves no table's version, so the table's own polling never says so.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { formatDate, t } from '../i18n';

const EVERY_MS = 5 * 60_000;
/** The API takes at most 50 ids a request. */
const AT_ONCE = 50;

/** Their return dates, by player id, for those of `playerIds` away now. */
export function useAway(playerIds: readonly string[]): Map<string, string> {
  const [away, setAway] = useState(new Map<string, string>());
  const key = [...new Set(playerIds)].sort().join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    const read = async () => {
      const ids = key.split(',');
      const found = new Map<string, string>();
      try {
        for (let i = 0; i < ids.length; i += AT_ONCE) {
          const page = await unwrap(
            api.GET('/v1/vacations', { params: { query: { players: ids.slice(i, i + AT_ONCE).join(',') } } }),
          );
          for (const a of page.away) found.set(a.playerId, a.until);
        }
        if (live) setAway(found);
      } catch {
        // Only a label: the next read tries again.
      }
    };
    void read();
    const t = setInterval(read, EVERY_MS);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [key]);
  return away;
}

/** "on vacation until Tue 8 Dec". */
export function awayText(until: string): string {
  const date = formatDate(until, { weekday: 'short', day: 'numeric', month: 'short' });
  return t('common.onVacationUntil', { date });
}
