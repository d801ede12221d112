/** Why a webhook or push request is refused: stable `webhook/…` codes (api/problem.ts gives their statuses). */
import { DomainError } from '../core/domain-error';

export const WEBHOOK_ERRORS = {
  notFound: 'webhook/not-found',
  tooMany: 'webhook/too-many',
  urlRefused: 'webhook/url-refused',
  pushOff: 'webhook/push-off',
  pushKeysRefused: 'webhook/push-keys-refused',
} as const;

export type WebhookErrorCode = (typeof WEBHOOK_ERRORS)[keyof typeof WEBHOOK_ERRORS];

export class WebhookError extends DomainError<WebhookErrorCode> {}

declare module '../core/domain-error' {
  interface DomainCodes {
    notifications: WebhookErrorCode;
  }
}
