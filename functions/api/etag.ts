/**
 * ETags, made and read in one place. A resource's ETag is its version, `"7"`: strong, because
 * its body is a function of the version and the caller (hence Vary: Authorization). What depends
 * on more than the version names that too (a feed page, a picture's drawing format). If-Match
 * names the version a write expects; If-None-Match the copy a reader already has.
 */

/** A table's or a sheet's ETag: its version. */
export function versionTag(version: number): string {
  return `"${version}"`;
}

/** A feed page: the table's version, where the page starts and how long it is. */
export function feedPageTag(version: number, since: number, limit: number): string {
  return `"${version}:${since}:${limit}"`;
}

/** A table's picture: its version and the drawing's format (bumped when the drawing changes). */
export function pictureTag(version: number, format: number | string): string {
  return `"${version}-picture-${format}"`;
}

/** True when If-None-Match holds `tag` (strong or weak, RFC 9110's weak comparison) or `*`. */
export function ifNoneMatchHolds(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === tag || t === '*');
}

/** What If-Match may hold (checked by the routes' schema): `*`, or a version as `"7"`, `W/"7"` or `7`. */
export const IF_MATCH_FORM = /^(\*|(W\/)?"?\d{1,12}"?)$/;

/** The version an If-Match of IF_MATCH_FORM names; undefined when absent or `*`. */
export function versionOfIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header === '*') return undefined;
  return Number(header.replace(/^W\//, '').replaceAll('"', ''));
}
