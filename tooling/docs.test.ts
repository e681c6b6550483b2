import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const decisions = join(root, 'docs', 'decisions');
const records = readdirSync(decisions).filter((name) => name.endsWith('.md') && name !== 'README.md');

/** Relative links of a Markdown text (`[text](target)`), without anchors; web addresses left out. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

/** Every file of the repository's own sources and docs, without dependencies, builds and git. */
function sourceFiles(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || ['node_modules', 'dist', 'dist-e2e', 'storybook-static'].includes(entry.name)) {
      return [];
    }
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.(ts|tsx|mts|mjs|js|md|json)$/.test(entry.name) ? [path] : [];
  });
}

describe('docs/decisions', () => {
  it('should keep every record short: a title and at most 12 lines in all', () => {
    const long = records
      .map((name) => ({ name, lines: readFileSync(join(decisions, name), 'utf8').trimEnd().split('\n') }))
      .filter(({ lines }) => lines.length > 12 || !lines[0]?.startsWith('# '))
      .map(({ name, lines }) => `${name}: ${lines.length} lines`);
    expect(long).toEqual([]);
  });

  it('should list every record in the index, and only records that exist', () => {
    const linked = relativeLinks(readFileSync(join(decisions, 'README.md'), 'utf8'));
    expect(records.filter((name) => !linked.includes(name))).toEqual([]);
    expect(linked.filter((target) => !existsSync(join(decisions, target)))).toEqual([]);
  });

  it('should cite only records that exist, wherever a file cites one', () => {
    const broken = sourceFiles().flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const cited = [...text.matchAll(/docs\/decisions\/([\w.-]+\.md)/g)].map((match) => match[1] ?? '');
      const linked = path.startsWith(decisions)
        ? relativeLinks(text).map((target) => relative(decisions, join(dirname(path), target)))
        : [];
      return [...cited, ...linked]
        .filter((name) => !existsSync(join(decisions, name)))
        .map((name) => `${relative(root, path)} -> ${name}`);
    });
    expect(broken).toEqual([]);
  });
});
