/**
 * The project's import graph, read from the source text (no compiler): each file's imports, as
 * repository paths for relative ones and as package names for the rest.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

export interface Import {
  /** A repository path ('functions/store/port.ts') or a package ('zod', 'node:fs'). */
  target: string;
  /** Only types: erased when compiled, so nothing of it loads at run time. */
  typeOnly: boolean;
}

/** Every .ts/.tsx file under a repository folder, as repository paths. */
export function sourcesUnder(folder: string): string[] {
  const dir = join(ROOT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = `${folder}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT =
  /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm;

/** The imports of one file (static, re-exports and dynamic ones with a literal specifier). */
export function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const out: Import[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4];
    // `import { type A, type B } from '…'` is type-only too.
    const clause = /^\s*import\s+(\{[^}]*\})\s+from/.exec(m[0])?.[1];
    const allTypes = clause
      ?.slice(1, -1)
      .split(',')
      .every((s) => !s.trim() || /^type\s/.test(s.trim()));
    const typeOnly = Boolean(m[2]) || allTypes === true;
    out.push({ target: spec.startsWith('.') ? resolve(file, spec) : packageOf(spec), typeOnly });
  }
  return out;
}

function packageOf(spec: string): string {
  if (spec.startsWith('node:')) return spec;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function resolve(from: string, spec: string): string {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    const full = join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return relative(ROOT, full);
  }
  return relative(ROOT, join(ROOT, base));
}

/**
 * What a file loads at run time, directly or through other files: every repository path and
 * package reached by imports that are not type-only, each with the chain that reaches it.
 */
export function runtimeClosure(file: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[file, [file]]]);
  const queue = [file];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (!/\.tsx?$/.test(at) || !existsSync(join(ROOT, at))) continue;
    for (const { target, typeOnly } of importsOf(at)) {
      if (typeOnly || reached.has(target)) continue;
      reached.set(target, [...reached.get(at)!, target]);
      queue.push(target);
    }
  }
  return reached;
}

/**
 * The import circles among `files` (type-only imports too: two files that name each other's
 * types cannot be read, moved or tested one without the other): each strongly connected group of
 * more than one file, or a file that imports itself, by Tarjan's algorithm.
 */
export function importCircles(files: string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(
    files.map((f) => [
      f,
      importsOf(f)
        .map((i) => i.target)
        .filter((t) => known.has(t)),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || edges.get(v)!.includes(v)) circles.push(group.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return circles;
}
