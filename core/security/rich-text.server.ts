import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written in the editor or imported (block descriptions, item descriptions and technical
 * data, later reviews) is HTML from a person, so it is cut down to text formatting, links and
 * simple tables, on the way in and again before any page shows it. Scripts, styles, event
 * attributes and javascript: links never reach a browser.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'],
    // Technical data of items is often a table of measures.
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the shop's window to the other site.
    a: (tagName, attributes) => ({
      tagName,
      attribs: attributes.target === '_blank' ? { ...attributes, rel: 'noopener noreferrer' } : attributes,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Every `htmlDescription` in a tree of plain data (page blocks), sanitized. */
export function sanitizeRichTextFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map((entry) => sanitizeRichTextFields(entry)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      key === 'htmlDescription' && typeof entry === 'string' ? sanitizeRichText(entry) : sanitizeRichTextFields(entry),
    ]),
  ) as T;
}
