/** A delivery of the log as the API shows it (webhooks' and push subscriptions' alike). */
import type { DeliveryRecord } from '../../notifications/model';

export function deliveryBody(d: DeliveryRecord) {
  return {
    id: d.id,
    event: d.type,
    status: d.status,
    attempts: d.attempts,
    eventAt: d.eventAt,
    lastAttemptAt: d.lastAttemptAt,
    nextAttemptAt: d.nextAttemptAt,
    responseStatus: d.responseStatus,
    error: d.error,
  };
}
