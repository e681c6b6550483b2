import type { CSSProperties } from 'react';
import { themeVariables, type ThemeTokens } from '../themeVariables';
import { highContrastTokens, universityTokens } from '../tokens';
import { vars } from '../vars.css';

export type TokenGroup = keyof ThemeTokens;

/** The themes the page compares, by the Storybook toolbar's value. */
export const themeTokens = { university: universityTokens, highContrast: highContrastTokens } as const;

export interface TokenTableText {
  caption: string;
  variable: string;
  university: string;
  highContrast: string;
  sample: string;
}

/** The contract's variables of some groups, in the contract's order: `['--laikas-color-primary', ['color', 'primary']]`. */
export function contractRows(groups: readonly TokenGroup[]): { variable: string; group: TokenGroup; name: string }[] {
  return groups.flatMap((group) =>
    Object.entries(vars[group]).map(([name, reference]) => ({
      variable: reference.replace(/^var\((.*)\)$/, '$1'),
      group,
      name,
    })),
  );
}

const sampleText = 'Aa Ąą Žž 0123';

/** What a token looks like: a swatch, a bar, a corner, a line of type or a shadow; nothing for the others. */
function Sample({ group, value }: { group: TokenGroup; value: string }) {
  const box: CSSProperties = { display: 'inline-block', verticalAlign: 'middle' };
  switch (group) {
    case 'color':
      return (
        <span
          data-sample="swatch"
          style={{ ...box, width: 48, height: 24, background: value, border: '1px solid #8a96a6', borderRadius: 3 }}
        />
      );
    case 'space':
    case 'size':
      return <span data-sample="bar" style={{ ...box, width: value, height: 12, background: '#1f4f99' }} />;
    case 'radius':
      return (
        <span
          data-sample="corner"
          style={{ ...box, width: 40, height: 24, border: '2px solid #1f4f99', borderRadius: value }}
        />
      );
    case 'shadow':
      return (
        <span data-sample="shadow" style={{ ...box, width: 48, height: 24, background: '#ffffff', boxShadow: value }} />
      );
    case 'font':
      return <span style={{ fontFamily: value }}>{sampleText}</span>;
    case 'fontSize':
      return <span style={{ fontSize: value }}>{sampleText}</span>;
    case 'fontWeight':
      return <span style={{ fontWeight: value }}>{sampleText}</span>;
    case 'lineHeight':
      return <span style={{ lineHeight: value }}>{sampleText}</span>;
    default:
      return null;
  }
}

const cell: CSSProperties = { padding: '4px 8px', borderBottom: '1px solid #d5dbe3', textAlign: 'left' };

/**
 * One table of the theme contract: every `--laikas-*` variable of the groups, its value in the university and the
 * high-contrast theme, and a sample of each. Rows come from the contract (`vars`), values from the themes' tokens.
 */
export function TokenTable({ groups, text }: { groups: readonly TokenGroup[]; text: TokenTableText }) {
  const university = themeVariables(universityTokens);
  const highContrast = themeVariables(highContrastTokens);
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 24, fontSize: 14 }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, fontSize: 18, padding: '8px 0' }}>{text.caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            {text.variable}
          </th>
          <th scope="col" style={cell}>
            {text.university}
          </th>
          <th scope="col" style={cell}>
            {text.highContrast}
          </th>
          <th scope="col" style={cell}>
            {text.sample}
          </th>
        </tr>
      </thead>
      <tbody>
        {contractRows(groups).map(({ variable, group }) => {
          const values = [
            university[variable as `--laikas-${string}`]!,
            highContrast[variable as `--laikas-${string}`]!,
          ];
          return (
            <tr key={variable} data-variable={variable}>
              <th scope="row" style={{ ...cell, whiteSpace: 'nowrap' }}>
                <code>{variable}</code>
              </th>
              {values.map((value, index) => (
                <td key={index} style={cell}>
                  <code>{value}</code>
                </td>
              ))}
              <td style={cell}>
                <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  {group === 'color' || group === 'shadow' ? (
                    values.map((value, index) => <Sample key={index} group={group} value={value} />)
                  ) : (
                    <Sample group={group} value={values[0]!} />
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
