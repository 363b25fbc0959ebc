import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup file's container (ADR 0028): a gzip-compressed POSIX tar (ustar, with a pax header
 * for a path longer than its 100 bytes), written and read as streams, so neither a large table
 * nor a large picture folder sits in memory. Only plain files are written and read back; any
 * other entry (links, devices) is skipped when reading, and no path may leave the target folder.
 */
export interface TarSource {
  /** The path inside the archive, with `/` between folders. */
  name: string;
  /** The file on disk whose bytes it holds, or the bytes themselves. */
  file?: string;
  bytes?: Buffer;
  size: number;
}

const block = 512;

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const buffer = Buffer.alloc(block);
  const field = (value: string, offset: number, length: number) => buffer.write(value, offset, length, 'utf8');
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0');
  field(name.slice(0, 99), 0, 100);
  field(octal(type === 'x' ? 0o644 : 0o600, 8), 100, 8);
  field(octal(0, 8), 108, 8);
  field(octal(0, 8), 116, 8);
  field(octal(size, 12), 124, 12);
  field(octal(mtime, 12), 136, 12);
  field('        ', 148, 8);
  field(type, 156, 1);
  field('ustar\u000000', 257, 8);
  let sum = 0;
  for (const byte of buffer) sum += byte;
  field(`${octal(sum, 7)}\u0000`, 148, 8);
  return buffer;
}

function paxHeader(name: string, mtime: number): Buffer {
  // A pax record's length counts its own digits: grow it until it fits.
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  const record = Buffer.from(`${length}${body}`);
  return Buffer.concat([header('PaxHeader', record.length, 'x', mtime), record, padding(record.length)]);
}

const padding = (size: number) => Buffer.alloc((block - (size % block)) % block);

async function* tarChunks(sources: Iterable<TarSource> | AsyncIterable<TarSource>) {
  const mtime = Math.floor(Date.now() / 1000);
  for await (const source of sources) {
    if (Buffer.byteLength(source.name) > 99) yield paxHeader(source.name, mtime);
    yield header(source.name, source.size, '0', mtime);
    if (source.bytes) yield source.bytes;
    else if (source.file) {
      let read = 0;
      for await (const chunk of createReadStream(source.file)) {
        read += (chunk as Buffer).length;
        if (read > source.size) throw new Error(`${source.file} grew while it was saved`);
        yield chunk as Buffer;
      }
      if (read < source.size) throw new Error(`${source.file} shrank while it was saved`);
    }
    yield padding(source.size);
  }
  yield Buffer.alloc(block * 2);
}

/** Writes the sources into a new .tar.gz file. */
export async function writeTarGz(target: string, sources: Iterable<TarSource> | AsyncIterable<TarSource>) {
  await pipeline(Readable.from(tarChunks(sources)), createGzip(), createWriteStream(target, { mode: 0o600 }));
}

/** Reads from an async byte stream exactly as many bytes as asked (fewer only at its end). */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number) {
    while (this.length < wanted) {
      const next = await this.source.next();
      if (next.done) return;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
  }

  async read(size: number): Promise<Buffer> {
    await this.fill(size);
    const all = Buffer.concat(this.buffered);
    const taken = all.subarray(0, size);
    this.buffered = [all.subarray(taken.length)];
    this.length = all.length - taken.length;
    return taken;
  }

  /** Passes `size` bytes on in pieces (to a file), without holding them all. */
  async *pieces(size: number): AsyncGenerator<Buffer> {
    let left = size;
    while (left > 0) {
      const piece = await this.read(Math.min(left, 1 << 20));
      if (piece.length === 0) throw new Error('the backup file ends too early');
      left -= piece.length;
      yield piece;
    }
  }
}

const text = (buffer: Buffer, offset: number, length: number) =>
  buffer
    .subarray(offset, offset + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/**
 * Unpacks a .tar.gz written by writeTarGz into `folder`; returns the paths it wrote (relative,
 * with `/`). An entry whose path is absolute or climbs out of the folder stops it.
 */
export async function extractTarGz(file: string, folder: string): Promise<string[]> {
  const gunzip = createReadStream(file).pipe(createGunzip());
  const reader = new ByteReader(gunzip[Symbol.asyncIterator]());
  const written: string[] = [];
  let longName: string | null = null;
  for (;;) {
    const head = await reader.read(block);
    if (head.length < block) throw new Error('the backup file ends too early');
    if (head.every((byte) => byte === 0)) break;
    const size = parseInt(text(head, 124, 12).trim() || '0', 8);
    const type = text(head, 156, 1) || '0';
    const prefix = text(head, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(head, 0, 100)}` : text(head, 0, 100));
    longName = null;
    if (!Number.isSafeInteger(size) || size < 0) throw new Error('the backup file is damaged');
    if (type === 'x') {
      const records = (await reader.read(size)).toString('utf8');
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records)?.[1] ?? null;
    } else if (type === '0') {
      const target = path.resolve(folder, name);
      if (path.isAbsolute(name) || !target.startsWith(path.resolve(folder) + path.sep)) {
        throw new Error(`the backup holds a path outside its folder: ${name}`);
      }
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(Readable.from(reader.pieces(size)), createWriteStream(target, { mode: 0o600 }));
      written.push(name);
    } else {
      for await (const piece of reader.pieces(size)) void piece;
    }
    await reader.read((block - (size % block)) % block);
  }
  gunzip.destroy();
  return written;
}
