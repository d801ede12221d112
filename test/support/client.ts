/**
 * A typed client for the tests: openapi-fetch on the types generated from openapi.yaml (the same
 * `paths` the web client uses), calling the app in-process (`app.request`, no network). Every path,
 * parameter and body a test sends is checked by tsc against the document, and every answer is
 * typed as the document says, where `call` (./api.ts) answers `any`.
 *
 *   const api = typedClient(app, player.token);
 *   const table = await expectOk(api.GET('/v1/tables/{id}', { params: { path: { id } } }));
 *   const refused = await expectProblem(api.POST('/v1/tables/{id}/resign', ...), 409);
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../../web/src/api/schema';
import { type App, seen } from './api';

export type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
export type ApiClient = Client<paths>;

/** The app as openapi-fetch sees a server; with `token`, every request carries it. */
export function typedClient(app: App, token?: string): ApiClient {
  const client = createClient<paths>({
    baseUrl: 'http://localhost',
    fetch: async (request) => {
      const res = await app.request(request);
      // As `call` does: every answer is kept for the check that no token leaks into one.
      seen.push(await res.clone().text(), JSON.stringify([...res.headers]));
      return res;
    },
  });
  if (token !== undefined)
    client.use({
      onRequest: ({ request }) => {
        request.headers.set('authorization', `Bearer ${token}`);
        return request;
      },
    });
  return client;
}

/** What openapi-fetch answers: `data` for a 2xx, `error` otherwise, and the response. */
interface Answer<D, E> {
  data?: D;
  error?: E;
  response: Response;
}

/** The answer's body, typed, after checking it has `status` (200 unless said). */
export async function expectOk<D, E>(answer: Answer<D, E> | Promise<Answer<D, E>>, status = 200): Promise<D> {
  const a = await answer;
  if (a.response.status !== status || a.data === undefined)
    throw new Error(`expected ${status}, got ${a.response.status}: ${JSON.stringify(a.error ?? a.data)}`);
  return a.data;
}

/** The problem (RFC 9457) of a refused request, after checking its status and content type. */
export async function expectProblem(
  answer: Answer<unknown, unknown> | Promise<Answer<unknown, unknown>>,
  status: number,
): Promise<Problem> {
  const a = await answer;
  const type = a.response.headers.get('content-type') ?? '';
  if (a.response.status !== status || !type.startsWith('application/problem+json'))
    throw new Error(
      `expected a ${status} problem, got ${a.response.status} ${type}: ${JSON.stringify(a.data)}`,
    );
  return a.error as Problem;
}
