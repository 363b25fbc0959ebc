import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calls } from '../core/call-registry.server';

/** The README lists every BFF call of the registry, and only those. */
describe('README call list', () => {
  it('names every call of the registry', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('### BFF calls'), readme.indexOf('\nShipping: '));
    const listed = new Set([...section.matchAll(/`([a-z][A-Za-z]+)`/g)].map((match) => match[1]));
    listed.delete('file');
    expect([...listed].sort()).toEqual(Object.keys(calls).sort());
  });
});
