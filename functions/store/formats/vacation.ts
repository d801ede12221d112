/**
 * A player's vacation bank (functions/vacation): PK `PLAYER#<id>`, SK `VACATION`, rewritten whole
 * under a condition on its version, alone (the player's PUT and DELETE) or in the transaction of
 * a table's save (the scheduler spending a slice). Version 1.
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

type ItemV1 = z.infer<ReturnType<typeof itemV1>>;
// The record and the item hold the same facts: a field added to one and not the other fails here.
const _same: SameType<
  Omit<VacationBank, 'playerId' | 'balanceMinutes' | 'awayUntil'>,
  Omit<ItemV1, 'PK' | 'SK' | 'fv' | 'balance' | 'awayUntil'>
> = true;
void _same;

function readV1(item: Item): VacationBank {
  const i = itemV1().parse(item);
  return {
    playerId: i.PK.slice('PLAYER#'.length),
    version: i.version,
    balanceMinutes: i.balance,
    accruedAt: i.accruedAt,
    awayUntil: i.awayUntil ?? null,
    updatedAt: i.updatedAt,
  };
}

function writeV1(b: VacationBank): Item {
  return {
    ...vacationKey(b.playerId),
    version: b.version,
    balance: b.balanceMinutes,
    accruedAt: b.accruedAt,
    awayUntil: b.awayUntil ?? undefined,
    updatedAt: b.updatedAt,
  };
}

export const vacationFormat = defineFormat<VacationBank>({
  kind: 'vacation',
  readers: { 1: readV1 },
  write: writeV1,
});
