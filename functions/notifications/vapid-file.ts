/**
 * The local server's VAPID keys: a file in its data folder (`.dynamodb/vapid-keys.json`), made
 * with a random seed on first start and kept, so browsers' push subscriptions survive a restart
 * as the data does (a new key pair would orphan every one of them). Read at the first need, so
 * a process that sends no push never touches it.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { newVapidSeedText, VapidKeys } from './vapid';

export function fileVapidKeys(path: string): VapidKeys {
  return new VapidKeys(async () => readOrMake(path));
}

function readOrMake(path: string): string {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    // 'wx': if another process made it meanwhile, keep theirs.
    try {
      writeFileSync(path, `${newVapidSeedText()}\n`, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(path, 0o600);
  return readFileSync(path, 'utf8');
}
