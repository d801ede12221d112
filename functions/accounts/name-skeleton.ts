/**
 * Whether two names look alike: their confusable skeletons (Unicode Technical Standard #39,
 * section 4) are equal. skeleton(X) = NFD(the prototype of each character of NFD(X), with the
 * default-ignorable characters removed).
 *
 * The confusables table here is a documented subset of Unicode's confusables.txt, not all of
 * it: the Cyrillic and Greek letters that are drawn like Latin ones, the digits and letters that
 * pass for one another (0/O, 1/l/I/|, rn/m, cl/d), and, by compatibility decomposition (NFKD
 * rather than NFD), fullwidth, mathematical and circled letters, ligatures and superscripts.
 * Each maps to the prototype confusables.txt gives it. Names in any script are kept as they are:
 * a skeleton only tells the people at one table that two of them look alike.
 */

/** Character → prototype, for the characters NFKD leaves alone. */
const PROTOTYPES: Record<string, string> = {
  // Cyrillic capitals drawn as Latin ones.
  А: 'A',
  В: 'B',
  Е: 'E',
  З: '3',
  І: 'l',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  Ѕ: 'S',
  Ү: 'Y',
  Ӏ: 'l',
  Ԛ: 'Q',
  Ԝ: 'W',
  // Cyrillic small letters.
  а: 'a',
  б: '6',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek capitals.
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'l',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Greek small letters.
  α: 'a',
  γ: 'y',
  ι: 'i',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 'o',
  υ: 'u',
  ϲ: 'c',
  ϳ: 'j',
  // Latin letters and digits that pass for one another.
  '0': 'O',
  '1': 'l',
  I: 'l',
  '|': 'l',
  ǀ: 'l',
  ı: 'i',
  ɑ: 'a',
  ɡ: 'g',
  ℓ: 'l',
};

/** Sequences whose prototype is another sequence (confusables.txt maps m → rn, d → cl). */
const SEQUENCES: [RegExp, string][] = [
  [/m/g, 'rn'],
  [/d/g, 'cl'],
];

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The name's skeleton: two names look alike when their skeletons are equal. */
export function skeleton(name: string): string {
  let out = '';
  for (const ch of name.normalize('NFKD').replace(IGNORABLE, '')) out += PROTOTYPES[ch] ?? ch;
  for (const [from, to] of SEQUENCES) out = out.replace(from, to);
  // Spaces of any kind, and how many, are not told apart on a screen either.
  return out.replace(/\s+/gu, ' ').trim().normalize('NFD');
}

/**
 * For each name, its mark among the names that look like it (1, 2, … in the order given), or
 * undefined when no other name looks like it.
 */
export function lookAlikeMarks(names: readonly (string | undefined)[]): (number | undefined)[] {
  const skeletons = names.map((n) => (n === undefined ? undefined : skeleton(n)));
  return skeletons.map((s, i) => {
    if (s === undefined) return undefined;
    const alike = skeletons.flatMap((t, j) => (t === s ? [j] : []));
    return alike.length > 1 ? alike.indexOf(i) + 1 : undefined;
  });
}
