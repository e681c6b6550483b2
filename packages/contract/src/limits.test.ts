import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';

/** The paths of arrays without `maxItems` in a JSON schema. */
function unboundedArrays(schema: unknown, path = '$'): string[] {
  if (schema === null || typeof schema !== 'object') {
    return [];
  }
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  if (node.type === 'array' && node.maxItems === undefined) {
    found.push(path);
  }
  for (const [key, child] of Object.entries(node)) {
    if (Array.isArray(child)) {
      child.forEach((item, index) => found.push(...unboundedArrays(item, `${path}.${key}[${index}]`)));
    } else if (typeof child === 'object') {
      found.push(...unboundedArrays(child, `${path}.${key}`));
    }
  }
  return found;
}

// Issue 13, finding 1: every list a client sends has a cap (422 beyond), so no request makes the server read, write
// or answer without bound. Request schemas are the contract's `…BodySchema` and `…QuerySchema` exports.
describe('request schemas of @laikas/contract', () => {
  const requests = Object.entries(contract).filter(
    ([name, value]) => /(Body|Query)Schema$/.test(name) && value instanceof z.ZodType,
  );

  it('should be found, and an unbounded list in one would be seen', () => {
    expect(requests.map(([name]) => name)).toContain('reservationBodySchema');
    const unbounded = z.object({ ids: z.array(z.number()), capped: z.array(z.number()).max(3) });
    expect(unboundedArrays(z.toJSONSchema(unbounded, { io: 'input' }))).toEqual(['$.properties.ids']);
  });

  it('should cap every list (add `.max(…)`, see LIST_LIMITS in common.ts)', () => {
    const unbounded = requests.flatMap(([name, schema]) =>
      unboundedArrays(z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' })).map(
        (path) => `${name} ${path}`,
      ),
    );
    expect(unbounded).toEqual([]);
  });
});
