/**
 * `npx tsx scripts/icons.ts`: the installable app's icons (web/public/icons/), drawn from
 * web/public/favicon.svg by the Chromium the browser tests use, so the pictures need no image
 * library: `icon-192.png` and `icon-512.png` (the tile on the felt green, rounded corners, for
 * `purpose: any`) and `maskable-512.png` (full bleed, the tile inside the middle 80 %, the safe
 * zone a launcher's mask never cuts). Run it after a change to the favicon, and commit the PNGs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = join(import.meta.dirname, '..', 'web', 'public');
/** The manifest's theme colour: the felt. */
const FELT = '#1f5f45';

interface Icon {
  file: string;
  size: number;
  /** The tile's height as a share of the icon. */
  tile: number;
  /** The corner radius as a share of the icon (0: full bleed, for a mask). */
  radius: number;
}

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, tile: 0.86, radius: 0.18 },
  { file: 'icon-512.png', size: 512, tile: 0.86, radius: 0.18 },
  // The safe zone is a circle of 40 % radius: the tile's 14 by 30 box fits it at 70 % height.
  { file: 'maskable-512.png', size: 512, tile: 0.7, radius: 0 },
];

function page(svg: string, icon: Icon): string {
  const s = icon.size;
  return `<!doctype html><html><head><style>
html,body{margin:0;background:transparent}
.icon{width:${s}px;height:${s}px;background:${FELT};border-radius:${icon.radius * s}px;
display:flex;align-items:center;justify-content:center}
.icon svg{height:${icon.tile * s}px;width:${icon.tile * s}px}
</style></head><body><div class="icon">${svg}</div></body></html>`;
}

const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8').replace(/<title>.*?<\/title>/, '');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const p = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await p.setContent(page(svg, icon));
    await p.locator('.icon').screenshot({ path: join(PUBLIC, 'icons', icon.file), omitBackground: true });
    await p.close();
    console.log(`web/public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
