/** A table record as the store would hold it just opened (public, seats as given), for in-process tests. */
import { newId } from '../../functions/tables/codes';
import type { SeatRecord, TableRecord } from '../../functions/tables/model';
import type { RulesInput } from '../../shared/engine';

export function openTableRecord(rules: RulesInput, seats: SeatRecord[], now = new Date()): TableRecord {
  const at = now.toISOString();
  return {
    ...{
      id: newId(),
      code: 'ABCDEF',
      version: 4,
      status: 'open',
      createdBy: 'p0',
      createdAt: at,
      updatedAt: at,
    },
    ...{
      rules,
      seats,
      fill: null,
      visibility: 'public',
      moveTimeLimitSeconds: null,
      onTimeout: 'computerMoves',
    },
    ...{
      playForcedMoves: false,
      dev: null,
      botSeed: 'bots',
      match: null,
      turnSince: null,
      deadline: null,
      idem: {},
    },
  };
}
