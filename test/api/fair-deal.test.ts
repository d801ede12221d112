/**
 * The fair-deal proof, as anyone could run it: for finished hands of every preset, the seed and
 * salt revealed in the feed hash to the commitment every view showed while the hand was played,
 * and `dealFromSeed` recomputes the deal: each seat's dealt hand (your own as the feed showed it,
 * everyone's as revealed at the end with the plays and draws undone) and the boneyard order.
 */
import '@hono/zod-openapi';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  dealFromSeed,
  nextInt,
  PRESETS,
  parseTile,
  resolveRules,
  seedState,
  tileName,
  tilesOf,
} from '../../shared/engine';
import { type App, signUp, testApp } from '../support/api';
import { expectOk, lineView, type Schemas, typedClient } from '../support/client';
import { startTable } from '../support/play';

const app = testApp({ devMode: false });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sorted = (tiles: string[]) => [...tiles].sort((x, y) => parseTile(x)! - parseTile(y)!);

type FeedEvent = Schemas['FeedEvent'];
type Dealt = Extract<FeedEvent, { type: 'handDealt' }>;

/** The table's feed as `token`'s seat reads it. */
const feedOf = (on: App, token: string, id: string, limit?: number) =>
  expectOk(
    typedClient(on, token).GET('/v1/tables/{id}/events', { params: { path: { id }, query: { limit } } }),
  );
/** The table as `token`'s seat reads it. */
const tableOf = (on: App, token: string, id: string) =>
  expectOk(typedClient(on, token).GET('/v1/tables/{id}', { params: { path: { id } } }));

