/**
 * "Your next round is paired" end to end on DynamoDB Local's stream, read as `npm start` reads
 * it: an event's round 1 and round 2 pairings reach each player's webhook (a real receiver on
 * loopback verifying the signatures) once each, naming the round, the table and the opponent.
 */
import { afterAll, beforeAll, expect, it, describe as suite } from 'vitest';
import { describe } from '../../functions/notifications/formats';
import { signUp, type TestPlayer } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { eventually, type NotifyBench, notifyBench } from '../support/notifications';
import { type Receiver, startReceiver } from '../support/receiver';

let bench: NotifyBench;
const receivers: Receiver[] = [];

beforeAll(async () => {
  bench = await notifyBench();
});
afterAll(async () => {
  await bench?.close();
  await Promise.all(receivers.map((r) => r.close()));
});

const as = (token: string) => typedClient(bench.app, token);
const byId = (id: string) => ({ params: { path: { id } } });

async function subscribed(name: string): Promise<{ player: TestPlayer; receiver: Receiver }> {
  const player = await signUp(bench.app, name);
  const receiver = await startReceiver();
  receivers.push(receiver);
  const made = await expectOk(as(player.token).POST('/v1/me/webhooks', { body: { url: receiver.url } }), 201);
  receiver.secret = made.secret;
  return { player, receiver };
}

const tokenOf = (people: { player: TestPlayer }[], id: string) =>
  people.find((p) => p.player.id === id)!.player.token;

const pairings = (r: Receiver) => r.deduped().filter((x) => x.json!.type === 'event.round_paired');

suite('an event’s pairings', () => {
  it('tell both players of each match, never the bye, once a round', async () => {
    const people = await Promise.all([subscribed('Ann'), subscribed('Bob'), subscribed('Cy')]);
    const [ann, bob, cy] = people;
    const created = await expectOk(
      as(ann.player.token).POST('/v1/events', {
        body: {
          name: 'Notified cup',
          game: 'draw2',
          pace: 'live',
          format: 'round-robin',
          maxPlayers: 4,
          roundSeconds: 3600,
        },
      }),
      201,
    );
    const id = created.id;
    for (const p of [bob, cy])
      await expectOk(as(p.player.token).POST('/v1/events/{id}/entrants', { ...byId(id), body: {} }), 200);
    const started = await expectOk(as(ann.player.token).POST('/v1/events/{id}/start', byId(id)), 200);
    const first = started.pairedRounds[0].matches.find((m) => m.b !== null)!;
    expect(first.tableId).not.toBeNull();
    const inMatch = (m: typeof first) => people.filter((p) => p.player.id === m.a || p.player.id === m.b);
    for (const { receiver } of inMatch(first))
      await eventually(() => pairings(receiver).length === 1, 15_000, 'round 1’s pairing');
    for (const who of inMatch(first)) {
      const [sent] = pairings(who.receiver);
      const data = sent.json!.data!;
      expect(data.tableId).toBe(first.tableId);
      expect(data.url).toBe(`https://play.example/tables/${first.tableId}`);
      expect(data.links).toEqual({
        table: `/v1/tables/${first.tableId}`,
        web: `https://play.example/tables/${first.tableId}`,
      });
      expect(data.seat).toBe(first.a === who.player.id ? 0 : 1);
      expect(data.event).toEqual({
        id,
        round: 1,
        url: `https://play.example/events/${id}`,
        opponentId: first.a === who.player.id ? first.b : first.a,
      });
      // Discord, Slack and Web Push say it in words.
      const at = new Date(Date.parse(started.pairedRounds[0].deadline) - 600_000);
      expect(describe(JSON.parse(sent.body), at)).toBe(
        'Your next round is paired: round 1, 10 min to play it',
      );
    }

    // Round 1 ends by a resignation; reading the event pairs round 2, told to its match's players.
    await expectOk(as(tokenOf(people, first.a)).POST('/v1/tables/{id}/resign', byId(first.tableId!)), 200);
    const after = await expectOk(as(ann.player.token).GET('/v1/events/{id}', byId(id)), 200);
    expect(after.pairedRounds.map((r) => r.round)).toEqual([1, 2]);
    const second = after.pairedRounds[1].matches.find((m) => m.b !== null)!;
    const expected = (p: (typeof people)[number]) =>
      [first, second].flatMap((m, i) => (inMatch(m).includes(p) ? [i + 1] : []));
    for (const p of people)
      await eventually(
        () => pairings(p.receiver).length === expected(p).length,
        15_000,
        `${p.player.name}’s pairings`,
      );
    await eventually(() => bench.handled.length === bench.records.length, 15_000, 'the stream handled');
    for (const p of people) {
      expect(pairings(p.receiver).map((x) => x.json!.data!.event?.round)).toEqual(expected(p));
      expect(p.receiver.badSignatures).toEqual([]);
    }
    // Everyone plays one of the two rounds at least; the one with round 1's bye plays round 2.
    expect(people.map((p) => expected(p).length).sort()).toEqual([1, 1, 2]);
  });
});
