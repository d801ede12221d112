/**
 * A player's vacation: their bank as it stands (GET /v1/players/me/vacation), "away until"
 * (PUT: the days to the date spent at once), back early (DELETE: the unused whole days back),
 * and who is away, as a public fact (GET /v1/vacations?players=…: only the date asked for, never
 * the bank, nor the date the bank cut it to). The bank's item is rewritten whole on its version; a lost race (the scheduler spent a
 * slice meanwhile) is read again and done again.
 */
import { isDeepStrictEqual } from 'node:util';
import { StoreUnavailableError, VersionConflictError } from '../core/store-errors';
import type { VacationContext } from './context';
import { VACATION_CODES, VacationError } from './errors';
import {
  accrued,
  awayUntil,
  comeBack,
  freshBank,
  goAway,
  MAX_AWAY_DAYS,
  publicAwayUntil,
  type VacationBank,
} from './model';

/**
 * Lost races tried again before the request gives up: each lost race is another request's won
 * write, so 32 is enough for 32 requests of one player at once (docs/vacation.md#at-once).
 */
export const RACES = 32;

/** The player's bank now (accrued to today; nothing is written). */
export async function vacationBank(ctx: VacationContext, playerId: string): Promise<VacationBank> {
  const now = ctx.now();
  return accrued((await ctx.store.vacations.findBank(playerId)) ?? freshBank(playerId, now), now);
}

/** Away until `until`: the bank as it is left. */
export function announceAway(ctx: VacationContext, playerId: string, until: Date): Promise<VacationBank> {
  const now = ctx.now();
  if (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime())
    throw new VacationError(VACATION_CODES.badDate, 'say a date in the future');
  if (until.getTime() > now.getTime() + MAX_AWAY_DAYS * 86_400_000)
    throw new VacationError(VACATION_CODES.badDate, `say a date within ${MAX_AWAY_DAYS} days`);
  return change(ctx, playerId, (bank) => {
    const b = accrued(bank, now);
    if (b.balanceMinutes <= 0 && awayUntil(b, now) === null)
      throw new VacationError(VACATION_CODES.bankEmpty, 'your vacation bank is empty');
    return goAway(bank, until, now);
  });
}

/** Back: the away ends now, its unused whole days back in the bank. */
export function endAway(ctx: VacationContext, playerId: string): Promise<VacationBank> {
  return change(ctx, playerId, (bank) =>
    awayUntil(bank, ctx.now()) === null ? null : comeBack(bank, ctx.now()),
  );
}

/** Of these players, who is away now, and until when (a public fact). */
export async function awayPlayers(
  ctx: VacationContext,
  playerIds: readonly string[],
): Promise<{ playerId: string; until: string }[]> {
  const banks = await ctx.store.vacations.findBanks([...new Set(playerIds)]);
  const now = ctx.now();
  return [...banks.values()].flatMap((b) => {
    const until = publicAwayUntil(b, now);
    return until ? [{ playerId: b.playerId, until }] : [];
  });
}

/** Reads the bank, applies `next` (null: nothing to write), writes it on its version; again on a lost race. */
async function change(
  ctx: VacationContext,
  playerId: string,
  next: (bank: VacationBank) => VacationBank | null,
): Promise<VacationBank> {
  for (let attempt = 1; ; attempt++) {
    const now = ctx.now();
    const bank = (await ctx.store.vacations.findBank(playerId)) ?? freshBank(playerId, now);
    const after = next(bank);
    if (!after) return accrued(bank, now);
    try {
      await ctx.store.vacations.saveBank(after, bank.version);
      return after;
    } catch (err) {
      if (!(err instanceof VersionConflictError)) throw err;
      // A try that went unanswered may have landed: then the bank is this very change, and
      // applying it again would spend the days twice.
      if (err.earlierAttemptUnknown) {
        const stored = await ctx.store.vacations.findBank(playerId);
        if (stored && isDeepStrictEqual(stored, after)) return after;
      }
      if (attempt >= RACES)
        throw new StoreUnavailableError(
          `the vacation bank of ${playerId} kept changing; nothing was changed`,
          {
            contended: true,
            cause: err,
          },
        );
    }
  }
}
