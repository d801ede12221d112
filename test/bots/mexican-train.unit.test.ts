/**
 * Mexican Train's computer players (shared/bots/mexican-train/): every level plays only legal
 * moves for every player count, from its seat's view alone, the same move for the same seed.
 */
import { describe, expect, it } from 'vitest';
import { mexicanComputerPlayer } from '../../shared/bots/mexican-train';
import { BOT_LEVELS } from '../../shared/bots/player';
import { type MexicanState, resolveMexicanRules, tileSet } from '../../shared/engine';
import {
  applyMexicanMove,
  mexicanFromDeal,
  mexicanMoveOf,
  mexicanViewFor,
  newMexicanMatch,
} from '../../shared/engine/games/mexican-train';

/** Plays one round with the given level in every seat; returns the moves made. */
function playRound(
  st: MexicanState,
  level: (typeof BOT_LEVELS)[number],
): { st: MexicanState; moves: number } {
  const bot = mexicanComputerPlayer(level);
  let moves = 0;
  const round = st.round.round;
  while (st.places === null && st.round.round === round) {
    const view = mexicanViewFor(st, st.round.turn);
    const choice = bot.choose(view, `s-${moves}`);
    expect(view.legalMoves).toContainEqual(choice);
    const res = applyMexicanMove(st, st.round.turn, mexicanMoveOf(st.rules, choice));
    if (!res.ok) throw new Error(`${level}: ${res.error.message}`);
    st = res.state;
    moves++;
  }
  return { st, moves };
}

describe('Mexican Train computer players', () => {
  it.each(
    BOT_LEVELS.filter((l) => l !== 'master').flatMap((level) =>
      [2, 4, 8].map((players) => [level, players] as const),
    ),
  )('%s plays a legal round for %i', (level, players) => {
    const r = resolveMexicanRules({ game: 'mexicanTrain', players, set: players === 8 ? 12 : 9 });
    const { st, moves } = playRound(newMexicanMatch(r, { seed: `bots-${level}-${players}` }), level);
    expect(moves).toBeGreaterThan(0);
    expect(st.last).not.toBeNull();
  });

  it('master plays a legal round under firstTurnManyTiles', () => {
    const r = resolveMexicanRules({ game: 'mexicanTrain', players: 3, set: 9, firstTurnManyTiles: true });
    expect(playRound(newMexicanMatch(r, { seed: 'master' }), 'master').st.last).not.toBeNull();
  });

  it('the same view and seed give the same move', () => {
    const r = resolveMexicanRules({ game: 'mexicanTrain', players: 4 });
    const v = mexicanViewFor(newMexicanMatch(r, { seed: 'same' }), null);
    const st = newMexicanMatch(r, { seed: 'same' });
    const view = mexicanViewFor(st, st.round.turn);
    const bot = mexicanComputerPlayer('expert');
    expect(bot.choose(view, 'x')).toEqual(bot.choose(view, 'x'));
    expect(v.hand).toBeNull();
  });

  it('greedy sheds its heaviest tile', () => {
    const set = tileSet(12);
    const T = (s: string) => s.split(' ').map((n) => set.parse(n)!);
    const r = resolveMexicanRules({ game: 'mexicanTrain', players: 2 });
    const st = mexicanFromDeal(r, { hands: [T('11-12 1-12 1-2 2-3 3-4'), T('0-0 0-1 0-2 0-3 0-4')] });
    const view = mexicanViewFor(st, 0);
    expect(mexicanComputerPlayer('greedy').choose(view, 'g')).toMatchObject({ tile: '11-12' });
  });
});
