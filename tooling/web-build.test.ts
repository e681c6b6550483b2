import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleReason, webSourceHash } from '../scripts/web-build.mjs';

// `./laikas start` serves apps/web/dist only when it is a production build of the current sources.
describe('whether the web build must be rebuilt', () => {
  let outDir: string;
  const hash = webSourceHash();

  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'laikas-web-build-'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  function build(stamp?: object) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<!doctype html>');
    if (stamp) {
      writeFileSync(join(outDir, '.laikas-build.json'), JSON.stringify(stamp));
    }
  }

  it('builds when there is no build', () => {
    expect(staleReason(join(outDir, 'missing'), hash)).toBe('there is no build');
  });

  it('rebuilds a build that does not say what it was built from (one made by hand or by an older start)', () => {
    build();
    expect(staleReason(outDir, hash)).toBe('the build does not say what it was built from');
  });

  it('rebuilds a development build', () => {
    build({ mode: 'development', hash });
    expect(staleReason(outDir, hash)).toBe('the build is not a production build');
  });

  it('rebuilds after the sources or the lockfile changed', () => {
    build({ mode: 'production', hash: 'an older checkout' });
    expect(staleReason(outDir, hash)).toBe('the sources or the lockfile changed since the build');
  });

  it('serves a production build of the current sources as it is', () => {
    build({ mode: 'production', hash });
    expect(staleReason(outDir, hash)).toBeNull();
    expect(webSourceHash()).toBe(hash);
  });
});
