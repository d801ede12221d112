/**
 * The vacation bank against DynamoDB Local, through the API and the scheduler's due action: a
 * correspondence deadline passing with time in the bank moves on by a day (or what is left)
 * instead of the timeout policy, the debit in the same transaction as the table's save; an
 * empty bank lets the policy apply (a forfeit); "away until" spends the days at once and moves
 * every correspondence deadline of the player past the date as it passes, live tables none;
 * coming back at once gives all it spent back; who is away is a public fact. The
 * extension keeps the table's version: a move read before it is still good, for both seats.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { schedulerContext } from '../../functions/scheduler/context';
import { partsFor, runDueWorker } from '../../functions/scheduler/worker';
import type { TableContext } from '../../functions/tables/context';
import { actOnDueTable } from '../../functions/tables/due';
import { freshBank } from '../../functions/vacation/model';
import { signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, expectProblem, type Schemas, typedClient } from '../support/client';
import { moveOf, startTable } from '../support/play';
import { schedulerAt as scopedAt, scopedStore } from '../support/scheduler';

const store: Store = testStore();
const app = testApp({}, store);
const as = (p: TestPlayer) => typedClient(app, p.token);
const at = (id: string) => ({ params: { path: { id } } });
const DAY = 86_400_000;
const DAY_MINUTES = 1440;

/** The scheduler as it runs at `when` (ms). */
function schedulerAt(when: number): TableContext {
  return { ...schedulerContext(store), now: () => new Date(when) };
}

/** A whole scheduler run at `when` (ms), over the `due` index, seeing only the given tables. */
async function runAt(when: number, only: string[]) {
  const report = await runDueWorker(
    scopedAt(scopedStore(store, only), () => when),
    {
      parts: partsFor(1, store.dueShardCount)[0],
    },
  );
  return { due: report.due, actions: report.actions };
}

/** Who sits at `seat` (a person's id; null for anyone else). */
const sitter = (t: Schemas['Table'], seat: number) => {
  const s = t.seats[seat];
  return s.kind === 'person' ? s.playerId : null;
};

const look = (p: TestPlayer, id: string) => expectOk(as(p).GET('/v1/tables/{id}', at(id)));

/** `p` makes its first legal move, with the version it read (or `version`, sent as If-Match). */
async function moveBy(p: TestPlayer, id: string, version?: number): Promise<Schemas['Table']> {
  const t = await look(p, id);
  const v = version ?? t.version;
  return expectOk(
    as(p).POST('/v1/tables/{id}/moves', {
      ...at(id),
      body: moveOf(t.view!.legalMoves![0]),
      headers: { 'if-match': `"${v}"` },
    }),
  );
}

/** A two-player table between a and b with this time limit, started, with `a` to move. */
async function aToMove(
  a: TestPlayer,
  b: TestPlayer,
  seed: string,
  moveTimeLimitSeconds: number,
  onTimeout: 'forfeit' | 'computerMoves' = 'forfeit',
): Promise<Schemas['Table']> {
  const t = await startTable(app, a, [b], {
    rules: { preset: 'block', players: 2 },
    moveTimeLimitSeconds,
    onTimeout,
    seed,
  });
  if (sitter(t, t.turn!.seat) === a.id) return t;
  await moveBy(b, t.id);
  const now = await look(a, t.id);
  expect(sitter(now, now.turn!.seat)).toBe(a.id);
  return now;
}

