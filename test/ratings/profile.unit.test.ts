/**
 * The public profile: made from a player's name and ratings item alone, it shows each pool's
 * rating with its uncertainty ("?" while provisional), matches played and won, the statistics
 * and the last rated matches, and nothing a table hides.
 */
import { describe, expect, it } from 'vitest';
import { PublicProfileSchema } from '../../functions/api/schemas/ratings';
import { displayRating, PROVISIONAL_SIGMA, unrated } from '../../functions/ratings/model';
import { publicProfile } from '../../functions/ratings/profile';
import { ratingWrites } from '../../functions/ratings/rate';
import { tileName } from '../../shared/engine';
import { matchContext, moveOn, playToLastMove, rated, startedTable } from './matches';

const four = ['ann', 'bob', 'cat', 'dan'].map((id) => ({ id, name: id.toUpperCase() }));

async function ratedMatch() {
  const { ctx } = matchContext('profile');
  const start = startedTable(ctx, 't-profile', { preset: 'partnership', players: 4 }, four);
  const { before, last, hands } = await playToLastMove(start, ctx, 'profile');
  const end = moveOn(before, ctx, last);
  const after = rated(end.table);
  const allHands = [...hands, ...end.finished];
  return { after, hands: allHands, writes: ratingWrites(rated(before), after, new Map(), allHands) };
}

describe('public profile', () => {
  it('a rated player: rating with uncertainty, played and won, statistics, the match with its change', async () => {
    const { after, hands, writes } = await ratedMatch();
    const ann = writes[0].next;
    const p = publicProfile({ id: 'ann', name: 'ANN' }, ann);
    const r = ann.pools.partnership!;
    const won = after.match!.winner === 0;
    expect(PublicProfileSchema.strict().parse(p)).toEqual(p);
    expect(p.id).toBe('ann');
    expect(p.listed).toBe(true);
    expect(p.ratings).toEqual([
      {
        pool: 'partnership',
        rating: displayRating(r),
        shown: `${displayRating(r)}?`,
        provisional: true,
        mu: r.mu,
        sigma: r.sigma,
        played: 1,
        won: won ? 1 : 0,
        hands: hands.length,
        handsWon: hands.filter((h) => h.score.winner === 0).length,
        dominoed: r.dominoed,
        blocked: r.blocked,
        averagePoints: Math.round((after.match!.scores[0] / hands.length) * 10) / 10,
        lastPlayedAt: after.finishedAt,
      },
    ]);
    expect(p.recent).toEqual([
      {
        tableId: after.id,
        pool: 'partnership',
        finishedAt: after.finishedAt,
        place: won ? 1 : 2,
        sides: 2,
        won,
        forfeited: false,
        ratingBefore: 660,
        ratingAfter: displayRating(r),
        change: displayRating(r) - 660,
      },
    ]);
  });

  it('no "?" once settled; a hidden player is not listed; an unrated one has no ratings', () => {
    const settled = {
      ...unrated('eve', '2026-01-01T00:00:00.000Z'),
      hidden: true,
      pools: {
        draw2: {
          mu: 28,
          sigma: PROVISIONAL_SIGMA - 1,
          played: 40,
          won: 25,
          hands: 0,
          dominoed: 0,
          blocked: 0,
          points: 0,
          listed: null,
          lastPlayedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    };
    const p = publicProfile({ id: 'eve', name: 'Eve' }, settled);
    expect(p.listed).toBe(false);
    expect(p.ratings[0]).toMatchObject({
      shown: String(displayRating(settled.pools.draw2)),
      provisional: false,
      averagePoints: null,
    });
    expect(publicProfile({ id: 'fay', name: 'Fay' }, null)).toEqual({
      id: 'fay',
      name: 'Fay',
      listed: true,
      ratings: [],
      recent: [],
    });
  });

  it('holds nothing hidden: no tile, no hand, no seed, no other player’s anything', async () => {
    const { after, hands, writes } = await ratedMatch();
    const text = JSON.stringify(publicProfile({ id: 'ann', name: 'ANN' }, writes[0].next));
    for (const h of hands) expect(text).not.toContain(h.seed);
    expect(text).not.toContain(after.match!.hand.seed);
    for (let t = 0; t < 28; t++) expect(text).not.toContain(`"${tileName(t)}"`);
    // Every field is one of the profile's own: counts and ratings, never a table's state.
    const keys = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          keys.add(k);
          walk(x);
        }
      else expect(['string', 'number', 'boolean']).toContain(typeof v);
    };
    walk(JSON.parse(text));
    expect([...keys].sort()).toEqual(
      [
        ...[
          'id',
          'name',
          'listed',
          'ratings',
          'recent',
          'pool',
          'rating',
          'shown',
          'provisional',
          'mu',
          'sigma',
        ],
        ...['played', 'won', 'hands', 'handsWon', 'dominoed', 'blocked', 'averagePoints', 'lastPlayedAt'],
        ...['tableId', 'finishedAt', 'place', 'sides', 'forfeited', 'ratingBefore', 'ratingAfter', 'change'],
      ].sort(),
    );
    for (const other of ['bob', 'cat', 'dan']) expect(text).not.toContain(other);
  });
});
