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
export type NameRefusal = 'format' | 'tag' | 'unpaired-surrogate' | 'private-use' | 'invisible' | 'blank';

const TAG = /[\u{E0000}-\u{E007F}]/u;
const UNPAIRED = /\p{Cs}/u;
const PRIVATE_USE = /\p{Co}/u;
const FORMAT = /\p{Cf}/u;
/** A joiner where it joins: between two characters, neither of them a space. */
const JOINING = /(?<=[^\s\p{Cf}])[\u200C\u200D](?=[^\s\p{Cf}])/gu;
/** A joiner that joins nothing (at an end, beside a space or another format character). */
const STRAY_JOINER = /(?<![^\s\p{Cf}])[\u200C\u200D]|[\u200C\u200D](?![^\s\p{Cf}])/gu;

/**
 * Characters that draw as a blank or as nothing though they are no format character: the
 * Hangul fillers, the blank Braille pattern, the null notehead; and Unicode's default-ignorable
 * characters (the combining grapheme joiner, the Khmer inherent vowels…), which a font draws as
 * nothing. Kept where they do their work: a variation selector after a character (the emoji
 * "❤️"), a Mongolian free variation selector after one, a joiner that joins (above).
 */
const BLANK = /[\u115F\u1160\u2800\u3164\uFFA0\u{1D159}]/u;
const BLANK_ALL = new RegExp(BLANK.source, 'gu');
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const IGNORABLE_ALL = new RegExp(IGNORABLE.source, 'gu');
/** A variation selector (or Mongolian free variation selector) after a character it varies. */
const SELECTING = /(?<=[^\s\p{Cf}\p{M}])[\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
/** What counts as seen: a letter, a digit, punctuation or a symbol (a mark alone is not). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** `name` without what draws as nothing where it is kept (joiners that join, selectors that select). */
const withoutKeptInvisibles = (name: string) => name.replace(JOINING, '').replace(SELECTING, '');

/** Whether `name` has a character one can see: not only spaces, fillers, blanks or marks. */
export function hasVisibleCharacter(name: string): boolean {
  return VISIBLE.test(name.replace(BLANK_ALL, '').replace(IGNORABLE_ALL, ''));
}

/** What makes `name` no name (the first found), or undefined. */
export function refusalOf(name: string): NameRefusal | undefined {
  if (UNPAIRED.test(name)) return 'unpaired-surrogate';
  if (TAG.test(name)) return 'tag';
  if (PRIVATE_USE.test(name)) return 'private-use';
  const rest = withoutKeptInvisibles(name);
  if (FORMAT.test(rest)) return 'format';
  if (BLANK.test(rest) || IGNORABLE.test(rest)) return hasVisibleCharacter(name) ? 'invisible' : 'blank';
  if (!hasVisibleCharacter(name)) return 'blank';
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
  invisible:
    'no characters that draw as nothing or as a blank (Hangul fillers, blank Braille, the combining ' +
    'grapheme joiner, …)',
  blank: 'at least one visible character: not only blanks or fillers',
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
    .replace(STRAY_JOINER, '')
    .replace(BLANK_ALL, '')
    .replace(/(?<![^\s\p{Cf}\p{M}])[\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu, '')
    .replace(
      /(?!\u200C|\u200D|[\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}])\p{Default_Ignorable_Code_Point}/gu,
      '',
    );
  for (const ch of kept.replace(NOT_IN_A_NAME_ALL, ' ').replace(/\s+/gu, ' ').trim()) {
    if (!fitsInBytes(out + ch)) break;
    out += ch;
  }
  return hasVisibleCharacter(out) ? out.trim() : '';
}
