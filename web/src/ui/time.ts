import { formatNumber, locale, t } from '../i18n';

/** Deadlines in words: "in 3 h (14:05)". */
export function untilText(deadline: string, now = Date.now()): string {
  const at = new Date(deadline);
  const s = Math.round((at.getTime() - now) / 1000);
  const clock = at.toLocaleString(locale(), {
    weekday: s > 86400 ? 'short' : undefined,
    hour: '2-digit',
    minute: '2-digit',
  });
  if (s <= 0) return t('common.timeUp', { clock });
  if (s < 90) return t('common.secondsLeft', { n: formatNumber(s) });
  if (s < 5400) return t('common.minutesLeft', { n: formatNumber(Math.round(s / 60)), clock });
  if (s < 172800) return t('common.hoursLeft', { n: formatNumber(Math.round(s / 3600)), clock });
  return t('common.daysLeft', { count: Math.round(s / 86400), clock });
}
