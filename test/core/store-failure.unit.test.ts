import { describe, expect, it } from 'vitest';
import {
  InvalidCursorError,
  ItemAlreadyExistsError,
  ItemMissingError,
  StoreError,
  StoreFormatError,
  StoreUnavailableError,
  VersionConflictError,
} from '../../functions/core/store-errors';
import { storeFailureOf } from '../../functions/core/store-failure';

const lostAnswer = <E extends StoreError>(err: E): E => Object.assign(err, { earlierAttemptUnknown: true });

describe('a store failure in the services’ words', () => {
  it('says what a caller may tell its client, and how long to wait', () => {
    expect(storeFailureOf(new InvalidCursorError())).toEqual({
      kind: 'invalid-cursor',
      message: 'the cursor is not one this service handed out',
    });
    expect(storeFailureOf(new StoreUnavailableError('busy', { retryAfterSeconds: 2.2 }))).toEqual({
      kind: 'unavailable',
      retryAfterSeconds: 3,
    });
    expect(storeFailureOf(new StoreUnavailableError('busy', { retryAfterSeconds: 0 }))).toEqual({
      kind: 'unavailable',
      retryAfterSeconds: 1,
    });
    expect(storeFailureOf(new VersionConflictError('lost'))).toEqual({ kind: 'lost-race' });
    expect(storeFailureOf(new ItemAlreadyExistsError('taken'))).toEqual({ kind: 'no-free-key' });
  });

  it('an answer lost on the way (now or on an earlier attempt) leaves the outcome unknown', () => {
    expect(
      storeFailureOf(new StoreUnavailableError('timeout', { outcome: 'unknown', retryAfterSeconds: 2 })),
    ).toEqual({ kind: 'outcome-unknown', retryAfterSeconds: 2 });
    for (const err of [
      new VersionConflictError('lost'),
      new ItemAlreadyExistsError('taken'),
      new StoreError('refused'),
    ]) {
      expect(storeFailureOf(lostAnswer(err)), err.name).toEqual({
        kind: 'outcome-unknown',
        retryAfterSeconds: 1,
      });
    }
  });

  it('what is no failure of the store’s to report is left to the caller', () => {
    expect(
      storeFailureOf(new StoreFormatError('unknown version', { kind: 'table', version: 9 })),
    ).toBeUndefined();
    expect(storeFailureOf(new ItemMissingError('gone'))).toBeUndefined();
    expect(storeFailureOf(new StoreError('refused'))).toBeUndefined();
    expect(storeFailureOf(new Error('a bug'))).toBeUndefined();
    expect(storeFailureOf('thrown text')).toBeUndefined();
  });
});
