/**
 * The answers' shapes the routes name through later.ts: a module of their own, loaded with the
 * first OpenAPI document (docs/deploy.md#cold-start).
 */
export { FeedSchema, InboxSchema } from './follow';
export { LobbySchema, TableSchema } from './table-shapes';
export { TrainLegalMoveSchema } from './trains-view';
export { LegalMoveSchema } from './view';
