/**
 * One codec for paging cursors: a place in a listing, opaque base64url to clients, checked on its way back.
 *
 * Only a place of the shape it was made in reaches a query (anything else: InvalidCursorError,
 * 400). `json` cursors carry a value as JSON; `text` cursors one string as it is (the lobby's,
 * whose format clients already hold).
 */
import type { z } from 'zod';
import { InvalidCursorError } from './store-errors';

export interface CursorCodec<T> {
  encode(place: T): string;
  /** The place in `cursor`; undefined for none (the first page). */
  decode(cursor: string | null): T | undefined;
}

/** `shape` may be a function that builds it: then it is built by the first cursor read, not at import. */
export function cursorCodec<T>(
  shape: z.ZodType<T> | (() => z.ZodType<T>),
  form: 'json' | 'text' = 'json',
): CursorCodec<T> {
  let built = typeof shape === 'function' ? undefined : shape;
  const schema = () => (built ??= (shape as () => z.ZodType<T>)());
  return {
    encode: (place) =>
      Buffer.from(form === 'json' ? JSON.stringify(place) : String(place)).toString('base64url'),
    decode(cursor) {
      if (cursor === null) return undefined;
      const text = Buffer.from(cursor, 'base64url').toString('utf8');
      let value: unknown = text;
      if (form === 'json') {
        try {
          value = JSON.parse(text);
        } catch {
          throw new InvalidCursorError();
        }
      }
      const read = schema().safeParse(value);
      if (!read.success) throw new InvalidCursorError();
      return read.data;
    },
  };
}
