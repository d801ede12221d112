/**
 * The phrase log's stored format (formats/phrases.ts, version 1): the golden item decodes to the
 * log it was written from and re-encodes to itself; an item naming a phrase this code does not
 * know (free text), whose last number disagrees with its phrases, or of an unknown version is
 * refused with the item named. And the rate rule the log is judged by (phrases/model.ts).
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { StoreFormatError } from '../../functions/core/store-errors';
import {
  emptyLog,
  KEPT_PHRASES,
  type PhraseId,
  phrasesAfter,
  waitBeforeNext,
  withPhrase,
} from '../../functions/phrases/model';
import { phrasesFormat } from '../../functions/store/formats/phrases';
import { fixtures } from '../support/fixtures';
import { itemSize } from '../support/item-size';

const golden = fixtures().find((f) => f.name === 'v4/phrases/block-playing')!;

describe('the phrase log item', () => {
  it('the golden item decodes to its phrases, oldest first, and re-encodes to itself', () => {
    const { log, expiresAt } = phrasesFormat.decode(golden.item);
    expect(log.tableId).toBe('aXlqEV5aznUfOo107VPn');
    expect(log.last).toBe(4);
    expect(log.said.map((p) => [p.seq, p.seat, p.phrase])).toEqual([
      [1, 0, 'hello'],
      [2, 1, 'good-luck'],
      [3, 0, 'your-turn'],
      [4, 1, 'sorry-got-to-go'],
    ]);
    expect(log.said[2].at).toBe('2026-12-03T19:41:05.000Z');
    expect(phrasesFormat.encode({ log, expiresAt })).toEqual(golden.item);
  });

  it.each([
    ['free text', { said: ['1 2026-12-03T19:40:00.000Z 0 you-lose'], last: 1 }],
    ['a last number its phrases disagree with', { last: 9 }],
    [
      'more phrases than are kept',
      {
        said: Array.from({ length: KEPT_PHRASES + 1 }, (_, i) => `${i + 1} 2026-12-03T19:40:00.000Z 0 hello`),
        last: KEPT_PHRASES + 1,
      },
    ],
    ['a version this code does not know', { fv: 2 }],
    ['an attribute it does not have', { text: 'hi' }],
  ])('refuses %s, naming the item', (_, change) => {
    const item = { ...golden.item, ...change };
    expect(() => phrasesFormat.decode(item)).toThrow(StoreFormatError);
    expect(() => phrasesFormat.decode(item)).toThrow(/TABLE#aXlqEV5aznUfOo107VPn PHRASES/);
  });
});

describe('its size', () => {
  const t0 = Date.parse('2026-12-03T19:40:00.000Z');
  const full = (phrases: PhraseId[], from = 0) => {
    let log = { ...emptyLog('aXlqEV5aznUfOo107VPn'), last: from };
    for (let i = 0; i < KEPT_PHRASES; i++)
      log = withPhrase(log, i % 4, phrases[i % phrases.length], new Date(t0 + i * 1000));
    return itemSize(marshall(phrasesFormat.encode({ log, expiresAt: 1798918870 })) as never);
  };

  it('20 everyday phrases are one write unit (812 bytes); only 20 of the longest, numbered past 99,970, are two (1,051)', () => {
    expect(full(['hello', 'good-luck', 'thanks', 'nice-move', 'oops'])).toBe(812);
    expect(full(['sorry-got-to-go'], 99_970)).toBe(1051);
  });
});

describe('five a minute per seat', () => {
  const t0 = Date.parse('2026-12-03T10:00:00.000Z');
  const at = (ms: number) => new Date(t0 + ms);

  it('the sixth waits until the first of the five is a minute old; another seat does not count', () => {
    let log = emptyLog('t');
    for (let i = 0; i < 5; i++) log = withPhrase(log, 0, 'oops', at(i * 10_000));
    log = withPhrase(log, 1, 'thanks', at(45_000));
    expect(waitBeforeNext(log, 0, at(45_000))).toBe(15_000);
    expect(waitBeforeNext(log, 1, at(45_000))).toBe(0);
    expect(waitBeforeNext(log, 0, at(59_999))).toBe(1);
    // A minute to the ms after the first, it has left the window.
    expect(waitBeforeNext(log, 0, at(60_000))).toBe(0);
  });

  it('keeps the newest KEPT_PHRASES, numbered on; a reader after n gets the ones above', () => {
    let log = emptyLog('t');
    for (let i = 0; i < KEPT_PHRASES + 5; i++) log = withPhrase(log, i % 4, 'hello', at(i * 60_000));
    expect(log.said).toHaveLength(KEPT_PHRASES);
    expect(log.said[0].seq).toBe(6);
    expect(log.last).toBe(KEPT_PHRASES + 5);
    expect(phrasesAfter(log, KEPT_PHRASES + 3).map((p) => p.seq)).toEqual([
      KEPT_PHRASES + 4,
      KEPT_PHRASES + 5,
    ]);
  });
});
