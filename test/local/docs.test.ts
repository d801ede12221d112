/**
 * /docs works offline: the page, its start script and the document from the app; Swagger UI's
 * files (pinned swagger-ui-dist) from the local server, byte for byte what npm installed. No
 * URL on the page leaves the host, and the document's server is relative.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_ICON } from '../../functions/api/docs/page';
import { SWAGGER_UI_FILES, SWAGGER_UI_PATH, SWAGGER_UI_VERSION } from '../../functions/api/docs-assets';
import { serveSwaggerUi, swaggerUiDirectory } from '../../functions/local/docs-assets';
import { REPO_ROOT } from '../../infra/bundling';
import { testApp } from '../support/api';

const app = testApp();
serveSwaggerUi(app);

describe('the docs page', () => {
  it('loads only same-host files: Swagger UI from SWAGGER_UI_PATH and its start script', async () => {
    const page = await app.request('/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const all = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    // The icon is inline (a data: URL, loading nothing); everything else is a file of this host.
    expect(all.filter((u) => u.startsWith('data:'))).toEqual([DOCS_ICON]);
    const urls = all.filter((u) => !u.startsWith('data:'));
    expect(urls.sort()).toEqual(
      [`${SWAGGER_UI_PATH}swagger-ui-bundle.js`, `${SWAGGER_UI_PATH}swagger-ui.css`, '/docs/start.js'].sort(),
    );
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>/); // no inline script

    for (const url of urls) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/(css|javascript)/);
    }
    const start = await (await app.request('/docs/start.js')).text();
    expect(start).toContain("url: '/openapi.json'");
  });

  it('serves each Swagger UI file as installed, cacheable for good, and nothing else of the package', async () => {
    for (const [file, type] of Object.entries(SWAGGER_UI_FILES)) {
      const res = await app.request(`${SWAGGER_UI_PATH}${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(
        Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(swaggerUiDirectory(), file))),
      ).toBe(true);
    }
    for (const path of [
      `${SWAGGER_UI_PATH}package.json`,
      `${SWAGGER_UI_PATH}swagger-ui-bundle.js.map`,
      '/swagger-ui/1.0.0/swagger-ui.css',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('names the installed, pinned swagger-ui-dist', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(pkg.dependencies['swagger-ui-dist']).toBe(SWAGGER_UI_VERSION);
    const installed = JSON.parse(readFileSync(join(swaggerUiDirectory(), 'package.json'), 'utf8'));
    expect(installed.version).toBe(SWAGGER_UI_VERSION);
  });

  it('documents a relative server, so "Try it out" calls the host that served it', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as { servers: { url: string }[] };
    expect(doc.servers.map((s) => s.url)).toEqual(['/']);
  });
});
