import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdf-lib shows, for tests: its page streams inflated and the hex
 * strings of its text operators decoded (Windows-1252, as the standard fonts write them).
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const texts: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream\n', from);
    if (start === -1) break;
    const end = raw.indexOf('\nendstream', start);
    if (end === -1) break;
    const body = raw.subarray(start + 'stream\n'.length, end);
    from = end + '\nendstream'.length;
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(new TextDecoder('windows-1252').decode(Buffer.from(match[1]!, 'hex')));
    }
  }
  return texts.join('\n');
}
