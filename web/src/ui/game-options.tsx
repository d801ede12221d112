/** The choices of a game shared by "play against the computer" and "open a table for friends". */
import type { BotLevel, CreateTable, Preset } from '../api/client';
import { addEnglish, type MessageKey, t } from '../i18n';
import { trains } from '../i18n/en/trains';
import { GAMES, MEXICAN_TRAIN, OFFERED_LEVELS, type TileSet } from './games';

addEnglish(trains);

/** A line game's preset, or Mexican Train (a game of its own). */
export type GameKey = Preset | typeof MEXICAN_TRAIN.game;

export interface GameChoice {
  preset: GameKey;
  players: number;
  /** The tile set (6: double-six, the server's default, left out of the rules sent). */
  set?: TileSet;
  level: BotLevel;
  /** null: the game's usual target (the server's default for the preset). */
  target: number | null;
  /** Mexican Train's house rules (docs/rules.md#mexican-train). */
  firstTurnManyTiles?: boolean;
  blankDoubleFifty?: boolean;
}

const TARGETS = [10, 25, 50, 61, 100, 150, 250];

export const DEFAULT_CHOICE: GameChoice = { preset: 'draw', players: 2, level: 'greedy', target: null };

/** Each set's name and tile count in the set menu. */
const SET_NAMES: Record<TileSet, { key: MessageKey; count: number }> = {
  6: { key: 'sets.doubleSix', count: 28 },
  9: { key: 'sets.doubleNine', count: 55 },
  12: { key: 'sets.doubleTwelve', count: 91 },
};

export function rulesOf(c: GameChoice): CreateTable['rules'] {
  if (c.preset === MEXICAN_TRAIN.game)
    return {
      game: MEXICAN_TRAIN.game,
      players: c.players,
      set: c.set === 9 ? 9 : 12,
      firstTurnManyTiles: c.firstTurnManyTiles ?? false,
      blankDoubleFifty: c.blankDoubleFifty ?? false,
    };
  const set = c.set !== undefined && c.set !== 6 ? { set: c.set } : {};
  return c.target === null
    ? { preset: c.preset, players: c.players, ...set }
    : { preset: c.preset, players: c.players, ...set, target: c.target };
}

export function GameOptions(props: {
  value: GameChoice;
  onChange: (c: GameChoice) => void;
  levelLabel?: string;
  idPrefix: string;
}) {
  const c = props.value;
  const trainsChosen = c.preset === MEXICAN_TRAIN.game;
  const game = GAMES.find((g) => g.preset === c.preset) ?? MEXICAN_TRAIN;
  const set = (patch: Partial<GameChoice>) => props.onChange({ ...c, ...patch });
  const id = (name: string) => `${props.idPrefix}-${name}`;
  /** Another game: the players and the set kept where it has them, else its first. */
  const choose = (preset: GameKey, players: readonly number[], sets: readonly TileSet[]) =>
    set({
      preset,
      players: players.includes(c.players) ? c.players : players[0],
      set: sets.includes(c.set ?? 6) ? c.set : sets[0],
    });
  return (
    <>
      <fieldset class="games">
        <legend>{t('sets.options.game')}</legend>
        {GAMES.map((g) => (
          <label key={g.preset} class={g.preset === c.preset ? 'game chosen' : 'game'}>
            <input
              type="radio"
              name={id('preset')}
              value={g.preset}
              checked={g.preset === c.preset}
              onChange={() => choose(g.preset, g.players, g.sets)}
            />
            <span class="game-name">{g.name}</span>
            <span class="game-about">{g.about}</span>
          </label>
        ))}
        <label class={trainsChosen ? 'game chosen' : 'game'}>
          <input
            type="radio"
            name={id('preset')}
            value={MEXICAN_TRAIN.game}
            checked={trainsChosen}
            onChange={() => choose(MEXICAN_TRAIN.game, MEXICAN_TRAIN.players, MEXICAN_TRAIN.sets)}
          />
          <span class="game-name">{t('trains.name')}</span>
          <span class="game-about">{t('trains.about')}</span>
        </label>
      </fieldset>
      <div class="row">
        <div class="field">
          <label for={id('players')}>{t('sets.options.players')}</label>
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
        {game.sets.length > 1 && (
          <div class="field">
            <label for={id('set')}>{t('sets.label')}</label>
            <select
              id={id('set')}
              value={String(c.set ?? 6)}
              onChange={(e) => set({ set: Number(e.currentTarget.value) as TileSet })}
            >
              {game.sets.map((n) => (
                <option key={n} value={String(n)}>
                  {t(SET_NAMES[n].key, { count: SET_NAMES[n].count })}
                </option>
              ))}
            </select>
          </div>
        )}
        <div class="field">
          <label for={id('level')}>{props.levelLabel ?? t('sets.options.computers')}</label>
          <select
            id={id('level')}
            value={c.level}
            onChange={(e) => set({ level: e.currentTarget.value as BotLevel })}
          >
            {OFFERED_LEVELS.map((l) => (
              <option key={l.level} value={l.level}>
                {l.means()}
              </option>
            ))}
          </select>
        </div>
        {!trainsChosen && (
          <div class="field">
            <label for={id('target')}>{t('sets.options.target')}</label>
            <select
              id={id('target')}
              value={c.target === null ? '' : String(c.target)}
              onChange={(e) => set({ target: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            >
              <option value="">{t('sets.options.usualTarget')}</option>
              {TARGETS.map((points) => (
                <option key={points} value={String(points)}>
                  {t('sets.options.points', { count: points })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {trainsChosen && (
        <fieldset class="house-rules">
          <legend>{t('trains.houseRules')}</legend>
          <label class="check">
            <input
              type="checkbox"
              checked={c.firstTurnManyTiles ?? false}
              onChange={(e) => set({ firstTurnManyTiles: e.currentTarget.checked })}
            />
            {t('trains.option.manyTiles')}
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={c.blankDoubleFifty ?? false}
              onChange={(e) => set({ blankDoubleFifty: e.currentTarget.checked })}
            />
            {t('trains.option.blankFifty')}
          </label>
        </fieldset>
      )}
    </>
  );
}
