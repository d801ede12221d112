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
      reason: 'a development table: it was dealt from a fixed seed, nothing was committed',
    };
  if (!globalThis.crypto?.subtle)
    return { kind: 'unchecked', reason: 'this browser offers SHA-256 only on https (or localhost) pages' };
  if (ended.salt === null) return { kind: 'failed', reason: 'the hand ended without revealing its salt' };

  const hash = await sha256Hex(`${ended.seed}:${ended.salt}`);
  if (hash !== dealt.commitment)
    return {
      kind: 'failed',
      reason: `the revealed seed and salt hash to ${hash.slice(0, 12)}…, not to the commitment ${dealt.commitment.slice(0, 12)}… shown when the hand was dealt`,
    };

  // The API's rules are the engine's resolved rules, as JSON.
  const { deal } = dealFromSeed(e.rules as EngineRules, ended.seed, ended.firstHandRule);
  const hands = seatTilesOf(e.rules as EngineRules, deal.hands).map((ts) => ts.map(tileName));
  const bone = deal.bone.map(tileName);
  const checked = ['the seed and salt match the commitment made before the hand'];

  for (let s = 0; s < hands.length; s++)
    if (dealt.handCounts[s] !== hands[s].length)
      return {
        kind: 'failed',
        reason: `seat ${s + 1} was dealt ${dealt.handCounts[s]} tiles, the seed deals ${hands[s].length}`,
      };
  if (e.seat !== null && dealt.hand) {
    if (sorted(dealt.hand) !== sorted(hands[e.seat]))
      return { kind: 'failed', reason: 'the seed deals you other tiles than the ones you were dealt' };
    checked.push('the seed deals exactly the tiles you were dealt');
  }

  const held = hands.map((h) => new Set(h));
  const used = hands.map(() => [] as string[]);
  for (const ev of e.during) {
    if (ev.type === 'draw') {
      const taken = bone.splice(-ev.count).reverse();
      if (taken.length < ev.count)
        return { kind: 'failed', reason: 'more tiles were drawn than the seed left in the boneyard' };
      if (ev.tiles && sorted(ev.tiles) !== sorted(taken))
        return {
          kind: 'failed',
          reason: `you drew ${ev.tiles.join(', ')}, the seed's boneyard held ${taken.join(', ')}`,
        };
      for (const t of taken) held[ev.seat].add(t);
    } else if (ev.type === 'play') used[ev.seat].push(ev.tile);
  }
  for (let s = 0; s < hands.length; s++) {
    const accounted = sorted([...used[s], ...ended.hands[s]]);
    if (accounted !== sorted(held[s]))
      return {
        kind: 'failed',
        reason: `seat ${s + 1}'s plays and revealed tiles are not the tiles the seed dealt and let it draw`,
      };
  }
  checked.push("every seat's plays and revealed tiles are the tiles the seed dealt it and let it draw");
  return { kind: 'verified', checked };
}
