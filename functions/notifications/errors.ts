/** Why a webhook request is refused: stable codes, without HTTP (api/problem.ts gives their statuses). */
export const WEBHOOK_ERRORS = {
  notFound: 'webhook/not-found',
  tooMany: 'webhook/too-many',
  urlRefused: 'webhook/url-refused',
  pushOff: 'webhook/push-off',
  pushKeysRefused: 'webhook/push-keys-refused',
} as const;

export type WebhookErrorCode = (typeof WEBHOOK_ERRORS)[keyof typeof WEBHOOK_ERRORS];

export class WebhookError extends Error {
  constructor(
    readonly code: WebhookErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookError';
  }
}
