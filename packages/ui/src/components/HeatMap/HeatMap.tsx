import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { vars } from '../../theme/vars.css';
import * as styles from './HeatMap.css';

export interface HeatMapProps extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  /** What the figures are and what a cell does ("Booked hours per weekday and hour; choose a cell…"). */
  caption: ReactNode;
  /** The rows' headings (weekdays). */
  rows: readonly string[];
  /** The columns' headings (hours). */
  columns: readonly string[];
  /** One figure per row and column (`values[row][column]`); a cell is shaded by its share of the largest. */
  values: readonly (readonly number[])[];
  /** A figure as written in a cell and in its name; `String` by default. Zero is left blank. */
  format?: (value: number) => string;
  /** A cell's accessible name ("Monday 10:00: 4 booked hours"), from its row, column and written figure. */
  cellLabel: (row: number, column: number, formatted: string) => string;
  /** Makes every cell a button (what is behind the figure). */
  onCellClick?: (row: number, column: number) => void;
}

/**
 * A table of figures by row and column, each cell shaded by its share of the largest (a report's booked hours per
 * weekday and hour). With `onCellClick` every cell is a button named by `cellLabel`; the table scrolls sideways on a
 * narrow screen.
 */
export const HeatMap = forwardRef<HTMLTableElement, HeatMapProps>(function HeatMap(
  { caption, rows, columns, values, format = String, cellLabel, onCellClick, className, ...rest },
  ref,
) {
  const max = Math.max(0, ...values.flat());
  return (
    <div className={styles.scroller}>
      <table ref={ref} {...rest} className={clsx(styles.table, className)}>
        <caption className={styles.caption}>
          <span className={styles.captionText}>{caption}</span>
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {columns.map((column, columnIndex) => {
                const value = values[rowIndex]?.[columnIndex] ?? 0;
                const formatted = format(value);
                const share = max > 0 ? value / max : 0;
                const cell = {
                  className: styles.cell,
                  // The shade is the cell's share of the largest figure (computed, so inline).
                  style: {
                    background: `color-mix(in srgb, ${vars.color.primary} ${Math.round(share * 100)}%, ${vars.color.surface})`,
                  },
                  'aria-label': cellLabel(rowIndex, columnIndex, formatted),
                  'data-value': value,
                  children: value > 0 ? <span className={styles.value}>{formatted}</span> : null,
                };
                return (
                  <td key={column}>
                    {onCellClick ? (
                      <button type="button" {...cell} onClick={() => onCellClick(rowIndex, columnIndex)} />
                    ) : (
                      <span role="img" {...cell} className={clsx(styles.cell, styles.still)} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
