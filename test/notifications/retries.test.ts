/**
 * Retries and reminders, driven by the scheduler's share of the work (runDueNotifications) on a
 * test clock, with short delays and a fixed jitter so every attempt time is known: a receiver
 * down then up gets the event on the third attempt, with the same webhook-id each time; one down
 * for good is disabled after the (short) day, and says so; the deadline reminder fires once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotifyContext } from '../../functions/notifications/config';
import { notify } from '../../functions/notifications/deliveries';
import { runDueNotifications } from '../../functions/notifications/due';
import { remindAt } from '../../functions/notifications/events';
import { signUp } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { clockedAt, type NotifyBench, notifyBench, yourTurnAt } from '../support/notifications';
import { moveOf, startTable } from '../support/play';
import { type Receiver, startReceiver } from '../support/receiver';

let bench: NotifyBench;
let receiver: Receiver;

beforeAll(async () => {
  bench = await notifyBench();
  receiver = await startReceiver();
});
afterAll(async () => {
  await bench?.close();
  await receiver?.close();
});

// Near the real time: receivers check that a signature's timestamp is within 5 minutes of theirs.
const T0 = Math.ceil(Date.now() / 1000) * 1000;

const at = (ms: number) => clockedAt(bench, T0, ms);

const yourTurn = (playerId: string, n: number) => yourTurnAt('retry-table', playerId, n, T0);

/** The typed client of `token` on the bench's app, and a webhook's or table's id as a path parameter. */
const as = (token: string) => typedClient(bench.app, token);
const byId = (id: string) => ({ params: { path: { id } } });

async function subscribe(name: string) {
  const p = await signUp(bench.app, name);
  const made = await expectOk(as(p.token).POST('/v1/me/webhooks', { body: { url: receiver.url } }), 201);
  receiver.secret = made.secret;
  return { p, id: made.id };
}

const hooksOf = async (token: string) => (await expectOk(as(token).GET('/v1/me/webhooks'))).webhooks;
const deliveriesOf = async (token: string, id: string) =>
  (await expectOk(as(token).GET('/v1/me/webhooks/{id}/deliveries', byId(id)))).deliveries;

describe('retries', () => {
  it('a receiver down, then up: retried with backoff, then delivered, with one webhook-id', async () => {
    const { p, id } = await subscribe('Ana');
    receiver.requests.length = 0;
    receiver.respond = { status: 503 };
    await notify(at(0), [yourTurn(p.id, 1)]);
    // Delays: 1 s, then 2 s, each jittered to 3/4 with random 0.5.
    expect(await runDueNotifications(at(700))).toEqual({ reminders: 0, retries: 0, left: 0 });
    expect(await runDueNotifications(at(750))).toMatchObject({ retries: 1 });
    const failing = (await hooksOf(p.token))[0];
    expect(failing).toMatchObject({ status: 'active', failingSince: new Date(T0).toISOString() });
    receiver.respond = { status: 200 };
    expect(await runDueNotifications(at(2200))).toMatchObject({ retries: 0 });
    expect(await runDueNotifications(at(2250))).toMatchObject({ retries: 1 });
    expect(await runDueNotifications(at(60_000))).toMatchObject({ retries: 0 });

    expect(receiver.requests.map((r) => r.headers['webhook-id'])).toEqual(
      Array(3).fill(receiver.requests[0].headers['webhook-id']),
    );
    expect(receiver.requests.map((r) => Number(r.headers['webhook-timestamp']))).toEqual(
      [0, 750, 2250].map((ms) => Math.floor((T0 + ms) / 1000)),
    );
    expect(receiver.badSignatures).toEqual([]);
    expect(receiver.deduped()).toHaveLength(1);
    const [d] = await deliveriesOf(p.token, id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200, nextAttemptAt: null });
    expect((await hooksOf(p.token))[0]).toMatchObject({ status: 'active', failingSince: null });
  });

  it('a receiver down for good: retried until the day is over, then the webhook is disabled and says why', async () => {
    const { p, id } = await subscribe('Ben');
    receiver.requests.length = 0;
    receiver.respond = { status: 500 };
    await notify(at(0), [yourTurn(p.id, 1)]);
    const times = [0];
    for (;;) {
      const [d] = await bench.store.webhooks.deliveriesOf(id, 1);
      if (d.nextAttemptAt === null) break;
      const next = Date.parse(d.nextAttemptAt) - T0;
      // Not a moment before it is due; then at once.
      const before = receiver.requests.length;
      await runDueNotifications(at(next - 1));
      expect(receiver.requests.length).toBe(before);
      await runDueNotifications(at(next));
      expect(receiver.requests.length).toBe(before + 1);
      times.push(next);
    }
    // 0.75 s, 1.5 s, 3 s, then 3 s each (the 4 s cap, jittered), the last at the end of the day.
    expect(times).toEqual([0, 750, 2250, 5250, 8250, 11_250, 14_250, 17_250, 20_000]);
    const [hook] = await hooksOf(p.token);
    expect(hook.status).toBe('disabled');
    expect(hook.disabledReason).toMatch(
      `every delivery failed since ${new Date(T0).toISOString()} (last: HTTP 500)`,
    );
    const [d] = await deliveriesOf(p.token, id);
    expect(d).toMatchObject({ status: 'failed', attempts: 9, error: 'HTTP 500' });

    // Disabled: nothing more is sent, until a test ping that works turns it on again.
    const sent = receiver.requests.length;
    await notify(at(31_000), [yourTurn(p.id, 2)]);
    expect(receiver.requests.length).toBe(sent);
    receiver.respond = { status: 204 };
    await expectOk(as(p.token).POST('/v1/me/webhooks/{id}/test', byId(id)));
    expect((await hooksOf(p.token))[0]).toMatchObject({
      status: 'active',
      disabledReason: null,
      failingSince: null,
    });
  });
});

