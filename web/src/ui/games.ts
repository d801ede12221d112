/**
 * The games and the computer players' levels, in the words every screen uses: the picker's, the
 * table's, the lobby's, How to play's. A level is called by the name its seats carry at the
 * table ("Greedy computer"), from the service's own list (shared/bots/levels.ts).
 */
import { LEVELS as LEVEL_INFO } from '../../../shared/bots/levels';
import type { BotLevel, Preset } from '../api/client';
import { t } from '../i18n';

export interface Game {
  preset: Preset;
  name: string;
  about: string;
  players: number[];
  /** The tile sets it is played with, its usual one first (docs/rules.md#sets). */
  sets: TileSet[];
  /** Its How to play page, /how-to-play/<slug>. */
  slug: string;
}

/** A tile set by its highest number: double-six, double-nine, double-twelve. */
export type TileSet = 6 | 9 | 12;

/** Every line game is played on each of the three sets. */
const LINE_SETS: TileSet[] = [6, 9, 12];

export const GAMES: Game[] = [
  {
    preset: 'draw',
    get name() {
      return t('sets.game.draw');
    },
    get about() {
      return t('sets.gameAbout.draw');
    },
    players: [2, 3, 4],
    sets: LINE_SETS,
    slug: 'draw',
  },
  {
    preset: 'block',
    get name() {
      return t('sets.game.block');
    },
    get about() {
      return t('sets.gameAbout.block');
    },
    players: [2, 3, 4],
    sets: LINE_SETS,
    slug: 'block',
  },
  {
    preset: 'allFives',
    get name() {
      return t('sets.game.allFives');
    },
    get about() {
      return t('sets.gameAbout.allFives');
    },
    players: [2, 3, 4],
    sets: LINE_SETS,
    slug: 'all-fives',
  },
  {
    preset: 'allThrees',
    get name() {
      return t('sets.game.allThrees');
    },
    get about() {
      return t('sets.gameAbout.allThrees');
    },
    players: [2, 3, 4],
    sets: LINE_SETS,
    slug: 'all-threes',
  },
  {
    preset: 'fivesAndThrees',
    get name() {
      return t('sets.game.fivesAndThrees');
    },
    get about() {
      return t('sets.gameAbout.fivesAndThrees');
    },
    players: [2, 3, 4],
    sets: LINE_SETS,
    slug: 'fives-and-threes',
  },
  {
    preset: 'partnership',
    get name() {
      return t('sets.game.partnership');
    },
    get about() {
      return t('sets.gameAbout.partnership');
    },
    // Two teams of two: with fewer players there are no partners.
    players: [4],
    sets: LINE_SETS,
    slug: 'partnership',
  },
];

/** Mexican Train, a game of its own (not a line game's preset): its menu entry is game-options.tsx's. */
export const MEXICAN_TRAIN = {
  game: 'mexicanTrain',
  get name() {
    return t('sets.game.mexicanTrain');
  },
  players: [2, 3, 4, 5, 6, 7, 8],
  /** Double-twelve, its usual set, first. */
  sets: [12, 9] as TileSet[],
} as const;

export function gameName(preset: string): string {
  if (preset === MEXICAN_TRAIN.game) return MEXICAN_TRAIN.name;
  return GAMES.find((g) => g.preset === preset)?.name ?? preset;
}

/** The game's How to play page. */
export function howToPlayPath(preset: string): string {
  const game = GAMES.find((g) => g.preset === preset);
  return game ? `/how-to-play/${game.slug}` : '/how-to-play';
}

/** A level's name, as its seats are called ("Greedy", for "Greedy computer"). */
export function levelName(level: string): string {
  return LEVEL_INFO[level as BotLevel] ? t(`sets.levelName.${level as BotLevel}`) : level;
}

/**
 * The levels offered for a new table, weakest first, each with what it means in a few words.
 * `master` is not offered: measured, it is no stronger than `expert` (shared/bots/levels.ts); the
 * API keeps it for the tables and clients that chose it.
 */
export const OFFERED_LEVELS: { level: Exclude<BotLevel, 'master'>; means: () => string }[] = (
  ['random', 'greedy', 'expert'] as const
).map((level) => ({ level, means: () => t(`sets.levelMeans.${level}`) }));
