/**
 * Sign-in codes: ten characters one device shows and another types to sign in as the same player.
 *
 * Shown as `XXXXX-XXXXX`, read case-insensitively with or without the dash; why ten characters
 * are enough: [sign-in.md](../../docs/sign-in.md#limits).
 */
import { createHash } from 'node:crypto';
import { CODE_ALPHABET, randomCode } from '../core/random-code';

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
