/**
 * The scheduler's share of notifications, every run: deadline reminders that are due
 * (table.deadline_soon, once per turn and deadline: the reminder item is deleted once sent, and
 * the delivery's key makes a second send impossible; a deadline a vacation moved on is reminded
 * again), then deliveries whose next retry is due.
 */
import { eachAtMost } from './bounded';
import type { NotifyContext } from './config';
import { attempt, notify } from './deliveries';
import { deadlineSoonEvent } from './events';

export interface NotificationReport {
  reminders: number;
  retries: number;
  /** Left for the next run (no time, or more than a run takes). */
  left: number;
}

/** Reminders or retries under way at once. */
const AT_ONCE = 8;

export async function runDueNotifications(
  ctx: NotifyContext,
  limit = 50,
  timeLeftMs: () => number = () => Number.POSITIVE_INFINITY,
  reserveMs = 10_000,
): Promise<NotificationReport> {
  const report: NotificationReport = { reminders: 0, retries: 0, left: 0 };
  const now = ctx.now().toISOString();
  const hooks = ctx.store.webhooks;
  // Each attempt may take up to the send timeout: start no more once time runs short (the rest
  // stays due for the next run).
  const inTime = () => timeLeftMs() >= reserveMs;

  const reminders = await hooks.dueReminders(now, limit);
  const remindersStarted = await eachAtMost(
    reminders,
    AT_ONCE,
    async (r) => {
      const table = await ctx.store.findTable(r.tableId);
      // Still the same turn (no move since) and the same deadline (not moved on by a vacation,
      // whose own reminder replaced this one or will), and that deadline not passed yet.
      const current = table?.version === r.version && table.deadline === r.deadline;
      const event = current ? deadlineSoonEvent(table, ctx.config.publicBaseUrl) : null;
      if (
        event &&
        'seat' in event.data &&
        event.data.seat === r.seat &&
        Date.parse(r.deadline) > Date.parse(now)
      ) {
        await notify(ctx, [event]);
        report.reminders++;
      }
      await hooks.deleteReminder(r.tableId, r.version, r.deadline);
    },
    inTime,
  );

  const due = await hooks.dueDeliveries(now, limit);
  const retriesStarted = await eachAtMost(
    due,
    AT_ONCE,
    async (key) => {
      const delivery = await hooks.getDelivery(key);
      if (delivery?.status !== 'pending') return;
      if (delivery.nextAttemptAt === null || delivery.nextAttemptAt > now) return;
      const webhook = await hooks.getWebhook(delivery.playerId, delivery.webhookId);
      if (!webhook || webhook.status === 'disabled') {
        await hooks.saveDelivery({
          ...delivery,
          status: 'failed',
          nextAttemptAt: null,
          error: webhook ? 'the webhook was disabled' : 'the webhook was deleted',
        });
        return;
      }
      await attempt(ctx, webhook, delivery);
      report.retries++;
    },
    inTime,
  );
  report.left = reminders.length - remindersStarted + (due.length - retriesStarted);
  return report;
}
