/**
 * Join codes, ids, seeds and secrets.
 *
 * A join code is six characters of core/random-code.ts's alphabet, compared case-insensitively.
 */
import { randomBytes } from 'node:crypto';
import { CODE_ALPHABET, randomCode } from '../core/random-code';

export const CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export function newJoinCode(): string {
  return randomCode(CODE_LENGTH);
}

/** The canonical form of something a person typed as a code, or null if it cannot be one. */
export function normalizeCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** 120 random bits, base64url: table and player ids (20 characters, never 6, so never a code). */
export function newId(): string {
  return randomBytes(15).toString('base64url');
}

/** 128 random bits as 32 hex characters: hand seeds and computer-player seeds. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/** 256 random bits: the secret half of a bearer token. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
