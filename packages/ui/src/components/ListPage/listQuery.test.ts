import {
  adminReservationListQuerySchema,
  adminResourceListQuerySchema,
  auditListQuerySchema,
  reportFiltersSchema,
} from '@laikas/contract';
import { describe, expect, it } from 'vitest';
import { readListQuery, writeListQuery } from './listQuery';

const params = (text: string) => new URLSearchParams(text);

describe('readListQuery', () => {
  it.each([
    ['an empty address gives the defaults', '', { page: 1, per_page: 25, sort: 'name', direction: 'asc' }],
    ['numbers are parsed', 'page=3&per_page=50', { page: 3, per_page: 50, sort: 'name', direction: 'asc' }],
    [
      'a refused page size falls back to 25',
      'per_page=7&page=2',
      { page: 2, per_page: 25, sort: 'name', direction: 'asc' },
    ],
    [
      'a refused sort falls back alone',
      'sort=price&search=salė',
      { page: 1, per_page: 25, search: 'salė', sort: 'name', direction: 'asc' },
    ],
    ['an emptied text box is no filter', 'search=&page=2', { page: 2, per_page: 25, sort: 'name', direction: 'asc' }],
    ['unknown parameters are ignored', 'colour=red', { page: 1, per_page: 25, sort: 'name', direction: 'asc' }],
  ])('%s', (_name, address, expected) => {
    expect(readListQuery(adminResourceListQuerySchema, params(address))).toEqual(expected);
  });

  it('should keep valid filters when one date is not a date', () => {
    const query = readListQuery(
      adminReservationListQuerySchema,
      params('status=approved&from=yesterday&to=2026-12-01'),
    );
    expect(query).toMatchObject({ status: 'approved', to: '2026-12-01' });
    expect(query.from).toBeUndefined();
  });

  it('should read the audit log filters of a history link', () => {
    expect(readListQuery(auditListQuerySchema, params('entity_type=resource&entity_id=3'))).toMatchObject({
      entity_type: 'resource',
      entity_id: '3',
      page: 1,
    });
  });

  describe('given a schema with list filters', () => {
    const reportQuery = reportFiltersSchema.partial({ from: true, to: true });

    it.each([
      ['a repeated parameter is a list', 'resources=3&resources=4&tags=a', { resources: [3, 4], tags: ['a'] }],
      ['one value is a list of one', 'groups=7', { groups: [7] }],
      ['a refused value of a list is left out alone', 'resources=x&resources=5&resources=0', { resources: [5] }],
      ['a list of refused values is no filter', 'resources=x&type=lecture', { type: 'lecture' }],
      ['a single-valued parameter repeated is refused', 'type=lecture&type=event', {}],
    ])('%s', (_name, address, expected) => {
      expect(readListQuery(reportQuery, params(address))).toEqual(expected);
    });
  });

  it('should say so when the schema refuses even an empty query', () => {
    const strict = { safeParse: () => ({ success: false as const, error: { issues: [{ path: [] }] } }) };
    expect(() => readListQuery(strict, params(''))).toThrow(/refuses an empty query/);
  });
});

describe('writeListQuery', () => {
  const defaults = readListQuery(adminResourceListQuerySchema, params(''));

  it.each([
    ['a filter goes back to the first page', 'page=3', { search: 'salė' }, 'search=sal%C4%97'],
    ['a page keeps the filters', 'search=a', { page: 2 }, 'search=a&page=2'],
    ['the first page is not written', 'page=3', { page: 1 }, ''],
    ['a default value is removed', 'sort=capacity&direction=desc', { sort: 'name', direction: 'asc' }, ''],
    ['an emptied filter is removed', 'search=a&per_page=50', { search: '' }, 'per_page=50'],
    ['undefined removes a filter', 'search=a', { search: undefined }, ''],
    ['other parameters stay', 'tab=items', { direction: 'desc' }, 'tab=items&direction=desc'],
  ] as const)('%s', (_name, address, changes, expected) => {
    expect(writeListQuery(params(address), changes, defaults).toString()).toBe(expected);
  });

  it.each([
    ['a list is the parameter repeated', 'tags=a', { resources: [3, 4] }, 'tags=a&resources=3&resources=4'],
    ['a new list replaces the old', 'resources=1&tags=a&resources=2', { resources: [5] }, 'tags=a&resources=5'],
    ['an empty list is no filter', 'resources=1&resources=2', { resources: [] }, ''],
  ] as const)('%s', (_name, address, changes, expected) => {
    expect(writeListQuery(params(address), changes, {}).toString()).toBe(expected);
  });

  it('should not change the address it was given', () => {
    const current = params('page=3');
    writeListQuery(current, { search: 'x' }, defaults);
    expect(current.toString()).toBe('page=3');
  });
});
