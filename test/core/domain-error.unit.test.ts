/** The domains' error base: what every refusal carries, and the compile-time guard on its codes. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AUTH_CODES, type AuthCode, AuthError } from '../../functions/accounts/errors';
import { type DomainCode, DomainError } from '../../functions/core/domain-error';
import { type PhraseCode, PhraseError } from '../../functions/phrases/errors';
import { SheetError } from '../../functions/sheets/errors';
import { TableError, type TableErrorCode } from '../../functions/tables/errors';

describe('DomainError', () => {
  it('is the base of every domain’s error, named after its class, with no headers by default', () => {
    const err = new TableError('table/not-found', 'there is no table 7HXQ2K');
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toBeInstanceOf(Error);
    expect([err.name, err.code, err.message]).toEqual([
      'TableError',
      'table/not-found',
      'there is no table 7HXQ2K',
    ]);
    expect(err.details).toEqual({});
    expect(err.headers).toEqual({});
  });

  it('gives a wait as Retry-After, and field errors as details', () => {
    expect(new PhraseError('phrase/too-many', 'wait', 12).headers).toEqual({ 'retry-after': '12' });
    expect(new AuthError(AUTH_CODES.issuerUnavailable, 'down').headers).toEqual({ 'retry-after': '5' });
    expect(new AuthError(AUTH_CODES.invalidToken, 'no').headers).toEqual({});
    const errors = [{ path: 'body.pips.1', message: 'too many pips' }];
    expect(new SheetError('sheet/impossible-hand', 'no', { errors }).details.errors).toEqual(errors);
  });

  it('takes only the codes a domain added to DomainCodes (checked by the typecheck)', () => {
    expectTypeOf<TableErrorCode | PhraseCode | AuthCode | 'vacation/bank-empty'>().toExtend<DomainCode>();
    expectTypeOf<'probe/unregistered'>().not.toExtend<DomainCode>();
  });
});
