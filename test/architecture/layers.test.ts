/**
 * The folders are the architecture: the engine and the computer players are pure, the store
 * knows nothing of HTTP, and routes reach the store only through a service. Checked on the
 * source's imports (type-only ones too: a layer that names another's types depends on it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT, runtimeClosure, sourcesUnder } from './imports';

function inside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/** Each import of a folder's files that `allowed` refuses, as "file imports target". */
function offending(folder: string, allowed: (target: string) => boolean): string[] {
  return sourcesUnder(folder).flatMap((file) =>
    importsOf(file)
      .filter((i) => !allowed(i.target))
      .map((i) => `${file} imports ${i.target}`),
  );
}

describe('layers', () => {
  it('the engine imports nothing but itself and zod', () => {
    expect(offending('shared/engine', (t) => t === 'zod' || inside(t, 'shared/engine'))).toEqual([]);
  });

  it('the computer players import only the engine, each other and zod', () => {
    expect(
      offending('shared/bots', (t) => t === 'zod' || inside(t, 'shared/engine') || inside(t, 'shared/bots')),
    ).toEqual([]);
  });

  it('shared code imports nothing from functions, infra or the web client', () => {
    const outside = ['functions', 'infra', 'web'];
    expect(offending('shared', (t) => !outside.some((f) => inside(t, f)))).toEqual([]);
  });

  it('the store imports nothing of the API, the local server or infra', () => {
    const above = ['functions/api', 'functions/local', 'infra'];
    expect(offending('functions/store', (t) => !above.some((f) => inside(t, f)) && t !== 'hono')).toEqual([]);
  });

  it('services (tables, sheets, accounts, notifications, scheduler, what they share) import nothing of the API', () => {
    const services = [
      'functions/services',
      'functions/tables',
      'functions/sheets',
      'functions/accounts',
      'functions/notifications',
      'functions/scheduler',
    ];
    expect(
      services.flatMap((s) => offending(s, (t) => !inside(t, 'functions/api') && !inside(t, 'hono'))),
    ).toEqual([]);
  });
});

/**
 * The store's contract: the port the services are written against and the errors it throws.
 * Services import it (types, and the errors they branch on); it must load no adapter.
 */
const STORE_CONTRACT = [
  'functions/store/port.ts',
  'functions/store/errors.ts',
  'functions/store/webhook-port.ts',
];

describe('routes reach the store only through services', () => {
  it('nothing under functions/api imports functions/store, not even a type', () => {
    expect(
      offending('functions/api', (t) => !inside(t, 'functions/store')),
      'ask a service',
    ).toEqual([]);
  });

  it('no API file reaches the store through deps.store (it is the services’ context)', () => {
    const readers = sourcesUnder('functions/api').filter((file) =>
      /\bdeps\.store\b/.test(
        readFileSync(join(ROOT, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\/\/.*$/gm, ''),
      ),
    );
    expect(readers, 'call a service function instead of the store').toEqual([]);
  });

  it('the store’s contract loads no adapter: its files import only types, or one another', () => {
    const loaded = STORE_CONTRACT.flatMap((file) =>
      [...runtimeClosure(file).keys()]
        .filter((t) => t !== file && !STORE_CONTRACT.includes(t))
        .map((t) => `${file} loads ${t}`),
    );
    expect(loaded).toEqual([]);
  });
});
