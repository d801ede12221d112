/**
 * Every refusal a domain throws extends the core's DomainError, so api/problem.ts maps it by its code.
 *
 * An error class that extends Error itself would reach the API as an unexpected error, a 500
 * ([architecture.md](../../docs/architecture.md#errors-codes-in-the-domains-statuses-in-the-api)).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourcesUnder } from './imports';

/** The folders of functions/ that are no domain. */
const NOT_DOMAINS = ['api', 'store', 'local', 'observability', 'core'];

const ERROR_CLASS = /class\s+(\w+Error)\s+extends\s+(\w+)/g;

/** Each error class declared under `folders`, as "file: Name extends Base". */
function errorClasses(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    sourcesUnder(folder).flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(ERROR_CLASS)].map(
        ([, name, base]) => `${file}: ${name} extends ${base}`,
      ),
    ),
  );
}

describe('domain errors', () => {
  const domains = readdirSync(join(ROOT, 'functions'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !NOT_DOMAINS.includes(e.name))
    .map((e) => `functions/${e.name}`);

  it('every error class of a domain extends DomainError', () => {
    const classes = errorClasses(domains);
    expect(classes.length).toBeGreaterThanOrEqual(7);
    expect(
      classes.filter((c) => !c.endsWith(' extends DomainError')),
      'extend DomainError (functions/core/domain-error.ts) and add the codes to DomainCodes',
    ).toEqual([]);
  });

  it('a class that extends Error itself is found (the check itself)', () => {
    expect(errorClasses(['test/architecture/fixtures/errors'])).toEqual([
      'test/architecture/fixtures/errors/plain.ts: PlainError extends Error',
    ]);
  });
});
