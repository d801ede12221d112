/**
 * Swagger UI's files (the pinned npm package swagger-ui-dist), which the docs page loads. They
 * are 1.7 MB, so they stay out of the Lambda bundle: the local server serves them from
 * node_modules (local/docs-assets.ts), and the stack puts them in the site's bucket behind
 * CloudFront (infra/site.ts). Plain data, so both import it without the app.
 */
export const SWAGGER_UI_VERSION = '5.35.0';

/** The version in the path: the files never change under one URL, so they may be cached for good. */
export const SWAGGER_UI_PATH = `/swagger-ui/${SWAGGER_UI_VERSION}/`;

/** The files the docs page uses, with their content types. */
export const SWAGGER_UI_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

export type SwaggerUiFile = keyof typeof SWAGGER_UI_FILES;

/**
 * The docs/ pages the OpenAPI document's descriptions link to, published on the site at
 * `/guide/<page>` as Markdown: the local server reads them from docs/ (local/docs-assets.ts),
 * the stack puts them in the site's bucket (infra/site.ts). Not `/docs…`: that is the API's.
 */
export const GUIDE_PATH = '/guide/';

export const GUIDE_PAGES = [
  'api.md',
  'api-style.md',
  'build-your-own-client.md',
  'webhooks.md',
  'notifications.md',
  'push.md',
  'rules.md',
  'sign-in.md',
  'vacation.md',
  'phrases.md',
  'ratings.md',
  'events.md',
  'pairing.md',
  'bots.md',
  'analysis.md',
  'failure-semantics.md',
] as const;

export type GuidePage = (typeof GUIDE_PAGES)[number];

/** What a page is served as: browsers show text/markdown as text. */
export const GUIDE_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** A Markdown link to a published page (and a heading of it), for a description. */
export function guideLink(text: string, page: GuidePage, anchor = ''): string {
  return `[${text}](${GUIDE_PATH}${page}${anchor && `#${anchor}`})`;
}
