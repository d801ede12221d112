/** ETags, made and read in one module. */
import { describe, expect, it } from 'vitest';
import {
  feedPageTag,
  ifNoneMatchHolds,
  pictureTag,
  versionOfIfMatch,
  versionTag,
} from '../../functions/api/etag';

describe('etag', () => {
  it('makes each kind of tag as clients already hold them', () => {
    expect(versionTag(7)).toBe('"7"');
    expect(feedPageTag(7, 3, 200)).toBe('"7:3:200"');
    expect(pictureTag(7, 1)).toBe('"7-picture-1"');
  });

  it('If-None-Match: a list, weak or strong, or *', () => {
    expect(ifNoneMatchHolds(undefined, '"7"')).toBe(false);
    expect(ifNoneMatchHolds('"6", W/"7"', '"7"')).toBe(true);
    expect(ifNoneMatchHolds('*', '"7"')).toBe(true);
    expect(ifNoneMatchHolds('"6"', '"7"')).toBe(false);
  });

  it('If-Match: the version it names, none for *', () => {
    expect(versionOfIfMatch('"7"')).toBe(7);
    expect(versionOfIfMatch('W/"7"')).toBe(7);
    expect(versionOfIfMatch('7')).toBe(7);
    expect(versionOfIfMatch('*')).toBeUndefined();
    expect(versionOfIfMatch(undefined)).toBeUndefined();
  });
});
