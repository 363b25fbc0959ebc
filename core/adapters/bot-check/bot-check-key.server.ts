import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The key that signs the shop's bot-check challenges and questions (issue 20): made on the first
 * start into DATA_DIR/bot-check-key and kept, so a challenge handed out before a restart still
 * counts. Every process of one shop reads the same file; several machines need the same key
 * (BOT_CHECK_KEY, docs/operations.md).
 */
export async function readOrCreateBotCheckKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'bot-check-key');
  await fs.mkdir(dataDir, { recursive: true });
  // Written aside and linked into place: another process starting at the same moment either
  // finds no file or a whole one, and only one key wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  const key = (await fs.readFile(file, 'utf8')).trim();
  if (key.length < 32) throw new Error(`The bot-check key in ${file} is too short; delete the file to make a new one.`);
  return key;
}
