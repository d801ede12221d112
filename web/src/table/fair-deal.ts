/**
 * The fair-deal check, done by the client itself: the revealed seed and salt must hash (SHA-256,
 * WebCrypto) to the commitment shown when the hand was dealt, and the engine's own
 * `dealFromSeed` must recompute a deal that explains everything seen: your tiles as dealt, each
 * seat's count, and for every seat the tiles dealt and drawn (draws take the boneyard's last tile
 * first) = the tiles it played + the tiles revealed in its hand at the end.
 */
import { dealFromSeed } from '../../../shared/engine/deal';
import { seatTilesOf } from '../../../shared/engine/match';
import type { Rules as EngineRules } from '../../../shared/engine/rules';
import { tileName } from '../../../shared/engine/tiles';
import type { FeedEvent, Rules } from '../api/client';
import { t } from '../i18n';

type Of<T extends FeedEvent['type']> = Extract<FeedEvent, { type: T }>;

export interface HandEvidence {
  rules: Rules;
  /** Your seat (null for a spectator). */
  seat: number | null;
  dealt: Of<'handDealt'>;
  /** The hand's plays, draws and passes, in order. */
  during: FeedEvent[];
  ended: Of<'handEnded'>;
}

export type Verdict =
  | { kind: 'verified'; checked: string[] }
  | { kind: 'failed'; reason: string }
  /** Nothing to check: a development table, or no WebCrypto (plain http away from localhost). */
  | { kind: 'unchecked'; reason: string };

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const sorted = (tiles: Iterable<string>) => [...tiles].sort().join(' ');

export async function checkDeal(e: HandEvidence): Promise<Verdict> {
  const { dealt, ended } = e;
  if (dealt.fixedSeed || dealt.commitment === null)
    return {
      kind: 'unchecked',
      reason: t('table.fair.development'),
    };
  if (!globalThis.crypto?.subtle) return { kind: 'unchecked', reason: t('table.fair.noSha') };
  if (ended.salt === null) return { kind: 'failed', reason: t('table.fair.noSalt') };

  const hash = await sha256Hex(`${ended.seed}:${ended.salt}`);
  if (hash !== dealt.commitment)
    return {
      kind: 'failed',
      reason: t('table.fair.hashDiffers', {
        hash: hash.slice(0, 12),
        commitment: dealt.commitment.slice(0, 12),
      }),
    };

  // The API's rules are the engine's resolved rules, as JSON.
  const { deal } = dealFromSeed(e.rules as EngineRules, ended.seed, ended.firstHandRule);
  const hands = seatTilesOf(e.rules as EngineRules, deal.hands).map((ts) => ts.map(tileName));
  const bone = deal.bone.map(tileName);
  const checked = [t('table.fair.seedMatches')];

  for (let s = 0; s < hands.length; s++)
    if (dealt.handCounts[s] !== hands[s].length)
      return {
        kind: 'failed',
        reason: t('table.fair.countDiffers', {
          seat: s + 1,
          dealt: dealt.handCounts[s],
          seed: hands[s].length,
        }),
      };
  if (e.seat !== null && dealt.hand) {
    if (sorted(dealt.hand) !== sorted(hands[e.seat]))
      return { kind: 'failed', reason: t('table.fair.otherTiles') };
    checked.push(t('table.fair.sameTiles'));
  }

  const held = hands.map((h) => new Set(h));
  const used = hands.map(() => [] as string[]);
  for (const ev of e.during) {
    if (ev.type === 'draw') {
      const taken = bone.splice(-ev.count).reverse();
      if (taken.length < ev.count) return { kind: 'failed', reason: t('table.fair.tooManyDrawn') };
      if (ev.tiles && sorted(ev.tiles) !== sorted(taken))
        return {
          kind: 'failed',
          reason: t('table.fair.drewOther', { drew: ev.tiles.join(', '), held: taken.join(', ') }),
        };
      for (const t of taken) held[ev.seat].add(t);
    } else if (ev.type === 'play') used[ev.seat].push(ev.tile);
  }
  for (let s = 0; s < hands.length; s++) {
    const accounted = sorted([...used[s], ...ended.hands[s]]);
    if (accounted !== sorted(held[s]))
      return {
        kind: 'failed',
        reason: t('table.fair.seatDiffers', { seat: s + 1 }),
      };
  }
  checked.push(t('table.fair.everySeat'));
  return { kind: 'verified', checked };
}