describe('the deadline reminder', () => {
  it('fires once, from the scheduler, when a tenth of the time limit (under an hour) is left', async () => {
    const ana = await signUp(bench.app, 'Ana');
    const ben = await signUp(bench.app, 'Ben');
    const made = await expectOk(
      as(ben.token).POST('/v1/me/webhooks', { body: { url: receiver.url, events: ['table.deadline_soon'] } }),
      201,
    );
    receiver.secret = made.secret;
    receiver.respond = { status: 204 };
    // Opened by Ana, Ben seated by its code, started.
    let table = await startTable(bench.app, ana, [ben], {
      rules: { preset: 'draw', players: 2 },
      moveTimeLimitSeconds: 60,
      seed: 'reminder-2',
    });
    const tableId = table.id;
    if (table.turn!.seat === 0) {
      const mine = await expectOk(as(ana.token).GET('/v1/tables/{id}', byId(tableId)));
      const move = moveOf(mine.view!.legalMoves![0]);
      table = await expectOk(as(ana.token).POST('/v1/tables/{id}/moves', { ...byId(tableId), body: move }));
    }
    expect(table.turn!.seat).toBe(1);
    const turnDeadline = table.turn!.deadline!;
    const deadline = Date.parse(turnDeadline);
    const when = Date.parse(remindAt(turnDeadline, 60));
    // A tenth of the minute (less than an hour): 6 s before the deadline.
    expect(deadline - when).toBe(6_000);
    // The notifier (from the stream) leaves the reminder for the scheduler.
    const due = (ms: number): NotifyContext => ({ ...bench.ctx, now: () => new Date(ms) });
    const left = async () =>
      (await bench.store.webhooks.dueReminders(new Date(when + 1000).toISOString(), 100)).some(
        (r) => r.tableId === tableId && r.seat === 1,
      );
    for (let i = 0; !(await left()); i++) {
      if (i > 100) throw new Error('the notifier left no reminder');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = receiver.requests.length;
    expect((await runDueNotifications(due(when - 1000))).reminders).toBe(0);
    expect((await runDueNotifications(due(when + 1000))).reminders).toBe(1);
    expect((await runDueNotifications(due(when + 2000))).reminders).toBe(0);
    const got = receiver.requests.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0].json).toMatchObject({
      type: 'table.deadline_soon',
      timestamp: new Date(when).toISOString(),
      data: {
        tableId,
        seat: 1,
        deadline: turnDeadline,
        turn: { seat: 1, name: 'Ben' },
      },
    });
    expect(receiver.badSignatures).toEqual([]);
  });

  it('is kept for the latest turn: an earlier turn’s, handled late, never replaces it', async () => {
    const reminder = (version: number) => ({
      tableId: 'reminder-order',
      version,
      seat: version % 2,
      deadline: new Date(T0 + 60_000).toISOString(),
      remindAt: new Date(T0 + 54_000).toISOString(),
    });
    const hooks = bench.store.webhooks;
    await hooks.putReminder(reminder(5));
    await hooks.putReminder(reminder(4));
    const kept = async () =>
      (await hooks.dueReminders(new Date(T0 + 55_000).toISOString(), 100)).filter(
        (r) => r.tableId === 'reminder-order',
      );
    expect(await kept()).toEqual([reminder(5)]);
    await hooks.putReminder(reminder(6));
    expect(await kept()).toEqual([reminder(6)]);
  });
});
