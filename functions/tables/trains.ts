/**
 * Mexican Train at a table: its first deal, a move as a client sends it, the computer players'
 * replies and the bookkeeping after a change (the line games' is settle.ts): docs/rules.md#mexican-train.
 */
import { mexicanComputerPlayer } from '../../shared/bots/mexican-train';
import type { BotLevel } from '../../shared/bots/player';
import {
  type MexicanMove,
  type MexicanMoveResult,
  type MexicanRulesInput,
  type MexicanState,
  resolveMexicanRules,
} from '../../shared/engine';
import {
  applyMexicanMove,
  mexicanFromDeal,
  mexicanLegalMoves,
  mexicanMoveOf,
  mexicanViewFor,
  newMexicanMatch,
  setOf,
} from '../../shared/engine/games/mexican-train';
import type { TableContext, TableMaking } from './context';
import { TableError } from './errors';
import { type DevDeal, type RoundArchive, type SavePlan, type TableRecord, trainMatch } from './model';
import { autoPlayFor } from './settle';

/**
 * A Mexican Train move as a client sends it: a tile onto a train, named by its owner's seat (the
 * Mexican train by `mexican`, or by the seat count, as the view lists it), or the end of a
 * first-turn run (house rule firstTurnManyTiles). Draws and passes happen by themselves.
 */
export type TrainMoveInput = { tile: string; train: number | 'mexican' } | { stop: true };

/** The first round: dealt from a cryptographic seed, or from the dev table's fixed seed/hands. */
export function firstTrainDeal(
  table: { rules: MexicanRulesInput; dev: TableRecord['dev'] },
  ctx: Pick<TableContext, 'randomSeed'>,
): MexicanState {
  const rules = resolveMexicanRules(table.rules);
  const dev = table.dev;
  if (dev?.deal) return mexicanFromDeal(rules, fixedDeal(dev.deal, dev.seed));
  if (dev?.seed !== undefined) return newMexicanMatch(rules, { seed: dev.seed });
  return newMexicanMatch(rules, { seed: ctx.randomSeed(), roundSeed: ctx.randomSeed() });
}

function fixedDeal(deal: DevDeal, seed: string | undefined) {
  return {
    hands: deal.hands,
    ...(deal.bone && { bone: deal.bone }),
    ...(deal.opener !== undefined && { first: deal.opener }),
    ...(deal.round !== undefined && { round: deal.round }),
    ...(seed !== undefined && { seed }),
  };
}

/** The engine's move for what the client sent (a tile not of the table's set is refused). */
export function trainMoveOf(st: MexicanState, m: TrainMoveInput): MexicanMove {
  if ('stop' in m) return { type: 'stop' };
  const tile = setOf(st.rules).parse(m.tile);
  if (tile === undefined)
    throw new TableError('move/unknown-tile', `there is no tile ${m.tile} in a double-${st.rules.set} set`);
  const train = m.train === 'mexican' ? st.rules.players : m.train;
  return { type: 'play', tile, train };
}

/** The move applied for `seat`, or the engine's refusal as a TableError. */
export function applyTrainMove(
  table: TableRecord,
  st: MexicanState,
  seat: number,
  move: MexicanMove,
  ctx: TableMaking,
): MexicanState {
  const result = applyMexicanMove(st, seat, move, { nextRoundSeed: roundSeed(table, ctx) });
  if (!result.ok) throw new TableError(result.error.code, result.error.message);
  return result.state;
}

/** Dev tables deal every round from the match's own seed; every other round is dealt from a cryptographic seed. */
function roundSeed(table: TableRecord, ctx: TableMaking): string | undefined {
  return table.dev ? undefined : ctx.randomSeed();
}

/**
 * The move of a computer player of `level` for the seat to move: it sees that seat's view alone
 * (mexicanViewFor), seeded by `seed`, so the same table and version choose the same move.
 */
export function trainComputerMove(
  table: TableRecord,
  st: MexicanState,
  level: BotLevel,
  seed: string,
  ctx: TableMaking,
): MexicanState {
  const seat = st.round.turn;
  const choice = mexicanComputerPlayer(level).choose(mexicanViewFor(st, seat), seed);
  const result: MexicanMoveResult = applyMexicanMove(st, seat, mexicanMoveOf(st.rules, choice), {
    nextRoundSeed: roundSeed(table, ctx),
  });
  if (!result.ok) throw new Error(`automatic move refused at seat ${seat}: ${result.error.message}`);
  return result.state;
}

