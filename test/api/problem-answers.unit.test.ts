/**
 * Every problem code in the golden file still answers with its status, title, headers and body.
 *
 * Clients match on codes, so none may drift or go. A new code is well formed at once, and held by
 * the golden file once added to it on purpose:
 * `PROBLEM_ANSWERS_GOLDEN=write npx vitest run test/api/problem-answers.unit.test.ts`, then review the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_CODES, AuthError } from '../../functions/accounts/errors';
import { HttpProblem, ifMatched, PROBLEM_CODES, toProblem } from '../../functions/api/problem';
import { WEBHOOK_ERRORS, WebhookError } from '../../functions/notifications/errors';
import { PHRASE_CODES, PhraseError } from '../../functions/phrases/errors';
import { RATING_CODES, RatingError } from '../../functions/ratings/errors';
import { SHEET_ERROR_CODES, SheetError } from '../../functions/sheets/errors';
import { TABLE_ERROR_CODES, TableError } from '../../functions/tables/errors';
import { VACATION_CODES, VacationError } from '../../functions/vacation/errors';
import { MOVE_ERRORS } from '../../shared/engine';

const GOLDEN = join(__dirname, '..', 'fixtures', 'problems', 'answers.json');

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** One error of each code each domain declares, and a few with details or headers. */
function thrown(): Record<string, unknown> {
  const cases: Record<string, unknown> = {};
  const detail = (code: string) => `detail of ${code}`;
  for (const code of [...TABLE_ERROR_CODES, ...Object.values(MOVE_ERRORS)])
    cases[code] = new TableError(code, detail(code));
  for (const code of SHEET_ERROR_CODES) cases[code] = new SheetError(code, detail(code));
  for (const code of Object.values(AUTH_CODES)) cases[code] = new AuthError(code, detail(code));
  for (const code of Object.values(WEBHOOK_ERRORS)) cases[code] = new WebhookError(code, detail(code));
  for (const code of Object.values(RATING_CODES)) cases[code] = new RatingError(code, detail(code));
  for (const code of Object.values(PHRASE_CODES)) cases[code] = new PhraseError(code, detail(code));
  for (const code of Object.values(VACATION_CODES)) cases[code] = new VacationError(code, detail(code));
  cases['sheet/impossible-hand with errors'] = new SheetError('sheet/impossible-hand', 'no such hand', {
    errors: [{ path: 'body.pips.1', message: 'more pips than the set holds' }],
  });
  cases['phrase/too-many with a wait'] = new PhraseError('phrase/too-many', 'wait', 7);
  return cases;
}

async function answer(problem: HttpProblem): Promise<Answer> {
  const res = problem.toResponse();
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.json() };
}

async function answers(): Promise<Record<string, Answer>> {
  const out: Record<string, Answer> = {};
  const unexpected = (message: string) => {
    throw new Error(`not mapped: ${message}`);
  };
  for (const [name, err] of Object.entries(thrown())) out[name] = await answer(toProblem(err, unexpected));
  for (const code of PROBLEM_CODES)
    out[code] ??= await answer(toProblem(new HttpProblem(code, `detail of ${code}`), unexpected));
  for (const err of [
    new TableError('table/stale-version', 'stale'),
    new SheetError('sheet/stale-version', 'stale'),
  ]) {
    const refused = await ifMatched(true, () => Promise.reject(err)).catch((e: unknown) => e);
    out[`${err.code} under If-Match`] = await answer(toProblem(refused, unexpected));
  }
  return out;
}

describe('problem answers', () => {
  it('every code of the golden file answers as it says, and none is lost', async () => {
    const now = await answers();
    if (process.env.PROBLEM_ANSWERS_GOLDEN === 'write')
      writeFileSync(GOLDEN, `${JSON.stringify(now, null, 2)}\n`);
    const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, Answer>;
    expect(Object.keys(golden).filter((name) => !(name in now))).toEqual([]);
    for (const name of Object.keys(golden)) expect(now[name], name).toEqual(golden[name]);
  });

  it('every code, new ones before the golden file has them too, answers a well-formed problem', async () => {
    for (const [name, { status, headers, body }] of Object.entries(await answers())) {
      const code = name.split(' ')[0];
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(headers['content-type'], name).toBe('application/problem+json');
      expect(body, name).toMatchObject({
        code,
        status,
        type: `urn:dominoes:problem:${code.replace('/', ':')}`,
      });
    }
  });

  it('every code a domain declares has a status of its own in the API', () => {
    const declared = Object.keys(thrown()).filter((name) => !name.includes(' '));
    expect(declared.filter((code) => !(PROBLEM_CODES as readonly string[]).includes(code))).toEqual([]);
  });
});
