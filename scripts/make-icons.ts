// Renders apps/web/public/icons/icon.svg to the PNG sizes the web app manifest needs. Run once after
// changing the SVG: `node --import tsx scripts/make-icons.ts`. The PNGs are committed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../e2e/support/chromium.ts';

const iconsDirectory = path.resolve(import.meta.dirname, '../apps/web/public/icons');

const svg = await readFile(path.join(iconsDirectory, 'icon.svg'), 'utf8');
const browser = await launchChromium();
const page = await browser.newPage();
for (const { name, size, padding } of [
  { name: 'icon-192.png', size: 192, padding: 0 },
  { name: 'icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep their content inside the central safe zone (80 %).
  { name: 'icon-maskable-512.png', size: 512, padding: 0.1 },
]) {
  await page.setViewportSize({ width: size, height: size });
  const inset = Math.round(size * padding);
  await page.setContent(
    `<body style="margin:0;background:#4f46e5;display:grid;place-items:center;width:${size}px;height:${size}px">` +
      `<div style="width:${size - 2 * inset}px;height:${size - 2 * inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
  );
  await page.screenshot({ path: path.join(iconsDirectory, name), omitBackground: padding === 0 });
}
await browser.close();
