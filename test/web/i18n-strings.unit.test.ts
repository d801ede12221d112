/**
 * No word a player reads in the web client is written in a screen's source: JSX text, the
 * attributes a person sees or hears (aria-label, title, placeholder, alt, a component's label or
 * text), and the strings a JSX expression shows all come from the catalog (t(), docs/i18n.md).
 * Names, numbers, punctuation and symbols are no words: a string without two letters in a row passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'web/src');

/** Files left to the helpers converting them: none now, every screen is checked. */
const OTHERS: string[] = [];
const OTHERS_UNDER: string[] = [];

/** Screens not converted yet: each must leave this list once it is (the last test checks). */
const PENDING: string[] = [];

/** The attributes whose words a person sees or hears (a component's own `label`, `text` too). */
const SHOWN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'text',
]);

/** A word: two letters or more (a lone σ or × is a symbol). */
const WORD = /\p{L}{2,}/u;
/** A code shown as an example ("K7MQ4X", "XXXXX-XXXXX"): capitals, digits, dashes; no word. */
const CODE = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

/**
 * The literal words an expression shows: the expression itself, either branch of a condition,
 * what `&&` or `||` gives, both sides of a `+`, a template's text. A call's result (t() or any
 * other function's) is not looked into, nor a comparison's operands.
 */
function shownLiterals(e: ts.Expression): string[] {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isTemplateExpression(e))
    return [
      [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' '),
      ...e.templateSpans.flatMap((s) => shownLiterals(s.expression)),
    ];
  if (ts.isParenthesizedExpression(e)) return shownLiterals(e.expression);
  if (ts.isConditionalExpression(e)) return [...shownLiterals(e.whenTrue), ...shownLiterals(e.whenFalse)];
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return shownLiterals(e.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.PlusToken)
      return [...shownLiterals(e.left), ...shownLiterals(e.right)];
  }
  return [];
}

/** Each word written in a file's JSX, with its line: what the catalog should have given. */
function wordsIn(file: string): string[] {
  return wordsInSource(relative(ROOT, file), readFileSync(file, 'utf8'));
}

function wordsInSource(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!WORD.test(text) || CODE.test(text.trim())) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${name}:${line}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression)
        for (const text of shownLiterals(value.expression)) report(value, text);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      for (const text of shownLiterals(node.expression)) report(node, text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sources(SRC).map((f) => relative(ROOT, f));
const ours = files.filter((f) => !OTHERS.includes(f) && !OTHERS_UNDER.some((d) => f.startsWith(d)));

describe('every word the web client shows comes from the catalog', () => {
  it('the scan sees words where they are written (a check of the check)', () => {
    const sample = [
      '<p class="big">Hello {name}</p>;',
      '<b aria-label="Close" title={t(\'nav.menu\')} />;',
      "<i>{busy ? 'Wait' : t('common.loading')} {n} · {kind === 'computer' && t('common.you')}</i>;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text with a template in it
      '<s label={`Hand ${n}`}>{`${a}–${b}`}</s>;',
    ].join('\n');
    expect(wordsInSource('sample.tsx', sample)).toEqual([
      'sample.tsx:1: "Hello"',
      'sample.tsx:2: "Close"',
      'sample.tsx:3: "Wait"',
      'sample.tsx:4: "Hand"',
    ]);
  });

  it('no screen writes its own words (but those pending)', () => {
    const written = ours.filter((f) => !PENDING.includes(f)).flatMap((f) => wordsIn(join(ROOT, f)));
    expect(written).toEqual([]);
  });

  it('a pending screen leaves the list once it is converted', () => {
    expect(PENDING.filter((f) => wordsIn(join(ROOT, f)).length === 0)).toEqual([]);
  });
});
