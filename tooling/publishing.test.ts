import { execFileSync } from 'node:child_process';
import { cpSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const publishable = ['ui', 'timetable-grid', 'reservation-form', 'contract', 'calendar-export'];
/** Packages without styles: nothing of theirs has side effects. */
const styleless = new Set(['contract', 'calendar-export']);

/** Every file path an `exports` map can resolve to. */
function targetsOf(exports: unknown): string[] {
  if (typeof exports === 'string') {
    return [exports];
  }
  return Object.values(exports as Record<string, unknown>).flatMap(targetsOf);
}

describe.each(publishable)('given the publishable package %s', (name) => {
  const pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));

  it('should publish only its built dist/ and the licence', () => {
    expect(pkg.files).toEqual(['dist', 'LICENSE']);
    expect(pkg.private).toBeUndefined();
  });

  it('should export only built files once packed', () => {
    const targets = targetsOf(pkg.publishConfig.exports);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !target.startsWith('./dist/'))).toEqual([]);
    expect(pkg.publishConfig.exports['.'].types).toBe('./dist/index.d.ts');
  });

  it('should publish a built module for every source module it exports', () => {
    const sourceExports = Object.entries(pkg.exports as Record<string, string>).filter(
      ([key, target]) => !key.includes('*') && /^\.\/src\/.+\.tsx?$/.test(target),
    );
    for (const [key] of sourceExports) {
      const published = pkg.publishConfig.exports[key];
      if (key.endsWith('.css')) {
        // a stylesheet entry ('./reset.css') is built into a CSS file of the same name
        expect(published, key).toBe(`./dist/${key.slice(2)}`);
        continue;
      }
      expect(published, key).toMatchObject({ types: expect.stringMatching(/^\.\/dist\/.+\.d\.ts$/) });
      // build-package.mjs names each entry's file after its export: '.' -> index.js, './vars' -> vars.js
      expect(published.import, key).toBe(`./dist/${key === '.' ? 'index' : key.slice(2)}.js`);
    }
  });

  it('should declare only its stylesheets as side effects once packed', () => {
    expect(pkg.publishConfig.sideEffects).toEqual(styleless.has(name) ? false : ['**/*.css']);
  });

  it('should swap the manifest around npm pack, since npm ignores publishConfig.exports', () => {
    expect(pkg.scripts.prepack).toBe('node ../../tooling/publish-manifest.mjs prepack');
    expect(pkg.scripts.postpack).toBe('node ../../tooling/publish-manifest.mjs postpack');
  });
});

describe('given a patch of @laikas/ui versioned with changesets', () => {
  const manifest = (base: string, name: string) =>
    JSON.parse(readFileSync(join(base, 'packages', name, 'package.json'), 'utf8'));

  it('should leave the packages that take ui as a peer as published: same version, same peer range', () => {
    // The workspace's manifests (the lockfile names the package manager) and the changesets config in a folder of
    // their own, then `changeset version` on a patch of ui.
    const copy = mkdtempSync(join(tmpdir(), 'laikas-changeset-'));
    try {
      const workspaces: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
      const manifests = globSync(
        workspaces.map((workspace) => `${workspace}/package.json`),
        { cwd: root },
      );
      for (const file of ['package.json', 'package-lock.json', '.changeset/config.json', ...manifests]) {
        mkdirSync(dirname(join(copy, file)), { recursive: true });
        cpSync(join(root, file), join(copy, file));
      }
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
      writeFileSync(join(copy, '.changeset', 'a-fix.md'), '---\n"@laikas/ui": patch\n---\n\nA fix.\n');
      execFileSync(process.execPath, [join(root, 'node_modules/@changesets/cli/bin.js'), 'version'], {
        cwd: copy,
        stdio: 'pipe',
      });

      expect(manifest(copy, 'ui').version).not.toBe(manifest(root, 'ui').version);
      for (const name of ['timetable-grid', 'reservation-form']) {
        const [before, after] = [manifest(root, name), manifest(copy, name)];
        // A peer range still met stays as it is; a manifest changed under the same version would be published as two.
        expect({ version: after.version, peer: after.peerDependencies['@laikas/ui'] }, name).toEqual({
          version: before.version,
          peer: before.peerDependencies['@laikas/ui'],
        });
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
