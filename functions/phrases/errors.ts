/** Why a phrase is refused: stable `phrase/…` codes (api/problem.ts gives their statuses). */
import { DomainError } from '../core/domain-error';

export const PHRASE_CODES = {
  /** Not one of the fixed phrases (there is no free text). */
  unknown: 'phrase/unknown',
  /** More than PHRASES_PER_WINDOW from one seat in a minute. */
  tooMany: 'phrase/too-many',
} as const;

export type PhraseCode = (typeof PHRASE_CODES)[keyof typeof PHRASE_CODES];

export class PhraseError extends DomainError<PhraseCode> {
  /** `retryAfterSeconds`, with phrase/too-many: how long until the seat may send again. */
  constructor(code: PhraseCode, message: string, retryAfterSeconds?: number) {
    super(code, message, { retryAfterSeconds });
  }
}

declare module '../core/domain-error' {
  interface DomainCodes {
    phrases: PhraseCode;
  }
}
