/**
 * A player's vacation bank (functions/vacation): PK `PLAYER#<id>`, SK `VACATION`, rewritten whole
 * under a condition on its version, alone (the player's PUT and DELETE) or in the transaction of
 * a table's save (the scheduler spending a slice). Version 2 keeps the away as announced (the date
 * asked, when, what it spent: docs/vacation.md#what-the-others-see); version 1 items, without it,
 * are still read.
 */
import { z } from 'zod';
import type { VacationBank } from '../../vacation/model';
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { defineFormat, formatAttribute, type Item, once, type SameType } from './format';

export const VACATION_SK = 'VACATION';

export const vacationKey = (playerId: string) => ({
  [PARTITION_KEY]: `PLAYER#${playerId}`,
  [SORT_KEY]: VACATION_SK,
});

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.literal(VACATION_SK),
    ...formatAttribute(1),
    version: z.number().int().positive(),
    /** Minutes left. */
    balance: z.number().int().nonnegative(),
    accruedAt: z.string().regex(ISO),
    /** Absent when not away. */
    awayUntil: z.string().regex(ISO).optional(),
    updatedAt: z.string().regex(ISO),
  }),
);

const itemV2 = once(() =>
  z.strictObject({
    ...itemV1().shape,
    ...formatAttribute(2),
    /** The date asked for, present while away (it may be later than awayUntil, which the bank cut). */
    askedUntil: z.string().regex(ISO).optional(),
    /** When the away was announced, present while away. */
    askedAt: z.string().regex(ISO).optional(),
    /** Minutes the away spent when announced, present while away. */
    spent: z.number().int().nonnegative().optional(),
  }),
);

type ItemV2 = z.infer<ReturnType<typeof itemV2>>;
// The record and the item hold the same facts: a field added to one and not the other fails here.
const _same: SameType<
  Omit<VacationBank, 'playerId' | 'balanceMinutes' | 'awayUntil' | 'asked'>,
  Omit<ItemV2, 'PK' | 'SK' | 'fv' | 'balance' | 'awayUntil' | 'askedUntil' | 'askedAt' | 'spent'>
> = true;
void _same;

function readV1(item: Item): VacationBank {
  return read(itemV1().parse(item));
}

function readV2(item: Item): VacationBank {
  return read(itemV2().parse(item));
}

function read(i: Partial<ItemV2> & z.infer<ReturnType<typeof itemV1>>): VacationBank {
  return {
    playerId: i.PK.slice('PLAYER#'.length),
    version: i.version,
    balanceMinutes: i.balance,
    accruedAt: i.accruedAt,
    awayUntil: i.awayUntil ?? null,
    asked:
      i.askedUntil !== undefined && i.askedAt !== undefined && i.spent !== undefined
        ? { until: i.askedUntil, at: i.askedAt, spentMinutes: i.spent }
        : null,
    updatedAt: i.updatedAt,
  };
}

function writeV2(b: VacationBank): Item {
  return {
    ...vacationKey(b.playerId),
    version: b.version,
    balance: b.balanceMinutes,
    accruedAt: b.accruedAt,
    awayUntil: b.awayUntil ?? undefined,
    askedUntil: b.asked?.until,
    askedAt: b.asked?.at,
    spent: b.asked?.spentMinutes,
    updatedAt: b.updatedAt,
  };
}

export const vacationFormat = defineFormat<VacationBank>({
  kind: 'vacation',
  readers: { 1: readV1, 2: readV2 },
  write: writeV2,
});
