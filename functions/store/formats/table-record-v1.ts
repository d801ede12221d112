/**
 * The table record inside a version 1 table item (the deflated JSON in `d`): the service's
 * TableRecord and the engine's MatchState exactly as they were written. Frozen: checks the
 * shapes and types stored, never the API's limits (those may change; stored tables stay). A
 * change to any of these shapes is a new table format version (table.ts), not an edit here,
 * except a new optional field or enum value, which old items simply never have.
 */
import { z } from 'zod';
import { BOT_LEVELS } from '../../../shared/bots/player';
import {
  BLOCKED_SCORINGS,
  BLOCKED_TIE_LEADS,
  LATER_OPENERS,
  LINE_PRESETS,
  OPENERS,
  SPINNERS,
  TEAMS,
  THREES_SCORINGS,
} from '../../../shared/engine';

const int = () => z.number().int();
const ints = () => z.array(int());
const time = () => z.string();

function build() {
  const scoring = {
    blockedScoring: z.enum(BLOCKED_SCORINGS),
    roundToFive: z.boolean(),
    doubledScores: z.boolean(),
    losersLosePips: z.boolean(),
    target: int(),
    maxHands: int().nullable(),
  };
  const rulesInput = z.strictObject({
    preset: z.enum(LINE_PRESETS),
    players: int(),
    handSize: int().optional(),
    opener: z.enum(OPENERS).optional(),
    laterOpener: z.enum(LATER_OPENERS).optional(),
    blockedTieLead: z.enum(BLOCKED_TIE_LEADS).optional(),
    boneyardReserve: z.union([z.literal(0), z.literal(2)]).optional(),
    drawWhilePlayable: z.boolean().optional(),
    spinner: z.enum(SPINNERS).optional(),
    teams: z.enum(TEAMS).optional(),
    blockedScoring: scoring.blockedScoring.optional(),
    roundToFive: z.boolean().optional(),
    doubledScores: z.boolean().optional(),
    losersLosePips: z.boolean().optional(),
    target: int().optional(),
    maxHands: int().nullable().optional(),
    // Added with the Threes games (optional: older items never have them).
    scoring: z.enum(['none', 'fivesAndThrees']).optional(),
    roundToThree: z.boolean().optional(),
    // Added with the bigger sets (optional: older items never have it).
    set: z.union([z.literal(6), z.literal(9), z.literal(12)]).optional(),
  });
  // In the order the engine writes them (resolveRules): the deflate dictionary expects it.
  const rules = z.strictObject({
    preset: z.enum(LINE_PRESETS),
    players: int(),
    handSize: int(),
    opener: z.enum(OPENERS),
    laterOpener: z.enum(LATER_OPENERS),
    blockedTieLead: z.enum(BLOCKED_TIE_LEADS),
    blockedScoring: scoring.blockedScoring,
    roundToFive: scoring.roundToFive,
    boneyardReserve: int(),
    drawWhilePlayable: z.boolean(),
    spinner: z.enum(SPINNERS),
    doubledScores: scoring.doubledScores,
    losersLosePips: scoring.losersLosePips,
    target: scoring.target,
    maxHands: scoring.maxHands,
    teams: z.enum(TEAMS),
    drawing: z.boolean(),
    fivesDuringPlay: z.boolean(),
    // Added with the Threes games (optional: older items never have them).
    scoring: z.enum(THREES_SCORINGS).optional(),
    roundToThree: z.literal(true).optional(),
    // Added with the bigger sets: absent for double-six, so older items read as they were.
    set: z.union([z.literal(9), z.literal(12)]).optional(),
  });
  const line = z.strictObject({ v: ints(), t: ints(), f: ints(), s: int(), n: int() });
  const hand = z.strictObject({
    seed: z.string(),
    opener: int(),
    hands: ints(),
    bone: ints(),
    line,
    turn: int(),
    log: ints(),
    pts: ints(),
    end: int(),
    dbl: z.boolean(),
  });
  const score = z.strictObject({
    winner: int().nullable(),
    award: int(),
    deltas: ints(),
    sidePips: ints(),
    doubled: z.boolean(),
  });
  const handRecord = z.strictObject({
    handNo: int(),
    seed: z.string(),
    opener: int(),
    end: int(),
    out: int(),
    hands: ints(),
    log: ints(),
    pts: ints(),
    score,
    scores: ints(),
  });
  const match = z.strictObject({
    rules,
    rng: z.tuple([int(), int(), int(), int()]),
    scores: ints(),
    handNo: int(),
    hand,
    last: handRecord.nullable(),
    winner: int(),
    forfeit: int().optional(),
  });
  const seat = z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('open'),
      invited: z.strictObject({ playerId: z.string(), name: z.string() }).optional(),
    }),
    z.strictObject({ kind: z.literal('person'), playerId: z.string(), name: z.string() }),
    z.strictObject({ kind: z.literal('computer'), level: z.enum(BOT_LEVELS) }),
  ]);
  const dev = z.strictObject({
    seed: z.string().optional(),
    deal: z
      .strictObject({ hands: z.array(ints()), bone: ints().optional(), opener: int().optional() })
      .optional(),
  });
  const table = z.strictObject({
    id: z.string(),
    code: z.string(),
    status: z.enum(['open', 'playing', 'over', 'closed']),
    createdBy: z.string(),
    createdAt: time(),
    updatedAt: time(),
    rules: rulesInput,
    seats: z.array(seat),
    fill: z.enum(BOT_LEVELS).nullable(),
    visibility: z.enum(['public', 'private']),
    moveTimeLimitSeconds: int().nullable(),
    onTimeout: z.enum(['computerMoves', 'forfeit']),
    playForcedMoves: z.boolean(),
    dev: dev.nullable(),
    botSeed: z.string(),
    match: match.nullable(),
    turnSince: time().nullable(),
    deadline: time().nullable(),
    idem: z.record(z.string(), z.string()),
    salt: z.string().nullable().optional(),
    lastSalt: z.string().nullable().optional(),
    handStartVersion: int().optional(),
    overVersion: int().optional(),
    finishedAt: time().optional(),
    rematchOf: z.string().nullable().optional(),
    rematch: z.string().nullable().optional(),
  });
  return { table, handRecord };
}

let built: ReturnType<typeof build> | undefined;
/** Built on first use: a cold start that reads no table builds none of it. */
export const tableRecordV1 = () => (built ??= build()).table;
/** A finished hand as the engine records it (archived hands hold one, the match its last). */
export const handRecordV1 = () => (built ??= build()).handRecord;
