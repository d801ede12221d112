/** The share link's words: what it says of its table, read back on the join page. Pure. */
import { describe, expect, it } from 'vitest';
import { invitationWords, readInvitation } from '../../web/src/ui/share-link';

describe('the share link', () => {
  it('says the host, the game and how many play, for a private table too', () => {
    const i = readInvitation('?host=Ana&game=draw&players=4&to=150&private=1');
    expect(i).toEqual({ host: 'Ana', preset: 'draw', players: 4, target: 150, private: true });
    expect(invitationWords(i!)).toBe("Ana's Draw table, 4 players, playing to 150");
    expect(readInvitation('')).toBeNull();
    expect(readInvitation('?game=draw&players=x&to=100')).toBeNull();
  });
});
