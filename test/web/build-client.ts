import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import './provided';

/**
 * Builds the web client once per run (Vite's JS API, into a temporary folder) for the browser
 * tests, which serve it with the app as `npm start` does.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'dominoes-web-'));
  await build({ configFile: 'web/vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  project.provide('webDist', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
