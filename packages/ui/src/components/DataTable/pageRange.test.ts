import { describe, expect, it } from 'vitest';
import { clampPage, getPageRange } from './pageRange';

describe('getPageRange', () => {
  it.each([
    {
      name: 'the first of many pages',
      pageIndex: 0,
      pageSize: 25,
      total: 1000,
      range: { from: 1, to: 25, total: 1000 },
    },
    { name: 'a middle page', pageIndex: 1, pageSize: 25, total: 1000, range: { from: 26, to: 50, total: 1000 } },
    { name: 'a short last page', pageIndex: 3, pageSize: 50, total: 170, range: { from: 151, to: 170, total: 170 } },
    { name: 'an empty table', pageIndex: 0, pageSize: 25, total: 0, range: { from: 0, to: 0, total: 0 } },
    { name: 'a page past the end', pageIndex: 9, pageSize: 25, total: 30, range: { from: 0, to: 0, total: 30 } },
  ])('should give the rows of $name', ({ pageIndex, pageSize, total, range }) => {
    expect(getPageRange(pageIndex, pageSize, total)).toEqual(range);
  });
});

describe('clampPage', () => {
  it.each([
    { name: 'a page inside the range', page: 3, lastPage: 5, clamped: 3 },
    { name: 'a page before the first', page: 0, lastPage: 5, clamped: 1 },
    { name: 'a page after the last', page: 9, lastPage: 5, clamped: 5 },
    { name: 'an empty list', page: 2, lastPage: 0, clamped: 1 },
    { name: 'not a number', page: Number.NaN, lastPage: 5, clamped: 1 },
  ])('should keep $name within 1..last_page', ({ page, lastPage, clamped }) => {
    expect(clampPage(page, lastPage)).toBe(clamped);
  });
});
