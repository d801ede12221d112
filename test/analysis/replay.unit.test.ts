/**
 * A finished hand replays from its record alone: the deal as dealt, and before each chosen move
 * the match as it stood, so that the engine's viewFor gives the seat exactly the view it had.
 */
import { describe, expect, it } from 'vitest';
import { ReplayError, replayHand } from '../../shared/analysis';
import {
  dealFromSeed,
  evType,
  matchFromDeal,
  parseRules,
  STAND_IN,
  tileOf,
  viewFor,
} from '../../shared/engine';
import { GAMES, playedHand, playOut } from './hands';

describe('replaying a hand record', () => {
  it.each(GAMES.map((g) => [JSON.stringify(g), g] as const))(
    '%s: every decision is the view the seat had, and the deal is the seed’s',
    (_, input) => {
      for (let d = 0; d < 4; d++) {
        const { rules, record, views } = playedHand(input, `replay-${d}`);
        const replay = replayHand(rules, record);
        expect(replay.decisions.map((x) => x.at)).toEqual([...views.keys()]);
        for (const decision of replay.decisions) {
          expect(viewFor(decision.state, decision.seat)).toEqual(views.get(decision.at));
          expect(decision.seat).toBe(views.get(decision.at)!.seat);
        }
        // A table hand's seed recomputes the deal, the boneyard's order included.
        expect(replay.undrawnOrderKnown).toBe(true);
        const { deal } = dealFromSeed(rules, record.seed, true);
        expect(replay.dealt).toEqual(deal.hands);
        expect(replay.bone).toEqual(deal.bone);
      }
    },
  );

  it('a later hand replays with the scores it started from (the hand before is not shown)', () => {
    const first = playedHand({ preset: 'draw', players: 2 }, 'later');
    const { rules, record, views } = playOut(first.after, 'later');
    expect(record.handNo).toBe(2);
    expect(first.after.scores.some((s) => s !== 0)).toBe(true);
    const replay = replayHand(rules, record);
    expect(replay.undrawnOrderKnown).toBe(true);
    for (const decision of replay.decisions) {
      const { lastHand, ...seen } = viewFor(decision.state, decision.seat);
      expect(lastHand).toBeNull();
      const { lastHand: had, ...then } = views.get(decision.at)!;
      expect(had?.handNo).toBe(1);
      expect(seen).toEqual(then);
    }
  });

  it('a fixed deal: the undrawn tiles’ order is assumed unless the boneyard is given', () => {
    const r = parseRules({ preset: 'draw', players: 2, handSize: 3 });
    const bone = [tileOf(0, 1), tileOf(2, 3), tileOf(4, 5), tileOf(0, 2), tileOf(1, 3)];
    const used = [tileOf(6, 6), tileOf(5, 6), tileOf(4, 4), tileOf(0, 0), tileOf(1, 1), tileOf(2, 2)];
    const rest = Array.from({ length: 28 }, (_, t) => t).filter(
      (t) => !bone.includes(t) && !used.includes(t),
    );
    const st = matchFromDeal(r, {
      hands: [used.slice(0, 3), used.slice(3)],
      bone: [...rest, ...bone],
      opener: 0,
    });
    const { record } = playOut(st, 'fixed', () => 'greedy');
    const assumed = replayHand(r, record);
    expect(assumed.undrawnOrderKnown).toBe(false);
    const given = replayHand(r, record, [...rest, ...bone]);
    expect(given.undrawnOrderKnown).toBe(true);
    expect(given.bone).toEqual([...rest, ...bone]);
    expect(() => replayHand(r, record, [...bone, ...rest])).toThrow(ReplayError);
  });

  it('a move the stand-in chose replays as the move it was', () => {
    const { rules, record } = playedHand({ preset: 'draw', players: 2 }, 'stand-in');
    const at = replayHand(rules, record).decisions[1].at;
    const log = record.log.slice();
    log[at] |= STAND_IN;
    expect(replayHand(rules, { ...record, log }).decisions[1].move).toEqual(
      replayHand(rules, record).decisions[1].move,
    );
  });

  it('a record that does not replay is refused, saying where', () => {
    const { rules, record } = playedHand({ preset: 'block', players: 2 }, 'tampered');
    const at = replayHand(rules, record).decisions.at(-1)!.at;
    // The last play names another tile (one of the tiles never dealt in block: no one holds it).
    const log = record.log.slice();
    expect(evType(log[at])).toBe(0);
    log[at] = (log[at] & ~(31 << 4)) | ((((log[at] >>> 4) & 31) ^ 1) << 4);
    expect(() => replayHand(rules, { ...record, log })).toThrow(ReplayError);
    expect(() => replayHand(rules, { ...record, log: record.log.slice(0, -1) })).toThrow(ReplayError);
    expect(() => replayHand(parseRules({ preset: 'block', players: 3 }), record)).toThrow(ReplayError);
  });
});
