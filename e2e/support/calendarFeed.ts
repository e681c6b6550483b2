import ICAL from 'ical.js';
import { inject } from './server';

/**
 * Fetches a calendar feed as a calendar app does: from outside the browser, without cookies. The address is the one
 * the app showed; only its path is taken, so the e2e server answers whatever APP_URL the address was made with.
 */
export async function fetchFeed(address: string): Promise<Response> {
  const { pathname } = new URL(address);
  return fetch(new URL(pathname, inject('baseUrl')), { headers: { accept: 'text/calendar' } });
}

export interface FeedOccurrence {
  uid: string;
  name: string;
  /** Local date in Vilnius, `YYYY-MM-DD`. */
  date: string;
  /** Local clock time in Vilnius, `HH:mm`. */
  time: string;
}

const vilnius = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Vilnius',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Every occurrence a feed gives (series expanded with ical.js, their exceptions applied), up to `limit` per event. */
export function occurrencesOf(content: string, limit = 200): FeedOccurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const components = calendar.getAllSubcomponents('vevent');
  const events = components
    .filter((component) => !component.hasProperty('recurrence-id'))
    .map((component) => new ICAL.Event(component));
  for (const exception of components.filter((component) => component.hasProperty('recurrence-id'))) {
    events.find((event) => event.uid === exception.getFirstPropertyValue('uid'))?.relateException(exception);
  }
  const local = (date: Date) => {
    const [day, time] = vilnius.format(date).split(' ');
    return { date: day!, time: time! };
  };
  return events.flatMap((event) => {
    if (!event.isRecurring()) {
      return [{ uid: event.uid, name: event.summary, ...local(event.startDate.toJSDate()) }];
    }
    const result: FeedOccurrence[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && result.length < limit; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      result.push({ uid: event.uid, name: details.item.summary, ...local(details.startDate.toJSDate()) });
    }
    return result;
  });
}

/** The ORGANIZER of the event `uid` names, as its common name and cal-address (issue 35). */
export function organizerOf(content: string, uid: string): { name: string; address: string } | undefined {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar
    .getAllSubcomponents('vevent')
    .find((component) => component.getFirstPropertyValue('uid') === uid && !component.hasProperty('recurrence-id'));
  const organizer = event?.getFirstProperty('organizer');
  return organizer
    ? { name: String(organizer.getParameter('cn')), address: String(organizer.getFirstValue()).toLowerCase() }
    : undefined;
}
