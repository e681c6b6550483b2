import { describe, expect, it } from 'vitest';
import { checkRemote, checkTimes, DEFAULT_RESOURCE_SETTINGS, resolveSettings } from './resourceRules.js';

const m = (hours: number, minutes = 0) => hours * 60 + minutes;
const defaults = DEFAULT_RESOURCE_SETTINGS;

describe('checkTimes of a lecture on the default academic slots', () => {
  it.each([
    { name: 'one slot', start: m(8, 20), end: m(9, 50), field: undefined },
    { name: 'the first slot', start: m(7), end: m(8), field: undefined },
    { name: 'two slots across the 09:50 gap', start: m(8, 20), end: m(11, 30), field: undefined },
    { name: 'two adjacent slots without a gap', start: m(7), end: m(8, 20), field: undefined },
    { name: 'the whole day', start: m(7), end: m(20, 10), field: undefined },
    { name: 'a start inside a slot', start: m(8, 30), end: m(9, 50), field: 'from' },
    { name: 'a start in a gap', start: m(9, 50), end: m(11, 30), field: 'from' },
    { name: 'an end inside a slot', start: m(10), end: m(11), field: 'to' },
    { name: 'an end in a gap', start: m(10), end: m(12), field: 'to' },
    { name: 'an end before the start', start: m(10), end: m(8, 20), field: 'to' },
    { name: 'zero length', start: m(10), end: m(10), field: 'to' },
  ])('given $name, should flag $field', ({ start, end, field }) => {
    const errors = checkTimes('lecture', start, end, defaults);
    expect(Object.keys(errors)).toEqual(field ? [field] : []);
  });
});

describe('checkTimes of an event', () => {
  it.each([
    { name: 'a slot on 30-minute steps', start: m(10), end: m(11, 30), field: undefined },
    { name: 'half an hour', start: m(8), end: m(8, 30), field: undefined },
    { name: 'a start off the step', start: m(8, 20), end: m(9), field: 'from' },
    { name: 'an end off the step', start: m(8), end: m(8, 50), field: 'to' },
    { name: 'a span over the 09:50 gap', start: m(9), end: m(10, 30), field: 'to' },
    { name: 'a span over the 11:30 gap (not allowed for events)', start: m(10), end: m(13), field: 'to' },
    { name: 'a start in the night gap', start: m(6, 30), end: m(7, 30), field: 'from' },
    { name: 'a span into the evening gap', start: m(20), end: m(20, 30), field: 'to' },
  ])('given $name, should flag $field', ({ start, end, field }) => {
    const errors = checkTimes('event', start, end, defaults);
    expect(Object.keys(errors)).toEqual(field ? [field] : []);
  });
});

describe('checkTimes with resource settings', () => {
  const open = resolveSettings({ available_slots: [], forbidden_slots: [] });
  it.each([
    { name: 'below min_duration', settings: { ...open, min_duration: 60 }, start: m(10), end: m(10, 30), field: 'to' },
    { name: 'at min_duration', settings: { ...open, min_duration: 60 }, start: m(10), end: m(11), field: undefined },
    { name: 'above max_duration', settings: { ...open, max_duration: 120 }, start: m(10), end: m(12, 30), field: 'to' },
    { name: 'at max_duration', settings: { ...open, max_duration: 120 }, start: m(10), end: m(12), field: undefined },
    {
      name: 'a start before the daily window',
      settings: { ...open, from: { hours: 8, minutes: 0 }, to: { hours: 18, minutes: 0 } },
      start: m(7, 30),
      end: m(9),
      field: 'from',
    },
    {
      name: 'an end after the daily window',
      settings: { ...open, from: { hours: 8, minutes: 0 }, to: { hours: 18, minutes: 0 } },
      start: m(17),
      end: m(18, 30),
      field: 'to',
    },
    { name: 'an event until midnight without gaps', settings: open, start: m(22), end: m(24), field: undefined },
  ])('given $name, should flag $field', ({ settings, start, end, field }) => {
    expect(Object.keys(checkTimes('event', start, end, settings))).toEqual(field ? [field] : []);
  });

  it('should take a resource that overrides the slots', () => {
    const settings = resolveSettings({
      available_slots: [
        { from: { hours: 9, minutes: 0 }, to: { hours: 12, minutes: 0 } },
        { from: { hours: 13, minutes: 0 }, to: { hours: 16, minutes: 0 } },
      ],
      forbidden_slots: [{ from: { hours: 12, minutes: 0 }, to: { hours: 13, minutes: 0 } }],
    });
    expect(checkTimes('lecture', m(9), m(16), settings)).toEqual({});
    expect(checkTimes('lecture', m(8, 20), m(9, 50), settings)).toHaveProperty('from');
    expect(checkTimes('event', m(11), m(12, 30), settings)).toHaveProperty('to');
  });
});

describe('resolveSettings', () => {
  it('should fill what a resource leaves empty with the defaults', () => {
    const settings = resolveSettings({ available_spaces: null, available_slots: null, max_duration: 90 });
    expect(settings.available_spaces).toBe(1);
    expect(settings.available_slots).toEqual(DEFAULT_RESOURCE_SETTINGS.available_slots);
    expect(settings.max_duration).toBe(90);
  });
});

describe('checkRemote', () => {
  const remote = { ...defaults, allow_remote_reservations: true };
  it.each([
    {
      name: 'an on-site reservation anywhere',
      isRemote: 0 as const,
      address: null,
      settings: defaults,
      field: undefined,
    },
    {
      name: 'remote on a resource without remote',
      isRemote: 1 as const,
      address: 'https://meet.example/x',
      settings: defaults,
      field: 'is_remote',
    },
    {
      name: 'remote without an address',
      isRemote: 1 as const,
      address: null,
      settings: remote,
      field: 'remote_address',
    },
    {
      name: 'remote with an ftp address',
      isRemote: 1 as const,
      address: 'ftp://files.example',
      settings: remote,
      field: 'remote_address',
    },
    { name: 'remote with text', isRemote: 1 as const, address: 'room 101', settings: remote, field: 'remote_address' },
    {
      name: 'remote with an https address',
      isRemote: 1 as const,
      address: 'https://meet.example/abc',
      settings: remote,
      field: undefined,
    },
    {
      name: 'remote with an http address',
      isRemote: 1 as const,
      address: 'http://zoom.example/j/1',
      settings: remote,
      field: undefined,
    },
  ])('given $name, should flag $field', ({ isRemote, address, settings, field }) => {
    expect(Object.keys(checkRemote(isRemote, address, settings))).toEqual(field ? [field] : []);
  });
});
