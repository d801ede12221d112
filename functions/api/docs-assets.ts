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
