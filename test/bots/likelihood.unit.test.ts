import { describe, expect, it } from 'vitest';
import { type Choice, type ChoiceModel, choicesOf, logLikelihood } from '../../shared/bots/expert/likelihood';
import { greedyPlayer } from '../../shared/bots/greedy';
import {
  applyMove,
  isOver,
  maskOf,
  moveOf,
  newMatch,
  parseRules,
  parseTile,
  SUIT,
  tileOf,
  viewFor,
} from '../../shared/engine';

const fitted: ChoiceModel = { beta: 0.055, double: 19, follow: 5.5 };
const tilesOnly: ChoiceModel = { beta: 0.055, double: 19 };

/**
 * Seat 1 played 5-6 on the 5 (arm 1) of a line showing 3 and 5, leaving 3 and 6, when it could
 * have played 3-4 on the 3 instead. In world A it holds 6-6 and 2-6 besides (both fit the 6 it
 * left); in world B it holds 1-1 and 1-2 (neither fits anything).
 */
const played: Choice = {
  seat: 1,
  tile: tileOf(5, 6),
  fit: SUIT[3] | SUIT[5],
  since: maskOf([tileOf(5, 6)]),
  ends: [3, 5],
  end: 1,
};
const worldA = [0, maskOf([tileOf(3, 4), tileOf(6, 6), tileOf(2, 6)])];
const worldB = [0, maskOf([tileOf(3, 4), tileOf(1, 1), tileOf(1, 2)])];

describe("the model of the others' choices", () => {
  it('with follow: a world in which the seat kept tiles for the ends it left is the likelier', () => {
    expect(logLikelihood([played], worldA, fitted)).toBeGreaterThan(logLikelihood([played], worldB, fitted));
    // The same choice and options scored by the tiles alone cannot tell the worlds apart.
    expect(logLikelihood([played], worldA, tilesOnly)).toBeCloseTo(
      logLikelihood([played], worldB, tilesOnly),
      12,
    );
  });

  it('a choice with no alternative says nothing, in either model', () => {
    const alone = [0, maskOf([tileOf(1, 1), tileOf(1, 2)])];
    expect(logLikelihood([played], alone, fitted)).toBeCloseTo(0, 12);
    expect(logLikelihood([played], alone, tilesOnly)).toBeCloseTo(0, 12);
  });

  it('follow scores the play the seat made on the arm it chose: the same tile on the other arm is another option', () => {
    // Both ends show 5: 5-6 could go on either; the world's tiles fit neither end left differently,
    // so the two arms are two equal options and the choice has likelihood 1/2 exactly.
    const twin: Choice = { ...played, fit: SUIT[5], ends: [5, 5], end: 0 };
    const lone = [0, 0];
    expect(logLikelihood([twin], lone, fitted)).toBeCloseTo(Math.log(0.5), 12);
  });

  it("records each choice's open ends and the arm it went on, as the view's history shows them", () => {
    const r = parseRules({ preset: 'draw', players: 2 });
    let st = newMatch(r, { seed: 'choices' });
    for (let i = 0; i < 12 && !isOver(st); i++) {
      const seat = st.hand.turn;
      const res = applyMove(st, seat, moveOf(greedyPlayer.choose(viewFor(st, seat), `c${i}`)));
      if (!res.ok || res.handEnded) break;
      st = res.state;
    }
    const view = viewFor(st, 0);
    const choices = choicesOf(view);
    expect(choices.length).toBeGreaterThan(0);
    for (const c of choices) {
      expect(c.seat).toBe(1);
      // The tile fitted the arm it went on, and was among the tiles that fitted some end.
      expect(SUIT[c.ends[c.end]] & (1 << c.tile)).not.toBe(0);
      expect(c.fit & (1 << c.tile)).not.toBe(0);
      const event = view.history.find((e) => e.type === 'play' && parseTile(e.tile) === c.tile);
      expect(event?.type === 'play' && event.end).toBe(c.end);
    }
  });
});
