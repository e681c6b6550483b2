import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/areas/accessibility/en.json';
import lt from '../../locales/areas/accessibility/lt.json';
import { CRITERIA, criterionKey } from './conformance';

const root = join(import.meta.dirname, '../../../../..');

/** The rows of docs/accessibility.md's criteria table: criterion (number and name), level, status, test or check. */
function documentedRows(): string[][] {
  return readFileSync(join(root, 'docs/accessibility.md'), 'utf8')
    .split('\n')
    .filter((line) => /^\| \d\.\d+\.\d+ /.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('given the conformance report the statement page draws', () => {
  it('should list the 55 WCAG 2.2 A and AA criteria, each with its name in both languages', () => {
    expect(CRITERIA).toHaveLength(55);
    for (const criterion of CRITERIA) {
      expect(en.criteria, criterion.id).toHaveProperty(criterionKey(criterion.id));
      expect(lt.criteria, criterion.id).toHaveProperty(criterionKey(criterion.id));
    }
  });

  it('should say the same as docs/accessibility.md, criterion by criterion', () => {
    const rows = documentedRows();
    expect(rows.map((row) => row[0])).toEqual(
      CRITERIA.map(
        (criterion) => `${criterion.id} ${en.criteria[criterionKey(criterion.id) as keyof typeof en.criteria]}`,
      ),
    );
    for (const [index, criterion] of CRITERIA.entries()) {
      const [, level, status, checks] = rows[index]!;
      expect(level, criterion.id).toBe(criterion.level);
      expect(status, criterion.id).toBe(en.status[criterion.status]);
      for (const evidence of criterion.evidence) {
        expect(checks, criterion.id).toContain(
          'test' in evidence ? `\`${evidence.test}\`` : `reviewed on ${evidence.manual}`,
        );
      }
    }
  });

  it('should name only tests that exist', () => {
    for (const criterion of CRITERIA) {
      for (const evidence of criterion.evidence) {
        if ('test' in evidence && !evidence.test.startsWith('npm ')) {
          expect(existsSync(join(root, evidence.test)), evidence.test).toBe(true);
        }
      }
    }
  });

  it('should explain every limitation in both languages', () => {
    for (const criterion of CRITERIA.filter((entry) => entry.status === 'partially' || entry.status === 'doesNot')) {
      expect(en.notes, criterion.id).toHaveProperty(criterionKey(criterion.id));
      expect(lt.notes, criterion.id).toHaveProperty(criterionKey(criterion.id));
    }
  });
});
