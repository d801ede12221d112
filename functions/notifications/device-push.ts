/** The accounts' DevicePush on the notifications: a device's push subscription follows its token. */
import type { DevicePush } from '../accounts/port';
import type { NotifyContext } from './config';

/** DevicePush on `ctx`; the push code loads with the first call, not at a cold start. */
export function devicePushOf(ctx: NotifyContext): DevicePush {
  const load = () => import('./push-subscriptions');
  return {
    forget: async (playerId, device) => (await load()).forgetDevicePush(ctx, playerId, device),
    move: async (playerId, from, to) => (await load()).moveDevicePush(ctx, playerId, from, to),
  };
}
