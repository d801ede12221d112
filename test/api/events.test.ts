/**
 * Events through the API on DynamoDB Local: create (public and by invitation), list, join and
 * leave, the join that fills a "when full" event starting it with round 1 paired, the organiser's
 * start, pause, resume and removal of a no-show (their match forfeited), my events, a partnership
 * event's teams at a four-player table, and bad input answered as problems with stable codes.
 */
import { describe, expect, it } from 'vitest';
import { signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, expectProblem, typedClient } from '../support/client';

const store = testStore();
const app = testApp({}, store);
const as = (p: TestPlayer) => typedClient(app, p.token);
const at = (id: string) => ({ params: { path: { id } } });

const SWISS = {
  name: 'Friday Swiss',
  game: 'draw2' as const,
  pace: 'live' as const,
  format: 'swiss' as const,
  rounds: 3,
  maxPlayers: 8,
  roundSeconds: 1800,
};

describe('events through the API', () => {
  it('creates, lists, joins and leaves an event; the organiser starts it, round 1 is played at its table', async () => {
    const [ana, ben, cat] = await Promise.all(['Ana', 'Ben', 'Cat'].map((n) => signUp(app, n)));
    const e = await expectOk(
      as(ana).POST('/v1/events', { body: { ...SWISS, rounds: 1, startAt: '2031-01-01T10:00:00Z' } }),
      201,
    );
    expect(e).toMatchObject({ status: 'upcoming', organiserId: ana.id, code: null, round: 0 });
    expect(e.entrants.map((x) => x.name)).toEqual(['Ana']);
    const upcoming = await expectOk(as(ben).GET('/v1/events', { params: { query: { status: 'upcoming' } } }));
    expect(upcoming.events.some((s) => s.id === e.id)).toBe(true);
    await expectOk(as(ben).POST('/v1/events/{id}/entrants', at(e.id)));
    await expectOk(as(cat).POST('/v1/events/{id}/entrants', at(e.id)));
    const left = await expectOk(as(cat).DELETE('/v1/events/{id}/entrants/me', at(e.id)));
    expect(left.entrants.map((x) => x.name)).toEqual(['Ana', 'Ben']);
    await expectProblem(as(ben).POST('/v1/events/{id}/start', at(e.id)), 403, 'event/not-organiser');
    const started = await expectOk(as(ana).POST('/v1/events/{id}/start', at(e.id)));
    expect(started).toMatchObject({ status: 'running', round: 1, roundCount: 1 });
    const [r1] = started.pairedRounds;
    expect(r1.matches).toHaveLength(1);
    expect([r1.matches[0].a, r1.matches[0].b].sort()).toEqual([ana.id, ben.id].sort());
    expect(r1.matches[0].tableUrl).toBe(`/v1/tables/${r1.matches[0].tableId}`);
    expect(started.standings.map((s) => s.score)).toEqual([0, 0]);
    // Its table is open, both seated and dealt; a resignation there ends the match, and the event.
    const table = await expectOk(as(ben).GET('/v1/tables/{id}', at(r1.matches[0].tableId!)));
    expect(table.status).toBe('playing');
    await expectOk(as(ben).POST('/v1/tables/{id}/resign', at(r1.matches[0].tableId!)));
    const over = await expectOk(as(ana).GET('/v1/events/{id}', at(e.id)));
    expect(over.status).toBe('finished');
    expect(over.standings.map((s) => [s.name, s.score])).toEqual([
      ['Ana', 1],
      ['Ben', 0],
    ]);
    await expectProblem(as(cat).POST('/v1/events/{id}/entrants', at(e.id)), 409, 'event/started');
    const mine = await expectOk(as(ben).GET('/v1/players/me/events'));
    expect(mine.events.map((s) => s.id)).toContain(e.id);
    await expectProblem(as(ana).POST('/v1/events/{id}/pause', at(e.id)), 409, 'event/wrong-state');
  });

  it('an invitation event takes its code; the join that fills a "when full" event starts it', async () => {
    const players = await Promise.all(['Dan', 'Eve', 'Fay', 'Gus'].map((n) => signUp(app, n)));
    const [dan, eve, fay, gus] = players;
    const e = await expectOk(
      as(dan).POST('/v1/events', {
        body: { ...SWISS, maxPlayers: 3, visibility: 'invitation', duplicate: true },
      }),
      201,
    );
    expect(e.code).toMatch(/^\S+$/);
    const seen = await expectOk(as(eve).GET('/v1/events/{id}', at(e.id)));
    expect(seen.code).toBeNull();
    await expectProblem(
      as(eve).POST('/v1/events/{id}/entrants', { ...at(e.id), body: { code: 'nope' } }),
      403,
      'event/wrong-code',
    );
    await expectOk(as(eve).POST('/v1/events/{id}/entrants', { ...at(e.id), body: { code: e.code! } }));
    const full = await expectOk(
      as(fay).POST('/v1/events/{id}/entrants', { ...at(e.id), body: { code: e.code! } }),
    );
    expect(full).toMatchObject({ status: 'running', round: 1, roundCount: 3 });
    const [r1] = full.pairedRounds;
    expect(r1.deal?.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(r1.deal?.seed).toBeNull();
    expect(r1.matches.filter((m) => m.b === null)).toHaveLength(1);
    await expectProblem(
      as(gus).POST('/v1/events/{id}/entrants', { ...at(e.id), body: { code: e.code! } }),
      409,
      'event/started',
    );
    // The organiser removes a no-show: their match is their opponent's forfeit win.
    const match = r1.matches.find((m) => m.b !== null)!;
    const removed = await expectOk(
      as(dan).DELETE('/v1/events/{id}/entrants/{playerId}', {
        params: { path: { id: e.id, playerId: match.b! } },
      }),
    );
    const after =
      removed.pairedRounds.length === 1 ? removed : await expectOk(as(dan).GET('/v1/events/{id}', at(e.id)));
    const r1After = after.pairedRounds[0].matches.find((m) => m.board === match.board)!;
    expect(r1After.result).toEqual({ winner: 'a', how: 'forfeit', points: [0, 0] });
    // Round 1 complete: round 2 paired, and round 1's deal revealed with its end.
    expect(after.round).toBe(2);
    expect(after.pairedRounds[0].deal?.seed).not.toBeNull();
    expect(after.standings.find((s) => s.playerId === match.b)!.removed).toBe(true);
    const paused = await expectOk(as(dan).POST('/v1/events/{id}/pause', at(e.id)));
    expect(paused.status).toBe('paused');
    await expectProblem(as(eve).POST('/v1/events/{id}/resume', at(e.id)), 403, 'event/not-organiser');
    expect((await expectOk(as(dan).POST('/v1/events/{id}/resume', at(e.id)))).status).toBe('running');
  });

  it('a partnership event: teams join with partnerOf, fill it, and play at four-player tables', async () => {
    const [ann, abe, bea, bo] = await Promise.all(['Ann', 'Abe', 'Bea', 'Bo'].map((n) => signUp(app, n)));
    const e = await expectOk(
      as(ann).POST('/v1/events', { body: { ...SWISS, game: 'partnership', rounds: 1, maxPlayers: 2 } }),
      201,
    );
    await expectOk(as(bea).POST('/v1/events/{id}/entrants', { ...at(e.id), body: {} }));
    await expectProblem(
      as(bo).POST('/v1/events/{id}/entrants', { ...at(e.id), body: { partnerOf: 'nobody-here' } }),
      409,
      'event/not-entered',
    );
    await expectOk(as(abe).POST('/v1/events/{id}/entrants', { ...at(e.id), body: { partnerOf: ann.id } }));
    // The last partner completes the last team of a "when full" event: it starts.
    const full = await expectOk(
      as(bo).POST('/v1/events/{id}/entrants', { ...at(e.id), body: { partnerOf: bea.id } }),
    );
    expect(full.status).toBe('running');
    expect(full.entrants.map((x) => [x.name, x.partner?.name])).toEqual([
      ['Ann', 'Abe'],
      ['Bea', 'Bo'],
    ]);
    expect(full.standings.map((x) => x.name).sort()).toEqual(['Ann & Abe', 'Bea & Bo']);
    const [m] = full.pairedRounds[0].matches;
    const table = await expectOk(as(bo).GET('/v1/tables/{id}', at(m.tableId!)));
    expect(table.rules).toMatchObject({ preset: 'partnership' });
    expect(table.event).toMatchObject({ id: e.id, round: 1, board: 1 });
    expect(table.seats.map((x) => (x.kind === 'person' ? x.name : null))).toEqual(
      m.a === ann.id ? ['Ann', 'Bea', 'Abe', 'Bo'] : ['Bea', 'Ann', 'Bo', 'Abe'],
    );
  });

  it('answers bad settings, unknown events and bad ids as problems', async () => {
    const hal = await signUp(app, 'Hal');
    await expectProblem(
      as(hal).POST('/v1/events', { body: { ...SWISS, rounds: null } }),
      422,
      'event/bad-settings',
    );
    await expectProblem(
      as(hal).POST('/v1/events', { body: { ...SWISS, startAt: '2020-01-01T00:00:00Z' } }),
      422,
      'event/bad-settings',
    );
    await expectProblem(as(hal).POST('/v1/events', { body: { ...SWISS, maxPlayers: 1 } }), 400);
    await expectProblem(as(hal).GET('/v1/events/{id}', at('no-such-event')), 404, 'event/not-found');
    await expectProblem(as(hal).GET('/v1/events/{id}', at('bad id!')), 400);
  });
});
