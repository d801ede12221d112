/**
 * Going away and coming back (vacation/model.ts), issue 39 item 12: coming back at once gives
 * back all the away spent; later, each day begun is used; and the others see the date asked for,
 * never the date the bank cut it to (which would tell them the bank's balance).
 */
import { describe, expect, it } from 'vitest';
import {
  comeBack,
  freshBank,
  goAway,
  publicAwayUntil,
  UNDO_MINUTES,
  type VacationBank,
} from '../../functions/vacation/model';

const DAY = 86_400_000;
const DAY_MINUTES = 1440;
const t0 = Date.parse('2026-03-01T09:00:00.000Z');
const at = (days: number) => new Date(t0 + days * DAY);
const bank = (minutes: number): VacationBank => ({ ...freshBank('p', at(0)), balanceMinutes: minutes });

describe('coming back', () => {
  it('at once costs nothing: all the away spent comes back', () => {
    // 2.5 days asked for: 3 days spent; back a minute later, and at the end of the grace.
    const away = goAway(bank(7 * DAY_MINUTES), at(2.5), at(0));
    expect(away.balanceMinutes).toBe(4 * DAY_MINUTES);
    expect(comeBack(away, new Date(t0 + 60_000)).balanceMinutes).toBe(7 * DAY_MINUTES);
    expect(comeBack(away, new Date(t0 + (UNDO_MINUTES * 60_000 - 1))).balanceMinutes).toBe(7 * DAY_MINUTES);
    // A whole-day away too.
    const week = goAway(bank(7 * DAY_MINUTES), at(5), at(0));
    expect(comeBack(week, at(0)).balanceMinutes).toBe(7 * DAY_MINUTES);
  });

  it('after the grace, each day begun is used, and the rest comes back', () => {
    const away = goAway(bank(7 * DAY_MINUTES), at(2.5), at(0));
    expect(comeBack(away, at(0.5)).balanceMinutes).toBe(6 * DAY_MINUTES);
    expect(comeBack(away, at(1.5)).balanceMinutes).toBe(5 * DAY_MINUTES + 55);
    expect(comeBack(away, at(2.4)).balanceMinutes).toBe(4 * DAY_MINUTES + 2 * 55);
  });

  it('said again at once, the earlier away is given back whole before the new one is paid', () => {
    const first = goAway(bank(7 * DAY_MINUTES), at(2.5), at(0));
    const again = goAway(first, at(1), new Date(t0 + 60_000));
    expect(again.balanceMinutes).toBe(6 * DAY_MINUTES);
  });

  it('an away stored before the announcement was kept gives back its whole days not used', () => {
    const old: VacationBank = { ...bank(4 * DAY_MINUTES), awayUntil: at(3).toISOString(), asked: null };
    expect(comeBack(old, at(0.5)).balanceMinutes).toBe(6 * DAY_MINUTES);
  });
});

describe('what the others see', () => {
  it('the date asked for, never the date the bank cut the away to', () => {
    // A day and a half left, ten days asked for: away a day and a half, but the others see day 10.
    const cut = goAway(bank(DAY_MINUTES + 720), at(10), at(0));
    expect(cut.awayUntil).toBe(at(1.5).toISOString());
    expect(publicAwayUntil(cut, at(1))).toBe(at(10).toISOString());
    // Once the bank's days run out the player is not away, and nothing is said.
    expect(publicAwayUntil(cut, at(1.6))).toBeNull();
    // Not cut: the same date.
    const whole = goAway(bank(7 * DAY_MINUTES), at(3), at(0));
    expect(publicAwayUntil(whole, at(1))).toBe(at(3).toISOString());
    expect(publicAwayUntil(bank(7 * DAY_MINUTES), at(1))).toBeNull();
  });
});
