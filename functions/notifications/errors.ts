/** Why a webhook request is refused: stable codes, each with its HTTP status and title below. */
export const WEBHOOK_ERRORS = {
  notFound: 'webhook/not-found',
  tooMany: 'webhook/too-many',
  urlRefused: 'webhook/url-refused',
} as const;

export type WebhookErrorCode = (typeof WEBHOOK_ERRORS)[keyof typeof WEBHOOK_ERRORS];

/** Each code's HTTP status and title, read by the API's one problem type (api/problem.ts). */
export const WEBHOOK_PROBLEMS = {
  'webhook/not-found': [404, 'Webhook not found'],
  'webhook/too-many': [409, 'Too many webhooks'],
  'webhook/url-refused': [422, 'That URL is not sent to'],
} as const satisfies Record<WebhookErrorCode, readonly [status: number, title: string]>;

export class WebhookError extends Error {
  constructor(
    readonly code: WebhookErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookError';
  }
}
