/** Anonymous sign-up: a display name in, a player id and a bearer token (shown once) out. */

import { createRoute, z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../i18n/languages';
import { access } from '../access';
import { BODY, jsonBody, jsonResponse, OPEN_READ, PLAYER, PLAYER_BODY, problems } from '../common';
import { DeviceNameSchema, PlayerNameSchema, SignedInSchema } from '../schemas/account';

/** A language the server speaks (functions/i18n/languages.ts). */
const LanguageSchema = z.enum(LANGUAGES).openapi('Language', {
  description: 'The language your notifications (webhooks’ text, Web Push) are written in.',
});

const SignUpSchema = z
  .object({
    name: PlayerNameSchema,
    deviceName: DeviceNameSchema.optional(),
    language: LanguageSchema.optional().describe(
      'Your language; without it, the best fit for Accept-Language.',
    ),
  })
  .strict()
  .openapi('SignUp', { example: { name: 'Ana' } });

const RenameSchema = z
  .object({ name: PlayerNameSchema.optional(), language: LanguageSchema.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.language !== undefined, {
    message: 'say a name, a language or both',
  })
  .openapi('Rename', {
    description: 'What to change: your name, your language, or both.',
    example: { name: 'Ana', language: 'es' },
  });

// Response shapes: built on first use, like those in ../schemas (see view.ts).
const PlayerSchema = z.lazy(() =>
  z
    .object({
      playerId: z.string(),
      name: z.string(),
      language: LanguageSchema.describe('Your notifications’ language (English until you choose one).'),
    })
    .openapi('Player'),
);

export const signUpRoute = createRoute({
  method: 'post',
  operationId: 'signUp',
  path: '/v1/players',
  ...access('open'),
  tags: ['players'],
  summary: 'Sign up (anonymous): get a player id and a bearer token',
  request: { body: jsonBody(SignUpSchema) },
  responses: {
    201: jsonResponse(SignedInSchema, 'The new player, with this device’s token (shown once)'),
    ...problems(...OPEN_READ, ...BODY, 'store/outcome-unknown'),
  },
});

export const getMeRoute = createRoute({
  method: 'get',
  operationId: 'getMe',
  path: '/v1/players/me',
  tags: ['players'],
  summary: 'The player the token belongs to',
  ...access('player'),
  responses: { 200: jsonResponse(PlayerSchema, 'You'), ...problems(...PLAYER) },
});

export const updateMeRoute = createRoute({
  method: 'patch',
  operationId: 'updateMe',
  path: '/v1/players/me',
  tags: ['players'],
  summary: 'Change your display name or your language',
  description:
    'The new name shows wherever you sit down from now on (tables you open or join, rematches you take a ' +
    'seat in) and in GET /v1/players/me on every device. A seat keeps the name it was taken with: the tables ' +
    'you already sit at go on showing the old one; a new language is your notifications’ from the next one on.',
  ...access('player'),
  request: { body: jsonBody(RenameSchema) },
  responses: { 200: jsonResponse(PlayerSchema, 'You, as you now are'), ...problems(...PLAYER_BODY) },
});
