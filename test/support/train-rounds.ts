/** Finished Mexican Train rounds for tests: a round played out by the first legal move each turn. */
import {
  applyMexicanMove,
  type MexicanRulesInput,
  mexicanLegalMoves,
  newMexicanMatch,
  type RoundRecord,
  resolveMexicanRules,
} from '../../shared/engine/games/mexican-train';

/** Round 1 dealt from `seed` and played to its end, each seat making its first legal move. */
export function playedRound(input: MexicanRulesInput, seed: string): RoundRecord {
  const rules = resolveMexicanRules(input);
  let st = newMexicanMatch(rules, { seed });
  while (st.last === null) {
    const result = applyMexicanMove(st, st.round.turn, mexicanLegalMoves(rules, st.round)[0]);
    if (!result.ok) throw new Error(result.error.message);
    st = result.state;
  }
  return st.last;
}
