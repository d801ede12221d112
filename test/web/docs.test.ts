/**
 * /docs renders in real Chromium from the app alone: Swagger UI's files from the local server,
 * no request to any other host (they are refused here, as offline), and under the site's
 * Content-Security-Policy (infra/site.ts), as CloudFront serves it when deployed.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSwaggerUi } from '../../functions/local/docs-assets';
import { CONTENT_SECURITY_POLICY } from '../../infra/site';
import { testApp } from '../support/api';
import { launchChromium } from './browser';

let url: string;
let close: () => void;
beforeAll(async () => {
  const app = testApp();
  serveSwaggerUi(app);
  const fetch = async (request: Request) => {
    const res = await app.fetch(request);
    const headers = new Headers(res.headers);
    headers.set('content-security-policy', CONTENT_SECURITY_POLICY);
    return new Response(res.body, { status: res.status, headers });
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close?.());

describe('the docs page in Chromium', () => {
  it('shows the API’s operations with nothing from another host and no CSP violation', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const elsewhere: string[] = [];
      const errors: string[] = [];
      await page.route('**/*', (route) => {
        if (route.request().url().startsWith(url)) return route.continue();
        elsewhere.push(route.request().url());
        return route.abort();
      });
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      // Nothing the page asks for is missing: it names its icon, inline (a browser with a tab bar
      // asks for /favicon.ico when a page names none, and nothing serves that).
      const missing: string[] = [];
      page.on('response', (r) => r.status() >= 400 && missing.push(`${r.status()} ${r.url()}`));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${url}/docs`);
      await expect
        .poll(() => page.locator('.info .title').textContent(), { timeout: 20_000 })
        .toContain('Dominoes API');
      await page.locator('.opblock').first().waitFor();
      expect(await page.locator('.opblock').count()).toBeGreaterThan(10);
      expect(await page.getByText('/v1/tables/{id}/moves').count()).toBeGreaterThan(0);
      // The relative server: "Try it out" calls this host, on this port.
      expect(await page.locator('.servers select').inputValue()).toBe('/');
      expect(elsewhere).toEqual([]);
      expect(errors).toEqual([]);
      expect(missing).toEqual([]);
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
