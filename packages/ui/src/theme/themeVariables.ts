import type { universityTokens } from './tokens';

/**
 * A theme: a CSS value for every token of the contract (`vars.css.ts`), grouped as the contract groups them. The
 * package's own themes (`universityTokens`, `highContrastTokens`) have this shape; so does a university's.
 */
export type ThemeTokens = {
  [Group in keyof typeof universityTokens]: { [Name in keyof (typeof universityTokens)[Group]]: string };
};

/** The CSS variable of a token: `['color', 'primaryHover']` → `--laikas-color-primary-hover`. */
export function variableName(path: readonly string[]): `--laikas-${string}` {
  return `--laikas-${path.map((part) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)).join('-')}`;
}

/**
 * Every CSS variable a theme sets, with its value: `{ '--laikas-color-primary': '#1f4f99', … }`. Set them on `<html>`
 * (`document.documentElement.style.setProperty(name, value)`), pass them as a React `style`, or write them into a
 * stylesheet with `themeCss`: no build plugin needed.
 */
export function themeVariables(tokens: ThemeTokens): Record<`--laikas-${string}`, string> {
  const variables: Record<`--laikas-${string}`, string> = {};
  for (const [group, values] of Object.entries(tokens)) {
    for (const [name, value] of Object.entries(values as Record<string, string>)) {
      variables[variableName([group, name])] = value;
    }
  }
  return variables;
}

/** A theme as a CSS rule: `themeCss('.faculty', tokens)` → `.faculty { --laikas-color-primary: …; … }`. */
export function themeCss(selector: string, tokens: ThemeTokens): string {
  const declarations = Object.entries(themeVariables(tokens)).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${declarations.join('\n')}\n}\n`;
}
