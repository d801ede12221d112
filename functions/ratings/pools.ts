/**
 * Which pool a table's match is rated in, and whether a table may be rated at all: people only,
 * a standard preset without house rules (ratings compare like with like), nothing fixed in
 * advance (development tables), and a move time limit that ends in a forfeit rather than a
 * computer player moving for the person.
 */
import { type RulesInput, resolveRules } from '../../shared/engine';
import { RATING_CODES, RatingError } from './errors';
import type { Pool, RatableTable } from './model';

/** The pool a game is rated in; null when no pool rates it (two-player partnership preset). */
export function poolOf(rules: RulesInput): Pool | null {
  const r = resolveRules(rules);
  if (r.teams === 'partnership') return r.players === 4 ? 'partnership' : null;
  if (r.players === 2) return r.preset === 'partnership' ? null : `${r.preset}2`;
  return r.players === 3 ? 'ffa3' : 'ffa4';
}

/**
 * Whether the rules are their preset's own: every option, once resolved, as the preset and the
 * number of players alone give it (an option sent at its default value is no house rule).
 */
export function isStandardRules(rules: RulesInput): boolean {
  const standard = resolveRules({ preset: rules.preset, players: rules.players });
  const these = resolveRules(rules);
  // Both sides' keys: a Threes option adds a key the preset's own rules do not have.
  const keys = new Set([...Object.keys(standard), ...Object.keys(these)] as (keyof typeof standard)[]);
  return [...keys].every((k) => standard[k] === these[k]);
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
      `a rated table plays the ${t.rules.preset} preset as it is: send only preset and players`,
    );
  if (poolOf(t.rules) === null)
    return new RatingError(
      RATING_CODES.noPool,
      `no rating pool for ${t.rules.preset} with ${t.rules.players} players; rated games: draw, block, ` +
        'allFives, allThrees and fivesAndThrees for 2, any preset for 3 or 4 each for themselves, partnership for 4',
    );
  if (t.moveTimeLimitSeconds !== null && t.onTimeout !== 'forfeit')
    return new RatingError(
      RATING_CODES.standInMoves,
      'a rated table with a move time limit needs onTimeout "forfeit": a computer player may not move for a person',
    );
  return null;
}

/** The pool a finished table is rated in, or null when it is not rated. */
export function ratedPool(t: RatableTable): Pool | null {
  if (t.rated !== true || ratedTableProblem(t) !== null) return null;
  if (!t.seats.every((s) => s.kind === 'person')) return null;
  return poolOf(t.rules);
}
