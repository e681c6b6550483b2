import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureWritableFolder } from './startup.js';

describe('ensureWritableFolder', () => {
  it('given a folder that does not exist yet, should make it and leave nothing in it', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'laikas-startup-')), 'uploads');
    ensureWritableFolder('UPLOAD_DIR', folder);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('given a file where the folder should be, should name the setting and say so', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'laikas-startup-')), 'uploads');
    writeFileSync(file, '');
    expect(() => ensureWritableFolder('UPLOAD_DIR', file)).toThrow(
      `UPLOAD_DIR ${file} is not a folder this process can write: it is a file, not a folder`,
    );
  });

  // A start with UPLOAD_DIR=/proc passed the access check (root may "write" anywhere by permission bits) and then
  // failed while writing the demo's pictures with a stack trace. A folder is writable when a file can be written in it.
  it('given a folder no file can be written in, should refuse it before the server starts', () => {
    expect(() => ensureWritableFolder('UPLOAD_DIR', '/proc')).toThrow(
      /^UPLOAD_DIR \/proc is not a folder this process can write: /,
    );
  });
});
