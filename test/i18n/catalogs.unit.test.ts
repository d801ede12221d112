/**
 * The server's catalogs: every problem code has a title in every language, every message parses
 * as ICU and takes the arguments its English does, and every English detail template is
 * recognised in the words the code writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { OUTCOME_UNKNOWN_DETAIL, PROBLEM_CODES } from '../../functions/api/problem';
import { en, type MessageKey } from '../../functions/i18n/en';
import { es } from '../../functions/i18n/es';
import { fr } from '../../functions/i18n/fr';
import {
  LANGUAGES,
  type Language,
  recogniseDetail,
  recogniseValidation,
  wordsIn,
} from '../../functions/i18n/index';
import { ptBR } from '../../functions/i18n/pt-BR';

/** The TypeScript files under `dir`, from the repository's root. */
const listSources = (dir: string): string[] =>
  readdirSync(join(import.meta.dirname, '..', '..', dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(import.meta.dirname, '..', '..', dir, f));

const CATALOGS = { en, es, 'pt-BR': ptBR, fr } satisfies Record<Language, Record<MessageKey, string>>;
const KEYS = Object.keys(en) as MessageKey[];

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** The names of the values an ICU message's elements read, in its plurals' and selects' options too. */
function argumentsIn(elements: Element[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    // 0 is literal text, 7 a plural's `#`: neither names a value.
    if (e.type !== 0 && e.type !== 7 && e.value) into.add(e.value);
    for (const option of Object.values(e.options ?? {})) argumentsIn(option.value, into);
  }
  return into;
}

/** The argument names of an ICU message (`{name}`, `{name, plural, …}`, `{name, select, …}`). */
const argumentsOf = (message: string) =>
  [
    ...argumentsIn(
      new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst() as Element[],
    ),
  ].sort();

/**
 * The arguments a language's message takes: English's, but where English says a host's table in
 * the possessive (`{possessive}`, "Ana's"), the others say it with the name (`{host}`).
 */
function argumentsFor(language: Language, key: MessageKey): string[] {
  const english = argumentsOf(en[key]);
  if (language === 'en' || !english.includes('possessive')) return english;
  return [...new Set(english.map((a) => (a === 'possessive' ? 'host' : a)))].sort();
}

/** A value for each argument: counts as numbers, the rest as words. */
const sample = (message: string) =>
  Object.fromEntries(
    argumentsOf(message).map((name, i) => [name, /count|days|seconds|bytes/.test(name) ? 2 : `v${i}`]),
  );

describe('the server’s catalogs', () => {
  it('every problem code has its title in every language, none empty', async () => {
    expect(PROBLEM_CODES.length).toBeGreaterThan(100);
    for (const language of LANGUAGES) {
      const words = await wordsIn(language);
      for (const code of PROBLEM_CODES) {
        const key = `title.${code}` as MessageKey;
        expect(CATALOGS[language][key], `${language} ${key}`).toBeTruthy();
        expect(words.t(key).trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('every language has exactly English’s keys, and no message is English’s copied over', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(CATALOGS[language]).sort()).toEqual([...KEYS].sort());
    // Words that are the same in a language (an abbreviation, a code) are listed here.
    const same = new Set<MessageKey>(['notify.left.hours', 'notify.left.minutes']);
    for (const language of ['es', 'pt-BR', 'fr'] as const) {
      const copied = KEYS.filter((k) => !same.has(k) && CATALOGS[language][k] === en[k]);
      expect(copied, language).toEqual([]);
    }
  });

  it('every message parses as ICU, takes English’s arguments, and formats', () => {
    for (const language of LANGUAGES) {
      for (const key of KEYS) {
        const message = CATALOGS[language][key];
        expect(argumentsOf(message), `${language} ${key}`).toEqual(argumentsFor(language, key));
        const format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
        expect(String(format.format(sample(message))), `${language} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('plurals agree with their counts', async () => {
    const es = await wordsIn('es');
    expect(es.t('notify.left.days', { count: 1 })).toBe('1 día');
    expect(es.t('notify.left.days', { count: 21 })).toBe('21 días');
    const fr = await wordsIn('fr');
    expect(fr.t('detail.vacation/bad-date.too-far', { days: 1 })).toBe('indiquez une date dans les 1 jour');
    const pt = await wordsIn('pt-BR');
    expect(pt.t('detail.phrase/too-many', { count: 5, seconds: 3 })).toBe(
      'no máximo 5 frases por minuto: espere 3 s',
    );
  });

  it('every English detail template is still written by the code: its words are in a source file', () => {
    // And the one detail a library writes: Hono's validator, for a body that is no JSON.
    const hono = join(import.meta.dirname, '..', '..', 'node_modules/hono/dist/validator/validator.js');
    const sources = [...listSources('functions'), ...listSources('shared'), hono]
      .filter((f) => !f.includes('/i18n/'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n')
      // Strings the code writes in pieces ('…' + '…') read as one.
      .replace(/['`]\s*\+\s*['`]/g, '');
    const written = KEYS.filter((k) => /^(detail|reason|range)\./.test(k));
    expect(written.filter((k) => !k.startsWith('detail.')).length).toBeGreaterThan(10);
    const lost = written.filter((key) => {
      // The longest run of words between the arguments, as a template literal or a string writes it.
      const words = en[key].split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0];
      return !sources.includes(words) && !sources.includes(JSON.stringify(words).slice(1, -1));
    });
    expect(lost, 'a detail the code no longer writes: change its template in every catalog').toEqual([]);
  });

  it('every English detail template is recognised in the words the code writes from it', () => {
    const details = KEYS.filter((k) => k.startsWith('detail.'));
    expect(details.length).toBeGreaterThan(50);
    for (const key of details) {
      const code = /^detail\.([a-z-]+\/[a-z-]+)/.exec(key)![1];
      const values = sample(en[key]);
      const written = en[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
      expect(recogniseDetail(code, written), key).toEqual({ key, values });
    }
    expect(recogniseDetail('store/outcome-unknown', OUTCOME_UNKNOWN_DETAIL)?.key).toBe(
      'detail.store/outcome-unknown',
    );
    expect(recogniseDetail('table/not-found', 'something else')).toBeUndefined();
  });

  it('every English validation message is recognised, with its values', () => {
    const messages = KEYS.filter((k) => k.startsWith('validation.'));
    expect(messages.length).toBeGreaterThan(20);
    for (const key of messages) {
      const values = sample(en[key]);
      const written = en[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
      expect(recogniseValidation(written), key).toEqual({ key, values });
    }
  });
});
