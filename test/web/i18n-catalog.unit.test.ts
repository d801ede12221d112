/**
 * The web client's catalog (web/src/i18n, docs/i18n.md): every language has every key English
 * has, each message parses and asks only for the values English's does, plurals read right in
 * each language, and a key a language lacks falls back to English, never to the key's name.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, describe, expect, it } from 'vitest';
import { type LazyCatalog, type Messages, en as page } from '../../web/src/i18n/en';
import { account } from '../../web/src/i18n/en/account';
import { events } from '../../web/src/i18n/en/events';
import { howto } from '../../web/src/i18n/en/howto';
import { notify } from '../../web/src/i18n/en/notify';
import { push as pushEn } from '../../web/src/i18n/en/push';
import { review } from '../../web/src/i18n/en/review';
import { reviewTrains } from '../../web/src/i18n/en/reviewTrains';
import { screens } from '../../web/src/i18n/en/screens';
import { trains } from '../../web/src/i18n/en/trains';
import { messages as esPage, namespaces as esScreens } from '../../web/src/i18n/es';
import { events as esEvents } from '../../web/src/i18n/es/events';
import { push as pushEs } from '../../web/src/i18n/es/push';
import { messages as frPage, namespaces as frScreens } from '../../web/src/i18n/fr';
import { push as pushFr } from '../../web/src/i18n/fr/push';
import {
  addEnglish,
  formatNumber,
  LOCALES,
  type Locale,
  type MessageKey,
  pickLocale,
  setLocale,
  t,
  wordsReady,
} from '../../web/src/i18n/index';
import { messages as ptBRPage, namespaces as ptBRScreens } from '../../web/src/i18n/pt-BR';
import { events as ptBREvents } from '../../web/src/i18n/pt-BR/events';
import { push as pushPtBR } from '../../web/src/i18n/pt-BR/push';
import { review as ptBRReview } from '../../web/src/i18n/pt-BR/review';
import { type PushMessage, pushText } from '../../web/src/i18n/push-words';

/** A language's namespaces that come with their screens, all loaded. */
async function screensOf(namespaces: LazyCatalog): Promise<Messages> {
  return Object.assign({}, ...(await Promise.all(Object.values(namespaces).map((load) => load()))));
}

/**
 * The page's catalog (the bundled namespaces and those a screen's chunk adds) and the service
 * worker's (the push namespace, apart), in each language.
 */
const english = {
  ...page,
  ...screens,
  ...account,
  ...events,
  ...review,
  ...reviewTrains,
  ...howto,
  ...notify,
  ...trains,
  ...pushEn,
} as Record<string, string>;
const OTHERS: Record<string, Record<string, string | undefined>> = {
  es: { ...esPage, ...(await screensOf(esScreens)), ...pushEs },
  'pt-BR': { ...ptBRPage, ...(await screensOf(ptBRScreens)), ...pushPtBR },
  fr: { ...frPage, ...(await screensOf(frScreens)), ...pushFr },
};
const KEYS = Object.keys(english);

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** The names of the values a message reads (its arguments, in selects and plurals too). */
function argumentsOf(elements: Element[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    // 0 is literal text, 7 the plural's `#`: neither names a value.
    if (e.type !== 0 && e.type !== 7 && e.value) into.add(e.value);
    for (const option of Object.values(e.options ?? {})) argumentsOf(option.value, into);
  }
  return into;
}

const ast = (message: string, locale: string) => new IntlMessageFormat(message, locale).getAst() as Element[];

afterAll(() => setLocale('en', false));

