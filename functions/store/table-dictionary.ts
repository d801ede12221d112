/**
 * A preset dictionary for deflating table items: a typical table record's JSON with the values
 * that vary left empty. Small JSON documents compress poorly on their own (their keys appear
 * once); primed with this, a table record deflates to about half the size (about 0.5 KB instead
 * of 1 KB), which keeps every table item under the 1 KB of one write capacity unit.
 *
 * Items written with it can only be read with the very same bytes: never edit this text. A
 * better dictionary goes in a new constant, under a new attribute name (table-item.ts).
 */
const sample = {
  id: '',
  code: '',
  status: 'playing',
  createdBy: '',
  createdAt: '2026-11-29T20:35:33.282Z',
  updatedAt: '2026-11-29T20:35:33.282Z',
  rules: { preset: 'draw', players: 4 },
  seats: [
    { kind: 'person', playerId: '', name: '' },
    { kind: 'computer', level: 'greedy' },
    { kind: 'computer', level: 'expert' },
    { kind: 'open' },
  ],
  fill: null,
  visibility: 'private',
  moveTimeLimitSeconds: null,
  onTimeout: 'computerMoves',
  playForcedMoves: false,
  dev: null,
  botSeed: '',
  match: {
    rules: {
      preset: 'partnership',
      players: 4,
      handSize: 7,
      opener: 'highestDoubleElseHighestTile',
      laterOpener: 'winner',
      blockedTieLead: 'nextOpener',
      blockedScoring: 'othersMinusOwn',
      roundToFive: false,
      boneyardReserve: 0,
      drawWhilePlayable: false,
      spinner: 'none',
      doubledScores: false,
      losersLosePips: false,
      target: 100,
      maxHands: null,
      teams: 'individuals',
      drawing: true,
      fivesDuringPlay: false,
    },
    rng: [],
    scores: [0, 0, 0, 0],
    handNo: 1,
    hand: {
      seed: '',
      opener: 0,
      hands: [],
      bone: [],
      line: { v: [], t: [], f: [], s: -1, n: 0 },
      turn: 0,
      log: [],
      pts: [0, 0, 0, 0],
      end: 0,
      dbl: false,
    },
    last: {
      handNo: 1,
      seed: '',
      opener: 0,
      end: 1,
      out: 0,
      hands: [],
      log: [],
      pts: [0, 0, 0, 0],
      score: { winner: 0, award: 0, deltas: [0, 0, 0, 0], sidePips: [0, 0, 0, 0], doubled: false },
      scores: [0, 0, 0, 0],
    },
    winner: -1,
  },
  turnSince: '',
  deadline: null,
  idem: {},
  salt: '',
  lastSalt: '',
  handStartVersion: 0,
};

export const TABLE_DICTIONARY_V1: Buffer = Buffer.from(JSON.stringify(sample), 'utf8');
