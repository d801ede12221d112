/** The events' store contract (store-contract.ts) on the DynamoDB adapter, on DynamoDB Local. */
import { DynamoDbEvents } from '../../functions/store/dynamodb-events';
import { TEST_TIMEOUTS, testDynamoDb } from '../support/dynamodb';
import { eventStoreContract } from './store-contract';

eventStoreContract('DynamoDB', () => {
  const db = testDynamoDb();
  return new DynamoDbEvents(db.documentClient, db.tableName, TEST_TIMEOUTS);
});
