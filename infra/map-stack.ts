/**
 * A stack trace logged by a deployed function, mapped back to the TypeScript sources offline.
 * The functions run without `--enable-source-maps` (bundling.ts says why), so a logged stack
 * names `index.mjs:1:<column>` of the minified bundle; the source map ships beside it in the
 * function's zip (and in `cdk.out/asset.*` after `npm run synth` of the same commit).
 *
 *   npx tsx infra/map-stack.ts path/to/index.mjs.map < stack.txt
 */
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Every `index.mjs:line:column` in `stack` replaced by its source file, line and column (1-based). */
export function mapStack(stack: string, map: SourceMapPayload): string {
  const sourceMap = new SourceMap(map);
  return stack.replace(/[^\s()]*index\.mjs:(\d+):(\d+)/g, (frame, line: string, column: string) => {
    const found = sourceMap.findEntry(Number(line) - 1, Number(column) - 1);
    if (!('originalSource' in found) || !found.originalSource) return frame;
    // The map's sources are relative to the build folder: cut them to the repository's paths.
    const source = found.originalSource.replace(
      /^(?:file:\/\/)?(?:.*?\/)?(?=(?:functions|shared|node_modules)\/)/,
      '',
    );
    return `${source}:${found.originalLine + 1}:${found.originalColumn + 1}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [mapFile] = process.argv.slice(2);
  if (!mapFile) throw new Error('usage: npx tsx infra/map-stack.ts <index.mjs.map> < stack.txt');
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload;
  process.stdout.write(mapStack(readFileSync(0, 'utf8'), map));
}
