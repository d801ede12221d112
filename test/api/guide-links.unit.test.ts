/**
 * The OpenAPI document's descriptions link to pages the service serves: each `/guide/<page>`
 * link is a published page the local server answers 200 (the page as in docs/, as Markdown),
 * its `#anchor` a heading of that page; every published page is linked; nothing else of docs/
 * is served; and each published page's own links to pages beside it are to published pages,
 * at headings they have. The deployed site's copy: test/infra/site.unit.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps, type Store } from '../../functions/api/deps';
import { openApiDocument } from '../../functions/api/docs/routes';
import { GUIDE_CONTENT_TYPE, GUIDE_PAGES, GUIDE_PATH } from '../../functions/api/docs-assets';
import { DOCS_DIRECTORY, serveGuide } from '../../functions/local/docs-assets';

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]);
  return new Set(
    headings.map((h) =>
      h
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

const site = new OpenAPIHono();
serveGuide(site);

describe('links to the guide', () => {
  it('each link in the document is a page served with 200, at a heading it has', async () => {
    const doc = JSON.stringify(await openApiDocument(createApp(defaultDeps({} as Store))));
    const links = [...doc.matchAll(/\]\((\/guide\/[^)#\s]+)(?:#([^)\s]+))?\)/g)].map((m) => ({
      path: m[1],
      anchor: m[2],
    }));
    const linked = new Set(links.map((l) => l.path.slice(GUIDE_PATH.length)));
    // Every published page is linked from the document, and only those are published.
    expect([...linked].sort()).toEqual([...GUIDE_PAGES].sort());
    for (const page of ['api-style.md', 'rules.md', 'build-your-own-client.md', 'webhooks.md'])
      expect(linked.has(page), page).toBe(true);
    // No description names a repository path instead.
    expect(doc).not.toMatch(/docs\/[a-z-]+\.md/);

    for (const { path, anchor } of links) {
      const res = await site.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe(GUIDE_CONTENT_TYPE);
      const text = await res.text();
      expect(text, path).toBe(readFileSync(join(DOCS_DIRECTORY, path.slice(GUIDE_PATH.length)), 'utf8'));
      if (anchor) expect(anchorsOf(text).has(anchor), `${path}#${anchor}`).toBe(true);
    }
  });

  it('each link of a published page to a page beside it is to a published page, at a heading it has', async () => {
    for (const page of GUIDE_PAGES) {
      const text = await (await site.request(`${GUIDE_PATH}${page}`)).text();
      // Links outside code blocks; a link to another site or to a heading of the page itself aside.
      const prose = text.replace(/```[\s\S]*?```/g, '');
      for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:)/.test(target)) continue;
        const [path, anchor] = target.split('#');
        const linked = path === '' ? page : path;
        const res = await site.request(new URL(linked, `http://guide${GUIDE_PATH}${page}`).pathname);
        expect(res.status, `${page} → ${target}`).toBe(200);
        if (anchor) expect(anchorsOf(await res.text()).has(anchor), `${page} → ${target}`).toBe(true);
      }
    }
  });

  it('serves nothing else of docs/', async () => {
    for (const path of [
      '/guide/architecture.md',
      '/guide/screenshots',
      '/guide/..%2Fpackage.json',
      '/guide/',
    ]) {
      expect((await site.request(path)).status, path).toBe(404);
    }
  });
});
