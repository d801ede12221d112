/**
 * The folders are the architecture, checked on the source's imports, type-only ones too.
 *
 * The rules, and why: [architecture.md](../../docs/architecture.md#the-test-that-holds-them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importsOf, ROOT, runtimeClosure, sourcesUnder } from './imports';

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

/** Each import by a folder of `layers` (lower first) of a folder in its own layer or above. */
function upwardImports(layers: readonly (readonly string[])[]): string[] {
  const levelOf = (path: string) => layers.findIndex((layer) => layer.some((f) => inside(path, f)));
  return layers.flatMap((layer, level) =>
    layer.flatMap((folder) =>
      offending(folder, (t) => inside(t, folder) || levelOf(t) < level).map(
        (found) => `${found} (layer ${levelOf(found.split(' imports ')[1])}, its own is ${level})`,
      ),
    ),
  );
}

describe('layers', () => {
  it('the web client’s shared UI and table parts import no screen; shared UI imports no table part', () => {
    // Screens compose the parts; a part that reached into a screen would make the two one piece.
    expect(offending('web/src/table', (t) => !inside(t, 'web/src/screens'))).toEqual([]);
    expect(
      offending('web/src/ui', (t) => !inside(t, 'web/src/screens') && !inside(t, 'web/src/table')),
    ).toEqual([]);
  });

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

  it('the store imports nothing of the API, the local server or infra: it holds adapters only', () => {
    const above = ['functions/api', 'functions/local', 'infra'];
    expect(offending('functions/store', (t) => !above.some((f) => inside(t, f)) && t !== 'hono')).toEqual([]);
  });

  it('the domains (tables, sheets, accounts, notifications, ratings, scheduler, the core they share) import nothing of the API', () => {
    expect(
      [...DOMAINS, 'functions/core'].flatMap((s) =>
        offending(s, (t) => !inside(t, 'functions/api') && !inside(t, 'hono')),
      ),
    ).toEqual([]);
  });

  it('no domain folder imports the store, not even a type: each owns its port', () => {
    expect(
      [...DOMAINS, 'functions/core'].flatMap((d) => offending(d, (t) => !inside(t, 'functions/store'))),
      'declare it in the domain’s port (or in functions/core) and let the adapter implement it',
    ).toEqual([]);
  });

  it('the core imports nothing of functions but itself: every domain may import it', () => {
    expect(
      offending('functions/core', (t) => !inside(t, 'functions') || inside(t, 'functions/core')),
    ).toEqual([]);
  });

  it('no domain imports one in its own layer or above (DOMAIN_LAYERS, lower first)', () => {
    expect(
      upwardImports(DOMAIN_LAYERS),
      'move it to its owner, to functions/core, or behind a port the higher domain implements',
    ).toEqual([]);
  });

  it('an import upwards or of a peer is found where there is one (the check itself)', () => {
    const at = 'test/architecture/fixtures/layers';
    expect(upwardImports([[`${at}/low`], [`${at}/high`, `${at}/peer`]])).toEqual([
      `${at}/low/up.ts imports ${at}/high/high.ts (layer 1, its own is 0)`,
      `${at}/peer/peer.ts imports ${at}/high/high.ts (layer 1, its own is 1)`,
    ]);
  });

  it('every folder of functions/ is a domain in DOMAIN_LAYERS or one of the others it knows', () => {
    const others = ['functions/api', 'functions/store', 'functions/local', 'functions/observability'];
    const folders = readdirSync(join(ROOT, 'functions'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `functions/${e.name}`);
    expect(folders.filter((f) => !others.includes(f) && !DOMAIN_LAYERS.flat().includes(f))).toEqual([]);
  });

  it('in functions, only the entry points that compose the app import the store', () => {
    const composers = (file: string) =>
      COMPOSERS.some((c) => (c.endsWith('.ts') ? file === c : inside(file, c))) ||
      inside(file, 'functions/store');
    const importers = sourcesUnder('functions')
      .filter((file) => !composers(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((i) => inside(i.target, 'functions/store'))
          .map((i) => `${file} imports ${i.target}`),
      );
    expect(importers).toEqual([]);
  });
});

/**
 * The layers inside functions/, lower first: a folder imports only the core, itself and the layers below.
 *
 * Peers in one layer import neither each other. A new domain joins the lowest layer it can.
 */
const DOMAIN_LAYERS: readonly (readonly string[])[] = [
  ['functions/core', 'functions/i18n'],
  ['functions/accounts', 'functions/sheets', 'functions/ratings', 'functions/vacation'],
  ['functions/tables'],
  ['functions/events', 'functions/pairing'],
  ['functions/notifications', 'functions/phrases', 'functions/scheduler'],
];

/** The domain folders: each owns its port and its errors' codes. */
const DOMAINS = DOMAIN_LAYERS.flat().filter((f) => f !== 'functions/core');

/** The entry points that compose the app on an adapter (with the app's deps, api/deps.ts, which imports none). */
const COMPOSERS = [
  'functions/api.ts',
  'functions/scheduler.ts',
  'functions/notifier.ts',
  'functions/boards.ts',
  'functions/local',
];

describe('no import circles', () => {
  it.each(['functions', 'shared', 'web/src', 'infra', 'scripts', 'bench'])(
    'in %s, or through it',
    (folder) => {
      const house = ['functions', 'shared', 'web/src', 'infra', 'scripts', 'bench'].flatMap((f) =>
        sourcesUnder(f),
      );
      const circles = importCircles(house).filter((c) => c.some((f) => inside(f, folder)));
      expect(
        circles.map((c) => c.join(' <-> ')),
        'a shared piece belongs in a third file both import',
      ).toEqual([]);
    },
  );

  it('are found where there are some (the check itself)', () => {
    // The routes of a resource and its lazily loaded handlers once named each other.
    expect(
      importCircles(['test/architecture/fixtures/circle-a.ts', 'test/architecture/fixtures/circle-b.ts']),
    ).toEqual([['test/architecture/fixtures/circle-a.ts', 'test/architecture/fixtures/circle-b.ts']]);
  });
});

/**
 * The domains' ports: what each domain is written against. The domains import them (types) and
 * the adapters implement them; a port must load nothing at run time (no adapter, no store).
 */
const PORTS = [
  'functions/tables/port.ts',
  'functions/accounts/port.ts',
  'functions/sheets/port.ts',
  'functions/notifications/port.ts',
  'functions/ratings/port.ts',
  'functions/phrases/port.ts',
  'functions/vacation/port.ts',
  'functions/pairing/port.ts',
];

describe('routes reach the store only through the domains', () => {
  it('nothing under functions/api imports functions/store, not even a type', () => {
    expect(
      offending('functions/api', (t) => !inside(t, 'functions/store')),
      'ask a domain operation',
    ).toEqual([]);
  });

  it('no API file reaches the store through deps.store (it is the domains’ context)', () => {
    const readers = sourcesUnder('functions/api').filter((file) =>
      /\bdeps\.store\b/.test(
        readFileSync(join(ROOT, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\/\/.*$/gm, ''),
      ),
    );
    expect(readers, 'call a domain operation instead of the store').toEqual([]);
  });

  it('the domains’ ports load nothing: their files import only types', () => {
    const loaded = PORTS.flatMap((file) =>
      [...runtimeClosure(file).keys()].filter((t) => t !== file).map((t) => `${file} loads ${t}`),
    );
    expect(loaded).toEqual([]);
  });
});
