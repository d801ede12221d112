/**
 * The docs page (Swagger UI on the app's OpenAPI document) and its start script: loaded with
 * the first request for them (routes.ts), not at a cold start.
 */
import { SWAGGER_UI_PATH } from '../docs-assets';

/**
 * The page's icon, the client's domino, inline: without one a browser asks for /favicon.ico,
 * which no one serves (the API alone has no files, and the client's icon is an SVG).
 */
const DOCS_ICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><title>Dominoes</title>" +
  "<rect x='9' y='1' width='14' height='30' rx='3' fill='#fffdf5' stroke='#222' stroke-width='1.5'/>" +
  "<line x1='11' y1='16' x2='21' y2='16' stroke='#222' stroke-width='1.2'/>" +
  "<circle cx='16' cy='8.5' r='2' fill='#222'/><circle cx='12.8' cy='20' r='1.7' fill='#222'/>" +
  "<circle cx='16' cy='23.5' r='1.7' fill='#222'/><circle cx='19.2' cy='27' r='1.7' fill='#222'/></svg>";
/** Percent-encoded whole: nothing in it can end the attribute it stands in, or read as a link. */
export const DOCS_ICON = `data:image/svg+xml,${encodeURIComponent(DOCS_ICON_SVG)}`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Dominoes API</title>
    <link rel="icon" type="image/svg+xml" href="${DOCS_ICON}">
    <link rel="stylesheet" href="${SWAGGER_UI_PATH}swagger-ui.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${SWAGGER_UI_PATH}swagger-ui-bundle.js"></script>
    <script src="/docs/start.js"></script>
  </body>
</html>
`;

// A file rather than an inline script, so a Content-Security-Policy without 'unsafe-inline' allows it.
export const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;
