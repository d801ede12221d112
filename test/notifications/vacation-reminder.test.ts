/**
 * A deadline a vacation moved on gets its own reminder, end to end on DynamoDB Local: the table's
 * stream (the notifier's own code) leaves a reminder before the new deadline when the scheduler's
 * extension lands, the scheduler's notifications run sends exactly one table.deadline_soon for it
 * (with a webhook-id of its own, not the spent first reminder's), none for the deadline it
 * superseded, and none once a move has ended the turn. And the turn that comes back to the
 * person who just moved (the other had to pass), for which no table.your_turn is sent, is
 * reminded before its new deadline too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotifyContext } from '../../functions/notifications/config';
import { runDueNotifications } from '../../functions/notifications/due';
import { remindAt } from '../../functions/notifications/events';
import type { ReminderRecord } from '../../functions/notifications/model';
import { schedulerContext } from '../../functions/scheduler/context';
import { actOnDueTable } from '../../functions/tables/due';
import { freshBank } from '../../functions/vacation/model';
import { signUp, type TestPlayer } from '../support/api';
import { expectOk, type Schemas, typedClient } from '../support/client';
import { type NotifyBench, notifyBench } from '../support/notifications';
import { moveOf, startTable } from '../support/play';
import { type Received, type Receiver, startReceiver } from '../support/receiver';

let bench: NotifyBench;
let receiver: Receiver;

beforeAll(async () => {
  bench = await notifyBench();
  // Unsigned checks only: the test clock is a day ahead, past the receivers' 5-minute window.
  receiver = await startReceiver();
});
afterAll(async () => {
  await bench?.close();
  await receiver?.close();
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
const as = (p: TestPlayer) => typedClient(bench.app, p.token);
const at = (id: string) => ({ params: { path: { id } } });
const look = (p: TestPlayer, id: string) => expectOk(as(p).GET('/v1/tables/{id}', at(id)));

/** The notifications run of the scheduler at `when` (ms). */
const notifyAt = (when: number): NotifyContext => ({ ...bench.ctx, now: () => new Date(when) });
/** The scheduler's due action at `when` (ms), on the bench's store. */
const actAt = (when: number, id: string) =>
  actOnDueTable({ ...schedulerContext(bench.store), now: () => new Date(when) }, id);

/** The table's pending reminder, whenever it is due (null: none). */
async function reminderOf(tableId: string): Promise<ReminderRecord | null> {
  const all = await bench.store.webhooks.dueReminders(new Date(Date.now() + 400 * DAY).toISOString(), 1000);
  return all.find((r) => r.tableId === tableId) ?? null;
}

