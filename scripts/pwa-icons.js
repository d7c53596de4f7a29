// Draws the app icons in public/ from the favicon's design, rendered by the Chromium the browser
// tests use. Run by hand when the design changes: `node scripts/pwa-icons.js`.
//   pwa-192x192.png, pwa-512x512.png   the favicon as is (rounded, transparent corners)
//   maskable-512x512.png               full-bleed square, the mark inside the 80% safe zone
//   apple-touch-icon.png (180)         full-bleed square: iOS rounds the corners itself
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = join(import.meta.dirname, '..', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

// The favicon's drawing without its rounded corners, the mark shrunk to 80% around the centre.
const fullBleed = favicon
  .replace(/ rx="[^"]*"/, '')
  .replace(/<path /, '<path transform="translate(6.4 6.4) scale(0.8)" ');

const icons = [
  { file: 'pwa-192x192.png', size: 192, svg: favicon },
  { file: 'pwa-512x512.png', size: 512, svg: favicon },
  { file: 'maskable-512x512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: join(publicDir, file), omitBackground: true });
    console.log(`public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
