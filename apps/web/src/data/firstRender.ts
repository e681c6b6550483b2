import type { ResourceWeek } from '@laikas/contract';
import { unstable_serialize } from 'swr';
import { inlinedAnswers } from './inlined';
import { keys } from './keys';
import { shownWeek } from './reservations';
import { signedInUser, type SessionUser } from './session';

const ROOM_WEEK = /^\/api\/resources\/(\d+)\/week\?from=(\d{4}-\d{2}-\d{2})&to=(\d{4}-\d{2}-\d{2})$/;

/**
 * SWR's `fallback` for the app's first render, from the answers inlined in the page (issue 18): under each call's
 * key what its hook makes of the answer, so that the frame and the screen draw with their data at once instead of
 * rendering again as each call answers. The hooks' revalidation on mount takes the same answers (`takeInlinedAnswer`
 * in the client) instead of asking the server.
 */
export function firstRenderData(): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const [url, body] of inlinedAnswers()) {
    const room = ROOM_WEEK.exec(url);
    if (url === keys.user()) {
      fallback[keys.user()] = signedInUser(body.data as SessionUser | undefined);
    } else if (url === keys.settings()) {
      fallback[keys.settings()] = body.data;
    } else if (room) {
      fallback[unstable_serialize(keys.resourceWeek(Number(room[1]), room[2]!, room[3]!))] = shownWeek(
        body.data as ResourceWeek,
      );
    }
  }
  return fallback;
}
