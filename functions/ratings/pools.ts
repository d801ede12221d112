/**
 * Which pool a table's match is rated in, and whether a table may be rated at all: people only,
 * a standard game without house rules (ratings compare like with like), nothing fixed in
 * advance (development tables), and a move time limit that ends in a forfeit rather than a
 * computer player moving for the person.
 */
import {
  type MexicanRulesInput,
  resolveMexicanRules,
  resolveRules,
  sideCount,
  sideOf,
} from '../../shared/engine';
import { RATING_CODES, RatingError } from './errors';
import type { Pool, RatableTable } from './model';

/** A table's rules as sent: a line game's, or Mexican Train's. */
export type RatableRules = RatableTable['rules'];

/** Whether the rules are Mexican Train's. */
export function isTrainRulesInput(r: RatableRules): r is MexicanRulesInput {
  return 'game' in r && r.game === 'mexicanTrain';
}

/**
 * The pool a game is rated in; null when no pool rates it: the two-player partnership preset, a
 * line game on a bigger set but the double-nine partnership, a double-nine Mexican Train
 * (docs/ratings.md#pools says why).
 */
export function poolOf(rules: RatableRules): Pool | null {
  if (isTrainRulesInput(rules)) return (rules.set ?? 12) === 12 ? 'mexicanTrain' : null;
  const r = resolveRules(rules);
  if (r.set !== undefined) {
    const cuban = r.set === 9 && r.preset === 'partnership' && r.players === 4 && r.teams === 'partnership';
    return cuban ? 'doubleNinePartnership' : null;
  }
  if (r.teams === 'partnership') return r.players === 4 ? 'partnership' : null;
  if (r.players === 2) return r.preset === 'partnership' ? null : `${r.preset}2`;
  return r.players === 3 ? 'ffa3' : 'ffa4';
}

/**
 * Whether the rules are their game's own: every option, once resolved, as the game, the number of
 * players and the set alone give it (an option sent at its default value is no house rule).
 */
export function isStandardRules(rules: RatableRules): boolean {
  if (isTrainRulesInput(rules)) {
    const { game, players, set } = rules;
    return sameKeys(
      resolveMexicanRules({ game, players, ...(set !== undefined && { set }) }),
      resolveMexicanRules(rules),
    );
  }
  const { preset, players, set } = rules;
  return sameKeys(resolveRules({ preset, players, ...(set !== undefined && { set }) }), resolveRules(rules));
}

/** Both sides' keys: an option adds a key the game's own rules may not have. */
function sameKeys<T extends object>(standard: T, these: T): boolean {
  const keys = new Set([...Object.keys(standard), ...Object.keys(these)] as (keyof T)[]);
  return [...keys].every((k) => standard[k] === these[k]);
}

/**
 * The seats of each side a match is rated by: partners together, and in every other game (Mexican
 * Train too) one seat a side.
 */
export function ratedSides(rules: RatableRules): number[][] {
  if (isTrainRulesInput(rules)) return Array.from({ length: rules.players }, (_, seat) => [seat]);
  const r = resolveRules(rules);
  return Array.from({ length: sideCount(r) }, (_, side) =>
    Array.from({ length: r.players }, (_, seat) => seat).filter((seat) => sideOf(r, seat) === side),
  );
}

type RatedSettings = Pick<
  RatableTable,
  'rules' | 'seats' | 'fill' | 'dev' | 'moveTimeLimitSeconds' | 'onTimeout'
>;

/**
 * Why a table with these settings cannot be rated (null: it can). Asked when a table is opened
 * with `rated: true` (seats as requested: a computer seat refuses it) and again at its end.
 */
export function ratedTableProblem(t: RatedSettings): RatingError | null {
  if (t.dev !== null && t.dev !== undefined)
    return new RatingError(RATING_CODES.devTable, 'a development table (fixed seed or hands) is never rated');
  if (t.seats.some((s) => s.kind === 'computer') || t.fill !== null)
    return new RatingError(
      RATING_CODES.computerSeat,
      'a rated table is for people only: no seat for a computer player, and no fill',
    );
  if (!isStandardRules(t.rules))
    return new RatingError(
      RATING_CODES.houseRules,
      isTrainRulesInput(t.rules)
        ? 'a rated Mexican Train table plays the game as it is: send only game, players and set'
        : `a rated table plays the ${t.rules.preset} preset as it is: send only preset, players and set`,
    );
  if (poolOf(t.rules) === null) return new RatingError(RATING_CODES.noPool, noPoolDetail(t.rules));
  if (t.moveTimeLimitSeconds !== null && t.onTimeout !== 'forfeit')
    return new RatingError(
      RATING_CODES.standInMoves,
      'a rated table with a move time limit needs onTimeout "forfeit": a computer player may not move for a person',
    );
  return null;
}

/** Why no pool rates these rules, and which games are rated. */
function noPoolDetail(rules: RatableRules): string {
  const game = isTrainRulesInput(rules)
    ? `mexicanTrain on double-${rules.set ?? 12}`
    : `${rules.preset} with ${rules.players} players on double-${rules.set ?? 6}`;
  return (
    `no rating pool for ${game}; rated games: on double-six draw, block, allFives, allThrees and ` +
    'fivesAndThrees for 2, any preset for 3 or 4 each for themselves, partnership for 4; ' +
    'partnership for 4 on double-nine; mexicanTrain on double-twelve for 2 to 8'
  );
}

/** The pool a finished table is rated in, or null when it is not rated. */
export function ratedPool(t: RatableTable): Pool | null {
  if (t.rated !== true || ratedTableProblem(t) !== null) return null;
  if (!t.seats.every((s) => s.kind === 'person')) return null;
  return poolOf(t.rules);
}
