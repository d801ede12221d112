/**
 * The base of every domain's refusal: a stable code, a message, field errors and a wait; no HTTP status.
 *
 * The API gives each code its status and title (api/problem.ts) in one table per domain
 * ([architecture.md](../../docs/architecture.md#errors-codes-in-the-domains-statuses-in-the-api)).
 */

/**
 * Every domain's codes, by domain: each domain's errors.ts adds its own to this interface
 * (`declare module '../core/domain-error'`), and api/problem.ts must give each a status.
 */
// biome-ignore lint/suspicious/noEmptyInterface: each domain's errors.ts adds its codes here.
export interface DomainCodes {}

/** A code some domain declared (`<domain>/kebab-case`). */
export type DomainCode = DomainCodes[keyof DomainCodes];

/** One thing wrong in a request, e.g. `{ path: 'body.pips.1', message: '…' }`. */
export interface FieldProblem {
  /** Where in the request: `body.…`, `path.…`, `query.…`. */
  path: string;
  message: string;
}

/** What a refusal says beyond its code and message. */
export interface DomainErrorDetails {
  /** What in the request was wrong, field by field. */
  errors?: FieldProblem[];
  /** How long until trying again may succeed, in whole seconds (sent as Retry-After). */
  retryAfterSeconds?: number;
}

/** A refusal of a domain; its code must be in DomainCodes, so a code without a status does not compile. */
export abstract class DomainError<Code extends DomainCode = DomainCode> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The response headers the refusal asks for: `retry-after` when it names a wait. */
  get headers(): Record<string, string> {
    const wait = this.details.retryAfterSeconds;
    return wait === undefined ? {} : { 'retry-after': String(wait) };
  }
}
