/** Accounts over HTTP: devices and their tokens, sign-in codes, provider identities. */
import { z } from '@hono/zod-openapi';
import {
  fitsInBytes,
  hasControlCharacters,
  NAME_MAX_BYTES,
  REFUSAL_MESSAGES,
  refusalOf,
} from '../../accounts/player-name';

/** A display name, at sign-up and in a rename (accounts/player-name.ts has the rule). */
export const PlayerNameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .min(1)
  .max(40)
  .refine(fitsInBytes, {
    message: `at most ${NAME_MAX_BYTES} bytes in UTF-8 (13 characters of Chinese or Japanese)`,
  })
  .refine((name) => !hasControlCharacters(name), {
    message: 'no control characters (tabs, line breaks, direction overrides)',
  })
  .superRefine((name, ctx) => {
    const refusal = refusalOf(name);
    if (refusal) ctx.addIssue({ code: 'custom', message: REFUSAL_MESSAGES[refusal] });
  })
  .describe(
    'Shown to the other players: 1-40 characters, at most 40 bytes in UTF-8, kept in Unicode’s composed ' +
      'form (NFC); no control characters, no invisible formatting characters (zero-width spaces, soft ' +
      'hyphens; a zero-width joiner only between two characters), no tag characters, no private-use ' +
      'characters, no unpaired surrogates, nothing that draws as a blank (Hangul fillers, blank Braille), ' +
      'and at least one visible character; spaces around it are dropped. Any script is welcome: at a ' +
      'table, names that look alike are told apart (`nameMark`).',
  )
  .openapi('PlayerName', { example: 'Ana' });

export const DeviceNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .describe('A name to tell your devices apart in GET /v1/players/me/tokens, e.g. "Ana’s phone".');

export const TokenParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .openapi({
      param: { name: 'id', in: 'path' },
      description: 'A token id from GET /v1/players/me/tokens, `legacy`, or `current` (the token you send).',
      example: 'dGhpc2lzYXRva2VuaWQx',
    }),
});

export const SignInBodySchema = z.lazy(() =>
  z
    .object({
      code: z
        .string()
        .max(20)
        .describe(
          'The code your other device shows (`XXXXX-XXXXX`; case, spaces and the dash do not matter).',
        ),
      deviceName: DeviceNameSchema.optional(),
    })
    .strict()
    .openapi('SignIn', { example: { code: 'K7M3Q-9XW2T', deviceName: 'Laptop' } }),
);

export const LinkIdentityBodySchema = z.lazy(() =>
  z
    .object({
      idToken: z
        .string()
        .min(1)
        .max(8192)
        .describe('An ID token (or JWT access token) from one of the configured providers.'),
    })
    .strict()
    .openapi('LinkIdentity'),
);

// Response shapes: built on first use, like those in ./view.ts.
export const DeviceSchema = z.lazy(() =>
  z
    .object({
      id: z.string().describe('Use it to revoke the token: DELETE /v1/players/me/tokens/{id}.'),
      name: z.string(),
      createdAt: z.string().describe('ISO time.'),
      lastUsedAt: z
        .string()
        .nullable()
        .describe('ISO time of its last request, to within an hour; null for a legacy token.'),
      current: z.boolean().describe('The token this request came with.'),
      kind: z
        .enum(['device', 'legacy'])
        .describe('`legacy`: the token from before device tokens; rotate it to make it a device token.'),
    })
    .openapi('Device'),
);

export const DevicesSchema = z.lazy(() => z.object({ tokens: z.array(DeviceSchema) }).openapi('Devices'));

/** A player and a new token for this device: sign-up's and sign-in's answer (named as it was). */
export const SignedInSchema = z.lazy(() =>
  z
    .object({
      playerId: z.string(),
      name: z.string(),
      token: z.string().describe('This device’s bearer token. Shown only here: keep it.'),
      tokenId: z.string().describe('Its id in GET /v1/players/me/tokens.'),
    })
    .openapi('NewPlayer'),
);

export const SignInCodeSchema = z.lazy(() =>
  z
    .object({
      code: z.string().openapi({ example: 'K7M3Q-9XW2T' }).describe('Type it on the new device. Works once.'),
      expiresAt: z.string().describe('ISO time; about ten minutes from now.'),
    })
    .openapi('SignInCode'),
);

export const IdentitySchema = z.lazy(() =>
  z
    .object({
      issuer: z.string().describe('The provider (the token’s `iss`).'),
      subject: z.string().describe('Your account there (the token’s `sub`).'),
      playerId: z.string(),
      linkedAt: z.string(),
    })
    .openapi('Identity'),
);

export const SignInProvidersSchema = z.lazy(() =>
  z
    .object({
      providers: z.array(
        z
          .object({
            issuer: z
              .string()
              .describe(
                'The provider’s issuer URL: its discovery document is `<issuer>/.well-known/openid-configuration`.',
              ),
            clientId: z.string().describe('The web client’s id there (a public client: PKCE, no secret).'),
            name: z
              .string()
              .openapi({ example: 'Google' })
              .describe('For the button: “Sign in with <name>”.'),
          })
          .openapi('SignInProvider'),
      ),
    })
    .openapi('SignInProviders'),
);
