/** One cursor codec: the forms clients already hold still decode; anything else is refused. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorCodec } from '../../functions/core/cursor';
import { InvalidCursorError } from '../../functions/core/store-errors';
import { tableKeyCursor } from '../../functions/store/table-key-cursor';

const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('cursorCodec', () => {
  it('a key cursor is base64url JSON, as before, and only a {PK, SK} of strings comes back', () => {
    const key = { PK: 'PLAYER#p1', SK: 'MEMBER#t1' };
    expect(tableKeyCursor.encode(key)).toBe(b64(JSON.stringify(key)));
    expect(tableKeyCursor.decode(b64(JSON.stringify(key)))).toEqual(key);
    expect(tableKeyCursor.decode(null)).toBeUndefined();
    for (const bad of [
      b64('not json'),
      b64(JSON.stringify({ PK: 'a' })),
      b64(JSON.stringify({ PK: 'a', SK: 'b', more: 'c' })),
      b64(JSON.stringify({ PK: 'a', SK: 1 })),
      b64(JSON.stringify({ PK: 'a', SK: 'x'.repeat(200) })),
    ]) {
      expect(() => tableKeyCursor.decode(bad), bad).toThrow(InvalidCursorError);
    }
  });

  it('a text cursor is the text itself in base64url, checked against its shape', () => {
    const lobby = cursorCodec(z.string().regex(/^\d{4}#[a-z]+$/), 'text');
    expect(lobby.encode('2026#abc')).toBe(b64('2026#abc'));
    expect(lobby.decode(b64('2026#abc'))).toBe('2026#abc');
    expect(() => lobby.decode(b64('"2026#abc"'))).toThrow(InvalidCursorError);
  });

  it('a tuple cursor keeps its order', () => {
    const place = cursorCodec(z.tuple([z.literal(1), z.string()]));
    expect(place.encode([1, 'x'])).toBe(b64('[1,"x"]'));
    expect(place.decode(b64('[1,"x"]'))).toEqual([1, 'x']);
    expect(() => place.decode(b64('[2,"x"]'))).toThrow(InvalidCursorError);
  });
});
