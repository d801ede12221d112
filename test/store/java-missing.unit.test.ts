/** Without a working Java, DynamoDB Local cannot start: the tests and npm start say so, with the fix. */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JAVA_MISSING_MESSAGE, startDynamoDbLocal } from '../../functions/store/dynamodb-local';

const PATH = process.env.PATH;
const dirs: string[] = [];

/** A folder with only a fake `java` that prints `says` and fails, as macOS's stub does. */
function fakeJava(says: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'no-java-'));
  dirs.push(dir);
  const java = join(dir, 'java');
  writeFileSync(java, `#!/bin/sh\necho "${says}" >&2\nexit 1\n`);
  chmodSync(java, 0o755);
  return dir;
}

afterEach(() => {
  process.env.PATH = PATH;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('DynamoDB Local without Java', () => {
  it('no java on PATH: refuses at once with the install command', async () => {
    process.env.PATH = mkdtempSync(join(tmpdir(), 'empty-path-'));
    dirs.push(process.env.PATH);
    await expect(startDynamoDbLocal({ readyTimeoutMs: 5_000 })).rejects.toThrow(JAVA_MISSING_MESSAGE);
  });

  it('a java that is not a working Java (a stub): fails fast, and says the same', async () => {
    process.env.PATH = `${fakeJava('Unable to locate a Java Runtime.')}:/usr/bin:/bin`;
    const started = Date.now();
    const failure = await startDynamoDbLocal({ readyTimeoutMs: 10_000 }).catch((err: Error) => err);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain(JAVA_MISSING_MESSAGE);
    expect((failure as Error).message).toContain('Unable to locate a Java Runtime');
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
