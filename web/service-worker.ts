/**
 * Builds the service worker (web/src/sw.ts → /sw.js) after Vite has written the client: esbuild
 * bundles it as one classic script, with the shell it caches (every file of this build but
 * source maps, and index.html as `/index.html`) and a build id made from those files' contents,
 * so a new build is a new sw.js, which the browser installs and which drops the old cache.
 * A plugin of a few lines instead of vite-plugin-pwa: that one brings Workbox (workbox-build,
 * with Rollup and Babel of its own) to do what the 80 lines of sw.ts do.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('./src/sw.ts', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

export function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'dominoes:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = filesUnder(outDir)
        .map((f) => relative(outDir, f).split(sep).join('/'))
        .filter((f) => f !== 'sw.js' && !f.endsWith('.map'))
        .sort();
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(readFileSync(join(outDir, f)));
      const out = await build({
        entryPoints: [SOURCE],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: {
          SHELL: JSON.stringify(files.map((f) => `/${f}`)),
          BUILD: JSON.stringify(hash.digest('hex').slice(0, 12)),
        },
      });
      writeFileSync(join(outDir, 'sw.js'), out.outputFiles[0].text);
    },
  };
}
