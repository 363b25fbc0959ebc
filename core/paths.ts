import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root (the folder holding package.json). Found by walking up from this module, so
 * it is the same whether the code runs from source (tsx, vitest) or from the bundled server in build/.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const paths = {
  migrations: path.join(projectRoot, 'core', 'db', 'migrations'),
  content: path.join(projectRoot, 'content'),
  clientBuild: path.join(projectRoot, 'build', 'client'),
  serverBuild: path.join(projectRoot, 'build', 'server', 'index.js'),
};
