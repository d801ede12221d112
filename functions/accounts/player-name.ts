/**
 * A player's display name: what the other players see at the table. One rule for sign-up, a
 * rename and a name taken from a provider's claims.
 */

/** Names travel in every table item, which stays under 1 KB (one write unit a move). */
export const NAME_MAX_BYTES = 40;

/**
 * Characters that are no part of a name: control characters (tabs, line breaks, escapes), line
 * and paragraph separators, and the bidirectional overrides and isolates that would reorder
 * the text around a name on the other players' screens.
 */
const NOT_IN_A_NAME = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
const NOT_IN_A_NAME_ALL = new RegExp(NOT_IN_A_NAME.source, 'gu');

export function hasControlCharacters(name: string): boolean {
  return NOT_IN_A_NAME.test(name);
}

/**
 * Characters that show as nothing, or as something else on every device, and so let one name
 * pass for another ("A\u200Bna" is drawn "Ana"): format characters (zero-width spaces, soft
 * hyphens, word joiners, byte-order marks…), tag characters (U+E0000-E007F), halves of a
 * surrogate pair without the other (not text at all) and private-use characters. The
 * zero-width joiner and non-joiner are letters' business in several scripts (Persian, the
 * Indic scripts) and in emoji sequences: kept, between two characters that are not spaces.
 */
export type NameRefusal = 'format' | 'tag' | 'unpaired-surrogate' | 'private-use';

const TAG = /[\u{E0000}-\u{E007F}]/u;
const UNPAIRED = /\p{Cs}/u;
const PRIVATE_USE = /\p{Co}/u;
const FORMAT = /\p{Cf}/u;
/** A joiner where it joins: between two characters, neither of them a space. */
const JOINING = /(?<=[^\s\p{Cf}])[\u200C\u200D](?=[^\s\p{Cf}])/gu;
/** A joiner that joins nothing (at an end, beside a space or another format character). */
const STRAY_JOINER = /(?<![^\s\p{Cf}])[\u200C\u200D]|[\u200C\u200D](?![^\s\p{Cf}])/gu;

/** What makes `name` no name (the first found), or undefined. */
export function refusalOf(name: string): NameRefusal | undefined {
  if (UNPAIRED.test(name)) return 'unpaired-surrogate';
  if (TAG.test(name)) return 'tag';
  if (PRIVATE_USE.test(name)) return 'private-use';
  if (FORMAT.test(name.replace(JOINING, ''))) return 'format';
  return undefined;
}

/** What a refusal says to the person who chose the name. */
export const REFUSAL_MESSAGES: Record<NameRefusal, string> = {
  format:
    'no invisible formatting characters (zero-width spaces, soft hyphens, word joiners); a zero-width ' +
    'joiner only between two characters',
  tag: 'no tag characters (U+E0000-U+E007F): they are invisible',
  'unpaired-surrogate': 'not valid Unicode text: half of a surrogate pair without the other',
  'private-use': 'no private-use characters: they look different on every device',
};

/** The form a name is kept in: Unicode's composed form (NFC), so that alike names are alike. */
export function normalName(name: string): string {
  return name.normalize('NFC');
}

export function fitsInBytes(name: string): boolean {
  return Buffer.byteLength(name, 'utf8') <= NAME_MAX_BYTES;
}

/** A name made from free text (a provider's claim): what a name may not hold dropped, then cut to fit. */
export function nameFrom(text: string): string {
  let out = '';
  const kept = normalName(text)
    .replace(/\p{Cs}|\p{Co}|(?![\u200C\u200D])\p{Cf}/gu, '')
    .replace(STRAY_JOINER, '');
  for (const ch of kept.replace(NOT_IN_A_NAME_ALL, ' ').replace(/\s+/gu, ' ').trim()) {
    if (!fitsInBytes(out + ch)) break;
    out += ch;
  }
  return out.trim();
}
