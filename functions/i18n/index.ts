/**
 * The server's words in a language: its catalog loaded (English is bundled, the others load on
 * first use), its ICU messages formatted, and an English detail told in another language.
 *
 * Loaded with the first answer or notification in a language other than English, so a cold start
 * carries neither intl-messageformat nor the other catalogs ([i18n-api.md](../../docs/i18n-api.md)).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { en, type MessageKey, type Messages } from './en';
import type { Language } from './languages';

export type { MessageKey, Messages } from './en';
export { LANGUAGES, type Language, languageOf, negotiateLanguage } from './languages';

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  es: () => import('./es').then((m) => m.es),
  'pt-BR': () => import('./pt-BR').then((m) => m.ptBR),
  fr: () => import('./fr').then((m) => m.fr),
};

/** A value an ICU message takes. */
export type MessageValue = string | number;

/** The words of one language: each message formatted with its values. */
export interface Words {
  readonly language: Language;
  t(key: MessageKey, values?: Record<string, MessageValue>): string;
}

const loaded = new Map<Language, Promise<Words>>();

/** The words of `language`, its catalog loaded once. */
export function wordsIn(language: Language): Promise<Words> {
  let words = loaded.get(language);
  if (!words) {
    words =
      language === 'en'
        ? Promise.resolve(englishWords())
        : LOADERS[language]().then((m) => wordsOf(language, m));
    // A catalog that failed to load is tried again by the next caller.
    words.catch(() => loaded.delete(language));
    loaded.set(language, words);
  }
  return words;
}

/** The English words, at hand without waiting (English is bundled). */
export function englishWords(): Words {
  english ??= wordsOf('en', en);
  return english;
}

let english: Words | undefined;

function wordsOf(language: Language, messages: Messages): Words {
  const formats = new Map<MessageKey, IntlMessageFormat>();
  return {
    language,
    t(key, values) {
      let format = formats.get(key);
      if (!format) {
        // `<token>` in a detail is text, not a tag.
        format = new IntlMessageFormat(messages[key], language, undefined, { ignoreTag: true });
        formats.set(key, format);
      }
      return String(format.format(values));
    },
  };
}

/** An English detail recognised: its catalog key and the values it carries. */
export interface RecognisedDetail {
  key: MessageKey;
  values: Record<string, MessageValue>;
}

/** The English detail templates of each code, as anchored patterns (built on first use). */
let patterns: Map<string, { key: MessageKey; pattern: RegExp; names: string[] }[]> | undefined;

function detailPatterns() {
  if (patterns) return patterns;
  patterns = new Map();
  for (const key of Object.keys(en) as MessageKey[]) {
    const m = /^detail\.([a-z-]+\/[a-z-]+)(?:\.[a-z-]+)?$/.exec(key);
    if (!m) continue;
    const names: string[] = [];
    const source = en[key]
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    const list = patterns.get(m[1]) ?? [];
    list.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
    patterns.set(m[1], list);
  }
  return patterns;
}

/** Values that are counts (plurals, numbers in the language's digits); the rest are text as written. */
const COUNTS = new Set(['bytes', 'count', 'days', 'seconds']);

const capturedValue = (name: string, text: string): MessageValue =>
  COUNTS.has(name) && /^\d+$/.test(text) ? Number(text) : text;

/** The catalog's template an English `detail` of `code` was written from, with its values; undefined if none. */
export function recogniseDetail(code: string, detail: string): RecognisedDetail | undefined {
  for (const { key, pattern, names } of detailPatterns().get(code) ?? []) {
    const m = pattern.exec(detail);
    if (m) return { key, values: Object.fromEntries(names.map((n, i) => [n, capturedValue(n, m[i + 1])])) };
  }
  return undefined;
}

/**
 * A problem's title and detail in `words`' language: the code's title, and the detail told anew
 * when the catalog knows its English template (otherwise it stays as written, in English).
 */
export function problemWords(
  words: Words,
  code: string,
  detail: string,
): { title: string; detail: string; detailTranslated: boolean } {
  const titleKey = `title.${code}`;
  const title = titleKey in en ? words.t(titleKey as MessageKey) : en[titleKey as MessageKey];
  const known = recogniseDetail(code, detail);
  return known
    ? { title, detail: words.t(known.key, known.values), detailTranslated: true }
    : { title, detail, detailTranslated: false };
}
