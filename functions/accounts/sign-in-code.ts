/**
 * Sign-in codes: what one device shows and another types, to sign the second into the same
 * player. Ten characters from the join codes' alphabet (no 0/O, 1/I/L look-alikes), shown as
 * `XXXXX-XXXXX`, read case-insensitively with or without the dash and spaces. 31^10 is about
 * 8·10^14 (49 bits): with every code living ten minutes and redemptions limited per address
 * (and API Gateway's throttling, 50 a second, for all addresses together), 30,000 guesses in a
 * code's lifetime find one of a thousand live codes with probability 4·10^-8.
 */
import { createHash } from 'node:crypto';
import { CODE_ALPHABET, randomCode } from '../tables/codes';

export const SIGN_IN_CODE_LENGTH = 10;
/** How long a code signs a device in. */
export const SIGN_IN_CODE_SECONDS = 600;

const CANONICAL = new RegExp(`^[${CODE_ALPHABET}]{${SIGN_IN_CODE_LENGTH}}$`);

/** A new code, canonical (no dash). */
export function newSignInCode(): string {
  return randomCode(SIGN_IN_CODE_LENGTH);
}

/** As people see it: two groups of five. */
export function displaySignInCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The canonical form of what a person typed, or null if it cannot be a code. */
export function normalizeSignInCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  return CANONICAL.test(code) ? code : null;
}

/** The code as stored: its SHA-256, so the store never holds a live code. */
export function hashSignInCode(code: string): string {
  return createHash('sha256').update(`sign-in:${code}`).digest('hex');
}
