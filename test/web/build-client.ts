import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { WEB_BUILD_FAILED, WEB_BUILT, webBuildState } from '../support/web-build';
import './provided';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITE = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * Builds the web client once per run for the browser tests, which serve it with the app as
 * `npm start` does: Vite in a process of its own, not awaited, so no test waits for it but those
 * that need it (test/support/worker-env.ts waits for its state file, support/web-build.ts).
 */
export default function setup(project: TestProject): () => Promise<void> {
  const base = mkdtempSync(join(tmpdir(), 'dominoes-web-'));
  const outDir = join(base, 'dist');
  const state = webBuildState(outDir);
  let output = '';
  let child: ChildProcess | undefined;
  const done = new Promise<void>((resolve) => {
    const end = (why: string | null) => {
      if (why === null) writeFileSync(state, WEB_BUILT);
      else writeFileSync(state, `${WEB_BUILD_FAILED} ${why}\n${output}`);
      resolve();
    };
    child = spawn(
      process.execPath,
      [
        VITE,
        'build',
        '--config',
        'web/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.once('error', (err) => end(`the build did not start: ${err.message}`));
    child.once('exit', (code, signal) =>
      end(code === 0 ? null : `the build exited with ${signal ?? `code ${code}`}`),
    );
  });
  project.provide('webDist', outDir);
  return async () => {
    if (child?.exitCode === null && child.signalCode === null) child.kill();
    await done;
    rmSync(base, { recursive: true, force: true });
  };
}
