import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, retryWhileUnavailable } from './unavailable.js';

const away = () => new Error('Connection terminated unexpectedly');
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('isDatabaseUnavailable', () => {
  it('should know a cut or refused connection and a server shutting down, also as a cause', () => {
    expect(isDatabaseUnavailable(away())).toBe(true);
    expect(isDatabaseUnavailable(refused())).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: refused() }))).toBe(true);
  });

  it('should not take a wrong statement or a clash for an outage', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selec"'))).toBe(false);
  });
});

describe('retryWhileUnavailable', () => {
  it('should run the work again while the database is away and answer what it answers once it is back', async () => {
    let calls = 0;
    const answer = await retryWhileUnavailable(async () => {
      calls += 1;
      if (calls < 3) {
        throw refused();
      }
      return 'marked';
    }, 5_000);
    expect(answer).toBe('marked');
    expect(calls).toBe(3);
  });

  it('should throw any other error at once, without running the work again', async () => {
    let calls = 0;
    const clash = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      retryWhileUnavailable(async () => {
        calls += 1;
        throw clash;
      }, 5_000),
    ).rejects.toBe(clash);
    expect(calls).toBe(1);
  });

  it('should give up with the outage once the next try would fall past its time', async () => {
    let calls = 0;
    await expect(
      retryWhileUnavailable(async () => {
        calls += 1;
        throw away();
      }, 100),
    ).rejects.toThrow('Connection terminated');
    expect(calls).toBe(1);
  });
});
