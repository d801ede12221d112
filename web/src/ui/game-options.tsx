/** The choices of a game shared by "play against the computer" and "open a table for friends". */
import type { BotLevel, CreateTable, Preset } from '../api/client';

export interface GameChoice {
  preset: Preset;
  players: number;
  level: BotLevel;
  /** null: the game's usual target (the server's default for the preset). */
  target: number | null;
}

export const GAMES: { preset: Preset; name: string; about: string; players: number[] }[] = [
  {
    preset: 'draw',
    name: 'Draw',
    about: 'Cannot play? Draw from the boneyard until you can.',
    players: [2, 3, 4],
  },
  {
    preset: 'block',
    name: 'Block',
    about: 'Cannot play? Pass. No boneyard to draw from.',
    players: [2, 3, 4],
  },
  {
    preset: 'allFives',
    name: 'All Fives',
    about: 'Score during play when the open ends add up to a multiple of five. The first double spins.',
    players: [2, 3, 4],
  },
  {
    preset: 'partnership',
    name: 'Partnership',
    about: 'Four players in two teams: you and the player opposite against the other two.',
    // Two teams of two: with fewer players there are no partners.
    players: [4],
  },
];

/**
 * The levels offered for a new table, each stronger than the one before. `master` is not offered:
 * measured, it is no stronger than `expert` (README, "Computer players"); the API keeps it for
 * the tables and clients that chose it.
 */
export const LEVELS: { level: BotLevel; name: string }[] = [
  { level: 'random', name: 'Easy (plays any tile)' },
  { level: 'greedy', name: 'Medium (plays its heaviest tile)' },
  { level: 'expert', name: 'Hard (reads the game)' },
];

const TARGETS = [10, 25, 50, 61, 100, 150, 250];

export function gameName(preset: string): string {
  return GAMES.find((g) => g.preset === preset)?.name ?? preset;
}

export const DEFAULT_CHOICE: GameChoice = { preset: 'draw', players: 2, level: 'greedy', target: null };

export function rulesOf(c: GameChoice): CreateTable['rules'] {
  return c.target === null
    ? { preset: c.preset, players: c.players }
    : { preset: c.preset, players: c.players, target: c.target };
}

export function GameOptions(props: {
  value: GameChoice;
  onChange: (c: GameChoice) => void;
  levelLabel?: string;
  idPrefix: string;
}) {
  const c = props.value;
  const game = GAMES.find((g) => g.preset === c.preset)!;
  const set = (patch: Partial<GameChoice>) => props.onChange({ ...c, ...patch });
  const id = (name: string) => `${props.idPrefix}-${name}`;
  return (
    <>
      <fieldset class="games">
        <legend>Game</legend>
        {GAMES.map((g) => (
          <label key={g.preset} class={g.preset === c.preset ? 'game chosen' : 'game'}>
            <input
              type="radio"
              name={id('preset')}
              value={g.preset}
              checked={g.preset === c.preset}
              onChange={() =>
                set({ preset: g.preset, players: g.players.includes(c.players) ? c.players : g.players[0] })
              }
            />
            <span class="game-name">{g.name}</span>
            <span class="game-about">{g.about}</span>
          </label>
        ))}
      </fieldset>
      <div class="row">
        <div class="field">
          <label for={id('players')}>Players</label>
          <select
            id={id('players')}
            value={String(c.players)}
            onChange={(e) => set({ players: Number(e.currentTarget.value) })}
          >
            {game.players.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={id('level')}>{props.levelLabel ?? 'Computer players'}</label>
          <select
            id={id('level')}
            value={c.level}
            onChange={(e) => set({ level: e.currentTarget.value as BotLevel })}
          >
            {LEVELS.map((l) => (
              <option key={l.level} value={l.level}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={id('target')}>Play to</label>
          <select
            id={id('target')}
            value={c.target === null ? '' : String(c.target)}
            onChange={(e) => set({ target: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          >
            <option value="">the game's usual score</option>
            {TARGETS.map((t) => (
              <option key={t} value={String(t)}>
                {t} points
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}
