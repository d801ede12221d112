/**
 * The local server's token keys: a file in its data folder (`.dynamodb/token-keys.json`), made
 * with one random key on first start and kept, so tokens survive a restart as the data does.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { TokenKeyRing, TokenKeys } from './token-keys';

export function fileTokenKeys(path: string): TokenKeys {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    // 'wx': if another process made it meanwhile, keep theirs.
    try {
      writeFileSync(path, `${TokenKeyRing.generateText()}\n`, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(path, 0o600);
  const text = readFileSync(path, 'utf8');
  TokenKeyRing.parse(text); // a broken file is said at start, not at the first request
  return new TokenKeys(async () => readFileSync(path, 'utf8'));
}
