/**
 * A score sheet's item (PK `SHEET#<id>`, SK `SHEET`): the sheet's fields as attributes, rewritten
 * whole under a condition on its version. A sheet nobody changes for a year expires. The options
 * and hands are checked for the shapes stored, not the API's limits.
 */
import { z } from 'zod';
import { BLOCKED_SCORINGS } from '../../../shared/engine';
import type { SheetRecord } from '../../sheets/model';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { defineFormat, epochSeconds, formatAttribute, type Item, once, type SameType } from './format';

export const SHEET_SK = 'SHEET';
export const sheetKey = (id: string) => ({ [PARTITION_KEY]: `SHEET#${id}`, [SORT_KEY]: SHEET_SK });

/** How long an untouched sheet is kept. */
export const KEEP_SHEET_SECONDS = 365 * 24 * 3600;

function buildItemV1() {
  const int = () => z.number().int();
  const options = z.strictObject({
    players: z.array(z.string()),
    teams: z.boolean().optional(),
    handSize: int().optional(),
    drawing: z.boolean().optional(),
    blockedScoring: z.enum(BLOCKED_SCORINGS).optional(),
    roundToFive: z.boolean().optional(),
    doubledScores: z.boolean().optional(),
    losersLosePips: z.boolean().optional(),
    target: int().optional(),
    maxHands: int().nullable().optional(),
  });
  const hand = z.strictObject({
    outcome: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('domino'), player: int(), doubled: z.boolean().optional() }),
      z.strictObject({ kind: z.literal('blocked') }),
    ]),
    pips: z.array(int()),
    points: z.array(int()).optional(),
  });
  return z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('SHEET#'),
    [SORT_KEY]: z.literal(SHEET_SK),
    ...formatAttribute(1),
    id: z.string(),
    version: int(),
    createdBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    options,
    hands: z.array(hand),
    [TTL_ATTRIBUTE]: epochSeconds(),
  });
}

/** Built on first use, like the other large schemas. */
const itemV1 = once(buildItemV1);

function readV1(item: Item): SheetRecord {
  const { id, version, createdBy, createdAt, updatedAt, options, hands } = itemV1().parse(item);
  return { id, version, createdBy, createdAt, updatedAt, options, hands };
}

function writeV1(s: SheetRecord): Item {
  const expiresAt = Math.floor(Date.parse(s.updatedAt) / 1000) + KEEP_SHEET_SECONDS;
  const { id, version, createdBy, createdAt, updatedAt, options, hands } = s;
  return {
    ...sheetKey(id),
    id,
    version,
    createdBy,
    createdAt,
    updatedAt,
    options,
    hands,
    [TTL_ATTRIBUTE]: expiresAt,
  };
}

export const sheetFormat = defineFormat<SheetRecord>({
  kind: 'sheet',
  readers: { 1: readV1 },
  write: writeV1,
});

// The stored shape is the record: a field added to SheetRecord without its schema fails here.
const _schemaIsTheRecord: SameType<
  Omit<z.output<ReturnType<typeof itemV1>>, 'PK' | 'SK' | 'fv' | 'expiresAt'>,
  SheetRecord
> = true;
