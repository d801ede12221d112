/**
 * Names that look blank (issue 39, item 13): a name made only of fillers, blank Braille or
 * invisible characters is refused, and so is one that hides an invisible character inside it;
 * each code point is listed, through the schema sign-up and a rename use.
 */
import { describe, expect, it } from 'vitest';
import { nameFrom, refusalOf } from '../../functions/accounts/player-name';
import { PlayerNameSchema } from '../../functions/api/schemas/account';

/** Characters that draw as nothing, or as a blank, on the other players' screens. */
const BLANK_LOOKING: [number, string][] = [
  [0x3164, 'HANGUL FILLER'],
  [0xffa0, 'HALFWIDTH HANGUL FILLER'],
  [0x115f, 'HANGUL CHOSEONG FILLER'],
  [0x1160, 'HANGUL JUNGSEONG FILLER'],
  [0x2800, 'BRAILLE PATTERN BLANK'],
  [0x034f, 'COMBINING GRAPHEME JOINER'],
  [0x17b4, 'KHMER VOWEL INHERENT AQ'],
  [0x17b5, 'KHMER VOWEL INHERENT AA'],
  [0x180e, 'MONGOLIAN VOWEL SEPARATOR'],
  [0x200b, 'ZERO WIDTH SPACE'],
  [0x2060, 'WORD JOINER'],
  [0x2064, 'INVISIBLE PLUS'],
  [0xfeff, 'ZERO WIDTH NO-BREAK SPACE'],
  [0x00ad, 'SOFT HYPHEN'],
  [0xfe0f, 'VARIATION SELECTOR-16'],
  [0x1d159, 'MUSICAL SYMBOL NULL NOTEHEAD'],
];
/** Invisible inside a name: each makes "Ana" look like "Ana" while it is not. */
const INVISIBLE_INSIDE: [number, string][] = [
  [0x034f, 'COMBINING GRAPHEME JOINER'],
  [0x3164, 'HANGUL FILLER'],
  [0xffa0, 'HALFWIDTH HANGUL FILLER'],
  [0x115f, 'HANGUL CHOSEONG FILLER'],
  [0x1160, 'HANGUL JUNGSEONG FILLER'],
  [0x17b4, 'KHMER VOWEL INHERENT AQ'],
  [0x180e, 'MONGOLIAN VOWEL SEPARATOR'],
  [0x2800, 'BRAILLE PATTERN BLANK'],
  [0x1d159, 'MUSICAL SYMBOL NULL NOTEHEAD'],
];

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
const issues = (name: string) => {
  const r = PlayerNameSchema.safeParse(name);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('a name that looks blank', () => {
  it.each(BLANK_LOOKING)('is refused when it is only %s (%s), once or three times', (cp) => {
    const ch = String.fromCodePoint(cp);
    for (const name of [ch, ch.repeat(3), ` ${ch} ${ch} `]) {
      expect(issues(name), `${hex(cp)} x ${name.length}`).not.toEqual([]);
      expect(refusalOf(name.trim()), hex(cp)).toBeDefined();
    }
  });

  it('says a name needs a visible character', () => {
    expect(issues('\u3164')).toContain('at least one visible character: not only blanks or fillers');
    expect(issues('\u2800\u2800')).toContain('at least one visible character: not only blanks or fillers');
  });

  it.each(INVISIBLE_INSIDE)('is refused when %s (%s) hides inside it', (cp) => {
    const ch = String.fromCodePoint(cp);
    for (const name of [`A${ch}na`, `Ana${ch}`, `${ch}Ana`, `Ana ${ch} Bo`]) {
      expect(issues(name), `${hex(cp)} in ${JSON.stringify(name)}`).not.toEqual([]);
    }
  });

  it('keeps what looks like what it is: letters of any script, emoji with their selector, joiners that join', () => {
    for (const name of [
      'Ana',
      'José',
      '민준',
      'ㅋㅋ',
      '⠁⠃',
      'Ana ❤️',
      '👩‍💻 Bea',
      'می‌خواهم',
      'ᠮᠣᠩᠭᠣᠯ',
      'क्‍ष',
      '0',
      '.',
    ]) {
      expect(issues(name), JSON.stringify(name)).toEqual([]);
    }
  });

  it('is dropped from a provider’s name, which falls back when nothing visible is left', () => {
    expect(nameFrom('A\u034Fna\u3164')).toBe('Ana');
    expect(nameFrom('\u3164\u2800 \uFFA0')).toBe('');
    expect(nameFrom('Ana ❤️')).toBe('Ana ❤️');
  });
});
