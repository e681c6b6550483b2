import { describe, expect, it } from 'vitest';
import { canReserveRemotely, getChosenResources, type ReservationResource } from './resources';
import { getTimeOptions, textToTime, timeToText } from './timeOptions';

describe('getTimeOptions', () => {
  it('should offer starts from 00:00 to 23:30 in 30-minute steps', () => {
    const options = getTimeOptions('from');
    expect(options).toHaveLength(48);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(options.at(-1)).toBe('23:30');
  });

  it('should offer ends from 00:30 to 24:00', () => {
    const options = getTimeOptions('to');
    expect(options).toHaveLength(48);
    expect(options[0]).toBe('00:30');
    expect(options.at(-1)).toBe('24:00');
  });

  it.each([
    { name: 'a time on the grid', current: { hours: 10, minutes: 0 }, length: 48 },
    { name: "a lecture's 08:20", current: { hours: 8, minutes: 20 }, length: 49 },
  ])('given $name, should have $length options with it in order', ({ current, length }) => {
    const options = getTimeOptions('from', current);
    expect(options).toHaveLength(length);
    expect(options).toEqual([...options].sort());
    expect(options).toContain(timeToText(current));
  });
});

describe('timeToText and textToTime', () => {
  it.each([
    { text: '08:20', time: { hours: 8, minutes: 20 } },
    { text: '24:00', time: { hours: 24, minutes: 0 } },
  ])('should turn $text into $time and back', ({ text, time }) => {
    expect(textToTime(text)).toEqual(time);
    expect(timeToText(time)).toBe(text);
  });

  it('should give null for nothing', () => {
    expect(textToTime(null)).toBeNull();
    expect(timeToText(null)).toBeNull();
  });
});

describe('canReserveRemotely', () => {
  const resources: ReservationResource[] = [
    { id: 1, name: 'Auditorija 101', settings: { allow_remote_reservations: true } },
    { id: 2, name: 'Laboratorija', settings: { allow_remote_reservations: false } },
    { id: 3, name: 'Salė', settings: { allow_remote_reservations: true } },
    { id: 4, name: 'Be nustatymų', settings: null },
  ];
  it.each([
    { name: 'nothing chosen', ids: [], remote: false },
    { name: 'one resource that allows it', ids: [1], remote: true },
    { name: 'one resource that does not', ids: [2], remote: false },
    { name: 'a resource without settings', ids: [4], remote: false },
    { name: 'a batch where all allow it', ids: [1, 3], remote: true },
    { name: 'a batch where one does not', ids: [1, 2], remote: false },
    { name: 'an unknown resource', ids: [99], remote: false },
  ])('given $name, should offer remote: $remote', ({ ids, remote }) => {
    expect(canReserveRemotely(resources, ids)).toBe(remote);
  });

  it('should keep the order chosen', () => {
    expect(getChosenResources(resources, [3, 1]).map((resource) => resource.id)).toEqual([3, 1]);
  });
});
