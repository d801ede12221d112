/** What the phrase routes do (definitions.ts defines them): functions/phrases, for the caller. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { SaidPhrase } from '../../phrases/model';
import { PHRASES } from '../../phrases/model';
import { readPhrases, sayPhrase } from '../../phrases/operations';
import { type AuthEnv, callerOrNull } from '../auth';
import { type AppDeps, requestDeps } from '../deps';
import type * as route from './definitions';

const shown = (p: SaidPhrase) => ({
  seq: p.seq,
  seat: p.seat,
  phrase: p.phrase,
  text: PHRASES[p.phrase],
  at: p.at,
});

export function phraseHandlers(deps: AppDeps) {
  const say: RouteHandler<typeof route.createPhraseRoute, AuthEnv> = async (c) => {
    const { id } = c.req.valid('param');
    const { phrase } = c.req.valid('json');
    const said = await sayPhrase(deps, id, c.get('player').id, phrase);
    return c.json(shown(said), 201);
  };

  const read: RouteHandler<typeof route.listPhrasesRoute, AuthEnv> = async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const after = query.since ?? query.after;
    const wait = query.wait;
    // A long-poll holds the store for its wait too (app.ts gives the longer deadline to `since`
    // only): this request's store gets the same, and only when it waits.
    const d =
      after === undefined ? deps : requestDeps(deps, deps.config.storeDeadlineMs + deps.config.longPollMaxMs);
    const maxMs = Math.min((wait ?? 20) * 1000, deps.config.longPollMaxMs);
    const got = await readPhrases(
      d,
      id,
      callerOrNull(c)?.id ?? null,
      { after, maxMs, intervalMs: deps.config.longPollIntervalMs },
      c.req.raw.signal,
    );
    c.header('cache-control', 'private, no-cache');
    return c.json({ tableId: got.table.id, phrases: got.said.map(shown), last: got.last }, 200);
  };

  return { createPhrase: say, listPhrases: read };
}
