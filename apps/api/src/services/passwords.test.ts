import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { passwordSchema } from '@laikas/contract';
import {
  CHEAPEST_PASSWORD_HASHING,
  hashPassword,
  OWASP_PASSWORD_HASHING,
  temporaryPassword,
  verifyPassword,
} from './passwords.js';

describe('password hashing', () => {
  it.each([
    { name: 'production', env: { NODE_ENV: 'production' } },
    { name: 'development', env: {} },
  ])('should hash with argon2id at the OWASP baseline given the $name configuration', async ({ env }) => {
    const { passwordHashing } = loadConfig(env);
    expect(passwordHashing).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const stored = await hashPassword('slaptas123', passwordHashing);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'slaptas123', passwordHashing)).toBe(true);
  });

  it('should hash at the OWASP baseline when no cost is given (command-line tools, demo seed)', async () => {
    expect(OWASP_PASSWORD_HASHING).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await hashPassword('slaptas123')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('should hash with the cheapest argon2id parameters when a test suite asks for them', async () => {
    const stored = await hashPassword('slaptas123', CHEAPEST_PASSWORD_HASHING);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(stored, 'slaptas123', CHEAPEST_PASSWORD_HASHING)).toBe(true);
    expect(await verifyPassword(stored, 'slaptas124', CHEAPEST_PASSWORD_HASHING)).toBe(false);
  });

  it('should verify a hash by the parameters stored in it, whatever the current cost', async () => {
    const strong = await hashPassword('slaptas123', OWASP_PASSWORD_HASHING);
    expect(await verifyPassword(strong, 'slaptas123', CHEAPEST_PASSWORD_HASHING)).toBe(true);
  });

  it.each([
    { name: 'an account without a password', stored: null },
    { name: 'a stored value that is not a hash', stored: 'not-a-hash' },
  ])('should refuse any password given $name', async ({ stored }) => {
    expect(await verifyPassword(stored, 'slaptas123', CHEAPEST_PASSWORD_HASHING)).toBe(false);
  });
});

// Issue 15: the password an administrator's reset sets must itself pass the password rule, and differ each time.
describe('temporaryPassword', () => {
  it('should always meet the password rule and never repeat', () => {
    const made = Array.from({ length: 500 }, () => temporaryPassword());
    for (const password of made) {
      expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(passwordSchema.safeParse(password).success).toBe(true);
    }
    expect(new Set(made).size).toBe(made.length);
  });
});
