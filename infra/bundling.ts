/**
 * How every Lambda function of the service is built: one place, used by the stack and by
 * bench/bundle.ts, so the benchmark measures exactly what gets deployed.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import {
  type BundlingOptions,
  LogLevel,
  type NodejsFunctionProps,
  OutputFormat,
} from 'aws-cdk-lib/aws-lambda-nodejs';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export const API_ENTRY = join(REPO_ROOT, 'functions', 'api.ts');
export const SCHEDULER_ENTRY = join(REPO_ROOT, 'functions', 'scheduler.ts');
export const NOTIFIER_ENTRY = join(REPO_ROOT, 'functions', 'notifier.ts');
export const BOARDS_ENTRY = join(REPO_ROOT, 'functions', 'boards.ts');

export const RUNTIME = Runtime.NODEJS_22_X;
export const ARCHITECTURE = Architecture.ARM_64;

export const BUNDLING: BundlingOptions = {
  // The local esbuild (a dev dependency); with it installed, CDK never builds a Docker image.
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  // ESM builds of dependencies (the SDK's dist-es) tree-shake far better than their CJS builds.
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  // Stack traces need only the mappings; leaving the sources out halves the asset.
  sourcesContent: false,
  // The SDK comes from our lock file, not from the runtime's copy, which changes without notice.
  bundleAwsSDK: true,
  externalModules: [],
  // CommonJS dependencies bundled into an ES module may still call require() for Node built-ins.
  banner: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
  logLevel: LogLevel.WARNING,
  // Non-ASCII text as UTF-8 rather than \uXXXX escapes: 70 KB less (zod's messages in 40+ languages).
  esbuildArgs: { '--charset': 'utf8' },
};

/**
 * The bundle NodejsFunction builds is then rebuilt with the same options plus two substitutions
 * that need esbuild plugins (zod's translations and the SDK's credential chain out: about 330 KB
 * less to load at cold start; infra/slim-bundle.mjs says why each is safe).
 */
function slimmed(entry: string): BundlingOptions['commandHooks'] {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) => [
      `node "${join(REPO_ROOT, 'infra', 'slim-bundle.mjs')}" "${entry}" "${outputDir}"`,
    ],
  };
}

/**
 * NODE_OPTIONS of every function: none. `--enable-source-maps` made Node read and parse the
 * source map at every cold start (+16-29% of the API's cold import in bench/bundle.ts) and map
 * each stack (the first one ~0.5 s); the maps still ship beside the bundle, and a logged stack is
 * mapped offline (docs/deploy.md#reading-a-stack-trace; infra/map-stack.ts).
 */
export const DEPLOYED_NODE_OPTIONS = '';

/** The props shared by every function: runtime, architecture, bundling (with its source map). */
export function functionDefaults(entry: string): NodejsFunctionProps {
  return {
    entry,
    handler: 'handler',
    runtime: RUNTIME,
    architecture: ARCHITECTURE,
    projectRoot: REPO_ROOT,
    depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
    bundling: { ...BUNDLING, commandHooks: slimmed(entry) },
    environment: DEPLOYED_NODE_OPTIONS ? { NODE_OPTIONS: DEPLOYED_NODE_OPTIONS } : {},
  };
}

/** What esbuild's metafile says of each output file (infra/slim-bundle.mjs writes it). */
export interface BundleOutputs {
  outputs: Record<
    string,
    {
      bytes: number;
      entryPoint?: string;
      imports?: { path: string; kind: string }[];
      inputs: Record<string, { bytesInOutput: number }>;
    }
  >;
}

/**
 * The output files a cold start loads: the entry and the chunks it imports statically,
 * transitively. The chunks only dynamic imports reach load with the first request that needs
 * them (the rarely used routes, infra/slim-bundle.mjs).
 */
export function loadedAtStart(meta: BundleOutputs): string[] {
  // The entry is index.mjs (slim-bundle.mjs names it so); the chunks of dynamic imports have an
  // entryPoint too.
  const entry = Object.keys(meta.outputs).find((o) => /(^|\/)index\.mjs$/.test(o));
  const loaded = new Set<string>(entry ? [entry] : []);
  for (const o of loaded)
    for (const i of meta.outputs[o].imports ?? [])
      if (i.kind === 'import-statement' && meta.outputs[i.path]) loaded.add(i.path);
  return [...loaded];
}
