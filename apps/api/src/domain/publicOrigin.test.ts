import { describe, expect, it } from 'vitest';
import { publicOrigin } from './publicOrigin.js';

const FALLBACK = 'http://localhost:8080';

describe('publicOrigin', () => {
  it.each([
    {
      name: 'APP_URL wins over the host',
      configured: 'https://laikas.vu.lt',
      protocol: 'http',
      host: 'other:1',
      expected: 'https://laikas.vu.lt',
    },
    {
      name: 'the host the request came to',
      configured: undefined,
      protocol: 'http',
      host: 'laikas.vu.lt:8080',
      expected: 'http://laikas.vu.lt:8080',
    },
    {
      name: 'https through a trusted proxy',
      configured: undefined,
      protocol: 'https',
      host: 'laikas.vu.lt',
      expected: 'https://laikas.vu.lt',
    },
    {
      name: 'an IPv4 address',
      configured: undefined,
      protocol: 'http',
      host: '10.0.0.5:8080',
      expected: 'http://10.0.0.5:8080',
    },
    {
      name: 'an IPv6 address',
      configured: undefined,
      protocol: 'http',
      host: '[::1]:8080',
      expected: 'http://[::1]:8080',
    },
    {
      name: 'upper case folded',
      configured: undefined,
      protocol: 'http',
      host: 'Laikas.VU.lt',
      expected: 'http://laikas.vu.lt',
    },
    {
      name: 'a path smuggled in the host',
      configured: undefined,
      protocol: 'http',
      host: 'evil.example/x?',
      expected: FALLBACK,
    },
    {
      name: 'credentials in the host',
      configured: undefined,
      protocol: 'http',
      host: 'user@evil.example',
      expected: FALLBACK,
    },
    { name: 'no host', configured: undefined, protocol: 'http', host: '', expected: FALLBACK },
    {
      name: 'a strange protocol',
      configured: undefined,
      protocol: 'javascript',
      host: 'laikas.vu.lt',
      expected: FALLBACK,
    },
  ])('should answer $expected for $name', ({ configured, protocol, host, expected }) => {
    expect(publicOrigin(configured, { protocol, host }, FALLBACK)).toBe(expected);
  });
});
