/**
 * Every item kind the store writes, with its format (format.ts). A new item kind gets a module
 * here with its version 1 reader and writer, an entry below, and fixtures captured by
 * scripts/capture-fixtures.ts; the migration command (scripts/migrate.ts) and the fixture test
 * go through this list.
 */
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { deviceTokenFormat } from './device-token';
import {
  EVENT_ENTRY_PREFIX,
  EVENT_LIST_PREFIX,
  EVENT_SK,
  eventEntryFormat,
  eventFormat,
  eventListingFormat,
  ROUND_PREFIX,
  roundFormat,
} from './event';
import type { Format, Item } from './format';
import { ANALYSIS_PREFIX, handAnalysisFormat } from './hand-analysis';
import { handArchiveFormat } from './hand-archive';
import { HINT_PREFIX, hintCountFormat } from './hint-count';
import { identityFormat } from './identity';
import { joinCodeFormat } from './join-code';
import { FINISHED_MEMBER_PREFIX, MEMBER_PREFIX, membershipFormat } from './membership';
import {
  ENTRY_PREFIX,
  entryFormat,
  lastOpponentsFormat,
  PAIRED_PREFIX,
  QUEUE_PREFIX,
  queueSlotFormat,
  SEEK_PREFIX,
  SEEKS_PK,
  seekFormat,
} from './pairing';
import { PHRASES_SK, phrasesFormat } from './phrases';
import { playerFormat } from './player';
import { RATINGS_SK, ratingFormat } from './rating';
import { boardEntryFormat, boardSnapshotFormat, isBoardEntryKey, isBoardSnapshotKey } from './rating-board';
import { roundArchiveFormat, TRAIN_ROUND_PREFIX } from './round-archive';
import { sheetFormat } from './sheet';
import { signInCodeFormat } from './sign-in-code';
import { tableFormat } from './table';
import { VACATION_SK, vacationFormat } from './vacation';
import {
  deliveryFormat,
  REMINDER_SK,
  reminderFormat,
  WEBHOOK_COUNT_SK,
  WEBHOOK_PREFIX,
  webhookCountFormat,
  webhookFormat,
} from './webhook';

export interface ItemKind {
  format: Format<unknown>;
  /** Whether an item's key is one of this kind's. */
  matches(pk: string, sk: string): boolean;
}

export const ITEM_KINDS: readonly ItemKind[] = [
  { format: tableFormat, matches: (pk, sk) => pk.startsWith('TABLE#') && sk === 'TABLE' },
  { format: handArchiveFormat, matches: (pk, sk) => pk.startsWith('TABLE#') && sk.startsWith('HAND#') },
  {
    format: roundArchiveFormat,
    matches: (pk, sk) => pk.startsWith('TABLE#') && sk.startsWith(TRAIN_ROUND_PREFIX),
  },
  {
    format: handAnalysisFormat,
    matches: (pk, sk) => pk.startsWith('TABLE#') && sk.startsWith(ANALYSIS_PREFIX),
  },
  { format: hintCountFormat, matches: (pk, sk) => pk.startsWith('TABLE#') && sk.startsWith(HINT_PREFIX) },
  { format: playerFormat, matches: (pk, sk) => pk.startsWith('PLAYER#') && sk === 'PROFILE' },
  {
    format: membershipFormat,
    matches: (pk, sk) =>
      pk.startsWith('PLAYER#') && (sk.startsWith(MEMBER_PREFIX) || sk.startsWith(FINISHED_MEMBER_PREFIX)),
  },
  { format: joinCodeFormat, matches: (pk, sk) => pk.startsWith('CODE#') && sk === 'CODE' },
  { format: sheetFormat, matches: (pk, sk) => pk.startsWith('SHEET#') && sk === 'SHEET' },
  { format: deviceTokenFormat, matches: (pk, sk) => pk.startsWith('PLAYER#') && sk.startsWith('TOKEN#') },
  { format: signInCodeFormat, matches: (pk, sk) => pk.startsWith('SIGNIN#') && sk === 'SIGNIN' },
  { format: identityFormat, matches: (pk, sk) => pk.startsWith('IDENTITY#') && sk === 'IDENTITY' },
  { format: webhookFormat, matches: (pk, sk) => pk.startsWith('PLAYER#') && sk.startsWith(WEBHOOK_PREFIX) },
  { format: webhookCountFormat, matches: (pk, sk) => pk.startsWith('PLAYER#') && sk === WEBHOOK_COUNT_SK },
  {
    format: deliveryFormat,
    matches: (pk, sk) => pk.startsWith(WEBHOOK_PREFIX) && sk.startsWith('DELIVERY#'),
  },
  { format: reminderFormat, matches: (pk, sk) => pk.startsWith('TABLE#') && sk === REMINDER_SK },
  { format: ratingFormat, matches: (pk, sk) => pk.startsWith('PLAYER#') && sk === RATINGS_SK },
  { format: boardEntryFormat, matches: isBoardEntryKey },
  { format: boardSnapshotFormat, matches: isBoardSnapshotKey },
  { format: phrasesFormat, matches: (pk, sk) => pk.startsWith('TABLE#') && sk === PHRASES_SK },
  { format: vacationFormat, matches: (pk, sk) => pk.startsWith('PLAYER#') && sk === VACATION_SK },
  { format: eventFormat, matches: (pk, sk) => pk.startsWith('EVENT#') && sk === EVENT_SK },
  { format: roundFormat, matches: (pk, sk) => pk.startsWith('EVENT#') && sk.startsWith(ROUND_PREFIX) },
  { format: eventListingFormat, matches: (pk) => pk.startsWith(EVENT_LIST_PREFIX) },
  {
    format: eventEntryFormat,
    matches: (pk, sk) => pk.startsWith('PLAYER#') && sk.startsWith(EVENT_ENTRY_PREFIX),
  },
  { format: entryFormat, matches: (pk, sk) => pk.startsWith('PLAYER#') && sk.startsWith(ENTRY_PREFIX) },
  { format: queueSlotFormat, matches: (pk) => pk.startsWith(QUEUE_PREFIX) },
  {
    format: lastOpponentsFormat,
    matches: (pk, sk) => pk.startsWith('PLAYER#') && sk.startsWith(PAIRED_PREFIX),
  },
  { format: seekFormat, matches: (pk, sk) => pk === SEEKS_PK && sk.startsWith(SEEK_PREFIX) },
] as ItemKind[];

/** The kind of a stored item, by its key; undefined for an item of no kind this code knows. */
export function kindOf(item: Item, kinds: readonly ItemKind[] = ITEM_KINDS): ItemKind | undefined {
  const pk = String(item[PARTITION_KEY]);
  const sk = String(item[SORT_KEY]);
  return kinds.find((k) => k.matches(pk, sk));
}
