/**
 * The folders are the architecture: the engine and the computer players are pure, the store
 * knows nothing of HTTP, and routes reach the store only through a service. Checked on the
 * source's imports (type-only ones too: a layer that names another's types depends on it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT, sourcesUnder } from './imports';

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

  it('services (tables, sheets, accounts, notifications, scheduler) import nothing of the API', () => {
    const services = [
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
 * The API files that still reach the store themselves, by importing it or through `deps.store`,
 * instead of calling one service function: the to-do list. It only shrinks: a file that stops
 * reaching the store must leave the list, and no other file may join it (call a service).
 */
const STILL_READ_THE_STORE = [
  'functions/api/app.ts', // bounds every request's store calls by one deadline (withStoreDeadline)
  'functions/api/deps.ts', // holds the store for the services
  'functions/api/problem.ts', // maps the store's errors to problems
  'functions/api/routes/players.ts', // sign-up writes the player
  'functions/api/routes/tables.ts', // the lobby
];

function readsTheStore(file: string): boolean {
  const code = readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  return importsOf(file).some((i) => inside(i.target, 'functions/store')) || /\bdeps\.store\b/.test(code);
}

describe('routes reach the store only through services', () => {
  const readers = sourcesUnder('functions/api').filter(readsTheStore);

  it('no API file but those on the shrinking list reaches the store', () => {
    const added = readers.filter((f) => !STILL_READ_THE_STORE.includes(f));
    expect(added, 'call a service function instead of the store').toEqual([]);
  });

  it('every file on the list still does (remove those that no longer do)', () => {
    expect(STILL_READ_THE_STORE.filter((f) => !readers.includes(f))).toEqual([]);
  });
});
