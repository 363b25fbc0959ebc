import { describe, expect, it } from 'vitest';
import { sanitizeRichText, sanitizeRichTextFields } from './rich-text.server';

describe('rich text', () => {
  it('keeps text formatting and links', () => {
    const html = '<p>Mit <strong>10-fach</strong> <a href="/rasierspiegel">Rasierspiegel</a></p><ul><li>eins</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event attributes, styles and javascript: links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hallo<script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror=steal()></p>';
    expect(sanitizeRichText(html)).toBe('<p>Hallo<a>x</a></p>');
  });

  it('protects the shop window from links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('cleans every htmlDescription in nested block data and leaves other text alone', () => {
    const blocks = [
      {
        name: 'Carousel',
        content: [{ content: { text: { title: '<b>', htmlDescription: '<p>a<script></script></p>' } } }],
      },
    ];
    expect(sanitizeRichTextFields(blocks)).toEqual([
      { name: 'Carousel', content: [{ content: { text: { title: '<b>', htmlDescription: '<p>a</p>' } } }] },
    ]);
  });
});
