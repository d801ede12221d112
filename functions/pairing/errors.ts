/**
 * Why pairing or a seek refuses something. Codes are stable (`pairing/…`, `seek/…`); the API maps
 * each to its HTTP status and title (api/problem.ts), never this folder.
 */
import { DomainError } from '../core/domain-error';

export const PAIRING_CODES = {
  /** No entry of this id is the caller's. */
  notFound: 'pairing/not-found',
  /** Leaving an entry already paired: its table is made (the problem names it). */
  alreadyPaired: 'pairing/already-paired',
  /** Joining past the cap: one live entry, MAX_CORRESPONDENCE_ENTRIES correspondence ones. */
  tooManyEntries: 'pairing/too-many-entries',
} as const;

export const SEEK_CODES = {
  notFound: 'seek/not-found',
  /** Accepting a seek someone else accepted first (or that was cancelled). */
  gone: 'seek/gone',
  /** Accepting your own seek. */
  ownSeek: 'seek/own-seek',
  /** The accepting person's rating is outside the seek's range. */
  outOfRange: 'seek/out-of-range',
  /** Holding MAX_SEEKS open seeks already. */
  tooManySeeks: 'seek/too-many-seeks',
  /** A seek is for a two-player pool (one acceptance fills the table). */
  twoPlayersOnly: 'seek/two-players-only',
  /** Cancelling a seek that is someone else's. */
  notYours: 'seek/not-yours',
  /** A rating range whose bottom is above its top. */
  badRange: 'seek/bad-range',
} as const;

export type PairingCode = (typeof PAIRING_CODES)[keyof typeof PAIRING_CODES];
export type SeekCode = (typeof SEEK_CODES)[keyof typeof SEEK_CODES];

export class PairingError extends DomainError<PairingCode | SeekCode> {
  constructor(
    code: PairingCode | SeekCode,
    message: string,
    /** The table an already-paired entry was seated at. */
    readonly tableId?: string,
  ) {
    super(code, message);
  }
}

declare module '../core/domain-error' {
  interface DomainCodes {
    pairing: PairingCode | SeekCode;
  }
}
