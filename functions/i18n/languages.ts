/**
 * The languages the server speaks, and the one an `Accept-Language` header asks for.
 *
 * English is the reference and the fallback; how a header is read is in
 * [i18n-api.md](../../docs/i18n-api.md#which-language).
 */

export const LANGUAGES = ['en', 'es', 'pt-BR', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language every answer falls back to. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** `tag` as one of LANGUAGES (any case), else undefined. */
export function languageOf(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase();
  return LANGUAGES.find((l) => l.toLowerCase() === lower);
}

/** The language whose primary subtag `tag`'s is (`pt-PT` and `pt` are pt-BR, `es-MX` is es). */
function nearestOf(tag: string): Language | undefined {
  const primary = tag.trim().split('-')[0].toLowerCase();
  return LANGUAGES.find((l) => l.split('-')[0].toLowerCase() === primary);
}

/** At most this many ranges are read: a header is short, and a long one is not worth reading whole. */
const MAX_RANGES = 32;

/**
 * The language of LANGUAGES an Accept-Language header (RFC 9110 §12.5.4) prefers: ranges by
 * quality, highest first (ties in the header's order); each matched exactly, else by its primary
 * subtag; `q=0` ranges never; `*` and anything unknown or malformed fall back to English.
 */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const ranges = header
    .split(',')
    .slice(0, MAX_RANGES)
    .map((part, at) => {
      const [range, ...params] = part.split(';');
      const q = params.find((p) => /^\s*q\s*=/i.test(p));
      // A quality that is not one (RFC 9110's qvalue: 0 to 1, three decimals at most) refuses the range.
      const value = q === undefined ? '1' : /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(q)?.[1];
      return { tag: range.trim(), quality: value === undefined ? 0 : Number(value), at };
    })
    .filter((r) => r.tag !== '' && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.at - b.at);
  for (const { tag } of ranges) {
    if (tag === '*') return FALLBACK_LANGUAGE;
    const found = languageOf(tag) ?? nearestOf(tag);
    if (found) return found;
  }
  return FALLBACK_LANGUAGE;
}
