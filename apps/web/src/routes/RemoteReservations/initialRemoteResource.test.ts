import { describe, expect, it } from 'vitest';
import { ALL_MINE, initialRemoteResource } from './initialRemoteResource';

const remoteEnabled = [{ id: 3 }, { id: 7 }, { id: 9 }];

describe('initialRemoteResource', () => {
  it.each([
    { name: 'the stored choice first', stored: '9', subscribed: 7, expected: 9 },
    { name: 'the subscribed calendar when nothing is stored', stored: null, subscribed: 7, expected: 7 },
    { name: 'the first resource when neither', stored: null, subscribed: null, expected: 3 },
    { name: 'all mine when that was stored', stored: ALL_MINE, subscribed: 7, expected: null },
    { name: 'past a stored resource that is no longer remote-enabled', stored: '4', subscribed: 7, expected: 7 },
    { name: 'past a subscribed resource that is not remote-enabled', stored: null, subscribed: 4, expected: 3 },
    { name: 'all mine when no resource is remote-enabled', stored: null, subscribed: null, expected: null, list: [] },
  ])('should take $name', ({ stored, subscribed, expected, list }) => {
    expect(initialRemoteResource(stored, subscribed, list ?? remoteEnabled)).toBe(expected);
  });
});
