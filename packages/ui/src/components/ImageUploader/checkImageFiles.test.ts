import { describe, expect, it } from 'vitest';
import { checkImageFiles, DEFAULT_MAX_IMAGE_BYTES, formatMegabytes } from './checkImageFiles';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = 'image/jpeg') => ({ name, size, type });

describe('checkImageFiles', () => {
  it.each([
    {
      name: 'images within the limit',
      files: [file('a.jpg', MB), file('b.png', 2 * MB, 'image/png')],
      options: {},
      accepted: ['a.jpg', 'b.png'],
      rejected: [],
    },
    {
      name: 'an image of exactly 4 MB',
      files: [file('exact.jpg', DEFAULT_MAX_IMAGE_BYTES)],
      options: {},
      accepted: ['exact.jpg'],
      rejected: [],
    },
    {
      name: 'an image one byte over 4 MB',
      files: [file('big.jpg', DEFAULT_MAX_IMAGE_BYTES + 1)],
      options: {},
      accepted: [],
      rejected: [['big.jpg', 'tooBig']],
    },
    {
      name: 'a document',
      files: [file('timetable.pdf', 1000, 'application/pdf')],
      options: {},
      accepted: [],
      rejected: [['timetable.pdf', 'notImage']],
    },
    {
      name: 'a smaller own limit',
      files: [file('a.jpg', 2 * MB)],
      options: { maxBytes: MB },
      accepted: [],
      rejected: [['a.jpg', 'tooBig']],
    },
    {
      name: 'more files than allowed',
      files: [file('a.jpg', 10), file('b.jpg', 10), file('c.jpg', 10)],
      options: { maxFiles: 3, existingCount: 1 },
      accepted: ['a.jpg', 'b.jpg'],
      rejected: [['c.jpg', 'tooMany']],
    },
    {
      name: 'a full list',
      files: [file('a.jpg', 10)],
      options: { maxFiles: 2, existingCount: 2 },
      accepted: [],
      rejected: [['a.jpg', 'tooMany']],
    },
    {
      name: 'refused files that do not use up the count',
      files: [file('big.jpg', 5 * MB), file('a.jpg', 10)],
      options: { maxFiles: 1 },
      accepted: ['a.jpg'],
      rejected: [['big.jpg', 'tooBig']],
    },
  ])('should sort out $name', ({ files, options, accepted, rejected }) => {
    const result = checkImageFiles(files, options);
    expect(result.accepted.map((entry) => entry.name)).toEqual(accepted);
    expect(result.rejected.map((entry) => [entry.file.name, entry.reason])).toEqual(rejected);
  });
});

describe('formatMegabytes', () => {
  it.each([
    { bytes: 4 * MB, text: '4' },
    { bytes: 1.5 * MB, text: '1.5' },
    { bytes: 10 * MB, text: '10' },
    { bytes: 300 * 1024, text: '0.3' },
  ])('should write $bytes bytes as $text MB', ({ bytes, text }) => {
    expect(formatMegabytes(bytes)).toBe(text);
  });
});