describe('the catalog', () => {
  it.each(Object.keys(OTHERS))('%s has every key English has, and no other', (lang) => {
    const own = OTHERS[lang];
    expect(KEYS.filter((k) => !(k in own))).toEqual([]);
    expect(Object.keys(own).filter((k) => !(k in english))).toEqual([]);
  });

  it('keys carry their namespace (the file they live in)', () => {
    for (const key of KEYS) expect(key).toMatch(/^[a-z][A-Za-z]*\.[A-Za-z0-9.]+$/);
  });

  it.each(LOCALES)('%s: every message parses and reads only values English gives', (lang) => {
    const own: Record<string, string | undefined> = lang === 'en' ? english : OTHERS[lang];
    for (const key of KEYS) {
      const message = own[key]!;
      const wanted = argumentsOf(ast(english[key], 'en'));
      const read = argumentsOf(ast(message, lang));
      expect({ key, extra: [...read].filter((a) => !wanted.has(a)) }).toEqual({ key, extra: [] });
      // A straight apostrophe before a brace quotes it in ICU: the value would show as "{name}".
      expect({ key, quoted: /'[{}#]/.test(message) }).toEqual({ key, quoted: false });
    }
  });
});

describe('the service worker’s notifications', () => {
  const now = Date.parse('2026-12-06T10:00:00Z');
  const turn: PushMessage = {
    type: 'table.your_turn',
    text: "Your turn at Ana's table, 23 h left",
    data: { tableId: 't1', host: 'Ana', deadline: '2026-12-07T09:30:00Z' },
  };
  it('in the language the page left for the worker, from the event’s data', () => {
    expect(pushText(turn, 'en', now)).toBe(turn.text);
    expect(pushText(turn, 'es', now)).toBe('Te toca en la mesa de Ana, quedan 23 h');
    expect(pushText(turn, 'pt-BR', now)).toBe('Sua vez na mesa de Ana, faltam 23 h');
    expect(pushText(turn, 'fr', now)).toBe('À vous de jouer à la table de Ana, encore 23 h');
  });
  it('the result of a match, and days in plural', () => {
    const ended: PushMessage = {
      type: 'table.ended',
      text: '',
      data: { tableId: 't1', host: 'Ana', seat: 1, result: { winners: [1], scores: [80, 100] } },
    };
    expect(pushText(ended, 'pt-BR', now)).toBe('A partida na mesa de Ana acabou: você ganhou (80-100)');
    const soon = {
      ...turn,
      type: 'table.deadline_soon',
      data: { ...turn.data, deadline: '2026-12-09T10:00:00Z' },
    };
    expect(pushText(soon, 'es', now)).toBe('Recordatorio: te toca en la mesa de Ana, quedan 3 días');
  });
});

describe('plurals, in each language', () => {
  const cases: Record<Locale, string[]> = {
    en: ['0 tiles', '1 tile', '2 tiles', '5 tiles', '21 tiles'],
    es: ['0 fichas', '1 ficha', '2 fichas', '5 fichas', '21 fichas'],
    'pt-BR': ['0 pedras', '1 pedra', '2 pedras', '5 pedras', '21 pedras'],
    fr: ['0 domino', '1 domino', '2 dominos', '5 dominos', '21 dominos'],
  };
  it.each(LOCALES)('%s: 0, 1, 2, 5 and 21 tiles', async (lang) => {
    await setLocale(lang, false);
    expect([0, 1, 2, 5, 21].map((count) => t('common.tiles', { count }))).toEqual(cases[lang]);
  });

  it('a sentence with a count agrees with it: "drew 1 tile", "robó 2 fichas"', async () => {
    await setLocale('es', false);
    expect(t('table.drew', { who: 'one', name: 'Ana', count: 1 })).toBe('Ana robó 1 ficha.');
    expect(t('table.drew', { who: 'you', name: 'Tú', count: 2 })).toBe('Robaste 2 fichas.');
    await setLocale('pt-BR', false);
    expect(t('table.drew', { who: 'one', name: 'Ana', count: 21 })).toBe('Ana comprou 21 pedras.');
    await setLocale('en', false);
    expect(t('table.drew', { who: 'you', name: 'You', count: 1 })).toBe('You drew 1 tile.');
  });
});

describe('a key a language lacks', () => {
  it('is said in English, never by its name', async () => {
    addEnglish({ ['test.onlyEnglish' as MessageKey]: 'Only in English, {n}' });
    await setLocale('fr', false);
    expect(t('test.onlyEnglish' as MessageKey, { n: 3 })).toBe('Only in English, 3');
    expect(t('table.yourTurn')).toBe('À vous.');
  });
});

describe('a screen’s own words (a namespace not bundled)', () => {
  it('come in the page’s language with the screen, and with a language chosen after', async () => {
    await setLocale('es', false);
    addEnglish(events); // as the Events screen's module does
    await wordsReady();
    expect(t('events.myMatches')).toBe(esEvents['events.myMatches']);
    addEnglish(review);
    await wordsReady();
    await setLocale('pt-BR', false);
    expect([t('events.myMatches'), t('review.hints')]).toEqual([
      ptBREvents['events.myMatches'],
      ptBRReview['review.hints'],
    ]);
    await setLocale('en', false);
    expect(t('review.hints')).toBe(review['review.hints']);
  });
});

describe('the language chosen', () => {
  it('from the browser’s list: the first the catalog has, by region or by language', () => {
    expect(pickLocale(['pt-PT', 'en'])).toBe('pt-BR');
    expect(pickLocale(['es-VE', 'en'])).toBe('es');
    expect(pickLocale(['de-DE', 'fr-CA'])).toBe('fr');
    expect(pickLocale(['de-DE'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('numbers in the language’s own separators', async () => {
    await setLocale('es', false);
    expect(formatNumber(12345)).toBe('12.345');
    await setLocale('fr', false);
    expect(formatNumber(12345)).toMatch(/^12\s345$/);
    await setLocale('en', false);
    expect(formatNumber(12345)).toBe('12,345');
  });
});
