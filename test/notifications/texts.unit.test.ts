/**
 * The line a chat or a push shows, in the person's language: the same events told in English
 * (as they always were), Spanish, Portuguese and French; the webhook's JSON data itself unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerRecord } from '../../functions/accounts/model';
import { wordsIn } from '../../functions/i18n/index';
import { type NotifyContext, notifyConfig, notifyContext } from '../../functions/notifications/config';
import { wordsOfPlayer } from '../../functions/notifications/deliveries';
import { describe as line, type Payload, render } from '../../functions/notifications/formats';
import type { EventData } from '../../functions/notifications/model';
import type { WebhookStore } from '../../functions/notifications/port';

const NOW = new Date('2026-12-01T01:00:00.000Z');

/** An event's data as events.ts makes it, at Ana's table, with `extra`. */
function data(extra: Partial<EventData> = {}): EventData {
  return {
    tableId: 'T1',
    version: 4,
    seat: 0,
    turn: { seat: 0, name: 'Ana' },
    deadline: '2026-12-02T00:00:00.000Z',
    moveTimeLimitSeconds: 86_400,
    url: 'https://play.example/tables/T1',
    links: { table: '/v1/tables/T1', web: 'https://play.example/tables/T1' },
    host: 'Ana',
    ...extra,
  };
}

const payload = (type: string, extra: Partial<EventData> = {}): Payload => ({
  type,
  timestamp: '2026-12-01T00:00:04.000Z',
  data: data(extra),
});

const EVENTS: [string, Payload][] = [
  ['turn', payload('table.your_turn')],
  ['reminder', payload('table.deadline_soon', { deadline: '2026-12-01T01:30:00.000Z' })],
  ['joined', payload('table.joined', { joined: { seat: 1, name: 'Ben' }, deadline: null })],
  ['started', payload('table.started', { host: 'James', deadline: null })],
  [
    'won',
    payload('table.ended', {
      deadline: null,
      result: { winner: 0, winners: [0], scores: [61, 30], forfeitedBy: null },
    }),
  ],
  ['rematch', payload('table.rematch', { host: 'Ben', deadline: null })],
  ['paired', payload('event.round_paired', { event: { id: 'E1', round: 2, url: '', opponentId: 'b' } })],
  ['long wait', payload('table.your_turn', { deadline: '2026-12-04T02:00:00.000Z', host: 'a friend' })],
];

describe('a notification’s line in the person’s language', () => {
  it('English, as it always was', () => {
    expect(EVENTS.map(([, p]) => line(p, NOW))).toEqual([
      "Your turn at Ana's table, 23 h left",
      "Reminder: your move at Ana's table, 30 min left",
      'Ben took seat 1 at your table',
      "The match at James' table has started",
      "The match at Ana's table is over: you won (61-30)",
      'Ben invites you to a rematch',
      'Your next round is paired: round 2, 23 h to play it',
      "Your turn at a friend's table, 3 days left",
    ]);
  });

  it('Spanish, Portuguese and French, plurals and all', async () => {
    const [es, pt, fr] = await Promise.all([wordsIn('es'), wordsIn('pt-BR'), wordsIn('fr')]);
    expect(EVENTS.map(([, p]) => line(p, NOW, es))).toEqual([
      'Te toca en la mesa de Ana (tiempo restante: 23 h)',
      'Recordatorio: te toca jugar en la mesa de Ana (tiempo restante: 30 min)',
      'Ben se sentó en el asiento 1 de tu mesa',
      'La partida en la mesa de James ha empezado',
      'La partida en la mesa de Ana ha terminado: ganaste (61-30)',
      'Ben te invita a la revancha',
      'Tu próxima ronda está emparejada: ronda 2 (tiempo para jugarla: 23 h)',
      'Te toca en la mesa de un amigo (tiempo restante: 3 días)',
    ]);
    expect(line(EVENTS[0][1], NOW, pt)).toBe('Sua vez na mesa de Ana (tempo restante: 23 h)');
    expect(line(EVENTS[7][1], NOW, pt)).toBe('Sua vez na mesa de um amigo (tempo restante: 3 dias)');
    expect(line(EVENTS[4][1], NOW, fr)).toBe(
      'La partie à la table de Ana est terminée : vous avez gagné (61-30)',
    );
    const lost = payload('table.ended', {
      seat: 1,
      deadline: null,
      result: { winner: 0, winners: [0], scores: [61, 30], forfeitedBy: null },
    });
    expect(line(lost, NOW, pt)).toBe('A partida na mesa de Ana terminou: você perdeu (61-30)');
  });

  it('Discord and Slack bodies in the language; the standard webhook’s body is the event, unchanged', async () => {
    const es = await wordsIn('es');
    const p = EVENTS[0][1];
    const delivery = { id: 'msg_1', payload: JSON.stringify(p) };
    const discord = JSON.parse(String(render('discord', 's', delivery, NOW, es).body));
    expect(discord.content).toBe(
      'Te toca en la mesa de Ana (tiempo restante: 23 h) <https://play.example/tables/T1>',
    );
    const slack = JSON.parse(String(render('slack', 's', delivery, NOW, es).body));
    expect(slack.text).toBe(
      'Te toca en la mesa de Ana (tiempo restante: 23 h) <https://play.example/tables/T1|Abrir la mesa>',
    );
    const secret = `whsec_${Buffer.from('k'.repeat(24)).toString('base64')}`;
    expect(render('standard', secret, delivery, NOW, es).body).toBe(delivery.payload);
  });
});

describe('the person’s language, read from their player', () => {
  /** A notifications context whose players' store answers `getPlayer` as given. */
  const ctxWith = (getPlayer: (id: string) => Promise<PlayerRecord | null>, logged: string[] = []) =>
    ({
      ...notifyContext(
        { webhooks: {} as WebhookStore, findTable: async () => null, getPlayer },
        notifyConfig(true),
      ),
      log: (message: string) => logged.push(message),
    }) satisfies NotifyContext;

  it('the player’s chosen language; English for one who chose none, or no player', async () => {
    const players: Record<string, PlayerRecord> = {
      ana: { id: 'ana', name: 'Ana', createdAt: '2026-12-01T00:00:00.000Z', language: 'fr' },
      ben: { id: 'ben', name: 'Ben', createdAt: '2026-12-01T00:00:00.000Z' },
    };
    const ctx = ctxWith(async (id) => players[id] ?? null);
    expect((await wordsOfPlayer(ctx, 'ana')).language).toBe('fr');
    expect((await wordsOfPlayer(ctx, 'ben')).language).toBe('en');
    expect((await wordsOfPlayer(ctx, 'nobody')).language).toBe('en');
  });

  it('a player that cannot be read is told in English, and the failure logged', async () => {
    const logged: string[] = [];
    const ctx = ctxWith(() => Promise.reject(new Error('the store is down')), logged);
    expect((await wordsOfPlayer(ctx, 'ana')).language).toBe('en');
    expect(logged).toEqual(["the player ana's language could not be read: English"]);
  });
});
