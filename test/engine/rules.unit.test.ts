/**
 * The rules schema and the presets: every preset's defaults for 2, 3 and 4 players as docs/rules.md#the-games's
 * table gives them, each source's own game set up from a preset and options, and the impossible
 * combinations the schema rejects with a message that says why.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  dealFromSeed,
  isOver,
  type MatchState,
  newMatch,
  nextInt,
  parseRules,
  parseTile,
  popcount,
  type Rules,
  type RulesInput,
  RulesInputSchema,
  resolveRules,
  rulesProblems,
  seedState,
  viewFor,
} from '../../shared/engine';

type Expected = Partial<Rules>;

/** docs/rules.md#the-games and #house-rules: what each preset resolves to for each player count. */
const presetTable: [RulesInput, Expected][] = [
  [
    { preset: 'partnership', players: 4 },
    {
      handSize: 7,
      drawing: false,
      opener: 'doubleSixHolder',
      laterOpener: 'winner',
      blockedTieLead: 'sameOpener',
      blockedScoring: 'othersTotal',
      roundToFive: false,
      spinner: 'none',
      target: 100,
      teams: 'partnership',
      fivesDuringPlay: false,
    },
  ],
  [
    { preset: 'partnership', players: 2 },
    {
      handSize: 7,
      drawing: true,
      opener: 'highestDoubleElseHighestTile',
      laterOpener: 'winner',
      blockedTieLead: 'sameOpener',
      blockedScoring: 'othersTotal',
      roundToFive: false,
      spinner: 'none',
      target: 100,
      teams: 'individuals',
      fivesDuringPlay: false,
    },
  ],
  ...([2, 3, 4] as const).map((players): [RulesInput, Expected] => [
    { preset: 'draw', players },
    {
      handSize: players === 4 ? 6 : 7,
      drawing: true,
      opener: 'lots',
      laterOpener: 'winner',
      blockedTieLead: 'nextOpener',
      blockedScoring: 'othersMinusOwn',
      roundToFive: false,
      spinner: 'none',
      target: players === 2 ? 100 : 61,
      teams: 'individuals',
      fivesDuringPlay: false,
    },
  ]),
  ...([2, 3, 4] as const).map((players): [RulesInput, Expected] => [
    { preset: 'block', players },
    {
      handSize: players === 2 ? 7 : 5,
      drawing: false,
      opener: 'lots',
      laterOpener: 'winner',
      blockedTieLead: 'nextOpener',
      blockedScoring: 'othersMinusOwn',
      roundToFive: false,
      spinner: 'none',
      target: players === 2 ? 100 : 61,
      teams: 'individuals',
      fivesDuringPlay: false,
    },
  ]),
  ...([2, 3, 4] as const).map((players): [RulesInput, Expected] => [
    { preset: 'allFives', players },
    {
      handSize: players === 2 ? 7 : 5,
      drawing: true,
      opener: 'lots',
      laterOpener: 'winner',
      blockedTieLead: 'nextOpener',
      blockedScoring: 'othersTotal',
      roundToFive: true,
      spinner: 'firstDouble',
      target: 150,
      teams: 'individuals',
      fivesDuringPlay: true,
    },
  ]),
  [
    { preset: 'draw', players: 4, teams: 'partnership' },
    { handSize: 6, drawing: true, teams: 'partnership', target: 100, blockedScoring: 'othersMinusOwn' },
  ],
  [
    { preset: 'block', players: 4, teams: 'partnership' },
    { handSize: 5, drawing: false, teams: 'partnership', target: 100, blockedScoring: 'othersMinusOwn' },
  ],
];

/** Option defaults common to every preset (docs/rules.md#the-games, the "Every game" line). */
const commonDefaults: Expected = {
  boneyardReserve: 0,
  drawWhilePlayable: false,
  doubledScores: false,
  losersLosePips: false,
  maxHands: null,
};

