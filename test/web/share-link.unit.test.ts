/** The share link's words: what it says of its table, read back on the join page. Pure. */
import { describe, expect, it } from 'vitest';
import { addEnglish } from '../../web/src/i18n';
import { trains } from '../../web/src/i18n/en/trains';
import { invitationWords, readInvitation } from '../../web/src/ui/share-link';

describe('the share link', () => {
  it('says the host, the game and how many play, for a private table too', () => {
    const i = readInvitation('?host=Ana&game=draw&players=4&to=150&private=1');
    expect(i).toEqual({ host: 'Ana', preset: 'draw', players: 4, target: 150, private: true });
    expect(invitationWords(i!)).toBe("Ana's Draw table, 4 players, playing to 150");
    expect(readInvitation('')).toBeNull();
    expect(readInvitation('?game=draw&players=x&to=100')).toBeNull();
  });

  it('says no target for Mexican Train, whose rounds the set decides', () => {
    // Its words come with the screens that read such a link (Join adds them).
    addEnglish(trains);
    const i = readInvitation('?host=Ana&game=mexicanTrain&players=8&private=1');
    expect(i).toEqual({ host: 'Ana', preset: 'mexicanTrain', players: 8, target: 0, private: true });
    expect(invitationWords(i!)).toBe("Ana's Mexican Train table, 8 players");
    expect(invitationWords({ ...i!, host: null })).toBe('Mexican Train table, 8 players');
    // A line game's link still needs its target.
    expect(readInvitation('?game=draw&players=2')).toBeNull();
  });
});
