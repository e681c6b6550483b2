import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { inject } from '../support/server';

/*
 * Issue 35: the e2e support's API client is typed from the OpenAPI document the server serves. The types are
 * generated (openapi-typescript) into support/api-schema.d.ts; this test fails while they are stale, and
 * `npm run api-types -w @laikas/e2e` (API_TYPES=write) writes them anew.
 */

const file = join(import.meta.dirname, '../support/api-schema.d.ts');
const HEADER = '// Generated from /api/openapi.json by `npm run api-types -w @laikas/e2e`: do not edit.\n';

describe('the typed API client of the e2e support', () => {
  it('should be generated from the document the server serves now', async () => {
    const document = await (await fetch(new URL('/api/openapi.json?lang=en', inject('baseUrl')))).json();
    const generated = HEADER + astToString(await openapiTS(document, { alphabetize: true }));
    if (process.env.API_TYPES === 'write') {
      writeFileSync(file, generated);
    }
    expect(readFileSync(file, 'utf8'), 'stale: run `npm run api-types -w @laikas/e2e`').toBe(generated);
  });
});
