/**
 * The vacation bank's stored format (formats/vacation.ts, version 2; version 1 still read) and the bank's rules
 * (vacation/model.ts): the golden items decode to their banks and re-encode to themselves; an
 * item of another shape or version is refused with the item named; the bank accrues 14 days a
 * year a day at a time up to 30, a passed deadline spends a day or what is left, "away until"
 * spends the days to the date at once (as far as the bank goes) and coming back gives the
 * unused whole days back.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { StoreFormatError } from '../../functions/core/store-errors';
import { vacationFormat } from '../../functions/store/formats/vacation';
import {
  accrued,
  comeBack,
  extensionFor,
  freshBank,
  goAway,
  isCorrespondence,
  type VacationBank,
} from '../../functions/vacation/model';
import { fixtures } from '../support/fixtures';
import { itemSize } from '../support/item-size';

const golden = fixtures().filter((f) => f.kind === 'vacation');
const DAY = 86_400_000;
const DAY_MINUTES = 1440;

describe('the vacation bank item', () => {
  it('the golden items decode to their banks and re-encode to themselves', () => {
    expect(golden.map((f) => f.name).sort()).toEqual([
      'v4/vacation/cat-away',
      'v4/vacation/dan-slice-spent',
      'v4/vacation/eve-away-cut-v2',
    ]);
    const away = vacationFormat.decode(golden.find((f) => f.name.endsWith('cat-away'))!.item);
    expect(away).toEqual({
      playerId: 'Yy2kVGFjZ4R5PalIi8AP',
      version: 2,
      balanceMinutes: 2880,
      accruedAt: '2026-12-03T19:37:14.848Z',
      awayUntil: '2026-12-08T18:00:00.000Z',
      asked: null,
      updatedAt: '2026-12-03T19:40:00.000Z',
    });
    const spent = vacationFormat.decode(golden.find((f) => f.name.endsWith('dan-slice-spent'))!.item);
    expect(spent.awayUntil).toBeNull();
    // Version 2 (written by the encoder: no capture had one yet) keeps the away as announced.
    const cut = vacationFormat.decode(golden.find((f) => f.name.endsWith('eve-away-cut-v2'))!.item);
    expect(cut).toMatchObject({
      balanceMinutes: 0,
      awayUntil: '2026-12-06T00:40:00.000Z',
      asked: { until: '2026-12-10T18:00:00.000Z', at: '2026-12-03T19:40:00.000Z', spentMinutes: 3180 },
    });
    // Version 1 items re-encode as version 2 with the same facts; version 2 to themselves.
    for (const f of golden) {
      const { fv, ...rest } = f.item;
      expect(vacationFormat.encode(vacationFormat.decode(f.item))).toEqual({ ...rest, fv: 2 });
      if (fv === 2) expect(vacationFormat.encode(vacationFormat.decode(f.item))).toEqual(f.item);
    }
    // 161 bytes away, less when not: one read unit, one write unit, in the scheduler's transaction too.
    expect(itemSize(marshall(vacationFormat.encode(away), { removeUndefinedValues: true }) as never)).toBe(
      161,
    );
  });

  it.each([
    ['a balance below nothing', { balance: -5 }],
    ['minutes that are not whole', { balance: 1.5 }],
    ['a date that is not one', { awayUntil: 'Christmas' }],
    ['a version this code does not know', { fv: 3 }],
    ['an asked date on a version 1 item', { askedUntil: '2026-12-10T18:00:00.000Z' }],
    ['an attribute it does not have', { note: 'skiing' }],
  ])('refuses %s, naming the item', (_, change) => {
    const item = { ...golden[0].item, ...change };
    expect(() => vacationFormat.decode(item)).toThrow(StoreFormatError);
    expect(() => vacationFormat.decode(item)).toThrow(/PLAYER#\S+ VACATION/);
  });
});

describe('the bank’s rules', () => {
  const t0 = Date.parse('2026-01-01T00:00:00.000Z');
  const at = (days: number) => new Date(t0 + days * DAY);
  const bank = (minutes: number, extra: Partial<VacationBank> = {}): VacationBank => ({
    ...freshBank('p', at(0)),
    balanceMinutes: minutes,
    ...extra,
  });

  it('starts with 7 days, accrues 14 a year a whole day at a time, up to 30', () => {
    expect(freshBank('p', at(0)).balanceMinutes).toBe(7 * DAY_MINUTES);
    expect(accrued(bank(0), at(0.9)).balanceMinutes).toBe(0);
    // 14 days a year: 55 minutes (and change) a day.
    expect(accrued(bank(0), at(1)).balanceMinutes).toBe(55);
    expect(accrued(bank(0), at(365)).balanceMinutes).toBe(14 * DAY_MINUTES);
    expect(accrued(bank(29 * DAY_MINUTES), at(365)).balanceMinutes).toBe(30 * DAY_MINUTES);
    // The days counted move the accrual on by whole days only.
    expect(accrued(bank(0), at(1.5)).accruedAt).toBe(at(1).toISOString());
  });

  it('correspondence is more than an hour a move; an hour or less (or no limit) is live', () => {
    expect(isCorrespondence({ moveTimeLimitSeconds: 86_400 })).toBe(true);
    expect(isCorrespondence({ moveTimeLimitSeconds: 7200 })).toBe(true);
    expect(isCorrespondence({ moveTimeLimitSeconds: 3600 })).toBe(false);
    expect(isCorrespondence({ moveTimeLimitSeconds: 60 })).toBe(false);
    expect(isCorrespondence({ moveTimeLimitSeconds: null })).toBe(false);
  });

  it('a passed deadline spends a day, or what is left; an empty bank, nothing (the policy applies)', () => {
    const deadline = at(0.5).toISOString();
    const day = extensionFor(bank(3 * DAY_MINUTES), deadline, 86_400, at(0.5));
    expect(day).toMatchObject({ kind: 'slice', deadline: at(1.5).toISOString() });
    expect(day!.bank!.balanceMinutes).toBe(2 * DAY_MINUTES);
    expect(day!.bank!.version).toBe(1);
    const rest = extensionFor(bank(30), deadline, 86_400, at(0.5));
    expect(rest!.deadline).toBe(new Date(Date.parse(deadline) + 30 * 60_000).toISOString());
    expect(rest!.bank!.balanceMinutes).toBe(0);
    expect(extensionFor(bank(0), deadline, 86_400, at(0.5))).toBeNull();
  });

  it('away: the days to the date at once (as far as the bank goes); a deadline then moves past the date; back early, the whole days unused return', () => {
    const away = goAway(bank(7 * DAY_MINUTES), at(3), at(0));
    expect([away.balanceMinutes, away.awayUntil]).toEqual([4 * DAY_MINUTES, at(3).toISOString()]);
    const ext = extensionFor(away, at(1).toISOString(), 86_400, at(1));
    expect(ext).toEqual({ kind: 'away', deadline: at(4).toISOString(), bank: null });
    // Past the date, the away is over: a slice again.
    expect(extensionFor(away, at(3.5).toISOString(), 86_400, at(3.5))!.kind).toBe('slice');
    // Two days asked for with one in the bank: away for the one.
    expect(goAway(bank(DAY_MINUTES), at(2), at(0)).awayUntil).toBe(at(1).toISOString());
    // A part of a day asked for spends a whole day.
    expect(goAway(bank(7 * DAY_MINUTES), at(0.25), at(0)).balanceMinutes).toBe(6 * DAY_MINUTES);
    // Back after a day and a half: one whole day unused of the three.
    expect(comeBack(away, at(1.5)).balanceMinutes).toBe(5 * DAY_MINUTES + 55);
    expect(comeBack(away, at(1.5)).awayUntil).toBeNull();
  });
});
