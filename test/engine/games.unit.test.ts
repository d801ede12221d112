/**
 * The game registry (shared/engine/games/): every preset has its entry, and the rules it resolves
 * are docs/rules.md's table "In option terms", value for value.
 */
import { describe, expect, it } from 'vitest';
import { LINE_GAMES, LINE_PRESETS, lineGame, PRESETS, resolveRules } from '../../shared/engine';

describe('the game registry', () => {
  it('lists every preset once, in the menu order', () => {
    expect(LINE_GAMES.map((g) => g.id)).toEqual([
      'partnership',
      'draw',
      'block',
      'allFives',
      'allThrees',
      'fivesAndThrees',
    ]);
    expect([...LINE_PRESETS]).toEqual([...PRESETS, 'allThrees', 'fivesAndThrees']);
    for (const p of LINE_PRESETS) expect(lineGame(p)?.id).toBe(p);
    expect(lineGame('chickenfoot')).toBeUndefined();
  });

  // docs/rules.md "In option terms": preset (players) -> handSize, opener, blockedTieLead,
  // blockedScoring, roundToFive, spinner, target, teams, drawing.
  const table: [string, number, number, string, string, string, boolean, string, number, string, boolean][] =
    [
      ['draw', 2, 7, 'lots', 'nextOpener', 'othersMinusOwn', false, 'none', 100, 'individuals', true],
      ['draw', 3, 7, 'lots', 'nextOpener', 'othersMinusOwn', false, 'none', 61, 'individuals', true],
      ['draw', 4, 6, 'lots', 'nextOpener', 'othersMinusOwn', false, 'none', 61, 'individuals', true],
      ['block', 2, 7, 'lots', 'nextOpener', 'othersMinusOwn', false, 'none', 100, 'individuals', false],
      ['block', 3, 5, 'lots', 'nextOpener', 'othersMinusOwn', false, 'none', 61, 'individuals', false],
      ['block', 4, 5, 'lots', 'nextOpener', 'othersMinusOwn', false, 'none', 61, 'individuals', false],
      [
        'partnership',
        4,
        7,
        'doubleSixHolder',
        'sameOpener',
        'othersTotal',
        false,
        'none',
        100,
        'partnership',
        false,
      ],
      [
        'partnership',
        2,
        7,
        'highestDoubleElseHighestTile',
        'sameOpener',
        'othersTotal',
        false,
        'none',
        100,
        'individuals',
        true,
      ],
      ['allFives', 2, 7, 'lots', 'nextOpener', 'othersTotal', true, 'firstDouble', 150, 'individuals', true],
      ['allFives', 3, 5, 'lots', 'nextOpener', 'othersTotal', true, 'firstDouble', 150, 'individuals', true],
      ['allFives', 4, 5, 'lots', 'nextOpener', 'othersTotal', true, 'firstDouble', 150, 'individuals', true],
    ];
  it.each(table)(
    '%s with %i players: the documented defaults',
    (preset, players, handSize, opener, blockedTieLead, blockedScoring, roundToFive, spinner, target, teams, drawing) => {
      const r = resolveRules({ preset: preset as never, players });
      expect(r).toMatchObject({
        handSize,
        opener,
        blockedTieLead,
        blockedScoring,
        roundToFive,
        spinner,
        target,
        teams,
        drawing,
      });
      expect(r.laterOpener).toBe('winner');
      expect(r.fivesDuringPlay).toBe(preset === 'allFives');
    },
  );

  it('resolves the stored keys in the order the deflate dictionary expects', () => {
    expect(Object.keys(resolveRules({ preset: 'draw', players: 4 }))).toEqual([
      'preset',
      'players',
      'handSize',
      'opener',
      'laterOpener',
      'blockedTieLead',
      'blockedScoring',
      'roundToFive',
      'boneyardReserve',
      'drawWhilePlayable',
      'spinner',
      'doubledScores',
      'losersLosePips',
      'target',
      'maxHands',
      'teams',
      'drawing',
      'fivesDuringPlay',
    ]);
  });

  it('draw and block with four in teams play to 100', () => {
    expect(resolveRules({ preset: 'block', players: 4, teams: 'partnership' }).target).toBe(100);
  });
});
