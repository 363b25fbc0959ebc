// Browser tests run in Debian's Chromium (/usr/bin/chromium); Playwright's own download cannot
// work here. Installs it with apt when we are root, otherwise says how to install it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromiumPath } from './chromium.mjs';

if (!existsSync(chromiumPath)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${chromiumPath}; the browser tests need it.\n` +
        'Install it with:  sudo apt-get install -y chromium\n' +
        '(or point CHROMIUM_PATH at an installed Chromium) and run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests …');
  execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-q', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} still does not exist.`);
    process.exit(1);
  }
}
