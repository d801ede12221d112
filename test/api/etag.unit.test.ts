/** ETags, made and read in one module. */
import { describe, expect, it } from 'vitest';
import {
  feedPageTag,
  IF_MATCH_FORM,
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

  it('If-Match takes what versionOfIfMatch reads, and nothing else', () => {
    for (const ok of ['*', '"7"', 'W/"7"', '7', '"123456789012"'])
      expect(IF_MATCH_FORM.test(ok), ok).toBe(true);
    for (const bad of ['', '"7", "8"', 'W/7x', '"abc"', '-1', '"1234567890123"', 'W/*'])
      expect(IF_MATCH_FORM.test(bad), bad).toBe(false);
  });
});
