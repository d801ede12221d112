/**
 * Creating a sheet and changing it: record a hand, correct or delete the last one. Each change
 * is one read and one conditional write on the sheet's version, and only the sheet's creator
 * may make it. The engine's score keeper judges every hand, so a sheet never holds one that
 * could not have happened.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  type RecordedHand,
  recordProblems,
  resolveSheetRules,
  type SheetOptionsInput,
  tallySheet,
} from '../../shared/engine';
import { ItemAlreadyExistsError, VersionConflictError } from '../core/store-errors';
import type { SheetContext } from './context';
import { SheetError } from './errors';
import { MAX_SHEET_HANDS, type SheetRecord } from './model';

/**
 * With an Idempotency-Key the sheet's id follows from the creator and the key: the same request
 * sent again (its answer lost) finds the sheet it created (`replayed`) instead of a second one.
 */
export async function createSheet(
  ctx: SheetContext,
  playerId: string,
  options: SheetOptionsInput,
  idempotencyKey?: string,
): Promise<{ sheet: SheetRecord; replayed: boolean }> {
  const now = ctx.now().toISOString();
  const sheet: SheetRecord = {
    id:
      idempotencyKey === undefined
        ? ctx.newId()
        : createHash('sha256')
            .update(`sheet\n${playerId}\n${idempotencyKey}`)
            .digest('base64url')
            .slice(0, 20),
    version: 1,
    createdBy: playerId,
    createdAt: now,
    updatedAt: now,
    options,
    hands: [],
  };
  try {
    await ctx.store.createSheet(sheet);
  } catch (err) {
    if (!(err instanceof ItemAlreadyExistsError)) throw err;
    const made = await ctx.store.loadSheet(sheet.id);
    if (made?.createdBy !== playerId) throw err;
    return { sheet: made, replayed: true };
  }
  return { sheet, replayed: false };
}

export async function loadSheet(ctx: SheetContext, id: string): Promise<SheetRecord> {
  const sheet = await ctx.store.loadSheet(id);
  if (!sheet) throw new SheetError('sheet/not-found', `there is no sheet ${id}`);
  return sheet;
}

export interface SheetChange {
  sheetId: string;
  playerId: string;
  /** The version the caller saw; a stale one is refused (sheet/stale-version). */
  expectedVersion?: number;
}

export function recordHand(ctx: SheetContext, req: SheetChange, hand: RecordedHand): Promise<SheetRecord> {
  return change(ctx, req, (sheet) => {
    if (tallySheet(resolveSheetRules(sheet.options), sheet.hands).winner !== null) {
      throw new SheetError(
        'sheet/over',
        'this game has a winner; correct or delete the last hand, or start a new sheet',
      );
    }
    if (sheet.hands.length >= MAX_SHEET_HANDS) {
      throw new SheetError('sheet/full', `a sheet holds at most ${MAX_SHEET_HANDS} hands; start a new sheet`);
    }
    return [...sheet.hands, checked(sheet, hand)];
  });
}

export function correctLastHand(
  ctx: SheetContext,
  req: SheetChange,
  hand: RecordedHand,
): Promise<SheetRecord> {
  return change(ctx, req, (sheet) => [...withoutLast(sheet), checked(sheet, hand)]);
}

export function deleteLastHand(ctx: SheetContext, req: SheetChange): Promise<SheetRecord> {
  return change(ctx, req, withoutLast);
}

async function change(
  ctx: SheetContext,
  req: SheetChange,
  edit: (sheet: SheetRecord) => RecordedHand[],
): Promise<SheetRecord> {
  const sheet = await loadSheet(ctx, req.sheetId);
  if (sheet.createdBy !== req.playerId) {
    throw new SheetError('sheet/not-creator', 'only the person who created this sheet may change it');
  }
  if (req.expectedVersion !== undefined && req.expectedVersion !== sheet.version) {
    throw stale(`the sheet is at version ${sheet.version} now: GET it and decide again`);
  }
  const next: SheetRecord = {
    ...sheet,
    version: sheet.version + 1,
    updatedAt: ctx.now().toISOString(),
    hands: edit(sheet),
  };
  try {
    await ctx.store.saveSheet(next, sheet.version);
  } catch (err) {
    // No retry: the other write may have been this same hand, recorded from another phone.
    if (err instanceof VersionConflictError) {
      if (err.earlierAttemptUnknown) {
        // This request's own earlier attempt may have landed: look.
        const now = await loadSheet(ctx, req.sheetId);
        if (now.version === next.version && isDeepStrictEqual(now.hands, next.hands)) return now;
        if (now.version !== next.version) throw err;
      }
      throw stale('the sheet changed while your request was handled: GET it and decide again');
    }
    throw err;
  }
  return next;
}

function withoutLast(sheet: SheetRecord): RecordedHand[] {
  if (sheet.hands.length === 0) throw new SheetError('sheet/no-hands', 'no hand has been recorded yet');
  return sheet.hands.slice(0, -1);
}

/** The hand, if it could have happened; problems point into the body and name the player. */
function checked(sheet: SheetRecord, hand: RecordedHand): RecordedHand {
  const problems = recordProblems(resolveSheetRules(sheet.options), hand);
  if (problems.length === 0) return hand;
  const errors = problems.map((p) => {
    const player =
      p.path.length === 2 && typeof p.path[1] === 'number' ? sheet.options.players[p.path[1]] : undefined;
    return { path: ['body', ...p.path].join('.'), message: player ? `${player}: ${p.message}` : p.message };
  });
  throw new SheetError('sheet/impossible-hand', errors.map((e) => `${e.path}: ${e.message}`).join('; '), {
    errors,
  });
}

function stale(message: string): SheetError {
  return new SheetError('sheet/stale-version', message);
}
