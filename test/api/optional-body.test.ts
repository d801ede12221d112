/**
 * Where a body is optional (POST /v1/tables/{id}/seats), an empty body is no body, whatever
 * Content-Type says; a body that is there is still checked (malformed JSON, unknown fields).
 */
import { describe, expect, it } from 'vitest';
import { signUp, testApp } from '../support/api';

const app = testApp();

/** A 2-player table opened by someone, and a second person sitting down at it with `init`. */
async function sitAtNewTable(init: { headers?: Record<string, string>; body?: string | ReadableStream }) {
  const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
  const opened = await app.request('/v1/tables', {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { preset: 'draw', players: 2 } }),
  });
  const { code } = (await opened.json()) as { code: string };
  const res = await app.request(`/v1/tables/${code}/seats`, {
    method: 'POST',
    headers: { authorization: `Bearer ${b.token}`, ...init.headers },
    body: init.body,
    // A stream has no length: sent chunked, as some clients do.
    ...(init.body instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as { you?: number; code?: string } };
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('an optional body', () => {
  it('empty, with Content-Type: application/json, is no body: the first free seat', async () => {
    for (const [what, init] of [
      ['no body at all', { headers: JSON_TYPE }],
      ['Content-Length: 0', { headers: { ...JSON_TYPE, 'content-length': '0' }, body: '' }],
      ['with a charset', { headers: { 'content-type': 'application/json; charset=utf-8' }, body: '' }],
      ['chunked, empty', { headers: JSON_TYPE, body: new Blob([]).stream() }],
      ['no Content-Type', {}],
      ['{}', { headers: JSON_TYPE, body: '{}' }],
    ] as const) {
      const r = await sitAtNewTable(init);
      expect([r.status, r.body.you], `${what}: ${JSON.stringify(r.body)}`).toEqual([200, 1]);
    }
  });

  it('a body that is there is still read and checked', async () => {
    const seat = await sitAtNewTable({ headers: JSON_TYPE, body: '{"seat":1}' });
    expect([seat.status, seat.body.you]).toEqual([200, 1]);
    const malformed = await sitAtNewTable({ headers: JSON_TYPE, body: '{' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'request/malformed-json']);
    const blank = await sitAtNewTable({ headers: JSON_TYPE, body: ' ' });
    expect([blank.status, blank.body.code]).toEqual([400, 'request/malformed-json']);
    const unknown = await sitAtNewTable({ headers: JSON_TYPE, body: '{"chair":1}' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'request/validation']);
  });
});
