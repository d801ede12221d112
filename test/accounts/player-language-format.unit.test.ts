/**
 * The player item's language (format version 3): read as written, a tag this code does not speak
 * read as none, and items of earlier versions read with none.
 */
import { describe, expect, it } from 'vitest';
import { FORMAT_ATTRIBUTE } from '../../functions/store/formats/format';
import { PLAYER_LANGUAGE_VERSION, playerFormat } from '../../functions/store/formats/player';
import { fixtures } from '../support/fixtures';

const players = fixtures().filter((f) => f.kind === 'player');

describe('the player item’s language', () => {
  it('a captured version 3 item reads with its language, and is written back as it was', () => {
    const v3 = players.filter((f) => f.item[FORMAT_ATTRIBUTE] === PLAYER_LANGUAGE_VERSION);
    expect(v3.length).toBeGreaterThan(0);
    for (const f of v3) {
      const player = playerFormat.decode(f.item);
      expect(player.language, f.name).toBe(f.item.language);
      expect(playerFormat.encode(player)).toEqual(f.item);
    }
  });

  it('items from before languages read with none (English)', () => {
    const older = players.filter((f) => (f.item[FORMAT_ATTRIBUTE] ?? 1) !== PLAYER_LANGUAGE_VERSION);
    expect(older.length).toBeGreaterThan(0);
    for (const f of older) expect(playerFormat.decode(f.item).language, f.name).toBeUndefined();
  });

  it('a tag this code does not speak reads as none; a player without one writes none', () => {
    const f = players.find((p) => p.item[FORMAT_ATTRIBUTE] === PLAYER_LANGUAGE_VERSION)!;
    const player = playerFormat.decode({ ...f.item, language: 'tlh' });
    expect(player.language).toBeUndefined();
    expect(playerFormat.encode(player)).not.toHaveProperty('language');
    expect(() => playerFormat.decode({ ...f.item, language: 7 })).toThrow(/language/);
  });
});
