/**
 * The one way the client talks to the API: openapi-fetch on the types generated from
 * openapi.yaml (schema.d.ts), so every path, parameter and body is checked against the document.
 * Adds the bearer token, honours Retry-After on 429 and 503 (repeating only what is safe to
 * repeat), and turns problems, and calls that got no answer, into ApiProblem.
 */
import createClient from 'openapi-fetch';
import { locale, t } from '../i18n';
import type { components, paths } from './schema';
import { clearToken, currentProvider, currentToken, type Provider } from './token';

export type Schemas = components['schemas'];
/** A table of any game, as the API answers it. */
export type AnyTable = Schemas['Table'];
/** A line game's table: its rules and view are the line games' (the screens before Mexican Train). */
export type Table = Omit<AnyTable, 'rules' | 'view'> & { rules: Rules; view: SeatView | null };
/** A Mexican Train table (web/src/table/trains/). */
export type TrainTable = Omit<AnyTable, 'rules' | 'view'> & {
  rules: Schemas['TrainRules'];
  view: Schemas['TrainView'] | null;
};
/** Whether the table plays Mexican Train. */
export const isTrainTable = (t: AnyTable): t is TrainTable => t.rules.game === 'mexicanTrain';
/** Whether the table plays a line game. */
export const isLineTable = (t: AnyTable): t is Table => t.rules.game === 'line';

/** A screen of the line games was handed a Mexican Train table (the table screen branches first). */
export const NOT_A_LINE_TABLE = 'web/not-a-line-table';

/** The table as a line game's, or an ApiProblem for a Mexican Train table. */
export function lineTableOf(t: AnyTable): Table {
  if (isLineTable(t)) return t;
  throw new ApiProblem(200, NOT_A_LINE_TABLE, 'this table plays Mexican Train');
}

/** The answer with a line game's table (a Mexican Train table: the problem lineTableOf says). */
export async function lineAnswer(call: Promise<Answer<AnyTable>>): Promise<Answer<Table>> {
  const answer = await call;
  return answer.data ? { ...answer, data: lineTableOf(answer.data) } : { ...answer, data: undefined };
}
export type SeatView = Schemas['SeatView'];
export type Seat = Schemas['Seat'];
/** A feed event of any game (a Mexican Train table's: roundDealt, trainPlay, …). */
export type AnyFeedEvent = Schemas['FeedEvent'];
/** A line game's feed event: what a line table's feed holds. */
export type FeedEvent = Extract<
  AnyFeedEvent,
  { type: 'handDealt' | 'play' | 'draw' | 'pass' | 'handEnded' | 'matchEnded' }
>;
/** Whether a feed event is a line game's. */
export const isLineEvent = (e: AnyFeedEvent): e is FeedEvent =>
  ['handDealt', 'play', 'draw', 'pass', 'handEnded', 'matchEnded'].includes(e.type);
export type Feed = Schemas['Feed'];
export type LegalMove = Schemas['LegalMove'];
export type HandSummary = Schemas['HandSummary'];
export type HistoryEvent = Schemas['HistoryEvent'];
export type InboxEntry = Schemas['InboxEntry'];
export type CreateTable = Schemas['CreateTable'];
export type Rules = Schemas['Rules'];
export type BotLevel = Schemas['BotLevel'];
export type Preset = Rules['preset'];

/** A refusal or failure, in the words of the problem's `detail` (RFC 9457). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** Waits that a 429 or 503 asked for, shown to the person ("busy: retrying in 3 s"). */
export const busy = { listener: null as ((seconds: number | null) => void) | null };

const MAX_RETRIES = 3;

function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(signal.reason);
    });
  });
}

/** The store's answer was lost: the change may or may not have been made (503). */
export const OUTCOME_UNKNOWN = 'store/outcome-unknown';

/**
 * Whether sending `request` again after this answer is safe: a 429 is refused before anything
 * happens; after a 503, a read, or a write with an Idempotency-Key (the server answers a repeat
 * with what the first did), or a write the server says changed nothing. A write without a key
 * whose outcome is unknown is not repeated: it might then happen twice.
 */
