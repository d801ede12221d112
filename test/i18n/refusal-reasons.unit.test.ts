/**
 * Refusals whose detail carries a reason, told in each language: a refused webhook or push URL's
 * reasons (notifications/send.ts, address.ts) are phrases of the catalog (`reason.*`, `range.*`),
 * told inside the detail, and a reason the catalog does not know stays as written; a provider
 * token's claims are refused in the service's words, not jose's.
 */
import { describe, expect, it } from 'vitest';
import { problemWords, wordsIn } from '../../functions/i18n';
import { refusedUrl, type SendPolicy } from '../../functions/notifications/send';

const policy: SendPolicy = {
  allowLoopback: false,
  requireHttps: true,
  timeoutMs: 1_000,
  resolve: async (host) => (host === 'inside.example' ? [{ address: '192.168.1.4', family: 4 }] : []),
};

/** The detail subscriptions.ts writes for `url`, as each language tells it. */
async function told(url: string, language: 'en' | 'es' | 'pt-BR' | 'fr', push = false) {
  const reason = await refusedUrl(url, policy);
  expect(reason, url).not.toBeNull();
  const detail = push ? `this endpoint is not sent to: ${reason}` : `this URL is not sent to: ${reason}`;
  return problemWords(await wordsIn(language), 'webhook/url-refused', detail);
}

describe('webhook/url-refused in four languages', () => {
  it('tells every reason the check writes, and the kind of address', async () => {
    const cases: [string, Record<'en' | 'es' | 'pt-BR' | 'fr', string>][] = [
      [
        'https://10.0.0.1/hook',
        {
          en: 'this URL is not sent to: 10.0.0.1 is a private address',
          es: 'no se envía a esta URL: 10.0.0.1 es una dirección privada',
          'pt-BR': 'não enviamos para esta URL: 10.0.0.1 é um endereço privado',
          fr: 'nous n’envoyons pas à cette URL : 10.0.0.1 est une adresse privée',
        },
      ],
      [
        'https://inside.example/hook',
        {
          en: 'this URL is not sent to: inside.example resolves to a private address (192.168.1.4)',
          es: 'no se envía a esta URL: inside.example se resuelve en una dirección privada (192.168.1.4)',
          'pt-BR':
            'não enviamos para esta URL: inside.example resolve para um endereço privado (192.168.1.4)',
          fr: 'nous n’envoyons pas à cette URL : inside.example se résout en une adresse privée (192.168.1.4)',
        },
      ],
      [
        'http://hooks.example/x',
        {
          en: 'this URL is not sent to: only https URLs are sent to',
          es: 'no se envía a esta URL: solo se envía a URL https',
          'pt-BR': 'não enviamos para esta URL: só enviamos para URLs https',
          fr: 'nous n’envoyons pas à cette URL : nous n’envoyons qu’à des URL https',
        },
      ],
      [
        'https://nowhere.example/x',
        {
          en: 'this URL is not sent to: nowhere.example does not resolve',
          es: 'no se envía a esta URL: nowhere.example no se resuelve',
          'pt-BR': 'não enviamos para esta URL: nowhere.example não resolve para nenhum endereço',
          fr: 'nous n’envoyons pas à cette URL : nowhere.example ne se résout en aucune adresse',
        },
      ],
      [
        'https://[::1]/x',
        {
          en: 'this URL is not sent to: ::1 is a loopback address',
          es: 'no se envía a esta URL: ::1 es una dirección de bucle local',
          'pt-BR': 'não enviamos para esta URL: ::1 é um endereço de loopback',
          fr: 'nous n’envoyons pas à cette URL : ::1 est une adresse de bouclage',
        },
      ],
    ];
    for (const [url, want] of cases) {
      for (const language of ['en', 'es', 'pt-BR', 'fr'] as const) {
        const words = await told(url, language);
        expect([words.detail, words.detailTranslated], `${url} ${language}`).toEqual([want[language], true]);
      }
    }
  });

  it('tells a push endpoint’s refusal, with a user name in the URL', async () => {
    const words = await told('https://me:pw@push.example/x', 'es', true);
    expect(words.detail).toBe(
      'no se envía a este punto de destino: no se acepta una URL con nombre de usuario o contraseña',
    );
  });

  it('keeps a reason it does not know as written, inside the told frame', async () => {
    const words = problemWords(
      await wordsIn('fr'),
      'webhook/url-refused',
      'this URL is not sent to: it smells',
    );
    expect(words.detail).toBe('nous n’envoyons pas à cette URL : it smells');
  });
});

describe('auth/invalid-claims in four languages', () => {
  it('tells a missing or invalid claim in the service’s words, not jose’s', async () => {
    const tell = async (language: 'es' | 'pt-BR' | 'fr', detail: string) =>
      problemWords(await wordsIn(language), 'auth/invalid-claims', detail);
    expect((await tell('es', 'the token has no "sub" claim')).detail).toBe(
      'al token le falta el claim "sub"',
    );
    expect((await tell('pt-BR', 'the token’s "exp" claim is not valid')).detail).toBe(
      'a declaração "exp" do token não é válida',
    );
    expect((await tell('fr', 'the token has no "sub" claim')).detail).toBe(
      'le jeton n’a pas de revendication « sub »',
    );
  });
});
