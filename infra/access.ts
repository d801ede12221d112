/**
 * Least-privilege table access: exactly the DynamoDB actions each function's code uses, on the
 * table, plus Query on exactly the indexes it reads (no index/* wildcard). When the store starts
 * using another command or index, add it here (test/infra/stack.slow.test.ts checks the API's list
 * against the commands in functions/store).
 */
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { DUE_INDEX, LOBBY_INDEX } from '../functions/store/table-schema';
import { indexArn } from './table';

export interface TableAccess {
  /** Actions on the table's items. */
  tableActions: readonly string[];
  /** Indexes the function queries. */
  queriedIndexes: readonly string[];
}

/**
 * The API's store: GetCommand, PutCommand (conditional), TransactWriteCommand of Puts and
 * Deletes (IAM authorizes a transaction per item: a seat left deletes its membership item), the
 * lobby Query, and for following tables a Query of the table itself (a table's archived hands,
 * a player's memberships) and BatchGetCommand (the inbox's tables). Accounts: UpdateItem (a
 * device token's last use, hourly; a legacy token's hash removed) and a Query of a player's
 * device tokens. Webhooks: a player's subscriptions (Query, Put, Delete), the test ping's
 * delivery (Put) and its UpdateItem of the subscription's health.
 */
export const API_ACCESS: TableAccess = {
  // Sorted, as CDK writes them.
  tableActions: [
    'dynamodb:BatchGetItem',
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
  ],
  queriedIndexes: [LOBBY_INDEX.name],
};

/**
 * The scheduler: queries the due index, loads each table and saves it with a conditional Put, or
 * a transaction of Puts and Deletes (a hand archived and memberships rewritten when a match ends;
 * the creator's membership deleted when it closes an idle open table). For notifications: due
 * reminders and retries from the due index, the table's reminder item (Get, Delete), a person's
 * subscriptions (a Query of the table), the delivery log (Put) and a subscription's health (Update).
 */
export const SCHEDULER_ACCESS: TableAccess = {
  tableActions: [
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
  ],
  queriedIndexes: [DUE_INDEX.name],
};

/**
 * The notifier: a person's subscriptions (a Query of the table), deliveries and reminders (Put),
 * a subscription's health (Update); the analysis of each hand that ends (a Get of the stored one,
 * a Query of the hand archives, a Put). The stream read and the dead-letter queue are granted by
 * the event source mapping (infra/notifier.ts).
 */
export const NOTIFIER_ACCESS: TableAccess = {
  tableActions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
  queriedIndexes: [],
};

/** The leaderboards' snapshot: a Query of each pool's board shards, a Put of its snapshot. */
export const BOARDS_ACCESS: TableAccess = {
  tableActions: ['dynamodb:PutItem', 'dynamodb:Query'],
  queriedIndexes: [],
};

export function grantTableAccess(table: TableV2, grantee: IGrantable, access: TableAccess): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions: [...access.tableActions],
      resources: [table.tableArn],
    }),
  );
  if (access.queriedIndexes.length === 0) return;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      effect: Effect.ALLOW,
      actions: ['dynamodb:Query'],
      resources: access.queriedIndexes.map((name) => indexArn(table, name)),
    }),
  );
}
