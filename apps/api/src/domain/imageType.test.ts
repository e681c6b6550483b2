import { describe, expect, it } from 'vitest';
import { formatOfName, recordedFileName, sniffImage } from './imageType.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImage', () => {
  it.each([
    { name: 'JPEG', head: bytes(0xff, 0xd8, 0xff, 0xe0), expected: 'jpeg' },
    { name: 'PNG', head: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), expected: 'png' },
    { name: 'WebP', head: text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), expected: 'webp' },
    { name: 'SVG', head: text('<svg xmlns="http://www.w3.org/2000/svg"><script>'), expected: null },
    { name: 'a RIFF that is not WebP', head: text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), expected: null },
    { name: 'GIF', head: text('GIF89a'), expected: null },
    { name: 'nothing', head: bytes(), expected: null },
  ])('should read $name as $expected', ({ head, expected }) => {
    expect(sniffImage(head)).toBe(expected);
  });
});

describe('formatOfName', () => {
  it.each([
    { name: 'room.JPG', expected: 'jpeg' },
    { name: 'room.jpeg', expected: 'jpeg' },
    { name: 'a.b.png', expected: 'png' },
    { name: 'room.webp', expected: 'webp' },
    { name: 'room.svg', expected: null },
    { name: 'room', expected: null },
  ])('should read $name as $expected', ({ name, expected }) => {
    expect(formatOfName(name)).toBe(expected);
  });
});

describe('recordedFileName', () => {
  it.each([
    { name: 'a plain name', given: 'Room 101.png', expected: 'Room 101.png' },
    { name: 'control characters', given: 'room\u0000\u001b\n\u007f\u0085.png', expected: 'room.png' },
    { name: 'quotes and separators kept (never a path)', given: 'a"b/c\\d.png', expected: 'a"b/c\\d.png' },
    { name: 'nothing left', given: '\u0000 ', expected: null },
    { name: 'a long name, cut at whole characters', given: '😀'.repeat(300), expected: '😀'.repeat(255) },
  ])('$name', ({ given, expected }) => {
    expect(recordedFileName(given)).toBe(expected);
  });
});
