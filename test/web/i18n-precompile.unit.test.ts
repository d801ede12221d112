/**
 * The build's compiled catalog (web/precompile-messages.ts, docs/i18n.md#sizes): every message
 * of every language and namespace, as the plugin leaves it, formats as the parser's reading of
 * its source does, for sample values of each of its arguments (each plural count, each select
 * option, each tag); the strings it leaves plain are their own text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogLanguage, compileMessage, precompileCatalog } from '../../web/precompile-messages';
import { isPlain } from '../../web/src/i18n/plain';

const ROOT = join(import.meta.dirname, '../../web/src/i18n');
const LANGUAGES = readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

type Element = {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};
type Values = Record<string, string | number | Date | ((chunks: string[]) => string)>;

const COUNTS = [0, 1, 2, 5, 21];

/** Each argument's kind in a message's tree: what sample values it takes. */
function argumentKinds(elements: Element[], into = new Map<string, number | string[]>()) {
  for (const e of elements) {
    if (e.type === 5)
      into.set(e.value!, Object.keys(e.options!)); // select
    else if (e.type === 6)
      into.set(e.value!, -1); // plural
    else if (e.type === 8)
      into.set(e.value!, -2); // tag
    else if (e.type === 2)
      into.set(e.value!, -3); // number
    else if (e.type === 3 || e.type === 4)
      into.set(e.value!, -4); // date, time
    else if (e.type === 1 && !into.has(e.value!)) into.set(e.value!, 0); // argument
    for (const option of Object.values(e.options ?? {})) argumentKinds(option.value, into);
    if (e.children) argumentKinds(e.children, into);
  }
  return into;
}

/** Sample value sets: enough that each plural count and each select option is met once. */
function samples(ast: Element[]): Values[] {
  const kinds = argumentKinds(ast);
  const n = Math.max(COUNTS.length, ...[...kinds.values()].map((k) => (Array.isArray(k) ? k.length : 1)));
  return Array.from({ length: n }, (_, i) => {
    const values: Values = {};
    for (const [name, kind] of kinds) {
      if (Array.isArray(kind)) values[name] = kind[i % kind.length];
      else if (kind === -1) values[name] = COUNTS[i % COUNTS.length];
      else if (kind === -2) values[name] = (chunks) => `<${name}>${chunks.join('')}</${name}>`;
      else if (kind === -3) values[name] = 1234.5 + i;
      else if (kind === -4) values[name] = new Date(Date.UTC(2026, 11, 6 + i, 10));
      else values[name] = `«${name}${i}»`;
    }
    return values;
  });
}

/** A module's message properties (key → value) as the plugin left them: strings, or syntax trees. */
function messagesIn(code: string, id: string): Map<string, string | Element[]> {
  const out = new Map<string, string | Element[]>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as {
      type: string;
      key?: { value?: unknown };
      value?: { type: string; start: number; end: number; value?: unknown };
    };
    if (n.type === 'Property' && typeof n.key?.value === 'string' && n.value) {
      if (n.value.type === 'Literal') out.set(n.key.value, n.value.value as string);
      else if (n.value.type === 'ArrayExpression')
        out.set(n.key.value, JSON.parse(code.slice(n.value.start, n.value.end)));
      return;
    }
    for (const v of Object.values(n)) visit(v);
  };
  visit(parseSync(id, code).program);
  return out;
}

const files = LANGUAGES.flatMap((lang) =>
  readdirSync(join(ROOT, lang))
    .map((f) => join(ROOT, lang, f))
    .filter((path) => catalogLanguage(path) === lang)
    .map((path) => ({ lang, path })),
);

describe('the compiled catalog', () => {
  it('covers every namespace file of every language, and no index or push file', () => {
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'pt-BR']));
    for (const lang of LANGUAGES) {
      const names = files.filter((f) => f.lang === lang).map((f) => f.path.split('/').pop());
      expect(names).toContain('table.ts');
      expect(names).not.toContain('index.ts');
      expect(names).not.toContain('push.ts');
    }
    expect(catalogLanguage('/x/web/src/i18n/index.ts')).toBeNull();
    expect(catalogLanguage('/x/web/src/table/Hand.tsx')).toBeNull();
  });

  it.each(files.map((f) => [`${f.lang}/${f.path.split('/').pop()}`, f] as const))(
    '%s: each message formats as its source does',
    async (_, { lang, path }) => {
      const module = (await import(path)) as Record<string, Record<string, string>>;
      const source = Object.assign({}, ...Object.values(module)) as Record<string, string>;
      const compiled = messagesIn(precompileCatalog(readFileSync(path, 'utf8'), path)!, path);
      expect([...compiled.keys()].sort()).toEqual(Object.keys(source).sort());
      for (const [key, message] of Object.entries(source)) {
        const built = compiled.get(key)!;
        const parsed = new IntlMessageFormat(message, lang);
        if (typeof built === 'string') {
          // Left as a string: t() returns it as it is, and it is what the parser reads.
          expect({ key, plain: isPlain(built), text: built }).toEqual({
            key,
            plain: true,
            text: parsed.format(),
          });
          continue;
        }
        const fromTree = new IntlMessageFormat(built as never, lang);
        for (const values of samples(parsed.getAst() as Element[]))
          expect({ key, values, text: fromTree.format(values as never) }).toEqual({
            key,
            values,
            text: parsed.format(values as never),
          });
      }
    },
  );

  it('keeps plain messages as strings and compiles the others to trees', () => {
    expect(compileMessage('Your turn.', 'en')).toBe('Your turn.');
    expect(compileMessage("Don't pass", 'en')).toBe("Don't pass");
    expect(compileMessage('', 'en')).toBe('');
    expect(compileMessage("It''s", 'en')).toEqual([{ type: 0, value: "It's" }]);
    const tree = compileMessage('{count, plural, one {# tile} other {# tiles}}', 'en');
    expect(Array.isArray(tree)).toBe(true);
    expect(new IntlMessageFormat(tree as never, 'en').format({ count: 2 })).toBe('2 tiles');
  });
});
