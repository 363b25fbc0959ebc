// Developer helper: node scripts/dev/screenshot.mjs <url> <out.png> [width] — a full-page screenshot in Debian's Chromium.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
const [url, out, width, mode] = process.argv.slice(2); // mode 'viewport': only the first screen
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: Number(width || 1280), height: 900 } });
const errors = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text());
});
page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: mode !== 'viewport' });
console.log(errors.join('\n'));
await browser.close();
