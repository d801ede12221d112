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

export function fitsInBytes(name: string): boolean {
  return Buffer.byteLength(name, 'utf8') <= NAME_MAX_BYTES;
}

/** A name made from free text (a provider's claim): what a name may not hold dropped, then cut to fit. */
export function nameFrom(text: string): string {
  let out = '';
  for (const ch of text.replace(NOT_IN_A_NAME_ALL, ' ').replace(/\s+/gu, ' ').trim()) {
    if (!fitsInBytes(out + ch)) break;
    out += ch;
  }
  return out.trim();
}