describe('the vacation bank at a passed correspondence deadline', () => {
  it('a day of the bank moves the deadline on instead of a forfeit; the version stays, and both seats’ next moves are good', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await aToMove(a, b, 'vac-slice', 86_400);
    const deadline = Date.parse(t.turn!.deadline!);
    const read = await look(a, t.id);
    expect(await actOnDueTable(schedulerAt(deadline + 1000), t.id)).toBe('vacation-slice');
    const after = (await store.findTable(t.id))!;
    expect(after.status).toBe('playing');
    expect(after.version).toBe(read.version);
    expect(Date.parse(after.deadline!)).toBe(deadline + DAY);
    // The bank was written in the same save: a fresh one (7 days) less a day.
    expect((await store.vacations.findBank(a.id))!.balanceMinutes).toBe(7 * DAY_MINUTES - DAY_MINUTES);
    // The table as read now shows the new deadline (its ETag, the version, is the same).
    const seen = await look(a, t.id);
    expect(seen.turn!.deadline).toBe(after.deadline);
    // A second run before the new deadline finds nothing due.
    expect(await actOnDueTable(schedulerAt(deadline + 2000), t.id)).toBe('not-due');
    // Ana moves with the version she read before the extension (If-Match): good.
    const moved = await moveBy(a, t.id, read.version);
    expect(moved.version).toBe(read.version + 1);
    // And Ben's next move, from what he reads now, as after any move.
    expect((await moveBy(b, t.id)).version).toBe(read.version + 2);
  });

  it('a run over the due index: the slice moves the table’s due entry to the new deadline, where the next run finds it', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Mo'), signUp(app, 'Ned')]);
    const t = await aToMove(a, b, 'vac-run', 86_400);
    const deadline = Date.parse(t.turn!.deadline!);
    expect(await runAt(deadline + 1000, [t.id])).toEqual({ due: 1, actions: { 'vacation-slice': 1 } });
    // Not due again until the new deadline: the index moved with the table item.
    expect(await runAt(deadline + DAY - 1000, [t.id])).toEqual({ due: 0, actions: {} });
    expect(await runAt(deadline + DAY + 1000, [t.id])).toEqual({ due: 1, actions: { 'vacation-slice': 1 } });
    expect((await store.vacations.findBank(a.id))!.balanceMinutes).toBe(5 * DAY_MINUTES + 55);
  });

  it('what is left when it is less than a day; then, empty, the table’s policy applies (a forfeit)', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Cas'), signUp(app, 'Dee')]);
    const t = await aToMove(a, b, 'vac-empty', 2 * 86_400);
    const deadline = Date.parse(t.turn!.deadline!);
    // Accrued up to the run's time: nothing more is added then.
    const run = new Date(deadline + 1000);
    await store.vacations.saveBank({ ...freshBank(a.id, run), balanceMinutes: 90, version: 1 }, 0);
    expect(await actOnDueTable(schedulerAt(deadline + 1000), t.id)).toBe('vacation-slice');
    const moved = (await store.findTable(t.id))!;
    expect(Date.parse(moved.deadline!)).toBe(deadline + 90 * 60_000);
    expect((await store.vacations.findBank(a.id))!.balanceMinutes).toBe(0);
    expect(await actOnDueTable(schedulerAt(deadline + 90 * 60_000 + 1000), t.id)).toBe('forfeit');
    const over = await look(b, t.id);
    expect(over.status).toBe('over');
    expect(over.view!.forfeitedBy).toBe(
      over.seats.findIndex((s) => s.kind === 'person' && s.playerId === a.id),
    );
  });

  it('a live table (minutes a move) never touches the bank: its policy applies at once', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Eve'), signUp(app, 'Fay')]);
    const t = await aToMove(a, b, 'vac-live', 600, 'computerMoves');
    expect(await actOnDueTable(schedulerAt(Date.parse(t.turn!.deadline!) + 1000), t.id)).toBe('timeout-move');
    expect(await store.vacations.findBank(a.id)).toBeNull();
  });

  it('the bank’s debit and the table’s save are one transaction: a bank moved on meanwhile writes neither', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Gus'), signUp(app, 'Hal')]);
    const t = await aToMove(a, b, 'vac-race', 86_400);
    const deadline = Date.parse(t.turn!.deadline!);
    const stale = freshBank(a.id, new Date());
    // The scheduler read the bank before Gus said he was away (his PUT wrote version 1).
    await expectOk(
      as(a).PUT('/v1/players/me/vacation', { body: { until: new Date(Date.now() + 2 * DAY).toISOString() } }),
    );
    const racing: Store = new Proxy(store, {
      get(target, prop, receiver) {
        if (prop === 'vacations') return { ...target.vacations, findBank: async () => stale };
        const v = Reflect.get(target, prop, receiver);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    const ctx = { ...schedulerContext(racing), now: () => new Date(deadline + 1000) };
    expect(await actOnDueTable(ctx, t.id)).toBe('lost-race');
    expect((await store.findTable(t.id))!.deadline).toBe(t.turn!.deadline);
    expect((await store.vacations.findBank(a.id))!.version).toBe(1);
  });
});

