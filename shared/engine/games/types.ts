/**
 * What the game registry says about one line game: its sets, player counts, deal, scoring and the
 * defaults of every option (docs/rules.md#the-games). `resolveRules` fills a table's rules from it.
 */
import type {
  BlockedScoring,
  BlockedTieLead,
  CountScoring,
  Opener,
  Spinner,
  Teams,
  TileSetSize,
} from '../options';

export interface LineGame {
  /** The preset's name in a table's rules. */
  id: string;
  /** The name players know it by. */
  name: string;
  kind: 'line';
  /** The sets it is played with (the first is its default). */
  sets: readonly TileSetSize[];
  /** The player counts it allows. */
  players: readonly number[];
  /** Tiles dealt to each player with this many players on this set. */
  handSize(players: number, set: TileSetSize): number;
  /** Whether a player who cannot play draws (else passes). */
  drawing(players: number): boolean;
  /** What scores during play. */
  scoring: CountScoring;
  /** Whether teams of two may be chosen with four players. */
  teamsAllowed: boolean;
  /** The teams when none are asked for. */
  defaultTeams(players: number): Teams;
  /** The first hand's opener when none is asked for (all tiles dealt or not). */
  defaultOpener(players: number, allDealt: boolean): Opener;
  blockedTieLead: BlockedTieLead;
  blockedScoring: BlockedScoring;
  /** End-of-hand awards rounded to the nearest 5. */
  roundToFive: boolean;
  /** End-of-hand awards rounded to the nearest 3. */
  roundToThree: boolean;
  spinner: Spinner;
  target(players: number, teams: Teams): number;
}

/** A game played on trains from a hub (Mexican Train): its own rules, state and views. */
export interface TrainGame {
  id: 'mexicanTrain';
  name: string;
  kind: 'trains';
  /** Its sets, the default first. */
  sets: readonly (12 | 9)[];
  players: readonly number[];
  /** Tiles dealt to each seat on a set with this many players. */
  handSize(set: 12 | 9, players: number): number;
  /** Rounds in a match on a set: one per engine double from N-N down to 0-0. */
  rounds(set: 12 | 9): number;
  /** The house rules it takes, each documented in docs/rules.md#mexican-train. */
  options: readonly string[];
}

/**
 * The line games' hand on the bigger sets, whatever the player count (GAMES.md, "Line games on
 * bigger sets"): 10 tiles on double-nine, 12 on double-twelve (a project rule). docs/rules.md#sets.
 */
export function biggerSetHandSize(set: TileSetSize): number {
  return set === 9 ? 10 : set === 12 ? 12 : 7;
}
