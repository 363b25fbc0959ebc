import { describe, expect, it } from 'vitest';
import { documentHtml } from './document-html.server';

describe('documentHtml', () => {
  it('puts the data stream that follows </html> at the end of the body, ahead of the closing tags', () => {
    const rendered =
      '<html lang="de"><head></head><body><main>Spiegel</main></body></html>' +
      '<!--$s--><script>enqueue()</script><!--$s--><script>close()</script><!--/$s--><!--/$s-->';
    expect(documentHtml(rendered)).toBe(
      '<!DOCTYPE html><html lang="de"><head></head><body><main>Spiegel</main>' +
        '<!--$s--><script>enqueue()</script><!--$s--><script>close()</script><!--/$s--><!--/$s-->' +
        '</body></html>',
    );
  });

  it('writes a doctype once and leaves a document without trailing parts as it is', () => {
    const page = '<html><head></head><body><p>Impressum</p></body></html>';
    expect(documentHtml(page)).toBe(`<!DOCTYPE html>${page}`);
    expect(documentHtml(`<!DOCTYPE html>${page}`)).toBe(`<!DOCTYPE html>${page}`);
  });
});