describe('away until a date', () => {
  it('spends the days at once and moves every correspondence deadline of the player past it, no live one', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'Ivy'), signUp(app, 'Jo'), signUp(app, 'Kit')]);
    const corr1 = await aToMove(a, b, 'vac-away-1', 86_400);
    const corr2 = await aToMove(a, c, 'vac-away-2', 2 * 86_400, 'computerMoves');
    const live = await aToMove(a, b, 'vac-away-live', 300, 'computerMoves');
    // A table where it is the other's turn when Ivy leaves: her turn comes while she is away.
    const later = await startTable(app, c, [a], {
      rules: { preset: 'block', players: 2 },
      moveTimeLimitSeconds: 86_400,
      onTimeout: 'forfeit',
      seed: 'vac-away-later',
    });
    const until = new Date(Date.now() + 3 * DAY - 60_000);
    const bank = await expectOk(
      as(a).PUT('/v1/players/me/vacation', { body: { until: until.toISOString() } }),
    );
    expect(bank).toMatchObject({
      awayUntil: until.toISOString(),
      balanceMinutes: 7 * DAY_MINUTES - 3 * DAY_MINUTES,
      balanceDays: 4,
    });
    expect(await expectOk(as(a).GET('/v1/players/me/vacation'))).toEqual(bank);

    for (const t of [corr1, corr2]) {
      const version = (await store.findTable(t.id))!.version;
      expect(await actOnDueTable(schedulerAt(Date.parse(t.turn!.deadline!) + 1000), t.id)).toBe(
        'vacation-away',
      );
      const after = (await store.findTable(t.id))!;
      expect(Date.parse(after.deadline!)).toBe(until.getTime() + after.moveTimeLimitSeconds! * 1000);
      expect(after.version).toBe(version);
    }
    // Nothing more was spent: the days were paid when she said so.
    expect((await store.vacations.findBank(a.id))!.balanceMinutes).toBe(4 * DAY_MINUTES);
    // The live table: its policy, as ever.
    expect(await actOnDueTable(schedulerAt(Date.parse(live.turn!.deadline!) + 1000), live.id)).toBe(
      'timeout-move',
    );
    // Her turn comes at the other table; its deadline passes while she is away, and moves too.
    let turn = await look(a, later.id);
    if (sitter(turn, turn.turn!.seat) !== a.id) turn = await moveBy(c, later.id);
    expect(sitter(turn, turn.turn!.seat)).toBe(a.id);
    expect(await actOnDueTable(schedulerAt(Date.parse(turn.turn!.deadline!) + 1000), later.id)).toBe(
      'vacation-away',
    );
    expect(Date.parse((await store.findTable(later.id))!.deadline!)).toBe(until.getTime() + DAY);

    // A public fact, without a token: who is away, and until when; nothing of the bank.
    const away = await expectOk(
      typedClient(app).GET('/v1/vacations', { params: { query: { players: `${a.id},${b.id}` } } }),
    );
    expect(away).toEqual({ away: [{ playerId: a.id, until: until.toISOString() }] });

    // Back within the hour of saying so: all three days come back; not away any more (each day
    // begun later is used: test/vacation/away.unit.test.ts).
    const back = await expectOk(as(a).DELETE('/v1/players/me/vacation'));
    expect(back).toMatchObject({ awayUntil: null, balanceMinutes: 7 * DAY_MINUTES });
    expect(
      await expectOk(typedClient(app).GET('/v1/vacations', { params: { query: { players: a.id } } })),
    ).toEqual({ away: [] });
  });

  it('as far as the bank goes; refused for a past date, too far ahead, or an empty bank', async () => {
    const a = await signUp(app, 'Lou');
    const bad = (until: string) => as(a).PUT('/v1/players/me/vacation', { body: { until } });
    expect((await expectProblem(bad(new Date(Date.now() - 1000).toISOString()), 422)).code).toBe(
      'vacation/bad-date',
    );
    expect((await expectProblem(bad(new Date(Date.now() + 61 * DAY).toISOString()), 422)).code).toBe(
      'vacation/bad-date',
    );
    expect((await expectProblem(bad('next week'), 400)).code).toBe('request/validation');
    // Ten days asked, seven in the bank: away for the seven.
    const t0 = Date.now();
    const bank = await expectOk(bad(new Date(t0 + 10 * DAY).toISOString()));
    expect(bank.balanceMinutes).toBe(0);
    const end = Date.parse(bank.awayUntil!);
    expect(end).toBeGreaterThanOrEqual(t0 + 7 * DAY);
    expect(end).toBeLessThan(t0 + 7 * DAY + 60_000);
    // Said again within the hour, all it spent comes back first (seven), and the new date spends two.
    const again = await expectOk(bad(new Date(Date.now() + 2 * DAY).toISOString()));
    expect(again.balanceMinutes).toBe(5 * DAY_MINUTES);
    await expectOk(as(a).DELETE('/v1/players/me/vacation'));
    await store.vacations.saveBank(
      { ...(await store.vacations.findBank(a.id))!, balanceMinutes: 0, version: 4 },
      3,
    );
    expect((await expectProblem(bad(new Date(Date.now() + DAY).toISOString()), 409)).code).toBe(
      'vacation/bank-empty',
    );
  });
});
