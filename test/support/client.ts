/**
 * A typed client for the tests: openapi-fetch on the types generated from openapi.yaml (the same
 * `paths` the web client uses), calling the app in-process (`app.request`, no network). Every path,
 * parameter and body a test sends is checked by tsc against the document, and every answer is
 * typed as the document says.
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

/** The body of every answer as it was sent, byte for byte (openapi-fetch parses it). */
const texts = new WeakMap<Response, string>();

/** An answer's body as the app sent it (not parsed and written out again). */
export async function textOf(
  answer: Answer<unknown, unknown> | Promise<Answer<unknown, unknown>>,
): Promise<string> {
  const text = texts.get((await answer).response);
  if (text === undefined) throw new Error('not an answer of typedClient or sendUndocumented');
  return text;
}

/** The app as openapi-fetch sees a server; with `token`, every request carries it. */
export function typedClient(app: App, token?: string): ApiClient {
  const client = createClient<paths>({
    baseUrl: 'http://localhost',
    fetch: async (request) => {
      const res = await app.request(request);
      // Every answer is kept for the check that no token leaks into one.
      const text = await res.clone().text();
      texts.set(res, text);
      seen.push(text, JSON.stringify([...res.headers]));
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
export interface Answer<D, E> {
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

/** A bodyless answer (204, 304) after checking its status (204 unless said): its response. */
export async function expectEmpty(
  answer: Answer<unknown, unknown> | Promise<Answer<unknown, unknown>>,
  status = 204,
): Promise<Response> {
  const a = await answer;
  if (a.response.status !== status)
    throw new Error(`expected ${status}, got ${a.response.status}: ${JSON.stringify(a.error)}`);
  return a.response;
}

/**
 * The problem (RFC 9457) of a refused request, after checking its status and content type, and
 * its stable code when one is given.
 */
export async function expectProblem(
  answer: Answer<unknown, unknown> | Promise<Answer<unknown, unknown>>,
  status: number,
  code?: string,
): Promise<Problem> {
  const a = await answer;
  const type = a.response.headers.get('content-type') ?? '';
  if (a.response.status !== status || !type.startsWith('application/problem+json'))
    throw new Error(
      `expected a ${status} problem, got ${a.response.status} ${type}: ${JSON.stringify(a.data)}`,
    );
  const problem = a.error as Problem;
  if (code !== undefined && problem.code !== code)
    throw new Error(`expected the problem ${code}, got ${problem.code}: ${problem.detail}`);
  return problem;
}

/**
 * The one escape hatch from the document, for tests of bad input: a request the document cannot
 * type (malformed JSON, a wrong type, an unknown field, a path or header it does not have) sent
 * exactly as given, through the same app and the same leak check as the typed client. Its answer
 * is not typed from a route, since no route matches the request: a refusal is read as a Problem
 * (expectProblem checks the status and the content type), anything else stays `unknown`.
 */
export async function sendUndocumented(
  app: App,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer<unknown, Problem>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  seen.push(text, JSON.stringify([...res.headers]));
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {}
  const response = new Response(text || null, { status: res.status, headers: res.headers });
  texts.set(response, text);
  return res.ok ? { data: parsed, response } : { error: parsed as Problem, response };
}

/** As much of a JSON Schema as the tests read from the OpenAPI document. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  description?: string;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  discriminator?: { propertyName: string };
}

/** As much of the OpenAPI document as the tests read: operations' bodies and responses, and the schemas. */
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses: Record<
          number,
          {
            description?: string;
            headers?: Record<string, unknown>;
            content?: Record<string, { schema: JsonSchema }>;
          }
        >;
        security?: Record<string, string[]>[];
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
}

/** The app's OpenAPI document as served (/openapi.json is no path of the document itself). */
export async function openApiDocument(app: App): Promise<OpenApiDocument> {
  const served = await app.request('/openapi.json');
  if (served.status !== 200) throw new Error(`expected 200, got ${served.status}`);
  return (await served.json()) as OpenApiDocument;
}

/** A line game's seat view of the table (a Mexican Train view, or none, fails the test). */
export function lineView(t: { view: Schemas['Table']['view'] }): Schemas['SeatView'] {
  const v = t.view;
  if (v?.game !== 'line') throw new Error('expected the seat view of a line game');
  return v;
}
