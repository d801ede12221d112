import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot, serviceWorkerControls, watch } from './browser';

const suite = browserSuite();

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe('the installable app', () => {
  test('the manifest is linked, valid, and names icons that are there', async () => {
    const page = await suite.newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await fetch(`${suite.url}${href}`);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await res.json()) as { icons: ManifestIcon[] } & Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Dominoes', start_url: '/', display: 'standalone' });

    // Chromium's own reading of it: no parse error, and nothing keeping the app from installing.
    const cdp = await page.context().newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(read.url).toBe(`${suite.url}/manifest.webmanifest`);
    expect(read.errors).toEqual([]);
    await serviceWorkerControls(page);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A Playwright context is an incognito profile, where Chromium installs nothing: that one
    // says where the test runs, not what the app lacks.
    const lacking = installability.installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
    expect(lacking).toEqual([]);

    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of png) {
      const file = await fetch(`${suite.url}${icon.src}`);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
      const [w, h] = pngSize(Buffer.from(await file.arrayBuffer()));
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the service worker controls the page, and a reload with no network opens the app offline', {
    timeout: 60_000,
  }, async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    await serviceWorkerControls(page);
    const sw = await fetch(`${suite.url}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');

    // The shell is cached: index.html and every script the page loaded.
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith('dominoes-shell-'))!);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map(
        (s) => new URL((s as HTMLScriptElement).src).pathname,
      ),
    );
    expect(cached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest', ...scripts]));
    expect(cached.some((p) => p.startsWith('/v1'))).toBe(false);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
    expect(await page.getByText('You are offline').count()).toBe(0);
    expect(problems).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByText(/You are offline/).count()).toBe(1);
    // The shell itself, from the cache: the same screen, its heading and the menu.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
    await expect.poll(() => page.getByRole('navigation', { name: 'Screens' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await screenshot(page, 'offline');

    await context.setOffline(false);
    await expect.poll(() => page.getByText(/You are offline/).count()).toBe(0);
    await context.close();
  });
});
