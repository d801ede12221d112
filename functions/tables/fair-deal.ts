/**
 * Fair deals: each hand's seed is committed to (SHA-256 of `<seed>:<salt>`) before play and revealed after.
 *
 * Anyone can then recompute the deal with `dealFromSeed`; development tables say they are fixed:
 * [api.md](../../docs/api.md#fair-deals).
 */
import { createHash } from 'node:crypto';
import type { Rules } from '../../shared/engine';
import { lineMatch, type TableRecord } from './model';

export function commitmentOf(seed: string, salt: string): string {
  return createHash('sha256').update(`${seed}:${salt}`).digest('hex');
}

/** Whether `dealFromSeed` applies the first-hand opener rule (redeals included) to this hand. */
export function firstHandRule(rules: Pick<Rules, 'laterOpener'>, handNo: number): boolean {
  return handNo === 1 || rules.laterOpener === 'sameAsFirst';
}

export interface RevealedDeal {
  handNo: number;
  seed: string;
  salt: string | null;
  commitment: string | null;
  firstHandRule: boolean;
}

export interface FairDeal {
  /** The hand being played (null before the start). */
  handNo: number | null;
  /** Its commitment; null on development tables and once the match is over. */
  commitment: string | null;
  /** A development table: hands follow from a fixed seed (or fixed hands), nothing is committed. */
  fixedSeed: boolean;
  /** The last finished hand's seed and salt. */
  revealed: RevealedDeal | null;
  /**
   * A forfeit (a resignation, or a timeout under the forfeit policy) ended the match during a
   * hand: that hand's seed and salt, revealed with the end, since nothing is left to hide.
   */
  unfinished: RevealedDeal | null;
}

export function fairDealOf(table: TableRecord): FairDeal {
  const st = lineMatch(table);
  const salt = table.salt ?? null;
  const last = st?.last ?? null;
  const inPlay = st !== null && last?.handNo !== st.handNo;
  const reveal = (handNo: number, seed: string, salt: string | null): RevealedDeal => ({
    handNo,
    seed,
    salt,
    commitment: salt === null ? null : commitmentOf(seed, salt),
    firstHandRule: firstHandRule(st!.rules, handNo),
  });
  return {
    handNo: st ? st.handNo : null,
    commitment: inPlay && st.winner < 0 && salt !== null ? commitmentOf(st.hand.seed, salt) : null,
    fixedSeed: table.dev !== null,
    revealed: last && reveal(last.handNo, last.seed, table.lastSalt ?? null),
    unfinished: inPlay && st.winner >= 0 ? reveal(st.handNo, st.hand.seed, salt) : null,
  };
}
