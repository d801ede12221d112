/** The events' store contract (store-contract.ts) on the in-memory adapter. */
import { MemoryEvents } from '../support/memory-events';
import { eventStoreContract } from './store-contract';

eventStoreContract('in memory', () => new MemoryEvents());
