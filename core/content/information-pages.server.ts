import fs from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';
import type { Locale } from '../i18n/locales';
import { paths } from '../paths';

/**
 * The information pages (Impressum, Widerrufsbelehrung, …) are Markdown files with a small front
 * matter, one per language: content/pages/<locale>/<slug>.md. They are shop content, not UI
 * strings, so they live beside the code rather than in de.json/en.json (ADR 0004).
 */
export interface InformationPage {
  slug: string;
  title: string;
  description: string;
  /** ISO date the text was last revised. */
  updated: string;
  html: string;
}

export function parseFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const separator = line.indexOf(':');
    if (separator > 0) fields[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return { fields, body: match[2]! };
}

export async function renderInformationPage(slug: string, source: string): Promise<InformationPage> {
  const { fields, body } = parseFrontMatter(source);
  return {
    slug,
    title: fields.title ?? slug,
    description: fields.description ?? '',
    updated: fields.updated ?? '',
    html: await marked.parse(body, { gfm: true }),
  };
}

/** Pages are read once per process; in development every request reads the file anew. */
export function createInformationPages(options: { cache: boolean; folder?: string }) {
  const folder = options.folder ?? path.join(paths.content, 'pages');
  const cache = new Map<string, Promise<InformationPage | null>>();

  async function read(locale: Locale, slug: string): Promise<InformationPage | null> {
    if (!/^[a-z0-9-]+$/.test(slug)) return null;
    try {
      const source = await fs.readFile(path.join(folder, locale, `${slug}.md`), 'utf8');
      return await renderInformationPage(slug, source);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    get(locale: Locale, slug: string): Promise<InformationPage | null> {
      if (!options.cache) return read(locale, slug);
      const key = `${locale}/${slug}`;
      let page = cache.get(key);
      if (!page) {
        page = read(locale, slug);
        cache.set(key, page);
        page.catch(() => cache.delete(key));
      }
      return page;
    },
  };
}
