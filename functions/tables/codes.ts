/**
 * Join codes and ids. A join code is read aloud and typed on phones: six characters from an
 * alphabet without look-alikes (no 0/O, 1/I/L), compared case-insensitively.
 */
import { randomBytes, randomInt } from 'node:crypto';

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export function newJoinCode(): string {
  return randomCode(CODE_LENGTH);
}

/** `length` characters of CODE_ALPHABET, each drawn uniformly with crypto's randomInt. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
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
