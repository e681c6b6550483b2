import { describe, expect, it } from 'vitest';
import { preloadedCall } from './web.js';

describe("the room page's preloaded call", () => {
  // Sunday 22 November 2026, 23:30 in Vilnius (21:30 UTC): still the week of Monday the 16th there.
  const now = new Date('2026-11-22T21:30:00Z');

  it('should name the week the page opens on: the one asked for, else the current one in the time zone', () => {
    expect(preloadedCall('/resources/4?week=2026-12-17', 'Europe/Vilnius', now)).toBe(
      '/api/resources/4/week?from=2026-12-14&to=2026-12-20',
    );
    expect(preloadedCall('/resources/4', 'Europe/Vilnius', now)).toBe(
      '/api/resources/4/week?from=2026-11-16&to=2026-11-22',
    );
    // An hour later in UTC it is Monday in Vilnius: the next week.
    expect(preloadedCall('/resources/4', 'Europe/Vilnius', new Date('2026-11-22T22:30:00Z'))).toBe(
      '/api/resources/4/week?from=2026-11-23&to=2026-11-29',
    );
    expect(preloadedCall('/resources/4?week=2026-02-30', 'Europe/Vilnius', now)).toBe(
      '/api/resources/4/week?from=2026-11-16&to=2026-11-22',
    );
  });

  it('should leave every other page alone', () => {
    for (const url of ['/', '/resources', '/resources/glance', '/resources/4/edit', '/admin/resources/4']) {
      expect(preloadedCall(url, 'Europe/Vilnius', now), url).toBeUndefined();
    }
  });
});
