import { describe, expect, it } from 'vitest';
import { getContrastRatio } from './contrast';
import { contrastPairs, highContrastTokens, universityTokens } from './tokens';

describe('getContrastRatio', () => {
  it.each([
    { name: 'black on white', fg: '#000000', bg: '#ffffff', ratio: 21 },
    { name: 'same colour', fg: '#777777', bg: '#777777', ratio: 1 },
    { name: 'grey on white', fg: '#767676', bg: '#ffffff', ratio: 4.54 },
  ])('should give $ratio for $name', ({ fg, bg, ratio }) => {
    expect(getContrastRatio(fg, bg)).toBeCloseTo(ratio, 1);
  });
});

describe('given the university theme', () => {
  it.each(contrastPairs.map(([text, background]) => ({ text, background })))(
    'should give $text on $background at least 4.5:1',
    ({ text, background }) => {
      const ratio = getContrastRatio(universityTokens.color[text], universityTokens.color[background]);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('given the high-contrast theme', () => {
  it.each(contrastPairs.map(([text, background]) => ({ text, background })))(
    'should give $text on $background at least 7:1',
    ({ text, background }) => {
      const ratio = getContrastRatio(highContrastTokens.color[text], highContrastTokens.color[background]);
      expect(ratio).toBeGreaterThanOrEqual(7);
    },
  );
});

/**
 * WCAG 1.4.11 Non-text Contrast (issue 32): what tells a control apart needs 3:1 against what is next to it in both
 * themes — a field's or a secondary button's border against the field's own fill, and the focus ring against every
 * surface it is drawn on. Disabled controls are exempt (WCAG), and so is the decorative `border` of panels.
 */
const nonTextPairs = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceRaised'],
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
  ['focusRing', 'surfaceSunken'],
  ['primary', 'background'],
  ['primary', 'surface'],
] as const;

describe.each([
  { theme: 'university', tokens: universityTokens },
  { theme: 'high-contrast', tokens: highContrastTokens },
])('given the $theme theme, for controls and focus', ({ tokens }) => {
  it.each(nonTextPairs.map(([part, background]) => ({ part, background })))(
    'should give $part against $background at least 3:1',
    ({ part, background }) => {
      expect(getContrastRatio(tokens.color[part], tokens.color[background])).toBeGreaterThanOrEqual(3);
    },
  );
});
