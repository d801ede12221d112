/**
 * The golden fixtures (test/fixtures/store/<set>/<kind>/<scenario>.json): items as DynamoDB
 * returned them when they were captured (scripts/capture-fixtures.ts), in raw DynamoDB JSON with
 * binary values in base64. Here: read back as the low-level client's AttributeValues (to put them
 * into DynamoDB Local) and as the document client's plain values (what the store decodes).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { TokenKeyRing, TokenKeys } from '../../functions/accounts/token-keys';

export const FIXTURES_DIR = join(import.meta.dirname, '..', 'fixtures', 'store');

export interface Fixture {
  /** `<set>/<kind>/<scenario>`. */
  name: string;
  set: string;
  kind: string;
  raw: Record<string, AttributeValue>;
  item: Record<string, unknown>;
}

/** Every fixture of every set (one set per capture). */
export function fixtures(): Fixture[] {
  return readdirSync(FIXTURES_DIR).flatMap((set) =>
    readdirSync(join(FIXTURES_DIR, set), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((kind) =>
        readdirSync(join(FIXTURES_DIR, set, kind.name)).map((file) => {
          const json = JSON.parse(readFileSync(join(FIXTURES_DIR, set, kind.name, file), 'utf8'));
          const raw = fromJson(json) as Record<string, AttributeValue>;
          return {
            name: `${set}/${kind.name}/${file.replace(/\.json$/, '')}`,
            set,
            kind: kind.name,
            raw,
            item: Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, plain(v)])),
          };
        }),
      ),
  );
}

/** The players a set's fixtures were captured with, and their tokens. */
export function fixturePlayers(set: string): Record<string, { id: string; token: string }> {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, set, 'players.json'), 'utf8'));
}

/** The token keys a set was captured with (sets from before device tokens have none). */
export function fixtureKeys(set: string): TokenKeys | undefined {
  const file = join(FIXTURES_DIR, set, 'token-keys.json');
  return existsSync(file) ? TokenKeys.of(TokenKeyRing.parse(readFileSync(file, 'utf8'))) : undefined;
}

/** Raw DynamoDB JSON with `B` in base64 → AttributeValues. */
function fromJson(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(fromJson);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        k === 'B' ? new Uint8Array(Buffer.from(String(x), 'base64')) : fromJson(x),
      ]),
    );
  }
  return v;
}

/** An AttributeValue as the document client returns it (numbers as numbers, binary as Uint8Array). */
function plain(v: AttributeValue): unknown {
  if (v.S !== undefined) return v.S;
  if (v.N !== undefined) return Number(v.N);
  if (v.B !== undefined) return v.B;
  if (v.BOOL !== undefined) return v.BOOL;
  if (v.NULL !== undefined) return null;
  if (v.L !== undefined) return v.L.map(plain);
  if (v.M !== undefined) return Object.fromEntries(Object.entries(v.M).map(([k, x]) => [k, plain(x)]));
  if (v.SS !== undefined) return new Set(v.SS);
  if (v.NS !== undefined) return new Set(v.NS.map(Number));
  throw new Error(`an attribute value of no known type: ${JSON.stringify(v)}`);
}
