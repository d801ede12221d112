/**
 * The one CORS policy of the API, applied around the app (api/cors.ts) by the local server and
 * the Lambda function alike. Plain data, so infra imports it without the app.
 */
export const CORS_POLICY = {
  /**
   * Origins browsers may call the local server from (CORS_ORIGINS changes it). Deployed, the
   * stack's `corsOrigins` context, by default the site it deploys (infra/stack.ts).
   */
  allowOrigins: ['*'],
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  /** Request headers browsers may send: conditional requests, retries, auth, JSON bodies. */
  allowHeaders: ['Authorization', 'Content-Type', 'If-Match', 'If-None-Match', 'Idempotency-Key'],
  /** Response headers scripts may read: the version tag for If-Match, where a new resource is, when to retry, a replayed move. */
  exposeHeaders: ['ETag', 'Location', 'Retry-After', 'Idempotent-Replayed', 'RateLimit', 'RateLimit-Policy'],
  /** How long a browser may keep a preflight's answer. */
  maxAgeSeconds: 3600,
} as const;

export type CorsMethod = (typeof CORS_POLICY.allowMethods)[number];

/** A comma-separated list of origins (context or environment), or the default when unset or empty. */
export function corsOriginsFrom(value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 ? items : [...CORS_POLICY.allowOrigins];
}
