import ICAL from 'ical.js';

export type ParsedEvent = InstanceType<typeof ICAL.Event>;

/**
 * A calendar (a feed, an e-mail's attachment, a reservation's file) read by ical.js, a parser independent of the one
 * that wrote it: its events, each exception (RECURRENCE-ID) related to its series.
 */
export function parseCalendar(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const components = calendar.getAllSubcomponents('vevent');
  const masters = components.filter((component) => !component.hasProperty('recurrence-id'));
  const events = masters.map((component) => new ICAL.Event(component));
  for (const exception of components.filter((component) => component.hasProperty('recurrence-id'))) {
    const uid = exception.getFirstPropertyValue('uid');
    const master = events.find((event) => event.uid === uid);
    if (!master) {
      throw new Error(`An exception without its series: ${String(uid)}`);
    }
    master.relateException(new ICAL.Event(exception));
  }
  return { calendar, events };
}
