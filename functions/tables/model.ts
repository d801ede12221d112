/**
 * A table as the service keeps it: who sits where, the table's settings, and the engine's match
 * state once it has started. One record is one DynamoDB item (see store/dynamodb-store.ts), so a
 * move is one read and one conditional write.
 */
import type { BotLevel } from '../../shared/bots';
import type {
  HandRecord,
  MatchState,
  MexicanRulesInput,
  MexicanState,
  RulesInput,
} from '../../shared/engine';
import type { RoundRecord } from '../../shared/engine/games/mexican-train';
import type { Pool, RatingWrite } from '../ratings/model';
import type { VacationWrite } from '../vacation/model';

export type TableStatus = 'open' | 'playing' | 'over' | 'closed';
export type Visibility = 'public' | 'private';
export type TimeoutPolicy = 'computerMoves' | 'forfeit';

/** A table's rules as sent: a line game's, or Mexican Train's (`game: 'mexicanTrain'`). */
export type TableRules = RulesInput | MexicanRulesInput;
/** A table's match: the line games' state, or Mexican Train's (its `round`). */
export type TableMatch = MatchState | MexicanState;

/** Whether the rules are Mexican Train's. */
export function isTrainRules(r: TableRules): r is MexicanRulesInput {
  return 'game' in r && r.game === 'mexicanTrain';
}

/** Whether the match is Mexican Train's. */
export function isTrainMatch(m: TableMatch): m is MexicanState {
  return 'round' in m;
}

/** The table's line-game match (null before the start, and at a Mexican Train table). */
export function lineMatch(t: Pick<TableRecord, 'match'>): MatchState | null {
  return t.match && !isTrainMatch(t.match) ? t.match : null;
}

/** The table's Mexican Train match (null before the start, and at a line-game table). */
export function trainMatch(t: Pick<TableRecord, 'match'>): MexicanState | null {
  return t.match && isTrainMatch(t.match) ? t.match : null;
}

/** A line-game table: its rules and match are the line games'. */
export type LineTable = TableRecord & { rules: RulesInput; match: MatchState | null };

/** The table as a line-game table (null at a Mexican Train table). */
export function asLineTable(t: TableRecord): LineTable | null {
  return isTrainRules(t.rules) ? null : (t as LineTable);
}

/** The table's line-game rules as sent (null at a Mexican Train table). */
export function lineRules(t: Pick<TableRecord, 'rules'>): RulesInput | null {
  return isTrainRules(t.rules) ? null : t.rules;
}

export type SeatRecord =
  /** Open; on a rematch, kept for the person invited back until they accept. */
  | { kind: 'open'; invited?: { playerId: string; name: string } }
  | { kind: 'person'; playerId: string; name: string }
  /** A computer player; before the start a seat reserved for one goes to a person who joins. */
  | { kind: 'computer'; level: BotLevel };

/** Fixed hands for development tables (tiles as numbers 0..27). */
export interface DevDeal {
  hands: number[][];
  bone?: number[];
  opener?: number;
  /** Mexican Train: the round the deal is for (its engine double; the last round ends the match). */
  round?: number;
}

export interface TableRecord {
  id: string;
  code: string;
  /** Grows by one with every change: each move (computer players' too), join, leave and start. */
  version: number;
  status: TableStatus;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** The rules as the creator sent them; the resolved rules live in the match. */
  rules: TableRules;
  seats: SeatRecord[];
  /** Open seats become computer players of this level at the start. */
  fill: BotLevel | null;
  visibility: Visibility;
  moveTimeLimitSeconds: number | null;
  onTimeout: TimeoutPolicy;
  playForcedMoves: boolean;
  /** Development tables only: a fixed seed (deals follow from it) and/or fixed hands. */
  dev: { seed?: string; deal?: DevDeal } | null;
  /** Seeds the computer players' choices (with the version): replayable, never shown. */
  botSeed: string;
  match: TableMatch | null;
  /** When the seat to move got the turn, and its deadline under the table's time limit. */
  turnSince: string | null;
  deadline: string | null;
  /**
   * Per seat (a string key), its last few Idempotency-Keys, oldest first, so a retry is recognised without a write.
   *
   * Each is `<key hash><move hash>`, run together (play.ts).
   */
  idem: Record<string, string>;
  /** The current hand's fair-deal salt: hidden until the hand ends (null on development tables). */
  salt?: string | null;
  /** The last finished hand's salt, revealed with its seed. */
  lastSalt?: string | null;
  /** The version at which the current hand was dealt: with its log, every event's version. */
  handStartVersion?: number;
  /** The version at which the match ended. */
  overVersion?: number;
  /** When the match ended (see finishedAt below); absent on tables finished before it was kept. */
  finishedAt?: string;
  /** The table this one is a rematch of, and the rematch of this one. */
  rematchOf?: string | null;
  rematch?: string | null;
  /** Opened rated (ratings/pools.ts: people only, a standard preset); absent: not rated. */
  rated?: true;
  /** A rated match's end as rated (save.ts): its pool and each seat's displayed rating before and after. */
  ratingChange?: RatingChange;
  /** The event match this table plays (events/tables.ts); absent: no event's. */
  event?: TableEvent;
}

