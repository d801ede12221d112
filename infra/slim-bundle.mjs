/**
 * NodejsFunction's after-bundling step (infra/bundling.ts): builds the entry again with the same
 * esbuild options plus substitutions its command line cannot express (they need plugins),
 * and replaces the bundle. Both only drop code a Lambda function never runs:
 * - zod's translations of its error messages (about 190 KB; the service answers in English, and
 *   zod's schemas import the English messages directly);
 * - zod's fromJSONSchema and z.compile (about 40 KB; nothing here calls them, zod's `z` only
 *   re-exports them): stubs that throw if called;
 * - the AWS SDK's credential provider chain (SSO, STS, INI files, containers: about 140 KB). A
 *   Lambda function always gets its role's credentials in environment variables, which is all
 *   `fromEnv` reads.
 * And one that changes no code, only how the start is cut in files: the handlers a route group
 * imports on first use (each resource's handlers.ts under functions/api, through api/lazy.ts),
 * and in the API the other modules it loads on first use (the store's adapters, the provider
 * token checks...), also import the app and its dependencies (api/app.ts and deps.ts; outside
 * the routes, the module that loads them too), all
 * evaluated before any request, so that these imports do nothing at run time. esbuild's
 * code splitting puts each module in a chunk per set of entries that reach it: without this,
 * each combination of lazy handlers sharing some of the app is a chunk of its own, and a cold
 * start loads 15 files instead of 5, each one read, compiled and linked (about 1.5 ms of CPU in
 * bench/bundle.ts).
 *
 *   node infra/slim-bundle.mjs <entry.ts> <output dir>
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) throw new Error('usage: node infra/slim-bundle.mjs <entry> <output dir>');

const zodEnglish = join(dirname(require.resolve('zod')), 'v4', 'locales', 'en.js');

const notHere = (name) =>
  `throw new Error('${name} is left out of the Lambda bundles (infra/slim-bundle.mjs)')`;
const ZOD_STUBS = {
  'zod-from-json-schema': `export function fromJSONSchema() { ${notHere('z.fromJSONSchema')}; }`,
  'zod-compile': [
    "export const INVALID = Symbol.for('zod.compile.invalid');",
    'export class ZodCompileAsyncError extends Error {}',
    'export class ZodCompileUnsupportedError extends Error {}',
    `export function compile() { ${notHere('z.compile')}; }`,
    `export function withParser() { ${notHere('z.withParser')}; }`,
    `export function compileFn() { ${notHere('z.compile')}; }`,
  ].join('\n'),
};

const lambdaOnly = {
  name: 'lambda-only',
  setup(build) {
    build.onResolve({ filter: /locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${join('node_modules', 'zod')}`)
        ? { path: 'zod-locales', namespace: 'lambda-only' }
        : undefined,
    );
    build.onLoad({ filter: /^zod-locales$/, namespace: 'lambda-only' }, () => ({
      contents: `export { default as en } from ${JSON.stringify(zodEnglish)};`,
      resolveDir: root,
    }));
    // Two of zod's tools the service never calls, only re-exported by its `z`: building schemas
    // from JSON Schema, and compiling a schema to a generated parser (z.compile; parsing does not
    // use it). Each is a stub that says so if called.
    build.onResolve({ filter: /^\.\/(from-json-schema|compile)\.js$/ }, (args) =>
      args.importer.includes(`${join('node_modules', 'zod')}`)
        ? { path: `zod-${args.path.slice(2, -3)}`, namespace: 'lambda-only' }
        : undefined,
    );
    build.onLoad({ filter: /^zod-(from-json-schema|compile)$/, namespace: 'lambda-only' }, (args) => ({
      contents: ZOD_STUBS[args.path],
    }));
    build.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, () => ({
      path: 'credentials',
      namespace: 'lambda-only',
    }));
    build.onLoad({ filter: /^credentials$/, namespace: 'lambda-only' }, () => ({
      contents:
        "import { fromEnv } from '@aws-sdk/credential-provider-env';\nexport const defaultProvider = () => fromEnv();",
      resolveDir: root,
    }));
  },
};

/** The route groups' lazy handlers import the app that registers them: see the header. */
// The entry's own tree (functions/<entry>.ts): bench/bundle.ts builds an older commit's copy too.
const tree = join(dirname(resolve(entry)), '..');
const app = ['app.ts', 'deps.ts'].map((f) => join(tree, 'functions', 'api', f));
const routes = join(tree, 'functions', 'api') + sep;
// The API's other modules loaded on first use (the store's adapters, store/lazy-adapter.ts; the
// provider token checks...) likewise, in the API alone (the other functions have no app: it
// would be theirs to load), but not the entry's own (the logger: a chunk importing the entry).
const api = resolve(entry) === join(tree, 'functions', 'api.ts');
const ours = join(tree, 'functions') + sep;
// Each module loaded on first use, and what it imports besides its own: the app, and outside the
// routes the module that loads it too (it may reach what the app does not, the SDK's client).
const lazyHandlers = new Map();
const oneAppChunk = {
  name: 'one-app-chunk',
  setup(build) {
    build.onResolve({ filter: /^\./ }, (args) => {
      const lazy =
        args.importer.startsWith(routes) ||
        (api && args.importer.startsWith(ours) && args.importer !== resolve(entry));
      if (args.kind === 'dynamic-import' && lazy)
        lazyHandlers.set(
          resolve(args.resolveDir, args.path),
          args.importer.startsWith(routes) ? app : [...app, args.importer],
        );
      return undefined;
    });
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const also = lazyHandlers.get(args.path.replace(/\.ts$/, ''));
      if (!also) return undefined;
      const text = readFileSync(args.path, 'utf8');
      const imports = also.map((f) => `import ${JSON.stringify(f)};\n`).join('');
      return { contents: `${text}\n${imports}`, loader: 'ts' };
    });
  },
};

const result = await esbuild.build({
  entryPoints: [entry],
  outdir,
  // The entry stays index.mjs (the handler Lambda loads); a module the code imports with a
  // dynamic import() goes to a chunk of its own, loaded by the first request that needs it.
  entryNames: 'index',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  charset: 'utf8',
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  plugins: [lambdaOnly, oneAppChunk],
  metafile: true,
  logLevel: 'warning',
});
// The benchmark reads esbuild's metafile when NodejsFunction was asked for one.
const meta = join(outdir, 'index.meta.json');
if (existsSync(meta)) writeFileSync(meta, JSON.stringify(result.metafile));
