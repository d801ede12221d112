/**
 * The web client's build for the browser tests (test/web/build-client.ts starts it and does not
 * wait): its state file, and the wait for it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const WEB_BUILT = 'built';
export const WEB_BUILD_FAILED = 'failed:';

/** Where the build of `webDist` says it ended: beside the folder, never served from it. */
export const webBuildState = (webDist: string) => `${webDist}.state`;

/** Waits until the build of `webDist` has ended; throws with its output if it failed. */
export async function webBuilt(webDist: string, withinMs = 180_000): Promise<void> {
  const state = webBuildState(webDist);
  const deadline = Date.now() + withinMs;
  while (!existsSync(state)) {
    if (Date.now() > deadline) throw new Error(`the web client's build did not end within ${withinMs} ms`);
    await sleep(100);
  }
  const text = readFileSync(state, 'utf8');
  if (text !== WEB_BUILT) throw new Error(`the web client's build failed: ${text}`);
}
