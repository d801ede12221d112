/** Deadlines in words: "in 3 h (14:05)". */
export function untilText(deadline: string, now = Date.now()): string {
  const at = new Date(deadline);
  const s = Math.round((at.getTime() - now) / 1000);
  const clock = at.toLocaleString(undefined, {
    weekday: s > 86400 ? 'short' : undefined,
    hour: '2-digit',
    minute: '2-digit',
  });
  if (s <= 0) return `time is up (${clock})`;
  if (s < 90) return `${s} s left`;
  if (s < 5400) return `${Math.round(s / 60)} min left (until ${clock})`;
  if (s < 172800) return `${Math.round(s / 3600)} h left (until ${clock})`;
  return `${Math.round(s / 86400)} days left (until ${clock})`;
}
