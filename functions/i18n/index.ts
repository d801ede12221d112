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

/** Where the templates of a validation issue's message (`validation.*`) are filed among the codes'. */
const VALIDATION = 'validation';

/**
 * Values that are phrases of their own, told in the language too when the catalog knows them
 * (`reason.*`, `range.*`): a refused URL's reason, and the kind of address it is.
 */
const NESTED = new Set(['reason', 'range']);

/** The English detail templates of each code, and of validation messages, as anchored patterns (built on first use). */
let patterns: Map<string, { key: MessageKey; pattern: RegExp; names: string[] }[]> | undefined;

function detailPatterns() {
  if (patterns) return patterns;
  patterns = new Map();
  for (const key of Object.keys(en) as MessageKey[]) {
    const m = /^detail\.([a-z-]+\/[a-z-]+)(?:\.[a-z-]+)?$/.exec(key);
    const prefix = key.slice(0, key.indexOf('.'));
    const group = m ? m[1] : prefix === VALIDATION || NESTED.has(prefix) ? prefix : null;
    if (!group) continue;
    const names: string[] = [];
    const source = en[key]
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    const list = patterns.get(group) ?? [];
    list.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
    patterns.set(group, list);
  }
  // The most words first: "a URL with … is not accepted" is that template, not "{address} is {range}".
  const literal = (key: MessageKey) => en[key].replace(/\{\w+\}/g, '').length;
  for (const list of patterns.values()) list.sort((a, b) => literal(b.key) - literal(a.key));
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

/** The `validation.*` template an English issue message (zod's or this service's) was written from; undefined if none. */
export function recogniseValidation(message: string): RecognisedDetail | undefined {
  return recogniseDetail(VALIDATION, message);
}

/** One issue of a request/validation problem: where, and what is wrong there. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** A problem's words in a language: its title, its detail, and its issues' messages. */
export interface ProblemWords {
  title: string;
  detail: string;
  /** False when some of the detail stays in English (no template knew it). */
  detailTranslated: boolean;
  errors?: FieldIssue[];
}

/**
 * A problem's title and detail in `words`' language: the code's title, and the detail told anew
 * when the catalog knows its English template (otherwise it stays as written, in English). A
 * detail made of its issues ("body.name: …; body.seats: …") is told issue by issue, and so is
 * each issue's message in `errors`; a path is a name, and stays.
 */
export function problemWords(
  words: Words,
  code: string,
  detail: string,
  errors?: readonly FieldIssue[],
): ProblemWords {
  const titleKey = `title.${code}`;
  const title = titleKey in en ? words.t(titleKey as MessageKey) : en[titleKey as MessageKey];
  const tell = (r: RecognisedDetail) => words.t(r.key, toldValues(words, r.values));
  const told = errors?.map((e) => {
    const known = recogniseValidation(e.message);
    return { issue: { ...e, message: known ? tell(known) : e.message }, known };
  });
  const toldErrors = told ? { errors: told.map((t) => t.issue) } : {};
  const known = recogniseDetail(code, detail);
  if (known) return { title, detail: tell(known), detailTranslated: true, ...toldErrors };
  if (told && told.length > 0 && detail === errors!.map((e) => `${e.path}: ${e.message}`).join('; ')) {
    return {
      title,
      detail: told.map((t) => `${t.issue.path}: ${t.issue.message}`).join('; '),
      detailTranslated: told.every((t) => t.known),
      ...toldErrors,
    };
  }
  return { title, detail, detailTranslated: false, ...toldErrors };
}

/** `values` with each phrase the catalog knows (a `reason`, a `range`) told in `words`' language. */
function toldValues(words: Words, values: Record<string, MessageValue>): Record<string, MessageValue> {
  const out = { ...values };
  for (const name of Object.keys(out).filter((n) => NESTED.has(n))) {
    const inner = recogniseDetail(name, String(out[name]));
    if (inner) out[name] = words.t(inner.key, toldValues(words, inner.values));
  }
  return out;
}