describe('preset defaults (docs/rules.md, The games: the presets table and per-preset option defaults)', () => {
  it.each(presetTable)("%j resolves to the table's defaults", (input, want) => {
    expect(RulesInputSchema.safeParse(input).success).toBe(true);
    const r = parseRules(input);
    expect(r).toMatchObject({ ...commonDefaults, ...want, preset: input.preset, players: input.players });
  });

  it.each(presetTable)(
    "%j deals the preset's hand size and leaves the rest in the boneyard",
    (input, want) => {
      const r = parseRules(input);
      for (let i = 0; i < 5; i++) {
        const { deal } = dealFromSeed(r, `deal-${i}`, true);
        expect(deal.hands.map(popcount)).toEqual(new Array(r.players).fill(want.handSize));
        expect(deal.bone.length).toBe(28 - r.players * want.handSize!);
      }
    },
  );

  it.each(presetTable)(
    '%j: a new match opens as the preset says (forced 6-6 / highest tile, or lots)',
    (input) => {
      const r = parseRules(input);
      for (let i = 0; i < 5; i++) {
        const st = newMatch(r, { seed: `open-${i}` });
        const v = viewFor(st, null);
        if (r.opener === 'lots') {
          // The seat drawn by lot leads any tile: nothing is placed yet and the leader holds a full hand.
          expect(v.line).toEqual([]);
          expect(v.handCounts).toEqual(new Array(r.players).fill(r.handSize));
          expect(viewFor(st, v.turn).legalMoves).toHaveLength(r.handSize);
        } else {
          expect(v.history[0]).toMatchObject({ type: 'play', seat: v.opener, forced: true });
          if (r.opener === 'doubleSixHolder') expect(v.line[0].tile).toBe('6-6');
        }
      }
    },
  );

  it('maxHands defaults to none, and to 50 with losersLosePips (project rule)', () => {
    for (const preset of ['partnership', 'draw', 'block', 'allFives'] as const) {
      expect(resolveRules({ preset, players: 2 }).maxHands).toBeNull();
      expect(resolveRules({ preset, players: 2, losersLosePips: true }).maxHands).toBe(50);
      expect(resolveRules({ preset, players: 2, losersLosePips: true, maxHands: null }).maxHands).toBeNull();
      expect(resolveRules({ preset, players: 2, losersLosePips: true, maxHands: 10 }).maxHands).toBe(10);
    }
  });

  it('partnership with 4 players and a smaller handSize opens with the highest double, else the highest tile (6-6 may be undealt)', () => {
    const r = parseRules({ preset: 'partnership', players: 4, handSize: 5 });
    expect(r.opener).toBe('highestDoubleElseHighestTile');
    expect(r.drawing).toBe(false);
    expect(r.teams).toBe('partnership');
  });

  it('an explicit option overrides the preset default, and a preset default is not changed by unrelated options', () => {
    const r = parseRules({
      preset: 'allFives',
      players: 3,
      roundToFive: false,
      spinner: 'none',
      target: 250,
    });
    expect(r).toMatchObject({
      roundToFive: false,
      spinner: 'none',
      target: 250,
      blockedScoring: 'othersTotal',
    });
    expect(parseRules({ preset: 'draw', players: 3, handSize: 5 }).target).toBe(61);
  });
});

/** Plays a match to its end by random legal moves; returns the final state. */
function playOut(st0: MatchState, seed: string, maxMoves = 5000): MatchState {
  const rng = seedState(seed);
  let st = st0;
  for (let i = 0; i < maxMoves && !isOver(st); i++) {
    const seat = st.hand.turn;
    const moves = viewFor(st, seat).legalMoves ?? [];
    if (moves.length === 0) throw new Error(`seat ${seat} has no legal move in hand ${st.handNo}`);
    const m = moves[nextInt(rng, moves.length)];
    const res = applyMove(
      st,
      seat,
      m.type === 'draw' ? m : { type: 'play', tile: parseTile(m.tile)!, end: m.end },
    );
    if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
    st = res.state;
  }
  return st;
}

