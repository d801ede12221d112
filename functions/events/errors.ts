/**
 * Why an event operation is refused. Codes are stable (`event/…`); the API maps each to its HTTP
 * status and title (api/problem.ts), never this folder.
 */
import { DomainError } from '../core/domain-error';

export const EVENT_CODES = {
  notFound: 'event/not-found',
  /** Settings that do not make an event (sizes, rounds, a start in the past, an unrated game). */
  badSettings: 'event/bad-settings',
  /** Joining or leaving an event that has started. */
  started: 'event/started',
  full: 'event/full',
  /** An invitation event joined without its code, or with another. */
  wrongCode: 'event/wrong-code',
  notEntered: 'event/not-entered',
  /** Only the organiser may start, pause, resume or remove. */
  notOrganiser: 'event/not-organiser',
  tooFewPlayers: 'event/too-few-players',
  /** Pausing, resuming or removing in an event not in that state. */
  wrongState: 'event/wrong-state',
  /** The event kept moving under this change (many writers at once): try again. */
  busy: 'event/busy',
} as const;

export type EventCode = (typeof EVENT_CODES)[keyof typeof EVENT_CODES];

export class EventError extends DomainError<EventCode> {
  /** event/busy asks the client to try again in a second (Retry-After). */
  constructor(code: EventCode, message: string) {
    super(code, message, code === EVENT_CODES.busy ? { retryAfterSeconds: 1 } : {});
  }
}

declare module '../core/domain-error' {
  interface DomainCodes {
    events: EventCode;
  }
}