async function worthRepeating(request: Request, res: Response): Promise<boolean> {
  if (res.status === 429) return true;
  if (res.status !== 503) return false;
  if (request.method === 'GET' || request.headers.has('idempotency-key')) return true;
  const problem: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  return !(typeof problem === 'object' && problem && 'code' in problem && problem.code === OUTCOME_UNKNOWN);
}

/** fetch that waits as long as Retry-After says and tries again (a few times), when that is safe. */
async function patientFetch(request: Request): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(request.clone());
    if (attempt >= MAX_RETRIES || !(await worthRepeating(request, res))) return res;
    const seconds = Math.min(Number(res.headers.get('retry-after')) || 1, 30);
    busy.listener?.(seconds);
    await sleep(seconds * 1000, request.signal);
    busy.listener?.(null);
  }
}

// VITE_API_URL: a client hosted apart from the API (which must then allow its origin by CORS).
const baseUrl = import.meta.env.VITE_API_URL || globalThis.location?.origin || '';

export const api = createClient<paths>({ baseUrl, fetch: patientFetch, cache: 'no-store' });

/**
 * This device signed out by the server: its token was revoked (from another device) or is not
 * one the server knows (its data was reset), or the provider's ID token it signed in with has
 * expired (any 401 then). The page offers to sign in again or start fresh.
 */
export const signedOut = {
  listener: null as ((detail: string, provider: Provider | null) => void) | null,
};
const SIGNED_OUT_CODES = new Set(['auth/revoked-token', 'auth/invalid-token']);

api.use({
  onRequest({ request }) {
    const token = currentToken();
    // A call may bring its own (the ID token of a sign-in not yet kept).
    if (token && !request.headers.has('authorization'))
      request.headers.set('authorization', `Bearer ${token}`);
    // Problem details in the page's language where the server has it (English otherwise).
    if (!request.headers.has('accept-language')) request.headers.set('accept-language', locale());
    return request;
  },
  async onResponse({ request, response }) {
    if (response.status !== 401) return response;
    const sent = request.headers.get('authorization')?.slice('Bearer '.length);
    // Only the token still in use: a late answer to one replaced meanwhile (a sign-in) is old news.
    if (!sent || sent !== currentToken()) return response;
    const problem = await response
      .clone()
      .json()
      .catch(() => null);
    const provider = currentProvider();
    if (provider || SIGNED_OUT_CODES.has(problem?.code)) {
      clearToken();
      signedOut.listener?.(
        typeof problem?.detail === 'string' ? problem.detail : t('common.deviceSignedOut'),
        provider,
      );
    }
    return response;
  },
  // No answer at all (offline, a dropped connection): said in words here, once for every call, so
  // a screen never shows the browser's own ("Failed to fetch"). A request called off stays an abort.
  // What next is the screen's to say: a person tries again, a follower does so itself (Retrying).
  onError({ error }) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    return new ApiProblem(0, 'network', t('common.unreachable'));
  },
});

/** What a call resolves to: the body, or the problem the server answered with. */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The problem in an error answer, or words for one that has none (a proxy's HTML page…). */
export function problemOf(res: Response, error: unknown): ApiProblem {
  const p = (typeof error === 'object' && error) || {};
  const detail =
    'detail' in p && typeof p.detail === 'string'
      ? p.detail
      : t('common.serverAnswered', { status: res.status });
  const code = 'code' in p && typeof p.code === 'string' ? p.code : `http/${res.status}`;
  return new ApiProblem(res.status, code, detail);
}

/** The answer's body, or an ApiProblem (a call with no answer fails with one already). */
export async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  const answer = await call;
  // 204 No Content (a revocation): done, with nothing to read.
  if (answer.response.ok && (answer.data !== undefined || answer.response.status === 204))
    return answer.data as T;
  throw problemOf(answer.response, answer.error);
}

/** A 503 after which nobody knows whether the change was made (the client then reads again). */
export function outcomeUnknown(err: unknown): err is ApiProblem {
  return err instanceof ApiProblem && err.code === OUTCOME_UNKNOWN;
}

/** Words for any error, for the screen. */
export function errorText(err: unknown): string {
  if (err instanceof ApiProblem) return err.message.charAt(0).toUpperCase() + err.message.slice(1);
  if (err instanceof Error) return err.message;
  return String(err);
}
