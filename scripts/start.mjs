// `npm start`: builds the shop when the sources are newer than the last build, then runs the
// production server in this same process (so the PID you hold is the server's).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'build', '.build-stamp');
const sources = ['app', 'core', 'server', 'seed', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts'];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const built = existsSync(stamp) && existsSync(path.join(root, 'build', 'server-main.js')) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((entry) => newestChange(path.join(root, entry))));
if (changed > built) {
  console.log('Building the shop (sources changed since the last build) …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'build', 'server-main.js')).href);
