// The README sends a newcomer into docs/; a link that leads nowhere (a moved section, a renamed
// heading) is a dead end. Every relative link in README.md and docs/ must name a file that
// exists and, with #anchor, a heading of that file (GitHub's slugs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/shared.js';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? markdownFiles(join(dir, e.name))
      : e.name.endsWith('.md')
        ? [join(dir, e.name)]
        : [],
  );
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.replace(/```[\s\S]*?```/g, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading)
      out.add(
        heading
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .replace(/ /g, '-'),
      );
  }
  return out;
}

const files = [join(repoRoot, 'README.md'), ...markdownFiles(join(repoRoot, 'docs'))];

describe('documentation links', () => {
  it.each(files.map((f) => [relative(repoRoot, f), f] as const))(
    '%s: every relative link resolves',
    (_name, file) => {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      const dead: string[] = [];
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target as string)) continue;
        const [path, anchor] = (target as string).split('#');
        const to = path ? resolve(dirname(file), path) : file;
        if (!existsSync(to)) dead.push(`${target}: no such file`);
        else if (anchor && to.endsWith('.md') && !anchors(readFileSync(to, 'utf8')).has(anchor))
          dead.push(`${target}: no such heading`);
      }
      expect(dead).toEqual([]);
    },
  );

  it('the README stays a five-minute read', () => {
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n').length).toBeLessThan(150);
  });
});
