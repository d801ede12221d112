/**
 * The "Build your own client" page (docs/build-your-own-client.md) as a stranger would use it: its
 * TypeScript blocks are written out beside types generated from the served `/openapi.json`, type
 * checked, and run: the bot plays a whole match against the app (in-process, on DynamoDB Local),
 * and the webhook check verifies a delivery signed by the service's own code.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '../../functions/notifications/formats';
import { testApp } from '../support/api';

const ROOT = resolve(__dirname, '../..');
const PAGE = readFileSync(join(ROOT, 'docs/build-your-own-client.md'), 'utf8');

/** The page's code blocks marked ```ts file=<name>, by name. */
function blocksOf(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const m of markdown.matchAll(/^```ts file=(\S+)\n([\s\S]*?)^```$/gm)) blocks.set(m[1], m[2]);
  return blocks;
}

const app = testApp();
const dir = mkdtempSync(join(tmpdir(), 'own-client-'));
// The page's imports (openapi-fetch, standardwebhooks) resolve as in a project that installed them.
symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const blocks = blocksOf(PAGE);

describe('Build your own client', () => {
  it('has the bot and the webhook check as marked blocks', () => {
    expect([...blocks.keys()].sort()).toEqual(['bot.ts', 'verify.ts']);
  });

  it('type-checks against types generated from the served /openapi.json', async () => {
    const served = await app.request('/openapi.json');
    expect(served.status).toBe(200);
    const doc = (await served.json()) as Parameters<typeof openapiTS>[0];
    const ast = await openapiTS(doc, { defaultNonNullable: false });
    writeFileSync(join(dir, 'schema.d.ts'), astToString(ast));
    for (const [name, code] of blocks) writeFileSync(join(dir, name), code);
    const program = ts.createProgram(
      [...blocks.keys()].map((name) => join(dir, name)),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: ['node'],
        skipLibCheck: true,
      },
    );
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);

  it('plays a whole match against a computer player', async () => {
    writeFileSync(join(dir, 'bot.ts'), blocks.get('bot.ts')!);
    const { playMatch } = (await import(pathToFileURL(join(dir, 'bot.ts')).href)) as {
      playMatch: (
        baseUrl: string,
        fetch: typeof globalThis.fetch,
      ) => Promise<{
        status: string;
        rules: { target: number };
        view: { scores: number[]; winner: number | null } | null;
      }>;
    };
    const requests: string[] = [];
    const inProcess: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return app.request(request);
    };
    const table = await playMatch('http://localhost', inProcess);
    expect(table.status).toBe('over');
    const { scores, winner } = table.view!;
    expect(winner).not.toBeNull();
    expect(scores[winner!]).toBeGreaterThanOrEqual(table.rules.target);
    expect(requests.filter((r) => r.endsWith('/moves')).length).toBeGreaterThan(0);
  }, 30_000);

  it('verifies a delivery the service signed, and refuses a changed one', async () => {
    writeFileSync(join(dir, 'verify.ts'), blocks.get('verify.ts')!);
    const { verifyDelivery } = (await import(pathToFileURL(join(dir, 'verify.ts')).href)) as {
      verifyDelivery: (secret: string, body: string, headers: Record<string, string>) => unknown;
    };
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const payload = JSON.stringify({
      type: 'table.your_turn',
      timestamp: new Date().toISOString(),
      data: { tableId: 'K7MQ4XRZ2W9PD3NB6TVA', version: 3, seat: 0 },
    });
    const sent = render('standard', secret, { id: `msg_${randomUUID()}`, payload }, new Date());
    const body = sent.body as string;
    expect(verifyDelivery(secret, body, sent.headers)).toEqual(JSON.parse(payload));
    expect(() => verifyDelivery(secret, body.replace('"seat":0', '"seat":1'), sent.headers)).toThrow();
    const other = `whsec_${randomBytes(24).toString('base64')}`;
    expect(() => verifyDelivery(other, body, sent.headers)).toThrow();
  });
});
