/** The choices of a game shared by "play against the computer" and "open a table for friends". */
import type { BotLevel, CreateTable, Preset } from '../api/client';
import { GAMES, levelName, OFFERED_LEVELS } from './games';

export interface GameChoice {
  preset: Preset;
  players: number;
  level: BotLevel;
  /** null: the game's usual target (the server's default for the preset). */
  target: number | null;
}

const TARGETS = [10, 25, 50, 61, 100, 150, 250];

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
            {OFFERED_LEVELS.map((l) => (
              <option key={l.level} value={l.level}>
                {levelName(l.level)}: {l.means}
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