/** The event match a table plays: the event, its round and board (docs/events.md#tables). */
export interface TableEvent {
  id: string;
  /** The event's name when the table was opened (an event's name does not change). */
  name: string;
  round: number;
  board: number;
  /** A duplicate round's deal seed: hand k is dealt from `<seed>:<k>`. Never shown with the table. */
  dealSeed?: string;
}

/** What a rated match's end did to its players' ratings, by seat (shown with the table). */
export interface RatingChange {
  pool: Pool;
  before: number[];
  after: number[];
}

/**
 * When the table finished: its match ended or it closed (null while it is open or in play). The
 * finished range of the inbox sorts by it, so it never moves: settle pins it when the match
 * ends; a closed table never changes again, and a table finished before it was pinned finished
 * at its last change until a rematch links it, which pins it then (rematch.ts).
 */
export function finishedAt(t: Pick<TableRecord, 'status' | 'updatedAt' | 'finishedAt'>): string | null {
  if (t.status !== 'over' && t.status !== 'closed') return null;
  return t.finishedAt ?? t.updatedAt;
}

/** A finished hand as archived (one item per hand, for the event feed and the fair-deal proof). */
export interface HandArchive {
  record: HandRecord;
  salt: string | null;
  /** The version at which the hand was dealt, and the one at which it ended. */
  startVersion: number;
  endVersion: number;
}

/** A finished Mexican Train round as archived (one item per round, for the feed and the review). */
export interface RoundArchive {
  record: RoundRecord;
  salt: string | null;
  /** The version at which the round was dealt, and the one at which it ended. */
  startVersion: number;
  endVersion: number;
}

/**
 * What a save writes besides the table item, in the same transaction (store/follow-items.ts):
 * archived hands and seat memberships (the inbox). It belongs to one save, never to the record.
 */
export interface WritePlan {
  hands?: HandArchive[];
  /** Mexican Train rounds the save finished (tables/trains.ts). */
  rounds?: RoundArchive[];
  /** People who took a seat, and people who left one. */
  seated?: string[];
  unseated?: string[];
  /**
   * The table got its expiry (its match ended) or it moved (a rematch was linked, which changes
   * the table): everyone's membership expires with the table (DynamoDB TTL).
   */
  expireMemberships?: boolean;
  /** The table got its expiry (its match ended, or it closed) or it moved: so does its join code. */
  expireCode?: boolean;
  /** A rated match ended: its players' ratings items and leaderboard entries (ratings/rate.ts). */
  ratings?: RatingWrite[];
  /** A passed correspondence deadline spent a slice of the seat's vacation bank (tables/vacation-due.ts). */
  vacation?: VacationWrite;
}

/** A table as a change leaves it, and what its save writes besides it. */
export interface SavePlan {
  table: TableRecord;
  writes: WritePlan;
}

/** A change that writes nothing besides the table (a seat taken or left: see change.ts). */
export const tableOnly = (table: TableRecord): SavePlan => ({ table, writes: {} });

/** One plan doing what each of `plans` does. */
export function mergeWrites(...plans: WritePlan[]): WritePlan {
  const out: WritePlan = {};
  for (const p of plans) {
    if (p.hands?.length) out.hands = [...(out.hands ?? []), ...p.hands];
    if (p.rounds?.length) out.rounds = [...(out.rounds ?? []), ...p.rounds];
    if (p.seated?.length) out.seated = [...(out.seated ?? []), ...p.seated];
    if (p.unseated?.length) out.unseated = [...(out.unseated ?? []), ...p.unseated];
    if (p.expireMemberships) out.expireMemberships = true;
    if (p.expireCode) out.expireCode = true;
    if (p.ratings?.length) out.ratings = [...(out.ratings ?? []), ...p.ratings];
    if (p.vacation) out.vacation = p.vacation;
  }
  return out;
}

export function seatOf(table: TableRecord, playerId: string): number {
  return table.seats.findIndex((s) => s.kind === 'person' && s.playerId === playerId);
}

/** The open seat kept for `playerId` on a rematch (-1: none). */
export function invitedSeatOf(table: Pick<TableRecord, 'seats'>, playerId: string): number {
  return table.seats.findIndex((s) => s.kind === 'open' && s.invited?.playerId === playerId);
}

/** The people seated, by player id. */
export function peopleAt(table: Pick<TableRecord, 'seats'>): string[] {
  return table.seats.flatMap((s) => (s.kind === 'person' ? [s.playerId] : []));
}

/** The people invited back to a rematch who have not taken their seat yet. */
export function peopleInvited(table: Pick<TableRecord, 'seats'>): string[] {
  return table.seats.flatMap((s) => (s.kind === 'open' && s.invited ? [s.invited.playerId] : []));
}

export function peopleSeated(table: TableRecord): number {
  return table.seats.filter((s) => s.kind === 'person').length;
}