describe('fair deals', () => {
  for (const preset of PRESETS) {
    it(`${preset}: every revealed seed matches its commitment and recomputes the deal`, async () => {
      const a = await signUp(app, 'A');
      const players = preset === 'partnership' ? 4 : 3;
      const seats = [
        { kind: 'person' as const },
        ...Array.from({ length: players - 1 }, () => ({
          kind: 'computer' as const,
          level: 'greedy' as const,
        })),
      ];
      const started = await startTable(app, a, [], {
        rules: { preset, players, maxHands: 3, target: 1000 },
        seats,
      });
      const id = started.id;
      expect(started.fairDeal.fixedSeed).toBe(false);
      // Play to the end, noting the commitment each view shows.
      const shown = new Map<number, string>();
      const rng = seedState(preset);
      for (;;) {
        const t = await tableOf(app, a.token, id);
        const fd = t.fairDeal;
        if (fd.revealed)
          expect(fd.revealed.commitment).toBe(shown.get(fd.revealed.handNo) ?? fd.revealed.commitment);
        if (t.status !== 'playing') break;
        expect(fd.commitment).toMatch(/^[0-9a-f]{64}$/);
        shown.set(fd.handNo!, fd.commitment!);
        const moves = lineView(t).legalMoves!;
        const m = moves[nextInt(rng, moves.length)];
        const body = m.type === 'draw' ? { draw: true as const } : { tile: m.tile, end: m.end };
        await expectOk(
          typedClient(app, a.token).POST('/v1/tables/{id}/moves', { params: { path: { id } }, body }),
        );
      }
      const feed = await feedOf(app, a.token, id, 500);
      expect(feed.more).toBe(false);
      const rules = resolveRules({ preset, players, maxHands: 3, target: 1000 });
      let hands = 0;
      let dealt: Dealt | null = null;
      let played: string[][] = [];
      for (const e of feed.events) {
        if (e.type === 'handDealt') {
          played = Array.from({ length: players }, () => []);
          dealt = null;
          if (shown.has(e.handNo)) expect(e.commitment).toBe(shown.get(e.handNo));
          expect(e.hand!.length).toBe(e.handCounts[0]);
          dealt = e;
        } else if (e.type === 'play') {
          played[e.seat].push(e.tile);
        } else if (e.type === 'draw') {
          if (e.tiles) expect(e.seat).toBe(0);
        } else if (e.type === 'handEnded') {
          const dealtEvent = dealt!;
          expect(sha256(`${e.seed}:${e.salt}`)).toBe(dealtEvent.commitment);
          const { deal } = dealFromSeed(rules, e.seed, e.firstHandRule);
          const dealtNames = deal.hands.map((m) => tilesOf(m).map(tileName));
          // Your own hand as the feed dealt it to you; everyone's counts.
          expect(sorted(dealtEvent.hand!)).toEqual(dealtNames[0]);
          expect(dealtEvent.handCounts).toEqual(dealtNames.map((h) => h.length));
          // The boneyard in order: draws take its last tile first; fill in who drew what.
          const bone = deal.bone.map(tileName);
          let next = bone.length - 1;
          const byDraw = Array.from({ length: players }, () => [] as string[]);
          for (const d of feed.events.filter(
            (x): x is Extract<FeedEvent, { type: 'draw' }> => x.handNo === e.handNo && x.type === 'draw',
          )) {
            const tiles = Array.from({ length: d.count }, () => bone[next--]);
            if (d.tiles) expect(d.tiles).toEqual(tiles);
            byDraw[d.seat].push(...tiles);
          }
          // Undo the hand: dealt - played + drawn is what each seat held at the end, revealed.
          for (let s = 0; s < players; s++) {
            const held = dealtNames[s]
              .filter((t) => !played[s].includes(t))
              .concat(byDraw[s].filter((t) => !played[s].includes(t)));
            expect(sorted(held)).toEqual(sorted(e.hands[s]));
          }
          hands++;
        }
      }
      expect(hands).toBeGreaterThanOrEqual(3);
    });
  }

  it('a resignation reveals the unfinished hand: its seed matches the commitment and recomputes the deal', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const rules = { preset: 'draw' as const, players: 2 };
    const started = await startTable(app, a, [b], { rules });
    const id = started.id;
    const shown = started.fairDeal.commitment;
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    expect(started.fairDeal.unfinished).toBeNull();
    const feed = await feedOf(app, a.token, id);
    const dealtToA = feed.events.find((e): e is Dealt => e.type === 'handDealt');

    const resign = { params: { path: { id } } };
    const over = await expectOk(typedClient(app, b.token).POST('/v1/tables/{id}/resign', resign));
    const fd = over.fairDeal;
    expect(fd.commitment).toBeNull();
    expect(fd.revealed).toBeNull();
    expect(fd.unfinished).toMatchObject({ handNo: 1, commitment: shown, firstHandRule: true });
    const unfinished = fd.unfinished!;
    expect(sha256(`${unfinished.seed}:${unfinished.salt}`)).toBe(shown);
    const { deal } = dealFromSeed(resolveRules(rules), unfinished.seed, unfinished.firstHandRule);
    expect(sorted(dealtToA!.hand!)).toEqual(tilesOf(deal.hands[0]).map(tileName));
    // Both seats, and the table read later, say the same.
    const forA = await tableOf(app, a.token, id);
    expect(forA.fairDeal).toEqual(fd);
  });

  it('hands that end as they are dealt are archived, revealed and in the feed like any other', async () => {
    // Two tiles each, the opening tile fixed by the rule: a hand often blocks before anyone moves.
    const rules = {
      preset: 'block' as const,
      players: 4,
      handSize: 2,
      opener: 'highestDoubleElseHighestTile' as const,
      laterOpener: 'sameAsFirst' as const,
      target: 1000,
      maxHands: 6,
    };
    const a = await signUp(app, 'Quick');
    const seats = [
      { kind: 'person' as const },
      ...Array.from({ length: 3 }, () => ({ kind: 'computer' as const, level: 'random' as const })),
    ];
    // About one table in ten has such a hand: deal until one does (crypto seeds; 200 tables at most).
    let instant = 0;
    for (let table = 0; table < 200 && instant === 0; table++) {
      const started = await startTable(app, a, [], { rules, seats });
      const { events } = await feedOf(app, a.token, started.id, 500);
      const dealt = events.filter((e) => e.type === 'handDealt').map((e) => e.handNo);
      const ended = events.filter(
        (e): e is Extract<FeedEvent, { type: 'handEnded' }> => e.type === 'handEnded',
      );
      // Every hand the match reached was dealt in the feed, in order, from hand 1.
      expect(dealt).toEqual(Array.from({ length: dealt.length }, (_, i) => i + 1));
      expect(dealt.at(-1)).toBe(lineView(started).handNo);
      for (const e of ended) {
        expect(e.salt).toMatch(/^[0-9a-f]{32}$/);
        const deal = events.find((d): d is Dealt => d.type === 'handDealt' && d.handNo === e.handNo);
        expect(sha256(`${e.seed}:${e.salt}`)).toBe(deal!.commitment);
      }
      instant += ended.filter((e) => e.version === started.version).length;
    }
    // At least one table had a hand over at its start (the case this test is for).
    expect(instant).toBeGreaterThan(0);

    // The same on a development table whose seed is known to do it: archived from hand 1 on.
    const dev = testApp({ devMode: true });
    const d = await signUp(dev, 'Dev');
    const fixed = await startTable(dev, d, [], { rules, seats, seed: 'instant-27' });
    expect(lineView(fixed).handNo).toBe(2);
    const devFeed = await feedOf(dev, d.token, fixed.id);
    const types = devFeed.events.map((e) => `${e.type}:${e.handNo}`);
    expect(types[0]).toBe('handDealt:1');
    expect(types.indexOf('handEnded:1')).toBeLessThan(types.indexOf('handDealt:2'));
    expect(fixed.fairDeal.revealed).toMatchObject({ handNo: 1, salt: null, commitment: null });
  });

  it('development tables say their seed is fixed, and commit to nothing', async () => {
    const dev = testApp({ devMode: true });
    const a = await signUp(dev, 'A');
    const t = await startTable(dev, a, [], {
      rules: { preset: 'draw', players: 2 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
      seed: 'fixed-1',
    });
    expect(t.development).toBe(true);
    expect(t.fairDeal).toMatchObject({ fixedSeed: true, commitment: null });
  });
});
