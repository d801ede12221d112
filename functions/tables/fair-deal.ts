/**
 * Fair deals: each hand's seed is committed to (SHA-256 of `<seed>:<salt>`) before play and revealed after.
 *
 * Anyone can then recompute the deal with `dealFromSeed`; development tables say they are fixed:
 * [api.md](../../docs/api.md#fair-deals).
 */
import { createHash } from 'node:crypto';
import type { Rules } from '../../shared/engine';
import { lineMatch, type TableRecord } from './model';

/**
 * The seed of hand `handNo` at a duplicate event's table: SHA-256 (hex) of `<round seed>:<handNo>`,
 * so every table of the round deals the hand alike and a revealed hand seed tells no other hand's.
 */
export function eventHandSeed(dealSeed: string, handNo: number): string {
  return createHash('sha256').update(`${dealSeed}:${handNo}`).digest('hex');
}

/**
 * The seeds of the hands dealt after hand `handNo`, one a call: a duplicate event table's from its
 * round's seed (docs/events.md#duplicate), any other table's cryptographic.
 */
export function handSeedsAfter(
  table: Pick<TableRecord, 'event'>,
  ctx: { randomSeed(): string },
  handNo: number,
): () => string {
  const dealSeed = table.event?.dealSeed;
  if (dealSeed === undefined) return () => ctx.randomSeed();
  let next = handNo;
  return () => eventHandSeed(dealSeed, ++next);
}

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
