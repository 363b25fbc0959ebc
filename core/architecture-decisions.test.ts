import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The architecture decisions (docs/decisions) share one shape and one index (issue 35), so a
 * newcomer finds each decision, its status and its reasons in the same places.
 */
const folder = join(import.meta.dirname, '..', 'docs', 'decisions');
const decisionFiles = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

/** The problems of one decision's text; none when it has the house's shape. */
export function decisionProblems(fileName: string, text: string): string[] {
  const lines = text.split('\n');
  const problems: string[] = [];
  const number = fileName.slice(0, 4);
  if (!new RegExp(`^# ${number} – \\S`).test(lines[0] ?? '')) problems.push(`title must read "# ${number} – …"`);
  if (!/^Status: [A-Z][a-z]+( [a-z]+)* · Date: \d{4}-\d\d-\d\d( · .+)?$/.test(lines[2] ?? '')) {
    problems.push('third line must read "Status: … · Date: YYYY-MM-DD[ · …]"');
  }
  const sections = lines.filter((line) => line.startsWith('## '));
  if (sections.join('|') !== '## Context|## Decision|## Consequences') {
    problems.push(`sections must be Context, Decision, Consequences (found ${sections.join(', ') || 'none'})`);
  }
  return problems;
}

describe('architecture decisions', () => {
  it.each(decisionFiles)('%s has the title, status line and sections of every decision', (name) => {
    expect(decisionProblems(name, readFileSync(join(folder, name), 'utf8'))).toEqual([]);
  });

  it('finds what breaks the shape', () => {
    const text = '# 0099: Something\n\nIssue 1. Status: accepted.\n\n## Consent\n';
    expect(decisionProblems('0099-something.md', text)).toHaveLength(3);
  });

  it('are listed once each in docs/decisions/README.md, and nothing else is', () => {
    const index = readFileSync(join(folder, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked).toEqual(decisionFiles);
  });
});
