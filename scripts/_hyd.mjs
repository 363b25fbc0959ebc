import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const url = process.argv[2] ?? 'http://127.0.0.1:3411/x_100';
const n = Number(process.argv[3] ?? 30);
let fails = 0;
for (let i = 0; i < n; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const logs = [];
  page.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  await page.goto(url);
  try {
    await page.waitForSelector('html[data-hydrated=true]', { timeout: 5000 });
  } catch {
    fails++;
    console.log('FAIL', i, logs);
  }
  if (logs.length) console.log(i, logs);
  await context.close();
}
console.log('fails', fails, 'of', n);
await browser.close();
