import type { ResourceWeek } from '@laikas/contract';
import { unstable_serialize, type Key } from 'swr';
import { readKey } from './calls';
import { inlinedAnswers } from './inlined';
import { keys } from './keys';
import { shownWeek } from './reservations';
import { signedInUser, type SessionUser } from './session';

const DATE = String.raw`(\d{4}-\d{2}-\d{2})`;

/**
 * For each call of a page's first screen (the addresses the API's `firstScreenPlan` asks, issue 33), the key its
 * hook reads under and what the hook makes of the answer's `data`: an area for a read of one address (`useGet`, under
 * `readKey(area, url)`, the answer as it is), or the key and the shape of a hook of its own.
 */
const FIRST_SCREEN_CALLS: [RegExp, string | ((match: RegExpExecArray, data: unknown) => [Key, unknown])][] = [
  [/^\/api\/user$/, (_, data) => [keys.user(), signedInUser(data as SessionUser | undefined)]],
  [/^\/api\/settings$/, 'settings'],
  [
    new RegExp(`^/api/resources/(\\d+)/week\\?from=${DATE}&to=${DATE}$`),
    (match, data) => [keys.resourceWeek(Number(match[1]), match[2]!, match[3]!), shownWeek(data as ResourceWeek)],
  ],
  [new RegExp(`^/api/group-timetables/(\\d+)/reservations\\?from=${DATE}&to=${DATE}$`), 'reservations'],
  [new RegExp(`^/api/rooms/glance\\?from=${DATE}&to=${DATE}$`), 'reservations'],
  [/^\/api\/resources\/(\d+)$/, 'resources'],
  [/^\/api\/reservations\/(\d+)$/, 'reservations'],
  [/^\/api\/reservations\?showUserReservations=1&per_page=100$/, 'reservations'],
  [/^\/api\/group-timetables\/mine$/, 'timetables'],
];

/**
 * SWR's `fallback` for the app's first render, from the answers inlined in the page (issue 18): under each call's
 * key what its hook makes of the answer, so that the frame and the screen draw with their data at once instead of
 * rendering again as each call answers. The hooks' revalidation on mount takes the same answers (`takeInlinedAnswer`
 * in the client) instead of asking the server.
 */
export function firstRenderData(): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const [url, body] of inlinedAnswers()) {
    for (const [pattern, shape] of FIRST_SCREEN_CALLS) {
      const match = pattern.exec(url);
      if (match) {
        const [key, data] = typeof shape === 'string' ? [readKey(shape, url), body.data] : shape(match, body.data);
        fallback[unstable_serialize(key)] = data;
        break;
      }
    }
  }
  return fallback;
}
