/**
 * Names that look alike (UTS #39 confusable skeletons, on the documented subset of
 * confusables.txt in accounts/name-skeleton.ts), and what a name may not hold.
 */
import { describe, expect, it } from 'vitest';
import { lookAlikeMarks, skeleton } from '../../functions/accounts/name-skeleton';
import { nameFrom, normalName, refusalOf } from '../../functions/accounts/player-name';

describe('confusable skeletons', () => {
  it('Latin, Cyrillic and Greek letters drawn alike have one skeleton', () => {
    const alike: [string, string][] = [
      ['Ana', 'Аna'], // Cyrillic А
      ['Ana', 'Аnа'], // Cyrillic А and а
      ['ANA', 'ΑΝΑ'], // Greek capitals
      ['Pepe', 'Рере'], // Cyrillic Р, е
      ['Bill', 'Bi11'], // digit one
      ['Bill', 'BiII'], // capital I
      ['Otto', '0tto'], // digit zero
      ['Sam', 'Sarn'], // rn
      ['Ana', 'A\u200Dna'], // an invisible joiner
      ['Ana', 'Ａｎａ'], // fullwidth
      ['Ana María', 'Ana  María'], // spaces
      ['José', 'Jose\u0301'], // composed or not
    ];
    for (const [a, b] of alike) expect(skeleton(a), `${a} / ${b}`).toBe(skeleton(b));
  });

  it('names that do not look alike keep their own skeletons, in any script', () => {
    const apart: [string, string][] = [
      ['Ana', 'ana'],
      ['Ana', 'Ána'],
      ['Ben', 'Bea'],
      ['Иван', 'Ivan'],
      ['Σοφία', 'Sofia'],
      ['李', '季'],
      ['Ana', 'Ana 2'],
    ];
    for (const [a, b] of apart) expect(skeleton(a), `${a} / ${b}`).not.toBe(skeleton(b));
  });

  it('marks each of the look-alikes with its place among them, in seat order; no mark when alone', () => {
    expect(lookAlikeMarks(['Ana', 'Ben', 'Аna', undefined])).toEqual([1, undefined, 2, undefined]);
    expect(lookAlikeMarks(['Ana', 'Ana', 'Ana'])).toEqual([1, 2, 3]);
    expect(lookAlikeMarks(['Ana', 'Ben', 'Cy'])).toEqual([undefined, undefined, undefined]);
  });
});

describe('what a name may not hold', () => {
  it('refuses format, tag, private-use characters and unpaired surrogates, each by what it is', () => {
    expect(refusalOf('A\u200Bna')).toBe('format'); // zero-width space
    expect(refusalOf('Ana\u00AD')).toBe('format'); // soft hyphen
    expect(refusalOf('\uFEFFAna')).toBe('format'); // byte-order mark
    expect(refusalOf('Ana\u2060')).toBe('format'); // word joiner
    expect(refusalOf('\u200DAna')).toBe('format'); // a joiner that joins nothing
    expect(refusalOf('A\u{E0041}na')).toBe('tag');
    expect(refusalOf('a\uD800b')).toBe('unpaired-surrogate');
    expect(refusalOf('a\uDC00')).toBe('unpaired-surrogate');
    expect(refusalOf('Ana\uE000')).toBe('private-use');
    expect(refusalOf('Ana\u{F0000}')).toBe('private-use');
  });

  it('keeps any script, emoji sequences and joiners that join', () => {
    for (const name of [
      'Ana',
      'Аnа',
      'Иван',
      'Σοφία',
      '李小龍',
      'می\u200Cخواهم',
      '👨\u200D👩\u200D👧',
      '🇪🇸',
      'José',
      'a😀b',
    ]) {
      expect(refusalOf(name), name).toBeUndefined();
    }
  });

  it('keeps names composed (NFC); a provider’s name loses what a name may not hold', () => {
    expect(normalName('Jose\u0301')).toBe('José');
    expect(normalName('Jose\u0301').length).toBe(4);
    expect(nameFrom('A\u200Bna \u{E0041}Mar\uE000ía\uD800')).toBe('Ana María');
    expect(nameFrom('Jose\u0301')).toBe('José');
    expect(nameFrom('👨\u200D👩\u200D👧 Fam')).toBe('👨\u200D👩\u200D👧 Fam');
  });
});
