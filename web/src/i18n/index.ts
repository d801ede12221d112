/**
 * The web client's words: one ICU MessageFormat catalog a language (docs/i18n.md), English
 * bundled as the fallback and the others loaded on demand.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { ComponentChildren, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { en, type LazyCatalog, type LazyNamespace, type MessageKey, type Messages } from './en';
import { isPlain } from './plain';
import { WORKER_CACHE, WORKER_LANGUAGE } from './worker-store';

export type { MessageKey, Messages } from './en';

export const LOCALES = ['en', 'es', 'pt-BR', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
};

/** A language's catalog: the words every page may show, and loaders of the screens' own. */
type Catalog = { messages: Messages; namespaces: LazyCatalog };

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<Catalog>> = {
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  fr: () => import('./fr'),
};

const STORAGE_KEY = 'dominoes.locale';

let current: Locale = 'en';
/** English: the bundled namespaces, and those a screen's chunk brings (addEnglish). */
const english: Messages = { ...en };
let catalog: Messages = english;
const formats = new Map<string, IntlMessageFormat>();
const listeners = new Set<(locale: Locale) => void>();
/** The namespaces the screens loaded so far brought (addEnglish): a language loads them too. */
const added = new Set<LazyNamespace>();
/** The current language's namespaces on their way (wordsReady). */
const loading = new Set<Promise<unknown>>();

/** The language the words are in now. */
export function locale(): Locale {
  return current;
}

/** The catalog's language closest to a browser's list (`navigator.languages`); English if none is. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0].toLowerCase();
    const near = LOCALES.find((l) => l.split('-')[0].toLowerCase() === base);
    if (near) return near;
  }
  return 'en';
}

/** One message in the current language, its placeholders filled; English where the language lacks it. */
export function t(key: MessageKey, values?: Record<string, string | number | Date>): string {
  const { source, lang } = sourceOf(key);
  if (typeof source === 'string' && isPlain(source)) return source;
  return String(formatOf(key, source, lang).format(values));
}

/**
 * A message with parts of its own, its tags filled by functions: a link inside a sentence
 * ("Or <friends>play with friends</friends>", `friends: (words) => <Link …>{words}</Link>`).
 */
export function tRich(
  key: MessageKey,
  values: Record<string, string | number | ((chunks: ComponentChildren[]) => VNode)>,
): ComponentChildren {
  const { source, lang } = sourceOf(key);
  if (typeof source === 'string' && isPlain(source)) return source;
  return formatOf(key, source, lang).format<VNode>(values as Record<string, string>) as ComponentChildren;
}

/**
 * A message as the catalog holds it: a string, or in a build its syntax tree compiled ahead
 * (web/precompile-messages.ts), which leaves the ICU parser out of the bundle.
 */
type Source = string | Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

function sourceOf(key: MessageKey): { source: Source; lang: Locale } {
  const own = catalog[key] as Source | undefined;
  if (own !== undefined) return { source: own, lang: current };
  return { source: (english[key] as Source | undefined) ?? key, lang: 'en' };
}

function formatOf(key: MessageKey, source: Source, lang: Locale): IntlMessageFormat {
  const id = `${lang}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(source, lang);
    formats.set(id, format);
  }
  return format;
}

/** Switches the language: loads its catalog, remembers the choice, and redraws whoever listens. */
export async function setLocale(next: Locale, remember = true): Promise<void> {
  catalog = next === 'en' ? english : await catalogOf(next);
  current = next;
  if (remember) globalThis.localStorage?.setItem(STORAGE_KEY, next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  tellWorker(next);
  for (const listener of listeners) listener(next);
}

/** A language's words for every page and for each screen loaded so far. */
async function catalogOf(lang: Exclude<Locale, 'en'>): Promise<Messages> {
  const { messages, namespaces } = await LOADERS[lang]();
  const words: Messages = { ...messages };
  const done = new Set<LazyNamespace>();
  // A screen may bring a namespace while these load: load until none is missing.
  while (done.size < added.size) {
    const names = [...added].filter((name) => !done.has(name));
    const parts = await Promise.all(names.map((name) => namespaces[name]?.()));
    Object.assign(words, ...parts);
    for (const name of names) done.add(name);
  }
  return words;
}

/** Leaves the language where the service worker reads it for its notifications (sw.ts). */
function tellWorker(next: Locale): void {
  if (typeof caches === 'undefined') return;
  caches
    .open(WORKER_CACHE)
    .then((cache) => cache.put(WORKER_LANGUAGE, new Response(next)))
    .catch(() => undefined);
}

/** A number in the current language's digits and separators ("1,234", "1.234", "1 234"). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(current, options).format(n);
}

/** A date or time in the current language ("Tue 8 Dec", "mar. 8 déc."). */
export function formatDate(at: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  return new Date(at).toLocaleString(current, options);
}

/** A list's parts as the language joins them, to put a link in place of each item. */
export function listParts(items: string[]): { type: 'element' | 'literal'; value: string }[] {
  return new Intl.ListFormat(current, { type: 'conjunction' }).formatToParts(items);
}

/** Names joined as the language joins them: "Ana and Cy", "Ana y Cy", "Ana e Cy", "Ana et Cy". */
export function formatList(items: string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(current, { type }).format(items);
}

/** The remembered choice, else the browser's languages. */
export function startLocale(): Locale {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  return pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * Adds a namespace that is not bundled, at the top of the screen's module that shows it: its
 * English words, and starts loading the current language's (docs/i18n.md#sizes).
 */
export function addEnglish(namespace: Messages): void {
  Object.assign(english, namespace);
  const name = Object.keys(namespace)[0]?.split('.')[0] as LazyNamespace;
  if (added.has(name)) return;
  added.add(name);
  if (current === 'en') return;
  const into = catalog;
  const load = LOADERS[current]()
    .then(({ namespaces }) => namespaces[name]?.())
    .then((words) => Object.assign(into, words))
    // English stands in for words that could not load.
    .catch(() => undefined)
    .finally(() => loading.delete(load));
  loading.add(load);
}

/** Resolves once the namespaces the screens brought are loaded in the current language. */
export async function wordsReady(): Promise<void> {
  await Promise.all(loading);
}

/** The current language as state: a component that calls it redraws when the language changes. */
export function useLocale(): Locale {
  const [value, setValue] = useState(current);
  useEffect(() => {
    listeners.add(setValue);
    return () => {
      listeners.delete(setValue);
    };
  }, []);
  return value;
}