/** docs/rules.md#each-sources-game: each source's own game, as a preset and options. */
const sourceGames: [string, RulesInput, Expected][] = [
  [
    '000, four players (target 50)',
    { preset: 'partnership', players: 4, target: 50 },
    { target: 50, teams: 'partnership', opener: 'doubleSixHolder', drawing: false },
  ],
  ['000, four players (target 100)', { preset: 'partnership', players: 4 }, { target: 100 }],
  ['000, four players (target 150)', { preset: 'partnership', players: 4, target: 150 }, { target: 150 }],
  [
    '000, two players',
    { preset: 'partnership', players: 2 },
    { handSize: 7, drawing: true, opener: 'highestDoubleElseHighestTile', target: 100 },
  ],
  [
    '001 Pagat block, two players',
    { preset: 'block', players: 2 },
    { handSize: 7, target: 100, blockedScoring: 'othersMinusOwn' },
  ],
  ['001 Pagat block, three individuals', { preset: 'block', players: 3 }, { handSize: 5, target: 61 }],
  ['001 Pagat block, four individuals', { preset: 'block', players: 4 }, { handSize: 5, target: 61 }],
  [
    '001 Pagat block, teams of four',
    { preset: 'block', players: 4, teams: 'partnership' },
    { handSize: 5, target: 100, teams: 'partnership' },
  ],
  [
    '001 Pagat draw, two players',
    { preset: 'draw', players: 2, boneyardReserve: 2, drawWhilePlayable: true },
    { handSize: 7, boneyardReserve: 2, drawWhilePlayable: true, target: 100 },
  ],
  [
    '001 Pagat draw, three players',
    { preset: 'draw', players: 3, boneyardReserve: 2, drawWhilePlayable: true },
    { handSize: 7, target: 61 },
  ],
  [
    '001 Pagat draw, four individuals',
    { preset: 'draw', players: 4, boneyardReserve: 2, drawWhilePlayable: true },
    { handSize: 6, target: 61 },
  ],
  [
    '001 Pagat draw, teams of four',
    { preset: 'draw', players: 4, teams: 'partnership', boneyardReserve: 2, drawWhilePlayable: true },
    { handSize: 6, target: 100 },
  ],
  [
    '001 Fundex set sheet, draw',
    {
      preset: 'draw',
      players: 3,
      handSize: 5,
      opener: 'highestDoubleElseRedeal',
      blockedScoring: 'eachOpponentMinusOwn',
      target: 100,
    },
    {
      handSize: 5,
      opener: 'highestDoubleElseRedeal',
      blockedScoring: 'eachOpponentMinusOwn',
      target: 100,
      drawing: true,
    },
  ],
  [
    '001 Fundex set sheet, block',
    {
      preset: 'block',
      players: 4,
      handSize: 5,
      opener: 'highestDoubleElseRedeal',
      blockedScoring: 'eachOpponentMinusOwn',
      target: 100,
    },
    { handSize: 5, opener: 'highestDoubleElseRedeal', target: 100, drawing: false },
  ],
  [
    '001 Fundex as many groups play it (lots, lead rotates)',
    {
      preset: 'draw',
      players: 4,
      handSize: 5,
      opener: 'lots',
      laterOpener: 'rotate',
      blockedScoring: 'eachOpponentMinusOwn',
      target: 100,
    },
    { opener: 'lots', laterOpener: 'rotate', handSize: 5 },
  ],
  [
    '002, draw',
    { preset: 'draw', players: 2, opener: 'highestDoubleElseHighestTile', laterOpener: 'sameAsFirst' },
    {
      handSize: 7,
      opener: 'highestDoubleElseHighestTile',
      laterOpener: 'sameAsFirst',
      blockedScoring: 'othersMinusOwn',
      target: 100,
    },
  ],
  [
    '002, block',
    { preset: 'block', players: 2, opener: 'highestDoubleElseHighestTile', laterOpener: 'sameAsFirst' },
    { handSize: 7, drawing: false, laterOpener: 'sameAsFirst' },
  ],
  [
    '003 Draw game',
    { preset: 'draw', players: 3 },
    { handSize: 7, opener: 'lots', target: 61, drawing: true },
  ],
  ['003 Block game', { preset: 'block', players: 4 }, { handSize: 5, drawing: false, target: 61 }],
  [
    '003 All Fives',
    { preset: 'allFives', players: 2 },
    { handSize: 7, spinner: 'firstDouble', roundToFive: true, target: 150, fivesDuringPlay: true },
  ],
  [
    '004',
    {
      preset: 'draw',
      players: 2,
      opener: 'highestDoubleElseHighestTile',
      laterOpener: 'sameAsFirst',
      blockedScoring: 'allHands',
      target: 100,
    },
    {
      handSize: 7,
      opener: 'highestDoubleElseHighestTile',
      laterOpener: 'sameAsFirst',
      blockedScoring: 'allHands',
      target: 100,
      drawing: true,
    },
  ],
];

