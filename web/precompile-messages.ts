/**
 * Compiles the catalog's messages at build time (docs/i18n.md#sizes): in each namespace file of
 * web/src/i18n/<language>/, a message with ICU syntax becomes its syntax tree, a plain one stays a
 * string, and the bundle takes intl-messageformat's `no-parser` build, without the ICU parser.
 * Only `vite build` runs it: the dev server and the tests parse messages at run time.
 */
import { isDeepStrictEqual } from 'node:util';
import { IntlMessageFormat } from 'intl-messageformat';
import { type ESTree, type Plugin, parseSync } from 'vite';
import { isPlain } from './src/i18n/plain.js';

/** A catalog's namespace file: web/src/i18n/<language>/<namespace>.ts, not index.ts nor push.ts. */
const CATALOG = /[\\/]web[\\/]src[\\/]i18n[\\/]([A-Za-z-]+)[\\/](?!index\.ts$|push\.ts$)[\w-]+\.ts$/;

/** The language of a catalog file, or null when the file is not one. */
export function catalogLanguage(id: string): string | null {
  return CATALOG.exec(id.split('?')[0])?.[1] ?? null;
}

/** One message as the bundle carries it: the string itself when plain, else its syntax tree. */
export function compileMessage(message: string, language: string): string | unknown[] {
  const ast = new IntlMessageFormat(message, language).getAst();
  if (!isPlain(message)) return ast;
  const own = message === '' ? [] : [{ type: 0, value: message }];
  if (!isDeepStrictEqual(ast, own)) throw new Error(`a plain message that ICU reads otherwise: ${message}`);
  return message;
}

/** A catalog file's source with each message property's value compiled (compileMessage). */
export function precompileCatalog(code: string, id: string): string | null {
  const language = catalogLanguage(id);
  if (!language) return null;
  const parsed = parseSync(id, code);
  if (parsed.errors.length) throw new Error(`${id}: ${parsed.errors[0].message}`);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as ESTree.Node;
    if (n.type === 'Property' && n.value.type === 'Literal' && typeof n.value.value === 'string') {
      const compiled = compileMessage(n.value.value, language);
      if (typeof compiled !== 'string')
        edits.push({ start: n.value.start, end: n.value.end, text: JSON.stringify(compiled) });
      return;
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'parent') visit(v);
  };
  visit(parsed.program);
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

export function precompiledMessages(): Plugin {
  return {
    name: 'dominoes:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const out = precompileCatalog(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
