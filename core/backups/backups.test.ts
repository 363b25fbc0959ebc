import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createdAtOf, nameFor, nightlyBackupDue } from './backups.server';
import { extractTarGz, writeTarGz } from './tar.server';

const folders: string[] = [];
const scratch = async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'spiegelshop-tar-'));
  folders.push(folder);
  return folder;
};
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('the backup file', () => {
  it('packs files and bytes, long paths included, and unpacks them unchanged', async () => {
    const folder = await scratch();
    const picture = path.join(folder, 'picture.bin');
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251));
    await writeFile(picture, bytes);
    const longName = `files/block-images/${'a'.repeat(120)}/source.webp`;
    const archive = path.join(folder, 'backup.tar.gz');
    await writeTarGz(archive, [
      { name: 'manifest.json', bytes: Buffer.from('{"format":1}\n'), size: 13 },
      { name: longName, file: picture, size: bytes.length },
      { name: 'database/ümlaut.jsonl', bytes: Buffer.alloc(0), size: 0 },
    ]);
    const target = path.join(folder, 'out');
    expect(await extractTarGz(archive, target)).toEqual(['manifest.json', longName, 'database/ümlaut.jsonl']);
    expect(await readFile(path.join(target, 'manifest.json'), 'utf8')).toBe('{"format":1}\n');
    expect((await readFile(path.join(target, longName))).equals(bytes)).toBe(true);
    expect(await readFile(path.join(target, 'database/ümlaut.jsonl'), 'utf8')).toBe('');
  });

  it('refuses an entry whose path leaves the folder', async () => {
    const folder = await scratch();
    const archive = path.join(folder, 'evil.tar.gz');
    await writeTarGz(archive, [{ name: '../escaped.txt', bytes: Buffer.from('x'), size: 1 }]);
    await mkdir(path.join(folder, 'out'));
    await expect(extractTarGz(archive, path.join(folder, 'out'))).rejects.toThrow(/outside its folder/);
    await expect(readFile(path.join(folder, 'escaped.txt'))).rejects.toThrow();
  });

  it('names a backup by its moment in UTC, and reads the moment back', () => {
    const name = nameFor(new Date('2026-11-26T03:00:05.123Z'));
    expect(name).toBe('spiegelshop-2026-11-26T03-00-05Z.tar.gz');
    expect(createdAtOf(name)).toBe('2026-11-26T03:00:05.000Z');
  });
});

describe('the nightly backup', () => {
  const entry = (createdAt: string) => ({ fileName: 'x', sizeBytes: 1, createdAt });
  it('is due from 03:00 in Berlin when none was made since', () => {
    // 01:30 UTC is 02:30 in Berlin (winter time): not yet.
    expect(nightlyBackupDue(undefined, new Date('2026-11-26T01:30:00Z'))).toBe(false);
    expect(nightlyBackupDue(undefined, new Date('2026-11-26T02:00:00Z'))).toBe(true);
    expect(nightlyBackupDue(entry('2026-11-25T02:10:00Z'), new Date('2026-11-26T02:10:00Z'))).toBe(true);
    // Summer time: 03:00 in Berlin is 01:00 UTC.
    expect(nightlyBackupDue(entry('2026-06-30T01:00:00Z'), new Date('2026-07-01T01:05:00Z'))).toBe(true);
  });

  it('is not made twice the same day, but a backup made before 03:00 does not count', () => {
    expect(nightlyBackupDue(entry('2026-11-26T02:00:10Z'), new Date('2026-11-26T22:00:00Z'))).toBe(false);
    expect(nightlyBackupDue(entry('2026-11-26T00:30:00Z'), new Date('2026-11-26T02:30:00Z'))).toBe(true);
  });
});