describe("each source's own game (docs/rules.md, Each source's game) set up from a preset and options", () => {
  it.each(sourceGames)(
    '%s: the schema accepts it and it resolves as the source plays',
    (_name, input, want) => {
      const parsed = RulesInputSchema.safeParse(input);
      expect(parsed.success).toBe(true);
      expect(rulesProblems(input)).toEqual([]);
      expect(parseRules(input)).toMatchObject(want);
    },
  );

  it.each(sourceGames)('%s: a match plays from the first deal to a winner', (name, input) => {
    const r = parseRules(input);
    const st = playOut(newMatch(r, { seed: `source ${name}` }), name);
    expect(isOver(st)).toBe(true);
    const v = viewFor(st, null);
    expect(v.status).toBe('over');
    expect(v.winner).not.toBeNull();
    // The winner has the highest score, alone; with no maxHands someone reached the target.
    const top = Math.max(...st.scores);
    expect(st.scores[st.winner]).toBe(top);
    expect(st.scores.filter((s) => s === top)).toHaveLength(1);
    if (r.maxHands === null) expect(top).toBeGreaterThanOrEqual(r.target);
  });
});

/** Messages of a rejected input, by path. */
function problems(input: unknown): string[] {
  const res = RulesInputSchema.safeParse(input);
  expect(res.success).toBe(false);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('impossible combinations are rejected with a message that says why', () => {
  it('handSize too big for the player count (more tiles dealt than the set holds)', () => {
    expect(problems({ preset: 'draw', players: 4, handSize: 8 })).toEqual([
      expect.stringMatching(/^handSize: .*4 players.*2 to 7 tiles.*28/),
    ]);
    expect(problems({ preset: 'block', players: 3, handSize: 10 })).toEqual([
      expect.stringMatching(/^handSize: .*3 players.*2 to 9 tiles/),
    ]);
    expect(problems({ preset: 'draw', players: 2, handSize: 15 }).join('\n')).toMatch(
      /handSize: .*2 to 14 tiles/,
    );
    expect(problems({ preset: 'draw', players: 2, handSize: 1 }).join('\n')).toMatch(/^handSize/);
    // The largest hands that fit are accepted.
    expect(RulesInputSchema.safeParse({ preset: 'draw', players: 4, handSize: 7 }).success).toBe(true);
    expect(RulesInputSchema.safeParse({ preset: 'block', players: 3, handSize: 9 }).success).toBe(true);
    expect(RulesInputSchema.safeParse({ preset: 'draw', players: 2, handSize: 14 }).success).toBe(true);
  });

  it('doubleSixHolder when not all 28 tiles are dealt (6-6 may be undealt)', () => {
    expect(problems({ preset: 'draw', players: 2, opener: 'doubleSixHolder' })).toEqual([
      expect.stringMatching(/^opener: doubleSixHolder needs all 28 tiles dealt/),
    ]);
    expect(problems({ preset: 'partnership', players: 4, handSize: 6, opener: 'doubleSixHolder' })).toEqual([
      expect.stringMatching(/^opener: .*6-6 may not be dealt/),
    ]);
    expect(
      RulesInputSchema.safeParse({ preset: 'block', players: 4, handSize: 7, opener: 'doubleSixHolder' })
        .success,
    ).toBe(true);
    expect(
      RulesInputSchema.safeParse({ preset: 'draw', players: 2, handSize: 14, opener: 'doubleSixHolder' })
        .success,
    ).toBe(true);
  });

  it('the partnership preset with 3 players', () => {
    expect(problems({ preset: 'partnership', players: 3 })).toEqual([
      expect.stringMatching(/^players: .*exactly 4 players in two teams, or exactly 2/),
    ]);
  });

  it('teams with 2 (or 3) players', () => {
    expect(problems({ preset: 'draw', players: 2, teams: 'partnership' })).toEqual([
      expect.stringMatching(/^teams: partnerships need exactly 4 players/),
    ]);
    expect(problems({ preset: 'block', players: 3, teams: 'partnership' })).toEqual([
      expect.stringMatching(/^teams: partnerships need exactly 4 players/),
    ]);
    expect(problems({ preset: 'partnership', players: 2, teams: 'partnership' })).toEqual([
      expect.stringMatching(/^teams: partnerships need exactly 4 players/),
    ]);
  });

  it('All Fives in teams (docs/rules.md, Teams: teams are for the partnership, draw and block games)', () => {
    expect(problems({ preset: 'allFives', players: 4, teams: 'partnership' })).toEqual([
      expect.stringMatching(/^teams: All Fives is played each for themselves/),
    ]);
    expect(RulesInputSchema.safeParse({ preset: 'draw', players: 4, teams: 'partnership' }).success).toBe(
      true,
    );
    expect(RulesInputSchema.safeParse({ preset: 'block', players: 4, teams: 'partnership' }).success).toBe(
      true,
    );
  });

  it('the four-player partnership game played as individuals', () => {
    expect(problems({ preset: 'partnership', players: 4, teams: 'individuals' })).toEqual([
      expect.stringMatching(/^teams: .*always played in teams/),
    ]);
  });

  it('drawWhilePlayable or boneyardReserve in a block game (no drawing)', () => {
    expect(problems({ preset: 'block', players: 2, drawWhilePlayable: true })).toEqual([
      expect.stringMatching(/^drawWhilePlayable: this game never draws/),
    ]);
    expect(problems({ preset: 'block', players: 3, boneyardReserve: 2 })).toEqual([
      expect.stringMatching(/^boneyardReserve: this game never draws/),
    ]);
    // The four-player partnership game is a block game too.
    expect(problems({ preset: 'partnership', players: 4, boneyardReserve: 2 })).toEqual([
      expect.stringMatching(/^boneyardReserve: this game never draws/),
    ]);
    expect(problems({ preset: 'partnership', players: 4, drawWhilePlayable: true })).toEqual([
      expect.stringMatching(/^drawWhilePlayable: this game never draws/),
    ]);
    // The two-player partnership game draws: both are allowed there.
    expect(
      RulesInputSchema.safeParse({
        preset: 'partnership',
        players: 2,
        boneyardReserve: 2,
        drawWhilePlayable: true,
      }).success,
    ).toBe(true);
    // The explicit defaults are harmless.
    expect(
      RulesInputSchema.safeParse({
        preset: 'block',
        players: 2,
        boneyardReserve: 0,
        drawWhilePlayable: false,
      }).success,
    ).toBe(true);
  });

  it('unknown fields', () => {
    expect(problems({ preset: 'draw', players: 2, spinners: 'none' })).toEqual([
      expect.stringMatching(/Unrecognized key.*spinners/),
    ]);
  });

  it('values outside their range or set', () => {
    expect(problems({ preset: 'draw', players: 5 }).join('\n')).toMatch(/^players/);
    expect(problems({ preset: 'draw', players: 1 }).join('\n')).toMatch(/^players/);
    expect(problems({ preset: 'muggins', players: 2 }).join('\n')).toMatch(/^preset/);
    expect(problems({ preset: 'draw', players: 2, target: 0 }).join('\n')).toMatch(/^target/);
    expect(problems({ preset: 'draw', players: 2, target: 1001 }).join('\n')).toMatch(/^target/);
    expect(problems({ preset: 'draw', players: 2, boneyardReserve: 1 }).join('\n')).toMatch(
      /^boneyardReserve/,
    );
    expect(problems({ preset: 'draw', players: 2, spinner: 'allDoubles' }).join('\n')).toMatch(/^spinner/);
    expect(problems({ preset: 'draw', players: 2, opener: 'random' }).join('\n')).toMatch(/^opener/);
    expect(problems({ preset: 'draw', players: 2, maxHands: 0 }).join('\n')).toMatch(/^maxHands/);
  });

  it('parseRules throws on a rejected combination', () => {
    expect(() => parseRules({ preset: 'partnership', players: 3 })).toThrow(/exactly 4 players/);
  });

  it('every problem is reported at once, each on its own path', () => {
    const msgs = problems({
      preset: 'block',
      players: 2,
      teams: 'partnership',
      drawWhilePlayable: true,
      boneyardReserve: 2,
    });
    expect(msgs.map((m) => m.split(':')[0]).sort()).toEqual([
      'boneyardReserve',
      'drawWhilePlayable',
      'teams',
    ]);
  });
});
