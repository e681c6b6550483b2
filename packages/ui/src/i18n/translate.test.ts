import { describe, expect, it } from 'vitest';
import { translate } from './translate';

const bundles = {
  en: { bell: { unread_one: '{{count}} unread', unread_other: '{{count}} unread ones' }, hi: 'Hello {{name}}' },
  lt: {
    bell: {
      unread_one: '{{count}} neskaitytas',
      unread_few: '{{count}} neskaityti',
      unread_other: '{{count}} neskaitytų',
    },
  },
};

describe('translate, the strings of a package without i18next', () => {
  it('should pick the plural form of the language for count', () => {
    expect(translate(bundles, 'lt', 'bell.unread', { count: 1 })).toBe('1 neskaitytas');
    expect(translate(bundles, 'lt', 'bell.unread', { count: 3 })).toBe('3 neskaityti');
    expect(translate(bundles, 'lt', 'bell.unread', { count: 10 })).toBe('10 neskaitytų');
    expect(translate(bundles, 'en', 'bell.unread', { count: 2 })).toBe('2 unread ones');
  });

  it('should fill placeholders and fall back to English, then to the key', () => {
    expect(translate(bundles, 'lt', 'hi', { name: 'Ona' })).toBe('Hello Ona');
    expect(translate(bundles, 'en', 'missing.key')).toBe('missing.key');
    expect(translate(bundles, 'en', 'hi')).toBe('Hello {{name}}');
  });
});