/**
 * The fair-deal books of a train table (fair-deal.ts, for each round): the salt of the round in
 * play, the last finished round's, and the version its round was dealt at. Pure: the salts come
 * from `newSalt` (null on development tables).
 */
export interface RoundBooks {
  salt: string | null;
  lastSalt: string | null;
  handStartVersion: number;
}

/**
 * The books after the match went from `before` (null: not started) to `after` at `version`; a
 * round that finished then goes to `archives` (written with the table: feed-trains.ts).
 */
function keepRoundBooks(
  books: RoundBooks,
  before: MexicanState | null,
  after: MexicanState,
  version: number,
  newSalt: () => string | null,
  archives: RoundArchive[],
): RoundBooks {
  let { salt, lastSalt, handStartVersion } = books;
  // A round finished (its record is the match's last): its salt is revealed with its seed.
  if (after.last !== null && after.last.round !== before?.last?.round) {
    lastSalt = salt;
    archives.push({ record: after.last, salt, startVersion: handStartVersion, endVersion: version });
  }
  if (before === null || after.round.round !== before.round.round) {
    salt = newSalt();
    handStartVersion = version;
  } else if (after.last !== null && after.last.round !== before.last?.round) {
    // The last round finished: no round is left to commit to.
    salt = null;
  }
  return { salt, lastSalt, handStartVersion };
}

/**
 * Computer players (and, with `playForcedMoves`, a person's only move) after a change, until a
 * person has a choice to make, the match ends, or the time budget is spent (the scheduler goes on).
 */
function playTrainComputers(
  table: TableRecord,
  start: MexicanState,
  version: number,
  ctx: TableMaking,
): { state: MexicanState; moves: number; books: RoundBooks; rounds: RoundArchive[] } {
  const auto = autoPlayFor(table, ctx);
  const began = auto.clock();
  const newSalt = () => (table.dev ? null : ctx.randomSeed());
  const rounds: RoundArchive[] = [];
  let books = keepRoundBooks(
    {
      salt: table.salt ?? null,
      lastSalt: table.lastSalt ?? null,
      handStartVersion: table.handStartVersion ?? table.version,
    },
    trainMatch(table),
    start,
    version,
    newSalt,
    rounds,
  );
  let state = start;
  let moves = 0;
  while (state.places === null) {
    const seat = state.round.turn;
    const sitter = table.seats[seat];
    const before = state;
    if (sitter.kind === 'computer') {
      if (auto.clock() - began >= auto.budgetMs) break;
      state = trainComputerMove(table, state, sitter.level, `${table.botSeed}:${version + moves}`, ctx);
    } else if (table.playForcedMoves) {
      const legal = mexicanLegalMoves(state.rules, state.round);
      if (legal.length !== 1) break;
      state = applyTrainMove(table, state, seat, legal[0], ctx);
    } else {
      break;
    }
    moves++;
    books = keepRoundBooks(books, before, state, version + moves, newSalt, rounds);
  }
  return { state, moves, books, rounds };
}

/**
 * The table after `changes` version steps produced `state`, with its automatic moves: the
 * version (one per move), the status, the clock of the seat to move. Once per match the save
 * expires the memberships and the join code, as the line games' settle does.
 */
export function settleTrains(
  table: TableRecord,
  state: MexicanState,
  changes: number,
  ctx: TableMaking,
): SavePlan {
  const first = table.version + changes;
  const auto = playTrainComputers(table, state, first, ctx);
  const version = first + auto.moves;
  const over = auto.state.places !== null;
  const now = ctx.now();
  const sitter = over ? null : table.seats[auto.state.round.turn];
  const limit = table.moveTimeLimitSeconds;
  return {
    table: {
      ...table,
      match: auto.state,
      ...auto.books,
      ...(over && {
        overVersion: table.overVersion ?? version,
        finishedAt: table.finishedAt ?? now.toISOString(),
      }),
      version,
      status: over ? 'over' : 'playing',
      updatedAt: now.toISOString(),
      turnSince: over ? null : now.toISOString(),
      deadline:
        sitter?.kind === 'person' && limit !== null
          ? new Date(now.getTime() + limit * 1000).toISOString()
          : null,
    },
    writes: {
      ...(auto.rounds.length > 0 && { rounds: auto.rounds }),
      ...(over && table.status !== 'over' && { expireMemberships: true, expireCode: true }),
    },
  };
}
