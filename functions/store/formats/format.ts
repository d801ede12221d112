/**
 * Stored formats: every item kind the store writes has a format version, kept in the item's
 * `fv` attribute, and a reader for every version ever written. Items written before versions
 * existed have no `fv`: they are version 1.
 *
 * Reading checks the item against its version's zod schema (never a cast) and upgrades it to
 * the record the code works with today. Writing always writes the current (highest) version.
 * Changing what a kind stores never changes an existing reader: add version N+1 (its schema,
 * its writer) and turn reader N into "parse N, then upgrade to N+1" (docs/storage.md#stored-formats).
 * Golden fixtures (test/fixtures/store/) hold items of every version as they were written.
 */
import { z } from 'zod';
import { StoreFormatError } from '../../core/store-errors';

export type Item = Record<string, unknown>;

/** The format version attribute. Absent means 1. */
export const FORMAT_ATTRIBUTE = 'fv';

/** Parses an item of one version and returns today's record. */
export type Reader<R> = (item: Item) => R;

export interface Format<R> {
  /** The item kind, as in the fixtures' folder names. */
  readonly kind: string;
  /** The version every write uses: the highest one there is a reader for. */
  readonly current: number;
  /** The item as written today (keys, attributes and `fv`). */
  encode(record: R): Item;
  /** Any item of this kind ever written, as today's record; StoreFormatError if it does not parse. */
  decode(item: Item): R;
}

/** The format version an item was written with (1 when it has none). */
export function formatVersionOf(item: Item): number {
  const v = item[FORMAT_ATTRIBUTE];
  return v === undefined ? 1 : typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : Number.NaN;
}

export function defineFormat<R>(spec: {
  kind: string;
  /** One reader per version ever written; never remove one. */
  readers: Record<number, Reader<R>>;
  /** Today's record as today's item, without `fv` (added here). */
  write: (record: R) => Item;
}): Format<R> {
  const current = Math.max(...Object.keys(spec.readers).map(Number));
  return {
    kind: spec.kind,
    current,
    // Attributes left undefined are not written (the document client would drop them too).
    encode: (record) => {
      const item = Object.entries(spec.write(record)).filter(([, v]) => v !== undefined);
      return { ...Object.fromEntries(item), [FORMAT_ATTRIBUTE]: current };
    },
    decode(item) {
      const version = formatVersionOf(item);
      const read = spec.readers[version];
      if (!read) {
        throw new StoreFormatError(
          `${where(item)}: ${spec.kind} format version ${String(item[FORMAT_ATTRIBUTE])} is not one this code reads (1..${current})`,
          { kind: spec.kind, version },
        );
      }
      try {
        return read(item);
      } catch (err) {
        // A reader fails on the item alone (its shape, or bytes that do not inflate or parse:
        // zlib's "invalid block type", JSON's SyntaxError): always said with the item's key.
        const why =
          err instanceof z.ZodError
            ? err.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(item)'}: ${i.message}`)
            : [err instanceof Error ? err.message : String(err)];
        throw new StoreFormatError(
          `${where(item)}: not a ${spec.kind} item of version ${version} (${why.join('; ')})`,
          {
            kind: spec.kind,
            version,
            cause: err,
          },
        );
      }
    },
  };
}

const where = (item: Item) => `${String(item.PK)} ${String(item.SK)}`;

/** The `fv` attribute in an item schema: absent (written before versions) or this version. */
export const formatAttribute = (version: number) =>
  version === 1
    ? { [FORMAT_ATTRIBUTE]: z.literal(1).optional() }
    : { [FORMAT_ATTRIBUTE]: z.literal(version) };

/**
 * A schema built by its first use, not at import: a Lambda's cold start builds only the
 * schemas of the item kinds its first requests read (zod schemas cost time to construct).
 */
export function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

/** Binary attributes come back from the document client as Uint8Array. */
export const binary = () => z.instanceof(Uint8Array);

/** TTL attribute: epoch seconds. */
export const epochSeconds = () => z.number().int().nonnegative();

/**
 * True when A and B are the same type, field by field and all the way down: a record type that
 * gains a field its stored schema lacks (or the reverse) fails to compile where this is asserted.
 */
export type SameType<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
