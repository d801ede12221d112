/** Builds the stack the way `cdk synth` does (cdk.json's context), into a temporary directory. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { REPO_ROOT } from '../../infra/bundling';
import { DominoesStack } from '../../infra/stack';

export interface Synthesized {
  app: App;
  stack: DominoesStack;
  template: Template;
  outdir: string;
  /** Deletes the output directory (bundles and template). */
  cleanup(): void;
}

export const CLIENT_FIXTURE = join(REPO_ROOT, 'test', 'infra', 'fixtures', 'web-dist');

const CDK_CONTEXT = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<
  string,
  unknown
>;

/**
 * `bundle: false` skips esbuild (the assets are placeholders) and CDK's built-in CloudFormation
 * validation (a WebAssembly engine that takes seconds to start): for checks that only read the
 * template. The bundled synth validates like `cdk synth`.
 */
export function synthesize(options: { bundle: boolean; context?: Record<string, unknown> }): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), 'dominoes-cdk-'));
  const app = new App({
    outdir,
    builtinCloudFormationValidation: options.bundle,
    treeMetadata: false,
    context: {
      ...CDK_CONTEXT,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  const cleanup = () => rmSync(outdir, { recursive: true, force: true });
  try {
    // A stand-in for web/dist (the client's build is not the stack's to test).
    const stack = new DominoesStack(app, 'Dominoes', { clientDirectory: CLIENT_FIXTURE });
    return { app, stack, template: Template.fromStack(stack), outdir, cleanup };
  } catch (err) {
    cleanup();
    throw err;
  }
}
