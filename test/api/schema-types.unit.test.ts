/**
 * The OpenAPI schemas are written by hand beside the types they describe (the engine's views,
 * the feed, the fair deal). These checks make them the same types, field for field, so that
 * neither can change without the other: tsc fails (`npm run typecheck`), before any test runs.
 */
import type { z } from '@hono/zod-openapi';
import { describe, expectTypeOf, it } from 'vitest';
import type { FairDealSchema } from '../../functions/api/schemas/fair-deal';
import type { FeedEventSchema, InboxEntrySchema } from '../../functions/api/schemas/follow';
import type {
  HandSummarySchema,
  HistoryEventSchema,
  LegalMoveSchema,
  RulesSchema,
  SeatViewSchema,
} from '../../functions/api/schemas/view';
import type { FairDeal } from '../../functions/tables/fair-deal';
import type { FeedEvent } from '../../functions/tables/feed';
import type { TrainFeedEvent } from '../../functions/tables/feed-trains';
import type { InboxEntry } from '../../functions/tables/inbox';
import type { HandSummaryView, HistoryEvent, LegalMove, Rules, SeatView } from '../../shared/engine';

/** Each member of a union as one plain object type (the feed's events are written as an intersection). */
type Flat<T> = T extends unknown ? { [K in keyof T]: T[K] } : never;

/** The API marks a line game's rules and view with their game family (docs/api-style.md#games). */
type LineRules = Flat<Rules & { game: 'line' }>;
type LineView = Flat<Omit<SeatView, 'rules'> & { game: 'line'; rules: LineRules }>;

describe('the OpenAPI schemas are the types they describe', () => {
  it('the engine’s seat view and its parts', () => {
    expectTypeOf<Flat<z.infer<typeof SeatViewSchema>>>().toEqualTypeOf<LineView>();
    expectTypeOf<z.infer<typeof HistoryEventSchema>>().toEqualTypeOf<HistoryEvent>();
    expectTypeOf<z.infer<typeof LegalMoveSchema>>().toEqualTypeOf<LegalMove>();
    expectTypeOf<z.infer<typeof HandSummarySchema>>().toEqualTypeOf<HandSummaryView>();
    expectTypeOf<z.infer<typeof RulesSchema>>().toEqualTypeOf<LineRules>();
  });

  it('the feed’s events and the fair deal', () => {
    expectTypeOf<z.infer<typeof FeedEventSchema>>().toEqualTypeOf<Flat<FeedEvent | TrainFeedEvent>>();
    expectTypeOf<z.infer<typeof FairDealSchema>>().toEqualTypeOf<FairDeal>();
  });

  it('the inbox’s entries, built from the record', () => {
    expectTypeOf<z.infer<typeof InboxEntrySchema>>().toEqualTypeOf<InboxEntry>();
  });
});
