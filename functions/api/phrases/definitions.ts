/** Quick phrases at a table: POST and GET /v1/tables/{id}/phrases (functions/phrases). */

import { createRoute, z } from '@hono/zod-openapi';
import { PHRASE_IDS, PHRASES, PHRASES_PER_WINDOW } from '../../phrases/model';
import { access } from '../access';
import { jsonBody, jsonResponse, OPTIONAL_READ, PLAYER_BODY, problems, queryInteger } from '../common';
import { TableParamsSchema } from '../schemas/table';

/** A token is optional: anyone may read a public table's phrases, as they may watch it. */

const phraseList = PHRASE_IDS.map((id) => `\`${id}\` (${PHRASES[id]})`).join(', ');

export const SayPhraseSchema = z
  .object({
    phrase: z
      .string()
      .max(100)
      .openapi({ example: 'good-luck' })
      .describe(`One of the quick phrases, by id: ${phraseList}. Anything else is 422 \`phrase/unknown\`.`),
  })
  .openapi('SayPhrase');

export const SaidPhraseSchema = z
  .object({
    seq: z
      .number()
      .int()
      .describe('The phrase’s number at this table, from 1: pass the last one as `since`.'),
    seat: z.number().int().describe('The seat that said it.'),
    phrase: z.enum(PHRASE_IDS as [string, ...string[]]).describe('The phrase’s id.'),
    text: z.string().describe('The phrase in English.'),
    at: z.string().describe('When it was said (ISO 8601).'),
  })
  .openapi('SaidPhrase');

export const PhrasesSchema = z
  .object({
    tableId: z.string(),
    phrases: z
      .array(SaidPhraseSchema)
      .describe('The phrases after `since`, oldest first (at most the last 20).'),
    last: z.number().int().describe('The newest phrase’s number (0: none yet): the next `since`.'),
  })
  .openapi('Phrases');

/** A phrase number to wait past: `since`, the cursor every long-poll takes; `after`, its old name. */
const phraseCursor = () =>
  queryInteger(0, 1e12)
    .optional()
    .describe(
      'Long-poll: answer once there is a phrase numbered above this one (or when the wait is over). ' +
        'Without it: the last phrases kept, at once.',
    );

export const PhrasesQuerySchema = z.object({
  since: phraseCursor(),
  after: phraseCursor().openapi({
    param: { name: 'after', in: 'query', deprecated: true },
    description: 'Deprecated: the old name of `since`.',
  }),
  wait: queryInteger(0, 20)
    .optional()
    .describe('With `since`: the longest wait, in seconds (default and most: 20).'),
});

export const createPhraseRoute = createRoute({
  method: 'post',
  operationId: 'createPhrase',
  path: '/v1/tables/{id}/phrases',
  tags: ['phrases'],
  summary: 'Say a quick phrase at the table (“Good luck”, “Your turn!”)',
  description:
    'A seated player says one of the fixed quick phrases (no free text); the table shows it by their ' +
    `seat and in its log. At most ${PHRASES_PER_WINDOW} a minute per seat: beyond, 429 \`phrase/too-many\` ` +
    'with Retry-After. A phrase never changes the table’s version: a move sent with the version read ' +
    'before it is still good. A spectator is refused (403 `table/not-seated`).',
  ...access('player'),
  request: { params: TableParamsSchema, body: jsonBody(SayPhraseSchema) },
  responses: {
    201: jsonResponse(SaidPhraseSchema, 'The phrase, as said'),
    ...problems(
      ...PLAYER_BODY,
      'table/not-found',
      'table/not-seated',
      'table/closed',
      'phrase/unknown',
      'phrase/too-many',
    ),
  },
});

export const listPhrasesRoute = createRoute({
  method: 'get',
  operationId: 'listPhrases',
  path: '/v1/tables/{id}/phrases',
  tags: ['phrases'],
  summary: 'The quick phrases said at the table, long-polled with `since`',
  description:
    'Whoever may watch the table may read its phrases: its players, and anyone (no token needed) at a ' +
    'public table. With `since=<last>`, the request is held until a newer phrase is said or the wait ' +
    'is over (then `phrases` is empty and `last` unchanged).',
  ...access('optional'),
  request: { params: TableParamsSchema, query: PhrasesQuerySchema },
  responses: {
    200: jsonResponse(PhrasesSchema, 'The phrases after `since`'),
    ...problems(...OPTIONAL_READ, 'auth/missing-token', 'table/not-found', 'table/not-seated'),
  },
});
