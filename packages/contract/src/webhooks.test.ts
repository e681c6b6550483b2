import { describe, expect, it } from 'vitest';
import { webhookBodySchema } from './webhooks.js';

describe('webhookBodySchema', () => {
  it.each(['', '   '])('should say an empty address (%j) is required, not that it lacks http://', (url) => {
    const result = webhookBodySchema.safeParse({ url, events: ['reservation.created'] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['url'], code: 'too_small', origin: 'string', minimum: 1 }),
    ]);
  });

  it('should say an address without http:// must start with it', () => {
    const result = webhookBodySchema.safeParse({ url: 'example.org/hook', events: ['reservation.created'] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['schema.webhookUrl']);
  });
});