/** Waits until the notifier (from the stream) has left the reminder for this deadline. */
async function reminderFor(tableId: string, deadline: string): Promise<ReminderRecord> {
  const until = Date.now() + 15_000;
  for (;;) {
    const found = await reminderOf(tableId);
    if (found?.deadline === deadline) return found;
    if (Date.now() > until) throw new Error(`no reminder for ${deadline} (have ${JSON.stringify(found)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const remindersAt = (tableId: string): Received[] =>
  receiver.requests.filter((r) => r.json?.type === 'table.deadline_soon' && r.json.data?.tableId === tableId);

/**
 * A correspondence table (a day a move, forfeit) between a and b with `a` to move; `a` wants
 * reminders at the receiver (b wants none, so b's turns leave no reminder of their own).
 */
async function aToMove(name: string, seed: string): Promise<{ a: TestPlayer; t: Schemas['Table'] }> {
  const [a, b] = await Promise.all([signUp(bench.app, name), signUp(bench.app, `${name}'s friend`)]);
  await expectOk(
    as(a).POST('/v1/me/webhooks', { body: { url: receiver.url, events: ['table.deadline_soon'] } }),
    201,
  );
  let t = await startTable(bench.app, a, [b], {
    rules: { preset: 'block', players: 2 },
    moveTimeLimitSeconds: 86_400,
    onTimeout: 'forfeit',
    seed,
  });
  const seated = (seat: number) => {
    const s = t.seats[seat];
    return s.kind === 'person' ? s.playerId : null;
  };
  // Ben moves until the turn is Ana's (a move of his may bring it back to him: she had to pass).
  for (let n = 0; seated(t.turn!.seat) !== a.id && n < 5; n++) {
    const mine = await look(b, t.id);
    t = await expectOk(
      as(b).POST('/v1/tables/{id}/moves', { ...at(t.id), body: moveOf(mine.view!.legalMoves![0]) }),
    );
  }
  expect(seated(t.turn!.seat)).toBe(a.id);
  return { a, t };
}

describe('a deadline a vacation moved on', () => {
  it('is reminded again before the new deadline: once, with its own webhook-id', {
    timeout: 60_000,
  }, async () => {
    const { t } = await aToMove('Ana', 'remind-slice');
    const first = t.turn!.deadline!;
    await reminderFor(t.id, first);
    // The turn's first reminder, an hour before its deadline, as ever.
    expect((await runDueNotifications(notifyAt(Date.parse(remindAt(first, 86_400)) + 1000))).reminders).toBe(
      1,
    );
    expect(remindersAt(t.id)).toHaveLength(1);
    expect(await reminderOf(t.id)).toBeNull();

    // The deadline passes: a slice of the bank moves it on a day, the version kept.
    expect(await actAt(Date.parse(first) + 1000, t.id)).toBe('vacation-slice');
    const extended = (await bench.store.findTable(t.id))!;
    expect(extended.version).toBe(t.version);
    const second = extended.deadline!;
    expect(Date.parse(second)).toBe(Date.parse(first) + DAY);
    // The notifier saw the extension on the stream and left a reminder for the new deadline.
    expect(await reminderFor(t.id, second)).toEqual({
      tableId: t.id,
      version: t.version,
      seat: t.turn!.seat,
      deadline: second,
      remindAt: new Date(Date.parse(second) - HOUR).toISOString(),
    });
    // Not before its time; then once; never twice.
    expect((await runDueNotifications(notifyAt(Date.parse(second) - HOUR - 1000))).reminders).toBe(0);
    expect((await runDueNotifications(notifyAt(Date.parse(second) - HOUR + 1000))).reminders).toBe(1);
    expect((await runDueNotifications(notifyAt(Date.parse(second) - HOUR + 2000))).reminders).toBe(0);

    const got = remindersAt(t.id);
    expect(got.map((r) => r.json!.data!.deadline)).toEqual([first, second]);
    expect(got[1].json).toMatchObject({
      type: 'table.deadline_soon',
      timestamp: new Date(Date.parse(second) - HOUR).toISOString(),
      data: { tableId: t.id, version: t.version, seat: t.turn!.seat, deadline: second },
    });
    // A receiver deduping by webhook-id keeps both: the second is not a retry of the first.
    expect(got[0].headers['webhook-id']).not.toBe(got[1].headers['webhook-id']);
    expect(receiver.deduped().filter((r) => remindersAt(t.id).includes(r))).toHaveLength(2);
  });

  it('replaces the superseded deadline’s reminder: only the new deadline is reminded', {
    timeout: 60_000,
  }, async () => {
    const { t } = await aToMove('Bea', 'remind-superseded');
    const first = t.turn!.deadline!;
    await reminderFor(t.id, first);
    // The scheduler extends the deadline before the notifications run got to the first reminder.
    expect(await actAt(Date.parse(first) + 1000, t.id)).toBe('vacation-slice');
    const second = (await bench.store.findTable(t.id))!.deadline!;
    await reminderFor(t.id, second);
    // The first reminder's time: nothing is due any more (it was replaced).
    expect((await runDueNotifications(notifyAt(Date.parse(first) - HOUR + 1000))).reminders).toBe(0);
    expect((await runDueNotifications(notifyAt(Date.parse(second) - HOUR + 1000))).reminders).toBe(1);
    expect(remindersAt(t.id).map((r) => r.json!.data!.deadline)).toEqual([second]);

    // A reminder the sender read before an extension landed (here: put back after it) is for a
    // deadline the table no longer has: dropped, and deleted.
    const stale: ReminderRecord = {
      tableId: t.id,
      version: t.version,
      seat: t.turn!.seat,
      deadline: first,
      remindAt: new Date(Date.parse(first) - HOUR).toISOString(),
    };
    await bench.store.webhooks.putReminder(stale);
    expect(await reminderOf(t.id)).toEqual(stale);
    expect((await runDueNotifications(notifyAt(Date.parse(first) - HOUR + 1000))).reminders).toBe(0);
    expect(await reminderOf(t.id)).toBeNull();
    expect(remindersAt(t.id)).toHaveLength(1);
  });

  it('an away’s new deadline is reminded too', { timeout: 60_000 }, async () => {
    const { a, t } = await aToMove('Cy', 'remind-away');
    const first = t.turn!.deadline!;
    await reminderFor(t.id, first);
    const until = new Date(Date.now() + 3 * DAY);
    await expectOk(as(a).PUT('/v1/players/me/vacation', { body: { until: until.toISOString() } }));
    expect(await actAt(Date.parse(first) + 1000, t.id)).toBe('vacation-away');
    const second = (await bench.store.findTable(t.id))!.deadline!;
    expect(Date.parse(second)).toBe(until.getTime() + DAY);
    await reminderFor(t.id, second);
    expect((await runDueNotifications(notifyAt(Date.parse(second) - HOUR + 1000))).reminders).toBe(1);
    expect(remindersAt(t.id).map((r) => r.json!.data!.deadline)).toEqual([second]);
  });

  it('a last slice shorter than the reminder’s lead is reminded at once', { timeout: 60_000 }, async () => {
    const { a, t } = await aToMove('Eda', 'remind-short');
    const first = t.turn!.deadline!;
    await reminderFor(t.id, first);
    const run = Date.parse(first) + 1000;
    // Half an hour left in the bank (accrued up to the run: nothing more is added then).
    await bench.store.vacations.saveBank(
      { ...freshBank(a.id, new Date(run)), balanceMinutes: 30, version: 1 },
      0,
    );
    expect(await actAt(run, t.id)).toBe('vacation-slice');
    const second = (await bench.store.findTable(t.id))!.deadline!;
    expect(Date.parse(second)).toBe(Date.parse(first) + 30 * 60_000);
    // Its hour's lead began before the extension: due at the next run, the deadline still ahead.
    expect((await reminderFor(t.id, second)).remindAt).toBe(
      new Date(Date.parse(second) - HOUR).toISOString(),
    );
    expect((await runDueNotifications(notifyAt(run + 1000))).reminders).toBe(1);
    expect(remindersAt(t.id).map((r) => r.json!.data!.deadline)).toEqual([second]);
    // Past the new deadline, an unsent one would be dropped: here it was sent, and is gone.
    expect(await reminderOf(t.id)).toBeNull();
  });

  it('a move after the extension ends the turn: its reminder is never sent', {
    timeout: 60_000,
  }, async () => {
    const { a, t } = await aToMove('Dov', 'remind-moved');
    const first = t.turn!.deadline!;
    await reminderFor(t.id, first);
    expect(await actAt(Date.parse(first) + 1000, t.id)).toBe('vacation-slice');
    const second = (await bench.store.findTable(t.id))!.deadline!;
    await reminderFor(t.id, second);
    // Dov moves, with the version he read before the extension.
    const mine = await look(a, t.id);
    expect(mine.version).toBe(t.version);
    const moved = await expectOk(
      as(a).POST('/v1/tables/{id}/moves', {
        ...at(t.id),
        body: moveOf(mine.view!.legalMoves![0]),
        headers: { 'if-match': `"${t.version}"` },
      }),
    );
    expect(moved.version).toBeGreaterThan(t.version);
    expect((await runDueNotifications(notifyAt(Date.parse(second) - HOUR + 1000))).reminders).toBe(0);
    expect(await reminderOf(t.id)).toBeNull();
    expect(remindersAt(t.id)).toEqual([]);
  });
});

describe('a turn back to the person who just moved', () => {
  it('is reminded before its new deadline, though no table.your_turn is sent for it', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = await Promise.all([signUp(bench.app, 'Dee'), signUp(bench.app, 'Dee’s friend')]);
    await expectOk(
      as(a).POST('/v1/me/webhooks', { body: { url: receiver.url, events: ['table.deadline_soon'] } }),
      201,
    );
    // Dee opens 4-4 and her friend holds no 4: he passes, and it is Dee's turn again.
    const created = await expectOk(
      as(a).POST('/v1/tables', {
        body: {
          rules: { preset: 'block', players: 2 },
          moveTimeLimitSeconds: 86_400,
          onTimeout: 'forfeit',
          deal: {
            hands: [
              ['4-4', '4-6', '0-0', '0-1', '0-2', '1-1', '1-2'],
              ['5-5', '5-6', '6-6', '3-3', '3-5', '3-6', '2-2'],
            ],
            opener: 0,
          },
        },
      }),
      201,
    );
    await expectOk(as(b).POST('/v1/tables/{id}/seats', at(created.code)));
    const started = await expectOk(as(a).POST('/v1/tables/{id}/start', at(created.id)));
    const first = started.turn!.deadline!;
    await reminderFor(started.id, first);
    // A second later by the clock, so the new turn's deadline is another.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const mine = await look(a, started.id);
    const lead = mine.view!.legalMoves!.find((m) => m.type === 'play' && m.tile === '4-4')!;
    const after = await expectOk(
      as(a).POST('/v1/tables/{id}/moves', { ...at(started.id), body: moveOf(lead) }),
    );
    expect(after.turn!.seat).toBe(0);
    const second = after.turn!.deadline!;
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
    expect(await reminderFor(started.id, second)).toMatchObject({ version: after.version, deadline: second });
    expect((await runDueNotifications(notifyAt(Date.parse(remindAt(second, 86_400)) + 1000))).reminders).toBe(
      1,
    );
    expect(remindersAt(started.id).map((r) => r.json!.data!.deadline)).toEqual([second]);
  });
});

describe('the table’s one reminder, at a version and a deadline', () => {
  it('a later deadline of the same turn replaces it, an earlier never does; it is deleted only as itself', async () => {
    const hooks = bench.store.webhooks;
    const T = Date.now();
    const reminder = (version: number, days: number): ReminderRecord => ({
      tableId: 'remind-keys',
      version,
      seat: 0,
      deadline: new Date(T + days * DAY).toISOString(),
      remindAt: new Date(T + days * DAY - HOUR).toISOString(),
    });
    await hooks.putReminder(reminder(3, 1));
    await hooks.putReminder(reminder(3, 2));
    expect(await reminderOf('remind-keys')).toEqual(reminder(3, 2));
    // The first deadline's, handled late (a stream record seen twice): kept out.
    await hooks.putReminder(reminder(3, 1));
    expect(await reminderOf('remind-keys')).toEqual(reminder(3, 2));
    // The sender done with the first deadline's (put while it was sending) deletes nothing.
    await hooks.deleteReminder('remind-keys', 3, reminder(3, 1).deadline);
    expect(await reminderOf('remind-keys')).toEqual(reminder(3, 2));
    // A later turn's replaces it whatever its deadline; then only that one deletes it.
    await hooks.putReminder(reminder(4, 1));
    expect(await reminderOf('remind-keys')).toEqual(reminder(4, 1));
    await hooks.deleteReminder('remind-keys', 3, reminder(3, 2).deadline);
    expect(await reminderOf('remind-keys')).toEqual(reminder(4, 1));
    await hooks.deleteReminder('remind-keys', 4, reminder(4, 1).deadline);
    expect(await reminderOf('remind-keys')).toBeNull();
  });
});
