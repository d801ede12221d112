/**
 * Paging cursors: a DynamoDB LastEvaluatedKey handed to clients as opaque base64url text, and
 * checked on the way back so that only a key of the expected shape reaches DynamoDB.
 */
import { InvalidCursorError } from './port';

export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key in `cursor` (undefined for none), if it has exactly the attributes `names`. */
export function decodeCursor(
  cursor: string | null,
  names: readonly string[],
): Record<string, string> | undefined {
  if (cursor === null) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const ok =
    typeof key === 'object' &&
    key !== null &&
    Object.keys(key).sort().join(',') === [...names].sort().join(',') &&
    Object.values(key).every((v) => typeof v === 'string' && v.length < 200);
  if (!ok) throw new InvalidCursorError();
  return key as Record<string, string>;
}

/** A cursor that is one string (a sort key), as opaque base64url text. */
export function encodeCursorText(text: string): string {
  return Buffer.from(text).toString('base64url');
}

/** The string in `cursor`, if it matches `shape` (else InvalidCursorError: 400, never a query). */
export function decodeCursorText(cursor: string, shape: RegExp): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!shape.test(text)) throw new InvalidCursorError();
  return text;
}
