/**
 * A sheet as people read it: each hand with its outcome, each side's change, the award and the
 * running totals; then the totals, the leaders and the winner. Computed from the recorded hands
 * on every read by the engine's tallySheet, so a corrected hand corrects everything after it.
 */
import { resolveSheetRules, type SheetRules, sideCount, sideOf, tallySheet } from '../../shared/engine';
import type { SheetRecord } from './model';

export interface SheetSide {
  /** "Ana", or "Ana & Cy" for a team. */
  name: string;
  /** Indexes into `players`. */
  players: number[];
}

export function sheetView(sheet: SheetRecord, callerId: string) {
  const rules = resolveSheetRules(sheet.options);
  const tally = tallySheet(rules, sheet.hands);
  const sides = sidesOf(rules, sheet.options.players);
  return {
    id: sheet.id,
    version: sheet.version,
    createdAt: sheet.createdAt,
    updatedAt: sheet.updatedAt,
    players: sheet.options.players,
    sides,
    rules: {
      teams: rules.teams === 'partnership',
      blockedScoring: rules.blockedScoring,
      roundToFive: rules.roundToFive,
      doubledScores: rules.doubledScores,
      losersLosePips: rules.losersLosePips,
      target: rules.target,
      maxHands: rules.maxHands,
      handSize: rules.handSize,
      drawing: rules.drawing,
    },
    hands: sheet.hands.map((recorded, i) => {
      const h = tally.hands[i];
      return {
        number: i + 1,
        outcome:
          recorded.outcome.kind === 'domino'
            ? {
                kind: 'domino' as const,
                player: recorded.outcome.player,
                doubled: recorded.outcome.doubled ?? false,
              }
            : { kind: 'blocked' as const },
        pips: recorded.pips,
        points: recorded.points ?? null,
        winner: h.winner,
        award: h.award,
        doubled: h.doubled,
        sidePips: h.sidePips,
        pointsDuringPlay: h.points,
        change: h.deltas.map((d, s) => d + h.points[s]),
        totals: h.totals,
      };
    }),
    totals: tally.totals,
    leaders: sheet.hands.length === 0 ? [] : tally.leaders,
    winner: tally.winner,
    over: tally.winner !== null,
    /** Whether the caller may record, correct and delete hands. */
    yours: sheet.createdBy === callerId,
  };
}

export type SheetView = ReturnType<typeof sheetView>;

function sidesOf(rules: SheetRules, players: readonly string[]): SheetSide[] {
  const sides: SheetSide[] = Array.from({ length: sideCount(rules) }, () => ({ name: '', players: [] }));
  players.forEach((_, i) => {
    sides[sideOf(rules, i)].players.push(i);
  });
  for (const side of sides) side.name = side.players.map((i) => players[i]).join(' & ');
  return sides;
}
