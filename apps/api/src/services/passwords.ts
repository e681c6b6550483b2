import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { type PasswordHashing } from '../config.js';

/** The OWASP baseline for argon2id (m=19 MiB, t=2, p=1): what production hashes with. */
export const OWASP_PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The cheapest parameters argon2 allows (8 KiB per lane, one pass). Only for test suites, which create hundreds
 * of users: a hash costs microseconds instead of a few hundred milliseconds. Never use it for real accounts.
 */
export const CHEAPEST_PASSWORD_HASHING: PasswordHashing = { memoryCost: 8, timeCost: 1, parallelism: 1 };

/** An argon2id PHC string (@node-rs/argon2's default algorithm; passwords.test.ts checks it). */
export function hashPassword(password: string, hashing: PasswordHashing = OWASP_PASSWORD_HASHING): Promise<string> {
  return hash(password, { ...hashing });
}

// A real hash of a random password, verified when the uid is unknown so that a wrong uid and a wrong
// password take the same time (no timing hint which part was wrong). One per set of parameters: the decoy
// must cost what a real account's hash costs. (verify() reads the parameters of a real hash from its PHC string.)
const decoyHashes = new Map<string, Promise<string>>();

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
  hashing: PasswordHashing = OWASP_PASSWORD_HASHING,
): Promise<boolean> {
  if (!passwordHash) {
    const key = `${hashing.memoryCost}:${hashing.timeCost}:${hashing.parallelism}`;
    let decoy = decoyHashes.get(key);
    if (!decoy) {
      decoy = hashPassword(crypto.randomUUID(), hashing);
      decoyHashes.set(key, decoy);
    }
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

// No look-alikes (0/O, 1/l/I): an administrator reads the temporary password out or copies it by hand.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

/**
 * A temporary password for an administrator's reset (issue 15): three groups of four, letters and digits
 * (`kqzt-4m7a-pw2h`), about 60 bits from the CSPRNG; it always meets the password rule (a letter and a digit).
 */
export function temporaryPassword(): string {
  const alphabet = LETTERS + DIGITS;
  const characters = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)] as string);
  // One letter and one digit at two different places, wherever the rest fell.
  const letterAt = randomInt(12);
  const digitAt = (letterAt + 1 + randomInt(11)) % 12;
  characters[letterAt] = LETTERS[randomInt(LETTERS.length)] as string;
  characters[digitAt] = DIGITS[randomInt(DIGITS.length)] as string;
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}
