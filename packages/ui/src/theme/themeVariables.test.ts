import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeCss, themeVariables, variableName } from './themeVariables';
import { highContrastTokens, universityTokens } from './tokens';
import { vars } from './vars.css';

/** Every variable of the contract, as components read it: `var(--laikas-color-primary)` → `--laikas-color-primary`. */
function contractVariables(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value.replace(/^var\((.*)\)$/, '$1')] : contractVariables(value as object),
  );
}

describe('themeVariables', () => {
  it('should set every variable of the contract, and nothing else, in each theme', () => {
    const contract = contractVariables(vars).sort();
    expect(contract.length).toBeGreaterThan(80);
    expect(Object.keys(themeVariables(universityTokens)).sort()).toEqual(contract);
    expect(Object.keys(themeVariables(highContrastTokens)).sort()).toEqual(contract);
  });

  it('should name variables as the contract does', () => {
    expect(variableName(['color', 'primaryHover'])).toBe('--laikas-color-primary-hover');
    expect(themeVariables(universityTokens)['--laikas-space-md']).toBe('12px');
  });

  it('should write a theme as one CSS rule', () => {
    const css = themeCss('.faculty', {
      ...universityTokens,
      color: { ...universityTokens.color, primary: '#006b3c' },
    });
    expect(css.startsWith('.faculty {\n')).toBe(true);
    expect(css).toContain('  --laikas-color-primary: #006b3c;\n');
    expect(css).toContain('  --laikas-font-family: "Noto Sans"');
  });
});

describe('the README', () => {
  it('should name every variable a theme sets', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const missing = contractVariables(vars).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
