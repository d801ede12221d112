/**
 * Bundles one entry exactly as the stack does (a NodejsFunction in a throwaway app, so the same
 * props and the same esbuild command line), for the bundle benchmark and the entry point tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { functionDefaults } from './bundling';

export interface BuiltBundle {
  /** The bundle (index.mjs), as it goes into the Lambda zip. */
  file: string;
  /** esbuild's metafile, when asked for (it does not change the bundle). */
  metafile?: EsbuildMetafile;
}

export interface EsbuildMetafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

/** Builds into `outdir` (a new or empty directory). */
export function buildBundle(
  entry: string,
  outdir: string,
  options: { metafile?: boolean } = {},
): BuiltBundle {
  const app = new App({ outdir, builtinCloudFormationValidation: false, treeMetadata: false });
  const stack = new Stack(app, 'Bundle');
  new NodejsFunction(stack, 'Function', {
    ...functionDefaults(entry),
    bundling: { ...functionDefaults(entry).bundling, metafile: options.metafile ?? false },
  });
  const asset = readdirSync(outdir).find((d) => d.startsWith('asset.'));
  if (!asset) throw new Error(`bundling ${entry} left no asset in ${outdir}`);
  const dir = join(outdir, asset);
  return {
    file: join(dir, 'index.mjs'),
    metafile: options.metafile ? JSON.parse(readFileSync(join(dir, 'index.meta.json'), 'utf8')) : undefined,
  };
}
