import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function styleFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : styleFiles(path);
    }
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

// vanilla-extract evaluates a style file's imports when it builds a package: importing `vars` from the root of
// @laikas/ui evaluates every ui style, and the importer's dist/style.css repeats all of them (~40 kB).
describe('given the style files of the packages other than @laikas/ui', () => {
  const files = ['timetable-grid', 'reservation-form'].flatMap((name) =>
    styleFiles(join(root, 'packages', name, 'src')),
  );

  it('should find them (the scan itself works)', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it('should take the theme contract from @laikas/ui/vars, not from the package root', () => {
    const fromRoot = files.filter((file) => /from '@laikas\/ui'/.test(readFileSync(file, 'utf8')));
    expect(fromRoot.map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});
