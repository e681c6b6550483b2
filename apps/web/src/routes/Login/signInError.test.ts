import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/client';
import { signInErrorOf, signInErrorText } from './signInError';

/** The web catalogue of `language`: the words the sign-in page shows. */
async function catalogue(language: 'lt' | 'en') {
  const resources = (await import(`../../locales/web.${language}.ts`)) as { default: Record<string, unknown> };
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { web: resources.default } }, defaultNS: 'web' });
  return instance.t.bind(instance) as TFunction;
}

describe('the sign-in error', () => {
  it.each([
    ['a wait under a minute in seconds', new ApiError(429, 'Too many', {}, 42), 'en', 'Please try again in 42 s.'],
    [
      'a longer wait in minutes, rounded up',
      new ApiError(429, 'Too many', {}, 898),
      'en',
      'Please try again in 15 min.',
    ],
    ['a wait in Lithuanian', new ApiError(429, 'Per daug', {}, 898), 'lt', 'Bandykite dar kartą po 15 min.'],
    ['the server message', new ApiError(401, 'Wrong password.'), 'en', 'Wrong password.'],
    ['its own words for a failure without a message', new Error('offline'), 'en', 'Could not sign in.'],
    ['its own words for an API error without a message', new ApiError(500, ''), 'lt', 'Nepavyko prisijungti.'],
  ])('should say %s', async (_name, failure, language, said) => {
    const t = await catalogue(language as 'lt' | 'en');
    expect(signInErrorText(signInErrorOf(failure, language), language, t)).toContain(said);
  });

  it('should say the server message in its own words once the page is in another language', async () => {
    const error = signInErrorOf(new ApiError(401, 'Neteisingas slaptažodis.'), 'lt');
    expect(signInErrorText(error, 'lt', await catalogue('lt'))).toBe('Neteisingas slaptažodis.');
    expect(signInErrorText(error, 'en', await catalogue('en'))).toBe('Could not sign in. Please try again.');
  });
});
