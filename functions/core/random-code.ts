/**
 * Codes people read aloud and type on phones: characters from an alphabet without look-alikes.
 *
 * Join codes (tables/codes.ts) and sign-in codes (accounts/sign-in-code.ts) are drawn from it.
 */
import { randomInt } from 'node:crypto';

/** The digits and capital letters, less 0/O and 1/I/L. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `length` characters of CODE_ALPHABET, each drawn uniformly with crypto's randomInt. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
