/**
 * The built web client the stack deploys: web/dist, built first (`npm run build:web`) when it is
 * not there yet, so `npm run synth` and `npm run deploy` work on a fresh clone. Still no
 * credentials and no Docker: Vite runs locally.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The client's directory, or undefined while the project has no client build (no build:web). */
export function builtWebClient(root: string): string | undefined {
  const dist = join(root, 'web', 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts['build:web']) return undefined;
  // Vite's output on stderr: the CDK CLI keeps stdout for itself.
  execFileSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`npm run build:web left no ${dist}/index.html`);
  return dist;
}
