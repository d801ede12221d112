/** Accept-Language negotiation (RFC 9110 §12.5.4): quality values, regions, wildcards, junk. */
import { describe, expect, it } from 'vitest';
import { languageOf, negotiateLanguage } from '../../functions/i18n/languages';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['ES', 'es'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['fr', 'fr'],
  ])('%s is %s', (header, language) => expect(negotiateLanguage(header)).toBe(language));

  it('a region falls back to its language: pt and pt-PT to pt-BR, es-MX to es, en-GB to en', () => {
    expect(negotiateLanguage('pt')).toBe('pt-BR');
    expect(negotiateLanguage('pt-PT')).toBe('pt-BR');
    expect(negotiateLanguage('es-MX')).toBe('es');
    expect(negotiateLanguage('fr-CA')).toBe('fr');
    expect(negotiateLanguage('en-GB, es')).toBe('en');
  });

  it('quality values choose, highest first, ties in the header’s order; q=0 never', () => {
    expect(negotiateLanguage('en;q=0.5, es;q=0.8')).toBe('es');
    expect(negotiateLanguage('fr;q=0.7, pt-BR;q=0.7')).toBe('fr');
    expect(negotiateLanguage('es;q=0, fr')).toBe('fr');
    expect(negotiateLanguage('es;q=0')).toBe('en');
    expect(negotiateLanguage('de-DE, de;q=0.9, pt;q=0.8, en;q=0.5')).toBe('pt-BR');
  });

  it('unknown languages, the wildcard and malformed ranges fall back to English', () => {
    expect(negotiateLanguage('de, ja')).toBe('en');
    expect(negotiateLanguage('*')).toBe('en');
    expect(negotiateLanguage('de, *;q=0.5, es;q=0.1')).toBe('en');
    expect(negotiateLanguage('es;q=2')).toBe('en');
    expect(negotiateLanguage('es;q=abc, fr;q=0.1')).toBe('fr');
    expect(negotiateLanguage(',,;;,')).toBe('en');
    expect(negotiateLanguage(`${'x,'.repeat(10_000)}es`)).toBe('en');
  });

  it('languageOf takes a supported tag in any case, nothing else', () => {
    expect(languageOf('PT-br')).toBe('pt-BR');
    expect(languageOf('pt')).toBeUndefined();
    expect(languageOf('de')).toBeUndefined();
  });
});
