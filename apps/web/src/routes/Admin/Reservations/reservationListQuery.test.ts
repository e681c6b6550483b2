import { readListQuery, writeListQuery } from '@laikas/ui/list-query';
import { describe, expect, it } from 'vitest';
import { apiQueryOf, emptyListOf, reservationListQuerySchema } from './reservationListQuery';

const read = (address: string) => readListQuery(reservationListQuerySchema, new URLSearchParams(address));

describe('reservationListQuerySchema', () => {
  it.each([
    ['the screen opens on pending ones', '', 'pending', 'pending'],
    ['all asks the API for every status', 'status=all', 'all', undefined],
    ['a chosen status is kept', 'status=rejected', 'rejected', 'rejected'],
    ['an unknown status falls back to pending', 'status=lost', 'pending', 'pending'],
  ])('%s', (_name, address, status, apiStatus) => {
    const query = read(address);
    expect(query.status).toBe(status);
    expect(apiQueryOf(query).status).toBe(apiStatus);
  });

  it('should write all but not the default pending to the address', () => {
    const defaults = read('');
    expect(writeListQuery(new URLSearchParams(), { status: 'all' }, defaults).toString()).toBe('status=all');
    expect(writeListQuery(new URLSearchParams('status=all'), { status: 'pending' }, defaults).toString()).toBe('');
  });

  it('should read the ids and dates the filters write', () => {
    expect(read('resource_id=4&user_id=12&from=2026-12-01')).toMatchObject({
      resource_id: 4,
      user_id: 12,
      from: '2026-12-01',
      page: 1,
      per_page: 25,
    });
  });
});

describe('emptyListOf', () => {
  it.each([
    ['the address as the screen opens', '', 'queue'],
    ['pending named in the address', 'status=pending', 'queue'],
    ['another page of the queue', 'page=2&per_page=50', 'queue'],
    ['every status and nothing else', 'status=all', 'none'],
    ['every status on another page', 'status=all&page=2', 'none'],
    ['approved ones only', 'status=approved', 'filtered'],
    ['every status of a room', 'status=all&resource_id=4', 'filtered'],
    ['a search', 'search=seminaras', 'filtered'],
    ['a room', 'resource_id=4', 'filtered'],
    ['a person', 'user_id=12', 'filtered'],
    ['a group', 'group_id=7', 'filtered'],
    ['a range', 'from=2026-12-01&to=2026-12-31', 'filtered'],
  ])('%s', (_name, address, says) => {
    expect(emptyListOf(read(address))).toBe(says);
  });
});
