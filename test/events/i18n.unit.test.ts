/**
 * The events' words (web/src/i18n/<lang>/events.ts): every language has every key, each message
 * parses as ICU MessageFormat, and formats with the values the screens give it.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { EVENT_GAMES } from '../../functions/events/model';
import { events as en } from '../../web/src/i18n/en/events';
import { events as es } from '../../web/src/i18n/es/events';
import { events as fr } from '../../web/src/i18n/fr/events';
import { events as ptBR } from '../../web/src/i18n/pt-BR/events';

const VALUES = {
  name: 'Winter cup',
  round: 2,
  board: 3,
  opponent: 'Ana',
  result: 'win',
  game: 'draw4',
  partner: 'Ben',
  names: 'Ana – Ben',
  when: 'in 5 minutes',
  count: 3,
  max: 8,
  of: 5,
  forfeit: 'yes',
  duplicate: 'yes',
  mark: '1',
  rank: 2,
  seat: 1,
  status: 'running',
  format: 'roundrobin',
  pace: 'live',
  seconds: 1800,
  teams: 'yes',
};
const CATALOGS = { en, es, 'pt-BR': ptBR, fr } as const;

describe('the events’ words', () => {
  it.each(Object.entries(CATALOGS))(
    '%s: every key, each message formats with its values',
    (lang, catalog) => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const [key, source] of Object.entries(catalog)) {
        const text = String(new IntlMessageFormat(source, lang).format(VALUES));
        expect(text, key).not.toMatch(/[{}]/);
        if (/\{name[,}]/.test(source)) expect(text, key).toContain('Winter cup');
        if (/\{opponent[,}]/.test(source)) expect(text, key).toContain('Ana');
      }
    },
  );

  it.each(Object.entries(CATALOGS))('%s: names every event game in words', (lang, catalog) => {
    for (const game of EVENT_GAMES) {
      const text = String(new IntlMessageFormat(catalog['events.game'], lang).format({ game }));
      expect(text, game).not.toBe(game);
    }
  });

  it('the countdown, a result and the status read as the page says them in English', () => {
    const en1 = (key: keyof typeof en, values: Record<string, string | number>) =>
      String(new IntlMessageFormat(en[key], 'en').format(values));
    expect(en1('events.roundCountdown', { round: 2, of: 5, when: 'in 5 minutes' })).toBe(
      'Round 2 of 5: the next round is paired when its last match ends, or at its deadline: in 5 minutes.',
    );
    expect(en1('events.roundCountdown', { round: 2, of: 0, when: 'now' })).toMatch(/^Round 2: /);
    expect(en1('events.won', { name: 'Ana', forfeit: 'yes' })).toBe('Ana won (forfeit)');
    expect(en1('events.status', { status: 'upcoming' })).toBe('Upcoming');
    expect(en1('events.format', { format: 'roundrobin' })).toBe('round-robin');
    expect(en1('events.roundTimeOption', { seconds: 604800, pace: 'correspondence' })).toBe(
      '1 week (correspondence)',
    );
    expect(en1('events.roundOf', { round: 2, of: 5 })).toBe('round 2 of 5');
  });

  it('a match’s line says each result in words', () => {
    const line = (result: string) =>
      String(new IntlMessageFormat(en['events.myMatch'], 'en').format({ ...VALUES, result }));
    expect(line('win')).toBe('Round 2: won against Ana');
    expect(line('forfeitLoss')).toBe('Round 2: lost to Ana by forfeit');
    expect(line('bye')).toBe('Round 2: a bye');
    expect(line('pending')).toBe('Round 2: playing Ana');
  });
});
