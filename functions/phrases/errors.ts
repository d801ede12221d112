/**
 * Why a phrase is refused. Codes are stable (`phrase/…`); the API maps each to its HTTP status
 * and title (api/problem.ts), never this folder.
 */
export const PHRASE_CODES = {
  /** Not one of the fixed phrases (there is no free text). */
  unknown: 'phrase/unknown',
  /** More than PHRASES_PER_WINDOW from one seat in a minute. */
  tooMany: 'phrase/too-many',
} as const;

export type PhraseCode = (typeof PHRASE_CODES)[keyof typeof PHRASE_CODES];

export class PhraseError extends Error {
  constructor(
    readonly code: PhraseCode,
    message: string,
    /** With phrase/too-many: how long until the seat may send again, in whole seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'PhraseError';
  }
}
